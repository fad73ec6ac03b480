import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { AppContext } from '../../context';
import { chooseEncoding } from '../../http/content-encoding';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import type { CachedFile, DerivedText } from './media-file-cache';
import { bindingTag, verifyMediaToken, type MediaGrant, type TokenCheck } from './media-token';
import { masterFor, mediaFilesOf } from './playlist-preload';
import { verifyNginxToken } from './signers/nginx-secure-link';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Every file a token may open inside a video's directory; anything else is 404 whatever the token. Being an
 * allow-list of plain names, it also refuses every path trick (`..`, encoded dots, backslashes, empty segments).
 */
const VIDEO_FILE =
  /^(?:master\.m3u8|(\d{3,4})p\/(?:index\.m3u8|init\.mp4|seg_\d{5,6}\.m4s)|poster\.jpg|storyboard(?:[_-]\d{1,4})?\.(?:jpg|webp|vtt)|captions\/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\.(?:vtt|m3u8))$/;
const ARTWORK_FILE = /^(?:titles|avatars)\/[0-9a-f-]{36}\/[a-z0-9-]{1,80}\.(?:webp|jpg|png)$/;
/** Playlists and captions are text: worth compressing (Apple HLS authoring spec 10.1). */
const COMPRESSIBLE = new Set(['.m3u8', '.vtt']);

/** A browser may keep a tokenised file for the rest of the token's life, at most a day. */
const MAX_BROWSER_CACHE_S = 86_400;

/** Token checks remembered (successful ones only; expiry is still checked on every request). */
const TOKEN_MEMO_ENTRIES = 10_000;

function sendStored(reply: FastifyReply, storageRoot: string, key: string, cacheControl: string) {
  const type = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
  return reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .sendFile(key, storageRoot, { contentType: false, cacheControl: false });
}

/**
 * A playlist or captions file, made once per variant: gzipped (from 256 bytes) for clients that accept it, the one
 * encoding every HLS player takes (Apple's HLS authoring spec names it).
 */
function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: DerivedText,
  type: string,
  cacheControl: string,
) {
  reply.header('content-type', type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (text.gzip && chooseEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip') {
    return reply.header('content-encoding', 'gzip').header('etag', text.gzipEtag).send(text.gzip);
  }
  return reply.header('etag', text.identityEtag).send(text.identity);
}

/**
 * A file from memory, with the headers @fastify/send gives it (so the two paths answer alike). Only plain GETs come
 * here: ranges and date-conditional requests go to @fastify/send; If-None-Match is answered by @fastify/etag.
 */
function sendCached(reply: FastifyReply, file: CachedFile, type: string, cacheControl: string) {
  return reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('last-modified', file.lastModified)
    .header('etag', file.etag)
    .send(file.body);
}

/** Whether @fastify/send must answer (byte ranges, date conditions, HEAD). */
const needsFileSender = (request: FastifyRequest) =>
  request.method !== 'GET' ||
  request.headers.range !== undefined ||
  request.headers['if-modified-since'] !== undefined ||
  request.headers['if-unmodified-since'] !== undefined ||
  request.headers['if-match'] !== undefined;

/**
 * Tokens of the embedded signer, and nginx secure_link tokens when that signer is configured (our route then serves
 * the same URLs as the nginx edge, and nginx hands it the master playlist to filter).
 */
function checkToken(ctx: AppContext, request: FastifyRequest, token: string, videoId: string, now: number) {
  const device = request.cookies[DEVICE_COOKIE];
  let check: TokenCheck = verifyMediaToken(
    ctx.config.mediaTokenSecret,
    token,
    videoId,
    now,
    bindingTag(device),
  );
  const nginx = ctx.config.media.nginx;
  if (!check.ok && check.reason === 'malformed' && nginx) {
    check = verifyNginxToken(nginx.secret, token, videoId, now, device);
  }
  return check;
}

/**
 * Successful token checks by (token, video, device cookie): the same three always verify alike, so the HMAC (and
 * the device binding's) is computed once per playback rather than once per file. Expiry is checked every time.
 */
function createTokenMemo(ctx: AppContext) {
  const memo = new Map<string, MediaGrant>();
  return (request: FastifyRequest, token: string, videoId: string, now: number): TokenCheck => {
    const device = request.cookies[DEVICE_COOKIE];
    const key = `${token}|${videoId}|${device ?? ''}`;
    const known = memo.get(key);
    if (known) {
      if (known.expires > now) return { ok: true, grant: known };
      memo.delete(key);
    }
    const check = checkToken(ctx, request, token, videoId, now);
    if (check.ok) {
      if (memo.size >= TOKEN_MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      memo.set(key, check.grant);
    }
    return check;
  };
}

/** Artwork (public) and tokenised HLS delivery. */
export function mediaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (root) => {
    await root.register(mediaScope(ctx), { logLevel: mediaLogLevel(ctx.config.logLevel) });
  };
}

/**
 * At the default `info`, every request is logged twice (received, completed): for media, one or two lines per
 * segment of every viewer, and about 0.1-0.2 ms of each file's time to first byte (bench/segments/ttfb.bench.ts).
 * Media files log from `warn` then (refused tokens and failures still are); any other level applies as set.
 */
export function mediaLogLevel(configured: string): LogLevel {
  return (configured === 'info' ? 'warn' : configured) as LogLevel;
}

function mediaScope(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Playlists, init segments, captions and short segments from memory (media-file-cache.ts).
    const files = mediaFilesOf(ctx);
    const verify = createTokenMemo(ctx);

    // A range beyond the end of a file (the file sender's 416) keeps its status and Content-Range; every other
    // error goes on to the app's error handler.
    app.setErrorHandler(async (error) => {
      const failure = error as { statusCode?: number; headers?: Record<string, string> };
      if (failure.statusCode === 416) {
        const refused = new AppError('range_not_satisfiable');
        const range = failure.headers?.['Content-Range'] ?? failure.headers?.['content-range'];
        throw range ? refused.withHeader('content-range', range) : refused;
      }
      throw error;
    });

    // Artwork file names carry a content hash: safe to cache for a year.
    route(app, 'artwork', async (request, reply) => {
      const rest = request.params['*'];
      if (!ARTWORK_FILE.test(rest)) throw new AppError('not_found');
      return sendStored(
        reply,
        ctx.config.storageDir,
        `artwork/${rest}`,
        'public, max-age=31536000, immutable',
      );
    });

    /**
     * /media/v/{token}/{videoId}/{file}: the token opens one video's directory until it expires, for one device, up
     * to a rung height. Checked without a database query, so ending a stream does not revoke its URL: the token's
     * expiry does (see playback.service).
     */
    route(app, 'mediaFile', async (request, reply) => {
      const { token, videoId, '*': file } = request.params;
      if (token.length > 128 || !UUID.test(videoId) || file.length > 200) throw new AppError('not_found');
      const match = VIDEO_FILE.exec(file);
      if (!match) throw new AppError('not_found');
      const now = Math.floor(ctx.clock.now().getTime() / 1000);
      const check = verify(request, token, videoId, now);
      if (!check.ok) {
        request.log.warn({ videoId, reason: check.reason }, 'media token refused');
        throw new AppError(
          'forbidden',
          'This video link is not valid for you. Reload the player to get a new one.',
        );
      }
      const rungHeight = match[1] ? Number(match[1]) : undefined;
      if (rungHeight !== undefined && rungHeight > check.grant.maxHeight) {
        throw new AppError('subscription_required');
      }

      // The URL (its token) is per viewer and bound to their device: only their browser may keep it (a shared
      // cache would hand it to anyone without the device check), for as long as the token lives. Files at one
      // URL never change, so segments are also immutable.
      const maxAge = Math.max(0, Math.min(MAX_BROWSER_CACHE_S, check.grant.expires - now));
      const key = `videos/${videoId}/${file}`;
      const extension = path.extname(file);
      const type = CONTENT_TYPES[extension]!;
      if (COMPRESSIBLE.has(extension)) {
        // The master playlist lists only the rungs this token opens (an SD plan never sees HD rungs).
        const text = await (
          file === 'master.m3u8'
            ? masterFor(files, videoId, check.grant.maxHeight)
            : files.text(key, 'as-is', (raw) => raw)
        ).catch(() => null);
        if (!text) throw new AppError('not_found');
        return sendText(request, reply, text, type, `private, max-age=${maxAge}`);
      }
      const cacheControl = `private, max-age=${maxAge}, immutable`;
      if (!needsFileSender(request)) {
        const found = await files.get(key).catch(() => null);
        if (!found) throw new AppError('not_found');
        if (found.kind === 'memory') return sendCached(reply, found.file, type, cacheControl);
      }
      return sendStored(reply, ctx.config.storageDir, key, cacheControl);
    });
  };
}
