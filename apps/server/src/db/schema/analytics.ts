import { bigint, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { titles } from './catalogue';

/**
 * Analytics rollups (issue 19): filled by the analytics job on the queue (modules/analytics), read by
 * GET /api/admin/analytics. Every bucket is recomputed whole (delete + insert in one transaction), so a run is
 * idempotent. Hours are UTC hours (South Africa has no daylight saving, so they are Johannesburg hours too);
 * days are calendar days in Africa/Johannesburg.
 */
export const analyticsHourly = pgTable('analytics_hourly', {
  hour: timestamp({ withTimezone: true }).primaryKey(),
  /** play starts (play_events), previews excluded at the source */
  plays: integer().notNull().default(0),
  /** seconds of main-video streams (stream_sessions, start to last heartbeat or end) inside the hour */
  watchSeconds: bigint({ mode: 'number' }).notNull().default(0),
  /** watch_progress rows that reached "completed" in the hour */
  completions: integer().notNull().default(0),
  /** the most main-video streams open at once in the hour */
  peakStreams: integer().notNull().default(0),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const analyticsDaily = pgTable('analytics_daily', {
  day: date({ mode: 'string' }).primaryKey(),
  signups: integer().notNull().default(0),
  confirmed: integer().notNull().default(0),
  /** live Premium subscriptions at the end of the day */
  activePremium: integer().notNull().default(0),
  /** live Premium subscriptions at the start of the day (churn's denominator) */
  activePremiumStart: integer().notNull().default(0),
  newSubscriptions: integer().notNull().default(0),
  cancelledSubscriptions: integer().notNull().default(0),
  lapsedSubscriptions: integer().notNull().default(0),
  /** monthly recurring revenue at the end of the day: each live subscription's plan price per month */
  mrrCents: bigint({ mode: 'number' }).notNull().default(0),
  revenueCents: bigint({ mode: 'number' }).notNull().default(0),
  failedPayments: integer().notNull().default(0),
  downloads: integer().notNull().default(0),
  adImpressions: integer().notNull().default(0),
  plays: integer().notNull().default(0),
  watchSeconds: bigint({ mode: 'number' }).notNull().default(0),
  completions: integer().notNull().default(0),
  peakStreams: integer().notNull().default(0),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Watch time and plays per title and day: the top titles. */
export const analyticsDailyTitles = pgTable(
  'analytics_daily_titles',
  {
    day: date({ mode: 'string' }).notNull(),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    watchSeconds: bigint({ mode: 'number' }).notNull().default(0),
    plays: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.titleId] })],
);

/** Plays per day by quality ceiling, device class and Data saver (recorded on play_events since issue 19). */
export const analyticsDailyMix = pgTable(
  'analytics_daily_mix',
  {
    day: date({ mode: 'string' }).notNull(),
    /** quality | device | data_saver */
    dimension: text().notNull(),
    value: text().notNull(),
    plays: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);
