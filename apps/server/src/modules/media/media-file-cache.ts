import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Storage } from '../../adapters/storage/storage';

/**
 * The small files of a video kept in memory: playlists, init segments, captions and segments up to
 * `maxFileBytes`, so the media route answers them without a round trip through libuv's thread pool (stat, open,
 * read, close: four hops per file, most of the route's time to first byte; bench/segments/ttfb.bench.ts). Larger
 * files are streamed from disk as before, and only their size is remembered.
 *
 * A video's media files never change at a URL (the transcoder publishes a new directory by rename), so an entry is
 * kept until it is evicted (least recently used first, `maxBytes` in all) or `ttlMs` has passed. What does change in
 * place (the master playlist and captions when a video's captions change, everything when it is deleted) is forgotten
 * by its writer through `forgetUnder` (playlist-preload.ts `forgetMediaFiles`, which on PostgreSQL also tells every
 * other process serving the same database; `ttlMs` stays the safety net for a message lost). Concurrent misses of
 * one file read it once. Derived answers (a master playlist filtered to a rung cap, gzipped) hang on their file's
 * entry and go with it.
 */
export interface CachedFile {
  body: Buffer;
  size: number;
  /** the weak ETag @fastify/send gives the same file (size and mtime), so both paths answer alike */
  etag: string;
  lastModified: string;
}

/** A text answer made once from a file: its bytes and their gzip, each with an ETag of its own. */
export interface DerivedText {
  identity: Buffer;
  identityEtag: string;
  gzip: Buffer | null;
  gzipEtag: string | null;
}

interface Entry {
  /** null: the file is larger than maxFileBytes (stream it) */
  file: CachedFile | null;
  bytes: number;
  loadedAt: number;
  derived: Map<string, DerivedText>;
}

export interface MediaFileCacheOptions {
  storage: Pick<Storage, 'stat' | 'read'>;
  maxBytes: number;
  maxFileBytes: number;
  ttlMs: number;
  now?: () => number;
}

/** What `get` answers: the file from memory, `stream` for a file too large to keep, null when it does not exist. */
export type CacheLookup = { kind: 'memory'; file: CachedFile } | { kind: 'stream' } | null;

/** Text answers of at least this many bytes are also kept gzipped (as the route's compression threshold). */
export const GZIP_MIN_BYTES = 256;

const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

function derive(text: string): DerivedText {
  const identity = Buffer.from(text, 'utf8');
  const gzip = identity.length >= GZIP_MIN_BYTES ? gzipSync(identity) : null;
  return { identity, identityEtag: weakEtag(identity), gzip, gzipEtag: gzip ? weakEtag(gzip) : null };
}

export function createMediaFileCache(options: MediaFileCacheOptions) {
  const { storage, maxBytes, maxFileBytes, ttlMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | null>>();
  let totalBytes = 0;
  /** how many times `forgetUnder` has run */
  let forgotten = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry) {
    forget(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  async function load(key: string): Promise<Entry | null> {
    const info = await storage.stat(key);
    if (!info) return null;
    const etag = `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
    const lastModified = info.modifiedAt.toUTCString();
    if (info.size > maxFileBytes) return { file: null, bytes: 64, loadedAt: now(), derived: new Map() };
    const body = await storage.read(key);
    return {
      file: { body, size: body.length, etag, lastModified },
      bytes: body.length + 64,
      loadedAt: now(),
      derived: new Map(),
    };
  }

  /** A fresh entry already in memory, without reading anything (most recently used last). */
  function fresh(key: string): Entry | undefined {
    const cached = entries.get(key);
    if (!cached || now() - cached.loadedAt >= ttlMs) return undefined;
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  }

  async function entryOf(key: string): Promise<Entry | null> {
    // Most recently used last: eviction walks the map from its oldest entry.
    const cached = fresh(key);
    if (cached) return cached;
    let pending = loading.get(key);
    if (!pending) {
      const started = load(key).finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
      pending = started;
      loading.set(key, started);
    }
    const generation = forgotten;
    const entry = await pending;
    // A read that began before its folder was forgotten answers this request but is not kept.
    if (generation !== forgotten) return entry;
    if (entry) {
      if (entries.get(key) !== entry) keep(key, entry);
    } else {
      forget(key);
    }
    return entry;
  }

  return {
    /**
     * The file under a storage key when it is in memory now, without waiting: for the fast lane (D71), which leaves
     * everything else (a first read, a file too large to keep) to the route.
     */
    peek(key: string): CachedFile | undefined {
      return fresh(key)?.file ?? undefined;
    },

    /** A text answer already made from a file in memory (see `text`), without waiting. */
    peekText(key: string, variant: string): DerivedText | undefined {
      return fresh(key)?.derived.get(variant);
    },

    /** The file under a storage key: from memory, or `stream` when it is too large to keep; null when missing. */
    async get(key: string): Promise<CacheLookup> {
      const entry = await entryOf(key);
      if (!entry) return null;
      return entry.file ? { kind: 'memory', file: entry.file } : { kind: 'stream' };
    },

    /**
     * A text answer derived from a file (e.g. the master playlist filtered to a rung cap), made once per `variant`
     * while the file's entry lives. Null when the file is missing or too large to keep.
     */
    async text(key: string, variant: string, make: (text: string) => string): Promise<DerivedText | null> {
      const entry = await entryOf(key);
      if (!entry) return null;
      // Too large to keep: made for this request only.
      if (!entry.file) return derive(make((await storage.read(key)).toString('utf8')));
      let derived = entry.derived.get(variant);
      if (!derived) {
        derived = derive(make(entry.file.body.toString('utf8')));
        const bytes = derived.identity.length + (derived.gzip?.length ?? 0);
        entry.derived.set(variant, derived);
        entry.bytes += bytes;
        totalBytes += bytes;
      }
      return derived;
    },

    /** Forgets every file under a storage key prefix (a video's folder), and any read of one still under way. */
    forgetUnder(prefix: string): void {
      const folder = prefix.endsWith('/') ? prefix : `${prefix}/`;
      forgotten += 1;
      for (const key of [...entries.keys()]) if (key.startsWith(folder)) forget(key);
      for (const key of [...loading.keys()]) if (key.startsWith(folder)) loading.delete(key);
    },

    /** Forgets everything (changes made while this process could not hear of them are unknown). */
    forgetAll(): void {
      forgotten += 1;
      for (const key of [...entries.keys()]) forget(key);
      loading.clear();
    },

    /** Bytes held (for tests and metrics). */
    get size() {
      return totalBytes;
    },
  };
}

export type MediaFileCache = ReturnType<typeof createMediaFileCache>;

const shared = new WeakMap<object, MediaFileCache>();

/** The one media file cache of an app context (the media route and the playback grants share it). */
export function sharedMediaFileCache(owner: object, make: () => MediaFileCache): MediaFileCache {
  let cache = shared.get(owner);
  if (!cache) {
    cache = make();
    shared.set(owner, cache);
  }
  return cache;
}
