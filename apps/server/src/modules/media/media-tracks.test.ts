import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { videoDetailSchema } from '@mzansi/contracts/discovery';
import { playbackGrantSchema } from '@mzansi/contracts/playback';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { videos } from '../../db/schema/index';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { syncCaptionFiles, videoKeys } from '../transcode/transcode-files';
import { demoCaptionVtt, languageLabel } from '../../seed/demo-captions';
import { DEMO_RUNGS, generateDemoVideo, type DemoVideoResult } from '../../seed/demo-media';
import { demoIds } from '../../seed/demo-ids';

/**
 * A title page, the API and the master playlist name exactly the caption and audio tracks the video has: an episode
 * of Umoya with two audio languages (alternate audio renditions) and captions in two languages.
 */
describe('caption and audio tracks of a video, as the API and the master playlist list them', () => {
  let server: TestServer;
  let storageDir: string;
  let result: DemoVideoResult;
  const episode = demoIds.episodeMain('umoya', 1, 1);
  const clip = { title: 'Umoya', label: 'S1 E1', durationSeconds: 4 };

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-tracks-'));
    result = await generateDemoVideo({
      videoId: episode,
      ...clip,
      look: { palette: ['#0b1c2c', '#2e5e7a', '#e9c46a'], motif: 'waves' },
      outputDir: path.join(storageDir, 'videos', episode),
      // One small rung keeps the encode short; the tracks are what this file is about.
      rungs: DEMO_RUNGS.filter((rung) => rung.name === '234p'),
      audioTracks: ['xh', 'en'].map((lang) => ({ lang, label: languageLabel(lang) })),
      captions: ['en', 'xh'].map((lang) => ({
        lang,
        label: languageLabel(lang),
        vtt: demoCaptionVtt(lang, clip),
      })),
    });
    for (const caption of result.captions) {
      const original = path.join(storageDir, videoKeys.captionOriginal(episode, caption.lang));
      await fs.mkdir(path.dirname(original), { recursive: true });
      await fs.copyFile(path.join(storageDir, 'videos', episode, caption.path), original);
    }
    server = await startTestServer({ storageDir });
    await server.ctx.database.db
      .update(videos)
      .set({
        status: 'ready',
        progress: 100,
        durationSeconds: result.durationSeconds,
        width: result.width,
        height: result.height,
        renditions: result.renditions,
        captions: result.captions,
        audioTracks: result.audioTracks,
        readyAt: new Date(),
      })
      .where(eq(videos.id, episode));
    invalidateCatalogue(server.ctx);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  async function detail(slug: string) {
    const response = await server.request(`/api/videos/${slug}`);
    expect(response.status).toBe(200);
    return videoDetailSchema.parse(await response.json());
  }

  it('the title detail lists exactly the captions and audio languages of its playable episodes', async () => {
    const umoya = await detail('umoya');
    expect(umoya.subtitleLanguages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'xh', name: 'isiXhosa' },
    ]);
    expect(umoya.audioLanguages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'xh', name: 'isiXhosa' },
    ]);
  });

  it('a title whose main video is not playable names no captions, and its recorded audio language', async () => {
    const umkhokha = await detail('umkhokha');
    expect(umkhokha.subtitleLanguages).toEqual([]);
    expect(umkhokha.audioLanguages.map((language) => language.code).sort()).toEqual(['en', 'zu']);
  });

  it('a caption removed from the video leaves the page at once', async () => {
    const main = demoIds.main('umkhokha');
    await server.ctx.database.db
      .update(videos)
      .set({
        status: 'ready',
        renditions: result.renditions,
        captions: [{ lang: 'af', label: 'Afrikaans', path: 'captions/af.vtt' }],
      })
      .where(eq(videos.id, main));
    // A trailer's captions are not the title's.
    await server.ctx.database.db
      .update(videos)
      .set({ status: 'ready', captions: [{ lang: 'st', label: 'Sesotho', path: 'captions/st.vtt' }] })
      .where(eq(videos.id, demoIds.trailer('umkhokha')));
    invalidateCatalogue(server.ctx);
    expect((await detail('umkhokha')).subtitleLanguages).toEqual([{ code: 'af', name: 'Afrikaans' }]);
    await server.ctx.database.db.update(videos).set({ captions: [] }).where(eq(videos.id, main));
    invalidateCatalogue(server.ctx);
    expect((await detail('umkhokha')).subtitleLanguages).toEqual([]);
  });

  it('the master playlist a viewer gets has the audio group and the subtitles group; each track plays', async () => {
    const premium = await signInDemo(server, 'premium');
    const granted = await server.request('/api/signed-video-url', {
      method: 'POST',
      headers: { cookie: premium },
      json: { videoId: episode },
    });
    expect(granted.status).toBe(200);
    const url = playbackGrantSchema.parse(await granted.json()).signedUrl;
    const headers = { cookie: `${DEVICE_COOKIE}=${cookiesFrom(granted)[DEVICE_COOKIE]!}` };
    const master = await server.request(url, { headers });
    expect(master.status).toBe(200);
    const text = await master.text();
    const media = text.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    expect(media.filter((line) => line.includes('TYPE=AUDIO'))).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="isiXhosa",LANGUAGE="xh",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/xh/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/en/index.m3u8"',
    ]);
    expect(
      media
        .filter((line) => line.includes('TYPE=SUBTITLES'))
        .map((line) => /LANGUAGE="(\w+)"/.exec(line)?.[1]),
    ).toEqual(['en', 'xh']);
    const variants = text.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(variant).toContain('AUDIO="aud",SUBTITLES="subs"');

    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const file of [
      'audio/en/index.m3u8',
      'audio/en/init.mp4',
      'audio/xh/seg_00000.m4s',
      'captions/xh.vtt',
    ]) {
      const response = await server.request(`${base}${file}`, { headers });
      expect(response.status, file).toBe(200);
    }
  });

  it('rewriting the master for a caption change keeps the audio group', async () => {
    const [row] = await server.ctx.database.db.select().from(videos).where(eq(videos.id, episode));
    await syncCaptionFiles(server.ctx.storage, {
      ...row!,
      captions: row!.captions.filter((c) => c.lang === 'en'),
    });
    const master = (await server.ctx.storage.read(videoKeys.master(episode))).toString('utf8');
    expect(master.match(/TYPE=AUDIO/g)).toHaveLength(2);
    expect(master.match(/TYPE=SUBTITLES/g)).toHaveLength(1);
    expect(master).toContain('AUDIO="aud",SUBTITLES="subs"');
  });
});
