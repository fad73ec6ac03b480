import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc()), index('feedback_user_idx').on(t.userId)],
);
