import type { RecommendationsResponse } from '@mzansi/contracts/discovery';
import { continueWatchingResponseSchema, watchHistoryResponseSchema } from '@mzansi/contracts/playback';
import { watchlistResponseSchema } from '@mzansi/contracts/watchlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremium, signIn, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { videos } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';

const MOVIE = { title: demoIds.title('umkhokha'), video: demoIds.main('umkhokha') };
const SERIES = { title: demoIds.title('amaphupho'), e1: demoIds.episodeMain('amaphupho', 1, 1) };

/**
 * Issue 16: two people on one account (two viewer profiles, each on its own device) keep their own My List,
 * progress, Continue watching, history and "Because you watched", while the account's subscription serves both.
 */
describe('viewer profiles keep their own lists, progress, history and recommendations', () => {
  let server: TestServer;
  let account: TestAccount;
  /** the primary profile's device */
  let thandi: string;
  /** a second device of the same account, watching as the second profile */
  let sipho: string;
  let siphoProfile: string;

  beforeAll(async () => {
    server = await startTestServer();
    // Transcoded as far as the database knows (the test catalogue has no media files).
    for (const [id, durationSeconds] of [
      [MOVIE.video, 7200],
      [SERIES.e1, 2700],
    ] as const) {
      await server.ctx.database.db
        .update(videos)
        .set({ status: 'ready', durationSeconds })
        .where(eq(videos.id, id));
    }
    account = await signUpAndConfirm(server);
    await grantPremium(server, account.userId);
    thandi = account.cookie;
    const created = await server.request('/api/viewer-profiles', {
      method: 'POST',
      headers: { cookie: thandi },
      json: { name: 'Sipho', avatar: 'lion' },
    });
    expect(created.status).toBe(201);
    siphoProfile = ((await created.json()) as { id: string }).id;
    sipho = await signIn(server, account.email, account.password);
    const chosen = await server.request(`/api/viewer-profiles/${siphoProfile}/select`, {
      method: 'POST',
      headers: { cookie: sipho },
      json: {},
    });
    expect(chosen.status).toBe(200);
  });
  afterAll(() => server?.close());

  const get = async (cookie: string, path: string) => {
    const response = await server.request(path, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const myList = async (cookie: string) =>
    watchlistResponseSchema
      .parse(await get(cookie, '/api/user/watchlist'))
      .items.map((item) => item.video_id);
  const continueWatching = async (cookie: string) =>
    continueWatchingResponseSchema
      .parse(await get(cookie, '/api/user/watch-progress'))
      .items.map((item) => item.videoId);
  const history = async (cookie: string) =>
    watchHistoryResponseSchema
      .parse(await get(cookie, '/api/user/watch-history'))
      .items.map((item) => item.titleId);
  const becauseYouWatched = async (cookie: string) =>
    ((await get(cookie, '/api/recommendations')) as RecommendationsResponse).rows
      .filter((row) => row.kind === 'because-you-watched')
      .map((row) => row.id);
  const save = (cookie: string, videoId: string, positionSeconds: number) =>
    server.request('/api/user/watch-progress', {
      method: 'PUT',
      headers: { cookie },
      json: { videoId, positionSeconds, durationSeconds: 0 },
    });

  it('watches as the profile each device chose, under one account', async () => {
    const [first, second] = await Promise.all(
      [thandi, sipho].map(
        async (cookie) => (await get(cookie, '/api/auth/session')) as Record<string, unknown>,
      ),
    );
    expect(first).toMatchObject({ viewer_profile: { primary: true }, subscription: { is_premium: true } });
    expect(second).toMatchObject({
      viewer_profile: { id: siphoProfile },
      subscription: { is_premium: true },
    });
  });

  it("keeps each profile's My List to itself", async () => {
    const add = (cookie: string, videoId: string) =>
      server.request('/api/user/watchlist', { method: 'POST', headers: { cookie }, json: { videoId } });
    expect((await add(thandi, MOVIE.title)).status).toBe(201);
    expect(await myList(thandi)).toEqual([MOVIE.title]);
    expect(await myList(sipho)).toEqual([]);

    // The same title in both lists is two entries; removing it from one leaves the other.
    expect((await add(sipho, MOVIE.title)).status).toBe(201);
    expect((await add(sipho, SERIES.title)).status).toBe(201);
    const removed = await server.request(`/api/user/watchlist/${MOVIE.title}`, {
      method: 'DELETE',
      headers: { cookie: sipho },
    });
    expect(removed.status).toBe(204);
    expect(await myList(sipho)).toEqual([SERIES.title]);
    expect(await myList(thandi)).toEqual([MOVIE.title]);
    const notTheirs = await server.request(`/api/user/watchlist/${SERIES.title}`, {
      method: 'DELETE',
      headers: { cookie: thandi },
    });
    expect(notTheirs.status).toBe(404);
  });

  it('keeps progress, Continue watching, history and "Because you watched" to the profile that watched', async () => {
    expect(await becauseYouWatched(thandi)).toEqual([]);
    expect((await save(thandi, MOVIE.video, 42)).status).toBe(204);

    expect(await continueWatching(thandi)).toEqual([MOVIE.video]);
    expect(await history(thandi)).toEqual([MOVIE.title]);
    expect(await becauseYouWatched(thandi)).toEqual([`because-${MOVIE.title}`]);
    expect(await continueWatching(sipho)).toEqual([]);
    expect(await history(sipho)).toEqual([]);
    expect(await becauseYouWatched(sipho)).toEqual([]);

    // Each resumes where they themselves stopped.
    expect((await save(sipho, MOVIE.video, 7)).status).toBe(204);
    const positionOf = async (cookie: string) =>
      continueWatchingResponseSchema.parse(await get(cookie, '/api/user/watch-progress')).items[0]
        ?.positionSeconds;
    expect(await positionOf(thandi)).toBe(42);
    expect(await positionOf(sipho)).toBe(7);

    // Clearing one history leaves the other's.
    const cleared = await server.request('/api/user/watch-history', {
      method: 'DELETE',
      headers: { cookie: sipho },
    });
    expect(cleared.status).toBe(204);
    expect(await history(sipho)).toEqual([]);
    expect(await continueWatching(sipho)).toEqual([]);
    expect(await history(thandi)).toEqual([MOVIE.title]);
    expect(await continueWatching(thandi)).toEqual([MOVIE.video]);
  });

  it("deletes a profile's lists and history with it, and nobody else's", async () => {
    expect((await save(sipho, SERIES.e1, 12)).status).toBe(204);
    const deleted = await server.request(`/api/viewer-profiles/${siphoProfile}`, {
      method: 'DELETE',
      headers: { cookie: thandi },
    });
    expect(deleted.status).toBe(204);
    // The device that watched as it goes back to the primary profile, with the primary's own things.
    expect(await myList(sipho)).toEqual([MOVIE.title]);
    expect(await history(sipho)).toEqual([MOVIE.title]);
    expect(await myList(thandi)).toEqual([MOVIE.title]);
  });

  it('forgets the profile cookie with the session at sign-out', async () => {
    const out = await server.request('/api/auth/logout', { method: 'POST', headers: { cookie: sipho } });
    expect(out.status).toBe(204);
    const cleared = out.headers.getSetCookie().map((header) => header.split(';')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['mzansi.session_token=', 'mzansi_profile=']));
  });
});
