import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Bytes `start` to `end` of an object, both included (as in an HTTP Range header); no `end`: to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where files live: uploads, HLS output, artwork, avatars. Keys are relative POSIX paths made by the server
 * (never from user input directly), e.g. `videos/<id>/720p/seg_00001.m4s`. Two backends: the local disk
 * (local-storage.ts, the default) and an S3-compatible bucket (s3-storage.ts). Modules never see a file path of a
 * stored object: tools that need files (ffmpeg, ffprobe) get a local copy through `withLocalFile` /
 * `withLocalDirectory`, write into `scratchPath` and hand the result back with `publishDirectory` or `putFile`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** A stream of an object's bytes, or of a range of them. Rejects when the object does not exist. */
  readStream(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Objects under a prefix (`''`: all of them), in key order, at most `limit` (default 100, spec §9). */
  list(prefix: string, limit?: number): Promise<StoredObject[]>;
  /** Writes, reads back and removes a probe object: used by /api/health. */
  check(): Promise<void>;
  /** Moves an object to another key (local: a rename; s3: a server-side copy, then the old one is deleted). */
  move(fromKey: string, toKey: string): Promise<void>;
  /**
   * Stores a local file under a key. `move: true` lets the backend take the file (local: a rename when on the same
   * disk); the file is gone afterwards either way.
   */
  putFile(key: string, file: string, options?: { move?: boolean }): Promise<void>;
  /**
   * Runs `fn` with a local path holding the object's bytes, for tools that read files (ffprobe, ffmpeg).
   * Local: the stored file itself (read it, never write it); s3: a temporary download, removed after `fn`.
   */
  withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T>;
  /** As withLocalFile, for every object under a prefix: `fn` gets a local directory laid out like the keys. */
  withLocalDirectory<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T>;
  /**
   * A local directory for scratch work under a key-like name (e.g. `work/transcode/<id>`), always on this machine:
   * ffmpeg writes there. Local: inside the storage root (same disk, so publishing is a rename); s3: under WORK_DIR.
   * Not created: callers make what they need and remove it with `clearScratch`.
   */
  scratchPath(name: string): string;
  clearScratch(name: string): Promise<void>;
  /**
   * Puts a finished local directory where readers look, at `prefix`, replacing everything that was there; the
   * directory is consumed. Readers never see a master playlist whose segments are missing: local swaps the whole
   * directory in by rename; s3 uploads media first, playlists after, `master.m3u8` very last, then removes objects
   * under the prefix that are not in the new set.
   */
  publishDirectory(localDir: string, prefix: string): Promise<void>;
}

/** Refuses keys that could escape the storage root or be misread by a shell or a URL. */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** The files under a local directory, as POSIX paths relative to it (sorted, for stable order). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The order a published directory goes up in: media and everything else first, then playlists, the master last,
 * so a player that reads a playlist finds every file it names.
 */
export function publishOrder(files: readonly string[]): string[][] {
  const media = files.filter((file) => !file.endsWith('.m3u8'));
  const playlists = files.filter((file) => file.endsWith('.m3u8') && file !== 'master.m3u8');
  const master = files.filter((file) => file === 'master.m3u8');
  return [media, playlists, master].filter((group) => group.length > 0);
}

/**
 * Runs a tool that writes files into a local directory (artwork drawing), then stores each file under `prefix`,
 * beside what is already there (nothing under the prefix is removed). The directory is scratch space, removed after.
 */
export async function storeToolOutput<T>(
  storage: Storage,
  prefix: string,
  fn: (dir: string) => Promise<T>,
): Promise<T> {
  const name = `output/${randomUUID()}`;
  const dir = storage.scratchPath(name);
  try {
    const result = await fn(dir);
    const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
    for (const file of await filesUnder(dir)) {
      await storage.putFile(`${base}${file}`, path.join(dir, ...file.split('/')), { move: true });
    }
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
