import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import { AppError } from '../../http/errors';

/** One byte range of a file of `size` bytes from a Range header; null for none or several (the whole file), 'unsatisfiable' past its end. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answered with the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * A stored object streamed from storage that has no file to hand @fastify/send (an S3 bucket): one byte range,
 * HEAD, If-None-Match and If-Modified-Since, with the same weak ETag (size and mtime) as the other paths.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Pick<Storage, 'stat' | 'readStream'>,
  key: string,
  headers: { type: string; cacheControl: string },
) {
  const info = await storage.stat(key);
  if (!info) throw new AppError('not_found');
  const etag = `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
  const lastModified = info.modifiedAt.toUTCString();
  reply
    .header('content-type', headers.type)
    .header('cache-control', headers.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('last-modified', lastModified)
    .header('etag', etag);
  const noneMatch = request.headers['if-none-match'];
  const modifiedSince = request.headers['if-modified-since'];
  const notModified = noneMatch
    ? noneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
    : modifiedSince !== undefined &&
      Math.floor(info.modifiedAt.getTime() / 1000) <= Math.floor(Date.parse(modifiedSince) / 1000);
  if (notModified) return reply.code(304).send();

  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', String(length));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  // HEAD (and an empty file): an empty stream, so Fastify's HEAD handling keeps the content-length set above.
  if (request.method === 'HEAD' || length === 0) return reply.send(Readable.from([]));
  return reply.send(await storage.readStream(key, range ?? undefined));
}
