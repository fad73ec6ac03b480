import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswers, sendCompressed } from './content-encoding';

describe('content encoding', () => {
  const app = Fastify();
  const page = `<!doctype html><p>${'Mzansi Stream '.repeat(400)}</p>`;
  app.get('/page', (request, reply) => sendCompressed(request, reply.type('text/html'), page));
  app.get('/small', (request, reply) => sendCompressed(request, reply.type('text/html'), '<p>hi</p>'));
  const results = {
    items: Array.from({ length: 50 }, (_, index) => ({ id: index, title: `Umkhokha ${index}` })),
  };
  void app.register(async (scope) => {
    await compressAnswers(scope);
    scope.get('/scoped/results', (_request, reply) => reply.header('vary', 'cookie').send(results));
    scope.get('/scoped/small', () => ({ ok: true }));
    scope.post('/scoped/echo', (request) => request.body);
  });
  const playlist = `#EXTM3U\n${'#EXTINF:4.0,\nseg_00001.m4s\n'.repeat(40)}`;
  void app.register(async (scope) => {
    await compressAnswers(scope, {
      global: false,
      encodings: ['gzip'],
      threshold: 256,
      customTypes: /^application\/vnd\.apple\.mpegurl/,
    });
    scope.get('/chosen/playlist', (_request, reply) => {
      reply.type('application/vnd.apple.mpegurl').compress(playlist);
      return reply;
    });
    scope.get('/chosen/other', () => results);
  });
  app.get('/outside/results', () => results);

  it('chooses brotli, then gzip, honouring q=0, as @fastify/compress does', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    // "*" is read as gzip (the library's rule), so a refused br stays refused.
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('sends a page compressed in the encoding the client prefers, and as is to a client that accepts none', async () => {
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(page.length / 10);
    expect((await promisify(zlib.brotliDecompress)(br.rawPayload)).toString()).toBe(page);

    const gz = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page);

    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('leaves small bodies alone', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>hi</p>');
  });

  it("compresses a scope's serialised answers, keeping the Vary it had, and leaves other routes alone", async () => {
    const scoped = await app.inject({ url: '/scoped/results', headers: { 'accept-encoding': 'gzip, br' } });
    expect(scoped.headers['content-encoding']).toBe('br');
    expect(scoped.headers.vary).toBe('cookie, accept-encoding');
    expect(Number(scoped.headers['content-length'])).toBe(scoped.rawPayload.length);
    expect(JSON.parse((await promisify(zlib.brotliDecompress)(scoped.rawPayload)).toString())).toEqual(
      results,
    );

    // An answer too small to compress still says it varies (a shared cache keeps one copy per encoding).
    const small = await app.inject({ url: '/scoped/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('accept-encoding');

    const outside = await app.inject({ url: '/outside/results', headers: { 'accept-encoding': 'gzip, br' } });
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect(outside.json()).toEqual(results);
  });

  it('compresses only what a route hands to reply.compress in a scope registered with global: false', async () => {
    const zipped = await app.inject({ url: '/chosen/playlist', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(playlist);
    const refused = await app.inject({ url: '/chosen/playlist', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(playlist);
    const other = await app.inject({ url: '/chosen/other', headers: { 'accept-encoding': 'gzip' } });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.headers.vary).toBeUndefined();
  });

  it('does not decompress request bodies', async () => {
    const body = zlib.gzipSync(JSON.stringify({ q: 'umkhokha' }));
    const response = await app.inject({
      method: 'POST',
      url: '/scoped/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});
