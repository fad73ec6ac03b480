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
