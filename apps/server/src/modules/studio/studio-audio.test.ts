import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { videoDetailSchema } from '@mzansi/contracts/discovery';
import { playbackGrantSchema } from '@mzansi/contracts/playback';
import { studioVideoSchema } from '@mzansi/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, signInDemo, signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { runFfmpeg } from '../../adapters/ffmpeg/ffmpeg-runner';
import { titles, userRoles, users, videos } from '../../db/schema/index';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { DEMO_RUNGS, generateDemoVideo } from '../../seed/demo-media';
import { demoIds } from '../../seed/demo-ids';

/**
 * Issue 16: a creator uploads an extra audio track in another language to a ready video whose rungs carry their
 * audio; the rungs become video-only, the original audio and the new one alternate renditions, and players get both.
 */
describe('audio tracks uploaded in the studio', () => {
  let server: TestServer;
  let storageDir: string;
  let creator: string;
  let other: string;
  let sine: Blob;
  const video = demoIds.main('umkhokha');
  const titleId = demoIds.title('umkhokha');

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-audio-'));
    const result = await generateDemoVideo({
      videoId: video,
      title: 'Umkhokha',
      label: 'Feature',
      durationSeconds: 6,
      look: { palette: ['#1c0d0b', '#7a2e1f', '#d9a441'], motif: 'moon' },
      outputDir: path.join(storageDir, 'videos', video),
      rungs: DEMO_RUNGS.filter((rung) => rung.name === '234p'),
    });
    const sineFile = path.join(storageDir, 'sine.m4a');
    await runFfmpeg([
      '-hide_banner',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      '5',
      '-c:a',
      'aac',
      sineFile,
    ]);
    sine = new Blob([await fs.readFile(sineFile)], { type: 'audio/mp4' });

    server = await startTestServer({ storageDir });
    creator = await signInDemo(server, 'creator');
    const [row] = await server.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'creator@mzansi.test'));
    const account = await signUpAndConfirm(server);
    await server.ctx.database.db.insert(userRoles).values({ userId: account.userId, role: 'creator' });
    other = account.cookie;
    await server.ctx.database.db.update(titles).set({ originalLanguage: 'zu' }).where(eq(titles.id, titleId));
    await server.ctx.database.db
      .update(videos)
      .set({
        status: 'ready',
        progress: 100,
        createdBy: row!.id,
        durationSeconds: result.durationSeconds,
        width: result.width,
        height: result.height,
        renditions: result.renditions,
        captions: [],
        audioTracks: [],
        readyAt: new Date(),
      })
      .where(eq(videos.id, video));
    invalidateCatalogue(server.ctx);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  const upload = (cookie: string | null, lang: string, file: Blob = sine) => {
    const form = new FormData();
    form.append('lang', lang);
    form.append('file', file, 'dub.m4a');
    return server.request(`/api/studio/videos/${video}/audio`, {
      method: 'POST',
      body: form,
      headers: cookie ? { cookie } : {},
    });
  };
  const remove = (cookie: string | null, lang: string) =>
    server.request(`/api/studio/videos/${video}/audio/${lang}`, {
      method: 'DELETE',
      headers: cookie ? { cookie } : {},
    });

  async function playerMaster() {
    const premium = await signInDemo(server, 'premium');
    const granted = await server.request('/api/signed-video-url', {
      method: 'POST',
      headers: { cookie: premium },
      json: { videoId: video },
    });
    expect(granted.status).toBe(200);
    const url = playbackGrantSchema.parse(await granted.json()).signedUrl;
    const headers = { cookie: `${DEVICE_COOKIE}=${cookiesFrom(granted)[DEVICE_COOKIE]!}` };
    const master = await server.request(url, { headers });
    expect(master.status).toBe(200);
    return { text: await master.text(), base: url.slice(0, url.lastIndexOf('/') + 1), headers };
  }

  it('refuses visitors, other creators and files without sound', async () => {
    expect((await upload(null, 'en')).status).toBe(401);
    expect((await upload(other, 'en')).status).toBe(403);
    expect((await remove(other, 'en')).status).toBe(403);
    const text = await upload(creator, 'en', new Blob(['not audio'], { type: 'text/plain' }));
    expect(text.status).toBe(400);
    expect((await remove(creator, 'en')).status).toBe(404);
  });

  it('waits for the video to be ready', async () => {
    const db = server.ctx.database.db;
    await db.update(videos).set({ status: 'transcoding' }).where(eq(videos.id, video));
    try {
      const response = await upload(creator, 'en');
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Audio tracks can only be added once the video has finished transcoding.',
      );
    } finally {
      await db.update(videos).set({ status: 'ready' }).where(eq(videos.id, video));
    }
  });

  it('adds an English track: the original isiZulu audio and the upload become renditions players get', async () => {
    const response = await upload(creator, 'en');
    expect(response.status).toBe(200);
    const body = studioVideoSchema.parse(await response.json());
    expect(body.audioTracks).toEqual([
      { lang: 'zu', label: 'isiZulu', default: true },
      { lang: 'en', label: 'English', default: false },
    ]);

    const { text, base, headers } = await playerMaster();
    const audio = text.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(audio).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="isiZulu",LANGUAGE="zu",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/zu/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/en/index.m3u8"',
    ]);
    const variants = text.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(1);
    expect(variants[0]).toContain('AUDIO="aud"');
    expect(variants[0]).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);

    for (const lang of ['zu', 'en']) {
      const playlist = await server.request(`${base}audio/${lang}/index.m3u8`, { headers });
      expect(playlist.status, lang).toBe(200);
      const segments = (await playlist.text()).split('\n').filter((line) => line.endsWith('.m4s'));
      expect(segments.length, lang).toBeGreaterThan(0);
      for (const file of ['init.mp4', ...segments]) {
        expect((await server.request(`${base}audio/${lang}/${file}`, { headers })).status, file).toBe(200);
      }
    }
    // The rung is video-only now, cut where it was.
    const rung = await fs.readFile(path.join(storageDir, 'videos', video, '234p', 'index.m3u8'), 'utf8');
    expect(rung.match(/\.m4s/g)?.length).toBe(2);
    const db = await server.ctx.database.db.select().from(videos).where(eq(videos.id, video));
    expect(db[0]!.renditions[0]!.codecs).toMatch(/^avc1\.[0-9a-f]+,mp4a\.40\.2$/);

    const detail = videoDetailSchema.parse(await (await server.request('/api/videos/umkhokha')).json());
    expect(detail.audioLanguages.map((language) => language.code).sort()).toEqual(['en', 'zu']);
  });

  it('replaces a language, removes one, and never the last', async () => {
    expect((await upload(creator, 'en')).status).toBe(200);
    const removed = await remove(creator, 'en');
    expect(removed.status).toBe(200);
    expect(studioVideoSchema.parse(await removed.json()).audioTracks.map((track) => track.lang)).toEqual([
      'zu',
    ]);
    await expect(fs.access(path.join(storageDir, 'videos', video, 'audio', 'en'))).rejects.toThrow();
    const { text, base, headers } = await playerMaster();
    expect(text).not.toContain('LANGUAGE="en"');
    expect(text).toContain('LANGUAGE="zu"');
    expect((await server.request(`${base}audio/en/index.m3u8`, { headers })).status).toBe(404);
    expect((await remove(creator, 'zu')).status).toBe(409);
  });
});
