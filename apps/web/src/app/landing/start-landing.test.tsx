import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi, SIGNED_OUT } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { setAuth } from '@/test/render-app';
import { useAuthStore } from '@/stores/auth-store';
import { startLanding } from './start-landing';

let container: HTMLElement | undefined;

afterEach(() => {
  vi.unstubAllGlobals();
  container?.remove();
  window.history.replaceState(null, '', '/');
});

async function start(search = '') {
  window.history.replaceState(null, '', `/${search}`);
  container = document.createElement('div');
  document.body.append(container);
  const prefetchApp = vi.fn();
  await act(async () => startLanding(container!, prefetchApp));
  return { prefetchApp };
}

describe('the landing page on its own (first load of /)', () => {
  it('renders without the router: plain links, the plans, and the titles strip', async () => {
    const item = makeVideoListItem({ title: 'Kasi Kings' });
    mockApi({ 'GET /videos': () => ({ items: [item], nextCursor: null }) });
    await start();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/streaming/i);
    expect(screen.getByRole('link', { name: /Start watching/ }).getAttribute('href')).toBe('/home');
    expect(screen.getByText('R59/month')).toBeTruthy();
    const strip = await screen.findByRole('list', { name: 'Streaming now' });
    expect(
      within(strip)
        .getByRole('link', { name: /^Kasi Kings/ })
        .getAttribute('href'),
    ).toBe(`/watch/${item.id}`);
  });

  it('plays the featured trailer in the hero through the public signed URL', async () => {
    const item = makeVideoListItem({ title: 'Kasi Kings', trailerVideoId: crypto.randomUUID() });
    const api = mockApi({
      'GET /videos': () => ({ items: [item], nextCursor: null }),
      'POST /signed-video-url-public': () => ({
        success: true,
        signedUrl: `/media/v/token/${item.trailerVideoId}/master.m3u8`,
        expires: 1,
        videoId: item.trailerVideoId,
        isTrailer: true,
      }),
    });
    await start();

    await userEvent.click(await screen.findByRole('button', { name: 'Watch the trailer: Kasi Kings' }));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      expect(element).toBeTruthy();
      return element!;
    });
    expect(video.getAttribute('aria-label')).toBe('Trailer: Kasi Kings');
    expect(api.calls.some((call) => call.path === '/signed-video-url-public')).toBe(true);
  });

  it('draws the titles the server wrote into the page at once, without asking the API', async () => {
    const item = makeVideoListItem({ title: 'Ingoma kaGogo', trailerVideoId: crypto.randomUUID() });
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = 'landing-titles';
    embedded.textContent = JSON.stringify({ items: [item] });
    document.body.append(embedded);
    try {
      const api = mockApi();
      await start();
      expect(screen.getByRole('button', { name: 'Watch the trailer: Ingoma kaGogo' })).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Streaming now' })).toBeTruthy();
      expect(api.callsTo('GET', '/videos')).toHaveLength(0);
    } finally {
      embedded.remove();
    }
  });

  it('says "Admin only" when the admin guard sent the visitor here', async () => {
    mockApi({ 'GET /videos': () => ({ items: [], nextCursor: null }) });
    await start('?denied=admin');
    expect(screen.getByRole('alert').textContent).toContain(
      'You do not have permission to access this page.',
    );
  });

  it('a signed-in user sent here by the admin guard gets their own calls to action and footer, no Sign up', async () => {
    const session = makeSessionResponse({ roles: ['user'] });
    const api = mockApi({
      'GET /videos': () => ({ items: [], nextCursor: null }),
      'GET /auth/session': () => session,
    });
    // What a reload of /?denied=admin finds: the snapshot the app saved at sign-in.
    setAuth(session);
    useAuthStore.setState({ confirmed: false, isLoading: true });
    await start('?denied=admin');

    expect(screen.getByRole('alert').textContent).toContain('Admin only');
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
    // The snapshot is confirmed with the server.
    await waitFor(() => expect(api.callsTo('GET', '/auth/session')).toHaveLength(1));
  });

  it('a premium user is offered their subscription, not Start Premium', async () => {
    const session = makeSessionResponse({ premium: true });
    mockApi({ 'GET /videos': () => ({ items: [], nextCursor: null }), 'GET /auth/session': () => session });
    setAuth(session);
    await start();
    expect(screen.queryByRole('link', { name: /Start Premium/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it("turns back into the visitors' page when the saved session has ended on the server", async () => {
    const api = mockApi({
      'GET /videos': () => ({ items: [], nextCursor: null }),
      'GET /auth/session': () => SIGNED_OUT,
    });
    setAuth(makeSessionResponse());
    useAuthStore.setState({ confirmed: false, isLoading: true });
    await start();
    expect(await screen.findByRole('link', { name: 'Start watching' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Go to Home/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
    expect(api.callsTo('GET', '/auth/session')).toHaveLength(1);
  });

  it('a visitor without a saved session costs no session request', async () => {
    const api = mockApi({ 'GET /videos': () => ({ items: [], nextCursor: null }) });
    await start();
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo('GET', '/videos').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', '/auth/session')).toHaveLength(0);
  });

  it('hides the strip and the featured trailer when the catalogue cannot be read', async () => {
    // 404 is not retried: the page gives up at once.
    mockApi({ 'GET /videos': () => new Response('nope', { status: 404 }) });
    await start();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Streaming now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Watch the trailer/ })).toBeNull();
    expect(screen.getByRole('heading', { name: /Start free/ })).toBeTruthy();
  });
});
