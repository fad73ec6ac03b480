import { z } from 'zod';
import { PLAN_IDS } from './plans';

/** Subscription states (spec §3/§4). Cancelling at period end keeps `active` with cancel_at_period_end until end_date. */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'trialing',
  'cancelled',
  'expired',
  'payment_failed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The one premium rule (spec §4, §6): an active or trialing subscription whose end_date is in the future.
 * Server checks and client display both use it.
 */
export function isSubscriptionActive(
  subscription: { status: string; end_date: string | Date | null } | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!subscription || !subscription.end_date) return false;
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return false;
  return new Date(subscription.end_date).getTime() > now.getTime();
}

/** What the client needs to know about a user's subscription (auth state, header, guards). */
export const subscriptionSummarySchema = z.object({
  status: z.enum([...SUBSCRIPTION_STATUSES, 'none']),
  plan_id: z.enum(PLAN_IDS),
  is_active: z.boolean(),
  end_date: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** the premium rule applied on the server at response time */
  is_premium: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** The summary of a user with no subscription (the Free plan). */
export const NO_SUBSCRIPTION: SubscriptionSummary = {
  status: 'none',
  plan_id: 'free',
  is_active: false,
  end_date: null,
  cancel_at_period_end: false,
  is_premium: false,
};
