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
    compressAnswers(scope);
    scope.get('/scoped/results', (_request, reply) => reply.header('vary', 'cookie').send(results));
  });
  app.get('/outside/results', () => results);

  it('chooses brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
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

    const outside = await app.inject({ url: '/outside/results', headers: { 'accept-encoding': 'gzip, br' } });
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect(outside.json()).toEqual(results);
  });
});
