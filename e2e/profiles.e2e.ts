import { expect, test } from 'vitest';
import { latestEmailLink, NEW_PASSWORD, signInThroughForm, titleId, uniqueEmail } from './support/app';
import { openBrowser } from './support/browser';

/** Signs a new account up through the API and confirms it through the outbox, as its owner would by e-mail. */
async function newAccount(baseUrl: string): Promise<string> {
  const email = uniqueEmail('household');
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: NEW_PASSWORD }),
  });
  expect(registered.status).toBe(200);
  const confirm = await latestEmailLink(email, 'confirm_email', '/verify-email');
  const confirmed = await fetch(confirm, { redirect: 'manual' });
  expect(confirmed.headers.get('location')).toMatch(/confirmed=1/);
  return email;
}

test('a Kids profile: made in Manage profiles, chosen in "Who\'s watching?", sees only its titles and is refused an 18', async () => {
  const { page, baseUrl } = await openBrowser('kids profile');
  const adultsOnly = await titleId(baseUrl, 'Amanzi Amnyama'); // FPB 18
  const forChildren = 'Pere e Tshweu'; // FPB 7-9PG

  const email = await newAccount(baseUrl);
  await page.goto('/auth?returnUrl=%2Fprofiles%2Fmanage');
  await signInThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL(`${baseUrl}/profiles/manage`);

  // Add a Kids profile: its limit starts at the Kids default.
  await page.getByRole('button', { name: 'Add profile' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Lwazi');
  await form.getByRole('switch', { name: 'Kids profile' }).click();
  await form.getByRole('button', { name: 'Add profile' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByText('Lwazi').first().waitFor();

  // Who's watching? Lwazi.
  await page.goto('/profiles');
  await page.getByRole('heading', { name: "Who's watching?" }).waitFor();
  await page.getByRole('button', { name: /Lwazi/ }).click();
  await page.waitForURL(`${baseUrl}/home`);

  // Only titles within the limit, wherever they are asked for: search finds the 7-9PG film, not the 18 one.
  await page.goto(`/search?q=${encodeURIComponent(forChildren)}`);
  // Visible: the search box's suggestion list (hidden until it opens) names the title too.
  await page.getByRole('main').getByText(forChildren).filter({ visible: true }).first().waitFor();
  await page.goto(`/search?q=${encodeURIComponent('Amanzi Amnyama')}`);
  await page.getByRole('heading', { name: 'No results for “Amanzi Amnyama”' }).waitFor();
  expect(await page.locator(`main a[href*="${adultsOnly}"]`).count()).toBe(0);

  // The 18 title's page says why, and the server refuses its trailer to this profile whatever the client does.
  await page.goto(`/watch/${adultsOnly}`);
  await page.getByText('This title is not available on this profile').first().waitFor();
  const detail = (await (await fetch(`${baseUrl}/api/videos/${adultsOnly}`)).json()) as {
    trailer: { videoId: string } | null;
  };
  const refusal = await page.evaluate(async (videoId) => {
    const response = await fetch('/api/signed-video-url-public', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoId }),
    });
    return { status: response.status, body: (await response.json()) as { error: { code: string } } };
  }, detail.trailer!.videoId);
  expect(refusal).toMatchObject({ status: 403, body: { error: { code: 'maturity_restricted' } } });

  // "Switch profile" from there: the main profile (no account PIN set, nothing to enter) comes back to the title.
  await page.getByRole('link', { name: 'Switch profile' }).click();
  await page.getByRole('heading', { name: "Who's watching?" }).waitFor();
  await page
    .getByRole('list', { name: 'Profiles' })
    .getByRole('button')
    .filter({ hasNotText: 'Lwazi' })
    .click();
  await page.waitForURL(`${baseUrl}/watch/${adultsOnly}`);
  await page.getByRole('heading', { level: 1, name: 'Amanzi Amnyama' }).waitFor();
});
