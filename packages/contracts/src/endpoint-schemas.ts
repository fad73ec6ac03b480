import { z } from 'zod';
import { analyticsQuerySchema, analyticsResponseSchema } from './analytics';
import {
  clientErrorReportSchema,
  deleteAccountRequestSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
} from './account';
// Admin inbox (issue 19)
import {
  adminAuditQuerySchema,
  adminAuditSchema,
  adminClientErrorsQuerySchema,
  adminClientErrorsSchema,
  adminFeedbackDetailSchema,
  adminFeedbackListSchema,
  adminFeedbackQuerySchema,
  clientErrorGroupSchema,
  feedbackReplyRequestSchema,
  resolveClientErrorRequestSchema,
  setFeedbackStatusRequestSchema,
} from './admin-inbox';
// Admin users (issue 19)
import {
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  complimentaryPremiumRequestSchema,
  endSessionsResponseSchema,
  setRolesRequestSchema,
  suspendUserRequestSchema,
} from './admin-users';
import {
  authProvidersResponseSchema,
  changePasswordRequestSchema,
  deviceSessionsResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './auth';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentHistoryResponseSchema,
  paymentStatusResponseSchema,
  userSubscriptionSchema,
} from './billing';
import { LANGUAGE_CODES, videoListItemSchema, videoListResponseSchema } from './catalogue';
import { devMailboxResponseSchema } from './dev-mailbox';
import {
  checkDownloadsRequestSchema,
  checkDownloadsResponseSchema,
  createDownloadRequestSchema,
  createDownloadResponseSchema,
  downloadsResponseSchema,
  videoSizesResponseSchema,
} from './downloads';
import {
  AD_EVENTS,
  adCampaignInputSchema,
  adCampaignPatchSchema,
  adCampaignSchema,
  adCampaignsResponseSchema,
  adReportQuerySchema,
  adReportResponseSchema,
  vastQuerySchema,
} from './ads';
import {
  categoriesResponseSchema,
  collectionDetailSchema,
  collectionsResponseSchema,
  recommendationsResponseSchema,
  relatedQuerySchema,
  SEARCH_QUERY_MAX,
  searchQuerySchema,
  searchResponseSchema,
  suggestResponseSchema,
  videoDetailSchema,
  videoListQuerySchema,
  videoPageSchema,
} from './discovery';
import type { EndpointName } from './endpoints';
import {
  artworkParamsSchema,
  peopleQuerySchema,
  peopleResponseSchema,
  rejectTitleRequestSchema,
  studioOptionsSchema,
  studioStatsResponseSchema,
  titleDetailsSchema,
  titleSubmissionsResponseSchema,
  updateTitleDetailsSchema,
} from './studio-editing';
import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from './health';
import {
  createViewerProfileRequestSchema,
  selectViewerProfileRequestSchema,
  setPinRequestSchema,
  updateViewerProfileRequestSchema,
  viewerProfileSchema,
  viewerProfilesResponseSchema,
} from './viewer-profiles';
import { MESSAGES } from './messages';
import {
  continueWatchingResponseSchema,
  heartbeatRequestSchema,
  heartbeatResponseSchema,
  playbackGrantSchema,
  saveProgressRequestSchema,
  signedUrlRequestSchema,
  signedUrlResponseSchema,
  streamSessionsResponseSchema,
  watchHistoryResponseSchema,
} from './playback';
import {
  attachVideoRequestSchema,
  createEpisodeRequestSchema,
  createTitleBodySchema,
  studioTitleSchema,
  studioTitlesResponseSchema,
  studioVideoSchema,
  studioVideosResponseSchema,
  updateTitleStatusRequestSchema,
} from './studio';
import {
  hideReviewRequestSchema,
  moderationPageSchema,
  moderationQuerySchema,
  myRatingSchema,
  ownReviewSchema,
  ratingSummarySchema,
  reportReviewRequestSchema,
  reportReviewResponseSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  setRatingRequestSchema,
  videoIdParamsSchema,
  writeReviewRequestSchema,
} from './reviews';
import { addToWatchlistRequestSchema, watchlistEntrySchema, watchlistResponseSchema } from './watchlist';

/**
 * The schemas of every endpoint in ./endpoints.ts, under the same names: path parameters, query, body and the
 * success answers (error answers are `errorBodySchema`, added by the server from the endpoint's error codes). The
 * server validates with them and documents them (OpenAPI at /api/docs); the client infers its types from them.
 * Multipart, form, raw and tus bodies are read by their handlers and have no body schema here.
 */
export interface EndpointSchema {
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** success answers by status; a browser redirect or a file has none */
  response?: Partial<Record<200 | 201 | 202 | 204 | 302 | 503, z.ZodType>>;
  /** kept out of the API document (pages, redirects, files) */
  hidden?: true;
  /** the 401 message where the spec gives one of its own */
  unauthenticatedMessage?: string;
  /** the 405 message for the path's other methods, where the spec gives one */
  methodNotAllowedMessage?: string;
}

const noBody = z.null().describe('No body');
const accepted = z.undefined().describe('Accepted, no body');
const uuid = z.string().uuid();
const idParams = z.object({ id: uuid });
/** Ids that are not ours to shape (Better Auth's session and user ids): any short text. */
const opaqueId = z.string().min(1).max(100);
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const endpointSchemas = {
  health: {
    tags: ['health'],
    summary: 'Database, storage and media tool status: 200 when all are ok, 503 otherwise',
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
  healthLive: {
    tags: ['health'],
    summary: 'Liveness: 200 while the process serves (no database or storage check)',
    response: { 200: livenessResponseSchema },
  },
  healthReady: {
    tags: ['health'],
    summary: 'Readiness: 200 when the database and storage answer and no shutdown has begun, 503 otherwise',
    response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  },
  metrics: {
    tags: ['health'],
    summary: 'Prometheus metrics (text exposition format), with METRICS_TOKEN as a bearer token',
    hidden: true,
  },

  register: {
    tags: ['auth'],
    summary: 'Sign up (spec §5). Same answer, in the same time, for a new and an already registered e-mail.',
    body: registerRequestSchema,
    response: { 200: registerResponseSchema },
  },
  login: {
    tags: ['auth'],
    summary: 'Sign in with e-mail and password: a new session in an httpOnly cookie',
    body: loginRequestSchema,
    response: { 200: sessionResponseSchema },
  },
  bearerToken: {
    tags: ['auth'],
    summary: 'A bearer token for API clients (e-mail + password); send it as Authorization: Bearer',
    body: tokenRequestSchema,
    response: { 200: tokenResponseSchema },
  },
  logout: {
    tags: ['auth'],
    summary: 'Sign out: ends this session on the server (signed out already: nothing to do)',
    response: { 204: noBody },
  },
  logoutEverywhere: {
    tags: ['auth'],
    summary: 'Ends every session of the account',
    response: { 204: noBody },
  },
  session: {
    tags: ['auth'],
    summary: 'The current session, profile, roles and subscription (session null when signed out)',
    response: { 200: sessionResponseSchema },
  },
  forgotPassword: {
    tags: ['auth'],
    summary: 'E-mails a reset link to /auth?reset=true&token=... (always 202)',
    body: forgotPasswordRequestSchema,
    response: { 202: accepted },
  },
  resetPassword: {
    tags: ['auth'],
    summary: 'Sets a new password from the e-mailed token; ends every session',
    body: resetPasswordRequestSchema,
    response: { 204: noBody },
  },
  changePassword: {
    tags: ['auth'],
    summary: 'Changes the password (current password required); ends the other sessions',
    body: changePasswordRequestSchema,
    response: { 204: noBody },
  },
  resendConfirmation: {
    tags: ['auth'],
    summary: 'Re-sends the confirmation link to an unconfirmed account (always 202)',
    body: resendConfirmationRequestSchema,
    response: { 202: accepted },
  },
  authSessions: {
    tags: ['auth'],
    summary: "The caller's signed-in devices",
    response: { 200: deviceSessionsResponseSchema },
  },
  endAuthSession: {
    tags: ['auth'],
    summary: "Ends one of the caller's sessions",
    params: z.object({ id: opaqueId }),
    response: { 204: noBody },
  },
  authProviders: {
    tags: ['auth'],
    summary: 'Sign-in methods offered',
    response: { 200: authProvidersResponseSchema },
  },
  googleStart: {
    tags: ['auth'],
    summary:
      'Redirects to Google (OIDC code flow with PKCE, state and nonce); the browser comes back to ' +
      '/auth-callback?returnUrl=... or /auth-callback?error=...',
    query: z.object({ returnUrl: z.string().max(2048).optional() }),
    response: { 302: noBody },
  },
  oauthCallback: {
    tags: ['auth'],
    summary: "Google's redirect back (Better Auth checks state, PKCE and nonce)",
    params: z.object({ id: z.string().min(1).max(40) }),
    hidden: true,
  },
  verifyEmail: {
    tags: ['auth'],
    summary: 'The confirmation link of the sign-up e-mail',
    hidden: true,
  },

  profile: {
    tags: ['profile'],
    summary: 'My profile',
    response: { 200: profileResponseSchema },
  },
  updateProfile: {
    tags: ['profile'],
    summary: 'Edits my profile (username unique, case-insensitively: 409 when taken)',
    body: updateProfileRequestSchema,
    response: { 200: profileResponseSchema },
  },
  uploadAvatar: {
    tags: ['profile'],
    summary:
      'Uploads an avatar (multipart field "file"; JPEG, PNG or WebP up to 5 MB; stored as 256x256 WebP)',
    response: { 200: profileResponseSchema },
  },
  deleteAvatar: {
    tags: ['profile'],
    summary: 'Removes my avatar',
    response: { 200: profileResponseSchema },
  },
  exportAccount: {
    tags: ['account'],
    summary: 'All my personal data as a JSON download',
    response: { 200: z.record(z.string(), z.unknown()) },
  },
  deleteAccount: {
    tags: ['account'],
    summary: 'Deletes my account (confirm with the password, or the e-mail for Google-only accounts)',
    body: deleteAccountRequestSchema,
    response: { 204: noBody },
  },
  viewerProfiles: {
    tags: ['viewer profiles'],
    summary: "The account's viewer profiles, the one this device chose, and whether an account PIN is set",
    response: { 200: viewerProfilesResponseSchema },
  },
  createViewerProfile: {
    tags: ['viewer profiles'],
    summary: 'Adds a viewer profile (at most 5; not from a Kids profile)',
    body: createViewerProfileRequestSchema,
    response: { 201: viewerProfileSchema },
  },
  updateViewerProfile: {
    tags: ['viewer profiles'],
    summary: 'Changes a viewer profile (its limit and Kids setting ask for the account PIN when one is set)',
    params: idParams,
    body: updateViewerProfileRequestSchema,
    response: { 200: viewerProfileSchema },
  },
  deleteViewerProfile: {
    tags: ['viewer profiles'],
    summary: 'Deletes a viewer profile and its lists, progress and history (not the primary one)',
    params: idParams,
    response: { 204: noBody },
  },
  selectViewerProfile: {
    tags: ['viewer profiles'],
    summary: 'Watch as this profile on this device (its PIN; the account PIN to leave a Kids profile)',
    params: idParams,
    body: selectViewerProfileRequestSchema,
    response: { 200: sessionResponseSchema },
  },
  setViewerProfilePin: {
    tags: ['viewer profiles'],
    summary: "Sets, changes or removes a profile's PIN (confirmed with the account password)",
    params: idParams,
    body: setPinRequestSchema,
    response: { 200: viewerProfileSchema },
  },
  setAccountPin: {
    tags: ['viewer profiles'],
    summary: 'Sets, changes or removes the account PIN (confirmed with the account password)',
    body: setPinRequestSchema,
    response: { 204: noBody },
  },
  userEvents: {
    tags: ['account'],
    summary: 'Server-sent events for the signed-in user (`subscription`: the summary each time it changes)',
  },

  sendFeedback: {
    tags: ['support'],
    summary: 'Stores a message from the feedback page (signed-in user linked when there is one)',
    body: feedbackRequestSchema,
    response: { 201: feedbackResponseSchema },
  },
  reportClientError: {
    tags: ['support'],
    summary: 'Records a client error report (logged, not stored; limited per IP address)',
    body: clientErrorReportSchema,
    response: { 202: accepted },
  },
  devMailbox: {
    tags: ['dev'],
    summary: 'Outbox e-mails, newest first (non-production only)',
    query: z.object({ to: z.string().max(254).optional() }),
    response: { 200: devMailboxResponseSchema },
  },
  devMailboxPage: {
    tags: ['dev'],
    summary: 'The outbox as a page with its links (non-production only)',
    query: z.object({ to: z.string().max(254).optional() }),
    hidden: true,
  },

  publicVideos: {
    tags: ['catalogue'],
    summary: 'Published titles for everyone, newest first (spec §7: { items })',
    response: { 200: videoListResponseSchema },
  },
  videos: {
    tags: ['catalogue'],
    summary: 'A page of published titles, filtered and sorted, with a cursor for the next page',
    query: videoListQuerySchema,
    response: { 200: videoPageSchema },
  },
  relatedVideos: {
    tags: ['catalogue'],
    summary: 'Titles like the given one (shared genres, people, language, type)',
    query: relatedQuerySchema,
    response: { 200: items(videoListItemSchema) },
  },
  videoDetail: {
    tags: ['catalogue'],
    summary:
      'A title with its seasons, episodes, credits, rating, languages and playable video ids (403 maturity_restricted above the viewer profile’s limit)',
    params: z.object({ id: z.string().min(1).max(120) }),
    response: { 200: videoDetailSchema },
  },
  categories: {
    tags: ['catalogue'],
    summary: 'Categories with their title counts',
    response: { 200: categoriesResponseSchema },
  },
  collections: {
    tags: ['catalogue'],
    summary: 'Collections (spec §3: id, name, guid, videoCount)',
    response: { 200: collectionsResponseSchema },
  },
  collectionDetail: {
    tags: ['catalogue'],
    summary: 'One collection (by id or guid) with its titles in order',
    params: z.object({ id: z.string().min(1).max(60) }),
    response: { 200: collectionDetailSchema },
  },
  search: {
    tags: ['search'],
    summary:
      'Ranked, typo-tolerant, accent-insensitive search with filters (type, genre, language, year, age)',
    query: searchQuerySchema,
    response: { 200: searchResponseSchema },
  },
  searchSuggest: {
    tags: ['search'],
    summary: 'Autocomplete: titles, people, categories and languages as you type',
    query: z.object({ q: z.string().trim().max(SEARCH_QUERY_MAX).default('') }),
    response: { 200: suggestResponseSchema },
  },
  recommendations: {
    tags: ['recommendations'],
    summary:
      'Named rows: because you watched, top picks, trending in South Africa, new (personal when signed in)',
    response: { 200: recommendationsResponseSchema },
  },

  watchlist: {
    tags: ['watchlist'],
    summary: 'My List, newest first',
    response: { 200: watchlistResponseSchema },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  addToWatchlist: {
    tags: ['watchlist'],
    summary: 'Add a title to My List (409 when it is already there)',
    body: addToWatchlistRequestSchema,
    response: { 201: watchlistEntrySchema },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  removeFromWatchlist: {
    tags: ['watchlist'],
    summary: 'Remove a title from My List',
    params: z.object({ videoId: uuid }),
    response: { 204: noBody },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  saveWatchProgress: {
    tags: ['history'],
    summary: 'Save where I am in a video (every ~10 s, on pause)',
    body: saveProgressRequestSchema,
    response: { 204: noBody },
  },
  saveWatchProgressBeacon: {
    tags: ['history'],
    summary: 'Save where I am in a video, from navigator.sendBeacon when leaving (JSON as text/plain)',
    response: { 204: noBody },
  },
  continueWatching: {
    tags: ['history'],
    summary: 'Continue watching: newest first, one unfinished video per title',
    response: { 200: continueWatchingResponseSchema },
  },
  watchHistory: {
    tags: ['history'],
    summary: 'My watch history, newest first',
    response: { 200: watchHistoryResponseSchema },
  },
  removeFromHistory: {
    tags: ['history'],
    summary: 'Remove a title from my history (and from Continue watching)',
    params: z.object({ titleId: uuid }),
    response: { 204: noBody },
  },
  clearHistory: {
    tags: ['history'],
    summary: 'Clear my whole watch history and progress',
    response: { 204: noBody },
  },

  signedVideoUrlPublic: {
    tags: ['playback'],
    summary: 'A short-lived playback URL for a trailer (anyone; SD, HD for Premium)',
    body: signedUrlRequestSchema,
    response: { 200: signedUrlResponseSchema },
    methodNotAllowedMessage: MESSAGES.signedUrl405,
  },
  signedVideoUrl: {
    tags: ['playback'],
    summary: 'A playback URL for any video the viewer is entitled to, with a stream lease for main videos',
    description:
      '401 signed out, 403 subscription_required, 404 unknown or unavailable, 409 too_many_streams ' +
      '(details: the plan limit and the streams holding it).',
    body: signedUrlRequestSchema,
    response: { 200: playbackGrantSchema },
    unauthenticatedMessage: MESSAGES.signedUrl401,
    methodNotAllowedMessage: MESSAGES.signedUrl405,
  },
  streamSessions: {
    tags: ['playback'],
    summary: 'My streams playing now and my plan’s limit',
    response: { 200: streamSessionsResponseSchema },
  },
  streamHeartbeat: {
    tags: ['playback'],
    summary: 'Renew a stream lease (every ~30 s); 410 stream_ended when it was stopped or taken over',
    body: heartbeatRequestSchema,
    response: { 200: heartbeatResponseSchema },
  },
  endStream: {
    tags: ['playback'],
    summary: 'End one of my streams (leaving the player, or freeing a slot for another device)',
    params: idParams,
    response: { 204: noBody },
  },
  videoSizes: {
    tags: ['playback'],
    summary:
      'What a video costs in data at each quality and on Data saver (from its rungs’ measured bitrates)',
    params: z.object({ videoId: uuid }),
    response: { 200: videoSizesResponseSchema },
  },
  downloads: {
    tags: ['downloads'],
    summary:
      'This device’s download licences of the active viewer profile, and the account’s count and limit',
    response: { 200: downloadsResponseSchema },
  },
  createDownload: {
    tags: ['downloads'],
    summary: 'A download licence for a movie or episode (Premium), with a URL for its files',
    description:
      '201 a new licence, 200 the licence this device already holds for the video (a fresh URL: resume). ' +
      '403 subscription_required (not Premium, or HD without HD), 409 download_limit.',
    body: createDownloadRequestSchema,
    response: { 200: createDownloadResponseSchema, 201: createDownloadResponseSchema },
  },
  checkDownloads: {
    tags: ['downloads'],
    summary: 'Renew this device’s active licences and answer each licence’s state (expired, revoked and why)',
    body: checkDownloadsRequestSchema,
    response: { 200: checkDownloadsResponseSchema },
  },
  deleteDownload: {
    tags: ['downloads'],
    summary: 'Give back a download licence (the files were deleted on the device)',
    params: idParams,
    response: { 204: noBody },
  },

  adVast: {
    tags: ['ads'],
    summary:
      'VAST 4.2 XML: a house ad for a placement in a programme, or an empty VAST (none eligible, Premium)',
    description:
      'Chosen among active campaigns in their dates, under their daily, total and per-viewer caps, targeting the ' +
      "programme's language, genres and age rating, by weight. Answers application/xml, never cached.",
    query: vastQuerySchema,
  },
  adEvent: {
    tags: ['ads'],
    summary:
      'Records a served ad’s event once (Impression, tracking events, ClickTracking, Error with ?code=)',
    description: 'Answers a 1x1 transparent GIF; a repeated beacon is not counted twice.',
    params: z.object({ serveId: uuid, event: z.enum(AD_EVENTS) }),
    query: z.object({ code: z.string().max(8).optional() }),
  },
  adminAdCampaigns: {
    tags: ['admin', 'ads'],
    summary: 'Every ad campaign, newest first, with its impressions today and in total',
    response: { 200: adCampaignsResponseSchema },
  },
  createAdCampaign: {
    tags: ['admin', 'ads'],
    summary: 'A new campaign (404 when the creative video does not exist)',
    body: adCampaignInputSchema,
    response: { 201: adCampaignSchema },
  },
  adminAdCampaign: {
    tags: ['admin', 'ads'],
    summary: 'One campaign',
    params: idParams,
    response: { 200: adCampaignSchema },
  },
  updateAdCampaign: {
    tags: ['admin', 'ads'],
    summary: 'Changes any part of a campaign',
    params: idParams,
    body: adCampaignPatchSchema,
    response: { 200: adCampaignSchema },
  },
  deleteAdCampaign: {
    tags: ['admin', 'ads'],
    summary: 'Deletes a campaign and its creative (its report rows go with it)',
    params: idParams,
    response: { 204: noBody },
  },
  adReport: {
    tags: ['admin', 'ads'],
    summary:
      'Per campaign and day: impressions, starts, quartiles, completes, skips, clicks, completion rate, CTR',
    query: adReportQuerySchema,
    response: { 200: adReportResponseSchema },
  },

  subscription: {
    tags: ['subscriptions'],
    summary: 'Status, plan, renewal date and what the plan allows now',
    response: { 200: userSubscriptionSchema },
  },
  cancelSubscription: {
    tags: ['subscriptions'],
    summary: 'Cancel at period end: billing stops, Premium stays until the end date',
    response: { 200: userSubscriptionSchema },
  },
  resumeSubscription: {
    tags: ['subscriptions'],
    summary: 'Take back a cancellation before the period ends (409 when the gateway cannot)',
    response: { 200: userSubscriptionSchema },
  },
  checkout: {
    tags: ['payments'],
    summary: 'Starts paying for Premium: the gateway form for the browser to post (409 when already Premium)',
    body: checkoutRequestSchema,
    response: { 200: checkoutResponseSchema },
  },
  paymentStatus: {
    tags: ['payments'],
    summary: "One of the user's payments and their subscription now",
    params: z.object({ reference: z.string().min(1).max(200) }),
    response: { 200: paymentStatusResponseSchema },
  },
  cancelPayment: {
    tags: ['payments'],
    summary: 'The payer left the gateway without paying: closes a pending checkout',
    params: z.object({ reference: z.string().min(1).max(200) }),
    response: { 200: paymentStatusResponseSchema },
  },
  paymentHistory: {
    tags: ['payments'],
    summary: 'Payment history, newest first',
    response: { 200: paymentHistoryResponseSchema },
  },
  paymentNotification: {
    tags: ['payments'],
    summary: 'Gateway notifications (PayFast ITN, local test gateway): 200 once handled or refused',
    description: 'Verified by the gateway’s signature over the raw body, not by a session.',
    params: z.object({ provider: z.string().min(1).max(40) }),
    response: {
      200: z.object({ received: z.literal(true) }),
      503: z.object({ received: z.literal(false) }),
    },
  },
  localGatewayCheckout: {
    tags: ['payments'],
    summary: 'The local test gateway’s checkout page (a signed form post from our checkout)',
    hidden: true,
  },
  localGatewayComplete: {
    tags: ['payments'],
    summary: 'The payer’s decision on the local test gateway’s page',
    hidden: true,
  },

  studioVideos: {
    tags: ['studio'],
    summary: 'My uploads, newest first (admins: every upload)',
    response: { 200: studioVideosResponseSchema },
  },
  studioVideo: {
    tags: ['studio'],
    summary: 'One upload: status, transcoding progress (poll it), failure reason, renditions, captions',
    params: idParams,
    response: { 200: studioVideoSchema },
  },
  attachStudioVideo: {
    tags: ['studio'],
    summary: "Attaches an upload to one of my titles as its trailer, main video or an episode's video",
    params: idParams,
    body: attachVideoRequestSchema,
    response: { 200: studioVideoSchema },
  },
  deleteStudioVideo: {
    tags: ['studio'],
    summary: 'Deletes a failed upload or one not attached to a title, with its files',
    params: idParams,
    response: { 204: noBody },
  },
  addCaptions: {
    tags: ['studio'],
    summary:
      'Adds or replaces the WebVTT captions of one language (multipart: file, lang, optional label; 2 MB)',
    params: idParams,
    response: { 200: studioVideoSchema },
  },
  removeCaptions: {
    tags: ['studio'],
    summary: 'Removes the captions of one language',
    params: z.object({ id: uuid, lang: z.enum(LANGUAGE_CODES) }),
    response: { 200: studioVideoSchema },
  },
  addAudioTrack: {
    tags: ['studio'],
    summary:
      'Adds or replaces the audio track of one language of a ready video (multipart: an audio or video file, lang, optional label; 500 MB), encoded before it answers',
    params: idParams,
    response: { 200: studioVideoSchema },
  },
  removeAudioTrack: {
    tags: ['studio'],
    summary: 'Removes the audio track of one language (one must be left)',
    params: z.object({ id: uuid, lang: z.enum(LANGUAGE_CODES) }),
    response: { 200: studioVideoSchema },
  },
  studioTitles: {
    tags: ['studio'],
    summary: 'My titles with their episodes and videos, newest first (admins: every title)',
    response: { 200: studioTitlesResponseSchema },
  },
  createTitle: {
    tags: ['studio'],
    summary: 'Creates a draft title that I own',
    body: createTitleBodySchema,
    response: { 201: studioTitleSchema },
  },
  addEpisode: {
    tags: ['studio'],
    summary: 'Adds an episode to one of my series (its season is created when new)',
    params: idParams,
    body: createEpisodeRequestSchema,
    response: { 201: studioTitleSchema },
  },
  setTitleStatus: {
    tags: ['studio'],
    summary:
      'Publishes (needs a ready main video, or for a series an episode with one), unpublishes or archives',
    params: idParams,
    body: updateTitleStatusRequestSchema,
    response: { 200: studioTitleSchema },
  },
  // Studio editing and publication review (issue 19)
  studioTitleDetails: {
    tags: ['studio'],
    summary: 'What the title editor shows: details, genres, languages, cast and crew, collections, artwork',
    params: idParams,
    response: { 200: titleDetailsSchema },
  },
  updateStudioTitleDetails: {
    tags: ['studio'],
    summary:
      'Replaces a title’s details, genres, spoken languages, advisories and credits (new people by name); collections: admins only (audit-logged)',
    params: idParams,
    body: updateTitleDetailsSchema,
    response: { 200: titleDetailsSchema },
  },
  uploadTitleArtwork: {
    tags: ['studio'],
    summary:
      'Uploads a poster or backdrop (multipart `file`: JPEG, PNG or WebP, 10 MB), stored as responsive WebP sizes',
    params: artworkParamsSchema,
    response: { 200: titleDetailsSchema },
  },
  studioOptions: {
    tags: ['studio'],
    summary: 'The genres and collections the title editor offers',
    response: { 200: studioOptionsSchema },
  },
  studioPeople: {
    tags: ['studio'],
    summary: 'People whose name contains q, for the cast and crew picker (at most 20)',
    query: peopleQuerySchema,
    response: { 200: peopleResponseSchema },
  },
  studioStats: {
    tags: ['studio'],
    summary: 'Plays, watch hours, completion and ratings of my titles (admins: every title)',
    response: { 200: studioStatsResponseSchema },
  },
  moderationTitles: {
    tags: ['moderation'],
    summary: 'Creator titles submitted for publication, oldest first',
    response: { 200: titleSubmissionsResponseSchema },
  },
  approveTitle: {
    tags: ['moderation'],
    summary: 'Approves a submitted title: it is published (audit-logged)',
    params: idParams,
    response: { 204: noBody },
  },
  rejectTitle: {
    tags: ['moderation'],
    summary: 'Rejects a submitted title with a reason its creator sees (audit-logged)',
    params: idParams,
    body: rejectTitleRequestSchema,
    response: { 204: noBody },
  },
  uploadOptions: {
    tags: ['studio'],
    summary: 'tus 1.0: the server’s version, extensions and maximum size',
    hidden: true,
  },
  createUpload: {
    tags: ['studio'],
    summary: 'tus 1.0: starts a resumable upload (Upload-Length, Upload-Metadata; creation-with-upload)',
  },
  uploadOffset: {
    tags: ['studio'],
    summary: 'tus 1.0: how much of an upload the server has (Upload-Offset)',
    params: idParams,
  },
  uploadChunk: {
    tags: ['studio'],
    summary: 'tus 1.0: appends a chunk at Upload-Offset (application/offset+octet-stream)',
    params: idParams,
  },
  cancelUpload: {
    tags: ['studio'],
    summary: 'tus 1.0: abandons an unfinished upload',
    params: idParams,
  },

  // Admin analytics (issue 19)
  adminAnalytics: {
    tags: ['admin', 'analytics'],
    summary:
      'The dashboard for a range (7/30/90 days or custom, Johannesburg days): totals, series per day (and hour for ' +
      '7 days), top titles, quality and device mix, from the rollup tables',
    query: analyticsQuerySchema,
    response: { 200: analyticsResponseSchema },
  },

  // Admin users (issue 19)
  // Admin inbox (issue 19)
  adminFeedbackList: {
    tags: ['admin'],
    summary:
      'Feedback, newest first, a page at a time: filters by status and topic; q matches message and address',
    query: adminFeedbackQuerySchema,
    response: { 200: adminFeedbackListSchema },
  },
  adminFeedbackItem: {
    tags: ['admin'],
    summary: 'One feedback item with its replies',
    params: idParams,
    response: { 200: adminFeedbackDetailSchema },
  },
  setFeedbackStatus: {
    tags: ['admin'],
    summary: "Sets a feedback item's status: new, in_progress or answered (audit-logged)",
    params: idParams,
    body: setFeedbackStatusRequestSchema,
    response: { 200: adminFeedbackDetailSchema },
  },
  replyToFeedback: {
    tags: ['admin'],
    summary:
      "Replies by e-mail through the outbox, in the sender's language; the reply is kept and the item becomes answered (audit-logged); 409 when there is no address to reply to",
    params: idParams,
    body: feedbackReplyRequestSchema,
    response: { 201: adminFeedbackDetailSchema },
  },
  adminClientErrors: {
    tags: ['admin'],
    summary:
      'Client error reports grouped by type, message and route: counts, first and last seen, the newest stack; most recently seen first',
    query: adminClientErrorsQuerySchema,
    response: { 200: adminClientErrorsSchema },
  },
  resolveClientError: {
    tags: ['admin'],
    summary:
      'Marks an error group resolved (or open again); a new report of it opens it again (audit-logged)',
    params: idParams,
    body: resolveClientErrorRequestSchema,
    response: { 200: clientErrorGroupSchema },
  },
  adminAuditLog: {
    tags: ['admin'],
    summary: 'The audit log, newest first: filters by actor, action, target and date range',
    query: adminAuditQuerySchema,
    response: { 200: adminAuditSchema },
  },
  adminUsers: {
    tags: ['admin'],
    summary:
      'Users, a page at a time: q matches e-mail, username or name; filters by role, plan and status; sorted by joined or last seen',
    query: adminUsersQuerySchema,
    response: { 200: adminUsersResponseSchema },
  },
  adminUser: {
    tags: ['admin'],
    summary:
      "A user's page: profile, viewer profiles, roles, suspension, subscriptions and payments, sessions, streams, downloads, audit trail",
    params: z.object({ id: opaqueId }),
    response: { 200: adminUserDetailSchema },
  },
  setUserRoles: {
    tags: ['admin'],
    summary: "Replaces a user's roles (user is always kept; admins cannot drop their own admin role)",
    params: z.object({ id: opaqueId }),
    body: setRolesRequestSchema,
    response: { 200: adminUserSchema },
  },
  suspendUser: {
    tags: ['admin'],
    summary:
      'Suspends a user (reason, optional end): every session ends at once, streams stop, sign-in is refused (audit-logged)',
    params: z.object({ id: opaqueId }),
    body: suspendUserRequestSchema,
    response: { 204: noBody },
  },
  liftSuspension: {
    tags: ['admin'],
    summary: "Lifts a user's suspension (audit-logged)",
    params: z.object({ id: opaqueId }),
    response: { 204: noBody },
  },
  endUserSessions: {
    tags: ['admin'],
    summary: 'Ends every session of a user, and their streams (audit-logged)',
    params: z.object({ id: opaqueId }),
    response: { 200: endSessionsResponseSchema },
  },
  grantComplimentaryPremium: {
    tags: ['admin'],
    summary: 'Complimentary Premium for a number of days: no payment, ends by itself (audit-logged)',
    params: z.object({ id: opaqueId }),
    body: complimentaryPremiumRequestSchema,
    response: { 204: noBody },
  },
  resendUserConfirmation: {
    tags: ['admin'],
    summary: 'Sends an unconfirmed user a new confirmation link (audit-logged)',
    params: z.object({ id: opaqueId }),
    response: { 204: noBody },
  },
  revokeSubscription: {
    tags: ['admin'],
    summary: "Ends a user's Premium at once (audit-logged)",
    params: z.object({ id: opaqueId }),
    response: { 204: noBody },
  },

  // Ratings, reviews and their moderation (issue 19)
  ratingSummary: {
    tags: ['reviews'],
    summary: "A title's thumbs up and down, the share who liked it and its visible reviews' count",
    params: videoIdParamsSchema,
    response: { 200: ratingSummarySchema },
  },
  titleReviews: {
    tags: ['reviews'],
    summary: "A title's newest visible reviews, a page at a time (hidden ones never leave the server)",
    params: videoIdParamsSchema,
    query: reviewsQuerySchema,
    response: { 200: reviewsPageSchema },
  },
  myRating: {
    tags: ['reviews'],
    summary:
      "The viewer profile's thumb and own review of a title (a hidden review with the moderator's reason)",
    params: videoIdParamsSchema,
    response: { 200: myRatingSchema },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  setRating: {
    tags: ['reviews'],
    summary: "Sets or changes the viewer profile's thumb for a title",
    params: videoIdParamsSchema,
    body: setRatingRequestSchema,
    response: { 200: myRatingSchema },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  clearRating: {
    tags: ['reviews'],
    summary: "Clears the viewer profile's thumb for a title",
    params: videoIdParamsSchema,
    response: { 204: noBody },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  writeReview: {
    tags: ['reviews'],
    summary:
      "Writes or edits the viewer profile's review of a title (plain text; a hidden one cannot be edited)",
    params: videoIdParamsSchema,
    body: writeReviewRequestSchema,
    response: { 200: ownReviewSchema, 201: ownReviewSchema },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  deleteReview: {
    tags: ['reviews'],
    summary: "Deletes the viewer profile's review of a title (its reports go with it)",
    params: videoIdParamsSchema,
    response: { 204: noBody },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  reportReview: {
    tags: ['reviews'],
    summary: "Reports someone else's review to the moderators (once per account and review)",
    params: idParams,
    body: reportReviewRequestSchema,
    response: { 201: reportReviewResponseSchema },
    unauthenticatedMessage: MESSAGES.userNotAuthenticated,
  },
  moderationReviews: {
    tags: ['moderation'],
    summary:
      'Reviews with open reports (most reported or newest first), or the hidden ones, a page at a time',
    query: moderationQuerySchema,
    response: { 200: moderationPageSchema },
  },
  approveReview: {
    tags: ['moderation'],
    summary: "Dismisses a review's open reports and keeps it visible (audit-logged)",
    params: idParams,
    response: { 204: noBody },
  },
  hideReview: {
    tags: ['moderation'],
    summary: 'Hides a review from every public answer with a reason its author sees (audit-logged)',
    params: idParams,
    body: hideReviewRequestSchema,
    response: { 204: noBody },
  },
  restoreReview: {
    tags: ['moderation'],
    summary: 'Shows a hidden review again (audit-logged)',
    params: idParams,
    response: { 204: noBody },
  },

  artwork: {
    tags: ['media'],
    summary: 'Posters, backdrops and avatars (content-hashed names)',
    // Checked against the allow-list of file names by the handler: anything else is 404, not 400.
    params: z.object({ '*': z.string() }),
    hidden: true,
  },
  mediaFile: {
    tags: ['media'],
    summary: 'Tokenised HLS: playlists, segments, captions and storyboards of one video',
    params: z.object({ token: z.string(), videoId: z.string(), '*': z.string() }),
    hidden: true,
  },
  sitemap: { tags: ['seo'], summary: 'The public pages and titles', hidden: true },
  robots: { tags: ['seo'], summary: 'What crawlers may read', hidden: true },
} as const satisfies { [K in EndpointName]: EndpointSchema };
