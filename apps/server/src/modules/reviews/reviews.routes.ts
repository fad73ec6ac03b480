import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { limitOf } from '../viewer-profiles/maturity';
import { ownerOf } from '../viewer-profiles/owner';
import type { ReviewsService } from './reviews.service';

/**
 * Ratings, reviews and reports (issue 19). Public reads are never cached anywhere but the browser's memory: a
 * moderator's hide takes effect on the next read. Writes are limited per account (rating_user, review_write_user,
 * review_report_user).
 */
export function reviewsRoutes(deps: {
  reviews: ReviewsService;
  rateLimiter: RateLimiter;
}): FastifyPluginAsync {
  const { reviews, rateLimiter } = deps;
  const limitBy =
    (name: 'rating_user' | 'review_write_user' | 'review_report_user') => async (request: FastifyRequest) => {
      const viewer = await getViewer(request);
      if (viewer) await rateLimiter.consume(name, viewer.userId);
    };

  return async (app) => {
    route(app, 'ratingSummary', async (request, reply) => {
      const viewer = await getViewer(request);
      cachePrivately(reply);
      return reviews.summary(request.params.videoId, limitOf(viewer));
    });

    route(app, 'titleReviews', async (request, reply) => {
      const viewer = await getViewer(request);
      cachePrivately(reply);
      return reviews.list(
        request.params.videoId,
        Number(request.query.page ?? 1),
        limitOf(viewer),
        viewer?.profile.id ?? null,
      );
    });

    route(app, 'myRating', async (request, reply) => {
      cachePrivately(reply);
      return reviews.mine(ownerOf(request.viewer), request.params.videoId, limitOf(request.viewer));
    });

    route(
      app,
      'setRating',
      async (request, reply) => {
        cachePrivately(reply);
        return reviews.setRating(
          ownerOf(request.viewer),
          request.params.videoId,
          request.body.rating,
          limitOf(request.viewer),
        );
      },
      { preValidation: limitBy('rating_user') },
    );

    route(
      app,
      'clearRating',
      async (request, reply) => {
        await reviews.clearRating(ownerOf(request.viewer), request.params.videoId);
        return cachePrivately(reply).status(204).send(null);
      },
      { preValidation: limitBy('rating_user') },
    );

    route(
      app,
      'writeReview',
      async (request, reply) => {
        const { review, created } = await reviews.write(
          ownerOf(request.viewer),
          request.params.videoId,
          request.body.text,
          limitOf(request.viewer),
        );
        return cachePrivately(reply)
          .status(created ? 201 : 200)
          .send(review);
      },
      { preValidation: limitBy('review_write_user') },
    );

    route(
      app,
      'deleteReview',
      async (request, reply) => {
        await reviews.remove(ownerOf(request.viewer), request.params.videoId);
        return cachePrivately(reply).status(204).send(null);
      },
      { preValidation: limitBy('review_write_user') },
    );

    route(
      app,
      'reportReview',
      async (request, reply) => {
        const report = await reviews.report(
          request.viewer.userId,
          request.params.id,
          request.body.reason,
          request.body.note,
          limitOf(request.viewer),
        );
        return cachePrivately(reply).status(201).send(report);
      },
      { preValidation: limitBy('review_report_user') },
    );

    app.register(async (moderation) => {
      moderation.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });
      const moderator = (request: FastifyRequest & { viewer: { userId: string } }) => ({
        userId: request.viewer.userId,
        ip: request.ip || null,
      });

      route(moderation, 'moderationReviews', async (request) => reviews.queue(request.query));

      route(moderation, 'approveReview', async (request, reply) => {
        await reviews.approve(moderator(request), request.params.id);
        return reply.status(204).send(null);
      });

      route(moderation, 'hideReview', async (request, reply) => {
        await reviews.hide(moderator(request), request.params.id, request.body.reason);
        return reply.status(204).send(null);
      });

      route(moderation, 'restoreReview', async (request, reply) => {
        await reviews.restore(moderator(request), request.params.id);
        return reply.status(204).send(null);
      });
    });
  };
}
