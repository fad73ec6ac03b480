import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, signInThroughForm, titleId } from './support/app';
import { openBrowser } from './support/browser';

async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
}

async function waitForPlayback(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
      return video !== null && video.currentTime > 0.3 && video.videoHeight > 0;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Console errors and refused API calls while the page runs. */
function watchProblems(page: Page) {
  const errors: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  return { errors, refused };
}

test('a signed-in play of a main video asks only the signed-in endpoint, and turning captions on breaks no CSP', async () => {
  const { page, baseUrl } = await openBrowser('signed-in play and captions without console errors');
  await signIn(page, baseUrl, 'admin@mzansi.test');
  const id = await titleId(baseUrl, 'Umkhokha');
  // Captions on the main video (the demo has none), through the studio API as the admin.
  const added = await page.evaluate(async (titleId) => {
    const list = (await (await fetch('/api/studio/videos')).json()) as {
      items: { id: string; titleId: string | null; kind: string; episodeId: string | null }[];
    };
    const main = list.items.find((video) => video.titleId === titleId && video.kind === 'main');
    if (!main) return 'no main video';
    const form = new FormData();
    form.append('lang', 'en');
    form.append('label', 'English');
    form.append(
      'file',
      new File(['WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nSawubona!\n'], 'en.vtt', { type: 'text/vtt' }),
    );
    const response = await fetch(`/api/studio/videos/${main.id}/captions`, { method: 'POST', body: form });
    return response.ok ? 'ok' : `${response.status} ${await response.text()}`;
  }, id);
  expect(added).toBe('ok');

  const problems = watchProblems(page);
  await page.goto(`/watch/${id}?play=main`);
  const player = page.getByRole('region', { name: 'Video player' });
  await player.waitFor();
  await waitForPlayback(page);
  await player.hover();
  await player.getByRole('button', { name: 'Captions' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForFunction(
    () =>
      Array.from(
        document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video')?.textTracks ?? [],
      ).some((track) => track.mode === 'showing'),
    undefined,
    { timeout: 15_000 },
  );
  expect(problems.refused).toEqual([]);
  expect(problems.errors.filter((text) => /Content Security Policy|media-src|403/.test(text))).toEqual([]);
});

test('a phone turned sideways on /watch: the header steps aside and the player fills the screen', async () => {
  const { page, baseUrl } = await openBrowser('landscape phone player', {
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
  });
  const id = await titleId(baseUrl, 'Umkhokha');
  await page.goto(`/watch/${id}`);
  await page.getByRole('link', { name: 'Watch trailer' }).first().click();
  const player = page.getByRole('region', { name: 'Video player' });
  await player.waitFor();
  const layout = await page.evaluate(() => {
    const stage = document.querySelector('[data-player-stage]')!.getBoundingClientRect();
    const header = document.querySelector('[data-layout] > header');
    return {
      stage: { x: stage.x, y: stage.y, width: stage.width, height: stage.height },
      headerShown: header === null ? 'no header found' : getComputedStyle(header).display !== 'none',
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
  expect(layout.headerShown).toBe(false);
  expect(layout.stage).toEqual({ x: 0, y: 0, ...layout.viewport });
});
