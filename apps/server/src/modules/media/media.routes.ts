import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { endpoints } from '@mzansi/contracts/endpoints';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { AppContext } from '../../context';
import { chooseEncoding } from '../../http/content-encoding';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import type { FastLane } from '../../http/http-server';
import { recordSecurityHeaders, type SecurityHeaders } from '../../http/security-headers';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import type { CachedFile, DerivedText, MediaFileCache } from './media-file-cache';
import { bindingTag, verifyMediaToken, type MediaGrant, type TokenCheck } from './media-token';
import { listenForMediaFileChanges, masterFor, mediaFilesOf, playlistVariant } from './playlist-preload';
import { verifyNginxToken } from './signers/nginx-secure-link';
import { CONTENT_TYPES, contentTypeOf } from '../../adapters/storage/content-types';
import { requestIdOf } from '../../http/request-observability';
import { sendStoredObject } from './stored-object-sender';
import { localised } from '../../i18n/translate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Every file a token may open inside a video's directory; anything else is 404 whatever the token. Being an
 * allow-list of plain names, it also refuses every path trick (`..`, encoded dots, backslashes, empty segments).
 */
const VIDEO_FILE =
  /^(?:master\.m3u8|(\d{3,4})p\/(?:index\.m3u8|init\.mp4|seg_\d{5,6}\.m4s)|poster\.jpg|storyboard(?:[_-]\d{1,4})?\.(?:jpg|webp|vtt)|captions\/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\.(?:vtt|m3u8)|audio\/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\/(?:index\.m3u8|init\.mp4|seg_\d{5,6}\.m4s))$/;
const ARTWORK_FILE = /^(?:titles|avatars)\/[0-9a-f-]{36}\/[a-z0-9-]{1,80}\.(?:webp|jpg|png)$/;
/** Playlists and captions are text: worth compressing (Apple HLS authoring spec 10.1). */
const COMPRESSIBLE = new Set(['.m3u8', '.vtt']);

/** A browser may keep a tokenised file for the rest of the token's life, at most a day. */
const MAX_BROWSER_CACHE_S = 86_400;

/** Token checks remembered (successful ones only; expiry is still checked on every request). */
const TOKEN_MEMO_ENTRIES = 10_000;

/**
 * A stored file with byte ranges and conditional requests: from disk by @fastify/send, from a bucket through the
 * storage's ranged reads.
 */
function sendStored(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  cacheControl: string,
) {
  const type = contentTypeOf(key);
  if (ctx.storage.kind !== 'local')
    return sendStoredObject(request, reply, ctx.storage, key, { type, cacheControl });
  const storageRoot = ctx.config.storageDir;
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
const needsFileSender = (method: string | undefined, headers: IncomingHttpHeaders) =>
  method !== 'GET' ||
  headers.range !== undefined ||
  headers['if-modified-since'] !== undefined ||
  headers['if-unmodified-since'] !== undefined ||
  headers['if-match'] !== undefined;

/**
 * Tokens of the embedded signer, and nginx secure_link tokens when that signer is configured (our route then serves
 * the same URLs as the nginx edge, and nginx hands it the master playlist to filter).
 */
function checkToken(
  ctx: AppContext,
  device: string | undefined,
  token: string,
  videoId: string,
  now: number,
) {
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

type TokenVerifier = (device: string | undefined, token: string, videoId: string, now: number) => TokenCheck;

/**
 * Successful token checks by (token, video, device cookie): the same three always verify alike, so the HMAC (and
 * the device binding's) is computed once per playback rather than once per file. Expiry is checked every time.
 */
function createTokenMemo(ctx: AppContext): TokenVerifier {
  const memo = new Map<string, MediaGrant>();
  return (device, token, videoId, now) => {
    const key = `${token}|${videoId}|${device ?? ''}`;
    const known = memo.get(key);
    if (known) {
      if (known.expires > now) return { ok: true, grant: known };
      memo.delete(key);
    }
    const check = checkToken(ctx, device, token, videoId, now);
    if (check.ok) {
      if (memo.size >= TOKEN_MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      memo.set(key, check.grant);
    }
    return check;
  };
}

/** What a media file request may have: refused (and why), or the file's key, type and cache lifetime. */
type MediaDecision =
  | { ok: false; error: AppError; reason?: string }
  | { ok: true; key: string; extension: string; type: string; maxHeight: number; maxAge: number };

const notFound = (): MediaDecision => ({ ok: false, error: new AppError('not_found') });

/**
 * The rules of /media/v/{token}/{videoId}/{file}, in one place for both doors (the route and the fast lane): the
 * file must be one a video has, the token valid for this video and device, the rung within its cap.
 */
function decide(
  verify: TokenVerifier,
  params: { token: string; videoId: string; file: string },
  device: string | undefined,
  now: number,
): MediaDecision {
  const { token, videoId, file } = params;
  if (token.length > 128 || !UUID.test(videoId) || file.length > 200) return notFound();
  const match = VIDEO_FILE.exec(file);
  if (!match) return notFound();
  const check = verify(device, token, videoId, now);
  if (!check.ok) {
    return {
      ok: false,
      reason: check.reason,
      error: new AppError('forbidden', localised('errors:media.linkNotValid')),
    };
  }
  const rungHeight = match[1] ? Number(match[1]) : undefined;
  if (rungHeight !== undefined && rungHeight > check.grant.maxHeight) {
    return { ok: false, error: new AppError('subscription_required') };
  }
  const extension = path.extname(file);
  return {
    ok: true,
    key: `videos/${videoId}/${file}`,
    extension,
    type: CONTENT_TYPES[extension]!,
    maxHeight: check.grant.maxHeight,
    // The URL (its token) is per viewer and bound to their device: only their browser may keep it (a shared cache
    // would hand it to anyone without the device check), for as long as the token lives.
    maxAge: Math.max(0, Math.min(MAX_BROWSER_CACHE_S, check.grant.expires - now)),
  };
}

/** Artwork (public) and tokenised HLS delivery: the routes, and the fast lane for files already in memory. */
export function createMediaDelivery(ctx: AppContext, securityHeaders: SecurityHeaders) {
  const files = mediaFilesOf(ctx);
  const verify = createTokenMemo(ctx);
  const stats: MediaDeliveryStats = { fastLaneAnswers: 0 };
  return {
    stats,
    routes: (async (root) => {
      // Another instance or the worker changing a video's files (captions, a new ladder) reaches this cache at once.
      const listener = listenForMediaFileChanges(ctx);
      if (listener) root.addHook('onClose', () => listener.stop());
      await root.register(mediaScope(ctx, files, verify), { logLevel: mediaLogLevel(ctx.config.logLevel) });
    }) satisfies FastifyPluginAsync,
    fastLane: mediaFastLane(ctx, files, verify, securityHeaders, stats),
  };
}

/** How the media route's answers were given (for metrics and tests). */
export interface MediaDeliveryStats {
  /** answers given by the fast lane, before Fastify */
  fastLaneAnswers: number;
}

/**
 * At the default `info`, every request is logged twice (received, completed): for media, one or two lines per
 * segment of every viewer, and about 0.1-0.2 ms of each file's time to first byte (bench/segments/ttfb.bench.ts).
 * Media files log from `warn` then (refused tokens and failures still are); any other level applies as set.
 */
export function mediaLogLevel(configured: string): LogLevel {
  return (configured === 'info' ? 'warn' : configured) as LogLevel;
}

/** Playlists, init segments, captions and short segments come from memory (media-file-cache.ts). */
function mediaScope(ctx: AppContext, files: MediaFileCache, verify: TokenVerifier): FastifyPluginAsync {
  return async (app) => {
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
      return sendStored(ctx, request, reply, `artwork/${rest}`, 'public, max-age=31536000, immutable');
    });

    /**
     * /media/v/{token}/{videoId}/{file}: the token opens one video's directory until it expires, for one device, up
     * to a rung height. Checked without a database query, so ending a stream does not revoke its URL: the token's
     * expiry does (see playback.service).
     */
    route(app, 'mediaFile', async (request, reply) => {
      const { token, videoId, '*': file } = request.params;
      const now = Math.floor(ctx.clock.now().getTime() / 1000);
      const decision = decide(verify, { token, videoId, file }, request.cookies[DEVICE_COOKIE], now);
      if (!decision.ok) {
        if (decision.reason) request.log.warn({ videoId, reason: decision.reason }, 'media token refused');
        throw decision.error;
      }
      const { key, extension, type, maxAge } = decision;
      if (COMPRESSIBLE.has(extension)) {
        // The master playlist lists only the rungs this token opens (an SD plan never sees HD rungs).
        const text = await (
          file === 'master.m3u8'
            ? masterFor(files, videoId, decision.maxHeight)
            : files.text(key, playlistVariant(file, decision.maxHeight), (raw) => raw)
        ).catch(() => null);
        if (!text) throw new AppError('not_found');
        return sendText(request, reply, text, type, `private, max-age=${maxAge}`);
      }
      // Files at one URL never change, so segments are also immutable.
      const cacheControl = `private, max-age=${maxAge}, immutable`;
      if (!needsFileSender(request.method, request.headers)) {
        const found = await files.get(key).catch(() => null);
        if (!found) throw new AppError('not_found');
        if (found.kind === 'memory') return sendCached(reply, found.file, type, cacheControl);
      }
      return sendStored(ctx, request, reply, key, cacheControl);
    });
  };
}

/** /media/v/{token}/{videoId}/{file} as plain characters and no query: the only addresses the fast lane considers. */
const FAST_LANE_PATH = /^\/media\/v\/([\w-]{1,128})\/([0-9a-f-]{36})\/([\w./-]{1,200})$/;
const DEVICE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`);

/**
 * The device cookie from a Cookie header as @fastify/cookie would read it: undefined without one, null when the value
 * would need decoding (the route's parser then decides).
 */
function deviceCookie(header: string | undefined): string | undefined | null {
  if (!header) return undefined;
  const value = DEVICE_COOKIE_VALUE.exec(header)?.[1];
  if (value === undefined) return undefined;
  return /^[\w-]*$/.test(value) ? value : null;
}

/**
 * The media route's answer for a file already in memory, written straight to the socket, before Fastify (D71): the
 * same rules (`decide`), the same headers (the app's security headers, then the route's), the same bodies and
 * ETags, the same 304. Fastify's own work per request (its request and reply objects, hooks, logger, routing) was
 * most of a cached file's time to first byte: 0.25 ms against nginx's 0.12. Everything else goes to the route:
 * another method, a range or date condition, a refused token, a file not yet in memory or too large to keep.
 */
function mediaFastLane(
  ctx: AppContext,
  files: MediaFileCache,
  verify: TokenVerifier,
  securityHeaders: SecurityHeaders,
  stats: MediaDeliveryStats,
): FastLane {
  // The app's security headers, as its hook would set them on this answer (they do not depend on the request).
  const fixedHeaders = recordSecurityHeaders(securityHeaders);
  // Its answers are measured as the route's are (mzansi_http_request_duration_seconds, under the route's pattern).
  const metricLabels = { method: 'GET', route: endpoints.mediaFile.path } as const;
  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    content: AnswerContent,
    started: number,
  ) => {
    stats.fastLaneAnswers += 1;
    const written = writeAnswer(request, response, fixedHeaders, content);
    ctx.metrics.httpRequestDuration.observe(
      { ...metricLabels, status: String(response.statusCode) },
      (performance.now() - started) / 1000,
    );
    return written;
  };
  return (request, response) => {
    const started = performance.now();
    if (needsFileSender(request.method, request.headers)) return false;
    const match = FAST_LANE_PATH.exec(request.url ?? '');
    if (!match) return false;
    const [, token, videoId, file] = match as unknown as [string, string, string, string];
    const device = deviceCookie(request.headers.cookie);
    if (device === null) return false;
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const decision = decide(verify, { token, videoId, file }, device, now);
    if (!decision.ok) return false;
    const { key, extension, type, maxAge } = decision;

    if (COMPRESSIBLE.has(extension)) {
      const text = files.peekText(
        file === 'master.m3u8' ? `videos/${videoId}/master.m3u8` : key,
        playlistVariant(file, decision.maxHeight),
      );
      if (!text) return false;
      const gzip = text.gzip && chooseEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip';
      return answer(
        request,
        response,
        {
          headers: {
            'content-type': type,
            'cache-control': `private, max-age=${maxAge}`,
            vary: 'accept-encoding',
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          },
          etag: gzip ? text.gzipEtag! : text.identityEtag,
          body: gzip ? text.gzip! : text.identity,
        },
        started,
      );
    }
    const cached = files.peek(key);
    if (!cached) return false;
    return answer(
      request,
      response,
      {
        headers: {
          'content-type': type,
          'cache-control': `private, max-age=${maxAge}, immutable`,
          'accept-ranges': 'bytes',
          'last-modified': cached.lastModified,
        },
        etag: cached.etag,
        body: cached.body,
      },
      started,
    );
  };
}

interface AnswerContent {
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
}

/** Writes an answer as the route would: security headers, its headers and ETag, a 304 when the ETag matches. */
function writeAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  fixedHeaders: Readonly<Record<string, string>>,
  content: AnswerContent,
): true {
  // Every answer names its request, as the app's own hook does (nginx's id, or a new one).
  const headers = {
    ...fixedHeaders,
    ...content.headers,
    etag: content.etag,
    'x-request-id': requestIdOf(request),
  };
  // @fastify/etag's test: the same ETag, weak or not.
  const asked = request.headers['if-none-match'];
  if (asked === content.etag || asked === `W/${content.etag}` || `W/${asked}` === content.etag) {
    response.writeHead(304, headers).end();
    return true;
  }
  response.writeHead(200, { ...headers, 'content-length': String(content.body.length) }).end(content.body);
  return true;
}
