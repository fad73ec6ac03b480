import { videoListResponseSchema } from '@mzansi/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createCatalogService } from './catalog.service';

export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const catalog = createCatalogService(ctx);
  return async (app) => {
    app.get(
      '/videos/public',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Published titles for everyone, newest first (spec §7: { items })',
          response: { 200: videoListResponseSchema },
        },
      },
      async () => ({ items: await catalog.listPublic() }),
    );
  };
}
