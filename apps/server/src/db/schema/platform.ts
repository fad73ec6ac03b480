import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * E-mails written instead of sent when no SMTP server is configured (the embedded default). The dev mailbox
 * (non-production) lists them; rows older than a week are pruned as new ones arrive.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** confirm_email, reset_password, existing_account, password_changed ... */
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt.desc()), index('email_outbox_to_idx').on(t.to)],
);

/**
 * Abuse-limit counters shared by every instance (fixed windows). The key is a hash of the limit's name and its
 * subject (IP address, e-mail), so no address is stored in clear.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** The /feedback form (stored server-side). Removed with the account that sent it. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    message: text().notNull(),
    email: text(),
    page: text(),
    userAgent: text(),
    /** the interface language it was sent in: a reply to a visitor is written in it (issue 19) */
    language: text(),
    /** new, in_progress, answered (the admin inbox, issue 19) */
    status: text().notNull().default('new'),
    updatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt.desc()),
    index('feedback_user_idx').on(t.userId),
    index('feedback_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Replies to feedback, sent by e-mail through the outbox (issue 19): who sent what to which address, and when. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    feedbackId: uuid()
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    sentTo: text().notNull(),
    language: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/**
 * Client error reports (spec §8), grouped: one row per type, message and route, with a count, first and last seen and
 * the newest stack. No account, IP address or browser is stored (the privacy policy names what is); groups not seen
 * for 30 days are purged by the client-errors-purge job.
 */
export const clientErrorGroups = pgTable(
  'client_error_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** sha-256 of type, message, route and release */
    fingerprint: text().notNull(),
    type: text().notNull(),
    message: text().notNull(),
    route: text(),
    release: text(),
    severity: text().notNull(),
    count: integer().notNull().default(1),
    firstSeen: timestamp({ withTimezone: true }).notNull(),
    lastSeen: timestamp({ withTimezone: true }).notNull(),
    newestStack: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('client_error_groups_fingerprint_idx').on(t.fingerprint),
    index('client_error_groups_last_seen_idx').on(t.lastSeen.desc()),
  ],
);
