import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, titleId } from './support/app';
import { openBrowser, type BrowserOptions } from './support/browser';

/**
 * Public pages arrive drawn by the server (apps/web/src/entry-server.tsx) and the app takes them over in place
 * (hydration, app/start-app.tsx): for visitors and signed-in viewers, on a computer and on a phone.
 */

const PHONE: BrowserOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** React Router marks the window when its code runs: the app has started. */
const appStarted = (page: Page) =>
  page.evaluate(() => (window as { __reactRouterVersion?: string }).__reactRouterVersion !== undefined);

/** What the app reported to /api/client-errors about hydration (React had to draw part of a page again). */
function watchHydrationReports(page: Page): string[] {
  const reports: string[] = [];
  const record = (request: Request) => {
    if (!request.url().endsWith('/api/client-errors')) return;
    const body = request.postData() ?? '';
    if (/hydrat/i.test(body)) reports.push(body.slice(0, 500));
  };
  page.on('request', record);
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text()))
      reports.push(message.text().slice(0, 500));
  });
  return reports;
}

async function signIn(page: Page, baseUrl: string, email: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
}

test('/home arrives drawn: its hero is on screen before the app has run, and the app takes it over in place', async () => {
  const { page } = await openBrowser('home drawn by the server');
  // Hold the app's start back, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const reports = watchHydrationReports(page);

  await page.goto('/home');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const title = (await hero.locator('h2').textContent())!;
  expect(title.length).toBeGreaterThan(0);
  // The backdrop is drawn, not just asked for, and the first row is there too.
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('section[aria-labelledby="hero-title"] img');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  expect(
    await page.getByRole('list', { name: 'Trending in South Africa' }).getByRole('link').count(),
  ).toBeGreaterThan(3);
  expect(await appStarted(page)).toBe(false);
  const before = await hero.locator('h2').boundingBox();
  // Marks the server's element: after hydration it must be the same one, not a copy drawn again.
  await page.evaluate(() => {
    (document.querySelector('#hero-title') as HTMLElement & { drawnByServer?: boolean }).drawnByServer = true;
  });

  release();
  await page.waitForFunction(
    () => (window as { __reactRouterVersion?: string }).__reactRouterVersion !== undefined,
  );
  // Hydrated: the buttons work (the visitor's Sign up opens the dialog).
  await hero.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
  expect(
    await page.evaluate(
      () =>
        (document.querySelector('#hero-title') as HTMLElement & { drawnByServer?: boolean }).drawnByServer,
    ),
  ).toBe(true);
  const after = await hero.locator('h2').boundingBox();
  expect(Math.abs(after!.y - before!.y)).toBeLessThan(1);
  expect(reports).toEqual([]);
});

test('every public page is drawn on the server and hydrated without a mismatch: visitor on a computer, premium on a phone', async () => {
  const { baseUrl } = await openBrowser('public pages (probe)');
  const movie = await titleId(baseUrl, 'Umkhokha');
  const series = await titleId(baseUrl, 'Amaphupho');
  const pages = [
    '/home',
    '/browse',
    '/browse/drama',
    '/search?q=zulu',
    `/watch/${movie}`,
    `/watch/${series}`,
    '/pricing',
    '/discover',
    '/library',
    '/terms',
  ];

  for (const [viewer, options] of [
    ['visitor', {}],
    ['premium', PHONE],
  ] as const) {
    const { page } = await openBrowser(`public pages as ${viewer}`, options);
    if (viewer === 'premium') await signIn(page, baseUrl, 'premium@mzansi.test');
    const reports = watchHydrationReports(page);
    for (const path of pages) {
      const html = await (await page.request.get(`${baseUrl}${path}`)).text();
      expect(html, `${path} drawn for ${viewer}`).toContain('id="ssr-state"');
      await page.goto(path);
      await page.waitForFunction(
        () => (window as { __reactRouterVersion?: string }).__reactRouterVersion !== undefined,
      );
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => document.querySelector('[data-layout]')?.getAttribute('data-layout') ?? null,
        ),
        `${path} layout for ${viewer}`,
      ).toBe(path === '/pricing' ? null : viewer === 'premium' ? 'mobile' : 'desktop');
    }
    expect(reports, `hydration reports for ${viewer}`).toEqual([]);
  }
});

test('a title page opened with ?play= draws the page at once and starts the player in the browser', async () => {
  const { page, baseUrl } = await openBrowser('watch with play drawn');
  const id = await titleId(baseUrl, 'Umkhokha');
  const detail = (await (await fetch(`${baseUrl}/api/videos/${id}`)).json()) as {
    trailer: { videoId: string };
  };
  const reports = watchHydrationReports(page);
  const html = await (await page.request.get(`${baseUrl}/watch/${id}?play=${detail.trailer.videoId}`)).text();
  // The server draws the page and the player's place (its skeleton), never the player itself.
  expect(html).toContain('Loading the player');
  await page.goto(`/watch/${id}?play=${detail.trailer.videoId}`);
  // The player starts: a visitor's pre-roll plays (in its own <video>), or the trailer itself.
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('video')).some((video) => video.currentTime > 0.5),
    undefined,
    { timeout: 20_000 },
  );
  expect(reports).toEqual([]);
});
