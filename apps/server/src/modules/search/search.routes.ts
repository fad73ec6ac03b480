import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { compressAnswers } from '../../http/content-encoding';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { createCatalogueResponseCache } from '../catalog/catalogue-cache';
import { catalogueViewOf } from '../viewer-profiles/maturity';
import type { SearchService } from './search.service';

/** The share of CATALOGUE_CACHE_MB given to search answers (a cache of its own beside the catalogue's). */
const SEARCH_CACHE_SHARE = 1 / 4;

/**
 * Search and suggestions: the catalogue's most expensive reads, so limited per IP address (ASVS 2.4.1).
 *
 * They are asked at every key typed (D69), and the same for every viewer with the same maturity limit (D74): answers
 * are kept in memory like the catalogue's (catalogue-cache.ts: per language and audience, dropped when the catalogue
 * changes, at most CATALOGUE_CACHE_TTL_SECONDS old).
 * The first letters of a search are the most expensive to answer and what most viewers type alike. An answer from
 * memory is sent before the limit is consulted: it costs the database nothing, which is what the limit protects.
 */
export function searchRoutes(
  ctx: AppContext,
  deps: { search: SearchService; rateLimiter: RateLimiter },
): FastifyPluginAsync {
  const { search, rateLimiter } = deps;
  const limit = async (request: FastifyRequest) => rateLimiter.consume('search_ip', request.ip);
  return async (app) => {
    const cache = createCatalogueResponseCache(ctx, {
      maxBytes: Math.floor(ctx.config.catalogueCache.maxBytes * SEARCH_CACHE_SHARE),
    });
    // The scope's hooks run before the routes' own (the limit) and before compression, which @fastify/compress
    // adds to each route: the cache keeps the answer as serialised, and a hit it sends already compressed is left
    // alone.
    app.addHook('onRequest', cache.onRequest);
    app.addHook('onSend', cache.onSend);
    app.addHook('onResponse', cache.onResponse);
    app.addHook('onReady', () => cache.ready);
    app.addHook('onClose', () => cache.release());
    await compressAnswers(app);

    route(
      app,
      'search',
      async (request, reply) => {
        const { language, maturity } = await catalogueViewOf(request, reply);
        return search.search(request.query, language, maturity);
      },
      { onRequest: limit },
    );

    route(
      app,
      'searchSuggest',
      async (request, reply) => {
        const { language, maturity } = await catalogueViewOf(request, reply);
        return { query: request.query.q, items: await search.suggest(request.query.q, language, maturity) };
      },
      { onRequest: limit },
    );
  };
}
