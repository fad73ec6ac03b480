import { expect, test } from 'vitest';
import { openBrowser } from './support/browser';

test('a visitor lands on /, opens /home, sees the seeded catalogue and plays a trailer', async () => {
  const { page, baseUrl } = await openBrowser('foundation journey');

  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Our stories, streaming everywhere you are' }).waitFor();
  // Seeded posters appear on the landing page.
  await page
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .waitFor();

  await page.getByRole('link', { name: 'Start watching' }).click();
  await page.waitForURL(`${baseUrl}/home`);
  // The app starts on /home: wait for the page itself, then its rows.
  await page.getByRole('list', { name: 'Trending in South Africa' }).getByRole('link').first().waitFor();
  await page
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .waitFor();
  // Further rows are drawn as they near the viewport.
  await page.getByRole('heading', { name: 'Real stories: documentaries' }).scrollIntoViewIfNeeded();
  await page.getByRole('list', { name: 'Real stories: documentaries' }).getByRole('link').first().waitFor();
  const titles = new Set(
    await page
      .locator('main a[href^="/watch/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  );
  expect(titles.size).toBeGreaterThanOrEqual(20);

  await page
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: 'Umkhokha' }).waitFor();
  await page.getByRole('link', { name: 'Watch trailer' }).click();

  // The HLS trailer really plays: frames advance in the video element.
  const video = page.getByTestId('trailer-video');
  await video.waitFor();
  await page.waitForFunction(
    () => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="trailer-video"]');
      return element !== null && element.currentTime > 1.5 && element.videoWidth > 0;
    },
    undefined,
    { timeout: 20_000 },
  );
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
    error: element.error?.message ?? null,
  }));
  expect(state.error).toBeNull();
  // Visitors get SD rungs only (<= 480 lines).
  expect(state.height).toBeGreaterThan(0);
  expect(state.height).toBeLessThanOrEqual(480);
});

test('any other path shows the 404 page, with a 404 status for crawlers', async () => {
  const { page } = await openBrowser('not found page');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
  expect(await page.title()).toMatch(/Mzansi Stream/);
});
