import { saveProgressRequestSchema } from '@mzansi/contracts/playback';
import type { FastifyPluginAsync } from 'fastify';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { requestLanguageOf } from '../../http/request-language';
import type { PlaybackService } from '../playback/playback.service';
import { limitOf } from '../viewer-profiles/maturity';
import { ownerOf } from '../viewer-profiles/owner';
import type { HistoryService } from './history.service';
import { localised } from '../../i18n/translate';

/** A progress save is a few dozen bytes. */
const PROGRESS_BODY_LIMIT = 4096;

/** The beacon body: JSON sent as text/plain (sendBeacon with a string) or as application/json (a Blob). */
function parseBeacon(body: unknown) {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new AppError('validation_failed', localised('errors:http.bodyNotJson'));
    }
  }
  const parsed = saveProgressRequestSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      'validation_failed',
      undefined,
      parsed.error.issues.map((issue) => ({ field: `body.${issue.path.join('.')}`, message: issue.message })),
    );
  }
  return parsed.data;
}

/**
 * Watch progress (resume, Continue watching) and watch history of the signed-in user (spec §2 /history). Saving
 * goes through playback: only a video the viewer may play records progress.
 */
export function historyRoutes(deps: {
  history: HistoryService;
  playback: PlaybackService;
}): FastifyPluginAsync {
  const { history, playback } = deps;
  return async (app) => {
    route(
      app,
      'saveWatchProgress',
      async (request, reply) => {
        await playback.recordProgress(request.viewer, request.body);
        return cachePrivately(reply).status(204).send(null);
      },
      { bodyLimit: PROGRESS_BODY_LIMIT },
    );

    // navigator.sendBeacon posts JSON as text/plain (Fastify's own text parser reads it as a string).
    route(
      app,
      'saveWatchProgressBeacon',
      async (request, reply) => {
        await playback.recordProgress(request.viewer, parseBeacon(request.body));
        return cachePrivately(reply).status(204).send(null);
      },
      { bodyLimit: PROGRESS_BODY_LIMIT },
    );

    route(app, 'continueWatching', async (request, reply) => {
      cachePrivately(reply);
      return {
        items: await history.continueWatching(
          ownerOf(request.viewer),
          requestLanguageOf(request).language,
          limitOf(request.viewer),
        ),
      };
    });

    route(app, 'watchHistory', async (request, reply) => {
      cachePrivately(reply);
      return {
        items: await history.history(
          ownerOf(request.viewer),
          requestLanguageOf(request).language,
          limitOf(request.viewer),
        ),
      };
    });

    route(app, 'removeFromHistory', async (request, reply) => {
      await history.remove(ownerOf(request.viewer), request.params.titleId);
      return cachePrivately(reply).status(204).send(null);
    });

    route(app, 'clearHistory', async (request, reply) => {
      await history.clear(ownerOf(request.viewer));
      return cachePrivately(reply).status(204).send(null);
    });
  };
}
