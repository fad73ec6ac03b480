import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentHistoryResponseSchema,
  paymentStatusResponseSchema,
} from '@mzansi/contracts/billing';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import type { PaymentsService } from './payments.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const tags = ['payments'];
const referenceParams = z.object({ reference: z.string().min(1).max(200) });

/** Checkout, payment status and history for the signed-in user; gateway notifications. */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.register(async (scope) => {
      const user = scope.withTypeProvider<ZodTypeProvider>();
      user.addHook('onRequest', requireAuth);

      user.post(
        '/payments/checkout',
        {
          schema: {
            tags,
            summary:
              'Starts paying for Premium: the gateway form for the browser to post (409 when already Premium)',
            body: checkoutRequestSchema,
            response: { 200: checkoutResponseSchema, ...errors },
          },
        },
        async (request, reply) => {
          const viewer = await requireViewer(request);
          cachePrivately(reply);
          return payments.checkout({ userId: viewer.userId, email: viewer.email }, request.body.return_url);
        },
      );

      user.get(
        '/payments/:reference',
        {
          schema: {
            tags,
            summary: "One of the user's payments and their subscription now",
            params: referenceParams,
            response: { 200: paymentStatusResponseSchema, ...errors },
          },
        },
        async (request, reply) => {
          const viewer = await requireViewer(request);
          cachePrivately(reply);
          return payments.status(viewer.userId, request.params.reference);
        },
      );

      user.post(
        '/payments/:reference/cancel',
        {
          schema: {
            tags,
            summary: 'The payer left the gateway without paying: closes a pending checkout',
            params: referenceParams,
            response: { 200: paymentStatusResponseSchema, ...errors },
          },
        },
        async (request) => payments.abandon((await requireViewer(request)).userId, request.params.reference),
      );

      user.get(
        '/user/payments',
        {
          schema: {
            tags,
            summary: 'Payment history, newest first',
            response: { 200: paymentHistoryResponseSchema, ...errors },
          },
        },
        async (request, reply) => {
          const viewer = await requireViewer(request);
          cachePrivately(reply);
          return { items: await payments.history(viewer.userId) };
        },
      );
    });

    // Gateways post here. The raw body is kept: signatures are over the exact bytes (and PayFast's field order).
    app.register(async (scope) => {
      const gateway = scope.withTypeProvider<ZodTypeProvider>();
      gateway.removeAllContentTypeParsers();
      gateway.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      gateway.post(
        '/payments/notify/:provider',
        {
          schema: {
            tags,
            summary: 'Gateway notifications (PayFast ITN, local test gateway): 200 once handled or refused',
            params: z.object({ provider: z.string().min(1).max(40) }),
          },
        },
        async (request, reply) => {
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
        },
      );
    });
  };
}
