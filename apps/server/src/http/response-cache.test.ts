import { promisify } from 'node:util';
import zlib from 'node:zlib';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, createResponseCache, matchesEtag, type ResponseCacheOptions } from './response-cache';

/** A small app with the cache on /items/:id; the handler counts its calls and answers a sizeable JSON body. */
async function appWith(options: Partial<ResponseCacheOptions> & { fillerWords?: number } = {}) {
  const { fillerWords = 300, ...cacheOptions } = options;
  let now = 1_000_000;
  const calls: string[] = [];
  let gate: Promise<void> | null = null;
  const cache = createResponseCache({
    maxBytes: 1024 * 1024,
    ttlMs: 60_000,
    now: () => now,
    ...cacheOptions,
  });
  const app: FastifyInstance = Fastify();
  await app.register(etag, { weak: true });
  await app.register(async (scope) => {
    scope.addHook('onRequest', cache.onRequest);
    scope.addHook('onSend', cache.onSend);
    scope.addHook('onResponse', cache.onResponse);
    scope.get('/items/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      calls.push(request.url);
      if (gate) await gate;
      if (id === 'missing') return reply.code(404).send({ error: 'not found' });
      reply.header('cache-control', 'public, max-age=60');
      return { id, query: request.query, filler: 'catalogue '.repeat(fillerWords) };
    });
  });
  await app.ready();
  return {
    app,
    cache,
    calls,
    advance: (ms: number) => {
      now += ms;
    },
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

describe('response cache', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the second identical GET from memory with the same body and ETag', async () => {
    const setup = await appWith();
    app = setup.app;
    const first = await app.inject('/items/1?b=2&a=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers.vary).toBe('accept-encoding');
    // The same parameters in another order are the same answer.
    const second = await app.inject('/items/1?a=1&b=2');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(setup.calls).toHaveLength(1);
    expect(setup.cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('answers a matching If-None-Match with 304 without calling the handler', async () => {
    const setup = await appWith();
    app = setup.app;
    const first = await app.inject('/items/1');
    const revalidation = await app.inject({
      url: '/items/1',
      headers: { 'if-none-match': `"other", ${first.headers.etag as string}` },
    });
    expect(revalidation.statusCode).toBe(304);
    expect(revalidation.headers['x-cache']).toBe('HIT');
    expect(revalidation.headers.etag).toBe(first.headers.etag);
    expect(revalidation.body).toBe('');
    expect(setup.calls).toHaveLength(1);
  });

  it('serves brotli or gzip copies to clients that accept them', async () => {
    const setup = await appWith();
    app = setup.app;
    const plain = await app.inject('/items/1');
    await vi.waitFor(async () => {
      const response = await app!.inject({ url: '/items/1', headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers['content-encoding']).toBe('br');
    });
    const br = await app.inject({ url: '/items/1', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect((await promisify(zlib.brotliDecompress)(br.rawPayload)).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/items/1', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // Only the compressed copies are kept now; a client that accepts neither gets the answer inflated.
    expect(setup.cache.stats().compressed).toBe(1);
    expect(setup.cache.stats().bytes).toBeLessThan(plain.rawPayload.length);
    const identity = await app.inject({ url: '/items/1', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    expect(setup.calls).toHaveLength(1);
  });

  it('drops everything on invalidate, and never stores an answer computed across an invalidation', async () => {
    const setup = await appWith();
    app = setup.app;
    await app.inject('/items/1');
    setup.cache.invalidate();
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('MISS');
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('HIT');

    const release = setup.hold();
    const during = app.inject('/items/2');
    await vi.waitFor(() => expect(setup.calls).toContain('/items/2'));
    setup.cache.invalidate();
    release();
    expect((await during).statusCode).toBe(200);
    expect((await app.inject('/items/2')).headers['x-cache']).toBe('MISS');
  });

  it('expires entries after the TTL and at the expiry bound', async () => {
    let bound: number | null = 1_000_000 + 10_000;
    const expiryBound = vi.fn(async () => bound);
    const setup = await appWith({ ttlMs: 60_000, expiryBound });
    app = setup.app;
    await app.inject('/items/1');
    setup.advance(9_000);
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('HIT');
    // The bound passes: it is asked again on the next store, and now only the TTL limits.
    bound = null;
    setup.advance(1_000);
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('MISS');
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('HIT');
    expect(expiryBound).toHaveBeenCalledTimes(2);
    setup.advance(59_999);
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('HIT');
    setup.advance(1);
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('MISS');
  });

  it('keeps the expiry of an answer once its compressed copies replace it', async () => {
    const setup = await appWith({ ttlMs: 60_000 });
    app = setup.app;
    await app.inject('/items/1');
    setup.advance(30_000);
    await app.inject('/items/1');
    await vi.waitFor(() => expect(setup.cache.stats().compressed).toBe(1));
    setup.advance(29_999);
    expect(
      (await app.inject({ url: '/items/1', headers: { 'accept-encoding': 'br' } })).headers,
    ).toMatchObject({
      'x-cache': 'HIT',
      'content-encoding': 'br',
    });
    setup.advance(1);
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('MISS');
  });

  it('keeps within its memory cap, dropping the least recently used answers first', async () => {
    // Each answer takes about 830 bytes (too small to compress): two fit, three do not.
    const setup = await appWith({ maxBytes: 2_000, maxEntryBytes: 2_000, fillerWords: 50 });
    app = setup.app;
    await app.inject('/items/1');
    await app.inject('/items/2');
    await app.inject('/items/1'); // 1 is now the most recently used
    await app.inject('/items/3');
    const stats = setup.cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(2_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('HIT');
    expect((await app.inject('/items/2')).headers['x-cache']).toBe('MISS');
  });

  it('never stores answers larger than maxEntryBytes, nor anything when maxBytes is 0', async () => {
    const small = await appWith({ maxEntryBytes: 100 });
    app = small.app;
    await app.inject('/items/1');
    expect((await app.inject('/items/1')).headers['x-cache']).toBe('MISS');
    await app.close();
    const off = await appWith({ maxBytes: 0 });
    app = off.app;
    await app.inject('/items/1');
    const second = await app.inject('/items/1');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(off.calls).toHaveLength(2);
  });

  it('computes concurrent identical misses once', async () => {
    const setup = await appWith();
    app = setup.app;
    const release = setup.hold();
    const answers = Promise.all(Array.from({ length: 5 }, () => app!.inject('/items/7')));
    await vi.waitFor(() => expect(setup.calls).toHaveLength(1));
    release();
    const responses = await answers;
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.map((response) => response.headers['x-cache']).sort()).toEqual([
      'COALESCED',
      'COALESCED',
      'COALESCED',
      'COALESCED',
      'MISS',
    ]);
    expect(setup.calls).toHaveLength(1);
  });

  it('does not store errors, and lets waiting requests compute their own answer', async () => {
    const setup = await appWith();
    app = setup.app;
    const release = setup.hold();
    const answers = Promise.all([app.inject('/items/missing'), app.inject('/items/missing')]);
    await vi.waitFor(() => expect(setup.calls).toHaveLength(1));
    release();
    expect((await answers).map((response) => response.statusCode)).toEqual([404, 404]);
    expect((await app.inject('/items/missing')).headers['x-cache']).toBe('MISS');
    expect(setup.cache.stats().entries).toBe(0);
  });

  it('leaves other methods alone', async () => {
    const setup = await appWith();
    app = setup.app;
    const head = await app.inject({ method: 'HEAD', url: '/items/1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBeUndefined();
    expect(setup.cache.stats().entries).toBe(0);
  });
});

describe('cache helpers', () => {
  it('normalises keys by sorting the query parameters', () => {
    expect(cacheKey('/api/videos?type=movie&limit=20')).toBe('/api/videos?limit=20&type=movie');
    expect(cacheKey('/api/videos?')).toBe('/api/videos');
    expect(cacheKey('/api/videos/abc')).toBe('/api/videos/abc');
    expect(cacheKey('/api/search?q=a+b')).toBe(cacheKey('/api/search?q=a%20b'));
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
