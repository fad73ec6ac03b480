import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import type { HealthService } from './health.service';

export function healthRoutes(deps: { health: HealthService }): FastifyPluginAsync {
  return async (app) => {
    route(app, 'health', async (_request, reply) => {
      const result = await deps.health.check();
      return reply
        .status(result.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    });

    route(app, 'healthLive', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(deps.health.live()),
    );

    route(app, 'healthReady', async (_request, reply) => {
      const result = await deps.health.ready();
      return reply
        .status(result.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    });
  };
}
