import { MESSAGES } from '@mzansi/contracts/messages';
import {
  addToWatchlistRequestSchema,
  watchlistEntrySchema,
  watchlistResponseSchema,
} from '@mzansi/contracts/watchlist';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { AppError } from '../../http/errors';
import { createWatchlistService } from './watchlist.service';

/** Spec §5: watchlist calls without a signed-in user fail with "User not authenticated". */
async function watchlistUser(request: FastifyRequest): Promise<string> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('unauthenticated', MESSAGES.userNotAuthenticated);
  return viewer.userId;
}

const tags = ['watchlist'];

export function watchlistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const watchlist = createWatchlistService(ctx);
  return async (app) => {
    app.get(
      '/user/watchlist',
      { schema: { tags, summary: 'My List, newest first', response: { 200: watchlistResponseSchema } } },
      async (request, reply) => {
        const userId = await watchlistUser(request);
        cachePrivately(reply);
        return { items: await watchlist.list(userId) };
      },
    );

    app.post(
      '/user/watchlist',
      {
        schema: {
          tags,
          summary: 'Add a title to My List (409 when it is already there)',
          body: addToWatchlistRequestSchema,
          response: { 201: watchlistEntrySchema },
        },
      },
      async (request, reply) => {
        const userId = await watchlistUser(request);
        const entry = await watchlist.add(userId, request.body.videoId);
        return cachePrivately(reply).status(201).send(entry);
      },
    );

    app.delete(
      '/user/watchlist/:videoId',
      {
        schema: {
          tags,
          summary: 'Remove a title from My List',
          params: z.object({ videoId: z.string().uuid() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const userId = await watchlistUser(request);
        await watchlist.remove(userId, request.params.videoId);
        return cachePrivately(reply).status(204).send(null);
      },
    );
  };
}
