import { userSubscriptionSchema } from '@mzansi/contracts/billing';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireRoles, requireViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import type { SubscriptionLifecycle } from './subscription-lifecycle';

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['subscriptions'];

/** The signed-in user's subscription (spec §7 get_user_subscription_status), cancel and resume; admin revocation. */
export function subscriptionRoutes(lifecycle: SubscriptionLifecycle): FastifyPluginAsyncZod {
  return async (app) => {
    app.register(async (scope) => {
      const user = scope.withTypeProvider<ZodTypeProvider>();
      user.addHook('onRequest', requireAuth);

      user.get(
        '/user/subscription',
        {
          schema: {
            tags,
            summary: 'Status, plan, renewal date and what the plan allows now',
            response: { 200: userSubscriptionSchema, ...errors },
          },
        },
        async (request, reply) => {
          const viewer = await requireViewer(request);
          cachePrivately(reply);
          return lifecycle.details(viewer.userId);
        },
      );

      user.post(
        '/user/subscription/cancel',
        {
          schema: {
            tags,
            summary: 'Cancel at period end: billing stops, Premium stays until the end date',
            response: { 200: userSubscriptionSchema, ...errors },
          },
        },
        async (request) => lifecycle.cancel((await requireViewer(request)).userId),
      );

      user.post(
        '/user/subscription/resume',
        {
          schema: {
            tags,
            summary: 'Take back a cancellation before the period ends (409 when the gateway cannot)',
            response: { 200: userSubscriptionSchema, ...errors },
          },
        },
        async (request) => lifecycle.resume((await requireViewer(request)).userId),
      );
    });

    app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requireRoles('admin'));
      admin.post(
        '/admin/users/:id/subscription/revoke',
        {
          schema: {
            tags: ['admin'],
            summary: "Ends a user's Premium at once (audit-logged)",
            params: z.object({ id: z.string().min(1).max(100) }),
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const viewer = await requireViewer(request);
          await lifecycle.revoke({ userId: viewer.userId, ip: request.ip }, request.params.id);
          return reply.header('cache-control', 'private, no-store').status(204).send(null);
        },
      );
    });
  };
}
