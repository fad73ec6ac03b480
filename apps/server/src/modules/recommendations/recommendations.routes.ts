import { recommendationsResponseSchema } from '@mzansi/contracts/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { createRecommendationsService } from './recommendations.service';

export function recommendationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const recommendations = createRecommendationsService(ctx);
  return async (app) => {
    app.get(
      '/recommendations',
      {
        schema: {
          tags: ['recommendations'],
          summary:
            'Named rows: because you watched, top picks, trending in South Africa, new (personal when signed in)',
          response: { 200: recommendationsResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = await getViewer(request);
        cachePrivately(reply);
        return { rows: await recommendations.rows(viewer?.userId ?? null) };
      },
    );
  };
}
