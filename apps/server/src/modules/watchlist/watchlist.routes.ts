import type { FastifyPluginAsync } from 'fastify';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import { requestLanguageOf } from '../../http/request-language';
import { limitOf } from '../viewer-profiles/maturity';
import { ownerOf } from '../viewer-profiles/owner';
import type { WatchlistService } from './watchlist.service';

/** My List (spec §7); without a session every call answers 401 "User not authenticated" (spec §5). */
export function watchlistRoutes(deps: { watchlist: WatchlistService }): FastifyPluginAsync {
  const { watchlist } = deps;
  return async (app) => {
    route(app, 'watchlist', async (request, reply) => {
      cachePrivately(reply);
      return {
        items: await watchlist.list(
          ownerOf(request.viewer),
          requestLanguageOf(request).language,
          limitOf(request.viewer),
        ),
      };
    });

    route(app, 'addToWatchlist', async (request, reply) => {
      const entry = await watchlist.add(
        ownerOf(request.viewer),
        request.body.videoId,
        limitOf(request.viewer),
      );
      return cachePrivately(reply).status(201).send(entry);
    });

    route(app, 'removeFromWatchlist', async (request, reply) => {
      await watchlist.remove(ownerOf(request.viewer), request.params.videoId);
      return cachePrivately(reply).status(204).send(null);
    });
  };
}
