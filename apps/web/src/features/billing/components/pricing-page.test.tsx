import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/stores/ui-store';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { captureGatewayForms } from '../test/fixtures';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHECKOUT = {
  reference: 'MZ-42',
  provider: 'payfast',
  action: 'https://sandbox.payfast.co.za/eng/process',
  method: 'POST',
  fields: [
    ['merchant_id', '10000100'],
    ['merchant_key', '46f0cd694581a'],
    ['return_url', 'http://localhost/payment/success?reference=MZ-42'],
    ['m_payment_id', 'MZ-42'],
    ['amount', '59.00'],
    ['item_name', 'Mzansi Stream Premium'],
    ['signature', 'f103e22c0418655fb03991538c51bfd5'],
  ],
};

function signedIn(options: { premium?: boolean } = {}, handlers: Record<string, ApiHandler> = {}) {
  const session = makeSessionResponse(options);
  const api = mockApi({ 'GET /auth/session': () => session, ...handlers });
  setAuth(session);
  return api;
}

function deferred() {
  let release: (value: unknown) => void = () => {};
  const promise = new Promise((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function premiumCard() {
  await waitForApp();
  const plans = screen.getByRole('list', { name: 'Plans' });
  const cards = within(plans)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h2'));
  return cards.find((card) => within(card).queryByRole('heading', { name: 'Premium' }))!;
}

describe('/pricing checkout', () => {
  it('a free user’s Upgrade starts checkout with the returnUrl and posts the gateway form, fields in order', async () => {
    const forms = captureGatewayForms();
    const post = deferred();
    const api = signedIn({}, { 'POST /payments/checkout': () => post.promise });
    renderApp('/pricing?returnUrl=%2Fwatchlist');

    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Upgrade — R59/month' }));

    // Pending until the browser has left for the gateway.
    const pending = await within(card).findByRole('button', { name: 'Opening secure checkout…' });
    expect(pending).toHaveProperty('disabled', true);
    expect(api.callsTo('POST', '/payments/checkout')[0]!.body).toEqual({
      plan_id: 'premium',
      return_url: '/watchlist',
    });

    post.release(CHECKOUT);
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]).toEqual({ action: CHECKOUT.action, method: 'post', fields: CHECKOUT.fields });
    expect(within(card).getByRole('button', { name: 'Opening secure checkout…' })).toBeTruthy();
  });

  it('covers the page with the loading overlay while the browser leaves for the gateway, and lifts it on the way back', async () => {
    captureGatewayForms();
    const post = deferred();
    signedIn({}, { 'POST /payments/checkout': () => post.promise });
    renderApp('/pricing');

    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Upgrade — R59/month' }));
    await within(card).findByRole('button', { name: 'Opening secure checkout…' });
    // Asking the server is not the blocking part yet (the button says so); the hand-off is.
    expect(screen.queryByTestId('loading-overlay')).toBeNull();

    post.release(CHECKOUT);
    const overlay = await screen.findByTestId('loading-overlay');
    expect(overlay.textContent).toBe('Opening secure checkout…');

    // Back from the gateway through the back/forward cache: the page is usable again.
    // (happy-dom's PageTransitionEvent ignores `persisted`: set it on a plain event.)
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Upgrade — R59/month' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('leaves out a returnUrl that is not ours', async () => {
    captureGatewayForms();
    const api = signedIn({}, { 'POST /payments/checkout': () => CHECKOUT });
    renderApp('/pricing?returnUrl=https%3A%2F%2Fevil.example%2F');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Upgrade — R59/month' }));
    await waitFor(() => expect(api.callsTo('POST', '/payments/checkout')).toHaveLength(1));
    expect(api.callsTo('POST', '/payments/checkout')[0]!.body).toEqual({ plan_id: 'premium' });
  });

  it('shows "Action failed" with the server’s message when checkout fails, and the button works again', async () => {
    const forms = captureGatewayForms();
    signedIn(
      {},
      { 'POST /payments/checkout': () => apiError(409, 'conflict', 'You are already on Premium.') },
    );
    renderApp('/pricing');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Upgrade — R59/month' }));

    expect(await screen.findByText('Action failed')).toBeTruthy();
    expect(screen.getByText('You are already on Premium.')).toBeTruthy();
    expect(useUiStore.getState().toasts[0]).toMatchObject({ type: 'error', durationMs: null });
    expect(forms).toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Upgrade — R59/month' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('sends a visitor to sign up, then back to /pricing with the original returnUrl', async () => {
    mockApi();
    setAuth(null);
    renderApp('/pricing?returnUrl=%2Fwatchlist');
    const card = await premiumCard();
    const link = within(card).getByRole('link', { name: 'Upgrade — R59/month' });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('tab')).toBe('register');
    expect(target.searchParams.get('returnUrl')).toBe('/pricing?returnUrl=%2Fwatchlist');
  });

  it('offers a Premium user "Manage subscription", with Premium marked as their plan', async () => {
    signedIn({ premium: true });
    renderApp('/pricing');
    const card = await premiumCard();
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(within(card).getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/subscription/manage',
    );
    expect(within(card).queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });
});

describe('subscription modal', () => {
  it('starts checkout for a signed-in free user, coming back to the page they were on', async () => {
    const forms = captureGatewayForms();
    const api = signedIn({}, { 'POST /payments/checkout': () => CHECKOUT });
    renderApp('/sitemap?from=modal');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    useUiStore.getState().openModal('subscription');

    const dialog = await screen.findByRole('dialog', { name: 'Go Premium to watch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade — R59/month' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(api.callsTo('POST', '/payments/checkout')[0]!.body).toEqual({
      plan_id: 'premium',
      return_url: '/sitemap?from=modal',
    });
  });

  it('sends a visitor to sign up first', async () => {
    mockApi();
    setAuth(null);
    renderApp('/sitemap');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    useUiStore.getState().openModal('subscription');
    const dialog = await screen.findByRole('dialog', { name: 'Go Premium to watch' });
    const link = within(dialog).getByRole('link', { name: 'Sign up for Premium — R59/month' });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('tab')).toBe('register');
    expect(target.searchParams.get('returnUrl')).toBe('/pricing?returnUrl=%2Fsitemap');
  });
});

describe('/pricing in another language', () => {
  it('shows the plans in Afrikaans, prices in rands per month', async () => {
    inLanguage('af');
    mockApi();
    setAuth(null);
    renderApp('/pricing');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Planne en pryse' })).toBeTruthy();
    expect(screen.queryByText('Plans and pricing')).toBeNull();
    const plans = screen.getByRole('list', { name: 'Planne' });
    const premium = within(plans)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'Premium' }))!;
    expect(within(premium).getByRole('link', { name: 'Gradeer op — R59/maand' })).toBeTruthy();
    expect(within(premium).getByText('R59/maand')).toBeTruthy();
    expect(within(premium).getByText('Elke fliek, reeks en dokumentêr')).toBeTruthy();
    expect(within(premium).getByText('Nooit advertensies nie')).toBeTruthy();
    expect(within(plans).getByRole('link', { name: 'Begin gratis' })).toBeTruthy();
    expect(within(plans).getByText('vir altyd')).toBeTruthy();
    expect(screen.getByText('Pryse in rand, BTW ingesluit. Kanselleer enige tyd.')).toBeTruthy();
  });

  it('offers a free user the upgrade in isiZulu', async () => {
    inLanguage('zu');
    signedIn();
    renderApp('/pricing');
    await waitForApp();
    const plans = screen.getByRole('list', { name: 'Izinhlelo' });
    expect(within(plans).getByRole('button', { name: 'Thuthukisa — R59/ngenyanga' })).toBeTruthy();
    expect(within(plans).getByText('Uhlelo lwakho')).toBeTruthy();
    expect(within(plans).getByText('Buka amathreyila')).toBeTruthy();
  });
});
