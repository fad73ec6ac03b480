import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import {
  categoriesResponseSchema,
  collectionDetailSchema,
  collectionsResponseSchema,
  recommendationsResponseSchema,
  searchResponseSchema,
  suggestResponseSchema,
  videoDetailSchema,
  videoPageSchema,
} from '@mzansi/contracts/discovery';
import { DEFAULT_ERROR_MESSAGES, errorBodySchema } from '@mzansi/contracts/errors';
import { continueWatchingResponseSchema, watchHistoryResponseSchema } from '@mzansi/contracts/playback';
import { allowedUnder, maturityRestrictedDetailsSchema } from '@mzansi/contracts/viewer-profiles';
import { watchlistResponseSchema } from '@mzansi/contracts/watchlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerToken,
  grantPremium,
  signIn,
  signUpAndConfirm,
  SESSION_COOKIE,
  type TestAccount,
} from '../../../test/accounts';
import { giveEveryTitleArtwork } from '../../../test/catalogue';
import { startTestServer, type TestServer } from '../../../test/harness';
import {
  sessions,
  sessionViewerProfiles,
  titles,
  viewerProfiles,
  watchHistory,
  watchlist,
  watchProgress,
} from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ensureTestMedia, markReady, TEST_MEDIA } from '../media/test-media';
import { DEVICE_COOKIE } from '../playback/device-cookie';

/**
 * Maturity limits enforced by the server (issue 16, D74): a Kids profile limited to 7-9PG sees no title above it on
 * any read path, and is refused (403 maturity_restricted) a title page, its playback and saving it, while the same
 * account's unlimited profile (and a visitor) sees and plays the same titles: the filter is proven, not vacuous.
 *
 * The test media's title (Umkhokha, 16 in the seed) is made an 18 here, so the playable title is an adults-only one.
 */
const LIMIT: AgeRatingCode = '7-9PG';
const ADULT_TITLE = TEST_MEDIA.titleId;
const ADULT_SERIES = demoIds.title('commissioner-street');
const KIDS_TITLE = demoIds.title('motse-wa-rona');
const INDEX_HTML = `<!doctype html><html lang="en-ZA"><head><meta charset="UTF-8" />
<title>Mzansi Stream</title>
<meta name="description" content="default" />
</head><body><div id="root"></div></body></html>`;

type Item = { id: string; ageRating: AgeRatingCode };
const aboveLimit = (items: readonly Item[]) => items.filter((item) => !allowedUnder(LIMIT, item.ageRating));

describe('maturity limits on every read path and on playback (issue 16, D74)', () => {
  let server: TestServer;
  let parent: TestAccount;
  /** the parent's second sign-in (another device), watching as the Kids profile */
  let kidsCookie: string;
  let kidsProfileId: string;
  /** an account whose only (primary) profile is limited, as the brief's database update makes one */
  let kidAccount: TestAccount;
  let device = 0;

  const headersOf = (cookie: string | null, extra: Record<string, string> = {}) => ({
    ...(cookie ? { cookie: `${cookie}; ${DEVICE_COOKIE}=maturity-device-${device}` } : {}),
    ...extra,
  });
  const get = (pathname: string, cookie: string | null, extra: Record<string, string> = {}) =>
    server.request(pathname, { headers: headersOf(cookie, extra) });
  const getJson = async (pathname: string, cookie: string | null): Promise<unknown> => {
    const response = await get(pathname, cookie);
    expect(response.status, `${pathname} (${cookie ? 'signed in' : 'visitor'})`).toBe(200);
    return response.json();
  };
  const post = (pathname: string, cookie: string | null, json: unknown, method = 'POST') =>
    server.request(pathname, { method, headers: headersOf(cookie), json });
  const errorOf = async (response: Response) => errorBodySchema.parse(await response.json()).error;
  const expectRestricted = async (response: Response, rating: AgeRatingCode, what: string) => {
    expect(response.status, what).toBe(403);
    const error = await errorOf(response);
    expect(error.code, what).toBe('maturity_restricted');
    expect(error.message, what).toBe(DEFAULT_ERROR_MESSAGES.maturity_restricted);
    expect(maturityRestrictedDetailsSchema.parse(error.details), what).toEqual({ rating, limit: LIMIT });
  };

  /** The session a Cookie header signs in with. */
  async function sessionIdOf(cookie: string): Promise<string> {
    const value = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
    const token = value.slice(0, value.lastIndexOf('.'));
    const [row] = await server.ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token, token));
    return row!.id;
  }

  /** Makes a session watch as a profile (what choosing one on a device does). */
  async function watchAs(cookie: string, profileId: string) {
    const sessionId = await sessionIdOf(cookie);
    await server.ctx.database.db
      .insert(sessionViewerProfiles)
      .values({ sessionId, profileId })
      .onConflictDoUpdate({ target: sessionViewerProfiles.sessionId, set: { profileId } });
  }

  beforeAll(async () => {
    const media = await ensureTestMedia();
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ storageDir: media.storageDir, env: { WEB_DIST_DIR: webDist } });
    const { db } = server.ctx.database;
    await markReady(db, media.results);
    await db.update(titles).set({ ageRating: '18' }).where(eq(titles.id, ADULT_TITLE));
    // Artwork makes titles candidates for the home hero.
    await giveEveryTitleArtwork(server, 'maturity');
    invalidateCatalogue(server.ctx);

    parent = await signUpAndConfirm(server);
    await grantPremium(server, parent.userId);
    const [kids] = await db
      .insert(viewerProfiles)
      .values({ userId: parent.userId, name: 'Lindiwe', avatar: 'penguin', kids: true, maturityLimit: LIMIT })
      .returning({ id: viewerProfiles.id });
    kidsProfileId = kids!.id;
    kidsCookie = await signIn(server, parent.email, parent.password);
    await watchAs(kidsCookie, kidsProfileId);

    kidAccount = await signUpAndConfirm(server);
    await db
      .update(viewerProfiles)
      .set({ kids: true, maturityLimit: LIMIT })
      .where(eq(viewerProfiles.id, kidAccount.profileId));
  });
  afterAll(() => server?.close());

  describe('lists leave out titles above the limit', () => {
    it('GET /api/videos (every sort), /api/videos/public and the bearer-token client', async () => {
      for (const pathname of [
        '/api/videos?limit=50',
        '/api/videos?limit=50&sort=popular',
        '/api/videos?limit=50&sort=title',
        '/api/videos?limit=50&type=series',
      ]) {
        const adult = videoPageSchema.parse(await getJson(pathname, parent.cookie)).items;
        const kids = videoPageSchema.parse(await getJson(pathname, kidsCookie)).items;
        expect(aboveLimit(adult).length, pathname).toBeGreaterThan(0);
        expect(aboveLimit(kids), pathname).toEqual([]);
        expect(kids.length, pathname).toBeGreaterThan(0);
        // Exactly the allowed part of the same list, in the same order.
        expect(
          kids.map((item) => item.id),
          pathname,
        ).toEqual(adult.filter((item) => allowedUnder(LIMIT, item.ageRating)).map((item) => item.id));
      }
      const everyone = (await getJson('/api/videos/public', null)) as { items: Item[] };
      const kids = (await getJson('/api/videos/public', kidsCookie)) as { items: Item[] };
      expect(aboveLimit(everyone.items).length).toBeGreaterThan(0);
      expect(aboveLimit(kids.items)).toEqual([]);

      const token = await bearerToken(server, kidAccount.email, kidAccount.password);
      const viaBearer = await get('/api/videos?limit=50', null, { authorization: `Bearer ${token}` });
      expect(viaBearer.status).toBe(200);
      expect(viaBearer.headers.get('cache-control')).toBe('private, no-cache');
      expect(aboveLimit(videoPageSchema.parse(await viaBearer.json()).items)).toEqual([]);
    });

    it('related titles, categories (their counts) and collections (counts and items)', async () => {
      const related = `/api/videos/related?id=${KIDS_TITLE}&limit=24`;
      const adultRelated = (await getJson(related, parent.cookie)) as { items: Item[] };
      const kidsRelated = (await getJson(related, kidsCookie)) as { items: Item[] };
      expect(aboveLimit(adultRelated.items).length).toBeGreaterThan(0);
      expect(aboveLimit(kidsRelated.items)).toEqual([]);

      const adultCategories = categoriesResponseSchema.parse(await getJson('/api/categories', parent.cookie));
      const kidsCategories = categoriesResponseSchema.parse(await getJson('/api/categories', kidsCookie));
      const drama = (list: typeof kidsCategories) => list.items.find((c) => c.slug === 'drama')!.videoCount;
      const kidsDrama = videoPageSchema.parse(await getJson('/api/videos?limit=50&genre=drama', kidsCookie));
      expect(drama(kidsCategories)).toBe(kidsDrama.items.length);
      expect(drama(kidsCategories)).toBeLessThan(drama(adultCategories));

      const adultCollections = collectionsResponseSchema.parse(
        await getJson('/api/collections', parent.cookie),
      );
      const kidsCollections = collectionsResponseSchema.parse(await getJson('/api/collections', kidsCookie));
      let hidden = 0;
      for (const collection of adultCollections.items) {
        const pathname = `/api/collections/${collection.guid}`;
        const adult = collectionDetailSchema.parse(await getJson(pathname, parent.cookie));
        const kids = collectionDetailSchema.parse(await getJson(pathname, kidsCookie));
        expect(aboveLimit(kids.items), pathname).toEqual([]);
        expect(kids.videoCount, pathname).toBe(kids.items.length);
        expect(kidsCollections.items.find((c) => c.id === collection.id)!.videoCount).toBe(kids.items.length);
        hidden += aboveLimit(adult.items).length;
      }
      expect(hidden).toBeGreaterThan(0);
    });

    it('search (the stricter of the age filter and the limit), "did you mean" and suggestions', async () => {
      const adult = searchResponseSchema.parse(await getJson('/api/search?q=umkhokha', parent.cookie));
      expect(adult.items.map((item) => item.id)).toContain(ADULT_TITLE);
      const kids = searchResponseSchema.parse(await getJson('/api/search?q=umkhokha', kidsCookie));
      expect(kids.items.map((item) => item.id)).not.toContain(ADULT_TITLE);
      expect(aboveLimit(kids.items)).toEqual([]);
      // A typo does not bring the title's name back as a spelling to try.
      const typo = searchResponseSchema.parse(await getJson('/api/search?q=umkhokhaa%20xyz', kidsCookie));
      expect(typo.didYouMean ?? '').not.toMatch(/umkhokha/i);

      // Filters only: an older filter than the limit is the limit; a younger one stays.
      const browseAdult = searchResponseSchema.parse(await getJson('/api/search?limit=50', parent.cookie));
      expect(aboveLimit(browseAdult.items).length).toBeGreaterThan(0);
      const olderFilter = searchResponseSchema.parse(
        await getJson('/api/search?limit=50&age=18', kidsCookie),
      );
      expect(aboveLimit(olderFilter.items)).toEqual([]);
      expect(olderFilter.items.length).toBeGreaterThan(0);
      const youngerFilter = searchResponseSchema.parse(
        await getJson('/api/search?limit=50&age=A', kidsCookie),
      );
      expect(youngerFilter.items.length).toBeGreaterThan(0);
      expect(youngerFilter.items.every((item) => item.ageRating === 'A')).toBe(true);

      const suggestAdult = suggestResponseSchema.parse(
        await getJson('/api/search/suggest?q=umkho', parent.cookie),
      );
      expect(suggestAdult.items.some((s) => s.kind === 'title' && s.href === `/watch/${ADULT_TITLE}`)).toBe(
        true,
      );
      const suggestKids = suggestResponseSchema.parse(
        await getJson('/api/search/suggest?q=umkho', kidsCookie),
      );
      expect(suggestKids.items.some((s) => s.href === `/watch/${ADULT_TITLE}`)).toBe(false);
    });

    it('recommendation rows (shared and personal) and the hero pick', async () => {
      const { db } = server.ctx.database;
      const now = server.clock.now();
      // Both profiles watched an adults-only title and a children's one (the Kids profile's limit was lowered since).
      for (const profileId of [parent.profileId, kidsProfileId]) {
        for (const [titleId, minutesAgo] of [
          [ADULT_TITLE, 1],
          [KIDS_TITLE, 2],
        ] as const) {
          await db.insert(watchHistory).values({
            userId: parent.userId,
            profileId,
            titleId,
            watchedAt: new Date(now.getTime() - minutesAgo * 60_000),
          });
        }
      }
      const rowsOf = async (cookie: string) =>
        recommendationsResponseSchema.parse(await getJson('/api/recommendations', cookie));
      const adult = await rowsOf(parent.cookie);
      const kids = await rowsOf(kidsCookie);
      const adultItems = adult.rows.flatMap((row) => row.items);
      expect(aboveLimit(adultItems).length).toBeGreaterThan(0);
      expect(adult.rows.map((row) => row.id)).toContain(`because-${ADULT_TITLE}`);
      for (const row of kids.rows) expect(aboveLimit(row.items), row.id).toEqual([]);
      expect(kids.rows.map((row) => row.id)).not.toContain(`because-${ADULT_TITLE}`);
      expect(kids.rows.map((row) => row.id)).toContain(`because-${KIDS_TITLE}`);
      // Shared rows are full for the limit (every allowed title, up to the row's size), not cut down from everyone's.
      const allowed = videoPageSchema.parse(await getJson('/api/videos?limit=50', kidsCookie)).items.length;
      expect(kids.rows.find((row) => row.id === 'trending')!.items.length).toBe(
        Math.min(allowed, adult.rows.find((row) => row.id === 'trending')!.items.length),
      );
      expect(kids.featured).not.toBeNull();
      const hero = kidsItemsById(kids.rows).get(kids.featured!.videoId)!;
      expect(allowedUnder(LIMIT, hero.ageRating)).toBe(true);

      // A visitor, asking in the same minute, still gets everyone's rows (the shared rows are kept per limit).
      const visitor = recommendationsResponseSchema.parse(await getJson('/api/recommendations', null));
      expect(aboveLimit(visitor.rows.flatMap((row) => row.items)).length).toBeGreaterThan(0);
    });

    it('My List, Continue watching and history hide titles above a lowered limit, and keep their rows', async () => {
      const { db } = server.ctx.database;
      const now = server.clock.now();
      for (const profileId of [parent.profileId, kidsProfileId]) {
        await db
          .insert(watchlist)
          .values({ userId: parent.userId, profileId, titleId: ADULT_TITLE, addedAt: now });
        await db.insert(watchProgress).values({
          userId: parent.userId,
          profileId,
          videoId: TEST_MEDIA.main,
          titleId: ADULT_TITLE,
          positionSeconds: 3,
          durationSeconds: 8,
          updatedAt: now,
        });
      }
      const kidsList = await get('/api/user/watchlist', kidsCookie);
      expect(watchlistResponseSchema.parse(await kidsList.json()).items).toEqual([]);
      const adultList = watchlistResponseSchema.parse(await getJson('/api/user/watchlist', parent.cookie));
      expect(adultList.items.map((entry) => entry.video_id)).toEqual([ADULT_TITLE]);

      const progress = (cookie: string) =>
        getJson('/api/user/watch-progress', cookie).then((body) =>
          continueWatchingResponseSchema.parse(body),
        );
      expect((await progress(parent.cookie)).items.map((entry) => entry.titleId)).toContain(ADULT_TITLE);
      expect((await progress(kidsCookie)).items.map((entry) => entry.titleId)).not.toContain(ADULT_TITLE);

      const history = (cookie: string) =>
        getJson('/api/user/watch-history', cookie).then((body) => watchHistoryResponseSchema.parse(body));
      expect((await history(parent.cookie)).items.map((entry) => entry.titleId)).toContain(ADULT_TITLE);
      const kidsHistory = (await history(kidsCookie)).items;
      expect(kidsHistory.map((entry) => entry.titleId)).not.toContain(ADULT_TITLE);
      expect(kidsHistory.map((entry) => entry.titleId)).toContain(KIDS_TITLE);

      // Hidden, not deleted: the rows are still there for the day the limit is raised.
      const kept = await db
        .select({ id: watchlist.id })
        .from(watchlist)
        .where(and(eq(watchlist.profileId, kidsProfileId), eq(watchlist.titleId, ADULT_TITLE)));
      expect(kept).toHaveLength(1);
      const keptHistory = await db
        .select({ id: watchHistory.id })
        .from(watchHistory)
        .where(and(eq(watchHistory.profileId, kidsProfileId), eq(watchHistory.titleId, ADULT_TITLE)));
      expect(keptHistory).toHaveLength(1);
    });
  });

  describe('a title above the limit is refused with a clear message', () => {
    it('its page (film or series with its episodes) and its related titles: 403, not 404', async () => {
      for (const [id, rating] of [
        [ADULT_TITLE, '18'],
        [ADULT_SERIES, '18'],
        [demoIds.title('sker-klip-papier'), '10-12PG'],
      ] as const) {
        const adult = await get(`/api/videos/${id}`, parent.cookie);
        expect(adult.status).toBe(200);
        expect(videoDetailSchema.parse(await adult.json()).ageRating).toBe(rating);
        const kids = await get(`/api/videos/${id}`, kidsCookie);
        expect(kids.headers.get('cache-control')).toBe('private, no-cache');
        await expectRestricted(kids, rating, `title ${id}`);
      }
      // By slug too, and in the viewer's language.
      await expectRestricted(await get('/api/videos/umkhokha', kidsCookie), '18', 'by slug');
      const zulu = await get(`/api/videos/${ADULT_TITLE}`, kidsCookie, { 'accept-language': 'zu' });
      expect(zulu.status).toBe(403);
      expect((await errorOf(zulu)).message).toBe('Lesi sihloko asitholakali kule phrofayela.');
      await expectRestricted(await get(`/api/videos/related?id=${ADULT_TITLE}`, kidsCookie), '18', 'related');
      // A title within the limit opens as usual.
      expect((await get(`/api/videos/${KIDS_TITLE}`, kidsCookie)).status).toBe(200);
    });

    it('its signed URLs (main and trailer, signed-in and public calls) and its stream heartbeat', async () => {
      device += 1;
      for (const videoId of [TEST_MEDIA.main, TEST_MEDIA.trailer]) {
        await expectRestricted(await post('/api/signed-video-url', kidsCookie, { videoId }), '18', videoId);
      }
      await expectRestricted(
        await post('/api/signed-video-url-public', kidsCookie, { videoId: TEST_MEDIA.trailer }),
        '18',
        'public trailer',
      );
      // The same videos play for the unlimited profile of the same account, and the trailer for a visitor.
      expect((await post('/api/signed-video-url-public', null, { videoId: TEST_MEDIA.trailer })).status).toBe(
        200,
      );
      expect(
        (await post('/api/signed-video-url', parent.cookie, { videoId: TEST_MEDIA.trailer })).status,
      ).toBe(200);
      const granted = await post('/api/signed-video-url', parent.cookie, { videoId: TEST_MEDIA.main });
      expect(granted.status).toBe(200);
      const { streamSessionId } = (await granted.json()) as { streamSessionId: string };
      const beat = () => post('/api/stream-sessions/heartbeat', parent.cookie, { streamSessionId });
      expect((await beat()).status).toBe(200);

      // This device switches to the Kids profile mid-film: the next heartbeat ends the stream.
      await watchAs(parent.cookie, kidsProfileId);
      try {
        const ended = await beat();
        expect(ended.status).toBe(410);
        const error = await errorOf(ended);
        expect(error.code).toBe('stream_ended');
        expect(error.message).toBe(DEFAULT_ERROR_MESSAGES.maturity_restricted);
        expect(error.details).toEqual({ reason: 'maturity_restricted' });
      } finally {
        await watchAs(parent.cookie, parent.profileId);
      }
    });

    it('adding it to My List and saving progress in it (PUT and the beacon)', async () => {
      await expectRestricted(
        await post('/api/user/watchlist', kidAccount.cookie, { videoId: ADULT_TITLE }),
        '18',
        'My List',
      );
      expect((await post('/api/user/watchlist', kidAccount.cookie, { videoId: KIDS_TITLE })).status).toBe(
        201,
      );
      const progress = { videoId: TEST_MEDIA.main, positionSeconds: 2, durationSeconds: 8 };
      await expectRestricted(
        await post('/api/user/watch-progress', kidsCookie, progress, 'PUT'),
        '18',
        'progress',
      );
      const beacon = await server.request('/api/user/watch-progress', {
        method: 'POST',
        headers: { ...headersOf(kidsCookie), 'content-type': 'text/plain' },
        body: JSON.stringify(progress),
      });
      await expectRestricted(beacon, '18', 'beacon');
      expect((await post('/api/user/watch-progress', parent.cookie, progress, 'PUT')).status).toBe(204);
      const saved = await server.ctx.database.db
        .select({ position: watchProgress.positionSeconds })
        .from(watchProgress)
        .where(and(eq(watchProgress.profileId, kidsProfileId), eq(watchProgress.videoId, TEST_MEDIA.main)));
      // Only the row the earlier test wrote: the refused saves changed nothing.
      expect(saved).toEqual([{ position: 3 }]);
    });

    it('its server-drawn title page names nothing of it (head and status)', async () => {
      const title = TITLES.find((candidate) => candidate.slug === 'umkhokha')!;
      const everyone = await get(`/watch/${ADULT_TITLE}`, null);
      expect(everyone.status).toBe(200);
      const adultHtml = await everyone.text();
      expect(adultHtml).toContain(title.tagline);
      expect(adultHtml).toContain('Umkhokha');

      const kids = await get(`/watch/${ADULT_TITLE}`, kidsCookie);
      expect(kids.status).toBe(403);
      expect(kids.headers.get('cache-control')).toBe('private, no-cache');
      const kidsHtml = await kids.text();
      expect(kidsHtml).not.toContain(title.tagline);
      expect(kidsHtml).not.toContain(title.synopsis.slice(0, 40));
      expect(kidsHtml).not.toContain('Umkhokha');
      expect(kidsHtml).toContain('noindex');
    });
  });

  describe('caching never hands one audience’s answer to another', () => {
    const ids = async (response: Response) =>
      videoPageSchema.parse(await response.json()).items.map((item) => item.id);

    it('adult first, then the Kids profile, and the other way round (same server, same URL)', async () => {
      for (const [first, second, pathname] of [
        [parent.cookie, kidsCookie, '/api/videos?limit=50&sort=title&type=movie'],
        [kidsCookie, parent.cookie, '/api/videos?limit=50&sort=popular&type=movie'],
        [null, kidsCookie, '/api/videos?limit=49'],
        [kidsCookie, null, '/api/videos?limit=48'],
      ] as const) {
        const a = await get(pathname, first);
        expect(a.headers.get('x-cache'), pathname).toBe('MISS');
        const aIds = await ids(a);
        const b = await get(pathname, second);
        expect(b.headers.get('x-cache'), `${pathname} second audience`).toBe('MISS');
        const bIds = await ids(b);
        expect(aIds, pathname).not.toEqual(bIds);
        // Each is then served from memory to its own audience only.
        const aAgain = await get(pathname, first);
        expect(aAgain.headers.get('x-cache')).toBe('HIT');
        expect(await ids(aAgain)).toEqual(aIds);
        const bAgain = await get(pathname, second);
        expect(bAgain.headers.get('x-cache')).toBe('HIT');
        expect(await ids(bAgain)).toEqual(bIds);
        for (const [cookie, answer] of [
          [first, a],
          [second, b],
        ] as const) {
          expect(answer.headers.get('cache-control')).toBe(
            cookie ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=600',
          );
          expect(answer.headers.get('vary')).toBe('accept-encoding, accept-language, cookie, authorization');
        }
        // The other audience's ETag does not revalidate (no 304 with the wrong body).
        const revalidated = await get(pathname, second, { 'if-none-match': a.headers.get('etag')! });
        expect(revalidated.status).toBe(200);
      }
    });

    it('one session switching profiles gets each profile’s answer (no cookie change)', async () => {
      const pathname = '/api/videos?limit=47';
      const adult = await ids(await get(pathname, parent.cookie));
      await watchAs(parent.cookie, kidsProfileId);
      try {
        const kids = await get(pathname, parent.cookie);
        expect(aboveLimit(videoPageSchema.parse(await kids.json()).items)).toEqual([]);
      } finally {
        await watchAs(parent.cookie, parent.profileId);
      }
      expect(await ids(await get(pathname, parent.cookie))).toEqual(adult);
    });

    it('search and suggestion answers, in both orders', async () => {
      for (const [first, second, pathname] of [
        [parent.cookie, kidsCookie, '/api/search?q=umkhokha&limit=10'],
        [kidsCookie, parent.cookie, '/api/search?q=umkhokha&limit=11'],
        [kidsCookie, null, '/api/search/suggest?q=umkhok'],
        [null, kidsCookie, '/api/search/suggest?q=umkhokh'],
      ] as const) {
        const bodyOf = async (cookie: string | null) => {
          const response = await get(pathname, cookie);
          expect(response.headers.get('cache-control'), pathname).toBe(
            cookie ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=600',
          );
          return response.text();
        };
        const a = await bodyOf(first);
        const b = await bodyOf(second);
        expect(a, pathname).not.toBe(b);
        expect(await bodyOf(first)).toBe(a);
        expect(await bodyOf(second)).toBe(b);
        const kidsBody = first === kidsCookie ? a : b;
        expect(kidsBody).not.toContain(ADULT_TITLE);
      }
    });
  });
});

function kidsItemsById(rows: { items: Item[] }[]): Map<string, Item> {
  return new Map(rows.flatMap((row) => row.items.map((item) => [item.id, item] as const)));
}
