import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import type { AnalyticsService } from './analytics.service';

/** GET /api/admin/analytics (admins): the dashboard, read from the rollup tables. */
export function analyticsRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsync {
  return async (app) => {
    route(app, 'adminAnalytics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.analytics.dashboard(request.query);
    });
  };
}
