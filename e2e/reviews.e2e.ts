import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, NEW_PASSWORD, newFreeAccount, signInThroughForm, titleId } from './support/app';
import { openBrowser } from './support/browser';

async function signIn(page: Page, baseUrl: string, email: string, password: string, to: string) {
  await page.goto(`/auth?returnUrl=${encodeURIComponent(to)}`);
  await signInThroughForm(page, email, password);
  await page.waitForURL(`${baseUrl}${to}`);
}

test('a user rates and reviews a title, another reports it, a moderator hides it, and it is gone from the title page', async () => {
  const author = await newFreeAccount('reviewer');
  const text = `Umkhokha kept me up all night. ${Date.now().toString(36)}`;
  const { baseUrl } = await openBrowser('reviews probe');
  const id = await titleId(baseUrl, 'Umkhokha');
  const titlePage = `/watch/${id}`;

  // The author likes the title and writes a review.
  const first = await openBrowser('review author');
  await signIn(first.page, baseUrl, author, NEW_PASSWORD, titlePage);
  const section = first.page.getByRole('region', { name: 'Ratings and reviews' });
  await section.getByRole('button', { name: 'I like this' }).click();
  await expect
    .poll(() => section.getByRole('button', { name: 'I like this' }).getAttribute('aria-pressed'))
    .toBe('true');
  await section.getByRole('button', { name: 'Write a review' }).click();
  await section.getByRole('textbox', { name: 'Your review' }).fill(text);
  await section.getByRole('button', { name: 'Post' }).click();
  await section.getByText(text).waitFor();
  await expect
    .poll(() =>
      section
        .getByText(/liked this/)
        .first()
        .textContent(),
    )
    .toMatch(/100% liked this/);

  // Another signed-in user reports it.
  const second = await openBrowser('review reporter');
  await signIn(second.page, baseUrl, 'free@mzansi.test', DEMO_PASSWORD, titlePage);
  await second.page.getByText(text).waitFor();
  await second.page
    .getByRole('button', { name: /^Report the review by / })
    .first()
    .click();
  const report = second.page.getByRole('dialog', { name: 'Report this review' });
  await report.getByRole('radio', { name: 'Spoilers' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await second.page.getByText('Thank you. A moderator will look at it.').first().waitFor();

  // A moderator finds it in the queue and hides it with a reason.
  const moderator = await openBrowser('moderator');
  await signIn(moderator.page, baseUrl, 'moderator@mzansi.test', DEMO_PASSWORD, '/admin/moderation');
  const item = moderator.page
    .getByRole('list', { name: 'Reviews to moderate' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await item.getByRole('button', { name: 'Hide' }).click();
  const hide = moderator.page.getByRole('dialog', { name: 'Hide this review' });
  await hide.getByRole('textbox', { name: 'Reason (the author sees it)' }).fill('Spoils the ending.');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await hide.waitFor({ state: 'detached' });
  await item.waitFor({ state: 'detached' });

  // Gone from the title page for everyone else, and from what the server answers.
  await second.page.reload();
  await second.page.getByRole('heading', { name: 'Reviews' }).waitFor();
  expect(await second.page.getByText(text).count()).toBe(0);
  const visitor = await openBrowser('review visitor');
  await visitor.page.goto(titlePage);
  await visitor.page.getByRole('heading', { name: 'Reviews' }).waitFor();
  expect(await visitor.page.getByText(text).count()).toBe(0);
  const reviews = await (await fetch(`${baseUrl}/api/videos/${id}/reviews`)).text();
  expect(reviews).not.toContain(text);

  // The author sees why.
  await first.page.reload();
  await first.page.getByText('Hidden by a moderator: Spoils the ending.').waitFor();
});
