import type { z } from 'zod';
import type { endpointSchemas } from './endpoint-schemas';
import type { ErrorCode } from './error-codes';
import type { Permission, Role } from './roles';

/**
 * The endpoint map: every HTTP endpoint the server has, in one list (ARCHITECTURE.md convention 13). The server
 * registers its routes from it (apps/server/src/http/endpoint.ts), the client calls through it (`api(endpoints.x,
 * ...)` in apps/web/src/lib/api-client.ts), and the guard, cross-site and fuzz sweeps walk it.
 *
 * This file holds what both sides need at run time, without zod (the client's first page loads it): method, path,
 * who may call, and the error codes beyond the ones every endpoint can answer. The schemas (params, query, body,
 * responses) and the server's notes live in ./endpoint-schemas.ts under the same names; the types here are derived
 * from them, so the client gets typed requests and answers without shipping the schemas.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call an endpoint. The `public` and `signature` entries are the public allow-list: everything else answers
 * 401 to a visitor, and a permission or role that the caller lacks answers 403.
 * - `public`: anyone; the handler may still look at who is signed in (personal rows, the current session)
 * - `signature`: no session; the request proves itself (a gateway's signed notification, a media token in the URL)
 * - `signed-in`: any signed-in user
 * - `{ permission }`: a signed-in user whose roles grant it (spec §6)
 * - `{ role }`: a signed-in user with the role
 */
export type EndpointAccess =
  'public' | 'signature' | 'signed-in' | { permission: Permission } | { role: Role };

/** How a request's body arrives (JSON unless said otherwise). */
export type BodyKind = 'json' | 'multipart' | 'form' | 'raw' | 'tus';

export interface EndpointDefinition {
  method: HttpMethod;
  /** the whole path, with `:name` parameters and a final `*` for the rest of a file path */
  path: string;
  access: EndpointAccess;
  /** error codes this endpoint answers besides validation_failed and those its access implies */
  errors?: readonly ErrorCode[];
  body?: BodyKind;
  /**
   * Accepted from other sites: only server-to-server calls that carry their own signature. Every other
   * state-changing request from another site (Origin / Sec-Fetch-Site) is refused with 403.
   */
  crossSite?: true;
  /**
   * The account's own settings, security and billing (issue 16): refused to a Kids profile with 403, as every
   * staff endpoint (a role, or a permission a subscription does not give) is.
   */
  adults?: true;
}

function defineEndpoints<const T extends Record<string, EndpointDefinition>>(
  map: T,
): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(map).map(([name, entry]) => [name, { ...entry, name }])) as {
    readonly [K in keyof T]: T[K] & { readonly name: K };
  };
}

const signedIn = 'signed-in';
const creators = { permission: 'upload_content' } as const;
const admins = { role: 'admin' } as const;
const moderators = { permission: 'moderate_content' } as const;
const userManagers = { permission: 'manage_users' } as const;

export const endpoints = defineEndpoints({
  // Health
  health: { method: 'GET', path: '/api/health', access: 'public', errors: ['service_unavailable'] },
  healthLive: { method: 'GET', path: '/api/health/live', access: 'public' },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    errors: ['service_unavailable'],
  },
  // Prometheus scrapes with METRICS_TOKEN as a bearer token (no token set: 404, the port has no metrics)
  metrics: { method: 'GET', path: '/metrics', access: 'signature', errors: ['unauthenticated', 'not_found'] },

  // Accounts: sign-up, sign-in, sessions, passwords (spec §5, §7)
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    errors: ['weak_password', 'rate_limited'],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    errors: ['invalid_credentials', 'email_not_confirmed', 'account_suspended', 'rate_limited'],
  },
  bearerToken: {
    method: 'POST',
    path: '/api/auth/token',
    access: 'public',
    errors: ['invalid_credentials', 'email_not_confirmed', 'account_suspended', 'rate_limited'],
  },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  logoutEverywhere: {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    access: signedIn,
    adults: true,
  },
  session: { method: 'GET', path: '/api/auth/session', access: 'public' },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/password/forgot',
    access: 'public',
    errors: ['rate_limited'],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/password/reset',
    access: 'public',
    errors: ['invalid_token', 'weak_password', 'rate_limited'],
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password/change',
    access: signedIn,
    errors: ['reauthentication_failed', 'weak_password', 'rate_limited'],
    adults: true,
  },
  resendConfirmation: {
    method: 'POST',
    path: '/api/auth/email/resend',
    access: 'public',
    errors: ['rate_limited'],
  },
  authSessions: { method: 'GET', path: '/api/auth/sessions', access: signedIn },
  endAuthSession: {
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    access: signedIn,
    errors: ['not_found'],
    adults: true,
  },
  authProviders: { method: 'GET', path: '/api/auth/providers', access: 'public' },
  googleStart: { method: 'GET', path: '/api/auth/google/start', access: 'public' },
  oauthCallback: { method: 'GET', path: '/api/auth/callback/:id', access: 'public' },
  verifyEmail: { method: 'GET', path: '/api/auth/verify-email', access: 'public' },

  // The signed-in user's own profile and data
  profile: { method: 'GET', path: '/api/profile', access: signedIn },
  updateProfile: {
    method: 'PATCH',
    path: '/api/profile',
    access: signedIn,
    errors: ['conflict'],
    adults: true,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/profile/avatar',
    access: signedIn,
    body: 'multipart',
    errors: ['bad_request', 'payload_too_large', 'unsupported_media_type', 'rate_limited'],
    adults: true,
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/api/profile/avatar',
    access: signedIn,
    adults: true,
  },
  exportAccount: {
    method: 'GET',
    path: '/api/account/export',
    access: signedIn,
    adults: true,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/account',
    access: signedIn,
    errors: ['reauthentication_failed', 'rate_limited'],
    adults: true,
  },
  userEvents: { method: 'GET', path: '/api/user/events', access: signedIn },

  // Viewer profiles and parental controls (issue 16): who is watching on this device
  viewerProfiles: { method: 'GET', path: '/api/viewer-profiles', access: signedIn },
  createViewerProfile: {
    method: 'POST',
    path: '/api/viewer-profiles',
    access: signedIn,
    errors: ['conflict', 'forbidden', 'pin_required', 'pin_incorrect', 'rate_limited'],
  },
  updateViewerProfile: {
    method: 'PATCH',
    path: '/api/viewer-profiles/:id',
    access: signedIn,
    errors: ['not_found', 'conflict', 'forbidden', 'pin_required', 'pin_incorrect', 'rate_limited'],
  },
  deleteViewerProfile: {
    method: 'DELETE',
    path: '/api/viewer-profiles/:id',
    access: signedIn,
    errors: ['not_found', 'conflict', 'forbidden'],
  },
  selectViewerProfile: {
    method: 'POST',
    path: '/api/viewer-profiles/:id/select',
    access: signedIn,
    errors: ['not_found', 'pin_required', 'pin_incorrect', 'rate_limited'],
  },
  setViewerProfilePin: {
    method: 'PUT',
    path: '/api/viewer-profiles/:id/pin',
    access: signedIn,
    errors: ['not_found', 'forbidden', 'reauthentication_failed', 'rate_limited'],
  },
  setAccountPin: {
    method: 'PUT',
    path: '/api/account/pin',
    access: signedIn,
    errors: ['forbidden', 'reauthentication_failed', 'rate_limited'],
  },

  // Support
  sendFeedback: { method: 'POST', path: '/api/feedback', access: 'public', errors: ['rate_limited'] },
  reportClientError: {
    method: 'POST',
    path: '/api/client-errors',
    access: 'public',
    errors: ['payload_too_large', 'rate_limited'],
  },
  devMailbox: { method: 'GET', path: '/api/dev/mailbox', access: 'public', errors: ['not_found'] },
  devMailboxPage: { method: 'GET', path: '/dev/mailbox', access: 'public', errors: ['not_found'] },

  // The catalogue (spec §7): the same for everyone
  publicVideos: { method: 'GET', path: '/api/videos/public', access: 'public' },
  videos: { method: 'GET', path: '/api/videos', access: 'public' },
  relatedVideos: {
    method: 'GET',
    path: '/api/videos/related',
    access: 'public',
    errors: ['not_found', 'maturity_restricted'],
  },
  videoDetail: {
    method: 'GET',
    path: '/api/videos/:id',
    access: 'public',
    errors: ['not_found', 'maturity_restricted'],
  },
  categories: { method: 'GET', path: '/api/categories', access: 'public' },
  collections: { method: 'GET', path: '/api/collections', access: 'public' },
  collectionDetail: {
    method: 'GET',
    path: '/api/collections/:id',
    access: 'public',
    errors: ['not_found'],
  },
  search: { method: 'GET', path: '/api/search', access: 'public', errors: ['rate_limited'] },
  searchSuggest: { method: 'GET', path: '/api/search/suggest', access: 'public', errors: ['rate_limited'] },
  recommendations: { method: 'GET', path: '/api/recommendations', access: 'public' },

  // My List, watch progress and history (spec §2 /my-list, /history)
  watchlist: { method: 'GET', path: '/api/user/watchlist', access: signedIn },
  addToWatchlist: {
    method: 'POST',
    path: '/api/user/watchlist',
    access: signedIn,
    errors: ['not_found', 'conflict', 'maturity_restricted'],
  },
  removeFromWatchlist: {
    method: 'DELETE',
    path: '/api/user/watchlist/:videoId',
    access: signedIn,
    errors: ['not_found'],
  },
  saveWatchProgress: {
    method: 'PUT',
    path: '/api/user/watch-progress',
    access: signedIn,
    errors: ['not_found', 'subscription_required', 'maturity_restricted', 'payload_too_large'],
  },
  saveWatchProgressBeacon: {
    method: 'POST',
    path: '/api/user/watch-progress',
    access: signedIn,
    body: 'raw',
    errors: ['not_found', 'subscription_required', 'maturity_restricted', 'payload_too_large'],
  },
  continueWatching: { method: 'GET', path: '/api/user/watch-progress', access: signedIn },
  watchHistory: { method: 'GET', path: '/api/user/watch-history', access: signedIn },
  removeFromHistory: { method: 'DELETE', path: '/api/user/watch-history/:titleId', access: signedIn },
  clearHistory: { method: 'DELETE', path: '/api/user/watch-history', access: signedIn },

  // Playback (spec §7 signed URLs) and device limits
  signedVideoUrlPublic: {
    method: 'POST',
    path: '/api/signed-video-url-public',
    access: 'public',
    errors: ['not_found', 'maturity_restricted', 'rate_limited'],
  },
  signedVideoUrl: {
    method: 'POST',
    path: '/api/signed-video-url',
    access: signedIn,
    errors: ['not_found', 'subscription_required', 'maturity_restricted', 'too_many_streams', 'rate_limited'],
  },
  streamSessions: { method: 'GET', path: '/api/stream-sessions', access: signedIn },
  streamHeartbeat: {
    method: 'POST',
    path: '/api/stream-sessions/heartbeat',
    access: signedIn,
    errors: ['stream_ended', 'rate_limited'],
  },
  endStream: { method: 'DELETE', path: '/api/stream-sessions/:id', access: signedIn },
  videoSizes: {
    method: 'GET',
    path: '/api/videos/:videoId/sizes',
    access: 'public',
    errors: ['not_found', 'maturity_restricted'],
  },

  // Offline downloads (issue 17, D75)
  downloads: { method: 'GET', path: '/api/downloads', access: signedIn },
  createDownload: {
    method: 'POST',
    path: '/api/downloads',
    access: signedIn,
    errors: ['not_found', 'subscription_required', 'maturity_restricted', 'download_limit', 'rate_limited'],
  },
  checkDownloads: {
    method: 'POST',
    path: '/api/downloads/check',
    access: signedIn,
    errors: ['rate_limited'],
  },
  deleteDownload: { method: 'DELETE', path: '/api/downloads/:id', access: signedIn, errors: ['not_found'] },

  // Ads on the free tier (issue 18, D79)
  adVast: { method: 'GET', path: '/api/ads/vast', access: 'public', errors: ['rate_limited'] },
  adEvent: {
    method: 'GET',
    path: '/api/ads/events/:serveId/:event',
    access: 'public',
    errors: ['not_found', 'rate_limited'],
  },
  adminAdCampaigns: { method: 'GET', path: '/api/admin/ads/campaigns', access: admins },
  createAdCampaign: {
    method: 'POST',
    path: '/api/admin/ads/campaigns',
    access: admins,
    errors: ['not_found'],
  },
  adminAdCampaign: {
    method: 'GET',
    path: '/api/admin/ads/campaigns/:id',
    access: admins,
    errors: ['not_found'],
  },
  updateAdCampaign: {
    method: 'PATCH',
    path: '/api/admin/ads/campaigns/:id',
    access: admins,
    errors: ['not_found'],
  },
  deleteAdCampaign: {
    method: 'DELETE',
    path: '/api/admin/ads/campaigns/:id',
    access: admins,
    errors: ['not_found'],
  },
  adReport: { method: 'GET', path: '/api/admin/ads/report', access: admins },

  // Ratings, reviews and their moderation (issue 19)
  ratingSummary: {
    method: 'GET',
    path: '/api/videos/:videoId/ratings',
    access: 'public',
    errors: ['not_found', 'maturity_restricted'],
  },
  titleReviews: {
    method: 'GET',
    path: '/api/videos/:videoId/reviews',
    access: 'public',
    errors: ['not_found', 'maturity_restricted'],
  },
  myRating: {
    method: 'GET',
    path: '/api/user/ratings/:videoId',
    access: signedIn,
    errors: ['not_found', 'maturity_restricted'],
  },
  setRating: {
    method: 'PUT',
    path: '/api/user/ratings/:videoId',
    access: signedIn,
    errors: ['not_found', 'maturity_restricted', 'rate_limited'],
  },
  clearRating: {
    method: 'DELETE',
    path: '/api/user/ratings/:videoId',
    access: signedIn,
    errors: ['rate_limited'],
  },
  writeReview: {
    method: 'PUT',
    path: '/api/user/reviews/:videoId',
    access: signedIn,
    errors: ['not_found', 'conflict', 'maturity_restricted', 'rate_limited'],
  },
  deleteReview: {
    method: 'DELETE',
    path: '/api/user/reviews/:videoId',
    access: signedIn,
    errors: ['not_found', 'rate_limited'],
  },
  reportReview: {
    method: 'POST',
    path: '/api/reviews/:id/reports',
    access: signedIn,
    errors: ['not_found', 'conflict', 'forbidden', 'rate_limited'],
  },
  moderationReviews: { method: 'GET', path: '/api/moderation/reviews', access: moderators },
  approveReview: {
    method: 'POST',
    path: '/api/moderation/reviews/:id/approve',
    access: moderators,
    errors: ['not_found'],
  },
  hideReview: {
    method: 'POST',
    path: '/api/moderation/reviews/:id/hide',
    access: moderators,
    errors: ['not_found'],
  },
  restoreReview: {
    method: 'POST',
    path: '/api/moderation/reviews/:id/restore',
    access: moderators,
    errors: ['not_found', 'conflict'],
  },

  // Plans and payments
  subscription: { method: 'GET', path: '/api/user/subscription', access: signedIn },
  cancelSubscription: {
    method: 'POST',
    path: '/api/user/subscription/cancel',
    access: signedIn,
    errors: ['conflict', 'service_unavailable'],
    adults: true,
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/user/subscription/resume',
    access: signedIn,
    errors: ['conflict', 'service_unavailable'],
    adults: true,
  },
  checkout: {
    method: 'POST',
    path: '/api/payments/checkout',
    access: signedIn,
    errors: ['conflict', 'rate_limited', 'service_unavailable'],
    adults: true,
  },
  paymentStatus: {
    method: 'GET',
    path: '/api/payments/:reference',
    access: signedIn,
    errors: ['not_found'],
  },
  cancelPayment: {
    method: 'POST',
    path: '/api/payments/:reference/cancel',
    access: signedIn,
    errors: ['not_found'],
    adults: true,
  },
  paymentHistory: { method: 'GET', path: '/api/user/payments', access: signedIn },
  paymentNotification: {
    method: 'POST',
    path: '/api/payments/notify/:provider',
    access: 'signature',
    body: 'raw',
    crossSite: true,
    errors: ['not_found', 'service_unavailable'],
  },
  localGatewayCheckout: {
    method: 'POST',
    path: '/payments/local-gateway/checkout',
    access: 'public',
    body: 'form',
  },
  localGatewayComplete: {
    method: 'POST',
    path: '/payments/local-gateway/complete',
    access: 'public',
    body: 'form',
  },

  // Studio: creators' uploads and titles (admins: everyone's)
  studioVideos: { method: 'GET', path: '/api/studio/videos', access: creators },
  studioVideo: { method: 'GET', path: '/api/studio/videos/:id', access: creators, errors: ['not_found'] },
  attachStudioVideo: {
    method: 'PATCH',
    path: '/api/studio/videos/:id',
    access: creators,
    errors: ['not_found', 'conflict'],
  },
  deleteStudioVideo: {
    method: 'DELETE',
    path: '/api/studio/videos/:id',
    access: creators,
    errors: ['not_found', 'conflict'],
  },
  addCaptions: {
    method: 'POST',
    path: '/api/studio/videos/:id/captions',
    access: creators,
    body: 'multipart',
    errors: ['bad_request', 'not_found', 'payload_too_large', 'unsupported_media_type'],
  },
  removeCaptions: {
    method: 'DELETE',
    path: '/api/studio/videos/:id/captions/:lang',
    access: creators,
    errors: ['not_found'],
  },
  addAudioTrack: {
    method: 'POST',
    path: '/api/studio/videos/:id/audio',
    access: creators,
    body: 'multipart',
    errors: ['bad_request', 'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type'],
  },
  removeAudioTrack: {
    method: 'DELETE',
    path: '/api/studio/videos/:id/audio/:lang',
    access: creators,
    errors: ['not_found', 'conflict'],
  },
  studioTitles: { method: 'GET', path: '/api/studio/titles', access: creators },
  createTitle: { method: 'POST', path: '/api/studio/titles', access: creators, errors: ['conflict'] },
  addEpisode: {
    method: 'POST',
    path: '/api/studio/titles/:id/episodes',
    access: creators,
    errors: ['not_found', 'conflict'],
  },
  setTitleStatus: {
    method: 'PATCH',
    path: '/api/studio/titles/:id',
    access: creators,
    errors: ['not_found', 'conflict'],
  },
  // Studio editing and publication review (issue 19)
  studioTitleDetails: {
    method: 'GET',
    path: '/api/studio/titles/:id/details',
    access: creators,
    errors: ['not_found'],
  },
  updateStudioTitleDetails: {
    method: 'PUT',
    path: '/api/studio/titles/:id/details',
    access: creators,
    errors: ['not_found'],
  },
  uploadTitleArtwork: {
    method: 'POST',
    path: '/api/studio/titles/:id/artwork/:kind',
    access: creators,
    body: 'multipart',
    errors: ['bad_request', 'not_found', 'payload_too_large', 'unsupported_media_type'],
  },
  studioOptions: { method: 'GET', path: '/api/studio/options', access: creators },
  studioPeople: { method: 'GET', path: '/api/studio/people', access: creators },
  studioStats: { method: 'GET', path: '/api/studio/stats', access: creators },
  moderationTitles: { method: 'GET', path: '/api/moderation/titles', access: moderators },
  approveTitle: {
    method: 'POST',
    path: '/api/moderation/titles/:id/approve',
    access: moderators,
    errors: ['not_found', 'conflict'],
  },
  rejectTitle: {
    method: 'POST',
    path: '/api/moderation/titles/:id/reject',
    access: moderators,
    errors: ['not_found'],
  },
  // tus 1.0 resumable uploads (UPLOAD_ENDPOINT in ./studio)
  uploadOptions: { method: 'OPTIONS', path: '/api/uploads', access: 'public', body: 'tus' },
  createUpload: {
    method: 'POST',
    path: '/api/uploads',
    access: creators,
    body: 'tus',
    errors: ['bad_request', 'payload_too_large', 'unsupported_media_type'],
  },
  uploadOffset: {
    method: 'HEAD',
    path: '/api/uploads/:id',
    access: creators,
    body: 'tus',
    errors: ['not_found'],
  },
  uploadChunk: {
    method: 'PATCH',
    path: '/api/uploads/:id',
    access: creators,
    body: 'tus',
    errors: ['not_found', 'conflict', 'payload_too_large', 'unsupported_media_type'],
  },
  cancelUpload: {
    method: 'DELETE',
    path: '/api/uploads/:id',
    access: creators,
    body: 'tus',
    errors: ['not_found'],
  },

  // Admin
  // Admin users (issue 19): moderators (manage_users) list, view, suspend and lift; the rest is admins'
  adminUsers: { method: 'GET', path: '/api/admin/users', access: userManagers },
  adminUser: { method: 'GET', path: '/api/admin/users/:id', access: userManagers, errors: ['not_found'] },
  setUserRoles: {
    method: 'PUT',
    path: '/api/admin/users/:id/roles',
    access: admins,
    errors: ['not_found', 'conflict'],
  },
  suspendUser: {
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    access: userManagers,
    errors: ['not_found', 'conflict'],
  },
  liftSuspension: {
    method: 'DELETE',
    path: '/api/admin/users/:id/suspension',
    access: userManagers,
    errors: ['not_found', 'conflict'],
  },
  endUserSessions: {
    method: 'POST',
    path: '/api/admin/users/:id/sessions/end',
    access: admins,
    errors: ['not_found'],
  },
  grantComplimentaryPremium: {
    method: 'POST',
    path: '/api/admin/users/:id/complimentary-premium',
    access: admins,
    errors: ['not_found', 'conflict'],
  },
  resendUserConfirmation: {
    method: 'POST',
    path: '/api/admin/users/:id/confirmation-email',
    access: admins,
    errors: ['not_found', 'conflict'],
  },
  revokeSubscription: {
    method: 'POST',
    path: '/api/admin/users/:id/subscription/revoke',
    access: admins,
    errors: ['not_found'],
  },

  // Admin analytics (issue 19): the dashboard, from the rollup tables
  adminAnalytics: { method: 'GET', path: '/api/admin/analytics', access: admins },

  // Admin inbox (issue 19): feedback inbox, client error reports, audit log; admins only
  adminFeedbackList: { method: 'GET', path: '/api/admin/feedback', access: admins },
  adminFeedbackItem: {
    method: 'GET',
    path: '/api/admin/feedback/:id',
    access: admins,
    errors: ['not_found'],
  },
  setFeedbackStatus: {
    method: 'PUT',
    path: '/api/admin/feedback/:id/status',
    access: admins,
    errors: ['not_found'],
  },
  replyToFeedback: {
    method: 'POST',
    path: '/api/admin/feedback/:id/replies',
    access: admins,
    errors: ['not_found', 'conflict'],
  },
  adminClientErrors: { method: 'GET', path: '/api/admin/client-errors', access: admins },
  resolveClientError: {
    method: 'PUT',
    path: '/api/admin/client-errors/:id/resolved',
    access: admins,
    errors: ['not_found'],
  },
  adminAuditLog: { method: 'GET', path: '/api/admin/audit', access: admins },

  // Media delivery and pages the server renders (not part of the JSON API)
  artwork: { method: 'GET', path: '/media/artwork/*', access: 'public', errors: ['not_found'] },
  mediaFile: {
    method: 'GET',
    path: '/media/v/:token/:videoId/*',
    access: 'signature',
    errors: ['not_found', 'subscription_required', 'range_not_satisfiable'],
  },
  sitemap: { method: 'GET', path: '/sitemap.xml', access: 'public' },
  robots: { method: 'GET', path: '/robots.txt', access: 'public' },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type Endpoint<K extends EndpointName = EndpointName> = Endpoints[K];

/** Every endpoint, for the sweeps and the server's registration check. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(endpoints);

/** Methods that change nothing: never checked for cross-site callers. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for endpoints anyone may call without a session (the public allow-list). */
export function isOpenEndpoint(endpoint: Pick<EndpointDefinition, 'access'>): boolean {
  return endpoint.access === 'public' || endpoint.access === 'signature';
}

// Types derived from the schemas (type-only: nothing of zod reaches the client at run time).

type Schemas = typeof endpointSchemas;
type SchemaPart<K extends EndpointName, P extends string> = Schemas[K] extends {
  [key in P]: infer S extends z.ZodType;
}
  ? S
  : never;

type InputOf<K extends EndpointName, P extends string> = [SchemaPart<K, P>] extends [never]
  ? undefined
  : z.input<SchemaPart<K, P>>;
type OutputOf<K extends EndpointName, P extends string> = [SchemaPart<K, P>] extends [never]
  ? undefined
  : z.output<SchemaPart<K, P>>;

/** Path parameters as the client passes them. */
export type EndpointParams<K extends EndpointName> = InputOf<K, 'params'>;
/** The query string as the client passes it. */
export type EndpointQuery<K extends EndpointName> = InputOf<K, 'query'>;
/** The body as the client sends it: the schema's input, FormData for multipart uploads. */
export type EndpointBody<K extends EndpointName> = Endpoints[K] extends { body: 'multipart' }
  ? FormData
  : InputOf<K, 'body'>;

/** What the server's handler receives once the schemas have parsed the request. */
export type ParsedParams<K extends EndpointName> = OutputOf<K, 'params'>;
export type ParsedQuery<K extends EndpointName> = OutputOf<K, 'query'>;
export type ParsedBody<K extends EndpointName> = OutputOf<K, 'body'>;

type Responses<K extends EndpointName> = Schemas[K] extends { response: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessSchema<K extends EndpointName> = Responses<K>[Extract<keyof Responses<K>, SuccessStatus>];

/** The success answer's body (undefined for 202/204 without one). */
export type EndpointResponse<K extends EndpointName> = [SuccessSchema<K>] extends [never]
  ? unknown
  : SuccessSchema<K> extends z.ZodType
    ? z.output<SuccessSchema<K>>
    : unknown;

type Field<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: undefined }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** What a call passes: path parameters, query and body, each required when the endpoint needs it. */
export type EndpointInput<K extends EndpointName> = Field<'params', EndpointParams<K>> &
  Field<'query', EndpointQuery<K>> &
  Field<'body', EndpointBody<K>>;

/** A path parameter or query value as text (numbers and booleans as JSON writes them). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The URL path (and query) of a call: `:name` parameters encoded, a final `*` from `params['*']` kept as a path,
 * query keys in the order given with undefined and null left out.
 */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  input: { params?: object; query?: object } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  let path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(asText(value));
  });
  if (path.endsWith('*')) {
    const rest = asText(params['*'] ?? '');
    path = path.slice(0, -1) + rest.split('/').map(encodeURIComponent).join('/');
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, asText(item));
    else search.append(key, asText(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
