import type { FastifyPluginAsync } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { redactDeep, redactUrl } from '../../logger';
import type { ClientErrorsService } from './client-errors.service';

/**
 * POST /api/client-errors: browser error reports (spec §8 "error reporting"). They are logged (pino, warn level),
 * redacted again here whatever the client did, and stored grouped for the admin area (client-errors.service: type,
 * message, route, stack and counts; never who sent it, kept 30 days after last seen).
 */
export function clientErrorsRoutes(deps: {
  rateLimiter: RateLimiter;
  clientErrors: ClientErrorsService;
}): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      'reportClientError',
      async (request, reply) => {
        await deps.rateLimiter.consume('client_errors_ip', request.ip);
        const viewer = await getViewer(request);
        const report = request.body;
        const redacted = {
          ...report,
          message: redactUrl(report.message),
          stack: report.stack ? redactUrl(report.stack) : undefined,
          url: report.url ? redactUrl(report.url) : undefined,
          context: report.context ? (redactDeep(report.context) as Record<string, unknown>) : undefined,
        };
        request.log.warn(
          {
            clientError: redactDeep(redacted),
            userId: viewer?.userId ?? null,
            userAgent: request.headers['user-agent'],
          },
          `client error: ${report.type}`,
        );
        await deps.clientErrors.record(redacted);
        return reply.code(202).send();
      },
      // Reports are small; a flood of large ones is refused early.
      { bodyLimit: 32 * 1024 },
    );
  };
}
