import { z } from 'zod';
import { PLAN_IDS, VIDEO_QUALITIES } from './plans';
import { subscriptionSummarySchema } from './subscription';

/**
 * Payments and subscription management (spec §2 subscription routes, §7 get_user_subscription_status and the
 * checkout calls it leaves unshown). Amounts are in cents (ZAR), as the plans are.
 */

/** Gateways: `local` is the built-in test gateway (development and demos), `payfast` the production one. */
export const PAYMENT_PROVIDERS = ['local', 'payfast'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'complete', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** POST /api/payments/checkout: starts paying for a plan. `return_url` is where to go after paying (same origin). */
export const checkoutRequestSchema = z.object({
  plan_id: z.literal('premium'),
  return_url: z.string().max(2000).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * The gateway's checkout as a form the browser posts (PayFast takes a browser form POST; so does the local gateway).
 * Fields keep their order: PayFast signs them in order.
 */
export const checkoutResponseSchema = z.object({
  reference: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  action: z.string(),
  method: z.literal('POST'),
  fields: z.array(z.tuple([z.string(), z.string()])),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** One payment in the history of /subscription/manage. */
export const paymentSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  provider: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/user/payments: newest first. */
export const paymentHistoryResponseSchema = z.object({ items: z.array(paymentSchema) });
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

/** GET /api/payments/:reference: what /payment/success waits on. */
export const paymentStatusResponseSchema = z.object({
  payment: paymentSchema,
  subscription: subscriptionSummarySchema,
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** What the user's plan allows now (premium rule applied on the server). */
export const entitlementsSchema = z.object({
  plan_id: z.enum(PLAN_IDS),
  watch_premium: z.boolean(),
  video_quality: z.enum(VIDEO_QUALITIES),
  max_devices: z.number().int(),
  offline_downloads: z.boolean(),
  max_downloads: z.number().int(),
  has_ads: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/**
 * GET /api/user/subscription: the server function of spec §7 (get_user_subscription_status) with what the
 * manage page needs. `renewal_date` is set while the plan renews by itself; `ends_at` while it is set to end.
 */
export const userSubscriptionSchema = z.object({
  subscription: subscriptionSummarySchema,
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  renewal_date: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** the renewal is unpaid: premium continues until grace_until while the payment is retried */
  grace_until: z.string().nullable(),
  can_cancel: z.boolean(),
  can_resume: z.boolean(),
  allowed: entitlementsSchema,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/** Server-sent events of GET /api/user/events. */
/**
 * What can change about a user: `subscription` (sent to the browser), `signed_out` (every session ended by an
 * admin: open streams are closed, never sent).
 */
export const USER_EVENT_TYPES = ['subscription', 'signed_out'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/** How long a renewal may stay unpaid before the account moves to Free (terms of service). */
export const RENEWAL_GRACE_DAYS = 7;
