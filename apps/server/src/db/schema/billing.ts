import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { paymentStatus, subscriptionStatus } from './enums';

/** Plans of spec §9, kept in step with packages/contracts/src/plans.ts at every start. Prices in cents (ZAR). */
export const plans = pgTable('plans', {
  id: text().primaryKey(),
  name: text().notNull(),
  priceCents: integer().notNull(),
  currency: text().notNull().default('ZAR'),
  videoQuality: text().notNull(),
  maxDevices: smallint().notNull(),
  offlineDownloads: boolean().notNull(),
  maxDownloads: smallint().notNull(),
  durationMonths: smallint().notNull(),
  hasAds: boolean().notNull(),
  features: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 subscription record. `is_active` is derived from the status so it can never disagree with it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus().notNull().default('pending'),
    isActive: boolean()
      .notNull()
      .generatedAlwaysAs(sql`status in ('active', 'trialing')`),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * Set while a renewal is unpaid: the end of the paid period. end_date then holds the end of the grace period
     * (RENEWAL_GRACE_DAYS) during which Premium continues and the payment is retried.
     */
    pastDueSince: timestamp({ withTimezone: true }),
    /** when our renewal job last asked the gateway to charge (gateways that do not charge by themselves) */
    renewalRequestedAt: timestamp({ withTimezone: true }),
    provider: text().notNull(),
    /** the gateway's subscription reference (PayFast token) */
    providerSubscriptionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    // The renewal and expiry jobs look for live subscriptions whose period is ending.
    index('subscriptions_live_end_idx')
      .on(t.endDate)
      .where(sql`status in ('active', 'trialing')`),
    // At most one live subscription per user.
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.userId)
      .where(sql`status in ('active', 'trialing')`),
    unique('subscriptions_provider_ref_key').on(t.provider, t.providerSubscriptionId),
  ],
);

/** Money received or attempted. Kept (with the user unlinked) when an account is deleted: financial records. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text().notNull(),
    /** our reference sent to the gateway (PayFast m_payment_id) */
    reference: text().notNull().unique(),
    providerPaymentId: text(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('ZAR'),
    status: paymentStatus().notNull().default('pending'),
    description: text().notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/** Every notification a gateway sent, once per provider event id: the idempotency key of its effects. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    eventId: text().notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    outcome: text().notNull(),
    reason: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_key').on(t.provider, t.eventId)],
);
