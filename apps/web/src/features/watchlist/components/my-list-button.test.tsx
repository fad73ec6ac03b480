import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { WatchlistEntry } from '@mzansi/contracts/watchlist';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { Toaster } from '@/components/ui/toaster';
import { useUiStore } from '@/stores/ui-store';
import { apiError, makeSessionResponse, mockApi } from '@/test/api-mock';
import { jsonResponse, makeVideoListItem } from '@/test/fixtures';
import { setAuth } from '@/test/render-app';
import { watchlistQueryKey } from '../api/get-watchlist';
import { MyListButton } from './my-list-button';

afterEach(() => vi.unstubAllGlobals());

function entryFor(video: VideoListItem, addedAt = '2026-11-20T10:00:00.000Z'): WatchlistEntry {
  return { id: `w-${video.id}`, user_id: 'user-1', video_id: video.id, added_at: addedAt, video };
}

/** A response the test releases when it wants: the optimistic state is visible until then. */
function deferred() {
  let release: (response: unknown) => void = () => {};
  const promise = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function renderButton(video: VideoListItem, appearance?: 'toggle' | 'icon' | 'remove') {
  const queryClient = createAppQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MyListButton video={video} appearance={appearance} />
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

function signIn() {
  setAuth(makeSessionResponse());
}

describe('My List button (spec §4 optimistic watchlist, §8 toasts)', () => {
  it('adds at once, says "Added to watchlist / Video saved to your watchlist", then refetches the list', async () => {
    const video = makeVideoListItem({ title: 'Umkhokha' });
    const post = deferred();
    let saved = false;
    const api = mockApi({
      'GET /user/watchlist': () => ({ items: saved ? [entryFor(video)] : [] }),
      'POST /user/watchlist': () => post.promise,
    });
    signIn();
    const queryClient = renderButton(video);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to My List' }));
    // Optimistic: saved before the server has answered.
    expect(await screen.findByRole('button', { name: 'In My List' })).toBeTruthy();
    expect(queryClient.getQueryData<WatchlistEntry[]>(watchlistQueryKey)?.[0]?.video_id).toBe(video.id);
    expect(api.callsTo('POST', '/user/watchlist')[0]?.body).toEqual({ videoId: video.id });
    const listReadsBefore = api.callsTo('GET', '/user/watchlist').length;

    saved = true;
    post.release(jsonResponse(entryFor(video), { status: 201 }));

    expect(await screen.findByText('Added to watchlist')).toBeTruthy();
    expect(screen.getByText('Video saved to your watchlist')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/user/watchlist').length).toBe(listReadsBefore + 1));
    expect(screen.getByRole('button', { name: 'In My List' })).toBeTruthy();
  });

  it('rolls an add back when it fails: "Failed to add to watchlist / Please try again.", which stays', async () => {
    const video = makeVideoListItem({ title: 'Lindiwe' });
    const post = deferred();
    const api = mockApi({
      'GET /user/watchlist': () => ({ items: [] }),
      'POST /user/watchlist': () => post.promise,
    });
    signIn();
    renderButton(video);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to My List' }));
    expect(await screen.findByRole('button', { name: 'In My List' })).toBeTruthy();
    post.release(apiError(401, 'unauthenticated', 'User not authenticated'));

    expect(await screen.findByRole('button', { name: 'Add to My List' })).toBeTruthy();
    expect(await screen.findByText('Failed to add to watchlist')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    // The spec's toast replaces the generic "Action failed" one, and errors stay until dismissed.
    expect(screen.queryByText('Action failed')).toBeNull();
    expect(useUiStore.getState().toasts).toEqual([
      expect.objectContaining({ type: 'error', title: 'Failed to add to watchlist', durationMs: null }),
    ]);
    await waitFor(() => expect(api.callsTo('GET', '/user/watchlist').length).toBeGreaterThanOrEqual(2));
  });

  it('removes at once and says "Removed from watchlist / Video removed from your watchlist"', async () => {
    const video = makeVideoListItem({ title: 'Cape Noir' });
    const remove = deferred();
    let saved = true;
    const api = mockApi({
      'GET /user/watchlist': () => ({ items: saved ? [entryFor(video)] : [] }),
      [`DELETE /user/watchlist/${video.id}`]: () => remove.promise,
    });
    signIn();
    renderButton(video);

    await userEvent.click(await screen.findByRole('button', { name: 'In My List' }));
    expect(await screen.findByRole('button', { name: 'Add to My List' })).toBeTruthy();
    saved = false;
    remove.release(new Response(null, { status: 204 }));

    expect(await screen.findByText('Removed from watchlist')).toBeTruthy();
    expect(screen.getByText('Video removed from your watchlist')).toBeTruthy();
    expect(api.callsTo('DELETE', `/user/watchlist/${video.id}`)).toHaveLength(1);
  });

  it('puts a removed title back when the removal fails: "Failed to remove from watchlist / Please try again."', async () => {
    const video = makeVideoListItem({ title: 'Ubuntu Road' });
    const remove = deferred();
    mockApi({
      'GET /user/watchlist': () => ({ items: [entryFor(video)] }),
      [`DELETE /user/watchlist/${video.id}`]: () => remove.promise,
    });
    signIn();
    renderButton(video);

    await userEvent.click(await screen.findByRole('button', { name: 'In My List' }));
    expect(await screen.findByRole('button', { name: 'Add to My List' })).toBeTruthy();
    remove.release(apiError(403, 'forbidden', 'Not yours'));

    expect(await screen.findByRole('button', { name: 'In My List' })).toBeTruthy();
    expect(await screen.findByText('Failed to remove from watchlist')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
  });

  it('treats "already on the list" (409) as the success it is', async () => {
    const video = makeVideoListItem();
    mockApi({
      'GET /user/watchlist': () => ({ items: [] }),
      'POST /user/watchlist': () => apiError(409, 'conflict', 'Already in your watchlist'),
    });
    signIn();
    renderButton(video);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to My List' }));
    expect(await screen.findByText('Added to watchlist')).toBeTruthy();
    expect(screen.queryByText('Failed to add to watchlist')).toBeNull();
  });

  it('asks a visitor to sign in (the auth modal) and calls nothing', async () => {
    const video = makeVideoListItem();
    const api = mockApi();
    setAuth(null);
    renderButton(video);

    await userEvent.click(screen.getByRole('button', { name: 'Add to My List' }));
    expect(useUiStore.getState().currentModal).toBe('auth');
    expect(api.callsTo('POST', '/user/watchlist')).toHaveLength(0);
    expect(api.callsTo('GET', '/user/watchlist')).toHaveLength(0);
  });

  it('names the icon form by what it does', async () => {
    const video = makeVideoListItem({ title: 'Kasi Kings' });
    mockApi({ 'GET /user/watchlist': () => ({ items: [entryFor(video)] }) });
    signIn();
    renderButton(video, 'icon');
    expect(await screen.findByRole('button', { name: 'Remove Kasi Kings from My List' })).toBeTruthy();
  });
});
