import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { readRouteVisits } from '@/lib/route-behavior';
import { useAuthStore } from '@/stores/auth-store';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

function signedIn(options: Parameters<typeof makeSessionResponse>[0] = {}) {
  const session = makeSessionResponse(options);
  const api = mockApi({ 'GET /auth/session': () => session, 'POST /auth/logout': () => undefined });
  setAuth(session);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('desktop header (spec §2)', () => {
  it('shows Sign In and Sign Up to visitors, and no My List', async () => {
    mockApi();
    renderApp('/browse');
    await waitForApp();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'My List' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Search titles' }).getAttribute('href')).toBe('/search');
  });

  it('shows My List and the user menu with the viewer profile watching to a signed-in user', async () => {
    signedIn({ username: 'thandeka' });
    renderApp('/browse');
    await waitForApp();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My List' }).getAttribute('href')).toBe('/my-list');
    const trigger = screen.getByRole('button', { name: 'Account menu for thandeka' });
    expect(trigger.querySelector('[data-avatar]')?.getAttribute('data-avatar')).toBe('protea');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
    expect(items).toEqual([
      'Switch profile',
      'Manage profiles',
      'Profile',
      'Subscription',
      'Settings',
      'Help Center(opens in a new tab)',
      'Log out',
    ]);
    expect(within(menu).getByText('Free Tier')).toBeTruthy();
    expect(within(menu).getByText('Watching as Thandi')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Switch profile' }).getAttribute('href')).toBe(
      '/profiles',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Manage profiles' }).getAttribute('href')).toBe(
      '/profiles/manage',
    );
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Help Center/ })
        .getAttribute('href'),
    ).toBe('https://help.mzansistream.co.za');
  });

  it('adds Admin to the menu of an admin, and shows Premium for a subscriber', async () => {
    signedIn({ roles: ['user', 'admin'], premium: true });
    renderApp('/browse');
    await waitForApp();
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toBeTruthy();
    expect(within(menu).getByText('Premium')).toBeTruthy();
  });

  it('logs out: pending state, cache and local keys cleared, other tabs told, toast, then /auth', async () => {
    const messages: unknown[] = [];
    const listener = new BroadcastChannel('mzansi:auth');
    listener.onmessage = (event) => messages.push(event.data);
    localStorage.setItem('authRedirectUrl', '/history');
    localStorage.setItem('mzansi:route_behavior', '{}');
    localStorage.setItem('mzansi:theme', 'light');
    const api = signedIn();
    const { router, queryClient } = renderApp('/browse');
    queryClient.setQueryData(['watchlist'], ['cached']);

    await waitForApp();
    await waitFor(() => expect(readRouteVisits()).toHaveProperty('browse'));
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/auth'));
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByText('You have been successfully signed out')).toBeTruthy();
    expect(queryClient.getQueryData(['watchlist'])).toBeUndefined();
    // The visits made while signed in are forgotten; the visit to /auth itself may be counted again afterwards,
    // depending on whether React draws /auth before or after the clean-up.
    expect(Object.keys(localStorage).filter((key) => key !== 'mzansi:route_behavior')).toEqual([
      'mzansi:theme',
    ]);
    expect(readRouteVisits()).not.toHaveProperty('browse');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await waitFor(() =>
      expect(messages).toContainEqual(expect.objectContaining({ event: { type: 'signed_out' } })),
    );
    listener.close();
  });

  it('clears local state anyway and says "There was a problem signing out" when the server fails', async () => {
    const session = makeSessionResponse();
    mockApi({
      'GET /auth/session': () => session,
      'POST /auth/logout': () => new Response('', { status: 400 }),
    });
    setAuth(session);
    const { router } = renderApp('/browse');
    await waitForApp();
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/auth'));
    expect(await screen.findByText('There was a problem signing out')).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('resets this tab when another tab signs out', async () => {
    signedIn();
    const { router } = renderApp('/settings');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const other = new BroadcastChannel('mzansi:auth');
    other.postMessage({ event: { type: 'signed_out' }, from: 'another-tab' });
    other.close();
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?returnUrl=%2Fsettings'));
  });
});

describe('mobile layout (spec §2)', () => {
  function asPhone() {
    vi.stubGlobal('navigator', { ...navigator, userAgent: MOBILE_UA, onLine: true });
  }

  it('has a header with search and the "My Account" drawer, and a bottom bar once signed in', async () => {
    asPhone();
    signedIn();
    renderApp('/home');
    await waitForApp();
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Explore', 'My List', 'Profile']);

    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    const entries = within(drawer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Home',
      'My List',
      'Switch profile',
      'Manage profiles',
      'Account Settings',
      expect.stringMatching(/^Switch to (light|dark) theme$/),
      'Log Out',
    ]);
    expect(within(drawer).getByText('Free Tier')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
  });

  it('has no bottom bar for visitors, nor on /watch/', async () => {
    asPhone();
    mockApi();
    renderApp('/home');
    await waitForApp();
    expect(screen.getByRole('button', { name: 'Open account menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('hides the bottom bar when scrolling down and shows it when scrolling up', async () => {
    asPhone();
    signedIn();
    renderApp('/home');
    await waitForApp();
    const bar = screen.getByTestId('bottom-bar');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scrollTo(200);
    await waitFor(() => expect(bar.getAttribute('data-visible')).toBe('false'));
    scrollTo(150);
    await waitFor(() => expect(bar.getAttribute('data-visible')).toBe('true'));
    scrollTo(0);
  });
});
