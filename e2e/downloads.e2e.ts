import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, NEW_PASSWORD, newFreeAccount, signInThroughForm, titleId } from './support/app';
import { openBrowser } from './support/browser';

async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(page, email, password);
  await page.waitForURL(`${baseUrl}/home`);
}

/** Premium through the local gateway, from a premium title's upgrade panel (as payments.e2e.ts walks it). */
async function upgrade(page: Page, baseUrl: string): Promise<void> {
  const id = await titleId(baseUrl, 'Umkhokha');
  await page.goto(`/watch/${id}?play=main`);
  const panel = page.getByRole('region', { name: 'Premium subscription required to watch this video.' });
  await panel.getByRole('button', { name: /^Start Premium/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Upgrade/ })
    .click();
  await page.waitForURL(`${baseUrl}/payments/local-gateway/checkout`);
  await page.getByRole('button', { name: 'Pay R59' }).click();
  await page.getByRole('heading', { name: "You're on Premium" }).waitFor();
}

/** Where the player is, and the captions it has: what offline playback shows. */
function playerState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
    if (!video) return null;
    const tracks = Array.from(video.textTracks);
    return {
      time: video.currentTime,
      height: video.videoHeight,
      error: video.error?.message ?? null,
      captions: tracks.map((track) => track.language),
      cues: tracks.reduce((sum, track) => sum + (track.cues?.length ?? 0), 0),
    };
  });
}

test('a Premium viewer downloads an episode, plays it offline from the installed app shell, syncs the position back online, and loses it when Premium ends', async () => {
  const email = await newFreeAccount('offline');
  const { page, context, baseUrl } = await openBrowser('downloads offline');
  await signIn(page, baseUrl, email, NEW_PASSWORD);
  await upgrade(page, baseUrl);

  // The first episode of Umoya (captions in several languages), in SD, with its size said before it starts.
  const series = await titleId(baseUrl, 'Umoya');
  await page.goto(`/watch/${series}`);
  // Chromium has Background Fetch: once the service worker is active, the download is handed to the browser (and
  // stored by the worker).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.evaluate(() => {
    const manager = (
      window as unknown as {
        BackgroundFetchManager: { prototype: { fetch: (...args: unknown[]) => unknown } };
      }
    ).BackgroundFetchManager.prototype;
    const original = manager.fetch;
    const calls: string[] = [];
    (window as unknown as { __backgroundFetches: string[] }).__backgroundFetches = calls;
    manager.fetch = function (this: unknown, ...args: unknown[]) {
      calls.push(String(args[0]));
      return original.apply(this, args);
    };
  });
  const episodes = page.getByRole('list', { name: 'Season 1 episodes' });
  await episodes
    .getByRole('button', { name: /^Download / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(/^About [\d,.]+ MB$/)
    .first()
    .waitFor();
  await dialog.getByRole('radio', { name: /^SD/ }).check();
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await episodes.getByRole('link', { name: 'Downloaded' }).first().waitFor({ timeout: 90_000 });
  expect(
    await page.evaluate(
      () => (window as unknown as { __backgroundFetches: string[] }).__backgroundFetches.length,
    ),
  ).toBe(1);

  await page.goto('/downloads');
  const item = page.getByTestId('download-item').first();
  await item.waitFor();
  expect(await item.getAttribute('data-state')).toBe('complete');
  // The service worker has taken the app shell in.
  expect(
    await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => !!registration.active)),
  ).toBe(true);

  // Offline: the app opens from the service worker, and the episode plays from this device's storage.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
  await page.getByText('You are offline. Your downloads still play.').waitFor();
  await page.getByTestId('download-item').first().getByRole('button', { name: /^Play/ }).click();
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
      return video !== null && video.currentTime > 3 && video.videoHeight > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  const offline = (await playerState(page))!;
  expect(offline.error).toBeNull();
  expect(offline.height).toBeLessThanOrEqual(480);
  expect(offline.captions).toContain('en');
  // Captions on: their cues come from storage too.
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video')!;
    const english = Array.from(video.textTracks).find((track) => track.language === 'en')!;
    english.mode = 'showing';
  });
  await expect.poll(async () => (await playerState(page))!.cues, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.evaluate(() =>
    document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video')!.pause(),
  );
  const watched = (await playerState(page))!.time;

  // Back online: the position watched offline reaches the viewer's progress.
  const videoId = await page.evaluate(() => {
    const id = new URL(window.location.href).searchParams.get('play')!;
    return new Promise<string>((resolve) => {
      const open = indexedDB.open('mzansi-downloads');
      open.onsuccess = () => {
        const get = open.result.transaction('downloads').objectStore('downloads').get(id);
        get.onsuccess = () => resolve((get.result as { videoId: string }).videoId);
      };
    });
  });
  await context.setOffline(false);
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const response = await fetch('/api/user/watch-progress');
          const body = (await response.json()) as { items: { videoId: string; positionSeconds: number }[] };
          return body.items.find((entry) => entry.videoId === id)?.positionSeconds ?? 0;
        }, videoId),
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(watched - 2);

  // Premium ends (an admin revokes it): at its next check the app deletes the download and says why.
  const userId = await page.evaluate(async () => {
    const body = (await (await fetch('/api/auth/session')).json()) as { session: { user: { id: string } } };
    return body.session.user.id;
  });
  const admin = await openBrowser('downloads admin');
  await signIn(admin.page, baseUrl, 'admin@mzansi.test', DEMO_PASSWORD);
  const revoked = await admin.page.evaluate(
    (id) => fetch(`/api/admin/users/${id}/subscription/revoke`, { method: 'POST' }).then((r) => r.status),
    userId,
  );
  expect(revoked).toBe(204);
  await admin.close();

  await page.goto('/downloads');
  await page
    .getByTestId('download-notice')
    .filter({ hasText: 'your Premium subscription ended' })
    .waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('download-item').count()).toBe(0);
  const stored = await page.evaluate(
    async () => (await (await caches.open('mzansi-downloads-v1')).keys()).length,
  );
  expect(stored).toBe(0);
});
