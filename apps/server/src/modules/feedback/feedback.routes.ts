import { feedbackRequestSchema, feedbackResponseSchema } from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getViewer } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limit';
import type { FeedbackService } from './feedback.service';

/** POST /api/feedback: anyone may send feedback; limited per IP address. */
export function feedbackRoutes(deps: {
  feedback: FeedbackService;
  rateLimiter: RateLimiter;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/feedback',
      {
        schema: {
          tags: ['support'],
          summary: 'Stores a message from the feedback page (signed-in user linked when there is one)',
          body: feedbackRequestSchema,
          response: { 201: feedbackResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        await deps.rateLimiter.consume('feedback_ip', request.ip);
        const viewer = await getViewer(request);
        const stored = await deps.feedback.submit(request.body, {
          userId: viewer?.userId ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return reply.code(201).send(stored);
      },
    );
  };
}
