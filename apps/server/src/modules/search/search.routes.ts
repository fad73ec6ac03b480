import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { cachePublicly } from '../../http/cache-headers';
import { compressAnswers } from '../../http/content-encoding';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import type { SearchService } from './search.service';

/** Search and suggestions: the catalogue's most expensive reads, so limited per IP address (ASVS 2.4.1). */
export function searchRoutes(deps: { search: SearchService; rateLimiter: RateLimiter }): FastifyPluginAsync {
  const { search, rateLimiter } = deps;
  const limit = async (request: FastifyRequest) => rateLimiter.consume('search_ip', request.ip);
  return async (app) => {
    await compressAnswers(app);

    route(
      app,
      'search',
      async (request, reply) => {
        cachePublicly(reply, 60);
        return search.search(request.query);
      },
      { onRequest: limit },
    );

    route(
      app,
      'searchSuggest',
      async (request, reply) => {
        cachePublicly(reply, 60);
        return { query: request.query.q, items: await search.suggest(request.query.q) };
      },
      { onRequest: limit },
    );
  };
}
