import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
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
