import type { FastifyPluginAsync } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { requestLanguageOf } from '../../http/request-language';
import type { FeedbackService } from './feedback.service';

/** POST /api/feedback: anyone may send feedback; limited per IP address. */
export function feedbackRoutes(deps: {
  feedback: FeedbackService;
  rateLimiter: RateLimiter;
}): FastifyPluginAsync {
  return async (app) => {
    route(app, 'sendFeedback', async (request, reply) => {
      await deps.rateLimiter.consume('feedback_ip', request.ip);
      const viewer = await getViewer(request);
      const stored = await deps.feedback.submit(request.body, {
        userId: viewer?.userId ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        language: requestLanguageOf(request).language,
      });
      return reply.code(201).send(stored);
    });
  };
}
