import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { StoredObject } from '../../adapters/storage/storage';
import { createMediaFileCache } from './media-file-cache';

/** An in-memory storage that counts its reads. */
function fakeStorage(files: Record<string, string | Buffer>) {
  const reads: string[] = [];
  const modifiedAt = new Date('2026-11-01T10:00:00Z');
  return {
    reads,
    files,
    storage: {
      async stat(key: string): Promise<StoredObject | null> {
        const body = files[key];
        return body === undefined ? null : { key, size: Buffer.byteLength(body), modifiedAt };
      },
      async read(key: string): Promise<Buffer> {
        reads.push(key);
        const body = files[key];
        if (body === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
        return Buffer.from(body);
      },
    },
  };
}

const options = { maxBytes: 10_000, maxFileBytes: 1_000, ttlMs: 60_000 };

describe('media file cache', () => {
  it('reads a small file once and answers it from memory with the file sender’s validators', async () => {
    const { storage, reads } = fakeStorage({ 'videos/a/360p/init.mp4': 'init bytes' });
    const cache = createMediaFileCache({ storage, ...options });
    const first = await cache.get('videos/a/360p/init.mp4');
    const second = await cache.get('videos/a/360p/init.mp4');
    expect(first).toMatchObject({ kind: 'memory' });
    expect(second).toEqual(first);
    expect(reads).toEqual(['videos/a/360p/init.mp4']);
    if (first?.kind !== 'memory') throw new Error('not from memory');
    expect(first.file.body.toString()).toBe('init bytes');
    // @fastify/send's weak ETag: size and mtime in hex.
    expect(first.file.etag).toBe(`W/"a-${new Date('2026-11-01T10:00:00Z').getTime().toString(16)}"`);
    expect(first.file.lastModified).toBe('Sun, 01 Nov 2026 10:00:00 GMT');
  });

  it('reads a file once for concurrent first requests', async () => {
    const { storage, reads } = fakeStorage({ 'videos/a/master.m3u8': '#EXTM3U' });
    const cache = createMediaFileCache({ storage, ...options });
    await Promise.all([1, 2, 3].map(() => cache.get('videos/a/master.m3u8')));
    expect(reads).toHaveLength(1);
  });

  it('leaves a file larger than the limit to be streamed, without reading it', async () => {
    const { storage, reads } = fakeStorage({ 'videos/a/1080p/seg_00000.m4s': Buffer.alloc(2_000) });
    const cache = createMediaFileCache({ storage, ...options });
    expect(await cache.get('videos/a/1080p/seg_00000.m4s')).toEqual({ kind: 'stream' });
    expect(reads).toEqual([]);
  });

  it('answers null for a missing file, and finds it once it exists', async () => {
    const { storage, files } = fakeStorage({});
    const cache = createMediaFileCache({ storage, ...options });
    expect(await cache.get('videos/a/poster.jpg')).toBeNull();
    files['videos/a/poster.jpg'] = 'jpeg';
    expect(await cache.get('videos/a/poster.jpg')).toMatchObject({ kind: 'memory' });
  });

  it('reads a file again once its time is up (a deleted video stops being served)', async () => {
    let now = 0;
    const { storage, files, reads } = fakeStorage({ 'videos/a/360p/index.m3u8': '#EXTM3U' });
    const cache = createMediaFileCache({ storage, ...options, now: () => now });
    await cache.get('videos/a/360p/index.m3u8');
    now = 59_000;
    await cache.get('videos/a/360p/index.m3u8');
    expect(reads).toHaveLength(1);
    delete files['videos/a/360p/index.m3u8'];
    now = 61_000;
    expect(await cache.get('videos/a/360p/index.m3u8')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used files beyond its size', async () => {
    const body = 'x'.repeat(400);
    const { storage, reads } = fakeStorage({ a: body, b: body, c: body });
    const cache = createMediaFileCache({ storage, ...options, maxBytes: 1_000 });
    await cache.get('a');
    await cache.get('b');
    await cache.get('a'); // a is now the most recent
    await cache.get('c'); // over 1,000 bytes: b goes
    expect(cache.size).toBeLessThanOrEqual(1_000);
    reads.length = 0;
    await cache.get('a');
    await cache.get('b');
    expect(reads).toEqual(['b']);
  });

  it('makes a derived text once per variant, with its gzip from 256 bytes', async () => {
    const master = `#EXTM3U\n${'#EXT-X-STREAM-INF:BANDWIDTH=1\nrung/index.m3u8\n'.repeat(20)}`;
    const { storage } = fakeStorage({ 'videos/a/master.m3u8': master, 'videos/a/en.vtt': 'WEBVTT\n' });
    const cache = createMediaFileCache({ storage, ...options });
    let made = 0;
    const upper = (text: string) => {
      made += 1;
      return text.toUpperCase();
    };
    const first = await cache.text('videos/a/master.m3u8', 'upper', upper);
    const again = await cache.text('videos/a/master.m3u8', 'upper', upper);
    expect(again).toBe(first);
    expect(made).toBe(1);
    expect(first!.identity.toString()).toBe(master.toUpperCase());
    expect(gunzipSync(first!.gzip!).toString()).toBe(master.toUpperCase());
    expect(first!.gzipEtag).not.toBe(first!.identityEtag);
    await cache.text('videos/a/master.m3u8', 'as-is', (text) => text);
    const short = await cache.text('videos/a/en.vtt', 'as-is', (text) => text);
    expect(short!.gzip).toBeNull();
    expect(await cache.text('videos/a/missing.vtt', 'as-is', (text) => text)).toBeNull();
  });

  it('forgets a folder changed in place, and keeps nothing from a read that began before', async () => {
    const { storage, files } = fakeStorage({
      'videos/a/master.m3u8': 'old master',
      'videos/ab/master.m3u8': 'other video',
    });
    const cache = createMediaFileCache({ storage, ...options });
    const asIs = (text: string) => text;
    expect((await cache.text('videos/a/master.m3u8', 'as-is', asIs))!.identity.toString()).toBe('old master');
    await cache.get('videos/ab/master.m3u8');
    files['videos/a/master.m3u8'] = 'new master';
    expect(cache.peek('videos/a/master.m3u8')!.body.toString()).toBe('old master');
    cache.forgetUnder('videos/a');
    expect(cache.peek('videos/a/master.m3u8')).toBeUndefined();
    expect(cache.peek('videos/ab/master.m3u8')!.body.toString()).toBe('other video');
    expect((await cache.text('videos/a/master.m3u8', 'as-is', asIs))!.identity.toString()).toBe('new master');

    // A read under way when its folder is forgotten: its answer is used once, never kept.
    const stale = cache.get('videos/c/master.m3u8');
    files['videos/c/master.m3u8'] = 'written meanwhile';
    cache.forgetUnder('videos/c/');
    await stale;
    expect(cache.peek('videos/c/master.m3u8')).toBeUndefined();
    expect(await cache.get('videos/c/master.m3u8')).toMatchObject({ kind: 'memory' });
    expect(cache.peek('videos/c/master.m3u8')!.body.toString()).toBe('written meanwhile');
  });
});

describe('media log level', () => {
  it('logs media files from warn at the default info level, and as configured otherwise', async () => {
    const { mediaLogLevel } = await import('./media.routes');
    expect(mediaLogLevel('info')).toBe('warn');
    for (const level of ['debug', 'trace', 'warn', 'error', 'silent'])
      expect(mediaLogLevel(level)).toBe(level);
  });
});
