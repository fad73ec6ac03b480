import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole } from './enums';

/**
 * Accounts. The first four tables follow Better Auth's core model (user, session, account, verification) so its
 * Drizzle adapter can use them directly; we own the schema and its migrations.
 */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull().default(''),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    /** when the e-mail was confirmed (link, Google's verified claim, or create-admin); the spec's confirmed_at */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    image: text(),
    /** Free-form fields given at sign-up (spec §5). Never trusted for roles. */
    userMetadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The interface language the account last used (en, zu, xh, af; issue 16), recorded at sign-up and at each
     * sign-in from the request's language: what e-mails sent later (billing notices) are written in.
     */
    language: text().notNull().default('en'),
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    /** the last request of any of the account's sessions (written at most every few minutes), for the admin list */
    lastSeenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt.desc()),
    index('users_last_seen_idx').on(t.lastSeenAt.desc()),
  ],
);

/**
 * Suspensions (issue 19), kept as history: one row per suspension, with who suspended and who lifted it. The one in
 * force is mirrored on users (banned, ban_reason, ban_expires), which every session check and sign-in reads.
 */
export const userSuspensions = pgTable(
  'user_suspensions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** null: until lifted */
    endsAt: timestamp({ withTimezone: true }),
    suspendedBy: text().references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp({ withTimezone: true }),
    liftedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('user_suspensions_user_idx').on(t.userId, t.startedAt.desc())],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    /** the provider's subject (OIDC `sub`), or the user id for e-mail + password */
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    /** argon2id hash for the credential provider */
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
    index('accounts_user_idx').on(t.userId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Roles of spec §6. Every user has `user`; the others are granted by an admin (audit-logged). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole().notNull(),
    grantedBy: text().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Spec §3 profile. One row per user, created on first sign-in. */
export const profiles = pgTable(
  'profiles',
  {
    id: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text().notNull(),
    displayName: text(),
    email: text(),
    avatarUrl: text(),
    bio: text(),
    website: text(),
    location: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`)],
);
