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

test('a film with two audio tracks and captions in three languages: switch the audio and the captions', async () => {
  const { page, baseUrl } = await openBrowser('switch audio and captions');
  await signIn(page, baseUrl, 'premium@mzansi.test');
  const id = await titleId(baseUrl, 'Umkhokha');
  const audioAsked: string[] = [];
  page.on('request', (request) => {
    const match = /\/audio\/([a-z]{2,3})\//.exec(request.url());
    if (match) audioAsked.push(match[1]!);
  });
  await page.goto(`/watch/${id}?play=main`);
  const player = page.getByRole('region', { name: 'Video player' });
  await player.waitFor();
  await waitForPlayback(page);

  // The audio menu lists exactly the video's tracks, its own language first chosen.
  await player.hover();
  await player.getByRole('button', { name: 'Audio' }).click();
  const audioMenu = page.getByRole('menu', { name: 'Audio' });
  const audioChoices = await audioMenu.getByRole('menuitemradio').allTextContents();
  expect(audioChoices.map((text) => text.trim()).sort()).toEqual(['English', 'isiZulu']);
  expect(await audioMenu.getByRole('menuitemradio', { checked: true }).textContent()).toContain('isiZulu');
  expect(audioAsked).not.toContain('en');
  await audioMenu.getByRole('menuitemradio', { name: 'English' }).click();
  // The English rendition's playlist and segments are fetched, and playback goes on.
  await expect.poll(() => audioAsked.includes('en'), { timeout: 15_000 }).toBe(true);
  await waitForPlayback(page);

  // Captions: the three languages the title page names; isiXhosa turned on.
  await player.hover();
  await player.getByRole('button', { name: 'Captions' }).click();
  const captionsMenu = page.getByRole('menu', { name: 'Captions' });
  const captionChoices = (await captionsMenu.getByRole('menuitemradio').allTextContents()).map((text) =>
    text.trim(),
  );
  expect(captionChoices[0]).toBe('Off');
  expect(captionChoices.slice(1).sort()).toEqual(['English', 'isiXhosa', 'isiZulu']);
  await captionsMenu.getByRole('menuitemradio', { name: 'isiXhosa' }).click();
  await page.waitForFunction(
    () =>
      Array.from(
        document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video')?.textTracks ?? [],
      ).some((track) => track.mode === 'showing' && track.language === 'xh'),
    undefined,
    { timeout: 15_000 },
  );

  // The title's page and API name the same tracks.
  const detail = (await (await fetch(`${baseUrl}/api/videos/${id}`)).json()) as {
    subtitleLanguages: { name: string }[];
    audioLanguages: { name: string }[];
  };
  expect(detail.subtitleLanguages.map((language) => language.name).sort()).toEqual(
    captionChoices.slice(1).sort(),
  );
  expect(detail.audioLanguages.map((language) => language.name).sort()).toEqual(
    audioChoices.map((text) => text.trim()).sort(),
  );
});
