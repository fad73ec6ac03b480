import { createMailer } from './adapters/mail/create-mailer';
import type { AppContext } from './context';
import { createRateLimiter } from './http/rate-limit';
import { createAccountService } from './modules/account/account.service';
import { createReauthentication } from './modules/account/reauthentication';
import { createAdsService } from './modules/ads/ads.service';
import { createAdminUserActions } from './modules/admin-users/admin-user-actions.service';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { createAuditLogService } from './modules/audit/audit-log.service';
import { createAuditService } from './modules/audit/audit.service';
import { createClientErrorsService } from './modules/client-errors/client-errors.service';
import { createAuthService } from './modules/auth/auth.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createDownloadsService } from './modules/downloads/downloads.service';
import { createFeedbackInboxService } from './modules/feedback/feedback-inbox.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createHealthService } from './modules/health/health.service';
import { createHistoryService } from './modules/history/history.service';
import { createGateways } from './modules/payments/gateways/gateways';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPlaybackService } from './modules/playback/playback.service';
import { createStreamSessionService } from './modules/playback/stream-sessions.service';
import { createProfileService } from './modules/profile/profile.service';
import { createRecommendationsService } from './modules/recommendations/recommendations.service';
import { createSearchService } from './modules/search/search.service';
import { createSeoService } from './modules/seo/seo.service';
import { createStudioService } from './modules/studio/studio.service';
import { createStudioEditingService } from './modules/studio/studio-editing.service';
import { createBillingNotices } from './modules/subscriptions/billing-notices';
import { createSubscriptionLifecycle } from './modules/subscriptions/subscription-lifecycle';
import { createSubscriptionService } from './modules/subscriptions/subscription.service';
import { createIngestService } from './modules/transcode/ingest.service';
import { createTranscodeService } from './modules/transcode/transcode.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createViewerProfilesService } from './modules/viewer-profiles/viewer-profiles.service';
import { createWatchlistService } from './modules/watchlist/watchlist.service';

/**
 * The composition root (ARCHITECTURE.md convention 12): every service of the server, built once, each handed the
 * services it uses. The HTTP app gives route plugins the ones they need; the workers take theirs from here too.
 * Nothing else constructs a service.
 */
export function createServices(ctx: AppContext) {
  // Adapters and cross-cutting services
  const mailer = createMailer(ctx);
  const rateLimiter = createRateLimiter(ctx);
  const audit = createAuditService(ctx);

  // Accounts
  const subscriptions = createSubscriptionService(ctx);

  // Watching (before the account services: ending a sign-in or a subscription revokes download licences)
  const history = createHistoryService(ctx);
  const streams = createStreamSessionService(ctx);
  const playback = createPlaybackService(ctx, { subscriptions, streams, history });
  const downloads = createDownloadsService(ctx, { playback, subscriptions });
  const ads = createAdsService(ctx, { playback, audit });

  const profiles = createProfileService(ctx);
  const adminUsers = createAdminUsersService(ctx, { audit, profiles });
  const reauthentication = createReauthentication(ctx, { rateLimiter });
  const viewerProfiles = createViewerProfilesService(ctx, { audit, reauthentication });
  const auth = createAuthService(ctx, {
    mailer,
    rateLimiter,
    profiles,
    subscriptions,
    adminUsers,
    viewerProfiles,
    downloads,
  });
  const account = createAccountService(ctx, { profiles, reauthentication });
  const feedback = createFeedbackService(ctx);
  const feedbackInbox = createFeedbackInboxService(ctx, { mailer, audit });
  const clientErrors = createClientErrorsService(ctx, { audit });
  const auditLog = createAuditLogService(ctx);

  // Discovery
  const catalog = createCatalogService(ctx);
  const search = createSearchService(ctx);
  const recommendations = createRecommendationsService(ctx);
  const watchlist = createWatchlistService(ctx, { catalog });
  const reviews = createReviewsService(ctx, { catalog, audit });
  const seo = createSeoService(ctx, { catalog });

  // Billing
  const gateways = createGateways(ctx);
  const billingNotices = createBillingNotices(ctx, { mailer });
  const payments = createPaymentsService(ctx, {
    gateways,
    subscriptions,
    rateLimiter,
    notices: billingNotices,
  });
  const subscriptionLifecycle = createSubscriptionLifecycle(ctx, {
    gateways,
    notices: billingNotices,
    audit,
    downloads,
  });

  const adminUserActions = createAdminUserActions(ctx, {
    adminUsers,
    audit,
    auth,
    streams,
    lifecycle: subscriptionLifecycle,
  });

  // Studio and media
  const studio = createStudioService(ctx, { downloads, audit });
  const studioEditing = createStudioEditingService(ctx, { studio, audit });
  const ingest = createIngestService(ctx);
  const uploads = createUploadsService(ctx, { studio, ingest });
  const transcode = createTranscodeService(ctx, { ingest });

  const health = createHealthService(ctx);
  const analytics = createAnalyticsService(ctx);

  return {
    mailer,
    rateLimiter,
    audit,
    subscriptions,
    profiles,
    adminUsers,
    adminUserActions,
    auth,
    viewerProfiles,
    account,
    feedback,
    feedbackInbox,
    clientErrors,
    auditLog,
    catalog,
    search,
    recommendations,
    watchlist,
    reviews,
    seo,
    history,
    streams,
    playback,
    downloads,
    ads,
    gateways,
    payments,
    subscriptionLifecycle,
    studio,
    studioEditing,
    ingest,
    uploads,
    transcode,
    health,
    analytics,
    /** Releases what the services hold open (the SMTP pool). */
    async close(): Promise<void> {
      await mailer.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
