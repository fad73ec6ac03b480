import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { cachePublicly } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { CatalogService } from './catalog.service';
import { createCatalogueResponseCache } from './catalogue-cache';

/**
 * The catalogue as everyone sees it: lists, title pages, categories and collections (spec §7). Every answer here
 * is the same for every viewer (no route reads the session), so all of them go through the in-process response
 * cache (catalogue-cache.ts); personalised routes live in other modules.
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

    route(app, 'publicVideos', async (_request, reply) => {
      cachePublicly(reply);
      return { items: await catalog.listPublic() };
    });

    route(app, 'videos', async (request, reply) => {
      cachePublicly(reply);
      return catalog.list(request.query);
    });

    route(app, 'relatedVideos', async (request, reply) => {
      cachePublicly(reply, 300);
      return { items: await catalog.related(request.query.id, request.query.limit) };
    });

    route(app, 'videoDetail', async (request, reply) => {
      cachePublicly(reply);
      return catalog.detail(request.params.id);
    });

    route(app, 'categories', async (_request, reply) => {
      cachePublicly(reply, 300);
      return { items: await catalog.categories() };
    });

    route(app, 'collections', async (_request, reply) => {
      cachePublicly(reply, 300);
      return { items: await catalog.collections() };
    });

    route(app, 'collectionDetail', async (request, reply) => {
      cachePublicly(reply);
      return catalog.collection(request.params.id);
    });
  };
}
