import type { PaymentProvider, PaymentStatus } from '@mzansi/contracts/billing';
import type { SubscriptionSummary } from '@mzansi/contracts/subscription';

/** A subscription's status in words (the summary's `status`): billing keys. */
export const SUBSCRIPTION_STATUS_KEYS = {
  active: 'status.active',
  trialing: 'status.trialing',
  pending: 'status.pending',
  cancelled: 'status.cancelled',
  expired: 'status.expired',
  payment_failed: 'status.payment_failed',
  none: 'status.none',
} as const satisfies Record<SubscriptionSummary['status'], string>;

/** A payment's status in words (history table): billing keys. */
export const PAYMENT_STATUS_KEYS = {
  pending: 'paymentStatus.pending',
  complete: 'paymentStatus.complete',
  failed: 'paymentStatus.failed',
  cancelled: 'paymentStatus.cancelled',
  refunded: 'paymentStatus.refunded',
} as const satisfies Record<PaymentStatus, string>;

/** The gateway that holds the payment method (/subscription/manage): billing keys (PayFast is PayFast in each). */
export const PAYMENT_PROVIDER_KEYS = {
  payfast: 'provider.payfast',
  local: 'provider.local',
} as const satisfies Record<PaymentProvider, string>;

/**
 * The plans' features (packages/contracts/src/plans.ts, English, shared with the server) as billing keys, by their
 * English text.
 */
const PLAN_FEATURE_KEYS = {
  'Watch trailers': 'features.watchTrailers',
  'SD quality': 'features.sdQuality',
  '1 device at a time': 'features.oneDevice',
  'My List and watch history': 'features.listAndHistory',
  'With ads: a pre-roll you can skip after 5 seconds, and a mid-roll about every 8 minutes in free programmes longer than 10 minutes':
    'features.withAds',
  'Every movie, series and documentary': 'features.everyTitle',
  'HD quality': 'features.hdQuality',
  'Watch on 4 devices at a time': 'features.fourDevices',
  'Up to 20 offline downloads': 'features.offlineDownloads',
  'No ads, ever': 'features.noAds',
} as const;

export type PlanFeatureKey = (typeof PLAN_FEATURE_KEYS)[keyof typeof PLAN_FEATURE_KEYS];

/** A plan feature's key; undefined for a feature added to the plans without one (it shows as written). */
export function planFeatureKey(feature: string): PlanFeatureKey | undefined {
  return Object.hasOwn(PLAN_FEATURE_KEYS, feature)
    ? PLAN_FEATURE_KEYS[feature as keyof typeof PLAN_FEATURE_KEYS]
    : undefined;
}

/** /pricing with the way back kept (a visitor or a failed payment tries again from there). */
export function pricingUrl(returnUrl: string | null | undefined): string {
  return returnUrl ? `/pricing?${new URLSearchParams({ returnUrl }).toString()}` : '/pricing';
}
