import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, expectToast, signInThroughForm } from './support/app';
import { openBrowser } from './support/browser';

test('a visitor browses the home rows, opens a collection, and finds a title despite a typo', async () => {
  const { page, baseUrl } = await openBrowser('discovery visitor');

  await page.goto('/home');
  // The hero features a trending title; the recommendation rows and the collections follow.
  await page.getByText('Trending in South Africa').first().waitFor();
  const trending = page.getByRole('list', { name: 'Trending in South Africa' });
  await trending.getByRole('link').first().waitFor();
  expect(await trending.getByRole('link').count()).toBeGreaterThanOrEqual(5);

  // Category rows load as they near the viewport.
  await page.getByRole('heading', { name: 'Collections' }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: /^Zulu Stories/ }).click();
  await page.waitForURL(/\/browse\?collection=/);
  await page.getByRole('heading', { level: 1, name: 'Zulu Stories' }).waitFor();
  await page
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .waitFor();

  // Search from the header, with a typo: the right title still comes first.
  await page.goto('/search');
  const field = page.getByRole('combobox', { name: 'Search titles, people, categories and languages' });
  await field.fill('umkhoka');
  await page.waitForURL(/\/search\?q=umkhoka/);
  await page.getByText('Did you mean').waitFor();
  const results = page.getByRole('list', { name: 'Results for umkhoka' });
  await results
    .getByRole('link', { name: /^Umkhokha/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`^${baseUrl}/watch/`));
  await page.getByRole('heading', { level: 1, name: 'Umkhokha' }).waitFor();
  expect(await page.title()).toBe('Umkhokha · Mzansi Stream');
});

test('the title page reaches crawlers without JavaScript: title, description, image and JSON-LD', async () => {
  const { baseUrl } = await openBrowser('title page head');
  const list = (await (await fetch(`${baseUrl}/api/videos/public`)).json()) as {
    items: { id: string; title: string }[];
  };
  const title = list.items.find((item) => item.title === 'Umkhokha')!;
  const html = await (await fetch(`${baseUrl}/watch/${title.id}`)).text();
  expect(html).toContain('<title>Umkhokha · Mzansi Stream</title>');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.(webp|jpg|png)"/);
  expect(html).toContain('"@type":"Movie"');
});

test('a signed-in user adds a title to My List, finds it on /my-list, and removes it', async () => {
  const { page, baseUrl } = await openBrowser('my list');
  await page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(page, 'premium@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);

  await page.goto('/search?q=amaphupho');
  await page
    .getByRole('link', { name: /^Amaphupho/ })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: 'Amaphupho' }).waitFor();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to My List' }).first().click();
  await expectToast(page, 'Added to watchlist');
  await main.getByRole('button', { name: 'In My List' }).first().waitFor();

  await page.goto('/my-list');
  await page.getByRole('heading', { level: 1, name: 'My List' }).waitFor();
  const saved = page.getByRole('link', { name: /^Amaphupho/ });
  await saved.first().waitFor();

  await page.getByRole('button', { name: 'Remove Amaphupho from My List' }).click();
  await expectToast(page, 'Removed from watchlist');
  await saved.first().waitFor({ state: 'detached' });
  // The server agrees: a reload shows the list without it.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'My List' }).waitFor();
  await page
    .getByText(/Save titles to watch later|newest first/)
    .first()
    .waitFor();
  expect(await page.getByRole('link', { name: /^Amaphupho/ }).count()).toBe(0);
});

test('/watchlist sends a free user to /pricing with the returnUrl', async () => {
  const { page, baseUrl } = await openBrowser('watchlist needs premium');
  await page.goto('/auth');
  await signInThroughForm(page, 'free@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  await page.goto('/watchlist');
  await page.waitForURL(/\/pricing\?/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/watchlist');
});

test('the landing page starts without React, plays its trailer, and hands over to the app', async () => {
  const { page, baseUrl } = await openBrowser('landing island');
  // The scripts the page fetched: React's own chunk is not among them until the trailer is asked for.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const manifest = JSON.parse(
    await fs.readFile(path.join(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const reactChunk = `/${Object.values(manifest).find((chunk) => chunk.name === 'react')!.file}`;
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Our stories, streaming everywhere you are' }).waitFor();
  await page.getByRole('button', { name: /^Watch the trailer/ }).waitFor();
  // React Router marks the window when its code runs: the landing page never runs it.
  const routerVersion = () =>
    page.evaluate(() => (window as { __reactRouterVersion?: string }).__reactRouterVersion);
  expect(await routerVersion()).toBeUndefined();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(reactChunk);

  // The hero trailer plays in place (the public signed URL, SD): frames advance.
  await page.getByRole('button', { name: /^Watch the trailer/ }).click();
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('video[aria-label^="Trailer:"]');
      return video !== null && video.currentTime > 1 && video.videoHeight > 0 && video.videoHeight <= 480;
    },
    undefined,
    { timeout: 20_000 },
  );

  await page.getByRole('link', { name: 'Start watching' }).click();
  await page.waitForURL(`${baseUrl}/home`);
  // The row's heading is the app's (the hero /home's entry draws first is hidden from assistive technology).
  await page.getByRole('heading', { name: 'Trending in South Africa' }).waitFor();
  // /home is drawn by the server first: the app takes over once its code has run (on a busy machine, a moment later).
  await expect.poll(async () => (await routerVersion()) ?? '', { timeout: 15_000 }).toMatch(/^7\./);
});
