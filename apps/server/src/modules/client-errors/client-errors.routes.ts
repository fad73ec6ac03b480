import type { FastifyPluginAsync } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { redactDeep, redactUrl } from '../../logger';

/**
 * POST /api/client-errors: browser error reports (spec §8 "error reporting"). They are logged (pino, warn level),
 * redacted again here whatever the client did, and not stored: the logs already are the place errors are read
 * and retained, and a table would be a second copy of stacks and URLs to protect and purge.
 */
export function clientErrorsRoutes(deps: { rateLimiter: RateLimiter }): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      'reportClientError',
      async (request, reply) => {
        await deps.rateLimiter.consume('client_errors_ip', request.ip);
        const viewer = await getViewer(request);
        const report = request.body;
        request.log.warn(
          {
            clientError: redactDeep({
              ...report,
              url: report.url ? redactUrl(report.url) : undefined,
            }),
            userId: viewer?.userId ?? null,
            userAgent: request.headers['user-agent'],
          },
          `client error: ${report.type}`,
        );
        return reply.code(202).send();
      },
      // Reports are small; a flood of large ones is refused early.
      { bodyLimit: 32 * 1024 },
    );
  };
}
