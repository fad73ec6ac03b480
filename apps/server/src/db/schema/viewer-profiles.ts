import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';
import { ageRatings } from './catalogue';

/**
 * Viewer profiles (issue 16, D73): the people sharing one account. My List, watch progress, history and ratings
 * belong to a profile; the subscription, devices and payments to the account. Every account has exactly one
 * primary profile, made by a trigger when the user row is inserted (whatever made it: sign-up, Google, seed).
 */
export const viewerProfiles = pgTable(
  'viewer_profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    avatar: text().notNull().default('protea'),
    language: text().notNull().default('en'),
    kids: boolean().notNull().default(false),
    /** the highest FPB classification shown; null: no limit */
    maturityLimit: text().references(() => ageRatings.code),
    autoplayNext: boolean().notNull().default(true),
    /** argon2id hash of the profile's 4-digit PIN */
    pinHash: text(),
    isPrimary: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viewer_profiles_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('viewer_profiles_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** The account PIN (parental controls) and the wrong-PIN lock shared by all of an account's PINs. */
export const accountPins = pgTable('account_pins', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** argon2id hash of the account's 4-digit PIN; null: none set */
  pinHash: text(),
  /** wrong PINs since the last right one or the last lock */
  failures: smallint().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The profile a session (one device's sign-in) watches as. No row: the account's primary profile. */
export const sessionViewerProfiles = pgTable('session_viewer_profiles', {
  sessionId: text()
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  profileId: uuid()
    .notNull()
    .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
  chosenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
