import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { playbackGrantSchema, signedUrlResponseSchema } from '@mzansi/contracts/playback';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookiesFrom, signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { bindingTag, signMediaToken } from './media-token';
import { ensureTestMedia, markReady, TEST_MEDIA } from './test-media';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose path goes out exactly as written (fetch would resolve `..`, `%2e%2e` and backslashes first). */
function rawRequest(
  server: TestServer,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: rawPath, method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('tokenised media delivery (/media/v/{token}/{videoId}/…)', () => {
  let server: TestServer;
  let premium: string;
  /** premium grant of the main video (HD) and the free-plan-like public grant of the trailer (SD) */
  let hd: { url: string; device: string };
  let sd: { url: string; device: string };
  const base = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
  const get = (url: string, device: string, headers: Record<string, string> = {}) =>
    server.request(url, { headers: { cookie: `${DEVICE_COOKIE}=${device}`, ...headers } });

  beforeAll(async () => {
    const media = await ensureTestMedia();
    server = await startTestServer({ storageDir: media.storageDir });
    await markReady(server.ctx.database.db, media.results);
    premium = await signInDemo(server, 'premium');
    const granted = await server.request('/api/signed-video-url', {
      method: 'POST',
      headers: { cookie: premium },
      json: { videoId: TEST_MEDIA.main },
    });
    expect(granted.status).toBe(200);
    hd = {
      url: playbackGrantSchema.parse(await granted.json()).signedUrl,
      device: cookiesFrom(granted)[DEVICE_COOKIE]!,
    };
    const trailer = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      json: { videoId: TEST_MEDIA.trailer },
    });
    expect(trailer.status).toBe(200);
    sd = {
      url: signedUrlResponseSchema.parse(await trailer.json()).signedUrl,
      device: cookiesFrom(trailer)[DEVICE_COOKIE]!,
    };
  });
  afterAll(() => server?.close());

  it('serves the master, rung playlists, init and media segments, poster and storyboard with their types', async () => {
    const master = await get(hd.url, hd.device);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await master.text();
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).toContain('720p/index.m3u8');
    const expectations: [string, string][] = [
      ['360p/index.m3u8', 'application/vnd.apple.mpegurl'],
      ['720p/init.mp4', 'video/mp4'],
      ['720p/seg_00000.m4s', 'video/iso.segment'],
      ['poster.jpg', 'image/jpeg'],
      ['storyboard.vtt', 'text/vtt; charset=utf-8'],
      ['storyboard.jpg', 'image/jpeg'],
    ];
    for (const [file, type] of expectations) {
      const response = await get(`${base(hd.url)}${file}`, hd.device);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe(type);
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(0);
    }
  });

  it('refuses an expired URL', async () => {
    const granted = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      json: { videoId: TEST_MEDIA.trailer, expiresIn: 60 },
    });
    const { signedUrl } = signedUrlResponseSchema.parse(await granted.json());
    const device = cookiesFrom(granted)[DEVICE_COOKIE]!;
    expect((await get(signedUrl, device)).status).toBe(200);
    server.clock.advance(61_000);
    const expired = await get(signedUrl, device);
    expect(expired.status).toBe(403);
    expect(errorBodySchema.parse(await expired.json()).error.code).toBe('forbidden');
  });

  it('refuses a tampered token: signature, raised rung cap, later expiry', async () => {
    const token = sd.url.split('/')[3]!;
    const [expires, maxHeight, binding, signature] = token.split('-') as [string, string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${expires}-${maxHeight}-${binding}-${flipped}`,
      `${expires}-1080-${binding}-${signature}`,
      `${Number(expires) + 3600}-${maxHeight}-${binding}-${signature}`,
      `${expires}-${maxHeight}-0-${signature}`,
    ]) {
      const response = await get(sd.url.replace(token, forged), sd.device);
      expect(response.status, forged).toBe(403);
    }
  });

  it('refuses a token on another video, and on another device or without the device cookie', async () => {
    const trailerToken = sd.url.split('/')[3]!;
    const otherVideo = `/media/v/${trailerToken}/${TEST_MEDIA.main}/master.m3u8`;
    expect((await get(otherVideo, sd.device)).status).toBe(403);
    expect((await get(sd.url, hd.device)).status).toBe(403);
    expect((await server.request(sd.url)).status).toBe(403);
  });

  it('keeps an SD token to SD rungs: the master lists none taller, a taller rung is refused', async () => {
    const master = await (await get(sd.url, sd.device)).text();
    expect(master).toContain('360p/index.m3u8');
    expect(master).not.toContain('720p');
    expect((await get(`${base(sd.url)}360p/seg_00000.m4s`, sd.device)).status).toBe(200);
    for (const file of ['720p/index.m3u8', '720p/init.mp4', '720p/seg_00000.m4s']) {
      const response = await get(`${base(sd.url)}${file}`, sd.device);
      expect(response.status, file).toBe(403);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('subscription_required');
    }
  });

  it('refuses path traversal and anything outside the allow-list, leaking no file', async () => {
    const token = hd.url.split('/')[3]!;
    const video = TEST_MEDIA.main;
    const prefix = `/media/v/${token}/${video}`;
    const attempts = [
      `${prefix}/../${TEST_MEDIA.trailer}/master.m3u8`,
      `${prefix}/%2e%2e/${TEST_MEDIA.trailer}/master.m3u8`,
      `${prefix}/%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd`,
      `${prefix}/360p/..%2fmaster.m3u8`,
      `${prefix}/360p/%2e%2e/master.m3u8`,
      `${prefix}/360p\\..\\master.m3u8`,
      `${prefix}/..\\..\\..\\etc\\passwd`,
      `${prefix}//master.m3u8`,
      `/media/v/${token}//${video}/master.m3u8`,
      `${prefix}/360p//index.m3u8`,
      `${prefix}/360p/seg_00000.m4s%00.jpg`,
      `${prefix}/.complete`,
      `${prefix}/master.m3u8.bak`,
      `/media/v/..%2F..%2F/${video}/master.m3u8`,
      `/media/v/${token}/..%2F${video}/master.m3u8`,
      `/media/v/${token}/${video}`,
    ];
    const cookie = `${DEVICE_COOKIE}=${hd.device}`;
    for (const attempt of attempts) {
      const response = await rawRequest(server, attempt, { cookie });
      expect([400, 403, 404], attempt).toContain(response.status);
      expect(response.body.toString('utf8'), attempt).not.toMatch(/#EXTM3U|root:/);
    }
    // The legitimate neighbour of those paths works, so the refusals above are not an accident of the setup.
    expect((await rawRequest(server, `${prefix}/360p/index.m3u8`, { cookie })).status).toBe(200);
  });

  it('answers byte ranges on segments with 206, and 416 beyond the end', async () => {
    const segment = `${base(hd.url)}720p/seg_00000.m4s`;
    const whole = await get(segment, hd.device);
    const size = (await whole.arrayBuffer()).byteLength;
    expect(whole.headers.get('accept-ranges')).toBe('bytes');

    const part = await get(segment, hd.device, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const tail = await get(segment, hd.device, { range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(50);

    const beyond = await get(segment, hd.device, { range: `bytes=${size + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);

    const head = await rawRequest(
      server,
      new URL(segment, server.baseUrl).pathname,
      {
        cookie: `${DEVICE_COOKIE}=${hd.device}`,
      },
      'HEAD',
    );
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
  });

  it('compresses playlists for clients that accept gzip', async () => {
    const cookie = `${DEVICE_COOKIE}=${hd.device}`;
    const path = new URL(hd.url, server.baseUrl).pathname;
    const zipped = await rawRequest(server, path, { cookie, 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.body).toString('utf8')).toMatch(/^#EXTM3U/);
    const plain = await rawRequest(server, path, { cookie, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toMatch(/^#EXTM3U/);
    const refused = await rawRequest(server, path, { cookie, 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('lets only the viewer’s browser cache files, for at most the token’s remaining life', async () => {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const expires = Number(hd.url.split('/')[3]!.split('-')[0]);
    const maxAge = (value: string | null) => Number(/max-age=(\d+)/.exec(value ?? '')?.[1]);

    const segment = await get(`${base(hd.url)}720p/seg_00000.m4s`, hd.device);
    const segmentCache = segment.headers.get('cache-control');
    expect(segmentCache).toMatch(/^private, max-age=\d+, immutable$/);
    expect(maxAge(segmentCache)).toBeLessThanOrEqual(expires - now);

    const master = await get(hd.url, hd.device);
    expect(master.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(maxAge(master.headers.get('cache-control'))).toBeLessThanOrEqual(expires - now);
  });

  it('answers a file again from memory with the same bytes and validators as the file sender', async () => {
    const segment = `${base(hd.url)}720p/seg_00000.m4s`;
    const first = await get(segment, hd.device);
    const again = await get(segment, hd.device);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'content-type', 'content-length']) {
      expect(again.headers.get(header), header).toBe(first.headers.get(header));
    }
    // A range goes through @fastify/send, which names the same ETag.
    const part = await get(segment, hd.device, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
    // A browser revalidating what it kept gets 304.
    const revalidated = await get(segment, hd.device, { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('answers files in memory before the app’s pipeline (the fast lane) exactly as the route does', async () => {
    const stats = server.app.mediaStats;
    // Both doors' answers are measured under the route's pattern (mzansi_http_request_duration_seconds).
    const measured = async () =>
      (await server.ctx.metrics.httpRequestDuration.get()).values
        .filter(
          (value) =>
            value.metricName === 'mzansi_http_request_duration_seconds_count' &&
            value.labels.route === '/media/v/:token/:videoId/*',
        )
        .reduce((sum, value) => sum + value.value, 0);
    const measuredBefore = await measured();
    const cookie = `${DEVICE_COOKIE}=${sd.device}`;
    const files = ['master.m3u8', '360p/index.m3u8', '360p/init.mp4', '360p/seg_00000.m4s'];
    for (const file of files) {
      const url = `${base(sd.url)}${file}`;
      const variants: Record<string, string>[] = [
        { cookie },
        { cookie, 'accept-encoding': 'gzip, deflate, br' },
      ];
      for (const headers of variants) {
        // A query string keeps the fast lane out: the route answers (and puts the file in memory).
        const before = stats.fastLaneAnswers;
        const viaRoute = await rawRequest(server, `${url}?through=route`, headers);
        expect(stats.fastLaneAnswers, `${file} through the route`).toBe(before);
        const viaLane = await rawRequest(server, url, headers);
        expect(stats.fastLaneAnswers, `${file} through the fast lane`).toBe(before + 1);
        expect(viaLane.status, file).toBe(200);
        expect(viaLane.status).toBe(viaRoute.status);
        // The date and the token's remaining life (max-age) move on with the clock between the two requests.
        // Each answer names its own request.
        const {
          date: _routeDate,
          'cache-control': routeCache,
          'x-request-id': routeId,
          ...routeHeaders
        } = viaRoute.headers;
        const {
          date: _laneDate,
          'cache-control': laneCache,
          'x-request-id': laneId,
          ...laneHeaders
        } = viaLane.headers;
        expect(laneHeaders, file).toEqual(routeHeaders);
        expect(laneId).toMatch(/^[0-9a-f-]{36}$/);
        expect(laneId).not.toBe(routeId);
        const named = await rawRequest(server, url, { ...headers, 'x-request-id': 'edge-0123456789' });
        expect(named.headers['x-request-id']).toBe('edge-0123456789');
        const maxAge = (value: string | undefined) => Number(/max-age=(\d+)/.exec(value ?? '')?.[1]);
        expect(laneCache?.replace(/max-age=\d+/, ''), file).toBe(routeCache?.replace(/max-age=\d+/, ''));
        expect(maxAge(routeCache) - maxAge(laneCache), file).toBeGreaterThanOrEqual(0);
        expect(maxAge(routeCache) - maxAge(laneCache), file).toBeLessThanOrEqual(1);
        expect(viaLane.body.equals(viaRoute.body), file).toBe(true);
        // Revalidation: a 304 from either door.
        const etag = viaLane.headers.etag!;
        const revalidated = await rawRequest(server, url, { ...headers, 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(stats.fastLaneAnswers).toBe(before + 3);
      }
    }
    // 4 files x 2 variants x (route, lane, named, revalidated): each answer counted once, whichever door.
    await vi.waitFor(async () => expect(await measured()).toBe(measuredBefore + 32));
    // What the lane is not sure of goes to the route: a refused token, a range, a HEAD.
    const before = stats.fastLaneAnswers;
    const segment = `${base(sd.url)}360p/seg_00000.m4s`;
    expect((await rawRequest(server, segment, { cookie: `${DEVICE_COOKIE}=${hd.device}` })).status).toBe(403);
    expect((await rawRequest(server, segment, { cookie, range: 'bytes=0-9' })).status).toBe(206);
    expect((await rawRequest(server, segment, { cookie }, 'HEAD')).status).toBe(200);
    expect(stats.fastLaneAnswers).toBe(before);
  });

  it('keeps filtering the master per token: an HD token lists HD rungs, an SD token of the same video does not', async () => {
    const token = signMediaToken(server.ctx.config.mediaTokenSecret, {
      videoId: TEST_MEDIA.main,
      expires: Math.floor(server.clock.now().getTime() / 1000) + 600,
      maxHeight: 480,
      binding: bindingTag(hd.device),
    });
    expect(await (await get(hd.url, hd.device)).text()).toContain('720p/index.m3u8');
    const sdMaster = await (await get(`/media/v/${token}/${TEST_MEDIA.main}/master.m3u8`, hd.device)).text();
    expect(sdMaster).toContain('360p/index.m3u8');
    expect(sdMaster).not.toContain('720p');
    expect(await (await get(hd.url, hd.device)).text()).toContain('720p/index.m3u8');
  });

  it('refuses a URL that has played on its device when another device or no cookie presents it, and once expired', async () => {
    const granted = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      json: { videoId: TEST_MEDIA.trailer, expiresIn: 60 },
    });
    const { signedUrl } = signedUrlResponseSchema.parse(await granted.json());
    const device = cookiesFrom(granted)[DEVICE_COOKIE]!;
    const playlist = `${base(signedUrl)}360p/index.m3u8`;
    expect((await get(playlist, device)).status).toBe(200);
    expect((await get(playlist, device)).status).toBe(200);
    expect((await get(playlist, hd.device)).status).toBe(403);
    expect((await server.request(playlist)).status).toBe(403);
    server.clock.advance(61_000);
    expect((await get(playlist, device)).status).toBe(403);
  });

  it('answers a missing file of a valid token with 404', async () => {
    const token = signMediaToken(server.ctx.config.mediaTokenSecret, {
      videoId: TEST_MEDIA.main,
      expires: Math.floor(server.clock.now().getTime() / 1000) + 600,
      maxHeight: 1080,
      binding: bindingTag(hd.device),
    });
    const base = `/media/v/${token}/${TEST_MEDIA.main}`;
    expect((await get(`${base}/1080p/seg_00000.m4s`, hd.device)).status).toBe(404);
    expect((await get(`${base}/captions/en.vtt`, hd.device)).status).toBe(404);
    expect((await get(`${base}/720p/seg_99999.m4s`, hd.device)).status).toBe(404);
  });
});
