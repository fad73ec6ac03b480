import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import {
  createQueryClientWithoutBackoff,
  currentUrl,
  preloadAppChunks,
  renderApp,
  setAuth,
  waitForApp,
} from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

const MOVIES_GUID = '5c83d512-1a20-4435-a574-ec00abf05990';
const COLLECTIONS = {
  items: [
    {
      id: 'zulu-stories',
      guid: 'ead353df-ca11-4afe-a393-973962c03251',
      name: 'Zulu Stories',
      description: '',
      videoCount: 3,
    },
    { id: 'mzansi-movies', guid: MOVIES_GUID, name: 'Mzansi Movies', description: '', videoCount: 5 },
  ],
};

function entry(video: VideoListItem, addedAt: string) {
  return { id: `w-${video.id}`, user_id: 'user-1', video_id: video.id, added_at: addedAt, video };
}

function signedIn(handlers: Parameters<typeof mockApi>[0], premium = false) {
  const session = makeSessionResponse({ premium });
  const api = mockApi({ 'GET /auth/session': () => session, ...handlers });
  setAuth(session);
  return api;
}

describe('/my-list, /list and /watchlist', () => {
  it.each(['/my-list', '/list'])('%s says the list is empty and points to Mzansi Movies', async (path) => {
    signedIn({ 'GET /collections': () => COLLECTIONS });
    renderApp(path);

    await waitForApp();
    expect(screen.getByText('Your list is empty')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Browse Mzansi Movies' }).getAttribute('href')).toBe(
        `/browse?collection=${MOVIES_GUID}`,
      ),
    );
  });

  it('says in the spec’s words why the list could not be loaded, and Retry asks again', async () => {
    let fail = true;
    const saved = makeVideoListItem({ title: 'Umkhokha' });
    signedIn({
      'GET /user/watchlist': () =>
        fail ? HttpResponse.error() : { items: [entry(saved, '2026-11-22T10:00:00.000Z')] },
    });
    renderApp('/my-list', { queryClient: createQueryClientWithoutBackoff() });

    await waitForApp();
    const alert = screen
      .getByRole('heading', { name: "We couldn't load your list" })
      .closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Network connection failed')).toBeTruthy();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForApp();
    expect(screen.queryByRole('heading', { name: "We couldn't load your list" })).toBeNull();
    expect(screen.getByText('Umkhokha')).toBeTruthy();
  });

  it('lists the saved titles newest first, with the day each was added', async () => {
    const newer = makeVideoListItem({ title: 'Umkhokha' });
    const older = makeVideoListItem({ title: 'Cape Noir' });
    signedIn({
      'GET /user/watchlist': () => ({
        items: [entry(newer, '2026-11-22T10:00:00.000Z'), entry(older, '2026-11-20T10:00:00.000Z')],
      }),
    });
    renderApp('/my-list');

    await waitForApp();
    const list = screen.getByRole('list', { name: 'My List' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Umkhokha'),
      expect.stringContaining('Cape Noir'),
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`/watch/${newer.id}`);
    expect(within(list).getByText('Added 22 Nov 2026')).toBeTruthy();
    expect(screen.getByText('2 titles, newest first.')).toBeTruthy();
  });

  it('removes a title from the page at once, and brings it back when the server refuses', async () => {
    const video = makeVideoListItem({ title: 'Lindiwe' });
    signedIn({
      'GET /user/watchlist': () => ({ items: [entry(video, '2026-11-22T10:00:00.000Z')] }),
      [`DELETE /user/watchlist/${video.id}`]: () => apiError(400, 'bad_request', 'Nope'),
    });
    renderApp('/my-list');

    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lindiwe from My List' }));
    expect(await screen.findByText('Failed to remove from watchlist')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Lindiwe/ })).toBeTruthy();
  });

  it('shows the same page on /watchlist to a subscriber, and sends a free user to /pricing', async () => {
    signedIn({}, true);
    const premium = renderApp('/watchlist');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'My List' })).toBeTruthy();
    premium.unmount();

    signedIn({}, false);
    const { router } = renderApp('/watchlist');
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/pricing/));
  });
});

describe('/my-list in another language (issue 16)', () => {
  it('Afrikaans: the count, the day each title was added and the remove button', async () => {
    inLanguage('af');
    const saved = makeVideoListItem({ title: 'Umkhokha' });
    signedIn({ 'GET /user/watchlist': () => ({ items: [entry(saved, '2026-11-22T10:00:00.000Z')] }) });
    renderApp('/my-list');
    await waitForApp();
    expect(screen.getByText('1 titel, nuutste eerste.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'My Lys' });
    expect(within(list).getByText('Bygevoeg 22 Nov. 2026')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Verwyder Umkhokha uit My Lys' })).toBeTruthy();
  });

  it('isiZulu: the empty list', async () => {
    inLanguage('zu');
    signedIn({ 'GET /collections': () => COLLECTIONS });
    renderApp('/my-list');
    await waitForApp();
    expect(screen.getByText('Uhlu lwakho alunalutho')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Phequlula i-Mzansi Movies' })).toBeTruthy();
    expect(screen.queryByText('Your list is empty')).toBeNull();
  });
});
