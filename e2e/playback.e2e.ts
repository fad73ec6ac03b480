import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, signInThroughForm, titleId } from './support/app';
import { openBrowser } from './support/browser';
import { makeTestClip } from './support/test-clip';

async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
}

/** The player's <video>: where it is, how tall the frames are, whether it has failed. */
function videoState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
    return video
      ? {
          time: video.currentTime,
          height: video.videoHeight,
          paused: video.paused,
          error: video.error?.message ?? null,
        }
      : null;
  });
}

async function waitForPlayback(page: Page, atLeastSeconds: number): Promise<void> {
  await page.waitForFunction(
    (seconds) => {
      const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
      return video !== null && video.currentTime > seconds && video.videoHeight > 0;
    },
    atLeastSeconds,
    { timeout: 30_000 },
  );
}

test('a free user asking for a premium video gets the upgrade path, not a broken player', async () => {
  const { page, baseUrl } = await openBrowser('free user refused premium');
  await signIn(page, baseUrl, 'free@mzansi.test');
  const id = await titleId(baseUrl, 'Umkhokha');

  await page.goto(`/watch/${id}?play=main`);
  const upgrade = page.getByRole('region', { name: 'Premium subscription required to watch this video.' });
  await upgrade.waitFor();
  await upgrade.getByRole('button', { name: /^Start Premium/ }).click();
  // The subscription modal of spec §2 opens over the page.
  await page.getByRole('dialog').waitFor();
  expect(await page.locator('[aria-label="Video player"] video[src]').count()).toBe(0);
});

test('a premium user plays the main video in HD, leaves, and resumes within 5 s of where they left', async () => {
  const { page, baseUrl } = await openBrowser('premium plays and resumes');
  await signIn(page, baseUrl, 'premium@mzansi.test');
  const id = await titleId(baseUrl, 'Umkhokha');

  await page.goto(`/watch/${id}?play=main`);
  const player = page.getByRole('region', { name: 'Video player' });
  await player.waitFor();
  // Choose HD by hand: the adaptive start may begin lower on a busy machine.
  await waitForPlayback(page, 0.5);
  await player.hover();
  await player.getByRole('button', { name: 'Quality' }).click();
  await page.getByRole('menuitemradio', { name: /720p/ }).click();
  await page.waitForFunction(
    () => document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video')?.videoHeight === 720,
    undefined,
    { timeout: 30_000 },
  );
  await waitForPlayback(page, 5);
  const left = (await videoState(page))!;
  expect(left.error).toBeNull();
  expect(left.height).toBe(720);

  // Leaving saves the position (sendBeacon on pagehide) and frees the stream.
  await page.goto('/home');
  await page.getByRole('list', { name: 'Continue watching' }).waitFor({ timeout: 15_000 });

  await page.goto(`/watch/${id}?play=main`);
  await page.getByRole('region', { name: 'Video player' }).waitFor();
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[aria-label="Video player"] video');
      return video !== null && video.currentTime > 0.5 && video.readyState >= 2;
    },
    undefined,
    { timeout: 30_000 },
  );
  const resumed = (await videoState(page))!;
  expect(Math.abs(resumed.time - left.time)).toBeLessThan(5);
});

test('an admin uploads a small file; it transcodes, and plays', async () => {
  const { page, baseUrl } = await openBrowser('admin upload');
  const { file, remove } = await makeTestClip({ name: 'e2e-clip.mp4', seconds: 4 });
  try {
    await signIn(page, baseUrl, 'admin@mzansi.test');
    // From the admin area's Content section: the studio, with everyone's uploads and titles.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Content' })
      .click();
    await page.waitForURL(`${baseUrl}/studio`);
    await page.getByLabel('Choose a video file').setInputFiles(file);
    const videos = page.getByRole('list', { name: 'Videos' });
    await videos.getByText('e2e-clip.mp4').first().waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Attach to a title: e2e-clip.mp4' }).click();
    const form = page.getByRole('form', { name: 'Attach video' });
    const titleField = form.getByLabel('Title');
    const umkhokha = await titleField
      .locator('option', { hasText: 'Umkhokha' })
      .first()
      .getAttribute('value');
    await titleField.selectOption(umkhokha);
    await form.getByLabel('Use as').selectOption({ label: 'Trailer' });
    await form.getByRole('button', { name: 'Attach' }).click();

    // Transcoding runs in the server's worker; the list polls until the video is ready.
    const preview = page.getByRole('link', { name: 'Preview: e2e-clip.mp4' });
    await preview.waitFor({ timeout: 120_000 });
    await preview.click();
    await page.getByRole('region', { name: 'Video player' }).waitFor();
    await waitForPlayback(page, 1.5);
    const state = (await videoState(page))!;
    expect(state.error).toBeNull();
    expect(state.height).toBeGreaterThan(0);
  } finally {
    await remove();
  }
});
