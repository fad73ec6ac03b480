import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { NEW_PASSWORD, newFreeAccount, signInThroughForm, titleId } from './support/app';
import { openBrowser } from './support/browser';

async function signIn(page: Page, baseUrl: string, email: string, to = '/home'): Promise<void> {
  await page.goto(`/auth?returnUrl=${encodeURIComponent(to)}`);
  await signInThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL(`${baseUrl}${to}`);
}

/** The plan the account menu in the header shows. */
async function headerPlan(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const premium = await menu.getByText('Premium', { exact: true }).count();
  await page.keyboard.press('Escape');
  return premium > 0 ? 'Premium' : 'Free Tier';
}

test('a free user upgrades on a premium title through the local gateway; a second open tab turns Premium live; the video plays; cancel shows the end date', async () => {
  const email = await newFreeAccount('thandeka');
  const { page, baseUrl } = await openBrowser('upgrade through the local gateway');
  const other = await openBrowser('second tab of the same user');
  await signIn(page, baseUrl, email);
  await signIn(other.page, baseUrl, email);
  expect(await headerPlan(other.page)).toBe('Free Tier');
  // Proof that the second tab never reloads: this marker would be gone.
  await other.page.evaluate(() => ((window as unknown as { __stillHere: boolean }).__stillHere = true));

  const id = await titleId(baseUrl, 'Umkhokha');
  await page.goto(`/watch/${id}?play=main`);
  const upgrade = page.getByRole('region', { name: 'Premium subscription required to watch this video.' });
  await upgrade.waitFor();
  await upgrade.getByRole('button', { name: /^Start Premium/ }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: /^Upgrade/ }).click();

  // The gateway's own page: pay.
  await page.waitForURL(`${baseUrl}/payments/local-gateway/checkout`);
  await page.getByText('R59 every month').waitFor();
  await page.getByRole('button', { name: 'Pay R59' }).click();

  await page.waitForURL(/\/payment\/success\?reference=/);
  await page.getByRole('heading', { name: "You're on Premium" }).waitFor();

  // The other tab learned it from the server, without a reload.
  await expect.poll(() => headerPlan(other.page), { timeout: 15_000, interval: 500 }).toBe('Premium');
  expect(await other.page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(
    true,
  );

  // Back to the title it was all for: it plays.
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/watch/${id}`));
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
      return video !== null && video.currentTime > 0.5 && video.videoHeight > 0;
    },
    undefined,
    { timeout: 30_000 },
  );

  // Cancel at period end: the page says until when Premium lasts.
  await page.goto('/subscription/manage');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByText(/Premium ends on/).waitFor();
  const history = page.getByRole('table');
  await history.getByText('R59').first().waitFor();
  await other.close();
});

test('a declined payment lands on /payment/cancel and nothing is charged', async () => {
  const email = await newFreeAccount('sipho');
  const { page, baseUrl } = await openBrowser('declined payment');
  await signIn(page, baseUrl, email, '/pricing');
  await page.getByRole('button', { name: /^Upgrade/ }).click();
  await page.waitForURL(`${baseUrl}/payments/local-gateway/checkout`);
  await page.getByRole('button', { name: 'Decline payment' }).click();

  await page.waitForURL(/\/payment\/cancel\?reference=/);
  await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
  await page.getByText('You have not been charged.').waitFor();
  const subscription = await page.evaluate(async () => (await fetch('/api/user/subscription')).json());
  expect(subscription).toMatchObject({ subscription: { is_premium: false }, allowed: { plan_id: 'free' } });
  const payments = (await page.evaluate(async () => (await fetch('/api/user/payments')).json())) as {
    items: { status: string }[];
  };
  expect(payments.items.map((item) => item.status)).not.toContain('complete');
});
