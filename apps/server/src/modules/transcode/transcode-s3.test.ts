import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { studioVideoSchema, type StudioVideo } from '@mzansi/contracts/studio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import type { createS3Storage } from '../../adapters/storage/s3-storage';
import { bindingTag, signMediaToken } from '../media/media-token';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { createUpload, headUpload, makeSample, patchUpload, type TusTarget } from '../uploads/test-support';
import { startTranscodeWorker, type TranscodeWorker } from './transcode.worker';

const WAIT = { timeout: 120_000, interval: 100 };

/** The whole path with STORAGE_DRIVER=s3: a tus upload, the probe, the transcode and the media route, on a bucket. */
describe('uploads and transcoding on object storage', () => {
  let s3: TestS3Server;
  let server: TestServer;
  let fixtures: string;
  let creator: TusTarget;
  let sample: Buffer;
  let worker: TranscodeWorker | undefined;

  beforeAll(async () => {
    fixtures = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-s3-fixtures-'));
    sample = await makeSample(path.join(fixtures, 'short.mp4'), { width: 640, height: 360, seconds: 4 });
    s3 = await startS3Server({ prefix: 'app/' });
    server = await startTestServer({ env: { ...s3.env, TRANSCODE_PRESET: 'ultrafast' } });
    creator = { baseUrl: server.baseUrl, cookie: await signInDemo(server, 'creator') };
  });

  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await s3?.stop();
    await fs.rm(fixtures, { recursive: true, force: true });
  });

  const bucketKeys = async (prefix: string) => {
    const storage = server.ctx.storage as ReturnType<typeof createS3Storage>;
    const listed = await storage.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `app/${prefix}` }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!.slice('app/'.length)).sort();
  };
  const studioVideo = async (id: string): Promise<StudioVideo> => {
    const response = await server.request(`/api/studio/videos/${id}`, {
      headers: { cookie: creator.cookie! },
    });
    return studioVideoSchema.parse(await response.json());
  };

  it('uploads in two chunks with a resume, transcodes into the bucket and serves the files with ranges', async () => {
    expect(server.ctx.storage.kind).toBe('s3');
    const created = await createUpload(creator, sample.length, {
      filename: 'short.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    const half = Math.floor(sample.length / 2);
    expect((await patchUpload(creator, location, 0, sample.subarray(0, half))).status).toBe(204);
    const head = await headUpload(creator, location);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await patchUpload(creator, location, half, sample.subarray(half));
    expect(last.status).toBe(204);
    // The source went to the bucket, and was probed from there.
    expect(await bucketKeys('sources/')).toEqual([`sources/${id}.mp4`]);
    expect((await studioVideo(id)).status).toBe('transcoding');

    worker = await startTranscodeWorker(server.ctx, server.services, {
      reconcileEveryMs: 0,
      pollingIntervalSeconds: 0.5,
    });
    await vi.waitFor(async () => expect((await studioVideo(id)).status).toBe('ready'), WAIT);
    await vi.waitFor(async () => expect(await bucketKeys('sources/')).toEqual([]), WAIT);

    const files = await bucketKeys(`videos/${id}/`);
    expect(files).toContain(`videos/${id}/master.m3u8`);
    expect(files).toContain(`videos/${id}/poster.jpg`);
    expect(files).toContain(`videos/${id}/360p/init.mp4`);
    expect(files.some((key) => /\/360p\/seg_\d+\.m4s$/.test(key))).toBe(true);
    // Nothing of the encode is left in local scratch space.
    const scratch = path.join(server.storageDir, '.work');
    const leftovers = await fs.readdir(path.join(scratch, 'work', 'transcode')).catch(() => []);
    expect(leftovers).toEqual([]);

    // The media route reads the bucket: playlists, a whole segment, a range of it, HEAD, a conditional request.
    const device = 'test-device-s3';
    const token = signMediaToken(server.ctx.config.mediaTokenSecret, {
      videoId: id,
      expires: Math.floor(server.clock.now().getTime() / 1000) + 600,
      maxHeight: 1080,
      binding: bindingTag(device),
    });
    const get = (file: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${server.baseUrl}/media/v/${token}/${id}/${file}`, {
        method,
        headers: { cookie: `${DEVICE_COOKIE}=${device}`, ...headers },
      });
    const master = await get('master.m3u8');
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('360p/index.m3u8');
    const playlist = await (await get('360p/index.m3u8')).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.m4s'))!;
    const stored = await server.ctx.storage.read(`videos/${id}/360p/${segment}`);

    const whole = await get(`360p/${segment}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    const ranged = await get(`360p/${segment}`, { range: 'bytes=10-109' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 10-109/${stored.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(stored.subarray(10, 110))).toBe(true);
    const tail = await get(`360p/${segment}`, { range: 'bytes=-5' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(stored.subarray(stored.length - 5))).toBe(true);
    const past = await get(`360p/${segment}`, { range: `bytes=${stored.length}-` });
    expect(past.status).toBe(416);
    const headOnly = await get(`360p/${segment}`, {}, 'HEAD');
    expect(headOnly.status).toBe(200);
    expect(headOnly.headers.get('content-length')).toBe(String(stored.length));
    const etag = whole.headers.get('etag')!;
    expect((await get(`360p/${segment}`, { 'if-none-match': etag, range: 'bytes=0-1' })).status).toBe(304);
    expect((await get('poster.jpg')).headers.get('content-type')).toBe('image/jpeg');
    expect((await get('360p/seg_99999.m4s', { range: 'bytes=0-1' })).status).toBe(404);

    // Deleting the video removes its objects.
    const removed = await server.request(`/api/studio/videos/${id}`, {
      method: 'DELETE',
      headers: { cookie: creator.cookie! },
    });
    expect(removed.status).toBeLessThan(300);
    expect(await bucketKeys(`videos/${id}/`)).toEqual([]);
  });
});
