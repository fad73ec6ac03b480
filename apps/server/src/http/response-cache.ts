import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { chooseEncoding, compress as encode, COMPRESS_MIN_BYTES } from './content-encoding';

/**
 * An in-process cache of whole HTTP answers, for GET routes whose answer is the same for every caller (the public
 * catalogue). It stores the serialised body with its ETag and Cache-Control, so a hit skips validation, the
 * handler, the database and serialisation, and a revalidation (If-None-Match) is answered 304 from the stored
 * ETag by @fastify/etag.
 *
 * - Keyed by the normalised URL (path and query parameters sorted by name), and the request's variant when answers
 *   have several (`variant`: the catalogue's language and audience, see modules/viewer-profiles/maturity.ts).
 * - Bounded (lru-cache, by size): least recently used answers go first once bodies and keys exceed `maxBytes`.
 * - Generations: `invalidate()` drops everything at once; an answer computed while an invalidation happened is
 *   not stored (it may hold the old data).
 * - Entries expire after `ttlMs` of the app's clock, and never outlive `expiryBound()` (e.g. the next scheduled
 *   publication), so writes made elsewhere (another process, SQL by hand) show after at most `ttlMs`: each entry
 *   is stored with its own lru-cache TTL, read on the app's clock.
 * - Concurrent misses on one key are coalesced: the first computes the answer, the others wait for it (a cache
 *   expiry under load costs one database query, not fifty).
 * - An answer served from memory is compressed once (brotli and gzip, off the event loop, when it is first
 *   reused: answers nobody asks for twice cost nothing) and then served compressed to clients that accept it
 *   (every browser): a 25 KiB page of titles goes out as about 3 KiB. Only the compressed copies are kept from
 *   then on (a client that accepts neither gets the gzip copy inflated: rare, and cheap), so memory holds about
 *   three times as many answers. Every answer of a cached route says `Vary: Accept-Encoding`; the weak ETag is
 *   the same for every encoding. This is kept rather than left to @fastify/compress, which would compress the
 *   same answer again on every hit: `npm run bench:compression` (2 cores) measured a 25 KiB page served as brotli
 *   at 0.92-1.64 ms of CPU per hit re-encoded by it, against 0.10-0.14 ms from the stored copy (7-15 times less).
 *   The encoding is negotiated as the library does it (`chooseEncoding`, on @fastify/accept-negotiator).
 * - A revalidation that matches the stored ETag is answered 304 here, before any database work.
 */
export interface ResponseCacheOptions {
  /** memory cap for bodies and keys, in bytes; 0 turns the cache off */
  maxBytes: number;
  /** longest time an entry is served, in ms */
  ttlMs: number;
  /** the time source, in ms (the app's clock, so tests can move it) */
  now: () => number;
  /** answers larger than this are never stored (default: an eighth of maxBytes) */
  maxEntryBytes?: number;
  /**
   * A time (ms) no entry may outlive, computed at most once per generation and again once it has passed; null
   * when there is none.
   */
  expiryBound?: (now: number) => Promise<number | null>;
  /** longest a request waits for a concurrent identical miss before computing its own answer (default 10 s) */
  coalesceTimeoutMs?: number;
  /**
   * Answers that differ by something other than the URL (the catalogue's language and the viewer profile's maturity
   * limit, issue 16): `key` names the request's variant (part of the cache key; it may look up the viewer), `headers`
   * the request headers it comes from (added to every answer's Vary, so browsers and shared caches keep the
   * variants apart too).
   */
  variant?: { key: (request: FastifyRequest) => string | Promise<string>; headers: string };
}

interface Entry {
  /** the answer as the route sent it, until compressed copies replace it */
  body: Buffer | null;
  /** compressed copies, once ready */
  br?: Buffer;
  gzip?: Buffer;
  /** compression was started (on first reuse) */
  compressing: boolean;
  etag: string | undefined;
  contentType: string;
  cacheControl: string | undefined;
  generation: number;
  bytes: number;
}

/** A miss being computed: the request computing it, and the requests waiting for it. */
interface Pending {
  generation: number;
  promise: Promise<Entry | null>;
  resolve: (entry: Entry | null) => void;
}

interface Miss {
  key: string;
  generation: number;
  /** set on the request that computes the answer for waiting requests */
  pending: Pending | null;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** requests answered by waiting for a concurrent identical miss */
  coalesced: number;
  evictions: number;
  /** answers compressed (on first reuse) */
  compressed: number;
  generation: number;
}

/** Rough per-entry bookkeeping (Map slot, entry object, header strings), counted against maxBytes. */
const ENTRY_OVERHEAD_BYTES = 256;

/** If-None-Match (one tag, a list, or *) against a stored ETag, compared weakly as for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag.trim()) === wanted);
}

/** `/api/videos?type=movie&limit=20` and `/api/videos?limit=20&type=movie` are one answer. */
export function cacheKey(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, queryStart)}?${query}` : url.slice(0, queryStart);
}

export function createResponseCache(options: ResponseCacheOptions) {
  const maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
  const coalesceTimeoutMs = options.coalesceTimeoutMs ?? 10_000;
  const stats = { hits: 0, misses: 0, coalesced: 0, evictions: 0, compressed: 0 };
  const entries = new LRUCache<string, Entry>({
    // lru-cache wants a bound even when the cache is off (then nothing is ever stored).
    maxSize: Math.max(1, options.maxBytes),
    maxEntrySize: Math.max(1, Math.min(maxEntryBytes, options.maxBytes)),
    sizeCalculation: (entry) => entry.bytes,
    // Each entry's TTL is given when it is stored, and read on the app's clock at every lookup (no cached clock,
    // no timers: tests move the clock).
    perf: { now: options.now },
    ttlResolution: 0,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') stats.evictions++;
    },
  });
  const pendings = new Map<string, Pending>();
  const misses = new WeakMap<FastifyRequest, Miss>();
  let generation = 0;
  let bound: { generation: number; value: Promise<number | null> } | null = null;

  const enabled = options.maxBytes > 0;
  const vary = options.variant ? `accept-encoding, ${options.variant.headers}` : 'accept-encoding';
  const keyOf = async (request: FastifyRequest) =>
    options.variant
      ? `${await options.variant.key(request)} ${cacheKey(request.url)}`
      : cacheKey(request.url);

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry?.generation === generation ? entry : undefined;
  }

  /**
   * Stores an answer until `expiresAt`. lru-cache counts an entry stale once its age exceeds its TTL, and ours
   * must be gone when the clock reaches `expiresAt` (a title published at that instant shows): hence the 1 ms
   * less. A TTL of 0 would mean "forever" to lru-cache, so an answer with less than that left is not stored.
   */
  function store(key: string, entry: Entry, now: number, expiresAt: number) {
    const ttl = expiresAt - now - 1;
    if (ttl >= 1) entries.set(key, entry, { ttl });
  }

  async function expiryBoundFor(now: number): Promise<number | null> {
    if (!options.expiryBound) return null;
    if (bound && bound.generation === generation) {
      const value = await bound.value;
      if (value === null || now < value) return value;
    }
    const current = { generation, value: options.expiryBound(now) };
    bound = current;
    current.value.catch(() => {
      if (bound === current) bound = null;
    });
    return current.value;
  }

  function send(
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    outcome: 'HIT' | 'COALESCED',
  ): FastifyReply {
    if (!entry.compressing && entry.body && entry.body.length >= COMPRESS_MIN_BYTES) {
      entry.compressing = true;
      compress(key, entry).catch((error: unknown) =>
        request.log.warn({ err: error }, 'response cache: compression failed'),
      );
    }
    reply.header('x-cache', outcome).header('vary', vary);
    if (entry.etag) reply.header('etag', entry.etag);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.code(200).header('content-type', entry.contentType);
    const encoding = entry.br || entry.gzip ? chooseEncoding(request.headers['accept-encoding']) : null;
    const encoded = encoding ? entry[encoding] : undefined;
    if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
    return reply.send(entry.body ?? zlib.gunzipSync(entry.gzip!));
  }

  /** Replaces a stored entry by one holding only its compressed copies, if it is still stored by then. */
  async function compress(key: string, entry: Entry) {
    const body = entry.body!;
    const [br, gz] = await Promise.all([encode(body, 'br'), encode(body, 'gzip')]);
    // Not worth keeping two compressed copies of what hardly compresses.
    if (entries.peek(key) !== entry || gz.length > body.length * 0.8) return;
    const bytes = entry.bytes + br.length + gz.length - body.length;
    // A new object: lru-cache sizes a value when it is set (the same object set again keeps its old size). The
    // entry keeps its TTL and becomes the most recently used (it was just asked for).
    entries.set(key, { ...entry, body: null, br, gzip: gz, bytes }, { noUpdateTTL: true });
    stats.compressed++;
  }

  function settle(miss: Miss, entry: Entry | null) {
    const pending = miss.pending;
    if (!pending) return;
    miss.pending = null;
    if (pendings.get(miss.key) === pending) pendings.delete(miss.key);
    pending.resolve(entry);
  }

  function waitFor(pending: Pending): Promise<Entry | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), coalesceTimeoutMs);
      timer.unref();
    });
    return Promise.race([pending.promise, timeout]).finally(() => clearTimeout(timer));
  }

  return {
    /**
     * Route hook (onRequest): answers from the cache, or marks the request as a miss to store. An answer sent
     * here is returned (Fastify then waits for it and skips the rest of the lifecycle).
     */
    onRequest: async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
      if (request.method !== 'GET') return undefined;
      // Answers vary by the variant whether or not this process keeps them.
      if (!enabled) {
        if (options.variant) reply.header('vary', vary);
        return undefined;
      }
      const key = await keyOf(request);
      const entry = lookup(key);
      if (entry) {
        stats.hits++;
        return send(key, request, reply, entry, 'HIT');
      }
      const pending = pendings.get(key);
      if (pending && pending.generation === generation) {
        const shared = await waitFor(pending);
        if (shared && shared.generation === generation) {
          stats.coalesced++;
          return send(key, request, reply, shared, 'COALESCED');
        }
      }
      stats.misses++;
      const miss: Miss = { key, generation, pending: null };
      // This request computes the answer for later identical ones (unless another of this generation already does).
      if (pendings.get(key)?.generation !== generation) {
        let resolve!: (entry: Entry | null) => void;
        const promise = new Promise<Entry | null>((done) => (resolve = done));
        miss.pending = { generation, promise, resolve };
        pendings.set(key, miss.pending);
      }
      misses.set(request, miss);
      reply.header('x-cache', 'MISS').header('vary', vary);
      return undefined;
    },

    /**
     * Route hook (onSend; runs after @fastify/etag's, so the ETag is known): stores a 200 answer computed in the
     * current generation.
     */
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const miss = misses.get(request);
      if (!miss) return payload;
      misses.delete(request);
      let entry: Entry | null = null;
      try {
        const body =
          typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
        // An answer that sets a cookie (a session that slid or expired) is sent, not kept: its headers are its own.
        if (
          reply.statusCode === 200 &&
          body &&
          miss.generation === generation &&
          !reply.hasHeader('set-cookie')
        ) {
          const size = body.length + miss.key.length + ENTRY_OVERHEAD_BYTES;
          const now = options.now();
          const limit = await expiryBoundFor(now);
          if (size <= maxEntryBytes && miss.generation === generation) {
            entry = {
              body,
              etag: reply.getHeader('etag') as string | undefined,
              contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
              cacheControl: reply.getHeader('cache-control') as string | undefined,
              generation,
              bytes: size,
              compressing: false,
            };
            store(miss.key, entry, now, Math.min(now + options.ttlMs, limit ?? Number.POSITIVE_INFINITY));
          }
        }
      } catch (error) {
        request.log.warn({ err: error }, 'response cache: answer not stored');
        entry = null;
      } finally {
        settle(miss, entry);
      }
      return payload;
    },

    /** Route hook (onResponse): releases waiting requests if the answer never reached onSend. */
    onResponse: async (request: FastifyRequest): Promise<void> => {
      const miss = misses.get(request);
      if (!miss) return;
      misses.delete(request);
      settle(miss, null);
    },

    /** Drops every answer at once; answers being computed are not stored. */
    invalidate(): void {
      generation++;
      entries.clear();
      bound = null;
    },

    stats(): ResponseCacheStats {
      return {
        entries: entries.size,
        bytes: entries.calculatedSize,
        maxBytes: options.maxBytes,
        ...stats,
        generation,
      };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
