import { videoListResponseSchema } from '@mzansi/contracts/catalogue';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles, videos } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from './catalogue-cache';

describe('GET /api/videos/public', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('returns the published catalogue as { items }, newest first, in the contract shape', async () => {
    const response = await server.request('/api/videos/public');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = videoListResponseSchema.parse(await response.json());
    expect(body.items).toHaveLength(TITLES.length);
    const dates = body.items.map((item) => Date.parse(item.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const umkhokha = body.items.find((item) => item.slug === 'umkhokha');
    expect(umkhokha).toMatchObject({
      title: 'Umkhokha',
      type: expect.any(String),
      languages: expect.arrayContaining(['zu']),
    });
    expect(umkhokha?.languages[0]).toBe('zu');
    const seeded = TITLES.find((title) => title.slug === 'umkhokha')!;
    expect([...(umkhokha?.genres ?? [])].sort()).toEqual([...seeded.genres].sort());
    expect(body.items.every((item) => item.genres.length > 0)).toBe(true);
  });

  it('leaves out drafts and titles scheduled for later', async () => {
    const [first, second] = TITLES.filter((title) => title.slug !== 'umkhokha');
    const draft = demoIds.title(first!.slug);
    const scheduled = demoIds.title(second!.slug);
    await server.ctx.database.db.update(titles).set({ status: 'draft' }).where(eq(titles.id, draft));
    await server.ctx.database.db
      .update(titles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(titles.id, scheduled));
    // Direct writes stand in for the studio, which invalidates the cached catalogue after each change.
    invalidateCatalogue(server.ctx);
    const body = videoListResponseSchema.parse(await (await server.request('/api/videos/public')).json());
    const ids = body.items.map((item) => item.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(scheduled);
    expect(ids).toHaveLength(TITLES.length - 2);
    // The scheduled title appears once its time comes.
    server.clock.advance(2 * 86_400_000);
    const later = videoListResponseSchema.parse(await (await server.request('/api/videos/public')).json());
    expect(later.items.map((item) => item.id)).toContain(scheduled);
  });

  it('offers a trailer id only once that trailer is ready', async () => {
    const list = async () =>
      videoListResponseSchema.parse(await (await server.request('/api/videos/public')).json()).items;
    expect((await list()).every((item) => item.trailerVideoId === null)).toBe(true);
    const trailerId = demoIds.trailer('umkhokha');
    await server.ctx.database.db.update(videos).set({ status: 'ready' }).where(eq(videos.id, trailerId));
    invalidateCatalogue(server.ctx);
    const items = await list();
    expect(items.find((item) => item.slug === 'umkhokha')?.trailerVideoId).toBe(trailerId);
    expect(items.filter((item) => item.trailerVideoId !== null)).toHaveLength(1);
  });
});

describe('API error shape', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers an unknown API path with 404 { error: { code, message } }', async () => {
    const response = await server.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers malformed JSON with 400 and a wrong content type with 415', async () => {
    const malformed = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"videoId":',
    });
    expect(malformed.status).toBe(400);
    expect(errorBodySchema.parse(await malformed.json()).error.code).toBe('bad_request');
    const wrongType = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: 'a,b',
    });
    expect(wrongType.status).toBe(415);
    expect(errorBodySchema.parse(await wrongType.json()).error.code).toBe('unsupported_media_type');
  });

  it('sets security headers on every response', async () => {
    const response = await server.request('/api/videos/public');
    // Read to the end: an unread answer keeps its connection busy, and the server's close waits for it.
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // hls.js gives each caption <track> an empty `data:,WEBVTT` source: media-src must take it (D63).
    expect(response.headers.get('content-security-policy')).toMatch(/media-src [^;]*\bdata:/);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the OpenAPI description', async () => {
    const response = await server.request('/api/docs/json');
    expect(response.status).toBe(200);
    const spec = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/videos/public']));
  });

  it('serves no API document when API_DOCS turns it off (the production default)', async () => {
    const closed = await startTestServer({ env: { API_DOCS: 'false' } });
    try {
      for (const path of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await closed.request(path);
        await response.arrayBuffer();
        expect(response.status, path).toBe(404);
      }
      const health = await closed.request('/api/health');
      await health.arrayBuffer();
      expect(health.status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
