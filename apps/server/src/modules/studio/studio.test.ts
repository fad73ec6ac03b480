import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CAPTION_MAX_BYTES,
  studioTitleSchema,
  studioTitlesResponseSchema,
  studioVideoSchema,
  studioVideosResponseSchema,
  type StudioTitle,
} from '@mzansi/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles, userRoles, users, videos, type Rendition } from '../../db/schema/index';
import { masterFor, mediaFilesOf } from '../media/playlist-preload';

const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nSawubona!\n';

describe('studio API', () => {
  let server: TestServer;
  let creator: string;
  let creatorId: string;
  let other: string;
  let admin: string;
  let moderator: string;
  let free: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { STUDIO_PUBLISH_REVIEW: 'false' } });
    [creator, admin, moderator, free] = await Promise.all([
      signInDemo(server, 'creator'),
      signInDemo(server, 'admin'),
      signInDemo(server, 'moderator'),
      signInDemo(server, 'free'),
    ]);
    const [row] = await server.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'creator@mzansi.test'));
    creatorId = row!.id;
    const account = await signUpAndConfirm(server);
    await server.ctx.database.db.insert(userRoles).values({ userId: account.userId, role: 'creator' });
    other = account.cookie;
  });

  afterAll(async () => {
    await server?.close();
  });

  const call = (cookie: string | null, pathname: string, init: RequestInit & { json?: unknown } = {}) =>
    server.request(pathname, { ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  const createTitle = async (
    cookie: string,
    overrides: Record<string, unknown> = {},
  ): Promise<StudioTitle> => {
    const response = await call(cookie, '/api/studio/titles', {
      method: 'POST',
      json: {
        title: 'Ubuntu Rising',
        type: 'movie',
        releaseYear: 2026,
        ageRating: '13',
        originalLanguage: 'xh',
        ...overrides,
      },
    });
    expect(response.status).toBe(201);
    return studioTitleSchema.parse(await response.json());
  };

  /** A video row as an upload leaves it (tests here need no real media). */
  const insertVideo = async (
    createdBy: string,
    values: Partial<typeof videos.$inferInsert> = {},
  ): Promise<string> => {
    const [row] = await server.ctx.database.db
      .insert(videos)
      .values({ kind: 'main', status: 'transcoding', createdBy, originalFilename: 'clip.mp4', ...values })
      .returning({ id: videos.id });
    return row!.id;
  };

  const rendition: Rendition = {
    name: '360p',
    width: 640,
    height: 360,
    bandwidth: 900_000,
    averageBandwidth: 800_000,
    codecs: 'avc1.4d401e,mp4a.40.2',
    frameRate: 25,
    tier: 'SD',
    playlist: '360p/index.m3u8',
  };
  const readyVideo = (createdBy: string, values: Partial<typeof videos.$inferInsert> = {}) =>
    insertVideo(createdBy, {
      status: 'ready',
      progress: 100,
      durationSeconds: 125,
      renditions: [rendition],
      storagePrefix: 'pending',
      ...values,
    });

  describe('who may use it', () => {
    const endpoints = [
      ['GET', '/api/studio/videos'],
      ['GET', '/api/studio/titles'],
      ['POST', '/api/studio/titles'],
    ] as const;

    it('answers 401 to visitors and 403 to viewers and moderators on every endpoint', async () => {
      for (const [method, pathname] of endpoints) {
        expect(
          (await call(null, pathname, { method, json: method === 'POST' ? {} : undefined })).status,
        ).toBe(401);
        for (const cookie of [free, moderator]) {
          const response = await call(cookie, pathname, { method, json: method === 'POST' ? {} : undefined });
          expect(response.status, `${method} ${pathname}`).toBe(403);
          expect((await errorOf(response)).code).toBe('forbidden');
        }
      }
    });

    it('lists only my own uploads to a creator and everyone’s to an admin', async () => {
      const mine = await insertVideo(creatorId);
      const [otherUser] = await server.ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@mzansi.test'));
      const theirs = await insertVideo(otherUser!.id);
      const asCreator = studioVideosResponseSchema.parse(
        await (await call(creator, '/api/studio/videos')).json(),
      );
      expect(asCreator.items.map((item) => item.id)).toContain(mine);
      expect(asCreator.items.map((item) => item.id)).not.toContain(theirs);
      expect(asCreator.items.every((item) => item.createdBy === creatorId)).toBe(true);
      const asAdmin = studioVideosResponseSchema.parse(
        await (await call(admin, '/api/studio/videos')).json(),
      );
      expect(asAdmin.items.map((item) => item.id)).toEqual(expect.arrayContaining([mine, theirs]));

      const forbidden = await call(other, `/api/studio/videos/${mine}`);
      expect(forbidden.status).toBe(403);
      expect((await errorOf(forbidden)).message).toBe('You can only manage your own titles and videos.');
      expect((await call(admin, `/api/studio/videos/${mine}`)).status).toBe(200);
      expect((await call(creator, '/api/studio/videos/00000000-0000-4000-8000-000000000000')).status).toBe(
        404,
      );
    });

    it("keeps creators off the demo catalogue's titles (admins only)", async () => {
      const [demo] = await server.ctx.database.db.select({ id: titles.id }).from(titles).limit(1);
      const mine = await insertVideo(creatorId);
      const attach = await call(creator, `/api/studio/videos/${mine}`, {
        method: 'PATCH',
        json: { titleId: demo!.id, kind: 'trailer' },
      });
      expect(attach.status).toBe(403);
      const publish = await call(creator, `/api/studio/titles/${demo!.id}`, {
        method: 'PATCH',
        json: { status: 'draft' },
      });
      expect(publish.status).toBe(403);
    });
  });

  describe('titles and episodes', () => {
    it('creates a draft title I own with a unique slug', async () => {
      const first = await createTitle(creator, { title: 'Jozi Nights' });
      const second = await createTitle(creator, { title: 'Jozi Nights' });
      expect(first).toMatchObject({
        type: 'movie',
        title: 'Jozi Nights',
        status: 'draft',
        slug: 'jozi-nights',
        originalLanguage: 'xh',
        isPremium: true,
        createdBy: creatorId,
        episodes: [],
        videos: [],
      });
      expect(second.slug).toBe('jozi-nights-2');
      const list = studioTitlesResponseSchema.parse(await (await call(creator, '/api/studio/titles')).json());
      expect(list.items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(list.items.every((item) => item.createdBy === creatorId)).toBe(true);
    });

    it('validates a new title with field details', async () => {
      const response = await call(creator, '/api/studio/titles', {
        method: 'POST',
        json: { title: '', type: 'movie', releaseYear: 1800, ageRating: 'X', originalLanguage: 'fr' },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    });

    it('adds episodes to a series, creating seasons, and refuses duplicates and movies', async () => {
      const series = await createTitle(creator, { title: 'Township Tales', type: 'series' });
      const add = (season: number, number: number) =>
        call(creator, `/api/studio/titles/${series.id}/episodes`, {
          method: 'POST',
          json: { season, number, name: `Episode ${number}` },
        });
      expect((await add(1, 1)).status).toBe(201);
      const second = await add(2, 1);
      expect(second.status).toBe(201);
      expect(
        studioTitleSchema.parse(await second.json()).episodes.map((e) => `${e.season}x${e.number}`),
      ).toEqual(['1x1', '2x1']);
      const duplicate = await add(1, 1);
      expect(duplicate.status).toBe(409);
      expect((await errorOf(duplicate)).message).toBe('Season 1 already has an episode 1.');

      const movie = await createTitle(creator, { title: 'Lonely Movie' });
      const refused = await call(creator, `/api/studio/titles/${movie.id}/episodes`, {
        method: 'POST',
        json: { season: 1, number: 1, name: 'Nope' },
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).message).toBe('Only series have episodes.');
      expect(
        (
          await call(other, `/api/studio/titles/${series.id}/episodes`, {
            method: 'POST',
            json: { season: 3, number: 1, name: 'Theirs' },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('attaching videos', () => {
    const attach = (cookie: string, id: string, body: unknown) =>
      call(cookie, `/api/studio/videos/${id}`, { method: 'PATCH', json: body });

    it('attaches a trailer and one main video to a movie; a second main video is 409', async () => {
      const movie = await createTitle(creator, { title: 'Attach Movie' });
      const trailer = await insertVideo(creatorId);
      const main = await insertVideo(creatorId);
      const another = await insertVideo(creatorId);

      const attached = await attach(creator, trailer, { titleId: movie.id, kind: 'trailer' });
      expect(attached.status).toBe(200);
      expect(studioVideoSchema.parse(await attached.json())).toMatchObject({
        titleId: movie.id,
        titleName: 'Attach Movie',
        kind: 'trailer',
        episodeId: null,
      });
      expect((await attach(creator, main, { titleId: movie.id, kind: 'main' })).status).toBe(200);
      const clash = await attach(creator, another, { titleId: movie.id, kind: 'main' });
      expect(clash.status).toBe(409);
      expect((await errorOf(clash)).message).toBe(
        'This title already has a main video. Delete or replace it first.',
      );
      // Re-attaching the same main video is not a clash with itself.
      expect((await attach(creator, main, { titleId: movie.id, kind: 'main' })).status).toBe(200);

      const onEpisode = await attach(creator, another, {
        titleId: movie.id,
        kind: 'trailer',
        episodeId: '00000000-0000-4000-8000-000000000001',
      });
      expect(onEpisode.status).toBe(400);
    });

    it("needs an episode of the same series for a series' main video, one video per episode", async () => {
      const series = await createTitle(creator, { title: 'Attach Series', type: 'series' });
      const withEpisode = studioTitleSchema.parse(
        await (
          await call(creator, `/api/studio/titles/${series.id}/episodes`, {
            method: 'POST',
            json: { season: 1, number: 1, name: 'Pilot' },
          })
        ).json(),
      );
      const episodeId = withEpisode.episodes[0]!.id;
      const first = await insertVideo(creatorId);
      const second = await insertVideo(creatorId);

      const missing = await attach(creator, first, { titleId: series.id, kind: 'main' });
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).message).toBe('Choose the episode this video belongs to.');
      const foreign = await attach(creator, first, {
        titleId: series.id,
        kind: 'main',
        episodeId: '00000000-0000-4000-8000-000000000002',
      });
      expect(foreign.status).toBe(404);

      const ok = await attach(creator, first, { titleId: series.id, kind: 'main', episodeId });
      expect(ok.status).toBe(200);
      expect(studioVideoSchema.parse(await ok.json())).toMatchObject({
        episodeId,
        episodeLabel: 'S1 E1 · Pilot',
      });
      const clash = await attach(creator, second, { titleId: series.id, kind: 'main', episodeId });
      expect(clash.status).toBe(409);
      expect((await errorOf(clash)).message).toBe(
        'This episode already has a video. Delete or replace it first.',
      );
    });

    it('refuses to attach a failed upload', async () => {
      const movie = await createTitle(creator, { title: 'Failed Attach' });
      const failed = await insertVideo(creatorId, {
        status: 'failed',
        failureReason: 'The file has no video stream.',
      });
      const response = await attach(creator, failed, { titleId: movie.id, kind: 'main' });
      expect(response.status).toBe(409);
    });
  });

  describe('publishing', () => {
    const setStatus = (cookie: string, id: string, status: string) =>
      call(cookie, `/api/studio/titles/${id}`, { method: 'PATCH', json: { status } });

    it('publishes a movie only with a ready main video, then unpublishes it', async () => {
      const movie = await createTitle(creator, { title: 'Publish Movie' });
      const refused = await setStatus(creator, movie.id, 'published');
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toMatch(/^A title needs a ready main video/);

      await insertVideo(creatorId, { titleId: movie.id, kind: 'main' });
      expect((await setStatus(creator, movie.id, 'published')).status).toBe(409);

      await server.ctx.database.db
        .update(videos)
        .set({ status: 'ready', durationSeconds: 125, renditions: [rendition] })
        .where(eq(videos.titleId, movie.id));
      const published = await setStatus(creator, movie.id, 'published');
      expect(published.status).toBe(200);
      expect(studioTitleSchema.parse(await published.json()).status).toBe('published');
      const [row] = await server.ctx.database.db.select().from(titles).where(eq(titles.id, movie.id));
      expect(row).toMatchObject({ status: 'published', runtimeMinutes: 2 });
      expect(row!.publishedAt).toBeInstanceOf(Date);

      const detail = await server.request(`/api/videos/${movie.id}`);
      expect(detail.status).toBe(200);
      // It had no artwork: publishing drew a poster and a backdrop for it, so its card is never blank (D62).
      expect(row!.artwork?.poster.base).toMatch(new RegExp(`^artwork/titles/${movie.id}/poster-`));
      expect(row!.artwork?.backdrop.base).toMatch(new RegExp(`^artwork/titles/${movie.id}/backdrop-`));
      const shown = (await detail.json()) as { poster: { src: string }; backdrop: { src: string } };
      for (const src of [shown.poster.src, shown.backdrop.src]) {
        expect(src).not.toBe('');
        const image = await server.request(new URL(src, 'http://localhost').pathname);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
      }

      const unpublished = await setStatus(creator, movie.id, 'draft');
      expect(studioTitleSchema.parse(await unpublished.json()).status).toBe('draft');
    });

    it('publishes a series once one of its episodes has a ready video', async () => {
      const series = await createTitle(creator, { title: 'Publish Series', type: 'series' });
      const refused = await setStatus(creator, series.id, 'published');
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(
        'A series needs at least one episode with a ready video before it can be published.',
      );
      const withEpisode = studioTitleSchema.parse(
        await (
          await call(creator, `/api/studio/titles/${series.id}/episodes`, {
            method: 'POST',
            json: { season: 1, number: 1, name: 'Pilot' },
          })
        ).json(),
      );
      await readyVideo(creatorId, { titleId: series.id, episodeId: withEpisode.episodes[0]!.id });
      expect((await setStatus(creator, series.id, 'published')).status).toBe(200);
    });
  });

  describe('deleting uploads', () => {
    it('deletes failed and unattached uploads with their files, and refuses attached ones', async () => {
      const failed = await insertVideo(creatorId, { status: 'failed', failureReason: 'nope' });
      const loose = await insertVideo(creatorId, { sourceKey: 'sources/loose.mp4' });
      await fs.mkdir(path.join(server.storageDir, 'sources'), { recursive: true });
      await fs.writeFile(path.join(server.storageDir, 'sources', 'loose.mp4'), 'bytes');
      const movie = await createTitle(creator, { title: 'Keep Attached' });
      const attached = await insertVideo(creatorId, { titleId: movie.id, kind: 'trailer' });

      expect((await call(other, `/api/studio/videos/${failed}`, { method: 'DELETE' })).status).toBe(403);
      expect((await call(creator, `/api/studio/videos/${failed}`, { method: 'DELETE' })).status).toBe(204);
      expect((await call(creator, `/api/studio/videos/${loose}`, { method: 'DELETE' })).status).toBe(204);
      await expect(fs.access(path.join(server.storageDir, 'sources', 'loose.mp4'))).rejects.toThrow();
      const refused = await call(creator, `/api/studio/videos/${attached}`, { method: 'DELETE' });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(
        'Only failed uploads and uploads not attached to a title can be deleted.',
      );
      expect((await call(creator, `/api/studio/videos/${failed}`)).status).toBe(404);
    });
  });

  describe('captions', () => {
    const upload = (cookie: string | null, id: string, parts: Record<string, string | Blob>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(parts)) {
        if (value instanceof Blob) form.append(name, value, 'captions.vtt');
        else form.append(name, value);
      }
      return call(cookie, `/api/studio/videos/${id}/captions`, { method: 'POST', body: form });
    };
    const vtt = (text: string) => new Blob([text], { type: 'text/vtt' });

    it('validates the file, the language and the request', async () => {
      const id = await insertVideo(creatorId);
      const cases: [Record<string, string | Blob>, number, string][] = [
        [
          { lang: 'zu', file: vtt('1\n00:00:01,000 --> 00:00:02,000\nHi\n') },
          400,
          'must start with the line "WEBVTT"',
        ],
        [{ lang: 'zu', file: vtt('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHi\n') }, 400, 'has no cues'],
        [
          { lang: 'zu', file: vtt('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHi\n') },
          400,
          'is not a cue timing',
        ],
        [{ lang: 'fr', file: vtt(VTT) }, 400, 'Some fields are not valid.'],
        [{ lang: 'zu' }, 400, 'Add a WebVTT captions file (.vtt).'],
        [{ lang: 'zu', file: new Blob([Buffer.from([0xff, 0xfe, 0x00, 0x57])]) }, 400, 'UTF-8'],
      ];
      for (const [parts, status, message] of cases) {
        const response = await upload(creator, id, parts);
        expect(response.status, message).toBe(status);
        expect((await errorOf(response)).message).toContain(message);
      }
      const big = await upload(creator, id, {
        lang: 'zu',
        file: vtt(`${VTT}${'x'.repeat(CAPTION_MAX_BYTES)}`),
      });
      expect(big.status).toBe(413);
      const json = await call(creator, `/api/studio/videos/${id}/captions`, {
        method: 'POST',
        json: { lang: 'zu' },
      });
      expect(json.status).toBe(415);
      expect((await upload(null, id, { lang: 'zu', file: vtt(VTT) })).status).toBe(401);
      expect((await upload(other, id, { lang: 'zu', file: vtt(VTT) })).status).toBe(403);
    });

    it('adds captions to a ready video: files, subtitle playlist and master playlist; then removes them', async () => {
      const id = await readyVideo(creatorId);
      const dir = path.join(server.storageDir, 'videos', id);
      // What the media route and the playback grants answer: kept in memory, so it must follow the change.
      const served = async () => (await masterFor(mediaFilesOf(server.ctx), id, 1080))!.identity.toString();
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(
        path.join(dir, 'master.m3u8'),
        '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360\n360p/index.m3u8\n',
      );
      expect(await served()).toContain('360p/index.m3u8');
      expect(await served()).not.toContain('SUBTITLES');
      const added = await upload(creator, id, {
        lang: 'zu',
        file: vtt(`\uFEFF${VTT.replace(/\n/g, '\r\n')}`),
      });
      expect(added.status).toBe(200);
      expect(studioVideoSchema.parse(await added.json()).captions).toEqual([
        { lang: 'zu', label: 'isiZulu' },
      ]);
      const labelled = await upload(creator, id, { lang: 'en', label: 'English (CC)', file: vtt(VTT) });
      expect(studioVideoSchema.parse(await labelled.json()).captions).toEqual([
        { lang: 'en', label: 'English (CC)' },
        { lang: 'zu', label: 'isiZulu' },
      ]);

      expect(await fs.readFile(path.join(dir, 'captions', 'zu.vtt'), 'utf8')).toBe(VTT);
      expect(await fs.readFile(path.join(dir, 'captions', 'zu.m3u8'), 'utf8')).toBe(
        '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:125\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:125.000,\nzu.vtt\n#EXT-X-ENDLIST\n',
      );
      const master = await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8');
      expect(master).toContain(
        '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="isiZulu",LANGUAGE="zu",DEFAULT=NO,AUTOSELECT=NO,URI="captions/zu.m3u8"',
      );
      expect(master).toContain('SUBTITLES="subs"\n360p/index.m3u8');
      expect(await served()).toBe(master);

      const removed = await call(creator, `/api/studio/videos/${id}/captions/zu`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(studioVideoSchema.parse(await removed.json()).captions).toEqual([
        { lang: 'en', label: 'English (CC)' },
      ]);
      expect((await fs.readdir(path.join(dir, 'captions'))).sort()).toEqual(['en.m3u8', 'en.vtt']);
      expect(await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8')).not.toContain('LANGUAGE="zu"');
      expect(await served()).toBe(await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8'));
      expect((await call(creator, `/api/studio/videos/${id}/captions/zu`, { method: 'DELETE' })).status).toBe(
        404,
      );
    });

    it('keeps captions of a video still transcoding for its output', async () => {
      const id = await insertVideo(creatorId);
      expect((await upload(creator, id, { lang: 'af', file: vtt(VTT) })).status).toBe(200);
      expect(await fs.readFile(path.join(server.storageDir, 'captions', id, 'af.vtt'), 'utf8')).toBe(VTT);
      await expect(fs.access(path.join(server.storageDir, 'videos', id))).rejects.toThrow();
    });
  });
});
