import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { copyStorage } from './copy-storage';
import { createS3Storage } from './s3-storage';

let server: TestS3Server;
let s3: ReturnType<typeof createS3Storage>;
let from: string;

beforeAll(async () => {
  server = await startS3Server({ prefix: 'moved/' });
  from = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-copy-from-'));
  const files: Record<string, Buffer> = {
    'videos/v1/master.m3u8': Buffer.from('#EXTM3U\n'),
    'videos/v1/360p/seg_00001.m4s': randomBytes(2000),
    'artwork/titles/t1/poster-200.webp': randomBytes(300),
    // Larger than one part of 16 MiB: stored in parts, compared by the SHA-256 kept in its metadata.
    'sources/big.mp4': randomBytes(17 * 1024 * 1024),
    'work/transcode/x/build/seg.m4s': Buffer.from('scratch'),
    'uploads/abc': Buffer.from('unfinished upload'),
  };
  for (const [key, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(from, key)), { recursive: true });
    await fs.writeFile(path.join(from, key), body);
  }
  s3 = createS3Storage(server.config, { workDir: path.join(from, '..', 'unused-work') });
});

afterAll(async () => {
  s3?.destroy();
  await server?.stop();
  await fs.rm(from, { recursive: true, force: true });
});

describe('copying a local storage folder into a bucket', () => {
  it('copies, skips what is already there, and verification finds a corrupted object', async () => {
    const first = await copyStorage({ from, to: s3, verify: true });
    expect(first).toMatchObject({ files: 4, copied: 4, skipped: 0, verified: 4, mismatches: [] });
    expect(first.bytesCopied).toBe(8 + 2000 + 300 + 17 * 1024 * 1024);
    expect((await s3.list('', 100)).map((object) => object.key).sort()).toEqual([
      'artwork/titles/t1/poster-200.webp',
      'sources/big.mp4',
      'videos/v1/360p/seg_00001.m4s',
      'videos/v1/master.m3u8',
    ]);

    const again = await copyStorage({ from, to: s3 });
    expect(again).toMatchObject({ copied: 0, skipped: 4, bytesCopied: 0 });

    // Same size, other bytes, written behind the copy's back: only reading back can tell.
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: s3.objectKey('videos/v1/master.m3u8'),
        Body: Buffer.from('#EXTM3X\n'),
        Metadata: { sha256: 'f'.repeat(64) },
      }),
    );
    const checked = await copyStorage({ from, to: s3, verify: true });
    expect(checked).toMatchObject({ copied: 1, skipped: 3, mismatches: [] });
  });

  it('the command exits non-zero when verification finds a difference', async () => {
    const env = {
      ...process.env,
      ...server.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(from, '..'),
    };
    const run = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'copy-storage-cli.ts'), ...args],
        { env },
      );
    const ok = await run(['--from', from, '--verify']);
    expect(ok.stdout).toMatch(/4 files .*: 0 copied .*4 already there/);
    expect(ok.stdout).toMatch(/Verified 4 of 4/);

    // A corrupted object whose metadata still claims the file's checksum: skipped by the copy, caught by --verify.
    const head = await s3.stat('videos/v1/360p/seg_00001.m4s');
    const original = await fs.readFile(path.join(from, 'videos/v1/360p/seg_00001.m4s'));
    const { createHash } = await import('node:crypto');
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: s3.objectKey('videos/v1/360p/seg_00001.m4s'),
        Body: randomBytes(head!.size),
        Metadata: { sha256: createHash('sha256').update(original).digest('hex') },
      }),
    );
    const failed = await run(['--from', from, '--verify']).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('MISMATCH videos/v1/360p/seg_00001.m4s');
  });
});
