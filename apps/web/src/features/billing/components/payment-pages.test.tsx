import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { PAYMENT_POLL_MS } from '../api/checkout';
import { FakeEventSource, paymentStatus, premiumSummary, RENEWAL_TEXT } from '../test/fixtures';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.useRealTimers();
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
    // The page polls on TanStack Query's setInterval: a fake clock moves it on, however fast the machine is.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let status: 'pending' | 'complete' = 'pending';
    const api = signedIn({ 'GET /payments/MZ-42': () => paymentStatus(status) });
    renderApp('/payment/success?reference=MZ-42&returnUrl=%2Fwatchlist');

    await waitForApp();
    const confirming = screen.getByRole('heading', { name: 'Confirming your payment…' });
    const region = confirming.closest('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(useAuthStore.getState().subscription).toBeNull();

    status = 'complete';
    // Polled every 1.5 s while pending.
    await act(async () => {
      vi.advanceTimersByTime(PAYMENT_POLL_MS);
    });
    await waitForApp();
    expect(screen.getByRole('heading', { name: "You're on Premium" })).toBeTruthy();
    expect(within(region as HTMLElement).getByText(RENEWAL_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/watchlist');
    // The header, drawer and guards follow at once.
    expect(useAuthStore.getState().subscription).toMatchObject({ is_premium: true, plan_id: 'premium' });
    const reads = api.callsTo('GET', '/payments/MZ-42').length;
    await act(async () => {
      vi.advanceTimersByTime(2 * PAYMENT_POLL_MS);
    });
    await waitForApp();
    expect(api.callsTo('GET', '/payments/MZ-42')).toHaveLength(reads);
  });

  it('shows Premium as soon as the live subscription event arrives, before the next poll', async () => {
    FakeEventSource.install();
    signedIn({ 'GET /payments/MZ-42': () => paymentStatus('pending') });
    renderApp('/payment/success?reference=MZ-42');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();

    FakeEventSource.latest()!.emit('subscription', premiumSummary());
    await waitForApp();
    expect(screen.getByRole('heading', { name: "You're on Premium" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/home');
  });

  it('says so when the payment failed, with a way back to the plans', async () => {
    signedIn({ 'GET /payments/MZ-42': () => paymentStatus('failed') });
    renderApp('/payment/success?reference=MZ-42&returnUrl=%2Fwatchlist');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
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
      await waitForApp();
      expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
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
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'No payment to confirm' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/subscription/manage',
    );
    expect(api.calls.some((call) => call.path.startsWith('/payments/'))).toBe(false);
  });

  it('an unknown reference (404) is not polled for ever', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = signedIn();
    renderApp('/payment/success?reference=nope');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2 * PAYMENT_POLL_MS);
    });
    await waitForApp();
    expect(api.callsTo('GET', '/payments/nope')).toHaveLength(1);
  });
});

describe('/payment/cancel', () => {
  it('marks the checkout abandoned once and says nothing was charged', async () => {
    const api = signedIn({ 'POST /payments/MZ-42/cancel': () => paymentStatus('cancelled') });
    renderApp('/payment/cancel?reference=MZ-42&returnUrl=%2Fwatch%2Fabc');

    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('You have not been charged.')).toBeTruthy();
    expect(api.callsTo('POST', '/payments/MZ-42/cancel')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/pricing?returnUrl=%2Fwatch%2Fabc',
    );
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe(
      '/watch/abc',
    );
    // Nothing more is sent once the page has settled (no second cancel from a re-render).
    await waitForApp();
    expect(api.callsTo('POST', '/payments/MZ-42/cancel')).toHaveLength(1);
  });

  it('calls nothing without a reference, and goes back home', async () => {
    const api = signedIn();
    renderApp('/payment/cancel');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('payment pages in another language', () => {
  it('says a cancelled payment in isiZulu', async () => {
    inLanguage('zu');
    signedIn();
    renderApp('/payment/cancel');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Inkokhelo ikhanseliwe' })).toBeTruthy();
    expect(screen.getByText('Awukhokhiswanga lutho.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zama futhi' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Buyela Ekhaya' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByText('Payment cancelled')).toBeNull();
  });

  it('says there is no payment to confirm in Afrikaans', async () => {
    inLanguage('af');
    signedIn();
    renderApp('/payment/success');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Geen betaling om te bevestig nie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bestuur intekening' })).toBeTruthy();
  });
});
