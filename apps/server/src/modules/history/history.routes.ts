import { DEFAULT_ERROR_MESSAGES } from '@mzansi/contracts/errors';
import {
  continueWatchingResponseSchema,
  saveProgressRequestSchema,
  watchHistoryResponseSchema,
} from '@mzansi/contracts/playback';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth, requireViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { AppError } from '../../http/errors';
import { createHistoryService } from './history.service';

const tags = ['history'];
/** A progress save is a few dozen bytes. */
const PROGRESS_BODY_LIMIT = 4096;

/**
 * navigator.sendBeacon sends a "simple" cross-origin-capable POST (text/plain, no custom headers). The session
 * cookie is SameSite=Lax, so another site cannot make it carry ours; refusing a foreign Origin is the second lock.
 */
function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('forbidden');
  }
  if (host !== request.headers.host && origin !== new URL(publicUrl).origin) throw new AppError('forbidden');
}

/** The beacon body: JSON sent as text/plain (sendBeacon with a string) or as application/json (a Blob). */
function parseBeacon(body: unknown) {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new AppError('validation_failed', 'The body must be JSON.');
    }
  }
  const parsed = saveProgressRequestSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      'validation_failed',
      DEFAULT_ERROR_MESSAGES.validation_failed,
      parsed.error.issues.map((issue) => ({ field: `body.${issue.path.join('.')}`, message: issue.message })),
    );
  }
  return parsed.data;
}

/** Watch progress (resume, Continue watching) and watch history of the signed-in user (spec §2 /history). */
export function historyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const history = createHistoryService(ctx);
  return async (app) => {
    app.put(
      '/user/watch-progress',
      {
        onRequest: requireAuth,
        bodyLimit: PROGRESS_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Save where I am in a video (every ~10 s, on pause)',
          body: saveProgressRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        await history.save(viewer.userId, request.body);
        return cachePrivately(reply).status(204).send(null);
      },
    );

    app.post(
      '/user/watch-progress',
      {
        onRequest: requireAuth,
        bodyLimit: PROGRESS_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Save where I am in a video, from navigator.sendBeacon when leaving (JSON as text/plain)',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request, ctx.config.publicUrl);
        const viewer = await requireViewer(request);
        await history.save(viewer.userId, parseBeacon(request.body));
        return cachePrivately(reply).status(204).send(null);
      },
    );

    app.get(
      '/user/watch-progress',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'Continue watching: newest first, one unfinished video per title',
          response: { 200: continueWatchingResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        cachePrivately(reply);
        return { items: await history.continueWatching(viewer.userId) };
      },
    );

    app.get(
      '/user/watch-history',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'My watch history, newest first',
          response: { 200: watchHistoryResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        cachePrivately(reply);
        return { items: await history.history(viewer.userId) };
      },
    );

    app.delete(
      '/user/watch-history/:titleId',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'Remove a title from my history (and from Continue watching)',
          params: z.object({ titleId: z.string().uuid() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        await history.remove(viewer.userId, request.params.titleId);
        return cachePrivately(reply).status(204).send(null);
      },
    );

    app.delete(
      '/user/watch-history',
      {
        onRequest: requireAuth,
        schema: { tags, summary: 'Clear my whole watch history and progress', response: { 204: z.null() } },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        await history.clear(viewer.userId);
        return cachePrivately(reply).status(204).send(null);
      },
    );
  };
}
