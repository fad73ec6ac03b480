import type { PaymentProvider, PaymentStatus } from '@mzansi/contracts/billing';
import type { SubscriptionSummary } from '@mzansi/contracts/subscription';

/** A subscription's status in words (the summary's `status`). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionSummary['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  pending: 'Waiting for payment',
  cancelled: 'Cancelled',
  expired: 'Expired',
  payment_failed: 'Payment failed',
  none: 'No subscription',
};

/** A payment's status in words (history table). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  complete: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The gateway that holds the payment method (/subscription/manage). */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  payfast: 'PayFast',
  local: 'Test gateway (no real money)',
};

/** /pricing with the way back kept (a visitor or a failed payment tries again from there). */
export function pricingUrl(returnUrl: string | null | undefined): string {
  return returnUrl ? `/pricing?${new URLSearchParams({ returnUrl }).toString()}` : '/pricing';
}
