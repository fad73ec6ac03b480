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
import { accountRoutes } from '../modules/account/account.routes';
import { adsRoutes } from '../modules/ads/ads.routes';
import { adminInboxRoutes } from '../modules/admin-inbox/admin-inbox.routes';
import { analyticsRoutes } from '../modules/analytics/analytics.routes';
import { adminUsersRoutes } from '../modules/admin-users/admin-users.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { catalogRoutes } from '../modules/catalog/catalog.routes';
import { clientErrorsRoutes } from '../modules/client-errors/client-errors.routes';
import { devMailboxRoutes } from '../modules/dev-mailbox/dev-mailbox.routes';
import { feedbackRoutes } from '../modules/feedback/feedback.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { downloadsRoutes } from '../modules/downloads/downloads.routes';
import { historyRoutes } from '../modules/history/history.routes';
import { liveEventsRoutes } from '../modules/live-events/live-events.routes';
import { metricsRoutes } from '../modules/metrics/metrics.routes';
import { createMediaDelivery, type MediaDeliveryStats } from '../modules/media/media.routes';
import { PAYFAST_LIVE, PAYFAST_SANDBOX } from '../modules/payments/gateways/payfast/payfast-gateway';
import { localGatewayRoutes } from '../modules/payments/gateways/local/local-gateway.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { playbackRoutes } from '../modules/playback/playback.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import { recommendationsRoutes } from '../modules/recommendations/recommendations.routes';
import { reviewsRoutes } from '../modules/reviews/reviews.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { seoRoutes } from '../modules/seo/seo.routes';
import { studioRoutes } from '../modules/studio/studio.routes';
import { studioEditingRoutes } from '../modules/studio/studio-editing.routes';
import { subscriptionRoutes } from '../modules/subscriptions/subscription.routes';
import { uploadsRoutes } from '../modules/uploads/uploads.routes';
import { viewerProfilesRoutes } from '../modules/viewer-profiles/viewer-profiles.routes';
import { watchlistRoutes } from '../modules/watchlist/watchlist.routes';
import { maturityLimitOf } from '../modules/viewer-profiles/maturity';
import { createServices, type Services } from '../services';
import { registerViewers } from './accounts';
import { getViewer } from './authenticate';
import { sendCompressed } from './content-encoding';
import { registerCrossSiteGuard } from './cross-site';
import { auditRoutes, registerMethodNotAllowed } from './endpoint';
import { registerErrorHandler } from './error-handler';
import { inProcessApi } from './in-process-api';
import { AppError } from './errors';
import { pageLanguage } from './request-language';
import { registerRequestObservability, requestIdOf } from './request-observability';
import { registerSafeInput } from './safe-input';
import { serverWithFastLane } from './http-server';
import { createSecurityHeaders, registerSecurityHeaders, spaInlineScriptHashes } from './security-headers';
import { registerSpa, wantsSpaPage } from './static-spa';
import { APP_VERSION } from './version';
import { localised } from '../i18n/translate';

declare module 'fastify' {
  interface FastifyInstance {
    /** the services the routes were given (tests reach the same instances through it) */
    services: Services;
    /** how media files were answered (the fast lane's count, D71) */
    mediaStats: MediaDeliveryStats;
  }
}

/**
 * Builds the HTTP app: API under /api, media under /media, the client everywhere else. Every route comes from the
 * endpoint map (packages/contracts/src/endpoints.ts) and gets its services from the composition root: given by
 * main.ts (shared with the workers), or built here and closed with the app.
 */
export async function buildApp(ctx: AppContext, given?: Services): Promise<FastifyInstance> {
  const services = given ?? createServices(ctx);
  // Typed as Fastify's logger so the app's type does not carry pino's own Logger through every plugin.
  const logger: FastifyBaseLogger = ctx.logger;
  const mediaOrigins = mediaEdgeOrigins(ctx.config);
  const adOrigins = outsideAdOrigins(ctx.config);
  const securityHeaders = createSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...spaInlineScriptHashes(ctx.config.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins, ...adOrigins],
        // data: for hls.js's caption <track>s: it gives each an empty `data:,WEBVTT` source (a fixed, inert text
        // file; Chrome's captions menu and Safari's cues need it) and fills the cues itself (D63).
        mediaSrc: ["'self'", 'blob:', 'data:', ...mediaOrigins, ...adOrigins],
        // 'self': the service worker (/sw.js, D76); blob: hls.js's transmuxing worker.
        workerSrc: ["'self'", 'blob:'],
        // /manifest.webmanifest (install, D76).
        manifestSrc: ["'self'"],
        // hls.js fetches playlists and segments: from the media edge when it is another origin.
        // An outside ad server (AD_VAST_URL): its VAST and wrappers, creatives and tracking pixels.
        connectSrc: ["'self'", ...mediaOrigins, ...adOrigins],
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
  // Tokenised media files already in memory are answered before Fastify (D71); the routes answer everything else.
  const media = createMediaDelivery(ctx, securityHeaders);
  const app = Fastify({
    serverFactory: serverWithFastLane(media.fastLane),
    loggerInstance: logger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestObservability(app, ctx.metrics);
  registerCrossSiteGuard(app, ctx.config.publicUrl);
  registerSafeInput(app);
  app.decorate('services', services);
  app.decorate('mediaStats', media.stats);
  app.decorateRequest('viewer', null);
  const routes = auditRoutes(app);
  if (!given) app.addHook('onClose', () => services.close());

  await app.register(cookie);
  // Weak ETags on every generated answer: a browser or CDN revalidating an unchanged catalogue page gets a 304.
  await app.register(etag, { weak: true });
  registerSecurityHeaders(app, securityHeaders);

  // The API document is built whenever asked (the sweeps in tests read it); its pages are served only when
  // API_DOCS allows (off in production unless an operator turns it on).
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mzansi Stream API', version: APP_VERSION },
      servers: [{ url: ctx.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  if (ctx.config.apiDocs) {
    await routes.plugin('the API document', () =>
      app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true }),
    );
  }

  await registerViewers(app, ctx, services);

  const modules = [
    healthRoutes(services),
    metricsRoutes({ metrics: ctx.metrics, token: ctx.config.metrics.token }),
    authRoutes({ auth: services.auth, publicUrl: ctx.config.publicUrl }),
    profileRoutes(services),
    accountRoutes(services),
    viewerProfilesRoutes(services),
    adminUsersRoutes(services),
    adminInboxRoutes(services),
    feedbackRoutes(services),
    clientErrorsRoutes(services),
    devMailboxRoutes(ctx),
    catalogRoutes(ctx, services),
    searchRoutes(ctx, services),
    recommendationsRoutes(services),
    watchlistRoutes(services),
    reviewsRoutes({ reviews: services.reviews, rateLimiter: services.rateLimiter }),
    playbackRoutes({
      playback: services.playback,
      rateLimiter: services.rateLimiter,
      secureCookie: ctx.config.isProduction,
    }),
    historyRoutes(services),
    downloadsRoutes({
      downloads: services.downloads,
      rateLimiter: services.rateLimiter,
      secureCookie: ctx.config.isProduction,
    }),
    analyticsRoutes(services),
    adsRoutes({
      ads: services.ads,
      rateLimiter: services.rateLimiter,
      secureCookie: ctx.config.isProduction,
    }),
    paymentsRoutes(services),
    subscriptionRoutes(services),
    liveEventsRoutes(ctx, services),
    studioRoutes(services),
    studioEditingRoutes(services),
    // tus reads the raw body itself: its scope has no content-type parsers.
    uploadsRoutes(ctx, services),
    media.routes,
    seoRoutes(services),
  ];
  for (const routes of modules) await app.register(routes);
  if (services.gateways.localProcessor) {
    await app.register(
      localGatewayRoutes({
        secret: ctx.config.payments.localSecret,
        processor: services.gateways.localProcessor,
      }),
    );
  }
  registerMethodNotAllowed(app);

  let hasSpa = false;
  await routes.plugin('the built client', async () => {
    hasSpa = await registerSpa(app, ctx.config.webDistDir, ctx.config.storageDir);
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (hasSpa && wantsSpaPage(request.method, request.url)) {
      // The page drawn by the web app's server renderer where it can (public pages), with its own title,
      // description and image in the head for link previews; the browser hydrates it.
      const language = pageLanguage(request, reply);
      const page = await services.seo.renderPage({
        url: request.url,
        session: async () => services.auth.currentSession(await getViewer(request)),
        maturity: () => maturityLimitOf(request),
        userAgent: request.headers['user-agent'] ?? '',
        language: language.language,
        languageChosen: language.chosen,
        fetchApi: inProcessApi(app, request),
      });
      reply
        .status(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        // Drawn for a signed-in viewer (their header, their rows) or in a chosen language: never kept by a shared
        // cache.
        .header('cache-control', page.personal ? 'private, no-cache' : 'no-cache');
      // The header drawn for a phone or a computer (spec §2's mobile layout, guessed from the user agent), in the
      // language the browser asks for.
      reply.header('vary', page.variesByUserAgent ? 'User-Agent, Accept-Language' : 'Accept-Language');
      // Compressed: a drawn page carries its markup and its data (~70 KiB of HTML for /home, ~8 KiB as brotli).
      return sendCompressed(request, reply, page.html);
    }
    throw new AppError(
      'not_found',
      localised('errors:http.noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    );
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
/**
 * Where the player may fetch ads from when the operator names an outside ad server (AD_VAST_URL, issue 18): that
 * server, and any https origin, since its wrappers lead to other ad servers, their creatives to CDNs and their
 * tracking to measurement vendors, none of them known in advance. House ads need nothing beyond 'self'.
 */
export function outsideAdOrigins(config: AppContext['config']): string[] {
  if (!config.ads.enabled || !config.ads.vastUrl) return [];
  return [...new Set([new URL(config.ads.vastUrl).origin, 'https:'])];
}

export function mediaEdgeOrigins(config: AppContext['config']): string[] {
  const origins: string[] = [];
  if (config.media.nginx?.baseUrl) origins.push(new URL(config.media.nginx.baseUrl).origin);
  if (config.media.bunny) origins.push(`https://${config.media.bunny.cdnHost}`);
  return origins;
}
