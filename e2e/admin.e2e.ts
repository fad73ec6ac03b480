import { expect, test } from 'vitest';
import { DEMO_PASSWORD, NEW_PASSWORD, newFreeAccount, signInThroughForm } from './support/app';
import { openBrowser } from './support/browser';

test('an admin finds a user by e-mail and suspends them: their session ends and sign-in is refused with the reason', async () => {
  const email = await newFreeAccount('suspended');
  // A month from today, as the date input takes it and as the messages write it (South African time).
  const end = new Date(Date.now() + 30 * 86_400_000);
  const zone = { timeZone: 'Africa/Johannesburg' } as const;
  const endInput = new Intl.DateTimeFormat('en-CA', { ...zone, dateStyle: 'short' }).format(end);
  const endLong = new Intl.DateTimeFormat('en-ZA', {
    ...zone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(end);
  const endShort = new Intl.DateTimeFormat('en-ZA', {
    ...zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(end);
  const { baseUrl } = await openBrowser('admin suspends probe');

  // The user is signed in on their own browser.
  const user = await openBrowser('user to be suspended');
  await user.page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(user.page, email, NEW_PASSWORD);
  await user.page.waitForURL(`${baseUrl}/home`);

  const admin = await openBrowser('admin suspends');
  await admin.page.goto('/auth?returnUrl=%2Fadmin%2Fusers');
  await signInThroughForm(admin.page, 'admin@mzansi.test', DEMO_PASSWORD);
  await admin.page.waitForURL(`${baseUrl}/admin/users`);
  await admin.page.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(email);
  await admin.page.waitForURL(/[?&]q=/);
  const table = admin.page.getByRole('table', { name: 'Users and their roles' });
  await table.getByRole('link', { name: email }).click();
  await admin.page.getByRole('heading', { level: 1, name: email }).waitFor();
  await admin.page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Suspend ${email}?` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sharing the account publicly.');
  await dialog.getByLabel('End date (optional)').fill(endInput);
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await admin.page.getByRole('button', { name: 'Lift suspension' }).waitFor();
  await admin.page.getByText(`Suspended until ${endShort}`).waitFor();

  // The user's session has ended: the next request finds them signed out.
  const session = await user.page.evaluate(async () => {
    const response = await fetch('/api/auth/session', { cache: 'no-store' });
    return (await response.json()) as { session: unknown };
  });
  expect(session.session).toBeNull();

  // Signing in again is refused with the reason and the end date.
  await user.page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(user.page, email, NEW_PASSWORD);
  await user.page
    .getByText(`This account is suspended until ${endLong}. Contact support if you think this is a mistake.`)
    .first()
    .waitFor();
  expect(user.page.url()).toContain('/auth');
});
