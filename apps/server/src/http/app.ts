import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { catalogRoutes } from '../modules/catalog/catalog.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { historyRoutes } from '../modules/history/history.routes';
import { liveEventsRoutes } from '../modules/live-events/live-events.routes';
import { mediaRoutes } from '../modules/media/media.routes';
import { createGateways } from '../modules/payments/gateways/gateways';
import { PAYFAST_LIVE, PAYFAST_SANDBOX } from '../modules/payments/gateways/payfast/payfast-gateway';
import { localGatewayRoutes } from '../modules/payments/gateways/local/local-gateway.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { createPaymentsService } from '../modules/payments/payments.service';
import { playbackRoutes } from '../modules/playback/playback.routes';
import { recommendationsRoutes } from '../modules/recommendations/recommendations.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { seoRoutes } from '../modules/seo/seo.routes';
import { createSeoService } from '../modules/seo/seo.service';
import { studioRoutes } from '../modules/studio/studio.routes';
import { createSubscriptionLifecycle } from '../modules/subscriptions/subscription-lifecycle';
import { subscriptionRoutes } from '../modules/subscriptions/subscription.routes';
import { uploadsRoutes } from '../modules/uploads/uploads.routes';
import { watchlistRoutes } from '../modules/watchlist/watchlist.routes';
import { setUpAccounts } from './accounts';
import { sendCompressed } from './content-encoding';
import { registerErrorHandler } from './error-handler';
import { AppError } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { registerSpa, wantsSpaPage } from './static-spa';
import { APP_VERSION } from './version';

/** Builds the HTTP app: API under /api, media under /media, the client everywhere else. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  // Weak ETags on every generated answer: a browser or CDN revalidating an unchanged catalogue page gets a 304.
  await app.register(etag, { weak: true });
  const mediaOrigins = mediaEdgeOrigins(ctx.config);
  const gateways = createGateways(ctx);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        workerSrc: ["'self'", 'blob:'],
        // hls.js fetches playlists and segments: from the media edge when it is another origin.
        connectSrc: ["'self'", ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        // Checkout posts a form to the payment gateway (PayFast's process page).
        formAction: ["'self'", ...paymentGatewayOrigins(ctx.config)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: ctx.config.isProduction ? [] : null,
      },
    },
    // Media is fetched by the player from the same origin; a CDN in front sets its own policy.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: ctx.config.isProduction,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Mzansi Stream API', version: APP_VERSION },
      servers: [{ url: ctx.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Accounts: sessions and viewers for every route below, and the account routes.
  const accounts = await setUpAccounts(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(searchRoutes(ctx));
      await api.register(recommendationsRoutes(ctx));
      await api.register(watchlistRoutes(ctx));
      await api.register(playbackRoutes(ctx));
      await api.register(historyRoutes(ctx));
      await api.register(paymentsRoutes(createPaymentsService(ctx, gateways)));
      await api.register(subscriptionRoutes(createSubscriptionLifecycle(ctx, gateways)));
      await api.register(liveEventsRoutes(ctx));
      await api.register(studioRoutes(ctx));
      // tus needs the raw body: its own scope without content-type parsers.
      await api.register(uploadsRoutes(ctx));
      await api.register(accounts.apiRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes(ctx), { prefix: '/media' });
  if (gateways.localProcessor) {
    await app.register(
      localGatewayRoutes({ secret: ctx.config.payments.localSecret, processor: gateways.localProcessor }),
    );
  }
  await app.register(accounts.pageRoutes);
  const seo = createSeoService(ctx);
  await app.register(seoRoutes(seo));

  const hasSpa = await registerSpa(app, ctx.config.webDistDir, ctx.config.storageDir);
  app.setNotFoundHandler(async (request, reply) => {
    if (hasSpa && wantsSpaPage(request.method, request.url)) {
      // The page's own title, description and image go into the HTML, for link previews without JavaScript.
      const page = await seo.renderPage(request.url.split(/[?#]/)[0] ?? '/');
      reply
        .status(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      // Compressed: /home carries its rows (~70 KiB of HTML, ~8 KiB as brotli).
      return sendCompressed(request, reply, page.html);
    }
    throw new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}

/** Where checkout forms are posted when that is not our own origin (PayFast). */
export function paymentGatewayOrigins(config: AppContext['config']): string[] {
  const payfast = config.payments.payfast;
  if (!payfast) return [];
  const processUrl = payfast.processUrl ?? (payfast.sandbox ? PAYFAST_SANDBOX : PAYFAST_LIVE).processUrl;
  return [new URL(processUrl).origin];
}

/** Origins other than ours that serve video (an nginx edge on its own host, Bunny's CDN): allowed by the CSP. */
export function mediaEdgeOrigins(config: AppContext['config']): string[] {
  const origins: string[] = [];
  if (config.media.nginx?.baseUrl) origins.push(new URL(config.media.nginx.baseUrl).origin);
  if (config.media.bunny) origins.push(`https://${config.media.bunny.cdnHost}`);
  return origins;
}
