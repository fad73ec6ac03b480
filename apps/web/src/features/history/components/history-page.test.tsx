import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import {
  createQueryClientWithoutBackoff,
  preloadAppChunks,
  renderApp,
  setAuth,
  waitForApp,
} from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

/** Serious and critical axe violations (contrast needs real layout: the e2e run checks it). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

function entry(title: string, overrides: Record<string, unknown> = {}) {
  const video = makeVideoListItem({ title });
  return {
    id: `h-${video.id}`,
    titleId: video.id,
    watchedAt: '2026-11-22T10:00:00.000Z',
    watchCount: 1,
    lastVideoId: null,
    episodeLabel: null,
    video,
    ...overrides,
  };
}

function openHistory(
  items: unknown[],
  handlers: Record<string, ApiHandler> = {},
  queryClient = createAppQueryClient(),
) {
  const session = makeSessionResponse();
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /user/watch-history': () => ({ items }),
    ...handlers,
  });
  setAuth(session);
  return { api, ...renderApp('/history', { queryClient }) };
}

describe('/history', () => {
  it('lists what was watched, newest first, with episodes, dates and how often', async () => {
    const series = entry('Sê My Naam', {
      episodeLabel: 'S1 E2 · Laagwater',
      watchCount: 3,
      lastVideoId: '9c000000-0000-4000-8000-000000000002',
    });
    openHistory([series, entry('Umkhokha')]);
    await waitForApp();
    const list = screen.getByRole('list', { name: 'Watch history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Sê My Naam' }).getAttribute('href')).toBe(
      `/watch/${series.titleId}`,
    );
    expect(within(rows[0]!).getByText('S1 E2 · Laagwater')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^Watched/).textContent).toBe('Watched 22 Nov 2026 · 3 times');
    expect(within(rows[0]!).getByRole('link', { name: 'Play Sê My Naam again' }).getAttribute('href')).toBe(
      `/watch/${series.titleId}?play=9c000000-0000-4000-8000-000000000002`,
    );
    expect(within(rows[1]!).queryByRole('link', { name: /again/ })).toBeNull();
  });

  it('removes one title at once, and tells the viewer', async () => {
    const first = entry('Umkhokha');
    const second = entry('Lindiwe');
    let items = [first, second];
    const { api } = openHistory([], {
      'GET /user/watch-history': () => ({ items }),
      [`DELETE /user/watch-history/${first.titleId}`]: () => {
        items = [second];
        return undefined;
      },
    });
    await waitForApp();
    const list = screen.getByRole('list', { name: 'Watch history' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Umkhokha from your history' }));
    await waitFor(() => expect(within(list).queryByText('Umkhokha')).toBeNull());
    expect(within(list).getByText('Lindiwe')).toBeTruthy();
    expect(api.callsTo('DELETE', `/user/watch-history/${first.titleId}`)).toHaveLength(1);
    expect(await screen.findByText('Removed from your history.')).toBeTruthy();
  });

  it('puts a title back when the server refuses to remove it', async () => {
    const first = entry('Umkhokha');
    const { api } = openHistory(
      [first],
      { [`DELETE /user/watch-history/${first.titleId}`]: () => apiError(500, 'internal', 'Something broke') },
      // A 500 is retried once (spec §9): without the 1 s backoff, the test waits for the outcome, not the clock.
      createQueryClientWithoutBackoff(),
    );
    await waitForApp();
    const list = screen.getByRole('list', { name: 'Watch history' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Umkhokha from your history' }));
    await waitForApp();
    expect(api.callsTo('DELETE', `/user/watch-history/${first.titleId}`)).toHaveLength(2);
    expect(screen.getByText('Something broke')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Umkhokha' })).toBeTruthy();
  });

  it('clears everything after asking, then shows the empty state', async () => {
    let items: unknown[] = [entry('Umkhokha'), entry('Lindiwe')];
    const { api } = openHistory([], {
      'GET /user/watch-history': () => ({ items }),
      'DELETE /user/watch-history': () => {
        items = [];
        return undefined;
      },
    });
    await waitForApp();
    expect(screen.getByRole('list', { name: 'Watch history' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your watch history?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/user/watch-history')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Clear your watch history?' })).getByRole('button', {
        name: 'Clear history',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing watched yet' })).toBeTruthy();
    expect(api.callsTo('DELETE', '/user/watch-history')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
  });

  it('says so when nothing has been watched, with a way to find something', async () => {
    openHistory([]);
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Nothing watched yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find something to watch' }).getAttribute('href')).toBe('/home');
  });

  it('shows the error with Retry', async () => {
    let calls = 0;
    openHistory([], {
      'GET /user/watch-history': () =>
        ++calls === 1 ? apiError(403, 'forbidden', 'Not allowed right now') : { items: [entry('Umkhokha')] },
    });
    await waitForApp();
    expect(screen.getByText('Not allowed right now')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Umkhokha' })).toBeTruthy();
  });

  it('has no serious accessibility problems', async () => {
    openHistory([
      entry('Umkhokha', {
        episodeLabel: 'S1 E1 · Pilot',
        lastVideoId: '9c000000-0000-4000-8000-000000000001',
      }),
    ]);
    await waitForApp();
    expect(screen.getByRole('list', { name: 'Watch history' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('/history in another language (issue 16)', () => {
  it('isiZulu: the list, how often and when each title was watched', async () => {
    inLanguage('zu');
    const series = entry('Sê My Naam', {
      watchCount: 2,
      lastVideoId: '9c000000-0000-4000-8000-000000000002',
    });
    openHistory([series]);
    await waitForApp();
    const list = screen.getByRole('list', { name: 'Umlando wokubuka' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText(/^Kubukwe ngo-/).textContent).toMatch(/ · kabili$/);
    expect(within(row).getByRole('link', { name: 'Dlala Sê My Naam futhi' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Susa Sê My Naam emlandweni wakho' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sula umlando' })).toBeTruthy();
  });

  it('Afrikaans: nothing watched yet', async () => {
    inLanguage('af');
    openHistory([]);
    await waitForApp();
    expect(screen.getByText('Nog niks gekyk nie')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vind iets om te kyk' })).toBeTruthy();
  });
});
