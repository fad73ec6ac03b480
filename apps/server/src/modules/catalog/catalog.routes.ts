import { videoListItemSchema, videoListResponseSchema } from '@mzansi/contracts/catalogue';
import {
  categoriesResponseSchema,
  collectionDetailSchema,
  collectionsResponseSchema,
  relatedQuerySchema,
  videoDetailSchema,
  videoListQuerySchema,
  videoPageSchema,
} from '@mzansi/contracts/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { cachePublicly } from '../../http/cache-headers';
import { createCatalogService } from './catalog.service';
import { createCatalogueResponseCache } from './catalogue-cache';

const tags = ['catalogue'];

/**
 * The catalogue as everyone sees it: lists, title pages, categories and collections (spec §7). Every answer here
 * is the same for every viewer (no route reads the session), so all of them go through the in-process response
 * cache (catalogue-cache.ts); personalised routes live in other modules.
 */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const catalog = createCatalogService(ctx);
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

    app.get(
      '/videos/public',
      {
        schema: {
          tags,
          summary: 'Published titles for everyone, newest first (spec §7: { items })',
          response: { 200: videoListResponseSchema },
        },
      },
      async (_request, reply) => {
        cachePublicly(reply);
        return { items: await catalog.listPublic() };
      },
    );

    app.get(
      '/videos',
      {
        schema: {
          tags,
          summary: 'A page of published titles, filtered and sorted, with a cursor for the next page',
          querystring: videoListQuerySchema,
          response: { 200: videoPageSchema },
        },
      },
      async (request, reply) => {
        cachePublicly(reply);
        return catalog.list(request.query);
      },
    );

    app.get(
      '/videos/related',
      {
        schema: {
          tags,
          summary: 'Titles like the given one (shared genres, people, language, type)',
          querystring: relatedQuerySchema,
          response: { 200: z.object({ items: z.array(videoListItemSchema) }) },
        },
      },
      async (request, reply) => {
        cachePublicly(reply, 300);
        return { items: await catalog.related(request.query.id, request.query.limit) };
      },
    );

    app.get(
      '/videos/:id',
      {
        schema: {
          tags,
          summary: 'A title with its seasons, episodes, credits, rating, languages and playable video ids',
          params: z.object({ id: z.string().min(1).max(120) }),
          response: { 200: videoDetailSchema },
        },
      },
      async (request, reply) => {
        cachePublicly(reply);
        return catalog.detail(request.params.id);
      },
    );

    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Categories with their title counts',
          response: { 200: categoriesResponseSchema },
        },
      },
      async (_request, reply) => {
        cachePublicly(reply, 300);
        return { items: await catalog.categories() };
      },
    );

    app.get(
      '/collections',
      {
        schema: {
          tags,
          summary: 'Collections (spec §3: id, name, guid, videoCount)',
          response: { 200: collectionsResponseSchema },
        },
      },
      async (_request, reply) => {
        cachePublicly(reply, 300);
        return { items: await catalog.collections() };
      },
    );

    app.get(
      '/collections/:id',
      {
        schema: {
          tags,
          summary: 'One collection (by id or guid) with its titles in order',
          params: z.object({ id: z.string().min(1).max(60) }),
          response: { 200: collectionDetailSchema },
        },
      },
      async (request, reply) => {
        cachePublicly(reply);
        return catalog.collection(request.params.id);
      },
    );
  };
}
