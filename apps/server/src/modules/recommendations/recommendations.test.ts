import { recommendationsResponseSchema } from '@mzansi/contracts/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { playEvents, titles, watchHistory } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { SHARED_ROWS_REFRESH_MS } from './recommendations.service';

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
      { userId: other.userId, titleId: umkhokha, watchedAt: server.clock.now() },
      { userId: other.userId, titleId: demoIds.title(cowatched.slug), watchedAt: server.clock.now() },
      { userId: viewer.userId, titleId: umkhokha, watchedAt: server.clock.now() },
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
});
