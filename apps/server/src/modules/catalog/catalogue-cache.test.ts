import { videoDetailSchema, videoPageSchema } from '@mzansi/contracts/discovery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';
import { CATALOGUE_CHANNEL, catalogueVersion, invalidateCatalogue } from './catalogue-cache';

describe('cached public catalogue', () => {
  let server: TestServer;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    server.request(pathname, { headers });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers repeated catalogue requests from memory, with the same body, ETag and caching headers', async () => {
    for (const pathname of [
      '/api/videos?limit=5&type=movie',
      `/api/videos/${demoIds.title('umkhokha')}`,
      `/api/videos/related?id=${demoIds.title('umkhokha')}`,
      '/api/categories',
      '/api/collections',
      '/api/videos/public',
    ]) {
      const first = await get(pathname);
      expect(first.status, pathname).toBe(200);
      expect(first.headers.get('x-cache'), pathname).toBe('MISS');
      const second = await get(pathname);
      expect(second.headers.get('x-cache'), pathname).toBe('HIT');
      expect(await second.text(), pathname).toBe(await first.text());
      expect(second.headers.get('etag'), pathname).toBe(first.headers.get('etag'));
      expect(second.headers.get('cache-control'), pathname).toBe(first.headers.get('cache-control'));
      expect(second.headers.get('cache-control'), pathname).toMatch(/^public, max-age=\d+/);
      // Answers are in the request's language (issue 16): kept apart by Accept-Language and the language cookie; and
      // for the viewer profile's maturity limit (D74): by the session cookie or bearer token.
      expect(second.headers.get('vary'), pathname).toBe(
        'accept-encoding, accept-language, cookie, authorization',
      );
      // Security headers are set on every answer, cached or not.
      expect(second.headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'none'");
    }
    // The order of the parameters does not matter.
    expect((await get('/api/videos?type=movie&limit=5')).headers.get('x-cache')).toBe('HIT');
  });

  it('answers a revalidation 304 from the cached ETag', async () => {
    const first = await get('/api/videos?limit=3');
    const again = await get('/api/videos?limit=3', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('shows a change at once after invalidateCatalogue, and keeps serving the old answer until then', async () => {
    const detailPath = `/api/videos/${demoIds.title('umkhokha')}`;
    const before = videoDetailSchema.parse(await (await get(detailPath)).json());
    await server.ctx.database.db
      .update(titles)
      .set({ tagline: 'A changed tagline' })
      .where(eq(titles.id, demoIds.title('umkhokha')));
    // Without an invalidation (a write from another process) the cached answer stands until its TTL.
    const stale = videoDetailSchema.parse(await (await get(detailPath)).json());
    expect(stale.tagline).toBe(before.tagline);

    const version = catalogueVersion(server.ctx);
    invalidateCatalogue(server.ctx);
    expect(catalogueVersion(server.ctx)).toBe(version + 1);
    const fresh = await get(detailPath);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(videoDetailSchema.parse(await fresh.json()).tagline).toBe('A changed tagline');
  });

  it('drops its answers when another process on the same PostgreSQL database changes the catalogue', async ({
    skip,
  }) => {
    if (server.ctx.database.kind !== 'postgres') skip();
    const pathname = '/api/videos?limit=2&sort=title';
    await get(pathname);
    expect((await get(pathname)).headers.get('x-cache')).toBe('HIT');
    // What invalidateCatalogue sends from a worker process or another instance.
    await server.ctx.database.raw.query('select pg_notify($1, $2)', [
      CATALOGUE_CHANNEL,
      JSON.stringify({ s: 'another-process' }),
    ]);
    await expect.poll(async () => (await get(pathname)).headers.get('x-cache')).toBe('MISS');
  });

  it('lets a write from elsewhere show once the TTL has passed', async () => {
    const pathname = '/api/videos?limit=1';
    const before = videoPageSchema.parse(await (await get(pathname)).json());
    await server.ctx.database.db
      .update(titles)
      .set({ title: 'Renamed Elsewhere' })
      .where(eq(titles.id, before.items[0]!.id));
    expect(videoPageSchema.parse(await (await get(pathname)).json()).items[0]!.title).toBe(
      before.items[0]!.title,
    );
    server.clock.advance(server.ctx.config.catalogueCache.ttlSeconds * 1000);
    expect(videoPageSchema.parse(await (await get(pathname)).json()).items[0]!.title).toBe(
      'Renamed Elsewhere',
    );
  });

  it('shows a scheduled title at its publication time, well before the TTL', async () => {
    const slug = 'umkhokha';
    const publishAt = new Date(server.clock.now().getTime() + 5_000);
    await server.ctx.database.db
      .update(titles)
      .set({ publishedAt: publishAt })
      .where(eq(titles.id, demoIds.title(slug)));
    invalidateCatalogue(server.ctx);
    const slugs = async () => {
      const response = await get('/api/videos?limit=50');
      return {
        cache: response.headers.get('x-cache'),
        slugs: videoPageSchema.parse(await response.json()).items.map((item) => item.slug),
      };
    };
    expect(await slugs()).toMatchObject({ cache: 'MISS', slugs: expect.not.arrayContaining([slug]) });
    expect(await slugs()).toMatchObject({ cache: 'HIT', slugs: expect.not.arrayContaining([slug]) });
    server.clock.advance(5_000);
    expect(await slugs()).toMatchObject({ cache: 'MISS', slugs: expect.arrayContaining([slug]) });
  });

  it('compresses cached answers for clients that accept it', async () => {
    const pathname = '/api/videos?limit=20&sort=title';
    const plain = await (await get(pathname)).text();
    const raw = async () => {
      // fetch would decompress: ask with a bare HTTP request to see the bytes on the wire.
      const { request } = await import('node:http');
      return new Promise<{ encoding?: string; length: number }>((resolve, reject) => {
        request(`${server.baseUrl}${pathname}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          let length = 0;
          response.on('data', (chunk: Buffer) => (length += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length }));
        })
          .on('error', reject)
          .end();
      });
    };
    await expect.poll(async () => (await raw()).encoding).toBe('br');
    expect((await raw()).length).toBeLessThan(Buffer.byteLength(plain) / 3);
    // fetch decompresses it back to the same JSON.
    expect(await (await get(pathname, { 'accept-encoding': 'br' })).text()).toBe(plain);
  });

  it('never caches personalised or error answers', async () => {
    const recommendations = await get('/api/recommendations');
    expect(recommendations.headers.get('x-cache')).toBeNull();
    expect(recommendations.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/api/watchlist')).headers.get('x-cache')).toBeNull();
    const missing = '/api/videos/00000000-0000-4000-8000-000000000000';
    expect((await get(missing)).status).toBe(404);
    const again = await get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('MISS');
  });
});

describe('catalogue cache turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CATALOGUE_CACHE_MB: '0' } });
  });
  afterAll(() => server.close());

  it('computes every answer (CATALOGUE_CACHE_MB=0) and still sends ETag and 304', async () => {
    const first = await server.request('/api/videos?limit=20');
    const second = await server.request('/api/videos?limit=20', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.status).toBe(304);
    expect(second.headers.get('x-cache')).toBeNull();
    // Search answers are kept in the same budget (a share of it): none either.
    await server.request('/api/search?q=zulu');
    expect((await server.request('/api/search?q=zulu')).headers.get('x-cache')).toBeNull();
  });
});
