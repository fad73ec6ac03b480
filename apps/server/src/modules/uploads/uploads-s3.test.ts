import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
} from '@aws-sdk/client-s3';
import { studioVideoSchema } from '@mzansi/contracts/studio';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../../../test/accounts';
import { cloneTestDatabase, startTestServer, type TestServer } from '../../../test/harness';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import type { createS3Storage } from '../../adapters/storage/s3-storage';
import {
  createUpload,
  headUpload,
  makeSample,
  patchUpload,
  TUS_HEADERS,
  type TusTarget,
} from './test-support';
import { createTusStore } from './tus-store';

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Issue 20: with STORAGE_DRIVER=s3, tus writes every chunk into the bucket (@tus/s3-store), so an upload begun
 * through one API instance resumes through another. PostgreSQL: two apps on one database and bucket, each with its
 * own local folders; PGlite: the same app restarted (a new process's memory, nothing of the first kept).
 */
describe('resumable uploads on object storage, across instances', () => {
  const postgres = process.env.TEST_DB_DRIVER === 'postgres';
  let s3: TestS3Server;
  let first: TestServer;
  let second: TestServer;
  let fixtures: string;
  let sample: Buffer;

  beforeAll(async () => {
    fixtures = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-s3-uploads-'));
    // About 20 MB: a first chunk of 9 MiB is one 8 MiB part in the bucket plus a 1 MiB tail kept as `.part`.
    sample = await makeSample(path.join(fixtures, 'noise.mp4'), {
      width: 640,
      height: 360,
      seconds: 2,
      noise: true,
    });
    s3 = await startS3Server({ prefix: 'app/' });
    if (postgres) {
      const url = await cloneTestDatabase();
      first = await startTestServer({ databaseUrl: url, env: s3.env });
      second = await startTestServer({ databaseUrl: url, env: s3.env });
    } else {
      first = await startTestServer({ env: s3.env });
    }
  });

  afterAll(async () => {
    await first?.close();
    if (postgres) await second?.close();
    await s3?.stop();
    await fs.rm(fixtures, { recursive: true, force: true });
  });

  /** The other instance: on PGlite, the first one restarted (it is gone from then on). */
  const otherInstance = async () => {
    if (postgres) return second;
    first = await first.restart();
    return first;
  };
  const storageOf = (server: TestServer) => server.ctx.storage as ReturnType<typeof createS3Storage>;
  const uploadObjects = async (server: TestServer) =>
    (await server.ctx.storage.list('uploads/')).map((object) => object.key);
  const multipartUploads = async (server: TestServer, prefix = 'app/uploads/') => {
    const listed = await storageOf(server).client.send(
      new ListMultipartUploadsCommand({ Bucket: s3.bucket, Prefix: prefix }),
    );
    return (listed.Uploads ?? []).map((upload) => upload.Key);
  };

  it('resumes an upload through another instance and ingests the file from the bucket', async () => {
    expect(sample.length).toBeGreaterThan(10 * MiB);
    const a: TusTarget = { baseUrl: first.baseUrl, cookie: await signInDemo(first, 'creator') };
    const created = await createUpload(a, sample.length, { filename: 'noise.mp4', filetype: 'video/mp4' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    // The URL names the upload's UUID, whatever the key in the bucket.
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

    const firstChunk = 9 * MiB;
    const sent = await patchUpload(a, location, 0, sample.subarray(0, firstChunk));
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-offset')).toBe(String(firstChunk));
    // Nothing of it stays on the instance: one part of the multipart upload, the tail and tus's metadata in the bucket.
    expect(await multipartUploads(first)).toEqual([`app/uploads/${id}`]);
    expect(await uploadObjects(first)).toEqual([`uploads/${id}.info`, `uploads/${id}.part`]);

    const otherServer = await otherInstance();
    const b: TusTarget = { baseUrl: otherServer.baseUrl, cookie: await signInDemo(otherServer, 'creator') };
    const head = await headUpload(b, location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(firstChunk));
    expect(head.headers.get('upload-length')).toBe(String(sample.length));

    const rest = await patchUpload(b, location, firstChunk, sample.subarray(firstChunk));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(sample.length));

    // Ingested from the bucket: probed and queued, its source the very bytes sent.
    const video = await otherServer.request(`/api/studio/videos/${id}`, { headers: { cookie: b.cookie! } });
    expect(video.status).toBe(200);
    expect(studioVideoSchema.parse(await video.json()).status).toBe('transcoding');
    const source = await otherServer.ctx.storage.read(`sources/${id}.mp4`);
    expect(sha256(source)).toBe(sha256(sample));
    // Nothing of the upload is left: no objects under uploads/, no unfinished multipart upload.
    expect(await uploadObjects(otherServer)).toEqual([]);
    expect(await multipartUploads(otherServer)).toEqual([]);
    // And the finished upload is gone for tus too.
    expect((await headUpload(b, location)).status).toBe(404);
  });

  it.skipIf(!postgres)('takes over an upload whose request through another instance went quiet', async () => {
    const a: TusTarget = { baseUrl: first.baseUrl, cookie: await signInDemo(first, 'creator') };
    const b: TusTarget = { baseUrl: second.baseUrl, cookie: await signInDemo(second, 'creator') };
    const created = await createUpload(a, sample.length, { filename: 'noise.mp4', filetype: 'video/mp4' });
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;

    // A chunk that stops arriving through instance A: 9 MiB sent, then nothing, the request left open (a network
    // path gone quiet). A holds the upload's lock all the while.
    const stalled = http.request(`${first.baseUrl}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS_HEADERS,
        cookie: a.cookie!,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    const settled = new Promise<void>((resolve) => {
      stalled.on('response', (response) => response.resume().on('end', resolve));
      stalled.on('error', () => resolve());
    });
    try {
      stalled.write(sample.subarray(0, 9 * MiB));
      // The first 8 MiB part is in the bucket.
      const { client } = storageOf(first);
      const parts = async () => {
        const uploads = await client.send(
          new ListMultipartUploadsCommand({ Bucket: s3.bucket, Prefix: `app/uploads/${id}` }),
        );
        const upload = uploads.Uploads?.[0];
        if (!upload) return 0;
        const listed = await client.send(
          new ListPartsCommand({ Bucket: s3.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        return listed.Parts?.length ?? 0;
      };
      await expect.poll(parts, { timeout: 30_000 }).toBe(1);

      // The client goes on through instance B: B asks A's request to stop, A keeps what it received and lets go.
      const head = await headUpload(b, location);
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(8 * MiB);
      expect(offset).toBeLessThanOrEqual(9 * MiB);
      await settled;

      const rest = await patchUpload(b, location, offset, sample.subarray(offset));
      expect(rest.status).toBe(204);
      const source = await second.ctx.storage.read(`sources/${id}.mp4`);
      expect(sha256(source)).toBe(sha256(sample));
      expect(await uploadObjects(second)).toEqual([]);
    } finally {
      stalled.destroy();
    }
  });

  it('cancels an upload through another instance, aborting its multipart upload', async () => {
    const server = first;
    const a: TusTarget = { baseUrl: server.baseUrl, cookie: await signInDemo(server, 'creator') };
    const created = await createUpload(a, sample.length, { filename: 'noise.mp4', filetype: 'video/mp4' });
    const location = created.headers.get('location')!;
    expect((await patchUpload(a, location, 0, sample.subarray(0, 9 * MiB))).status).toBe(204);

    const otherServer = await otherInstance();
    const b: TusTarget = { baseUrl: otherServer.baseUrl, cookie: await signInDemo(otherServer, 'creator') };
    const cancelled = await fetch(`${b.baseUrl}${location}`, {
      method: 'DELETE',
      headers: { ...TUS_HEADERS, cookie: b.cookie! },
    });
    expect(cancelled.status).toBe(204);
    expect(await uploadObjects(otherServer)).toEqual([]);
    expect(await multipartUploads(otherServer)).toEqual([]);
    expect((await headUpload(b, location)).status).toBe(404);
  });

  it('accepts a retried last chunk of a completed upload, so a finish that failed runs again', async () => {
    const store = createTusStore(first.ctx);
    const uuid = randomUUID();
    const id = store.idOf(uuid);
    try {
      await store.datastore.create(new Upload({ id, size: 3, offset: 0 }));
      expect(await store.datastore.write(Readable.from([Buffer.from('abc')]), id, 0)).toBe(3);
      expect(await first.ctx.storage.read(`uploads/${uuid}`)).toEqual(Buffer.from('abc'));
      // The multipart upload is complete: a retry at the end has nothing to write and ends there again...
      expect(await store.datastore.write(Readable.from([]), id, 3)).toBe(3);
      expect((await store.datastore.getUpload(id)).offset).toBe(3);
      // ...while a write anywhere else still fails.
      await expect(store.datastore.write(Readable.from([]), id, 1)).rejects.toThrow();
    } finally {
      await store.forget(id);
      await first.ctx.storage.delete(`uploads/${uuid}`);
      store.close();
    }
    expect(await uploadObjects(first)).toEqual([]);
  });

  it('sweeps expired uploads under its own prefix only', async () => {
    const server = postgres ? second : first;
    const creator: TusTarget = { baseUrl: server.baseUrl, cookie: await signInDemo(server, 'creator') };
    const created = await createUpload(creator, sample.length, {
      filename: 'noise.mp4',
      filetype: 'video/mp4',
    });
    const location = created.headers.get('location')!;
    expect((await patchUpload(creator, location, 0, sample.subarray(0, 9 * MiB))).status).toBe(204);
    // Another application's multipart upload in the same bucket, outside our prefix.
    const { client } = storageOf(server);
    const foreign = await client.send(
      new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: 'other/file' }),
    );

    // A store whose uploads expire after 1 ms: ours is expired as soon as a millisecond has passed.
    const store = createTusStore(server.ctx, { expiryMs: 1 });
    try {
      await expect.poll(() => store.deleteExpired(), { timeout: 10_000 }).toBe(1);
    } finally {
      store.close();
    }
    expect(await uploadObjects(server)).toEqual([]);
    expect(await multipartUploads(server)).toEqual([]);
    expect((await headUpload(creator, location)).status).toBe(404);
    expect(await multipartUploads(server, 'other/')).toEqual(['other/file']);
    await client.send(
      new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: 'other/file', UploadId: foreign.UploadId }),
    );
    expect(await multipartUploads(server, 'other/')).toEqual([]);
  });
});
