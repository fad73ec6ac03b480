import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openBrowser } from './support/browser';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page opened from the address bar or a link starts at the top; back restores the old position', async () => {
  const { page } = await openBrowser('scroll positions', { viewport: { width: 1440, height: 900 } });

  await page.goto('/browse');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.documentElement.scrollHeight > 2400);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => window.scrollY === 1200);

  // A fresh load of another long page (typed into the address bar, the reproduction) opens at the top, and
  // stays there once its titles have arrived and the page is long enough to have been scrolled.
  await page.goto('/library');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.documentElement.scrollHeight > 2400);
  expect(await scrollY(page)).toBe(0);

  // Back to /browse (a new document again): its position comes back.
  await page.goBack();
  await page.waitForFunction(() => window.scrollY === 1200);

  // A link inside the app starts its page at the top; browser back restores.
  await page.getByRole('link', { name: 'Search titles' }).click();
  await page.waitForURL(/\/search$/);
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForFunction(() => window.scrollY === 1200);
});
