import { z } from 'zod';
import { AGE_RATING_CODES, LANGUAGE_CODES, VIDEO_STATUSES } from './catalogue';

/**
 * Ads on the free tier (issue 18, decision D79). Visitors and free users get a pre-roll before trailers and free
 * programmes, and mid-rolls in free programmes longer than 10 minutes; Premium never gets an ad (the playback grant's
 * `ads` is null and the VAST endpoint answers an empty VAST). Ads are VAST 4.2: our own house campaigns
 * (`GET /api/ads/vast`), or an outside ad server named by the operator (`AD_VAST_URL`), played by the player through
 * `@dailymotion/vast-client`.
 */
export const AD_PLACEMENTS = ['preroll', 'midroll'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** The Skip button appears after this many seconds (VAST `skipoffset="00:00:05"`). */
export const AD_SKIP_OFFSET_SECONDS = 5;
/** No VAST answer (wrappers included) within this -> the programme starts at once (VAST error 301). */
export const AD_TIMEOUT_MS = 2000;
/** Wrappers followed at most (VAST error 302 past it). */
export const AD_MAX_WRAPPER_DEPTH = 5;
/** Mid-rolls only in programmes longer than this, and one about every MIDROLL_INTERVAL_SECONDS. */
export const MIDROLL_MIN_PROGRAMME_SECONDS = 600;
export const MIDROLL_INTERVAL_SECONDS = 480;
/** No mid-roll this close to the end of a programme. */
export const MIDROLL_END_MARGIN_SECONDS = 60;

/** A creative lasts 6 to 30 seconds (the demo's last 6 to 15). */
export const AD_CREATIVE_MIN_SECONDS = 6;
export const AD_CREATIVE_MAX_SECONDS = 30;

/**
 * The macros an `AD_VAST_URL` template may use (the player fills them in before it asks): IAB VAST 4.x macros where
 * one exists, and ours for what has none. Values are URL-encoded.
 * - `[PLACEMENT]` preroll or midroll (ours)
 * - `[BREAKPOSITION]` 1 pre-roll, 2 mid-roll (IAB)
 * - `[CONTENTID]` the programme's video id (IAB)
 * - `[LANGUAGE]` the programme's spoken language, e.g. zu (ours)
 * - `[CACHEBUSTING]` a random 8-digit number (IAB)
 */
export const AD_URL_MACROS = ['PLACEMENT', 'BREAKPOSITION', 'CONTENTID', 'LANGUAGE', 'CACHEBUSTING'] as const;

/** One ad break in a programme: where it plays. */
export const adBreakSchema = z.object({
  placement: z.enum(AD_PLACEMENTS),
  /** 0 for the pre-roll; the cue point in programme seconds for a mid-roll */
  offsetSeconds: z.number().nonnegative(),
});
export type AdBreak = z.infer<typeof adBreakSchema>;

/**
 * What a playback grant says about ads (null: no ads for this viewer, e.g. Premium, or ads are off). `vastUrl` is a
 * template with the macros above: `/api/ads/vast?...` for house campaigns, or the operator's `AD_VAST_URL`.
 */
export const adPlanSchema = z.object({
  vastUrl: z.string(),
  breaks: z.array(adBreakSchema),
  timeoutMs: z.number().int().positive(),
  skipOffsetSeconds: z.number().int().nonnegative(),
  maxWrapperDepth: z.number().int().positive(),
  /** the programme's language, for `[LANGUAGE]` */
  language: z.string(),
});
export type AdPlan = z.infer<typeof adPlanSchema>;

/** GET /api/ads/vast: the query (the answer is VAST 4.2 XML, `application/xml`). */
export const vastQuerySchema = z.object({
  placement: z.enum(AD_PLACEMENTS).default('preroll'),
  /** the programme the ad plays before or in (targeting by its language, genres and age rating) */
  videoId: z.string().uuid(),
  /** 1 pre-roll, 2 mid-roll (IAB [BREAKPOSITION]); informational */
  position: z.coerce.number().int().min(1).max(3).optional(),
  /** a cache-buster; ignored */
  cb: z.string().max(32).optional(),
});
export type VastQuery = z.input<typeof vastQuerySchema>;

/** The Linear creative's tracking events a VAST ad reports (house ads: each one a beacon to our event endpoint). */
export const AD_LINEAR_EVENTS = [
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'pause',
  'mute',
] as const;

/**
 * The events our tracking endpoint records, once per served ad (`GET /api/ads/events/:serveId/:event`): the VAST
 * Impression, the Linear tracking events, the ClickTracking (`click`) and the Error URL (`error`, with `?code=`).
 */
export const AD_EVENTS = ['impression', ...AD_LINEAR_EVENTS, 'click', 'error'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

export const AD_CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'ended'] as const;
export type AdCampaignStatus = (typeof AD_CAMPAIGN_STATUSES)[number];

export const AD_CAMPAIGN_NAME_MAX_LENGTH = 120;
export const AD_WEIGHT_MAX = 100;

const isoDate = z.string().datetime({ offset: true });
const httpsUrl = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'Use an http or https address.');
const cap = z.number().int().positive().max(100_000_000).nullable();

/** What an admin sets on a campaign (POST creates; PATCH takes any part of it). */
export const adCampaignInputSchema = z.object({
  name: z.string().trim().min(1).max(AD_CAMPAIGN_NAME_MAX_LENGTH),
  status: z.enum(AD_CAMPAIGN_STATUSES).default('draft'),
  /** a video uploaded through tus with `purpose=ad` (Upload-Metadata), ready or still transcoding */
  creativeVideoId: z.string().uuid().nullable().default(null),
  clickThroughUrl: httpsUrl,
  startsAt: isoDate,
  /** null: runs until paused or ended */
  endsAt: isoDate.nullable().default(null),
  dailyImpressionCap: cap.default(null),
  totalImpressionCap: cap.default(null),
  /** impressions per viewer (profile, else device) per day */
  frequencyCapPerDay: z.number().int().positive().max(1000).nullable().default(null),
  /** empty: any language */
  targetLanguages: z.array(z.enum(LANGUAGE_CODES)).max(LANGUAGE_CODES.length).default([]),
  /** genre slugs; empty: any genre */
  targetGenres: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  /** the programme's age rating must be at most this; null: any */
  maxAgeRating: z.enum(AGE_RATING_CODES).nullable().default(null),
  weight: z.number().int().min(1).max(AD_WEIGHT_MAX).default(10),
});
export type AdCampaignInput = z.input<typeof adCampaignInputSchema>;
export const adCampaignPatchSchema = adCampaignInputSchema.partial();
export type AdCampaignPatch = z.input<typeof adCampaignPatchSchema>;

export const adCampaignSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  status: z.enum(AD_CAMPAIGN_STATUSES),
  creativeVideoId: z.string().uuid().nullable(),
  /** the creative's transcode state (null: none attached) */
  creativeStatus: z.enum(VIDEO_STATUSES).nullable(),
  creativeDurationSeconds: z.number().nullable(),
  clickThroughUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  dailyImpressionCap: z.number().int().nullable(),
  totalImpressionCap: z.number().int().nullable(),
  frequencyCapPerDay: z.number().int().nullable(),
  targetLanguages: z.array(z.string()),
  targetGenres: z.array(z.string()),
  maxAgeRating: z.string().nullable(),
  weight: z.number().int(),
  impressionsToday: z.number().int(),
  impressionsTotal: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;
export const adCampaignsResponseSchema = z.object({ items: z.array(adCampaignSchema) });
export type AdCampaignsResponse = z.infer<typeof adCampaignsResponseSchema>;

/** GET /api/admin/ads/report: per campaign and day (Africa/Johannesburg days), from..to inclusive. */
export const adReportQuerySchema = z.object({
  /** YYYY-MM-DD; default 29 days before `to` */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** YYYY-MM-DD; default today */
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  campaignId: z.string().uuid().optional(),
});
export type AdReportQuery = z.input<typeof adReportQuerySchema>;

export const adReportCountsSchema = z.object({
  impressions: z.number().int(),
  starts: z.number().int(),
  firstQuartiles: z.number().int(),
  midpoints: z.number().int(),
  thirdQuartiles: z.number().int(),
  completes: z.number().int(),
  skips: z.number().int(),
  clicks: z.number().int(),
  errors: z.number().int(),
  /** completes / impressions (0 when none) */
  completionRate: z.number(),
  /** clicks / impressions (0 when none) */
  ctr: z.number(),
});
export type AdReportCounts = z.infer<typeof adReportCountsSchema>;

export const adReportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  campaigns: z.array(
    z.object({
      campaignId: z.string().uuid(),
      name: z.string(),
      totals: adReportCountsSchema,
      days: z.array(adReportCountsSchema.extend({ day: z.string() })),
    }),
  ),
});
export type AdReportResponse = z.infer<typeof adReportResponseSchema>;
