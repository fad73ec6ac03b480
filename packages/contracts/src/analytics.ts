import { z } from 'zod';

/**
 * The admin dashboard (issue 19): GET /api/admin/analytics. Every figure comes from the rollup tables the analytics
 * job fills (hourly and daily, days in Africa/Johannesburg); money is in cents (ZAR).
 */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', 'custom'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_TIME_ZONE = 'Africa/Johannesburg';
/** The longest custom range, in days */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_TOP_TITLES = 10;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const analyticsQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES).default('30d'),
    /** YYYY-MM-DD (Johannesburg), with range=custom */
    from: isoDay.optional(),
    /** YYYY-MM-DD (Johannesburg), inclusive, with range=custom */
    to: isoDay.optional(),
  })
  .superRefine((query, issues) => {
    if (query.range !== 'custom') return;
    if (
      !query.from ||
      !query.to ||
      Number.isNaN(dayNumber(query.from)) ||
      Number.isNaN(dayNumber(query.to))
    ) {
      issues.addIssue({ code: 'custom', path: ['from'], message: 'A custom range needs from and to.' });
      return;
    }
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1 || days > ANALYTICS_MAX_DAYS) {
      issues.addIssue({ code: 'custom', path: ['to'], message: 'The range must be 1 to 366 days.' });
    }
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

export const analyticsDaySchema = z.object({
  day: z.string(),
  signups: count,
  confirmed: count,
  /** live Premium subscriptions at the end of the day */
  activePremium: count,
  newSubscriptions: count,
  cancelledSubscriptions: count,
  lapsedSubscriptions: count,
  mrrCents: count,
  revenueCents: count,
  failedPayments: count,
  plays: count,
  watchSeconds: count,
  completions: count,
  peakStreams: count,
  downloads: count,
  adImpressions: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsHourSchema = z.object({
  /** the hour's start, ISO UTC */
  hour: z.string(),
  plays: count,
  watchSeconds: count,
  peakStreams: count,
});
export type AnalyticsHour = z.infer<typeof analyticsHourSchema>;

export const analyticsTotalsSchema = z.object({
  signups: count,
  confirmed: count,
  /** at the end of the range */
  activePremium: count,
  /** at the start of the range */
  activePremiumStart: count,
  newSubscriptions: count,
  cancelledSubscriptions: count,
  lapsedSubscriptions: count,
  /** (cancelled + lapsed) / active at the start; null when nobody was active at the start */
  churnRate: z.number().nonnegative().nullable(),
  /** at the end of the range */
  mrrCents: count,
  revenueCents: count,
  failedPayments: count,
  plays: count,
  watchSeconds: count,
  /** completions / plays; null without plays */
  completionRate: z.number().nonnegative().nullable(),
  peakStreams: count,
  downloads: count,
  adImpressions: count,
  /** plays with Data saver on / all plays; null without plays */
  dataSaverShare: z.number().nonnegative().nullable(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsMixEntrySchema = z.object({ value: z.string(), plays: count });
export type AnalyticsMixEntry = z.infer<typeof analyticsMixEntrySchema>;

export const analyticsResponseSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** when the newest rollup was computed (the figures are as fresh as this); null before the first run */
  computedAt: z.string().nullable(),
  totals: analyticsTotalsSchema,
  days: z.array(analyticsDaySchema),
  /** per hour, for ranges of 7 days or less */
  hours: z.array(analyticsHourSchema).nullable(),
  topTitles: z.array(
    z.object({ titleId: z.string().uuid(), name: z.string(), watchSeconds: count, plays: count }),
  ),
  /** plays by quality ceiling granted (SD, HD) */
  qualityMix: z.array(analyticsMixEntrySchema),
  /** plays by device class (mobile, tablet, desktop, tv, other) */
  deviceMix: z.array(analyticsMixEntrySchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
