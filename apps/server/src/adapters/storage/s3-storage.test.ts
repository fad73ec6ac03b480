import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

let server: TestS3Server;
let s3: ReturnType<typeof createS3Storage>;
let localRoot: string;
let workDir: string;

beforeAll(async () => {
  server = await startS3Server({ prefix: 'install-a/' });
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-s3-work-'));
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-local-storage-'));
  // A small page size, so listing and deleting cross several pages.
  s3 = createS3Storage(server.config, { workDir, pageSize: 7 });
});

afterAll(async () => {
  s3?.destroy();
  await server?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
  await fs.rm(localRoot, { recursive: true, force: true });
});

/** What both backends must do alike. */
describe.each([
  ['local', () => createLocalStorage(localRoot) as Storage],
  ['s3', () => s3 as Storage],
])('%s storage', (kind, make) => {
  it('puts, reads, stats, lists and deletes', async () => {
    const storage = make();
    expect(storage.kind).toBe(kind);
    await storage.put('things/a.txt', Buffer.from('alpha'));
    await storage.put('things/sub/b.txt', Readable.from([Buffer.from('be'), Buffer.from('ta')]));
    expect((await storage.read('things/a.txt')).toString()).toBe('alpha');
    expect(await text(await storage.readStream('things/sub/b.txt'))).toBe('beta');
    expect(await text(await storage.readStream('things/a.txt', { start: 1, end: 3 }))).toBe('lph');
    expect(await text(await storage.readStream('things/a.txt', { start: 2 }))).toBe('pha');
    expect(await storage.stat('things/a.txt')).toMatchObject({ key: 'things/a.txt', size: 5 });
    expect(await storage.stat('things/missing.txt')).toBeNull();
    await expect(storage.readStream('things/missing.txt')).rejects.toThrow();
    expect((await storage.list('things')).map((object) => object.key)).toEqual([
      'things/a.txt',
      'things/sub/b.txt',
    ]);
    await storage.move('things/a.txt', 'moved/a.txt');
    expect(await storage.stat('things/a.txt')).toBeNull();
    expect((await storage.read('moved/a.txt')).toString()).toBe('alpha');
    await storage.deletePrefix('things');
    expect(await storage.list('things')).toEqual([]);
    await storage.delete('moved/a.txt');
    await storage.delete('moved/a.txt');
    expect(await storage.stat('moved/a.txt')).toBeNull();
    await storage.check();
  });

  it('lends a local file and a local directory', async () => {
    const storage = make();
    await storage.put('lend/x/one.txt', Buffer.from('one'));
    await storage.put('lend/x/deep/two.txt', Buffer.from('two'));
    let seen = '';
    const result = await storage.withLocalFile('lend/x/one.txt', async (file) => {
      seen = file;
      return fs.readFile(file, 'utf8');
    });
    expect(result).toBe('one');
    expect(path.basename(seen)).toBe('one.txt');
    const listed = await storage.withLocalDirectory('lend/x', async (dir) => [
      await fs.readFile(path.join(dir, 'one.txt'), 'utf8'),
      await fs.readFile(path.join(dir, 'deep', 'two.txt'), 'utf8'),
    ]);
    expect(listed).toEqual(['one', 'two']);
    // The stored file stays; an S3 download is removed after use.
    expect(await storage.stat('lend/x/one.txt')).not.toBeNull();
    if (kind === 's3') await expect(fs.access(seen)).rejects.toThrow();
  });

  it('publishes a directory over the old one, and stores a local file', async () => {
    const storage = make();
    const build = async (files: Record<string, string>) => {
      const dir = storage.scratchPath(`work/test/${randomBytes(4).toString('hex')}`);
      for (const [name, body] of Object.entries(files)) {
        await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await fs.writeFile(path.join(dir, name), body);
      }
      return dir;
    };
    await storage.publishDirectory(
      await build({
        'master.m3u8': 'm1',
        '360p/index.m3u8': 'p1',
        '360p/seg_00001.m4s': 's1',
        'old.jpg': 'o',
      }),
      'pub/v1',
    );
    const second = await build({ 'master.m3u8': 'm2', '360p/index.m3u8': 'p2', '360p/seg_00002.m4s': 's2' });
    await storage.publishDirectory(second, 'pub/v1');
    await expect(fs.access(second)).rejects.toThrow();
    expect((await storage.list('pub/v1')).map((object) => object.key)).toEqual([
      'pub/v1/360p/index.m3u8',
      'pub/v1/360p/seg_00002.m4s',
      'pub/v1/master.m3u8',
    ]);
    expect((await storage.read('pub/v1/master.m3u8')).toString()).toBe('m2');

    const file = path.join(await build({ 'f.bin': 'file body' }), 'f.bin');
    await storage.putFile('files/f.bin', file, { move: true });
    expect((await storage.read('files/f.bin')).toString()).toBe('file body');
    await expect(fs.access(file)).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  it('keeps every key under S3_PREFIX', async () => {
    await s3.put('prefixed/k.txt', Buffer.from('k'));
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'prefixed' }),
    );
    expect(listed.KeyCount ?? 0).toBe(0);
    expect(await s3.stat('prefixed/k.txt')).not.toBeNull();
    expect(s3.objectKey('prefixed/k.txt')).toBe('install-a/prefixed/k.txt');
  });

  it('lists and deletes across pages, and stops at the limit', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `many/${String(index).padStart(3, '0')}.txt`);
    await Promise.all(keys.map((key) => s3.put(key, Buffer.from(key))));
    expect((await s3.list('many', 1000)).map((object) => object.key)).toEqual(keys);
    expect((await s3.list('many', 10)).map((object) => object.key)).toEqual(keys.slice(0, 10));
    // `many` is a folder: a sibling sharing its first letters is not under it.
    await s3.put('many-others/keep.txt', Buffer.from('keep'));
    await s3.deletePrefix('many');
    expect(await s3.list('many', 1000)).toEqual([]);
    expect(await s3.stat('many-others/keep.txt')).not.toBeNull();
  });

  it('uploads a stream larger than one part in parts, and reads ranges of it', async () => {
    const body = randomBytes(9 * 1024 * 1024);
    await s3.put('big/blob.bin', Readable.from([body.subarray(0, 3_000_000), body.subarray(3_000_000)]));
    expect((await s3.stat('big/blob.bin'))?.size).toBe(body.length);
    const back = await s3.read('big/blob.bin');
    expect(createHash('sha256').update(back).digest('hex')).toBe(
      createHash('sha256').update(body).digest('hex'),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await s3.readStream('big/blob.bin', { start: 8_000_000, end: 8_000_099 })) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(body.subarray(8_000_000, 8_000_100))).toBe(true);
  });

  it('publishes media before playlists and the master playlist last', async () => {
    const order: string[] = [];
    const recording = createS3Storage(server.config, { workDir, pageSize: 7 });
    const put = recording.put.bind(recording);
    recording.put = async (key, body) => {
      await put(key, body);
      order.push(key);
    };
    const dir = recording.scratchPath('work/order');
    for (const name of [
      'master.m3u8',
      '720p/index.m3u8',
      '720p/init.mp4',
      'audio/en/index.m3u8',
      'poster.jpg',
    ]) {
      await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await fs.writeFile(path.join(dir, name), name);
    }
    for (let index = 1; index <= 20; index++) {
      await fs.writeFile(path.join(dir, '720p', `seg_${String(index).padStart(5, '0')}.m4s`), 'segment');
    }
    await recording.publishDirectory(dir, 'ordered/v');
    recording.destroy();
    expect(order.at(-1)).toBe('ordered/v/master.m3u8');
    const firstPlaylist = order.findIndex((key) => key.endsWith('.m3u8'));
    expect(order.slice(firstPlaylist).every((key) => key.endsWith('.m3u8'))).toBe(true);
    expect(order).toHaveLength(25);
  });

  it('names the operation and key when a request fails', async () => {
    const wrong = createS3Storage({ ...server.config, bucket: 'no-such-bucket' }, { workDir });
    await expect(wrong.put('a/b.txt', Buffer.from('x'))).rejects.toThrow(/S3 put "a\/b.txt" failed/);
    await expect(wrong.check()).rejects.toThrow(/S3 put/);
    wrong.destroy();
  });
});
