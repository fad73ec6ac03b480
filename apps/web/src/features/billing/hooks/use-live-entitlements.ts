import { endpoints } from '@mzansi/contracts/endpoints';
import type { SubscriptionSummary } from '@mzansi/contracts/subscription';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '@/lib/api-client';
import { refreshSession, useAuthStore } from '@/stores/auth-store';
import { billingQueryKeys } from '../api/billing-keys';

/** EventSource.CLOSED (a fake in tests may not define the constant). */
const CLOSED = 2;
/** When the browser gives up (the server answered with an error), we try again: 2 s, 4 s ... at most a minute. */
const REOPEN_BASE_MS = 2000;
const REOPEN_MAX_MS = 60_000;

/**
 * The data of a `subscription` event, checked by hand: this hook sits in the app's entry chunk, where zod must not
 * go (apps/web/README.md), so the contracts' schema is not used here.
 */
export function parseSubscriptionEvent(data: unknown): SubscriptionSummary | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const summary = value as Record<string, unknown>;
  const valid =
    typeof summary.status === 'string' &&
    (summary.plan_id === 'free' || summary.plan_id === 'premium') &&
    typeof summary.is_active === 'boolean' &&
    typeof summary.is_premium === 'boolean' &&
    typeof summary.cancel_at_period_end === 'boolean' &&
    (summary.end_date === null || typeof summary.end_date === 'string');
  return valid ? (value as SubscriptionSummary) : null;
}

/**
 * Live entitlements: while someone is signed in, GET /api/user/events (Server-Sent Events) stays open, and each
 * `subscription` event goes into the auth store (header, drawer and guards flip to Premium, or back, in every open
 * tab without a reload) and marks the billing queries stale. Mounted once, in the root layout of the app.
 */
export function useLiveEntitlements(): void {
  const queryClient = useQueryClient();
  // Only once the server has confirmed the session: a stale snapshot would only earn a 401.
  const userId = useAuthStore((state) =>
    state.isAuthenticated && state.confirmed ? (state.user?.id ?? null) : null,
  );

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let closedTimes = 0;
    let interrupted = false;

    function handleSubscription(event: MessageEvent) {
      const summary = parseSubscriptionEvent(event.data);
      if (!summary) return;
      useAuthStore.getState().setSubscription(summary);
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
    }

    function handleOpen() {
      closedTimes = 0;
      if (!interrupted) return;
      // Events sent while the connection was down are not replayed: catch up once.
      interrupted = false;
      void refreshSession();
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
    }

    function handleError() {
      interrupted = true;
      // Network drops reconnect by themselves; a refused connection (readyState CLOSED) does not.
      if (source?.readyState !== CLOSED) return;
      close();
      closedTimes += 1;
      const delay = Math.min(REOPEN_BASE_MS * 2 ** (closedTimes - 1), REOPEN_MAX_MS);
      reopenTimer = setTimeout(open, delay);
    }

    function open() {
      source = new EventSource(apiUrl(endpoints.userEvents), { withCredentials: true });
      source.addEventListener('subscription', handleSubscription as EventListener);
      source.addEventListener('open', handleOpen);
      source.addEventListener('error', handleError);
    }

    function close() {
      if (!source) return;
      source.removeEventListener('subscription', handleSubscription as EventListener);
      source.removeEventListener('open', handleOpen);
      source.removeEventListener('error', handleError);
      source.close();
      source = null;
    }

    open();
    return () => {
      clearTimeout(reopenTimer);
      close();
    };
  }, [userId, queryClient]);
}
