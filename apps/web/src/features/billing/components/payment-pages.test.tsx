import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { renderApp, setAuth } from '@/test/render-app';
import { FakeEventSource, paymentStatus, premiumSummary, RENEWAL_TEXT } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedIn(handlers: Record<string, ApiHandler> = {}) {
  const session = makeSessionResponse();
  const api = mockApi({ 'GET /auth/session': () => session, ...handlers });
  setAuth(session);
  return api;
}

describe('/payment/success', () => {
  it('confirms, then says "You\'re on Premium" with the renewal date once the payment flips to complete', async () => {
    let status: 'pending' | 'complete' = 'pending';
    const api = signedIn({ 'GET /payments/MZ-42': () => paymentStatus(status) });
    renderApp('/payment/success?reference=MZ-42&returnUrl=%2Fwatchlist');

    const confirming = await screen.findByRole(
      'heading',
      { name: 'Confirming your payment…' },
      { timeout: 5000 },
    );
    const region = confirming.closest('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(useAuthStore.getState().subscription).toBeNull();

    status = 'complete';
    // Polled every 1.5 s while pending.
    expect(await screen.findByRole('heading', { name: "You're on Premium" }, { timeout: 4000 })).toBeTruthy();
    expect(within(region as HTMLElement).getByText(RENEWAL_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/watchlist');
    // The header, drawer and guards follow at once.
    expect(useAuthStore.getState().subscription).toMatchObject({ is_premium: true, plan_id: 'premium' });
    const reads = api.callsTo('GET', '/payments/MZ-42').length;
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(api.callsTo('GET', '/payments/MZ-42')).toHaveLength(reads);
  });

  it('shows Premium as soon as the live subscription event arrives, before the next poll', async () => {
    FakeEventSource.install();
    signedIn({ 'GET /payments/MZ-42': () => paymentStatus('pending') });
    renderApp('/payment/success?reference=MZ-42');
    await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 });

    FakeEventSource.latest()!.emit('subscription', premiumSummary());
    expect(await screen.findByRole('heading', { name: "You're on Premium" }, { timeout: 1000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/home');
  });

  it('says so when the payment failed, with a way back to the plans', async () => {
    signedIn({ 'GET /payments/MZ-42': () => paymentStatus('failed') });
    renderApp('/payment/success?reference=MZ-42&returnUrl=%2Fwatchlist');
    expect(await screen.findByRole('heading', { name: 'Payment failed' }, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText('Your payment did not go through, so you are still on the Free Tier.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/pricing?returnUrl=%2Fwatchlist',
    );
    expect(useAuthStore.getState().subscription).toMatchObject({ is_premium: false });
  });

  it('says it can take a few minutes when still pending after a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedIn({ 'GET /payments/MZ-42': () => paymentStatus('pending') });
      renderApp('/payment/success?reference=MZ-42');
      await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 });
      expect(screen.queryByText(/it can take a few minutes/)).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByText(/it can take a few minutes/)).toBeTruthy();
      expect(screen.getByText(/it will update by itself/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a reference: a friendly word and the way to the subscription page', async () => {
    const api = signedIn();
    renderApp('/payment/success');
    expect(
      await screen.findByRole('heading', { name: 'No payment to confirm' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/subscription/manage',
    );
    expect(api.calls.some((call) => call.path.startsWith('/payments/'))).toBe(false);
  });

  it('an unknown reference (404) is not polled for ever', async () => {
    const api = signedIn();
    renderApp('/payment/success?reference=nope');
    expect(await screen.findByRole('heading', { name: 'Payment not found' }, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo('GET', '/payments/nope')).toHaveLength(1);
  });
});

describe('/payment/cancel', () => {
  it('marks the checkout abandoned once and says nothing was charged', async () => {
    const api = signedIn({ 'POST /payments/MZ-42/cancel': () => paymentStatus('cancelled') });
    renderApp('/payment/cancel?reference=MZ-42&returnUrl=%2Fwatch%2Fabc');

    expect(await screen.findByRole('heading', { name: 'Payment cancelled' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('You have not been charged.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/payments/MZ-42/cancel')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/pricing?returnUrl=%2Fwatch%2Fabc',
    );
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe(
      '/watch/abc',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST', '/payments/MZ-42/cancel')).toHaveLength(1);
  });

  it('calls nothing without a reference, and goes back home', async () => {
    const api = signedIn();
    renderApp('/payment/cancel');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
