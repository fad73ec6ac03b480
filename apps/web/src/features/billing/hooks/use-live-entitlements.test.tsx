import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { resetAuthState, useAuthStore } from '@/stores/auth-store';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { billingQueryKeys } from '../api/billing-keys';
import { FakeEventSource, freeSubscription, premiumSubscription, premiumSummary } from '../test/fixtures';
import { parseSubscriptionEvent, useLiveEntitlements } from './use-live-entitlements';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

beforeEach(() => FakeEventSource.install());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLive() {
  const queryClient = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveEntitlements(), { wrapper });
  return { ...view, queryClient };
}

describe('live entitlements (GET /api/user/events)', () => {
  it('opens one EventSource with credentials while signed in, and writes a subscription event into the auth store', () => {
    mockApi();
    setAuth(makeSessionResponse());
    const { queryClient } = renderLive();
    queryClient.setQueryData(billingQueryKeys.subscription, freeSubscription());

    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.latest()!;
    expect(source.url).toBe('/api/user/events');
    expect(source.withCredentials).toBe(true);
    expect(useAuthStore.getState().subscription).toBeNull();

    act(() => source.emit('subscription', premiumSummary()));
    expect(useAuthStore.getState().subscription).toEqual(premiumSummary());
    // Saved for the next load too (the header draws from the snapshot).
    expect(JSON.parse(localStorage.getItem('mzansi:auth')!).subscription).toEqual(premiumSummary());
    expect(queryClient.getQueryState(billingQueryKeys.subscription)?.isInvalidated).toBe(true);
  });

  it('ignores data that is not a subscription summary', () => {
    mockApi();
    setAuth(makeSessionResponse({ premium: true }));
    renderLive();
    const before = useAuthStore.getState().subscription;
    act(() => FakeEventSource.latest()!.emit('subscription', 'not json'));
    act(() => FakeEventSource.latest()!.emit('subscription', { status: 'active' }));
    expect(useAuthStore.getState().subscription).toBe(before);
    expect(parseSubscriptionEvent(JSON.stringify(premiumSummary()))).toEqual(premiumSummary());
  });

  it('opens nothing for a visitor, and closes on sign-out', () => {
    mockApi();
    setAuth(null);
    renderLive();
    expect(FakeEventSource.instances).toHaveLength(0);

    act(() => setAuth(makeSessionResponse()));
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.latest()!;
    act(() => resetAuthState());
    expect(source.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes on unmount', () => {
    mockApi();
    setAuth(makeSessionResponse());
    const { unmount } = renderLive();
    const source = FakeEventSource.latest()!;
    unmount();
    expect(source.closed).toBe(true);
  });

  it('opens again after the server refused the stream, and catches up on what it missed', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /auth/session': () => makeSessionResponse({ premium: true }) });
    setAuth(makeSessionResponse());
    renderLive();
    const first = FakeEventSource.latest()!;
    act(() => first.fail(2));
    expect(first.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(async () => FakeEventSource.latest()!.open());
    vi.useRealTimers();
    await waitFor(() => expect(api.callsTo('GET', '/auth/session')).toHaveLength(1));
    await waitFor(() => expect(useAuthStore.getState().subscription?.is_premium).toBe(true));
  });

  it('flips an open page to Premium without a reload', async () => {
    let premium = false;
    const session = makeSessionResponse();
    mockApi({
      'GET /auth/session': () => session,
      'GET /user/subscription': () => (premium ? premiumSubscription() : freeSubscription()),
    });
    setAuth(session);
    renderApp('/subscription');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Free Tier' })).toBeTruthy();

    premium = true;
    act(() => FakeEventSource.latest()!.emit('subscription', premiumSummary()));
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeTruthy();
    expect(useAuthStore.getState().subscription?.is_premium).toBe(true);
  });
});
