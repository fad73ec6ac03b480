/**
 * Query keys of the billing feature. Everything lives under ['billing'], so a live subscription event (or a sign-out's
 * cache clear) reaches it all at once. Kept free of imports: the live-events hook, in the app's entry chunk, uses it.
 */
export const billingQueryKeys = {
  all: ['billing'] as const,
  /** GET /api/user/subscription */
  subscription: ['billing', 'subscription'] as const,
  /** GET /api/user/payments */
  payments: ['billing', 'payments'] as const,
  /** GET /api/payments/:reference */
  payment: (reference: string) => ['billing', 'payment', reference] as const,
};
