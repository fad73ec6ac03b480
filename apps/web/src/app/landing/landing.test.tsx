import type { SessionResponse } from '@mzansi/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';

/**
 * A first load of / (D66): the page as the server's renderer draws it (entry-server.tsx), in the document, with the
 * landing page's own script (landing-islands.ts) wiring its controls; no React runs until the trailer is asked for.
 */

let cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

async function firstLoad(
  search = '',
  options: { session?: SessionResponse | null; handlers?: Record<string, ApiHandler> } = {},
) {
  const api = mockApi(options.handlers ?? {});
  vi.resetModules();
  const { renderPage } = await import('@/entry-server');
  const drawn = await renderPage({
    url: `${location.origin}/${search}`,
    session: options.session ?? null,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0',
    language: 'en',
    fetchApi: (path, init) => fetch(`${location.origin}${path}`, init),
  });
  if (!drawn.drawn) return { api, drawn: false as const };
  window.history.replaceState(null, '', `/${search}`);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = drawn.html;
  document.body.append(root);
  const prefetchApp = vi.fn();
  // The browser's own modules: nothing shared with the server's render above.
  vi.resetModules();
  const { startLandingIslands } = await import('./landing-islands');
  startLandingIslands(root, prefetchApp);
  return { api, drawn: true as const, root, prefetchApp };
}

/** The admin guard's notice (the page also holds the toaster's empty alert region). */
const deniedNotice = () => screen.getAllByRole('alert').find((alert) => alert.textContent)!;

const titles = (items: ReturnType<typeof makeVideoListItem>[]) => ({
  'GET /videos': () => ({ items, nextCursor: null }),
});

describe('the landing page on a first load: drawn by the server, two controls wired without React', () => {
  it('draws the pitch, the plans and the titles strip as plain links', async () => {
    const item = makeVideoListItem({ title: 'Kasi Kings' });
    await firstLoad('', { handlers: titles([item]) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/streaming/i);
    expect(screen.getByRole('link', { name: /Start watching/ }).getAttribute('href')).toBe('/home');
    expect(screen.getByText('R59/month')).toBeTruthy();
    const strip = screen.getByRole('list', { name: 'Streaming now' });
    expect(
      within(strip)
        .getByRole('link', { name: /^Kasi Kings/ })
        .getAttribute('href'),
    ).toBe(`/watch/${item.id}`);
  });

  it('plays the featured trailer in the hero through the public signed URL when it is pressed', async () => {
    const item = makeVideoListItem({ title: 'Kasi Kings', trailerVideoId: crypto.randomUUID() });
    const { api } = await firstLoad('', {
      handlers: {
        ...titles([item]),
        'POST /signed-video-url-public': () => ({
          success: true,
          signedUrl: `/media/v/token/${item.trailerVideoId}/master.m3u8`,
          expires: 1,
          videoId: item.trailerVideoId,
          isTrailer: true,
          ads: null,
        }),
      },
    });
    expect(api.calls.some((call) => call.path === '/signed-video-url-public')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Watch the trailer: Kasi Kings' }));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      expect(element).toBeTruthy();
      return element!;
    });
    expect(video.getAttribute('aria-label')).toBe('Trailer: Kasi Kings');
    expect(api.calls.some((call) => call.path === '/signed-video-url-public')).toBe(true);
  });

  it('says "Admin only" when the admin guard sent the visitor here', async () => {
    await firstLoad('?denied=admin', { handlers: titles([]) });
    expect(deniedNotice().textContent).toContain('You do not have permission to access this page.');
  });

  it('a signed-in user sent here by the admin guard gets their own calls to action and footer, no Sign up', async () => {
    const session = makeSessionResponse({ roles: ['user'] });
    const { api } = await firstLoad('?denied=admin', { session, handlers: titles([]) });
    expect(deniedNotice().textContent).toContain('Admin only');
    expect(screen.queryByRole('link', { name: /Sign up/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Sign in$/ })).toBeNull();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /Go to Home/ })
        .getAttribute('href'),
    ).toBe('/home');
    expect(within(main).getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/browse');
    expect(
      within(main)
        .getByRole('link', { name: /Start Premium/ })
        .getAttribute('href'),
    ).toBe('/pricing');
    const footerAccount = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Account',
    });
    expect(within(footerAccount).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(footerAccount).queryByRole('link', { name: 'Sign up' })).toBeNull();
    // The server read the session for the page: the browser does not ask again.
    expect(api.callsTo('GET', '/auth/session')).toHaveLength(0);
  });

  it('a premium user is offered their subscription, not Start Premium', async () => {
    await firstLoad('', { session: makeSessionResponse({ premium: true }), handlers: titles([]) });
    expect(screen.queryByRole('link', { name: /Start Premium/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('the theme toggle names the theme of this device, and switches it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: light)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { applyStoredTheme } = await import('@/lib/theme');
    applyStoredTheme();
    await firstLoad('', { handlers: titles([]) });
    // The server assumed dark; the script corrects the words at once (the icon follows the theme class in CSS).
    const toggle = within(screen.getAllByRole('banner')[0]!).getByRole('button', {
      name: 'Switch to dark theme',
    });
    await userEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe('Switch to light theme');
  });

  it('prefetches the app when the browser is idle', async () => {
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const page = await firstLoad('', { handlers: titles([]) });
    if (!page.drawn) throw new Error('/ was not drawn');
    expect(page.prefetchApp).toHaveBeenCalledTimes(1);
  });
});

describe('the landing page when the server could not draw it', () => {
  it('is left to the browser when the catalogue cannot be read, which hides the strip and the trailer', async () => {
    // 404 is not retried: the page gives up at once.
    const failing = { 'GET /videos': () => new Response('nope', { status: 404 }) };
    expect((await firstLoad('', { handlers: failing })).drawn).toBe(false);
    // The browser's app, with modules of its own (the server's render above set up its API calls).
    vi.resetModules();
    const { preloadAppChunks, renderApp, waitForApp } = await import('@/test/render-app');
    // The fresh modules' route chunks before the render: the page is drawn at once, not after a slow import.
    await preloadAppChunks();
    renderApp('/');
    await waitForApp();
    expect(await screen.findByRole('heading', { name: /Start free/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Streaming now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Watch the trailer/ })).toBeNull();
  });
});
