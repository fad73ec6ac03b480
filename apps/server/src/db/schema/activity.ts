import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { episodes, titles } from './catalogue';
import { videos } from './media';
import { viewerProfiles } from './viewer-profiles';

/**
 * Spec §3 watchlist entry (id, user_id, video_id, added_at). In the spec a "video" is a catalogue entry, so the
 * column here is title_id; the API answers it as video_id.
 */
export const watchlist = pgTable(
  'watchlist',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the viewer profile it belongs to (issue 16); user_id stays for account-wide reads (export, admin) */
    profileId: uuid()
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('watchlist_profile_title_key').on(t.profileId, t.titleId),
    index('watchlist_profile_added_idx').on(t.profileId, t.addedAt.desc()),
    index('watchlist_user_idx').on(t.userId),
  ],
);

/** Where a viewer is in one playable video: drives resume and Continue watching. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the viewer profile it belongs to (issue 16); user_id stays for account-wide reads (export, admin) */
    profileId: uuid()
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    videoId: uuid()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    episodeId: uuid().references(() => episodes.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision().notNull().default(0),
    durationSeconds: doublePrecision().notNull().default(0),
    completed: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.videoId] }),
    index('watch_progress_profile_updated_idx').on(t.profileId, t.updatedAt.desc()),
    index('watch_progress_user_idx').on(t.userId),
  ],
);

/** One row per (user, title) last watched: the /history page and co-watching recommendations. */
export const watchHistory = pgTable(
  'watch_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the viewer profile it belongs to (issue 16); user_id stays for account-wide reads (export, admin) */
    profileId: uuid()
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    lastVideoId: uuid().references(() => videos.id, { onDelete: 'set null' }),
    lastEpisodeId: uuid().references(() => episodes.id, { onDelete: 'set null' }),
    watchCount: smallint().notNull().default(1),
    watchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('watch_history_profile_title_key').on(t.profileId, t.titleId),
    index('watch_history_profile_watched_idx').on(t.profileId, t.watchedAt.desc()),
    index('watch_history_user_idx').on(t.userId),
    index('watch_history_title_idx').on(t.titleId),
  ],
);

/** Append-only play starts (visitors included, no personal data beyond the user id): "Trending" counts. */
export const playEvents = pgTable(
  'play_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    videoId: uuid().references(() => videos.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** the quality ceiling granted (SD or HD; issue 19 analytics), null before it was recorded */
    quality: text(),
    /** the device class from the user agent: mobile, tablet, desktop, tv, other (issue 19) */
    deviceClass: text(),
    /** whether the player asked with Data saver on (issue 19); null when the client did not say */
    dataSaver: boolean(),
  },
  (t) => [index('play_events_occurred_idx').on(t.occurredAt, t.titleId)],
);

/** Thumbs up (1) or down (-1), one per viewer profile per title (issue 19). */
export const ratings = pgTable(
  'ratings',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the viewer profile it belongs to (issue 16); user_id stays for account-wide reads (export, admin) */
    profileId: uuid()
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.titleId] }),
    index('ratings_user_idx').on(t.userId),
    index('ratings_title_idx').on(t.titleId),
    check('ratings_thumb', sql`${t.rating} in (-1, 1)`),
  ],
);

/**
 * A short plain-text review, one per viewer profile per title (issue 19). Hidden by a moderator: left out of every
 * public answer; the author sees it with the reason.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** visible | hidden */
    status: text().notNull().default('visible'),
    hiddenReason: text(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_profile_title_key').on(t.profileId, t.titleId),
    index('reviews_title_visible_idx')
      .on(t.titleId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    index('reviews_user_idx').on(t.userId),
    check('reviews_status', sql`${t.status} in ('visible', 'hidden')`),
  ],
);

/** A report of a review by a signed-in account, once per account and review; open until a moderator acts. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** approved | hidden */
    resolution: text(),
    resolvedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.resolvedAt} is null`),
    index('review_reports_reporter_idx').on(t.reporterId),
  ],
);

/** Concurrent playback leases (plan max_devices): renewed by heartbeats, counted while lease_expires_at is ahead. */
export const streamSessions = pgTable(
  'stream_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    authSessionId: text(),
    deviceLabel: text(),
    ipAddress: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastHeartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('stream_sessions_user_lease_idx').on(t.userId, t.leaseExpiresAt)],
);

/** Who did what to whom: role changes, revocations, payments applied, moderation. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
