import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Server as TusServer, type Upload } from '@tus/server';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@mzansi/contracts/errors';
import { UPLOAD_ENDPOINT } from '@mzansi/contracts/studio';
import type { Language } from '@mzansi/i18n/languages';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ensureJobQueue } from '../../adapters/queue/job-queue';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import { defaultErrorMessage, isAppError } from '../../http/errors';
import { requestLanguageOf } from '../../http/request-language';
import { createTusStore } from './tus-store';
import { createUploadLocker } from './upload-locker';
import { UPLOAD_MESSAGES, type UploadsService } from './uploads.service';
import { localised, type LocalisedMessage } from '../../i18n/translate';

/** What a tus hook needs to know about the request it runs for (tus hands hooks a bare web Request). */
interface UploadCall {
  viewer: Viewer;
  log: FastifyBaseLogger;
  /** the request's language, which refusals answer in */
  language: Language;
}

/** An error tus turns into a response (it reads `status_code` and `body`): our `{ error: { code, message } }` body. */
class TusFailure extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(`upload refused with ${status_code}`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How often expired, unfinished uploads are swept. */
const SWEEP_MS = 60 * 60_000;

function failure(
  language: Language,
  code: ErrorCode,
  message?: string | LocalisedMessage,
  options: { details?: unknown; status?: number } = {},
): TusFailure {
  const { details, status = ERROR_CODES[code] } = options;
  const text =
    message === undefined
      ? defaultErrorMessage(code, language)
      : typeof message === 'string'
        ? message
        : message.in(language);
  const body: ErrorBody = { error: { code, message: text, ...(details === undefined ? {} : { details }) } };
  return new TusFailure(status, JSON.stringify(body));
}

/** tus's own refusals (plain text) in our error shape, with messages for the ones people meet. */
function tusFailure(language: Language, status: number, body: string, maxBytes: number): TusFailure {
  switch (status) {
    case 409:
      return failure(language, 'conflict', localised('errors:uploads.offsetMismatch'));
    case 404:
    case 410:
      return failure(language, 'not_found', localised('errors:uploads.expired'), { status });
    case 413:
      return failure(language, 'payload_too_large', UPLOAD_MESSAGES.tooLarge(maxBytes));
    case 412:
      return failure(language, 'bad_request', localised('errors:uploads.tusVersion'), { status: 412 });
    case 415:
      return failure(language, 'unsupported_media_type', localised('errors:uploads.chunkType'));
    default:
      if (status >= 400 && status < 500) {
        // tus's own reason is English: other languages get the code's message.
        const reason = language === 'en' ? body.trim() || undefined : undefined;
        return failure(language, 'bad_request', reason, { status });
      }
      return failure(language, 'internal');
  }
}

/** A web Request over the raw Node request, its body streamed untouched (Fastify parsed nothing). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  return new Request(new URL(request.url, 'http://uploads.local'), {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

/**
 * Resumable uploads (tus 1.0: creation, creation-with-upload, termination, expiration) at /api/uploads for
 * admins and creators. The tus store (tus-store.ts) keeps the bytes under the storage folder, or in the bucket as a
 * multipart upload with object storage (so any API instance resumes any upload); a completed upload becomes a
 * video (modules/transcode ingest): probed, then queued for transcoding or failed with its reason (the final
 * PATCH then answers 415 with it).
 */
export function uploadsRoutes(ctx: AppContext, deps: { uploads: UploadsService }): FastifyPluginAsync {
  const { uploads } = deps;
  return async (app) => {
    const calls = new AsyncLocalStorage<UploadCall>();
    const maxBytes = ctx.config.uploads.maxBytes;
    const call = (): UploadCall => {
      const current = calls.getStore();
      if (!current) throw new Error('tus hook ran outside an upload request');
      return current;
    };
    const store = createTusStore(ctx);
    const { datastore } = store;
    // One request at a time per upload, across every instance on the database (advisory locks; see upload-locker).
    const locker = createUploadLocker(ctx.database, ctx.logger);

    const tus = new TusServer({
      path: UPLOAD_ENDPOINT,
      datastore,
      locker,
      relativeLocation: true,
      // Same-origin only (the client is served by this server); never tus's default `*`.
      allowedOrigins: [new URL(ctx.config.publicUrl).origin],
      maxSize: maxBytes,
      disableTerminationForFinishedUploads: true,
      // The URL names the upload's UUID (the video's id to be); the store may key it longer (S3: under the prefix).
      namingFunction: () => store.idOf(randomUUID()),
      getFileIdFromRequest: (_request, lastPath) =>
        lastPath && UUID.test(lastPath) ? store.idOf(lastPath) : undefined,
      generateUrl: (_request, { path, id }) => `${path}/${store.uuidOf(id) ?? id}`,
      async onIncomingRequest(request, id) {
        if (request.method === 'POST') return;
        const { viewer } = call();
        let upload: Upload;
        try {
          upload = await datastore.getUpload(id);
        } catch {
          throw failure(call().language, 'not_found', UPLOAD_MESSAGES.notYours);
        }
        if (!uploads.mayAccess(viewer, upload.metadata as Record<string, string> | undefined)) {
          throw failure(call().language, 'not_found', UPLOAD_MESSAGES.notYours);
        }
      },
      async onUploadCreate(_request, upload) {
        const { viewer } = call();
        try {
          const metadata = await uploads.prepare(viewer, {
            size: upload.sizeIsDeferred ? undefined : upload.size,
            metadata: upload.metadata,
          });
          return { metadata };
        } catch (error) {
          if (isAppError(error)) {
            const { language } = call();
            throw failure(language, error.code, error.messageIn(language), {
              details: error.detailsIn(language),
            });
          }
          throw error;
        }
      },
      async onUploadFinish(_request, upload) {
        const { log } = call();
        const videoId = store.uuidOf(upload.id);
        if (!videoId) throw new Error(`tus upload id ${JSON.stringify(upload.id)} is not one of ours`);
        const result = await uploads.finish({
          id: videoId,
          bytes: store.bytesOf(upload),
          metadata: (upload.metadata ?? {}) as Record<string, string>,
        });
        await store.forget(upload.id);
        log.info({ videoId: result.videoId, accepted: result.ok }, 'upload finished');
        if (result.ok) return {};
        const refused = failure(call().language, 'unsupported_media_type', result.reason, {
          details: { videoId: result.videoId },
        });
        return { status_code: refused.status_code, body: refused.body };
      },
      onResponseError(_request, error) {
        if ('status_code' in error && typeof error.body === 'string' && error.body.startsWith('{'))
          return error;
        if ('status_code' in error && typeof error.status_code === 'number' && error.status_code < 500) {
          return tusFailure(calls.getStore()?.language ?? 'en', error.status_code, error.body, maxBytes);
        }
        calls.getStore()?.log.error({ err: error }, 'upload request failed');
        return failure(calls.getStore()?.language ?? 'en', 'internal');
      },
    });

    const sweep = setInterval(() => {
      store.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
    }, SWEEP_MS);
    sweep.unref();
    // The queue the finished uploads are sent to: opened here when the process did not open one (tests).
    const { queue, owned } = ensureJobQueue(ctx);
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      store.close();
      await locker.close();
      if (owned) await queue.stop();
    });

    // tus reads the body itself: nothing may parse or buffer it (and no body limit applies here; maxSize does).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const response = await calls.run(
        { viewer: request.viewer!, log: request.log, language: requestLanguageOf(request).language },
        () => tus.handleWeb(webRequest(request)),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      const body = await response.text();
      if (body.startsWith('{')) reply.header('content-type', 'application/json; charset=utf-8');
      reply.header('cache-control', 'no-store');
      // tus answered without reading the whole body (a refusal): the rest would stall this connection, so it
      // closes after the answer instead of waiting for bytes nobody reads.
      if (request.method === 'POST' || request.method === 'PATCH') {
        if (!request.raw.readableEnded) reply.header('connection', 'close');
      }
      return reply.send(body === '' ? null : body);
    };

    route(app, 'uploadOptions', handle);
    route(app, 'createUpload', handle);
    route(app, 'uploadOffset', handle);
    route(app, 'uploadChunk', handle);
    route(app, 'cancelUpload', handle);
  };
}
