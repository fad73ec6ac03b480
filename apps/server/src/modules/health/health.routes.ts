import { healthResponseSchema } from '@mzansi/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createHealthService } from './health.service';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const health = createHealthService(ctx);
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Database, storage and media tool status: 200 when all are ok, 503 otherwise',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const result = await health.check();
        return reply
          .status(result.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(result);
      },
    );
  };
}
