import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { openBrowser } from './support/browser';
import {
  DEMO_PASSWORD,
  expectToast,
  latestEmailLink,
  NEW_PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from './support/app';

const require = createRequire(import.meta.url);

test('register, confirm through the outbox, sign in, land on the returnUrl, sign out', async () => {
  const { page, baseUrl } = await openBrowser('register confirm sign in sign out');
  const email = uniqueEmail('lindiwe');

  // A guarded page sends a visitor to /auth with the page as returnUrl.
  await page.goto('/settings');
  await page.waitForURL(/\/auth\?.*returnUrl=%2Fsettings/);
  await expectToast(page, 'Please sign in');

  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration Successful!');

  // The confirmation e-mail's link confirms and comes back to /auth, keeping the returnUrl.
  const link = await latestEmailLink(email, 'confirm_email', '/verify-email');
  await page.goto(link);
  await page.waitForURL(/\/auth\?.*confirmed=1/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/settings');

  await signInThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL(`${baseUrl}/settings`);
  await expectToast(page, 'Welcome back!');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/auth(\?|$)/);
  await expectToast(page, 'Signed out');
  // Signed out for real: the server no longer knows the session.
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  expect(session).toMatchObject({ session: null });
});

test('reset a forgotten password from the e-mail link, then sign in with the new one', async () => {
  const { page, baseUrl } = await openBrowser('password reset');
  const email = 'free@mzansi.test';
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Password Reset Email Sent');

  const link = await latestEmailLink(email, 'reset_password', 'reset=true');
  await page.goto(link);
  const reset = page.locator('form', { has: page.getByLabel('New password', { exact: true }) });
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('form', { name: 'Sign in' }).waitFor();

  await signInThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  await expectToast(page, 'Welcome back!');

  // Put the demo password back so the other journeys can use the account.
  const changed = await page.evaluate(
    async ([current, next]) =>
      (
        await fetch('/api/auth/password/change', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ currentPassword: current, newPassword: next }),
        })
      ).status,
    [NEW_PASSWORD, DEMO_PASSWORD],
  );
  expect(changed).toBe(204);
});

test('sign in with Google through the local OpenID provider', async () => {
  const { page, baseUrl } = await openBrowser('google sign in');
  const { googleIdentity } = inject('e2e');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The provider's own login and consent screens (oidc-provider's development interactions).
  await page.waitForURL((url) => url.origin !== baseUrl);
  await page.locator('input[name="login"]').fill(googleIdentity.sub);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await page.waitForURL(`${baseUrl}/home`);
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  expect(session).toMatchObject({ session: { user: { email: googleIdentity.email } } });
});

test('a non-admin on /admin lands on / with denied=admin and the Admin only message', async () => {
  const { page, baseUrl } = await openBrowser('admin denied');
  await page.goto('/auth');
  await signInThroughForm(page, 'creator@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('denied') === 'admin');
  const notice = page.getByRole('alert').filter({ hasText: 'Admin only' });
  await notice.waitFor();
  expect(await notice.textContent()).toContain('You do not have permission to access this page.');
  // The landing page knows who is signed in: their calls to action and footer, no Sign up or Sign in.
  const signedInLanding = async () => {
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).waitFor();
    expect(await page.getByRole('link', { name: /Sign up/ }).count()).toBe(0);
    const footerAccount = page.getByRole('contentinfo').getByRole('navigation', { name: 'Account' });
    await footerAccount.getByRole('link', { name: 'Profile' }).waitFor();
    expect(await footerAccount.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
  };
  await signedInLanding();
  // The same after a reload, where / starts as its own small page (the landing bundle).
  await page.reload();
  await notice.waitFor();
  await signedInLanding();
});

test('a free user on /watchlist is sent to /pricing with the returnUrl', async () => {
  const { page, baseUrl } = await openBrowser('watchlist needs subscription');
  await page.goto('/auth');
  await signInThroughForm(page, 'moderator@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  await page.goto('/watchlist');
  await page.waitForURL(/\/pricing\?.*returnUrl=%2Fwatchlist/);
  await expectToast(page, 'Subscription required');
});

test('the mobile layout at 390x844 shows the bottom bar after sign-in, not on /watch/ pages', async () => {
  const { page, baseUrl } = await openBrowser('mobile bottom bar', {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  });
  await page.goto('/home');
  await page.getByRole('list', { name: 'Trending in South Africa' }).getByRole('link').first().waitFor();
  expect(await page.getByTestId('bottom-bar').count()).toBe(0);

  await page.goto('/auth');
  await signInThroughForm(page, 'free@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  const bar = page.getByTestId('bottom-bar');
  await bar.waitFor();
  for (const name of ['Home', 'Explore', 'My List', 'Profile']) {
    await bar.getByRole('link', { name }).waitFor();
  }
  await page
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .click();
  await page.waitForURL(/\/watch\//);
  await page.getByRole('heading', { level: 1, name: 'Umkhokha' }).waitFor();
  expect(await page.getByTestId('bottom-bar').count()).toBe(0);
});

test('the offline notice appears when the browser goes offline and leaves when it is back', async () => {
  const { page, context } = await openBrowser('offline notice');
  await page.goto('/home');
  await page.getByRole('list', { name: 'Trending in South Africa' }).getByRole('link').first().waitFor();
  await context.setOffline(true);
  const notice = page.getByRole('alertdialog', { name: 'You are offline' });
  await notice.waitFor();
  await notice
    .getByText("Check your internet connection. We'll reconnect automatically when you're back online.")
    .waitFor();
  await notice.getByRole('button', { name: 'Reload' }).waitFor();
  await notice.getByRole('button', { name: 'Try Again' }).waitFor();
  await context.setOffline(false);
  await notice.waitFor({ state: 'detached' });
  await expectToast(page, 'Network connection restored');
});

test('the API health banner appears when /api/health fails, and Retry clears it once healthy', async () => {
  const { page } = await openBrowser('health banner');
  let healthy = false;
  await page.route('**/api/health', async (route) => {
    if (healthy) return route.continue();
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"degraded"}' });
  });
  await page.goto('/home');
  const banner = page.getByRole('alert', { name: 'API service unavailable' });
  await banner.waitFor();
  await banner.getByText('Some features may not work properly. Our team is investigating.').waitFor();
  healthy = true;
  await banner.getByRole('button', { name: 'Retry' }).click();
  await banner.waitFor({ state: 'detached' });
});

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { html: string }[];
}

/** axe-core's serious and critical findings on the current page, each with the markup it points at. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> };
    };
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
    );
}

test('axe finds no serious or critical violation on /, /auth, /profile and /settings', async () => {
  const { page, baseUrl } = await openBrowser('axe accessibility', { bypassCSP: true });
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .waitFor();
  expect(await seriousViolations(page), '/').toEqual([]);
  await page.goto('/auth');
  await page.getByRole('form', { name: 'Sign in' }).waitFor();
  expect(await seriousViolations(page), '/auth').toEqual([]);
  await signInThroughForm(page, 'premium@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await seriousViolations(page), '/profile').toEqual([]);
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  expect(await seriousViolations(page), '/settings').toEqual([]);
});
