import type { AdCampaignStatus, AdEvent, AdPlacement } from '@mzansi/contracts/ads';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { videos } from './media';

/**
 * House ad campaigns (issue 18): what an admin sets, and the creative (a video with purpose 'ad', uploaded through
 * tus and transcoded to the ad ladder). Deleting a campaign deletes its creative (the service does, files included).
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    status: text().$type<AdCampaignStatus>().notNull().default('draft'),
    creativeVideoId: uuid().references(() => videos.id, { onDelete: 'set null' }),
    clickThroughUrl: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    dailyImpressionCap: integer(),
    totalImpressionCap: integer(),
    frequencyCapPerDay: integer(),
    targetLanguages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetGenres: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxAgeRating: text(),
    weight: integer().notNull().default(10),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ad_campaigns_status_check', sql`${t.status} in ('draft', 'active', 'paused', 'ended')`),
    check('ad_campaigns_weight_check', sql`${t.weight} between 1 and 100`),
    index('ad_campaigns_status_idx').on(t.status),
    index('ad_campaigns_creative_idx').on(t.creativeVideoId),
  ],
);

/**
 * One ad served (a VAST answer with an Ad): its id is the serve id in the tracking URLs. The viewer is kept only as
 * a keyed hash (viewer_key: HMAC of the viewer profile id, else of the device cookie), for the per-viewer frequency
 * cap; no IP address, no user agent. Purged after 30 days (ads.worker.ts).
 */
export const adServes = pgTable(
  'ad_serves',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    placement: text().$type<AdPlacement>().notNull(),
    /** the programme the ad played in */
    videoId: uuid().references(() => videos.id, { onDelete: 'set null' }),
    viewerKey: text().notNull(),
    /** the day in Africa/Johannesburg */
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ad_serves_viewer_day_idx').on(t.viewerKey, t.day, t.campaignId),
    index('ad_serves_created_idx').on(t.createdAt),
  ],
);

/** The events of a served ad, each recorded once (a reloaded beacon is not counted twice). */
export const adEvents = pgTable(
  'ad_events',
  {
    serveId: uuid()
      .notNull()
      .references(() => adServes.id, { onDelete: 'cascade' }),
    event: text().$type<AdEvent>().notNull(),
    /** the VAST error code of an `error` event */
    code: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serveId, t.event] })],
);

/**
 * The report's figures per campaign and day (Africa/Johannesburg): incremented when an event is first recorded,
 * kept when the serves and events are purged.
 */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    campaignId: uuid()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    impressions: integer().notNull().default(0),
    starts: integer().notNull().default(0),
    firstQuartiles: integer().notNull().default(0),
    midpoints: integer().notNull().default(0),
    thirdQuartiles: integer().notNull().default(0),
    completes: integer().notNull().default(0),
    skips: integer().notNull().default(0),
    pauses: integer().notNull().default(0),
    mutes: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    errors: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);
