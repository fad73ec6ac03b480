import { routeById, type RouteDefinition } from '@mzansi/contracts/routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumePostAuthDestination, safeDestination } from '@/lib/auth-redirect';
import { makeSessionResponse, mockApi, SIGNED_OUT } from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { useAuthStore } from '@/stores/auth-store';
import { decideAccess, redirectTarget, type GuardAuth } from './guards';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

const signedOut: GuardAuth = { isLoading: false, isAuthenticated: false, roles: [], subscription: null };
const user: GuardAuth = { isLoading: false, isAuthenticated: true, roles: ['user'], subscription: null };
const admin: GuardAuth = { ...user, roles: ['user', 'admin'] };
const premium: GuardAuth = {
  ...user,
  subscription: { status: 'active', end_date: '2999-01-01T00:00:00.000Z', is_premium: true },
};
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decideAccess (spec §2 access redirects)', () => {
  it('lets anyone see public pages, and never guards the OAuth return', () => {
    expect(decideAccess(routeById('home'), signedOut, at('/home'))).toEqual({ kind: 'allow' });
    expect(
      decideAccess(routeById('auth-callback'), { ...signedOut, isLoading: true }, at('/auth-callback')),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('waits (never flashes the page) while auth is loading on a protected page', () => {
    expect(decideAccess(routeById('profile'), { ...user, isLoading: true }, at('/profile'))).toEqual({
      kind: 'loading',
    });
  });

  it('sends a signed-out visitor to /auth with the encoded returnUrl, remembering it as authRedirectUrl', () => {
    const decision = decideAccess(routeById('profile'), signedOut, at('/profile', '?tab=a b&x=1', '#top'));
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/auth?returnUrl=%2Fprofile%3Ftab%3Da+b%26x%3D1%23top',
      toast: { type: 'info', title: 'Please sign in', description: 'Sign in to continue.' },
      rememberUrl: '/profile?tab=a b&x=1#top',
    });
  });

  it('adds reason=subscription and the plan toast when the page needs a subscription', () => {
    const decision = decideAccess(routeById('watchlist'), signedOut, at('/watchlist'));
    expect(decision).toMatchObject({
      kind: 'redirect',
      to: '/auth?returnUrl=%2Fwatchlist&reason=subscription',
      toast: { title: 'Please sign in', description: 'Sign in to continue and choose a plan.' },
    });
  });

  it('sends a free user on a subscription page to the fallback (/pricing) with returnUrl', () => {
    expect(decideAccess(routeById('watchlist'), user, at('/watchlist'))).toEqual({
      kind: 'redirect',
      to: '/pricing?returnUrl=%2Fwatchlist',
      toast: { type: 'warning', title: 'Subscription required', description: 'Choose a plan to continue.' },
    });
    expect(decideAccess(routeById('watchlist'), premium, at('/watchlist'))).toEqual({ kind: 'allow' });
  });

  it('uses the route’s own subscriptionFallback', () => {
    const route: RouteDefinition = { ...routeById('watchlist'), subscriptionFallback: '/subscription' };
    expect(decideAccess(route, user, at('/watchlist'))).toMatchObject({
      to: '/subscription?returnUrl=%2Fwatchlist',
    });
  });

  it('sends a non-admin on an admin page to /?denied=admin with returnUrl', () => {
    expect(decideAccess(routeById('admin'), premium, at('/admin'))).toEqual({
      kind: 'redirect',
      to: '/?denied=admin&returnUrl=%2Fadmin',
    });
    expect(decideAccess(routeById('admin'), admin, at('/admin'))).toEqual({ kind: 'allow' });
  });

  it('asks for at least one of the listed roles', () => {
    const route: RouteDefinition = {
      ...routeById('home'),
      id: 'studio',
      path: '/studio',
      roles: ['creator', 'moderator'],
    };
    expect(decideAccess(route, user, at('/studio'))).toMatchObject({
      kind: 'redirect',
      to: '/?denied=role&returnUrl=%2Fstudio',
    });
    expect(decideAccess(route, { ...user, roles: ['moderator'] }, at('/studio'))).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user on /auth to /home, or to a same-origin returnUrl, or to the stored authRedirectUrl', () => {
    const auth = routeById('auth');
    expect(decideAccess(auth, user, at('/auth'))).toEqual({
      kind: 'redirect',
      to: '/home',
      clearRememberedUrl: true,
    });
    expect(decideAccess(auth, user, at('/auth', '?returnUrl=%2Fsettings'))).toMatchObject({
      to: '/settings',
    });
    expect(decideAccess(auth, user, at('/auth'), () => '/history')).toMatchObject({ to: '/history' });
    expect(decideAccess(auth, signedOut, at('/auth'))).toEqual({ kind: 'allow' });
    // A reset link works even in a signed-in browser.
    expect(decideAccess(auth, user, at('/auth', '?reset=true&token=abc'))).toEqual({ kind: 'allow' });
  });

  it.each([
    '//evil.example',
    'https://evil.example/home',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/\\evil.example',
    'java%0Ascript:alert(1)',
    'data:text/html,hi',
  ])('never follows the open-redirect attempt %s after sign-in', (attempt) => {
    const search = `?returnUrl=${attempt.includes('%') ? attempt : encodeURIComponent(attempt)}`;
    expect(decideAccess(routeById('auth'), user, at('/auth', search))).toMatchObject({ to: '/home' });
    expect(safeDestination(attempt, 'http://localhost:3000')).toBeNull();
    expect(consumePostAuthDestination(attempt, 'http://localhost:3000')).toBe('/home');
  });

  it('keeps the query of a redirect-only route and adds its own', () => {
    expect(redirectTarget(routeById('register'), at('/register', '?returnUrl=%2Fpricing', '#x'))).toBe(
      '/auth?returnUrl=%2Fpricing&tab=register#x',
    );
    expect(redirectTarget(routeById('login'), at('/login'))).toBe('/auth');
  });
});

describe('decideAccess: viewer profiles (issue 16)', () => {
  const undecided: GuardAuth = { ...premium, viewerProfile: { kids: false }, chooseViewerProfile: true };
  const kids: GuardAuth = { ...premium, viewerProfile: { kids: true }, chooseViewerProfile: false };

  it('asks "Who\'s watching?" first on the pages a profile watches, and comes back after', () => {
    for (const [id, path] of [
      ['home', '/home'],
      ['watch', '/watch/abc'],
      ['my-list', '/my-list'],
      ['search', '/search'],
    ] as const) {
      expect(decideAccess(routeById(id), undecided, at(path, '?q=1')), id).toEqual({
        kind: 'redirect',
        to: `/profiles?returnUrl=${encodeURIComponent(`${path}?q=1`)}`,
      });
    }
  });

  it("does not ask on the account's own pages, on the picker, nor before the session is confirmed", () => {
    for (const id of ['settings', 'subscription', 'profiles', 'profiles-manage', 'terms'])
      expect(decideAccess(routeById(id), undecided, at('/x')), id).toEqual({ kind: 'allow' });
    expect(decideAccess(routeById('home'), { ...undecided, isLoading: true }, at('/home'))).toEqual({
      kind: 'allow',
    });
    expect(
      decideAccess(routeById('home'), { ...undecided, chooseViewerProfile: false }, at('/home')),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('sends a Kids profile home from the account, billing, studio, admin and profile management', () => {
    for (const id of [
      'profile',
      'settings',
      'subscription',
      'subscription-manage',
      'pricing',
      'admin',
      'studio',
      'profiles-manage',
    ]) {
      expect(
        decideAccess(routeById(id), { ...kids, roles: ['user', 'admin', 'creator'] }, at('/x')),
        id,
      ).toEqual({
        kind: 'redirect',
        to: '/home',
        toast: {
          type: 'info',
          title: 'Not on a Kids profile',
          description: 'That page is for grown-ups. Exit Kids to open it.',
        },
      });
    }
    for (const id of ['home', 'browse', 'watch', 'my-list', 'profiles'])
      expect(decideAccess(routeById(id), kids, at('/x')), id).toEqual({ kind: 'allow' });
  });
});

describe('RouteGuard in the router', () => {
  it('stores authRedirectUrl, shows "Please sign in" and lands on /auth with returnUrl', async () => {
    mockApi();
    const { router } = renderApp('/settings?section=devices');

    await waitFor(() => expect(currentUrl(router)).toBe('/auth?returnUrl=%2Fsettings%3Fsection%3Ddevices'));
    expect(localStorage.getItem('authRedirectUrl')).toBe('/settings?section=devices');
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(screen.getByText('Sign in to continue.')).toBeTruthy();
  });

  it('shows the loading state, not the page, while the session is being read', async () => {
    let answer: (value: unknown) => void = () => {};
    const session = makeSessionResponse();
    const { callsTo } = mockApi({ 'GET /auth/session': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/settings');

    await waitFor(() => expect(callsTo('GET', '/auth/session')).toHaveLength(1));
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    answer(new Response(JSON.stringify(session), { headers: { 'content-type': 'application/json' } }));
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('sends a non-admin from /admin to /?denied=admin and shows "Admin only"', async () => {
    const session = makeSessionResponse({ roles: ['user'] });
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    const { router } = renderApp('/admin');

    await waitFor(() => expect(currentUrl(router)).toBe('/?denied=admin&returnUrl=%2Fadmin'));
    expect(await screen.findByText('Admin only')).toBeTruthy();
  });

  it('sends a free user from /watchlist to /pricing with "Subscription required"', async () => {
    const session = makeSessionResponse();
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    const { router } = renderApp('/watchlist');

    await waitFor(() => expect(currentUrl(router)).toBe('/pricing?returnUrl=%2Fwatchlist'));
    expect(await screen.findByText('Subscription required')).toBeTruthy();
  });

  it('sends a signed-in user from /auth on to /home', async () => {
    const session = makeSessionResponse();
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    const { router } = renderApp('/auth');
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
  });

  it('sends a device that has not chosen its profile from the sign-in page on to "Who\'s watching?"', async () => {
    const session = makeSessionResponse({ chooseProfile: true });
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    const { router } = renderApp('/auth?returnUrl=%2Fbrowse');
    await waitFor(() => expect(currentUrl(router)).toBe('/profiles?returnUrl=%2Fbrowse'));
    expect(await screen.findByRole('heading', { name: "Who's watching?", level: 1 })).toBeTruthy();
  });

  it('ends auth loading after 8 s when the server does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { callsTo } = mockApi({ 'GET /auth/session': () => new Promise(() => {}) });
      renderApp('/profile');
      await vi.waitFor(() => expect(callsTo('GET', '/auth/session')).toHaveLength(1));
      expect(useAuthStore.getState().isLoading).toBe(true);
      await vi.advanceTimersByTimeAsync(7000);
      expect(useAuthStore.getState().isLoading).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
      expect(useAuthStore.getState().isLoading).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a signed-out answer as signed out', async () => {
    mockApi({ 'GET /auth/session': () => SIGNED_OUT });
    renderApp('/history');
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
