import type { FastifyPluginAsync } from 'fastify';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { PaymentsService } from './payments.service';

/** Checkout, payment status and history for the signed-in user; gateway notifications. */
export function paymentsRoutes(deps: { payments: PaymentsService }): FastifyPluginAsync {
  const { payments } = deps;
  return async (app) => {
    route(app, 'checkout', async (request, reply) => {
      cachePrivately(reply);
      return payments.checkout(
        { userId: request.viewer.userId, email: request.viewer.email },
        request.body.return_url,
      );
    });

    route(app, 'paymentStatus', async (request, reply) => {
      cachePrivately(reply);
      return payments.status(request.viewer.userId, request.params.reference);
    });

    route(app, 'cancelPayment', async (request) =>
      payments.abandon(request.viewer.userId, request.params.reference),
    );

    route(app, 'paymentHistory', async (request, reply) => {
      cachePrivately(reply);
      return { items: await payments.history(request.viewer.userId) };
    });

    // Gateways post here. The raw body is kept: signatures are over the exact bytes (and PayFast's field order).
    await app.register(async (gateway) => {
      gateway.removeAllContentTypeParsers();
      gateway.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      route(gateway, 'paymentNotification', async (request, reply) => {
        const result = await payments.handleNotification(request.params.provider, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          contentType: request.headers['content-type'],
          headers: request.headers,
          // The client address as the proxy settings allow (TRUST_PROXY): PayFast's source check needs the real one.
          remoteAddress: request.ip,
        });
        // 503 asks the gateway to deliver again later (its confirmation service could not be reached).
        if (result.outcome === 'retry') return reply.status(503).send({ received: false });
        return reply.status(200).send({ received: true });
      });
    });
  };
}
