import type { CheckoutRequest, PaymentStatusResponse } from '@mzansi/contracts/billing';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError, type ApiErrorCode } from '@/lib/api-client';
import { refreshSession, useAuthStore } from '@/stores/auth-store';
import { submitGatewayForm } from '../lib/gateway-form';
import { billingQueryKeys } from './billing-keys';
import { applySubscriptionSummary } from './subscription';

/** How often /payment/success asks while the payment is pending; slower once it has taken a minute. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_SLOW_POLL_MS = 5000;
export const PAYMENT_SLOW_AFTER_MS = 60_000;

/**
 * POST /api/payments/checkout, then the browser leaves for the gateway with the form it answered. The mutation
 * succeeds once the form is submitted; the page is unloading from then on, so callers keep showing "pending".
 * A `conflict` (already Premium): the "Action failed" toast says so, and the session is re-read so the page shows
 * Premium.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (options: { returnUrl?: string | null } = {}) => {
      const body: CheckoutRequest = { plan_id: 'premium' };
      if (options.returnUrl) body.return_url = options.returnUrl;
      const checkout = await api(endpoints.checkout, { body }, { retries: 0 });
      submitGatewayForm(checkout);
      return checkout;
    },
    // A second checkout would only leave an abandoned payment behind; the user can press again.
    retry: false,
    onError: (error) => {
      if (isApiError(error) && error.code === 'conflict') {
        void refreshSession();
        void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
      }
    },
  });
}

function isFinal(status: PaymentStatusResponse['payment']['status'] | undefined): boolean {
  return status !== undefined && status !== 'pending';
}

/**
 * Errors that may pass if we ask again: the client's own timeout (408), no answer at all, a rate limit. Like a server
 * error (5xx), they leave polling on; any other 4xx (not_found, forbidden, validation_failed, unauthenticated ...) is
 * the server's final word on this payment.
 */
const PASSING_ERROR_CODES: ReadonlySet<ApiErrorCode> = new Set(['timeout', 'network_error', 'rate_limited']);

function isFinalError(error: unknown): boolean {
  return (
    isApiError(error) && error.status >= 400 && error.status < 500 && !PASSING_ERROR_CODES.has(error.code)
  );
}

/**
 * Polls while pending (every 1.5 s, every 5 s once it has taken a minute); stops once settled or on a final error
 * (a timeout, a network failure or a rate limit only skip a beat).
 */
export function paymentPollInterval(state: {
  data: PaymentStatusResponse | undefined;
  error: unknown;
  dataUpdateCount: number;
  errorUpdateCount: number;
}): number | false {
  if (isFinal(state.data?.payment.status)) return false;
  if (isFinalError(state.error)) return false;
  const answers = state.dataUpdateCount + state.errorUpdateCount;
  return answers * PAYMENT_POLL_MS >= PAYMENT_SLOW_AFTER_MS ? PAYMENT_SLOW_POLL_MS : PAYMENT_POLL_MS;
}

/**
 * GET /api/payments/:reference, polled until the payment is no longer pending (/payment/success). Once it is
 * complete, the auth store and the subscription and history queries follow.
 */
export function usePaymentStatus(reference: string | null) {
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const query = useQuery({
    queryKey: billingQueryKeys.payment(reference ?? ''),
    queryFn: ({ signal }) =>
      api(
        endpoints.paymentStatus,
        { params: { reference: reference ?? '' } },
        { signal, retries: 0, background: true },
      ),
    enabled: signedIn && Boolean(reference),
    staleTime: 0,
    refetchInterval: (query) => paymentPollInterval(query.state),
  });

  const status = query.data?.payment.status;
  const summary = query.data?.subscription;
  useEffect(() => {
    if (!isFinal(status) || !summary) return;
    applySubscriptionSummary(summary);
    void queryClient.invalidateQueries({ queryKey: billingQueryKeys.subscription });
    void queryClient.invalidateQueries({ queryKey: billingQueryKeys.payments });
  }, [status, summary, queryClient]);

  return query;
}

/** POST /api/payments/:reference/cancel (/payment/cancel): a checkout still pending is marked abandoned. */
export function useAbandonCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api(endpoints.cancelPayment, { params: { reference } }, { retries: 0, background: true }),
    // Nothing the user pressed failed: the page says they were not charged either way.
    meta: { skipErrorToast: true },
    onSuccess: (response, reference) => {
      queryClient.setQueryData(billingQueryKeys.payment(reference), response);
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.payments });
    },
  });
}
