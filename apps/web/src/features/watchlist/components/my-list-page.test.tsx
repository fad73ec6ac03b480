import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { renderApp, setAuth } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('/my-list and /list', () => {
  it.each(['/my-list', '/list'])(
    '%s shows the empty state while the watchlist endpoint does not exist yet',
    async (path) => {
      const session = makeSessionResponse();
      mockApi({ 'GET /auth/session': () => session });
      setAuth(session);
      renderApp(path);
      expect(await screen.findByText('Your list is empty', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Browse Mzansi Movies' }).getAttribute('href')).toBe('/browse');
    },
  );

  it('lists saved titles when the server has some', async () => {
    const session = makeSessionResponse();
    mockApi({
      'GET /auth/session': () => session,
      'GET /user/watchlist': () => ({
        items: [
          {
            id: 'w1',
            video_id: 'v1',
            added_at: '2026-11-20T10:00:00.000Z',
            video: { id: 'v1', title: 'Ubuntu Road' },
          },
        ],
      }),
    });
    setAuth(session);
    renderApp('/my-list');
    expect(
      (await screen.findByRole('link', { name: /Ubuntu Road/ }, { timeout: 5000 })).getAttribute('href'),
    ).toBe('/watch/v1');
  });
});
