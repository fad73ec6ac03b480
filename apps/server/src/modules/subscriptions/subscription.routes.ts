import type { FastifyPluginAsync } from 'fastify';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { SubscriptionLifecycle } from './subscription-lifecycle';

/** The signed-in user's subscription (spec §7 get_user_subscription_status), cancel and resume; admin revocation. */
export function subscriptionRoutes(deps: {
  subscriptionLifecycle: SubscriptionLifecycle;
}): FastifyPluginAsync {
  const lifecycle = deps.subscriptionLifecycle;
  return async (app) => {
    route(app, 'subscription', async (request, reply) => {
      cachePrivately(reply);
      return lifecycle.details(request.viewer.userId);
    });

    route(app, 'cancelSubscription', async (request) => lifecycle.cancel(request.viewer.userId));

    route(app, 'resumeSubscription', async (request) => lifecycle.resume(request.viewer.userId));

    route(app, 'revokeSubscription', async (request, reply) => {
      await lifecycle.revoke({ userId: request.viewer.userId, ip: request.ip }, request.params.id);
      return reply.header('cache-control', 'private, no-store').status(204).send(null);
    });
  };
}
