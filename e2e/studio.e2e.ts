import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, signInThroughForm } from './support/app';
import { openBrowser } from './support/browser';
import { makeTestClip } from './support/test-clip';

const require = createRequire(import.meta.url);

async function signIn(page: Page, baseUrl: string, email: string, to: string) {
  await page.goto(`/auth?returnUrl=${encodeURIComponent(to)}`);
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}${to}`);
}

test('a creator makes a film, sets its poster, and publishes it through review: public once a moderator approves', async () => {
  const name = `Jacaranda Nights ${Date.now().toString(36)}`;
  const clip = await makeTestClip({ name: 'creator-film.mp4', seconds: 4 });
  // A 600x900 poster, drawn by the bundled ffmpeg next to the clip.
  const poster = path.join(path.dirname(clip.file), 'poster.png');
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  execFileSync(ffmpeg, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=600x900',
    '-frames:v',
    '1',
    poster,
  ]);
  try {
    const { page, baseUrl } = await openBrowser('creator publishes through review');
    await signIn(page, baseUrl, 'creator@mzansi.test', '/studio');

    // A draft title, and the film's video uploaded and attached to it.
    await page.getByRole('button', { name: 'New draft title' }).click();
    const draft = page.getByRole('dialog', { name: 'New draft title' });
    await draft.getByLabel('Title', { exact: true }).fill(name);
    await draft.getByLabel('Original language').selectOption('zu');
    await draft.getByRole('button', { name: 'Create draft' }).click();
    const titles = page.getByRole('list', { name: 'Titles' });
    const card = titles.getByRole('listitem', { name });
    await card.waitFor();

    await page.getByLabel('Choose a video file').setInputFiles(clip.file);
    await page
      .getByRole('list', { name: 'Videos' })
      .getByText('creator-film.mp4')
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Attach to a title: creator-film.mp4' }).click();
    const attach = page.getByRole('dialog', { name: 'Attach “creator-film.mp4”' });
    const titleField = attach.getByLabel('Title');
    await titleField.selectOption(
      await titleField.locator('option', { hasText: name }).getAttribute('value'),
    );
    await attach.getByLabel('Use as').selectOption({ label: 'The film' });
    await attach.getByRole('button', { name: 'Attach' }).click();
    await page.getByRole('link', { name: 'Preview: creator-film.mp4' }).waitFor({ timeout: 120_000 });

    // The poster, through the title editor.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${name}` });
    await editor.getByLabel('Poster image').setInputFiles(poster);
    await editor.getByRole('img', { name: 'Poster preview' }).waitFor();
    await page.getByText('Artwork saved').first().waitFor();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.waitFor({ state: 'detached' });

    // Submitted for review: still nowhere in public.
    await card.getByRole('button', { name: `Submit ${name} for review` }).click();
    await card.getByText('In review').waitFor();
    const listed = async () => {
      const found = (await (await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(name)}`)).json()) as {
        items: { title: string }[];
      };
      return found.items.some((item) => item.title === name);
    };
    expect(await listed()).toBe(false);

    // A moderator approves it: it is public, with the creator's poster.
    const moderator = await openBrowser('moderator approves a title');
    await signIn(moderator.page, baseUrl, 'moderator@mzansi.test', '/admin/moderation?queue=titles');
    const queue = moderator.page.getByRole('list', { name: 'Titles to review' });
    await queue.getByRole('button', { name: `Approve ${name}` }).click();
    await moderator.page.getByText('Title approved and published').first().waitFor();
    await expect.poll(listed, { timeout: 15_000 }).toBe(true);

    // The creator's studio, read again, no longer says "In review".
    await page.reload();
    await card.waitFor();
    expect(await card.getByText('In review').count()).toBe(0);
    const visitor = await openBrowser('visitor sees the approved title');
    await visitor.page.goto(`/search?q=${encodeURIComponent(name)}`);
    await visitor.page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    const posterSrc = await visitor.page.locator('main img').first().getAttribute('src');
    expect(posterSrc).toMatch(/\/media\/artwork\/.+\.webp/);
  } finally {
    await clip.remove();
  }
});
