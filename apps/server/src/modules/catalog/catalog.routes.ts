import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/endpoint';
import { catalogueViewOf } from '../viewer-profiles/maturity';
import type { CatalogService } from './catalog.service';
import { createCatalogueResponseCache } from './catalogue-cache';

/**
 * The catalogue as everyone sees it: lists, title pages, categories and collections (spec §7). Every answer here
 * is the same for every viewer who reads it in the same language with the same maturity limit (taglines, synopses
 * and category names are in the request's language; the titles are those the viewer profile's limit allows, D74),
 * so all of them go through the in-process response cache (catalogue-cache.ts), kept per language and audience;
 * personalised routes live in other modules.
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

    route(app, 'publicVideos', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply);
      return { items: await catalog.listPublic(language, maturity) };
    });

    route(app, 'videos', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply);
      return catalog.list(request.query, language, maturity);
    });

    route(app, 'relatedVideos', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply, 300);
      return { items: await catalog.related(request.query.id, request.query.limit, language, maturity) };
    });

    route(app, 'videoDetail', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply);
      return catalog.detail(request.params.id, language, maturity);
    });

    route(app, 'categories', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply, 300);
      return { items: await catalog.categories(language, maturity) };
    });

    route(app, 'collections', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply, 300);
      return { items: await catalog.collections(language, maturity) };
    });

    route(app, 'collectionDetail', async (request, reply) => {
      const { language, maturity } = await catalogueViewOf(request, reply);
      return catalog.collection(request.params.id, language, maturity);
    });
  };
}
