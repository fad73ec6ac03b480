import { clientErrorReportSchema } from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getViewer } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limit';
import { redactDeep, redactUrl } from '../../logger';

/**
 * POST /api/client-errors: browser error reports (spec §8 "error reporting"). They are logged (pino, warn level),
 * redacted again here whatever the client did, and not stored: the logs already are the place errors are read
 * and retained, and a table would be a second copy of stacks and URLs to protect and purge.
 */
export function clientErrorsRoutes(deps: { rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/client-errors',
      {
        // Reports are small; a flood of large ones is refused early.
        bodyLimit: 32 * 1024,
        schema: {
          tags: ['support'],
          summary: 'Records a client error report (logged, not stored; limited per IP address)',
          body: clientErrorReportSchema,
          response: {
            202: z.undefined().describe('Accepted, no body'),
            400: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
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
    );
  };
}
