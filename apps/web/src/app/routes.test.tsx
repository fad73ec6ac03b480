import { ROUTES, documentTitle } from '@mzansi/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi, SIGNED_OUT } from '@/test/api-mock';
import { makeVideoDetail, makeVideoListItem } from '@/test/fixtures';
import { currentUrl, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { ROUTE_COMPONENTS } from './route-components';

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('route table → router', () => {
  it('has a page component for every route that is not a redirect', () => {
    for (const route of ROUTES) {
      if (route.redirectTo) expect(ROUTE_COMPONENTS[route.id], route.id).toBeUndefined();
      else expect(ROUTE_COMPONENTS[route.id], route.id).toBeDefined();
    }
  });

  const item = makeVideoListItem({ title: 'Lindiwe', genres: ['Drama'] });
  const detail = makeVideoDetail({ id: item.id, title: 'Lindiwe' });
  const concrete = (path: string) =>
    path.replace(':category', 'drama').replace(':id', item.id).replace('*', '/no/such/page');

  for (const route of ROUTES) {
    const path = concrete(route.path);
    if (route.redirectTo) {
      it(`${route.path} redirects to ${route.redirectTo}, keeping the query`, async () => {
        mockApi({ 'GET /videos/public': () => ({ items: [item] }) });
        setAuth(null);
        const { router } = renderApp(`${path}?returnUrl=%2Fprofile`);
        const query = new URLSearchParams({ returnUrl: '/profile', ...route.redirectQuery });
        await waitFor(() => expect(currentUrl(router)).toBe(`${route.redirectTo}?${query.toString()}`));
      });
      continue;
    }
    it(`${route.path} renders its page with the table's title`, async () => {
      // Every guard satisfied: signed in, admin, Premium (signed out on /auth, which sends signed-in users on).
      const session =
        route.id === 'auth' ? null : makeSessionResponse({ roles: ['user', 'admin'], premium: true });
      mockApi({
        'GET /videos/public': () => ({ items: [item] }),
        [`GET /videos/${item.id}`]: () => detail,
        'GET /auth/session': () => session ?? SIGNED_OUT,
        'GET /profile': () => ({ profile: session?.profile }),
        'GET /auth/sessions': () => ({ items: [] }),
        'GET /admin/users': () => ({ items: [], nextCursor: null }),
      });
      setAuth(session);
      const { router } = renderApp(path);
      const expected =
        route.id === 'watch'
          ? 'Lindiwe · Mzansi Stream'
          : route.id === 'browse-category'
            ? /^Browse drama · Mzansi Stream$/i
            : route.id === 'auth-callback'
              ? /·/
              : documentTitle(route);
      await waitFor(() =>
        typeof expected === 'string'
          ? expect(document.title).toBe(expected)
          : expect(document.title).toMatch(expected),
      );
      // The OAuth return reads the session and moves on.
      if (route.id === 'auth-callback')
        await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      else expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('heading', { name: 'Page Error' })).toBeNull();
      await waitFor(() => expect(document.querySelector('main#main-content')).toBeTruthy());
    });
  }
});

describe('pages', () => {
  it('shows the landing page at / with plans and the ways in', async () => {
    mockApi({
      'GET /videos': () => ({ items: [makeVideoListItem({ title: 'Kasi Kings' })], nextCursor: null }),
    });
    renderApp('/');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/streaming/i);
    expect(screen.getByRole('link', { name: /Start watching/ }).getAttribute('href')).toBe('/home');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]!.getAttribute('href')).toBe('/register');
    expect(screen.getByText('R59/month')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Kasi Kings/ })).toBeTruthy();
    expect(document.title).toBe('Mzansi Stream — South African movies, series and documentaries');
  });

  it('renders the 404 page inside the shell for unknown paths, kept out of search results', async () => {
    mockApi();
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found · Mzansi Stream'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('writes description, keywords, og:image and the canonical link of the route', async () => {
    const session = makeSessionResponse();
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    renderApp('/list');
    await waitFor(() => expect(document.title).toBe('My List · Mzansi Stream'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/my-list',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The titles you saved.',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'http://localhost:3000/og-image.png',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('lists every non-hidden route on /sitemap', async () => {
    mockApi();
    renderApp('/sitemap');
    const links = await screen.findAllByRole('link', { name: /.+/ });
    const hrefs = new Set(links.map((link) => link.getAttribute('href')));
    for (const route of ROUTES) {
      if (route.hidden || route.path.includes(':') || route.path === '*') continue;
      expect(hrefs.has(route.path), route.path).toBe(true);
    }
  });

  it('a signed-in non-admin sent from /admin to / sees no Sign up there, and the signed-in footer', async () => {
    const session = makeSessionResponse({ roles: ['user'] });
    mockApi({ 'GET /auth/session': () => session, 'GET /videos': () => ({ items: [], nextCursor: null }) });
    setAuth(session);
    const { router } = renderApp('/admin');
    // At rest (the lazy pages loaded, the guard's redirect made), however busy the machine: no clock involved.
    await waitForApp();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toContain('denied=admin');
    expect((await screen.findByText('Admin only')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign up/ })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Go to Home/ })).toBeTruthy();
    const footer = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Account' });
    expect(within(footer).getByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says "Admin only" on /?denied=admin', async () => {
    mockApi();
    renderApp('/?denied=admin&returnUrl=%2Fadmin');
    const alert = (await screen.findByText('Admin only')).closest('[role="alert"]')!;
    expect(alert.textContent).toContain('You do not have permission to access this page.');
  });
});
