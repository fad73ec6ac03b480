import { recommendationsResponseSchema } from '@mzansi/contracts/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { giveEveryTitleArtwork } from '../../../test/catalogue';
import { startTestServer, type TestServer } from '../../../test/harness';
import { playEvents, titles, watchHistory, watchlist } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import {
  FEATURED_PER_ROW,
  FEATURED_ROWS,
  featuredDay,
  SHARED_ROWS_REFRESH_MS,
} from './recommendations.service';

describe('GET /api/recommendations', () => {
  let server: TestServer;
  const rows = async (cookie?: string) => {
    const response = await server.request('/api/recommendations', cookie ? { headers: { cookie } } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return recommendationsResponseSchema.parse(await response.json()).rows;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a visitor trending, new and popular rows', async () => {
    const visitor = await rows();
    expect(visitor.map((row) => row.id)).toEqual([
      'trending',
      'new',
      'popular-series',
      'popular-documentaries',
    ]);
    expect(
      visitor.find((row) => row.id === 'popular-series')!.items.every((item) => item.type === 'series'),
    ).toBe(true);
    const newest = visitor.find((row) => row.id === 'new')!.items.map((item) => Date.parse(item.publishedAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('ranks trending by recent plays in South Africa, not only the editorial popularity', async () => {
    const quiet = [...TITLES].sort((a, b) => a.popularity - b.popularity)[0]!;
    const titleId = demoIds.title(quiet.slug);
    await server.ctx.database.db
      .insert(playEvents)
      .values(Array.from({ length: 25 }, () => ({ titleId, occurredAt: server.clock.now() })));
    // The rows everyone shares are refreshed every minute: trending follows plays within that.
    server.clock.advance(SHARED_ROWS_REFRESH_MS);
    const trending = (await rows()).find((row) => row.id === 'trending')!;
    expect(trending.items[0]?.slug).toBe(quiet.slug);
    // Plays older than a week no longer count.
    server.clock.advance(8 * 24 * 3600 * 1000);
    const later = (await rows()).find((row) => row.id === 'trending')!;
    expect(later.items[0]?.slug).not.toBe(quiet.slug);
  });

  it('shows a catalogue change in the shared rows at once, and computes them once a minute otherwise', async () => {
    const before = (await rows()).find((row) => row.id === 'new')!;
    await server.ctx.database.db.insert(titles).values({
      slug: 'just-published',
      type: 'movie',
      title: 'Just Published',
      releaseYear: 2026,
      ageRating: 'PG',
      originalLanguage: 'en',
      status: 'published',
      publishedAt: server.clock.now(),
    });
    // Written behind the app's back: the shared rows stand until the minute is up ...
    expect((await rows()).find((row) => row.id === 'new')!.items[0]?.slug).toBe(before.items[0]?.slug);
    // ... or until the catalogue is invalidated, as the studio does after each change.
    invalidateCatalogue(server.ctx);
    expect((await rows()).find((row) => row.id === 'new')!.items[0]?.slug).toBe('just-published');
  });

  it('offers "Because you watched" from co-watching and similarity, leaving out what the viewer has seen', async () => {
    const viewer = await signUpAndConfirm(server);
    const other = await signUpAndConfirm(server);
    const umkhokha = demoIds.title('umkhokha');
    const cowatched = TITLES.find((title) => title.slug !== 'umkhokha' && title.type === 'documentary')!;
    const { db } = server.ctx.database;
    // Another viewer watched Umkhokha and a documentary: co-watching links the two.
    await db.insert(watchHistory).values([
      { userId: other.userId, profileId: other.profileId, titleId: umkhokha, watchedAt: server.clock.now() },
      {
        userId: other.userId,
        profileId: other.profileId,
        titleId: demoIds.title(cowatched.slug),
        watchedAt: server.clock.now(),
      },
      {
        userId: viewer.userId,
        profileId: viewer.profileId,
        titleId: umkhokha,
        watchedAt: server.clock.now(),
      },
    ]);
    const personal = await rows(viewer.cookie);
    expect(personal[0]).toMatchObject({ id: `because-${umkhokha}`, title: 'Because you watched Umkhokha' });
    const because = personal[0]!.items.map((item) => item.slug);
    expect(because).toContain(cowatched.slug);
    expect(because).not.toContain('umkhokha');
    expect(personal.map((row) => row.id)).toEqual(expect.arrayContaining(['top-picks', 'trending', 'new']));
    expect(personal.find((row) => row.id === 'top-picks')!.items.map((item) => item.slug)).not.toContain(
      'umkhokha',
    );
  });

  it('uses ratings as a signal: a thumbs-down title leaves every row and seeds none; a thumbs up counts as a watch', async () => {
    const viewer = await signUpAndConfirm(server);
    const umkhokha = demoIds.title('umkhokha');
    await server.ctx.database.db.insert(watchHistory).values({
      userId: viewer.userId,
      profileId: viewer.profileId,
      titleId: umkhokha,
      watchedAt: server.clock.now(),
    });
    const rate = async (titleId: string, rating: 'up' | 'down') => {
      const response = await server.request(`/api/user/ratings/${titleId}`, {
        method: 'PUT',
        headers: { cookie: viewer.cookie },
        json: { rating },
      });
      expect(response.status).toBe(200);
    };
    const slugsOf = (all: Awaited<ReturnType<typeof rows>>, id: string) =>
      all.find((row) => row.id === id)?.items.map((item) => item.slug) ?? [];

    const before = await rows(viewer.cookie);
    const disliked = before.find((row) => row.id === 'top-picks')!.items[0]!;
    await rate(disliked.id, 'down');
    const after = await rows(viewer.cookie);
    expect(slugsOf(after, 'top-picks')).not.toContain(disliked.slug);
    expect(slugsOf(after, `because-${umkhokha}`)).not.toContain(disliked.slug);

    // A thumbs-up title is not picked again (the viewer knows it) and its genres rise like a watch's.
    const liked = after.find((row) => row.id === 'top-picks')!.items.at(-1)!;
    await rate(liked.id, 'up');
    const boosted = await rows(viewer.cookie);
    expect(slugsOf(boosted, 'top-picks')).not.toContain(liked.slug);
    const shareGenre = (slugs: string[]) =>
      slugs.filter((slug) => {
        const title = TITLES.find((candidate) => candidate.slug === slug)!;
        return title.genres.some((genre) => liked.genres.includes(genre));
      }).length;
    expect(shareGenre(slugsOf(boosted, 'top-picks').slice(0, 5))).toBeGreaterThanOrEqual(
      shareGenre(
        slugsOf(after, 'top-picks')
          .filter((slug) => slug !== liked.slug)
          .slice(0, 5),
      ),
    );

    // A watched title given a thumbs down no longer seeds "Because you watched".
    await rate(umkhokha, 'down');
    expect((await rows(viewer.cookie)).map((row) => row.id)).not.toContain(`because-${umkhokha}`);
  });

  describe('the home hero (D59)', () => {
    const DAY_MS = 24 * 3600 * 1000;
    const home = async (cookie?: string) => {
      const response = await server.request('/api/recommendations', cookie ? { headers: { cookie } } : {});
      return recommendationsResponseSchema.parse(await response.json());
    };
    type Home = Awaited<ReturnType<typeof home>>;
    /** The featured set: the first titles with a backdrop of trending and new. */
    const featuredSet = (answer: Home) =>
      FEATURED_ROWS.flatMap(
        (rowId) =>
          answer.rows
            .find((row) => row.id === rowId)
            ?.items.filter((item) => item.backdrop.src)
            .slice(0, FEATURED_PER_ROW) ?? [],
      );
    const pickOf = (answer: Home) => {
      const { rowId, videoId } = answer.featured!;
      return answer.rows.find((row) => row.id === rowId)!.items.find((item) => item.id === videoId)!;
    };
    beforeAll(async () => {
      await giveEveryTitleArtwork(server, 'feed0001');
    });

    /** Moves the clock to `minutes` after the next midnight in South Africa. */
    const toNextDay = (minutes = 1) => {
      const now = server.clock.now().getTime();
      const nextMidnight = (featuredDay(server.clock.now()) + 1) * DAY_MS - 2 * 3600 * 1000;
      server.clock.advance(nextMidnight - now + minutes * 60_000);
    };

    it('rotates a visitor’s hero through the featured set by the day, the same all day long', async () => {
      toNextDay();
      const first = await home();
      const set = featuredSet(first).map((item) => item.id);
      expect(set.length).toBeGreaterThan(1);
      expect(set).toContain(first.featured?.videoId);
      // Later the same day (rows refreshed meanwhile): the same title, so it never jumps within a visit.
      server.clock.advance(22 * 3600 * 1000);
      expect((await home()).featured).toEqual(first.featured);

      const seen = new Set([first.featured!.videoId]);
      for (let day = 0; day < set.length - 1; day++) {
        toNextDay();
        const answer = await home();
        expect(featuredSet(answer).map((item) => item.id)).toContain(answer.featured?.videoId);
        seen.add(answer.featured!.videoId);
      }
      // Over as many days as the set holds titles, each of them had its day.
      expect(seen.size).toBe(new Set(set).size);
    });

    it('prefers, for a signed-in viewer, titles in the genres of their history and My List', async () => {
      toNextDay();
      const visitor = await home();
      const set = featuredSet(visitor);
      // A title in the set whose genres some other title of the set does not share.
      const liked = set.find((item) =>
        set.some((other) => !other.genres.some((genre) => item.genres.includes(genre))),
      )!;
      expect(liked).toBeDefined();
      const viewer = await signUpAndConfirm(server);
      await server.ctx.database.db.insert(watchlist).values({
        userId: viewer.userId,
        profileId: viewer.profileId,
        titleId: liked.id,
        addedAt: server.clock.now(),
      });

      const picks = new Set<string>();
      const visitorPicks = new Set<string>();
      for (let day = 0; day < set.length; day++) {
        const answer = await home(viewer.cookie);
        const pick = pickOf(answer);
        expect(pick.genres.some((genre) => liked.genres.includes(genre))).toBe(true);
        picks.add(pick.id);
        visitorPicks.add((await home()).featured!.videoId);
        toNextDay();
      }
      // Visitors meanwhile see the whole set in turn, titles outside the viewer's taste included.
      const outside = set.filter((item) => !item.genres.some((genre) => liked.genres.includes(genre)));
      expect(outside.some((item) => visitorPicks.has(item.id))).toBe(true);
      expect(outside.some((item) => picks.has(item.id))).toBe(false);
    });
  });
});
