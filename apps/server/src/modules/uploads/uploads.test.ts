import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { studioVideoSchema } from '@mzansi/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccount, signInDemo, signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles, userRoles, users } from '../../db/schema/index';
import {
  createUpload,
  headUpload,
  interruptedPatch,
  makeSample,
  patchUpload,
  TUS_HEADERS,
  uploadFile,
  type TusTarget,
} from './test-support';

describe('tus uploads at /api/uploads', () => {
  let server: TestServer;
  let fixtures: string;
  let clip: Buffer;
  let audioOnly: Buffer;
  let matroska: Buffer;
  let creator: TusTarget;
  let admin: TusTarget;
  let otherCreator: TusTarget;

  beforeAll(async () => {
    fixtures = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-upload-fixtures-'));
    [clip, audioOnly, matroska] = await Promise.all([
      makeSample(path.join(fixtures, 'clip.mp4')),
      makeSample(path.join(fixtures, 'sound.mp4'), { video: false }),
      makeSample(path.join(fixtures, 'clip.mkv'), { container: 'matroska' }),
    ]);
    server = await startTestServer();
    creator = { baseUrl: server.baseUrl, cookie: await signInDemo(server, 'creator') };
    admin = { baseUrl: server.baseUrl, cookie: await signInDemo(server, 'admin') };
    const other = await signUpAndConfirm(server);
    await server.ctx.database.db.insert(userRoles).values({ userId: other.userId, role: 'creator' });
    otherCreator = { baseUrl: server.baseUrl, cookie: other.cookie };
  });

  afterAll(async () => {
    await server?.close();
    await fs.rm(fixtures, { recursive: true, force: true });
  });

  const video = async (target: TusTarget, id: string) => {
    const response = await server.request(`/api/studio/videos/${id}`, {
      headers: { cookie: target.cookie! },
    });
    expect(response.status).toBe(200);
    return studioVideoSchema.parse(await response.json());
  };
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;
  const tusFile = (id: string) => path.join(server.storageDir, 'uploads', id);
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  const queued = async (id: string) => (await server.ctx.jobs!.latestJobs('transcode', [id])).get(id);

  describe('starting an upload', () => {
    it('answers 401 to visitors and 403 to viewers and moderators', async () => {
      const meta = { filename: 'clip.mp4', filetype: 'video/mp4' };
      expect((await createUpload({ baseUrl: server.baseUrl, cookie: null }, 10, meta)).status).toBe(401);
      for (const role of ['free', 'premium', 'moderator'] as const) {
        const cookie = await signInDemo(server, role);
        const response = await createUpload({ baseUrl: server.baseUrl, cookie }, 10, meta);
        expect(response.status, role).toBe(403);
        expect((await errorOf(response)).code).toBe('forbidden');
      }
    });

    it('refuses a file name outside the allow-list with 415 before any byte is sent', async () => {
      const response = await createUpload(creator, 1000, {
        filename: 'clip.avi',
        filetype: 'video/x-msvideo',
      });
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({
        code: 'unsupported_media_type',
        message: 'Choose a video file: MP4, MOV, M4V, MKV or WebM.',
      });
    });

    it('refuses a type that is not video, a missing file name and an empty file', async () => {
      const typed = await createUpload(creator, 1000, { filename: 'notes.mp4', filetype: 'text/plain' });
      expect(typed.status).toBe(415);
      expect((await errorOf(typed)).message).toBe('"text/plain" is not a video file type.');
      const unnamed = await createUpload(creator, 1000, { filetype: 'video/mp4' });
      expect(unnamed.status).toBe(400);
      expect((await errorOf(unnamed)).code).toBe('validation_failed');
      const empty = await createUpload(creator, 0, { filename: 'clip.mp4', filetype: 'video/mp4' });
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).message).toBe('The file is empty.');
    });

    it('refuses a file over UPLOAD_MAX_BYTES with 413 and the limit in words', async () => {
      const small = await startTestServer({ env: { UPLOAD_MAX_BYTES: String(1024 * 1024) } });
      try {
        const target = { baseUrl: small.baseUrl, cookie: await signInDemo(small, 'creator') };
        const response = await createUpload(target, 2 * 1024 * 1024, {
          filename: 'big.mp4',
          filetype: 'video/mp4',
        });
        expect(response.status).toBe(413);
        expect(await errorOf(response)).toEqual({
          code: 'payload_too_large',
          message: 'The file is larger than the 1 MB upload limit.',
        });
      } finally {
        await small.close();
      }
    });

    it("refuses to attach to someone else's title", async () => {
      const [demoTitle] = await server.ctx.database.db.select({ id: titles.id }).from(titles).limit(1);
      const response = await createUpload(creator, 1000, {
        filename: 'clip.mp4',
        filetype: 'video/mp4',
        titleId: demoTitle!.id,
        kind: 'trailer',
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe('You can only manage your own titles and videos.');
    });
  });

  describe('a good upload', () => {
    it('creates the video, probes it and queues its transcode; the bytes land in sources/', async () => {
      const { id, location, created, last } = await uploadFile(creator, clip, {
        filename: 'My First Clip.mp4',
        filetype: 'video/mp4',
      });
      expect(created.headers.get('location')).toBe(`/api/uploads/${id}`);
      expect(created.headers.get('tus-resumable')).toBe('1.0.0');
      expect(last.status).toBe(204);
      expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

      const stored = await video(creator, id);
      expect(stored).toMatchObject({
        id,
        kind: 'main',
        status: 'transcoding',
        progress: 0,
        failureReason: null,
        width: 320,
        height: 180,
        originalFilename: 'My First Clip.mp4',
        titleId: null,
      });
      const [owner] = await server.ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoAccount('creator').email));
      expect(stored.createdBy).toBe(owner!.id);
      expect(stored.durationSeconds).toBeCloseTo(3, 0);
      expect(await fs.readFile(path.join(server.storageDir, 'sources', `${id}.mp4`))).toEqual(clip);
      expect(await exists(tusFile(id))).toBe(false);
      expect(await queued(id)).toMatchObject({ state: 'created', singletonKey: id });
    });

    it("carries the finishing request's X-Request-Id into the transcode job it queues", async () => {
      const created = await createUpload(creator, clip.length, {
        filename: 'traced.mp4',
        filetype: 'video/mp4',
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const id = location.split('/').pop()!;
      const finished = await fetch(`${server.baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS_HEADERS,
          cookie: creator.cookie!,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'x-request-id': 'lb-trace-0001',
        },
        body: clip,
      });
      expect(finished.status).toBe(204);
      expect(finished.headers.get('x-request-id')).toBe('lb-trace-0001');
      expect(await queued(id)).toMatchObject({ state: 'created', requestId: 'lb-trace-0001' });
    });

    it('resumes an interrupted upload: HEAD gives the stored offset, a wrong offset is 409', async () => {
      const created = await createUpload(creator, clip.length, {
        filename: 'resume.mp4',
        filetype: 'video/mp4',
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const id = location.split('/').pop()!;
      const half = Math.floor(clip.length / 2);
      await interruptedPatch(creator, location, clip, half, () =>
        vi.waitFor(
          async () => {
            expect((await fs.stat(tusFile(id))).size).toBeGreaterThan(0);
          },
          { timeout: 15_000, interval: 20 },
        ),
      );

      const head = await headUpload(creator, location);
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toBe('no-store');
      expect(head.headers.get('upload-length')).toBe(String(clip.length));
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(half);

      const wrong = await patchUpload(creator, location, offset + 1, clip.subarray(offset + 1));
      expect(wrong.status).toBe(409);
      expect((await errorOf(wrong)).code).toBe('conflict');

      const rest = await patchUpload(creator, location, offset, clip.subarray(offset));
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(clip.length));
      expect((await video(creator, id)).status).toBe('transcoding');
      expect(await fs.readFile(path.join(server.storageDir, 'sources', `${id}.mp4`))).toEqual(clip);
    });

    it("keeps an upload to its owner: another creator's HEAD and PATCH are 404, an admin may look", async () => {
      const created = await createUpload(creator, clip.length, {
        filename: 'mine.mp4',
        filetype: 'video/mp4',
      });
      const location = created.headers.get('location')!;
      expect((await headUpload(otherCreator, location)).status).toBe(404);
      const patch = await patchUpload(otherCreator, location, 0, clip);
      expect(patch.status).toBe(404);
      expect((await errorOf(patch)).message).toBe('This upload does not exist or is not yours.');
      expect((await headUpload(admin, location)).status).toBe(200);
    });

    it('attaches at once to a title of mine named in the metadata', async () => {
      const response = await server.request('/api/studio/titles', {
        method: 'POST',
        headers: { cookie: creator.cookie! },
        json: {
          title: 'Upload Target',
          type: 'movie',
          releaseYear: 2026,
          ageRating: 'PG',
          originalLanguage: 'zu',
        },
      });
      expect(response.status).toBe(201);
      const title = (await response.json()) as { id: string };
      const { id } = await uploadFile(creator, clip, {
        filename: 'trailer.mp4',
        filetype: 'video/mp4',
        titleId: title.id,
        kind: 'trailer',
      });
      expect(await video(creator, id)).toMatchObject({
        titleId: title.id,
        titleName: 'Upload Target',
        kind: 'trailer',
      });
    });
  });

  describe('bad files', () => {
    const refused = async (file: Buffer, filename: string) => {
      const { id, last } = await uploadFile(creator, file, { filename, filetype: 'video/mp4' }, 1);
      expect(last.status).toBe(415);
      const error = (await last.json()) as {
        error: { code: string; message: string; details: { videoId: string } };
      };
      expect(error.error.code).toBe('unsupported_media_type');
      expect(error.error.details).toEqual({ videoId: id });
      const stored = await video(creator, id);
      expect(stored).toMatchObject({ status: 'failed', failureReason: error.error.message });
      expect(await exists(path.join(server.storageDir, 'sources', `${id}.mp4`))).toBe(false);
      expect(await exists(tusFile(id))).toBe(false);
      expect(await queued(id)).toBeUndefined();
      return error.error.message;
    };

    it('refuses a text file renamed .mp4: not a video, never queued, source removed', async () => {
      expect(await refused(Buffer.from('This is not a video at all.\n'.repeat(200)), 'notes.mp4')).toBe(
        'This file is not a video we can read. Upload an MP4, MOV, M4V, MKV or WebM video.',
      );
    });

    it('refuses a file without a video stream', async () => {
      expect(await refused(audioOnly, 'sound.mp4')).toBe('The file has no video stream.');
    });

    it('refuses content that does not match its extension', async () => {
      expect(await refused(matroska, 'clip.mp4')).toBe(
        'The file is a Matroska/WebM file, not the MP4/MOV video its .mp4 name says.',
      );
    });
  });
});
