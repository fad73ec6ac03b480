import type { MyRating, PublicReview, RatingSummary } from '@mzansi/contracts/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { makeVideoDetail } from '@/test/fixtures';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

await preloadAppChunks();

const detail = makeVideoDetail({ title: 'Lindiwe' });
const REVIEW_ID = '7d1f0000-0000-4000-8000-000000000001';

const summary = (overrides: Partial<RatingSummary> = {}): RatingSummary => ({
  video_id: detail.id,
  up: 3,
  down: 1,
  total: 4,
  liked_percent: 75,
  reviews: 1,
  ...overrides,
});
const othersReview: PublicReview = {
  id: REVIEW_ID,
  video_id: detail.id,
  author: 'Sipho',
  rating: 'up',
  text: 'Loved the <b>music</b>.',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  mine: false,
};
const noRating: MyRating = { video_id: detail.id, rating: null, review: null };

function open(signedIn: boolean, handlers: Record<string, ApiHandler> = {}) {
  const session = signedIn ? makeSessionResponse() : null;
  const api = mockApi({
    ...(session ? { 'GET /auth/session': () => session } : {}),
    [`GET /videos/${detail.id}`]: () => detail,
    [`GET /videos/${detail.id}/ratings`]: () => summary(),
    [`GET /videos/${detail.id}/reviews`]: () => ({
      items: [othersReview],
      page: 1,
      next_page: null,
      total: 1,
    }),
    [`GET /user/ratings/${detail.id}`]: () => noRating,
    ...handlers,
  });
  setAuth(session);
  return { api, ...renderApp(`/watch/${detail.id}`) };
}

describe('ratings and reviews on the title page', () => {
  it('shows a visitor the aggregate, the reviews as plain text and a "Sign in to rate" link; no thumbs, no Report', async () => {
    const { router } = open(false);
    await waitForApp();
    expect(await screen.findByText('75% liked this')).toBeTruthy();
    expect(screen.getByText(/4 ratings/)).toBeTruthy();
    // Text, never HTML: the markup is shown as typed.
    expect(await screen.findByText('Loved the <b>music</b>.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I like this' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to rate' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/auth\?/));
  });

  it('rating control: thumbs with aria-pressed; pressing the set one clears it', async () => {
    let mine: MyRating = noRating;
    const { api } = open(true, {
      [`GET /user/ratings/${detail.id}`]: () => mine,
      [`PUT /user/ratings/${detail.id}`]: ({ body }) => {
        mine = { ...mine, rating: (body as { rating: 'up' | 'down' }).rating };
        return mine;
      },
      [`DELETE /user/ratings/${detail.id}`]: () => {
        mine = { ...mine, rating: null };
        return undefined;
      },
    });
    await waitForApp();
    const like = await screen.findByRole('button', { name: 'I like this' });
    const dislike = screen.getByRole('button', { name: 'Not for me' });
    await waitFor(() => expect(like.hasAttribute('disabled')).toBe(false));
    expect(like.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(api.callsTo('PUT', `/user/ratings/${detail.id}`).map((call) => call.body)).toEqual([
      { rating: 'up' },
    ]);

    await userEvent.click(dislike);
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('true'));
    expect(like.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(dislike);
    await waitFor(() => expect(api.callsTo('DELETE', `/user/ratings/${detail.id}`)).toHaveLength(1));
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('false'));
  });

  it('review form: Write a review, an empty text is refused in place, Post sends the trimmed text', async () => {
    let mine: MyRating = noRating;
    const { api } = open(true, {
      [`GET /user/ratings/${detail.id}`]: () => mine,
      [`PUT /user/reviews/${detail.id}`]: ({ body }) => {
        const review = {
          id: '7d1f0000-0000-4000-8000-0000000000aa',
          video_id: detail.id,
          text: (body as { text: string }).text,
          status: 'visible' as const,
          hidden_reason: null,
          created_at: '2026-11-26T10:00:00.000Z',
          updated_at: '2026-11-26T10:00:00.000Z',
        };
        mine = { ...mine, review };
        return new Response(JSON.stringify(review), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await waitForApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const field = screen.getByRole('textbox', { name: 'Your review' });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something first.')).toBeTruthy();
    expect(api.callsTo('PUT', `/user/reviews/${detail.id}`)).toHaveLength(0);

    await userEvent.type(field, '  Beautiful and sad.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/user/reviews/${detail.id}`).map((call) => call.body)).toEqual([
        { text: 'Beautiful and sad.' },
      ]),
    );
    const yours = await screen.findByRole('heading', { name: 'Your review' });
    expect(within(yours.parentElement!).getByText('Beautiful and sad.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the server’s refusal in the form (400 too long)', async () => {
    open(true, {
      [`PUT /user/reviews/${detail.id}`]: () =>
        apiError(400, 'validation_failed', 'Some fields are not valid.'),
    });
    await waitForApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Some fields are not valid.')).toBeTruthy();
  });

  it('shows the author their hidden review with the moderator’s reason, with Delete and no Edit', async () => {
    open(true, {
      [`GET /user/ratings/${detail.id}`]: () => ({
        ...noRating,
        review: {
          id: '7d1f0000-0000-4000-8000-0000000000bb',
          video_id: detail.id,
          text: 'Rude words',
          status: 'hidden',
          hidden_reason: 'Personal attacks are not allowed',
          created_at: '2026-11-26T10:00:00.000Z',
          updated_at: '2026-11-26T10:00:00.000Z',
        },
      }),
    });
    await waitForApp();
    expect(await screen.findByText(/Hidden by a moderator: Personal attacks are not allowed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('report dialog: a reason and a note are sent once; a second report says it was already sent', async () => {
    let reports = 0;
    const { api } = open(true, {
      [`POST /reviews/${REVIEW_ID}/reports`]: () => {
        reports += 1;
        return reports === 1
          ? new Response(JSON.stringify({ id: '7d1f0000-0000-4000-8000-0000000000cc' }), {
              status: 201,
              headers: { 'content-type': 'application/json' },
            })
          : apiError(409, 'conflict', 'You have already reported this review.');
      },
    });
    await waitForApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Report the review by Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spoilers' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Anything to add (optional)' }),
      'Ending',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/reviews/${REVIEW_ID}/reports`).map((call) => call.body)).toEqual([
      { reason: 'spoiler', note: 'Ending' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Report the review by Sipho' }));
    const again = await screen.findByRole('dialog', { name: 'Report this review' });
    await userEvent.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(await within(again).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have already reported this review.',
    );
  });
});
