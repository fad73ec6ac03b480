import type { UserSubscription } from '@mzansi/contracts/billing';
import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import { endpoints } from '@mzansi/contracts/endpoints';
import type { SubscriptionSummary } from '@mzansi/contracts/subscription';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { billingQueryKeys } from './billing-keys';

/** The auth store follows the server's newest summary, so the header, drawer and guards change at once. */
export function applySubscriptionSummary(summary: SubscriptionSummary): void {
  useAuthStore.getState().setSubscription(summary);
}

/** A fresh GET /api/user/subscription answer (from a mutation) into the cache and the auth store. */
export function applyUserSubscription(queryClient: QueryClient, subscription: UserSubscription): void {
  queryClient.setQueryData(billingQueryKeys.subscription, subscription);
  applySubscriptionSummary(subscription.subscription);
}

async function getUserSubscription(signal?: AbortSignal): Promise<UserSubscription> {
  const body = await api(endpoints.subscription, {}, { signal, retries: 0 });
  // The server's answer is the truth: a renewal or an expiry since sign-in shows in the header too.
  applySubscriptionSummary(body.subscription);
  return body;
}

/** GET /api/user/subscription (spec §7 get_user_subscription_status): summary, dates, what may be done, entitlements. */
export function useUserSubscription() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: billingQueryKeys.subscription,
    queryFn: ({ signal }) => getUserSubscription(signal),
    // Spec §9: the subscription is fresh for 5 minutes (live events invalidate it sooner).
    staleTime: QUERY_DEFAULTS.shortStaleTimeMs,
    enabled: signedIn,
  });
}

/** GET /api/user/payments: the user's payments, newest first. */
export function usePaymentHistory() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: billingQueryKeys.payments,
    queryFn: ({ signal }) =>
      api(endpoints.paymentHistory, {}, { signal, retries: 0 }).then((body) => body.items),
    staleTime: QUERY_DEFAULTS.shortStaleTimeMs,
    enabled: signedIn,
  });
}

function useSubscriptionChange(request: () => Promise<UserSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (subscription) => applyUserSubscription(queryClient, subscription),
    onError: () => {
      // Whatever stopped it (already cancelled in another tab, say), the page should show the server's state.
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.subscription });
    },
  });
}

/** POST /api/user/subscription/cancel: cancels at the end of the period (Premium stays until ends_at). */
export function useCancelSubscription() {
  return useSubscriptionChange(() => api(endpoints.cancelSubscription, {}, { retries: 0 }));
}

/** POST /api/user/subscription/resume: undoes a cancellation before the period ends (409 with the reason if not). */
export function useResumeSubscription() {
  return useSubscriptionChange(() => api(endpoints.resumeSubscription, {}, { retries: 0 }));
}
