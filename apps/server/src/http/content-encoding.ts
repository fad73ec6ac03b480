import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression of the answers we build ourselves (the response cache's stored answers, server-rendered pages,
 * search results). Static files are compressed at build time (registerSpa serves their .br and .gz copies).
 */

/** Smaller answers are not worth compressing (headers alone are about 1 KiB). */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli at quality 5 of 11: fast enough to compress an answer as it is sent (~0.13 ms for a 5 KiB title page). */
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

const encodingChoices = new Map<string, Encoding | null>();

/** The best encoding an Accept-Encoding header allows (br, then gzip), remembered per distinct header. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let choice = encodingChoices.get(header);
  if (choice !== undefined) return choice;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  choice = allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
  // Browsers send a handful of distinct headers; anything else is not worth remembering for long.
  if (encodingChoices.size >= 64) encodingChoices.clear();
  encodingChoices.set(header, choice);
  return choice;
}

/** Compresses off the event loop (zlib's thread pool). */
export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body, GZIP_OPTIONS);
}

/**
 * A text body in the best encoding the client accepts (as is when it is small or the client accepts none), with
 * the reply's Content-Encoding and Vary set to match.
 */
async function encodeFor(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<string | Buffer> {
  const vary = reply.getHeader('vary');
  if (!String(vary ?? '').includes('accept-encoding')) {
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  const encoding =
    Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return compress(body, encoding);
}

/** Sends a text body compressed for the client (a server-rendered page). */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<FastifyReply> {
  return reply.send(await encodeFor(request, reply, body));
}

/**
 * Compresses the serialised answers of the routes registered in this scope (answers built per request, such as
 * search results: 30 KiB of JSON, ~5 KiB as brotli). Only for scopes the response cache does not serve: it
 * stores and compresses its own answers.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) =>
    typeof payload === 'string' && !reply.hasHeader('content-encoding')
      ? encodeFor(request, reply, payload)
      : payload,
  );
}
