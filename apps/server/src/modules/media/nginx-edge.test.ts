import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { playbackGrantSchema, signedUrlResponseSchema } from '@mzansi/contracts/playback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { findNginx, shippedSite, startNginx, type Nginx } from '../../../test/nginx';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { signNginxToken } from './signers/nginx-secure-link';
import { ensureTestMedia, markReady, TEST_MEDIA } from './test-media';

/**
 * deploy/nginx/mzansi-media.conf against a real nginx: our server signs with MEDIA_SIGNER=nginx, nginx checks the
 * tokens and serves the demo HLS files from disk (the master playlist goes back to the app to be filtered).
 */
const SECRET = `nginx-edge-test-${randomBytes(12).toString('hex')}`;

const NGINX = findNginx();

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawRequest(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const title = NGINX
  ? 'nginx media edge (secure_link)'
  : 'nginx media edge (secure_link): SKIPPED, nginx is not installed (apt-get install -y nginx-light)';
describe.skipIf(!NGINX)(title, () => {
  let server: TestServer;
  let nginx: Nginx;
  let sd: { url: string; device: string };
  let hd: { url: string; device: string };
  const base = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
  const edge = (rawPath: string, device: string | null, headers: Record<string, string> = {}) =>
    rawRequest(nginx.port, rawPath, {
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
      ...headers,
    });

  beforeAll(async () => {
    const media = await ensureTestMedia();
    server = await startTestServer({
      storageDir: media.storageDir,
      env: { MEDIA_SIGNER: 'nginx', MEDIA_NGINX_SECRET: SECRET },
    });
    await markReady(server.ctx.database.db, media.results);
    nginx = await startNginx(NGINX!, (listen) =>
      shippedSite({
        listen,
        storageDir: media.storageDir,
        secret: SECRET,
        appUpstream: `127.0.0.1:${new URL(server.baseUrl).port}`,
      }),
    );

    const trailer = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      json: { videoId: TEST_MEDIA.trailer },
    });
    sd = {
      url: signedUrlResponseSchema.parse(await trailer.json()).signedUrl,
      device: cookiesFrom(trailer)[DEVICE_COOKIE]!,
    };
    const premium = await signInDemo(server, 'premium');
    const main = await server.request('/api/signed-video-url', {
      method: 'POST',
      headers: { cookie: premium },
      json: { videoId: TEST_MEDIA.main },
    });
    hd = {
      url: playbackGrantSchema.parse(await main.json()).signedUrl,
      device: cookiesFrom(main)[DEVICE_COOKIE]!,
    };
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
  });

  it('runs nginx unprivileged', async () => {
    const status = await fs.readFile(`/proc/${nginx.pid}/status`, 'utf8').catch(() => null);
    if (status) expect(Number(/^Uid:\s+(\d+)/m.exec(status)![1])).not.toBe(0);
  });

  it('signs secure_link URLs scoped to the video directory, with the rung cap', () => {
    expect(sd.url).toMatch(
      new RegExp(`^/media/v/\\d{10}-480-[A-Za-z0-9_-]{22}/${TEST_MEDIA.trailer}/master\\.m3u8$`),
    );
    expect(hd.url).toMatch(
      new RegExp(`^/media/v/\\d{10}-1080-[A-Za-z0-9_-]{22}/${TEST_MEDIA.main}/master\\.m3u8$`),
    );
  });

  it('serves a valid URL: the filtered master through the app, rungs, segments and storyboard from disk', async () => {
    const master = await edge(sd.url, sd.device);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const text = master.body.toString('utf8');
    expect(text).toContain('360p/index.m3u8');
    expect(text).not.toContain('720p');

    const playlist = await edge(`${base(sd.url)}360p/index.m3u8`, sd.device);
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const segmentName = /^(seg_\d+\.m4s)$/m.exec(playlist.body.toString('utf8'))![1]!;
    const segment = await edge(`${base(sd.url)}360p/${segmentName}`, sd.device);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    // From disk by nginx (the app would cap max-age at the token's remaining hour).
    expect(segment.headers.server).toBe('nginx');
    expect(segment.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const onDisk = await fs.readFile(
      path.join(server.storageDir, 'videos', TEST_MEDIA.trailer, '360p', segmentName),
    );
    expect(segment.body.equals(onDisk)).toBe(true);
    expect((await edge(`${base(sd.url)}360p/init.mp4`, sd.device)).headers['content-type']).toBe('video/mp4');
    expect((await edge(`${base(sd.url)}poster.jpg`, sd.device)).headers['content-type']).toBe('image/jpeg');
    const storyboard = await edge(`${base(sd.url)}storyboard.vtt`, sd.device, { 'accept-encoding': 'gzip' });
    expect(storyboard.status).toBe(200);
    expect(storyboard.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(storyboard.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(storyboard.body).toString('utf8')).toMatch(/^WEBVTT/);

    const ranged = await edge(`${base(sd.url)}360p/${segmentName}`, sd.device, { range: 'bytes=0-99' });
    expect(ranged.status).toBe(206);
    expect(ranged.body.length).toBe(100);
    expect(
      (await edge(`${base(sd.url)}360p/${segmentName}`, sd.device, { range: `bytes=${onDisk.length}-` }))
        .status,
    ).toBe(416);
  });

  it('opens HD rungs to an HD token and refuses them to an SD token', async () => {
    expect((await edge(`${base(hd.url)}720p/index.m3u8`, hd.device)).status).toBe(200);
    expect((await edge(`${base(hd.url)}720p/seg_00000.m4s`, hd.device)).status).toBe(200);
    expect((await edge(hd.url, hd.device)).body.toString('utf8')).toContain('720p/index.m3u8');
    for (const file of ['720p/index.m3u8', '720p/init.mp4', '720p/seg_00000.m4s', '1080p/index.m3u8']) {
      expect((await edge(`${base(sd.url)}${file}`, sd.device)).status, file).toBe(403);
    }
  });

  it('answers an expired URL with 410', async () => {
    const expired = signNginxToken(SECRET, {
      videoId: TEST_MEDIA.trailer,
      expires: Math.floor(Date.now() / 1000) - 5,
      maxHeight: 480,
      deviceId: sd.device,
    });
    for (const file of ['master.m3u8', '360p/index.m3u8', 'poster.jpg']) {
      expect((await edge(`/media/v/${expired}/${TEST_MEDIA.trailer}/${file}`, sd.device)).status, file).toBe(
        410,
      );
    }
  });

  it('refuses tampered tokens, another video, another device and a missing device cookie with 403', async () => {
    const token = sd.url.split('/')[3]!;
    const [expires, cap, md5] = token.split('-') as [string, string, string];
    // (The first character: the last one of 22 carries 2 bits of the hash and 4 that a decoder ignores.)
    const flipped = `${md5.startsWith('A') ? 'B' : 'A'}${md5.slice(1)}`;
    const cases: [string, string | null][] = [
      [`/media/v/${expires}-${cap}-${flipped}/${TEST_MEDIA.trailer}/360p/index.m3u8`, sd.device],
      [`/media/v/${expires}-1080-${md5}/${TEST_MEDIA.trailer}/720p/index.m3u8`, sd.device],
      [`/media/v/${Number(expires) + 3600}-${cap}-${md5}/${TEST_MEDIA.trailer}/360p/index.m3u8`, sd.device],
      [`/media/v/${token}/${TEST_MEDIA.main}/360p/index.m3u8`, sd.device],
      [`/media/v/${token}/${TEST_MEDIA.main}/master.m3u8`, sd.device],
      [`${base(sd.url)}360p/index.m3u8`, hd.device],
      [`${base(sd.url)}360p/index.m3u8`, null],
    ];
    for (const [rawPath, device] of cases) {
      expect((await edge(rawPath, device)).status, `${rawPath} ${device}`).toBe(403);
    }
  });

  it('refuses path traversal out of the token’s video directory', async () => {
    const token = sd.url.split('/')[3]!;
    const prefix = `/media/v/${token}/${TEST_MEDIA.trailer}`;
    const attempts = [
      `${prefix}/../${TEST_MEDIA.main}/720p/index.m3u8`,
      `${prefix}/%2e%2e/${TEST_MEDIA.main}/720p/index.m3u8`,
      `${prefix}/360p/..%2f..%2f${TEST_MEDIA.main}%2f720p%2findex.m3u8`,
      `${prefix}/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd`,
      `${prefix}/360p\\..\\..\\${TEST_MEDIA.main}\\720p\\index.m3u8`,
      `${prefix}//..//..//${TEST_MEDIA.main}/720p/index.m3u8`,
      `${prefix}/.complete`,
      `${prefix}/360p/seg_00000.m4s%00.jpg`,
    ];
    for (const attempt of attempts) {
      const response = await edge(attempt, sd.device);
      expect([400, 403, 404], attempt).toContain(response.status);
      expect(response.body.toString('utf8'), attempt).not.toMatch(/#EXTM3U|root:/);
    }
  });

  it('lets the app serve the same URLs when nginx is not in front', async () => {
    const direct = (url: string) =>
      server.request(url, { headers: { cookie: `${DEVICE_COOKIE}=${sd.device}` } });
    expect((await direct(`${base(sd.url)}360p/index.m3u8`)).status).toBe(200);
    expect((await direct(`${base(sd.url)}720p/index.m3u8`)).status).toBe(403);
    expect((await server.request(`${base(sd.url)}360p/index.m3u8`)).status).toBe(403);
  });
});
