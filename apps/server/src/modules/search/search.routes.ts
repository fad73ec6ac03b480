import {
  searchQuerySchema,
  searchResponseSchema,
  suggestResponseSchema,
  SEARCH_QUERY_MAX,
} from '@mzansi/contracts/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { cachePublicly } from '../../http/cache-headers';
import { compressAnswers } from '../../http/content-encoding';
import { createSearchService } from './search.service';

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const search = createSearchService(ctx);
  return async (app) => {
    compressAnswers(app);
    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary:
            'Ranked, typo-tolerant, accent-insensitive search with filters (type, genre, language, year, age)',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      async (request, reply) => {
        cachePublicly(reply, 60);
        return search.search(request.query);
      },
    );

    app.get(
      '/search/suggest',
      {
        schema: {
          tags: ['search'],
          summary: 'Autocomplete: titles, people, categories and languages as you type',
          querystring: z.object({ q: z.string().trim().max(SEARCH_QUERY_MAX).default('') }),
          response: { 200: suggestResponseSchema },
        },
      },
      async (request, reply) => {
        cachePublicly(reply, 60);
        return { query: request.query.q, items: await search.suggest(request.query.q) };
      },
    );
  };
}
