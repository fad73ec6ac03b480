import { errorBodySchema } from '@mzansi/contracts/errors';
import { continueWatchingResponseSchema, watchHistoryResponseSchema } from '@mzansi/contracts/playback';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremium, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { videos } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';
import { isCompleted } from './history.service';

const MOVIE = {
  title: demoIds.title('umkhokha'),
  video: demoIds.main('umkhokha'),
  trailer: demoIds.trailer('umkhokha'),
};
const OTHER_MOVIE = { title: demoIds.title('amanzi-amnyama'), video: demoIds.main('amanzi-amnyama') };
const SERIES = {
  title: demoIds.title('amaphupho'),
  e1: demoIds.episodeMain('amaphupho', 1, 1),
  e2: demoIds.episodeMain('amaphupho', 1, 2),
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('completion rule', () => {
  it('counts 95% as watched, or the last 30 s of a video of 5 minutes or more', () => {
    expect(isCompleted(94, 100)).toBe(false);
    expect(isCompleted(95, 100)).toBe(true);
    expect(isCompleted(6839, 7200)).toBe(false);
    expect(isCompleted(6840, 7200)).toBe(true);
    // End credits of a 5-minute video: the last 30 s count, though they are more than 5% of it.
    expect(isCompleted(270, 300)).toBe(true);
    expect(isCompleted(269, 300)).toBe(false);
    expect(isCompleted(275, 299)).toBe(false);
    // Short clips are not finished the moment they start.
    expect(isCompleted(1, 16)).toBe(false);
    expect(isCompleted(0, 0)).toBe(false);
  });
});

describe('watch progress and history API', () => {
  let server: TestServer;
  let viewer: TestAccount;

  const save = (cookie: string, videoId: string, positionSeconds: number, durationSeconds = 0) =>
    server.request('/api/user/watch-progress', {
      method: 'PUT',
      headers: { cookie },
      json: { videoId, positionSeconds, durationSeconds },
    });
  const continueWatching = async (cookie: string) => {
    const response = await server.request('/api/user/watch-progress', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return continueWatchingResponseSchema.parse(await response.json()).items;
  };
  const history = async (cookie: string) => {
    const response = await server.request('/api/user/watch-history', { headers: { cookie } });
    expect(response.status).toBe(200);
    return watchHistoryResponseSchema.parse(await response.json()).items;
  };

  beforeAll(async () => {
    server = await startTestServer();
    // Transcoded as far as the database knows: durations as a real catalogue would have them.
    const durations: [string, number][] = [
      [MOVIE.video, 7200],
      [MOVIE.trailer, 120],
      [OTHER_MOVIE.video, 5400],
      [SERIES.e1, 2700],
      [SERIES.e2, 2700],
    ];
    for (const [id, durationSeconds] of durations) {
      await server.ctx.database.db
        .update(videos)
        .set({ status: 'ready', durationSeconds })
        .where(eq(videos.id, id));
    }
    // Premium: the movies and series here are premium titles, and only their viewers' progress is recorded.
    viewer = await signUpAndConfirm(server);
    await grantPremium(server, viewer.userId);
  });
  afterAll(() => server?.close());

  it('asks for sign-in on every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/user/watch-progress'],
      ['PUT', '/api/user/watch-progress'],
      ['POST', '/api/user/watch-progress'],
      ['GET', '/api/user/watch-history'],
      ['DELETE', `/api/user/watch-history/${MOVIE.title}`],
      ['DELETE', '/api/user/watch-history'],
    ] as const) {
      const response = await server.request(path, {
        method,
        ...(method === 'PUT' || method === 'POST'
          ? { json: { videoId: MOVIE.video, positionSeconds: 1, durationSeconds: 2 } }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('unauthenticated');
    }
  });

  it('refuses malformed saves with 400 and unknown or unfinished videos with 404', async () => {
    expect((await save(viewer.cookie, 'nope', 1)).status).toBe(400);
    expect((await save(viewer.cookie, MOVIE.video, -1)).status).toBe(400);
    expect((await save(viewer.cookie, UNKNOWN, 1)).status).toBe(404);
    const notReady = demoIds.main('ingoma-kagogo');
    expect((await save(viewer.cookie, notReady, 1)).status).toBe(404);
  });

  it('refuses a free viewer progress on a premium movie, as it refuses them its signed URL', async () => {
    const free = await signUpAndConfirm(server);
    for (const response of [
      await save(free.cookie, MOVIE.video, 60, 7200),
      await server.request('/api/user/watch-progress', {
        method: 'POST',
        headers: { cookie: free.cookie, 'content-type': 'text/plain' },
        body: JSON.stringify({ videoId: MOVIE.video, positionSeconds: 60, durationSeconds: 7200 }),
      }),
    ]) {
      expect(response.status).toBe(403);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('subscription_required');
    }
    expect(await continueWatching(free.cookie)).toEqual([]);
    expect(await history(free.cookie)).toEqual([]);
  });

  it('starts empty', async () => {
    expect(await continueWatching(viewer.cookie)).toEqual([]);
    expect(await history(viewer.cookie)).toEqual([]);
  });

  it('lists unfinished videos newest first, one per title, with the latest episode of a series', async () => {
    expect((await save(viewer.cookie, MOVIE.video, 600, 7000)).status).toBe(204);
    server.clock.advance(1000);
    expect((await save(viewer.cookie, SERIES.e1, 2000)).status).toBe(204);
    server.clock.advance(1000);
    expect((await save(viewer.cookie, SERIES.e2, 300)).status).toBe(204);
    server.clock.advance(1000);
    expect((await save(viewer.cookie, OTHER_MOVIE.video, 5390)).status).toBe(204); // finished

    const items = await continueWatching(viewer.cookie);
    expect(items.map((item) => item.videoId)).toEqual([SERIES.e2, MOVIE.video]);
    expect(items[0]).toMatchObject({
      titleId: SERIES.title,
      episodeId: demoIds.episode('amaphupho', 1, 2),
      episodeLabel: 'S1 E2 · Umfula',
      positionSeconds: 300,
      durationSeconds: 2700,
      completed: false,
      video: { id: SERIES.title, slug: 'amaphupho' },
    });
    // The stored duration wins over the player's.
    expect(items[1]).toMatchObject({ positionSeconds: 600, durationSeconds: 7200, episodeLabel: null });

    const watched = await history(viewer.cookie);
    expect(watched.map((item) => item.titleId)).toEqual([OTHER_MOVIE.title, SERIES.title, MOVIE.title]);
    expect(watched[1]).toMatchObject({
      lastVideoId: SERIES.e2,
      episodeLabel: 'S1 E2 · Umfula',
      watchCount: 1,
    });
  });

  it('does not track trailers', async () => {
    expect((await save(viewer.cookie, MOVIE.trailer, 60)).status).toBe(204);
    expect((await continueWatching(viewer.cookie)).map((item) => item.videoId)).not.toContain(MOVIE.trailer);
  });

  it('counts a viewing once however often it saves, and again after a long pause', async () => {
    for (let position = 610; position < 700; position += 10) await save(viewer.cookie, MOVIE.video, position);
    const count = async () =>
      (await history(viewer.cookie)).find((item) => item.titleId === MOVIE.title)!.watchCount;
    expect(await count()).toBe(1);
    server.clock.advance(31 * 60_000);
    await save(viewer.cookie, MOVIE.video, 710);
    expect(await count()).toBe(2);
    expect((await continueWatching(viewer.cookie))[0]).toMatchObject({
      videoId: MOVIE.video,
      positionSeconds: 710,
    });
  });

  it('accepts a sendBeacon save: JSON as text/plain or application/json, from our own origin only', async () => {
    const beacon = (body: string, headers: Record<string, string>) =>
      server.request('/api/user/watch-progress', {
        method: 'POST',
        headers: { cookie: viewer.cookie, ...headers },
        body,
      });
    const payload = (position: number) =>
      JSON.stringify({ videoId: MOVIE.video, positionSeconds: position, durationSeconds: 7200 });
    expect((await beacon(payload(720), { 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(204);
    expect((await continueWatching(viewer.cookie))[0]!.positionSeconds).toBe(720);
    expect(
      (await beacon(payload(730), { 'content-type': 'application/json', origin: server.baseUrl })).status,
    ).toBe(204);
    expect((await continueWatching(viewer.cookie))[0]!.positionSeconds).toBe(730);

    expect((await beacon('{not json', { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await beacon('{"videoId":"x"}', { 'content-type': 'text/plain' })).status).toBe(400);
    const foreign = await beacon(payload(999), {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await continueWatching(viewer.cookie))[0]!.positionSeconds).toBe(730);
    expect((await beacon('x'.repeat(5000), { 'content-type': 'text/plain' })).status).toBe(413);
  });

  it('keeps each user to their own progress and history', async () => {
    const other = await signUpAndConfirm(server);
    expect(await continueWatching(other.cookie)).toEqual([]);
    expect(await history(other.cookie)).toEqual([]);
    const removeOthers = await server.request(`/api/user/watch-history/${MOVIE.title}`, {
      method: 'DELETE',
      headers: { cookie: other.cookie },
    });
    expect(removeOthers.status).toBe(404);
    expect(
      (
        await server.request('/api/user/watch-history', {
          method: 'DELETE',
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(204);
    expect((await history(viewer.cookie)).map((item) => item.titleId)).toContain(MOVIE.title);
    expect((await continueWatching(viewer.cookie)).map((item) => item.titleId)).toContain(MOVIE.title);
  });

  it('removes one title from history and Continue watching, then answers 404 for it', async () => {
    const remove = () =>
      server.request(`/api/user/watch-history/${MOVIE.title}`, {
        method: 'DELETE',
        headers: { cookie: viewer.cookie },
      });
    expect((await remove()).status).toBe(204);
    expect((await history(viewer.cookie)).map((item) => item.titleId)).not.toContain(MOVIE.title);
    expect((await continueWatching(viewer.cookie)).map((item) => item.titleId)).not.toContain(MOVIE.title);
    expect((await remove()).status).toBe(404);
  });

  it('clears everything', async () => {
    const cleared = await server.request('/api/user/watch-history', {
      method: 'DELETE',
      headers: { cookie: viewer.cookie },
    });
    expect(cleared.status).toBe(204);
    expect(await history(viewer.cookie)).toEqual([]);
    expect(await continueWatching(viewer.cookie)).toEqual([]);
    const [row] = await server.ctx.database.db
      .select({ id: videos.id })
      .from(videos)
      .where(inArray(videos.id, [MOVIE.video]));
    expect(row).toBeDefined(); // the catalogue is untouched
  });
});
