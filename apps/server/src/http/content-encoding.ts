import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression of the answers we build ourselves. Static files are compressed at build time (registerSpa serves
 * their .br and .gz copies).
 *
 * - Answers built per request (search results, playlists): @fastify/compress, through `compressAnswers`.
 * - The response cache's stored answers: compressed once by the cache itself (`compress` below) and served from
 *   the stored copies. Re-encoding each hit with @fastify/compress costs far more (bench/compression, 2 cores: a
 *   25 KiB catalogue page as brotli took 0.92-1.64 ms of CPU per hit re-encoded, 0.10-0.14 ms from the stored
 *   copy, 7-15 times less).
 * - Server-rendered pages (the not-found handler): `sendCompressed`. @fastify/compress attaches its work to routes
 *   (onRoute), and Fastify's not-found handler is no route: `reply.compress` is null there and its answers are
 *   never compressed by it.
 * All three choose the encoding alike (`chooseEncoding`: @fastify/compress's rules, through the same
 * @fastify/accept-negotiator), so one client gets one encoding from every route.
 */

/** Smaller answers are not worth compressing (headers alone are about 1 KiB). */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli at quality 5 of 11: fast enough to compress an answer as it is sent (~0.13 ms for a 5 KiB title page). */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * br, then gzip. Named, not left to @fastify/compress's default list: on Node 22.15+ that list starts with zstd,
 * which the response cache does not store and which would make production (Node 24) answer differently from
 * Node 20.
 */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** `*` and `x-gzip` mean gzip, as @fastify/compress reads them. */
const GZIP_ALIASES = /\*|x-gzip/g;

/** The encoding an Accept-Encoding header asks for among ours, read as @fastify/compress reads it. */
export function chooseEncoding(
  header: string | undefined,
  encodings: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...encodings]);
}

/** Compresses off the event loop (zlib's thread pool). */
export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body, GZIP_OPTIONS);
}

/** Adds Accept-Encoding to the reply's Vary, keeping what it had. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (String(vary ?? '').includes('accept-encoding')) return;
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * Sends a text body compressed for the client (a server-rendered page from the not-found handler, which
 * @fastify/compress does not reach), with Content-Encoding and Vary to match.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<FastifyReply> {
  varyOnEncoding(reply);
  const encoding =
    Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compress(body, encoding));
}

/**
 * Answers up to this size are compressed in one synchronous call, larger ones through zlib streams on the thread
 * pool. @fastify/compress picks 8 KiB on a 2-core host, and its README advises raising it where CPU is scarce:
 * with no idle core the streams cost more than they overlap. bench/compression (2 cores, shared) measured a 30 KiB
 * search answer as brotli at 874-1147 µs of CPU per request with 64 KiB, 1781-2352 µs streamed (the library's
 * 8 KiB), and 1435-1577 µs with the hand-written one-shot async call this replaced: left at its default the
 * library would have been the worse choice for search.
 */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

export type AnswerCompressionOptions = Pick<
  FastifyCompressOptions,
  'global' | 'threshold' | 'customTypes' | 'syncThreshold'
> & { encodings?: Encoding[] };

/**
 * Registers @fastify/compress for the routes this scope registers after it: with `global` (the default) their
 * answers are compressed as they are sent (search results: 30 KiB of JSON, ~5 KiB as brotli); with
 * `global: false` a route compresses what it passes to `reply.compress()`. With `global`, every answer of the
 * scope says `Vary: Accept-Encoding` (the library says it only on the answers it compressed; a shared cache must
 * know the others vary too). Only for scopes the response cache does not serve: it stores and compresses its own
 * answers. Request bodies are not decompressed (no endpoint takes a compressed body).
 */
export async function compressAnswers(
  app: FastifyInstance,
  options: AnswerCompressionOptions = {},
): Promise<void> {
  if (options.global !== false) {
    app.addHook('onSend', async (_request, reply, payload) => {
      varyOnEncoding(reply);
      return payload;
    });
  }
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ENCODINGS,
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    ...options,
  });
}
