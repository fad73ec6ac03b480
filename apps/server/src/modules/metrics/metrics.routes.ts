import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '../../adapters/metrics/metrics';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';

/**
 * Whether an Authorization header carries the metrics token. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or the first wrong character of a guess.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics on the main port, for a Prometheus that scrapes through the load balancer's network: only with
 * METRICS_TOKEN as a bearer token. Without a token configured the path does not exist (404), so a public instance
 * shows nothing; METRICS_PORT serves the same text on a port of its own.
 */
export function metricsRoutes(deps: { metrics: Metrics; token: string | null }): FastifyPluginAsync {
  return async (app) => {
    route(app, 'metrics', async (request, reply) => {
      if (!deps.token) {
        throw new AppError(
          'not_found',
          localised('errors:http.noRoute', { method: request.method, path: '/metrics' }),
        );
      }
      if (!carriesMetricsToken(request.headers.authorization, deps.token)) {
        throw new AppError('unauthenticated').withHeader('www-authenticate', 'Bearer realm="metrics"');
      }
      const { contentType, body } = await deps.metrics.scrape();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
    });
  };
}
