import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openBrowser } from './support/browser';

/**
 * The installable app (issue 17, D76): the service worker installs after a visit, precaches the build, and a page of
 * the app reloaded offline opens from its shell instead of the browser's offline error; Chrome finds nothing
 * missing to install it.
 */

/** The service worker's state once it is active (registration waits for the page's load and an idle moment). */
function activeWorker(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    // ready resolves while the worker is still activating (its precache clean-up and navigation preload).
    if (active && active.state !== 'activated') {
      await new Promise((resolve) =>
        active.addEventListener('statechange', () => active.state === 'activated' && resolve(null)),
      );
    }
    return active?.state;
  });
}

/** Every Cache Storage name, and every URL stored in any of them. */
function cacheContents(page: Page): Promise<{ names: string[]; urls: string[] }> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return { names, urls };
  });
}

const hasServerState = (page: Page) => page.evaluate(() => document.getElementById('ssr-state') !== null);

test('the service worker opens the app offline, caches nothing private, and Chrome can install the app', async () => {
  const { page, context, baseUrl } = await openBrowser('installable app');

  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  // The server drew this page (its state is in it).
  expect(await hasServerState(page)).toBe(true);
  expect(await activeWorker(page)).toBe('activated');

  // The precache holds the build (the shell, JS, CSS, icons) and nothing private: no API answer, no media.
  const { names, urls } = await cacheContents(page);
  expect(names).toEqual([`mzansi-precache-v2-${baseUrl}/`]);
  expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(urls.some((url) => /\/assets\/.+\.js(\?|$)/.test(url))).toBe(true);
  expect(urls.some((url) => /\/assets\/.+\.css(\?|$)/.test(url))).toBe(true);
  expect(urls.filter((url) => /\/(api|media|payments|offline)\/|\.map(\?|$)/.test(url))).toEqual([]);

  // Offline, a reload of a page of the app opens the app from the precached shell (no server state in it), not the
  // browser's offline error page.
  await context.setOffline(true);
  try {
    await page.reload();
    expect(page.url()).toBe(`${baseUrl}/home`);
    // The app's header is drawn (the offline notice may cover it: includeHidden).
    await page.getByRole('navigation', { name: 'Main', includeHidden: true }).waitFor({ state: 'attached' });
    expect(await hasServerState(page)).toBe(false);
    expect(await page.title()).toContain('Mzansi Stream');
  } finally {
    await context.setOffline(false);
  }

  // Back online, the next page load is the server's again (network first).
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(await hasServerState(page)).toBe(true);

  // Chrome's own installability check (Lighthouse 12 dropped its PWA audits): nothing missing.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);

  // The manifest's icons load, as PNGs of the sizes it says.
  const body = (await (await page.request.get(manifest.url)).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(body.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of body.icons) {
    const response = await page.request.get(new URL(icon.src, baseUrl).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(size).toBe(icon.sizes);
  }
});
