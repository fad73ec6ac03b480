import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { cachePublicly } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import { requestLanguageOf } from '../../http/request-language';
import type { CatalogService } from './catalog.service';
import { createCatalogueResponseCache } from './catalogue-cache';

/**
 * The catalogue as everyone sees it: lists, title pages, categories and collections (spec §7). Every answer here
 * is the same for every viewer who reads it in the same language (no route reads the session; taglines, synopses and
 * category names are in the request's language, issue 16), so all of them go through the in-process response cache
 * (catalogue-cache.ts), kept per language; personalised routes live in other modules.
 */
export function catalogRoutes(ctx: AppContext, deps: { catalog: CatalogService }): FastifyPluginAsync {
  const { catalog } = deps;
  return async (app) => {
    const cache = createCatalogueResponseCache(ctx);
    app.addHook('onRequest', cache.onRequest);
    app.addHook('onSend', cache.onSend);
    app.addHook('onResponse', cache.onResponse);
    // On PostgreSQL, listening for other processes' changes is in place before the app answers.
    app.addHook('onReady', () => cache.ready);
    app.addHook('onClose', async () => {
      await cache.release();
      app.log.info({ catalogueCache: cache.stats() }, 'catalogue cache at close');
    });

    const languageOf = (request: FastifyRequest) => requestLanguageOf(request).language;

    route(app, 'publicVideos', async (request, reply) => {
      cachePublicly(reply);
      return { items: await catalog.listPublic(languageOf(request)) };
    });

    route(app, 'videos', async (request, reply) => {
      cachePublicly(reply);
      return catalog.list(request.query, languageOf(request));
    });

    route(app, 'relatedVideos', async (request, reply) => {
      cachePublicly(reply, 300);
      return { items: await catalog.related(request.query.id, request.query.limit, languageOf(request)) };
    });

    route(app, 'videoDetail', async (request, reply) => {
      cachePublicly(reply);
      return catalog.detail(request.params.id, languageOf(request));
    });

    route(app, 'categories', async (request, reply) => {
      cachePublicly(reply, 300);
      return { items: await catalog.categories(languageOf(request)) };
    });

    route(app, 'collections', async (request, reply) => {
      cachePublicly(reply, 300);
      return { items: await catalog.collections(languageOf(request)) };
    });

    route(app, 'collectionDetail', async (request, reply) => {
      cachePublicly(reply);
      return catalog.collection(request.params.id, languageOf(request));
    });
  };
}
