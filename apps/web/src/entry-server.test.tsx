import type { Language } from '@mzansi/i18n/languages';
import type { SessionResponse } from '@mzansi/contracts/auth';
import { SSR_STATE_ELEMENT_ID, type ServerRenderResult } from '@mzansi/contracts/server-render';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { makeVideoDetail, makeVideoListItem } from '@/test/fixtures';

/**
 * The server's renderer (entry-server.tsx) and the browser's hydration of what it drew (start-app.tsx), end to end in
 * one document: the server side with the app's API answered by the test's handlers (as the API server answers its
 * renderer in-process), the client side with fresh modules that find the page and its state as a browser would.
 */

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';

const newest = [
  makeVideoListItem({ title: 'Umkhokha' }),
  makeVideoListItem({ title: 'Amanzi Amnyama' }),
  makeVideoListItem({ title: 'Inqindi' }),
];
const categories = { items: [{ id: 'g1', slug: 'drama', name: 'Drama', description: '', videoCount: 3 }] };

let root: Root | undefined;

afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Draws `url` as the API server would ask its renderer to. */
async function drawOnServer(
  url: string,
  options: { session?: SessionResponse | null; userAgent?: string; language?: Language } = {},
): Promise<ServerRenderResult> {
  document.body.replaceChildren();
  // A server's own modules: nothing shared with a browser page drawn before.
  vi.resetModules();
  const { renderPage } = await import('./entry-server');
  return renderPage({
    url: `${location.origin}${url}`,
    session: options.session ?? null,
    userAgent: options.userAgent ?? DESKTOP,
    language: options.language ?? 'en',
    fetchApi: (path, init) => fetch(`${location.origin}${path}`, init),
  });
}

/**
 * Puts the drawn page into the document as the server's HTML carries it and starts the browser's app on it, with
 * modules loaded afresh (as a page load does). Returns the hydration errors React reported.
 */
async function hydrateInBrowser(url: string, drawn: Extract<ServerRenderResult, { drawn: true }>) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = drawn.html;
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SSR_STATE_ELEMENT_ID;
  state.textContent = JSON.stringify(drawn.state);
  document.body.append(container, state);
  const logged = vi.spyOn(console, 'error');
  vi.resetModules();
  const { startApp } = await import('./app/start-app');
  await act(async () => {
    root = await startApp(container);
  });
  return {
    container,
    hydrationErrors: () =>
      logged.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => /hydrat/i.test(line)),
  };
}

function answer(handlers: Record<string, ApiHandler>) {
  return mockApi({ 'GET /health': () => ({ status: 'ok' }), ...handlers });
}

describe('pages drawn on the server and hydrated in the browser', () => {
  it('/browse: the first titles are in the HTML, and the browser takes that HTML over without asking again', async () => {
    const api = answer({
      'GET /categories': () => categories,
      'GET /videos': () => ({ items: newest, nextCursor: null }),
    });
    const drawn = await drawOnServer('/browse');
    if (!drawn.drawn) throw new Error('/browse was not drawn');
    for (const item of newest) expect(drawn.html).toContain(item.title);
    expect(drawn.modules).toEqual([
      'src/app/layouts/shell-layout.tsx',
      'src/features/catalog/components/browse-page.tsx',
    ]);
    const asked = api.calls.length;

    const page = await hydrateInBrowser('/browse', drawn);
    const heading = page.container.querySelector('h1');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Umkhokha/ })).toBeTruthy());
    // The same elements (taken over, not drawn again), nothing re-asked of the API, no mismatch.
    expect(page.container.querySelector('h1')).toBe(heading);
    const again = api.calls.slice(asked).filter((call) => /\/(videos|categories)$/.test(call.path));
    expect(again).toEqual([]);
    expect(page.hydrationErrors()).toEqual([]);
  });

  it('/watch/:id for a signed-in viewer on a phone: their header and the mobile layout, drawn and hydrated alike', async () => {
    const detail = makeVideoDetail({ title: 'Amanzi Amnyama', tagline: 'The dam is rising.' });
    const session = makeSessionResponse({ premium: true, username: 'thandi' });
    answer({
      'GET /auth/session': () => session,
      [`GET /videos/${detail.id}`]: () => detail,
      'GET /user/watchlist': () => ({ items: [] }),
    });
    const drawn = await drawOnServer(`/watch/${detail.id}`, { session, userAgent: PHONE });
    if (!drawn.drawn) throw new Error('the title page was not drawn');
    expect(drawn.html).toContain('The dam is rising.');
    expect(drawn.html).toContain('data-layout="mobile"');
    expect(drawn.html).not.toContain('>Sign In<');

    vi.stubGlobal('navigator', { ...navigator, userAgent: PHONE, onLine: true });
    const page = await hydrateInBrowser(`/watch/${detail.id}`, drawn);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Amanzi Amnyama' })).toBeTruthy(),
    );
    expect(page.container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('mobile');
    expect(page.hydrationErrors()).toEqual([]);
  });

  it('leaves to the browser the pages it does not draw, and a page whose data failed', async () => {
    answer({ 'GET /categories': () => apiError(503, 'service_unavailable', 'Down for a moment') });
    expect((await drawOnServer('/settings')).drawn).toBe(false);
    expect((await drawOnServer('/auth')).drawn).toBe(false);
    expect((await drawOnServer('/browse')).drawn).toBe(false);
  });

  it('leaves to the browser a page its guard moves on: "Who\'s watching?" first, a Kids profile on /pricing', async () => {
    answer({
      'GET /categories': () => categories,
      'GET /videos': () => ({ items: newest, nextCursor: null }),
    });
    const undecided = makeSessionResponse({ chooseProfile: true });
    expect((await drawOnServer('/browse', { session: undecided })).drawn).toBe(false);
    expect((await drawOnServer('/terms', { session: undecided })).drawn).toBe(true);
    const kids = makeSessionResponse({ kids: true });
    expect((await drawOnServer('/pricing', { session: kids })).drawn).toBe(false);
    expect((await drawOnServer('/browse', { session: kids })).drawn).toBe(true);
  });
});
