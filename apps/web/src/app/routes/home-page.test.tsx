import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import { mockIntersectionObserver } from '@/test/intersection-observer';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const featured = makeVideoListItem({
  title: 'Umkhokha',
  tagline: 'Every generation, the Khumalo family buries a son.',
  ageRating: '16',
  premium: true,
  trailerVideoId: '7a000000-0000-4000-8000-000000000001',
});
const trending = [featured, makeVideoListItem({ title: 'Lindiwe' })];
const newest = [makeVideoListItem({ title: 'Cape Noir' })];

const RECOMMENDATIONS = {
  rows: [
    { id: 'trending', title: 'Trending in South Africa', kind: 'trending', items: trending },
    { id: 'new', title: 'New on Mzansi Stream', kind: 'new', items: newest },
  ],
};

const CATEGORIES = {
  items: [
    { id: 'g1', slug: 'drama', name: 'Drama', description: '', videoCount: 12 },
    { id: 'g2', slug: 'comedy', name: 'Comedy', description: '', videoCount: 8 },
    { id: 'g3', slug: 'horror', name: 'Horror', description: '', videoCount: 0 },
  ],
};

type Viewer = 'visitor' | 'free' | 'premium';

function openHome(viewer: Viewer, handlers: Record<string, ApiHandler> = {}, queryClient?: QueryClient) {
  const session = viewer === 'visitor' ? null : makeSessionResponse({ premium: viewer === 'premium' });
  const api = mockApi({
    ...(session ? { 'GET /auth/session': () => session } : {}),
    'GET /recommendations': () => RECOMMENDATIONS,
    'GET /categories': () => CATEGORIES,
    ...handlers,
  });
  setAuth(session);
  return { api, ...renderApp('/home', { queryClient }) };
}

async function hero() {
  await waitForApp();
  const title = screen.getByRole('heading', { name: 'Umkhokha', level: 2 });
  return title.closest('section')!;
}

describe('/home hero', () => {
  it('features the first trending title: backdrop, title, hook, age rating in its FPB colour', async () => {
    openHome('visitor');
    const section = await hero();
    expect(within(section).getByText('Trending in South Africa')).toBeTruthy();
    expect(within(section).getByText('Every generation, the Khumalo family buries a son.')).toBeTruthy();
    expect(within(section).getByText('16').closest('[data-tone]')?.getAttribute('data-tone')).toBe('amber');
    const backdrop = section.querySelector('img')!;
    expect(backdrop.getAttribute('src')).toBe(featured.backdrop.src);
    expect(backdrop.getAttribute('fetchpriority')).toBe('high');
    expect(document.title).toBe('Home · Mzansi Stream');
  });

  it('visitor: Watch trailer and Sign up (the auth modal); My List asks to sign in', async () => {
    openHome('visitor');
    const section = await hero();
    expect(within(section).getByRole('link', { name: 'Watch trailer' }).getAttribute('href')).toBe(
      `/watch/${featured.id}?play=${featured.trailerVideoId}`,
    );
    expect(within(section).queryByRole('link', { name: 'Play' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });

  it('free user: Watch trailer and Upgrade, which opens the subscription modal', async () => {
    openHome('free');
    const section = await hero();
    expect(within(section).getByRole('link', { name: 'Watch trailer' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Sign up' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: 'Go Premium to watch' })).toBeTruthy();
  });

  it('premium: Play and Watch trailer, and the My List toggle', async () => {
    openHome('premium');
    const section = await hero();
    expect(within(section).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      `/watch/${featured.id}?play=main`,
    );
    expect(within(section).getByRole('link', { name: 'Watch trailer' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Upgrade|Sign up/ })).toBeNull();
    expect(await within(section).findByRole('button', { name: 'Add to My List' })).toBeTruthy();
  });

  it('features the title the server picked for this viewer (D59), from whichever row it names', async () => {
    const picked = newest[0]!;
    openHome('free', {
      'GET /recommendations': () => ({ ...RECOMMENDATIONS, featured: { rowId: 'new', videoId: picked.id } }),
    });
    await waitForApp();
    const title = await screen.findByRole('heading', { name: 'Cape Noir', level: 2 });
    const section = title.closest('section')!;
    expect(within(section).getByText('New on Mzansi Stream')).toBeTruthy();
    expect(section.querySelector('img')!.getAttribute('src')).toBe(picked.backdrop.src);
    expect(screen.queryByRole('heading', { name: 'Umkhokha', level: 2 })).toBeNull();
  });

  it('falls back to the newest titles when recommendations fail, and shows the rows’ Section Error', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = true;
    openHome(
      'visitor',
      {
        'GET /recommendations': () => (fail ? apiError(500, 'internal', 'Server error') : RECOMMENDATIONS),
        'GET /videos': () => ({ items: [featured], nextCursor: null }),
      },
      queryClient,
    );
    const section = await hero();
    expect(within(section).getByText('New on Mzansi Stream')).toBeTruthy();
    const error = (await screen.findByText('Section Error')).closest('[role="alert"]') as HTMLElement;
    expect(within(error).getByText(/Recommendations could not be shown/)).toBeTruthy();
    expect(within(error).getByRole('button', { name: 'Hide Section' })).toBeTruthy();

    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Trending in South Africa' })).toBeTruthy();
  });
});

describe('/home rows', () => {
  it('shows the recommendation rows in order, with See all links', async () => {
    openHome('visitor');
    await waitForApp();
    const trendingRow = screen.getByRole('list', { name: 'Trending in South Africa' });
    expect(within(trendingRow).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See all Trending in South Africa' }).getAttribute('href')).toBe(
      '/browse?sort=popular',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Trending in South Africa')).toBeLessThan(
      headings.indexOf('New on Mzansi Stream'),
    );
  });

  it('draws the first row at once and the next ones as they near the viewport, under their headings meanwhile', async () => {
    const observer = mockIntersectionObserver();
    openHome('visitor');
    await waitForApp();
    expect(screen.getByRole('list', { name: 'Trending in South Africa' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New on Mzansi Stream' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'New on Mzansi Stream' })).toBeNull();
    expect(screen.getByText('Loading New on Mzansi Stream')).toBeTruthy();
    const placeholder = screen
      .getByRole('heading', { name: 'New on Mzansi Stream' })
      .closest('section')!.parentElement!;
    act(() => observer.intersect(placeholder));
    expect(await screen.findByRole('list', { name: 'New on Mzansi Stream' })).toBeTruthy();
  });

  it('loads a category row only when it nears the viewport, one request per row', async () => {
    const observer = mockIntersectionObserver();
    const drama: VideoListItem[] = [
      makeVideoListItem({ title: 'Drama One' }),
      makeVideoListItem({ title: 'Drama Two' }),
    ];
    const { api } = openHome('visitor', {
      'GET /videos': ({ url }) =>
        url.searchParams.get('genre') === 'drama'
          ? { items: drama, nextCursor: null }
          : { items: [], nextCursor: null },
    });
    const genreCalls = () =>
      api.callsTo('GET', '/videos').filter((call) => call.url.searchParams.has('genre'));

    await waitForApp();
    const dramaHeading = screen.getByRole('heading', { name: 'Drama' });
    expect(screen.getByRole('heading', { name: 'Comedy' })).toBeTruthy();
    // An empty category gets no row at all.
    expect(screen.queryByRole('heading', { name: 'Horror' })).toBeNull();
    expect(genreCalls()).toHaveLength(0);

    const dramaRow = dramaHeading.closest('[data-lazy-row]')!;
    observer.intersect(dramaRow);
    const row = await screen.findByRole('list', { name: 'Drama' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    expect(genreCalls().map((call) => call.url.search)).toEqual(['?limit=20&genre=drama']);
    expect(screen.getByRole('link', { name: 'See all Drama' }).getAttribute('href')).toBe('/browse/drama');

    // Comedy comes into view, answers with nothing, and its row goes away.
    observer.intersect(screen.getByRole('heading', { name: 'Comedy' }).closest('[data-lazy-row]')!);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Comedy' })).toBeNull());
    expect(genreCalls()).toHaveLength(2);
  });

  it('shows the categories banner of spec §8 when the categories fail', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = true;
    const { api } = openHome(
      'visitor',
      { 'GET /categories': () => (fail ? apiError(503, 'service_unavailable', 'Down') : CATEGORIES) },
      queryClient,
    );
    await waitForApp();
    const banner = screen.getByText(
      'Unable to load content categories. Some browse features may be limited.',
    );
    // The rest of the page is still there.
    expect(screen.getByRole('list', { name: 'Trending in South Africa' })).toBeTruthy();

    fail = false;
    await userEvent.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('heading', { name: 'Drama' })).toBeTruthy();
    expect(
      screen.queryByText('Unable to load content categories. Some browse features may be limited.'),
    ).toBeNull();
    expect(api.callsTo('GET', '/categories')).toHaveLength(2);
  });

  it('shows the collections as cards leading to /browse?collection=', async () => {
    openHome('visitor', {
      'GET /collections': () => ({
        items: [
          {
            id: 'mzansi-movies',
            guid: '5c83d512-1a20-4435-a574-ec00abf05990',
            name: 'Mzansi Movies',
            description: '',
            videoCount: 5,
          },
        ],
      }),
    });
    await waitForApp();
    const collections = screen.getByRole('list', { name: 'Collections' });
    const card = within(collections).getByRole('link', { name: /Mzansi Movies/ });
    expect(card.getAttribute('href')).toBe('/browse?collection=5c83d512-1a20-4435-a574-ec00abf05990');
    expect(within(card).getByText('5 titles')).toBeTruthy();
  });

  it('shows My List to a signed-in user who saved something, and not to a visitor', async () => {
    const saved = makeVideoListItem({ title: 'Saved Title' });
    const signedIn = openHome('free', {
      'GET /user/watchlist': () => ({
        items: [
          {
            id: 'w1',
            user_id: 'user-1',
            video_id: saved.id,
            added_at: '2026-11-20T10:00:00.000Z',
            video: saved,
          },
        ],
      }),
    });
    await waitForApp();
    const row = screen.getByRole('list', { name: 'My List' });
    expect(within(row).getByRole('link', { name: /^Saved Title/ })).toBeTruthy();
    signedIn.unmount();

    const visitor = openHome('visitor');
    await waitForApp();
    expect(screen.getByRole('list', { name: 'Trending in South Africa' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'My List' })).toBeNull();
    expect(visitor.api.callsTo('GET', '/user/watchlist')).toHaveLength(0);
  });

  it('leaves Continue watching out while /api/user/watch-progress does not exist (404)', async () => {
    const { api } = openHome('free');
    await waitForApp();
    expect(screen.getByRole('list', { name: 'Trending in South Africa' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/user/watch-progress')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
  });

  it('shows Continue watching with progress once the endpoint answers', async () => {
    const series = makeVideoListItem({ title: 'Sê My Naam', type: 'series' });
    openHome('free', {
      'GET /user/watch-progress': () => ({
        items: [
          {
            titleId: series.id,
            videoId: '9c000000-0000-4000-8000-000000000002',
            episodeId: '9c000000-0000-4000-8000-0000000000e2',
            episodeLabel: 'S1 E2 · Laagwater',
            video: series,
            positionSeconds: 1200,
            durationSeconds: 3120,
            completed: false,
            updatedAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
    });
    await waitForApp();
    const row = screen.getByRole('list', { name: 'Continue watching' });
    const card = within(row).getByRole('link');
    expect(card.getAttribute('href')).toBe(`/watch/${series.id}?play=9c000000-0000-4000-8000-000000000002`);
    expect(within(card).getByText('S1 E2 · 32m left')).toBeTruthy();
  });
});

describe('/home in another language (issue 16)', () => {
  it('isiZulu: the hero and its buttons', async () => {
    inLanguage('zu');
    openHome('premium');
    const section = await hero();
    expect(within(section).getByRole('link', { name: 'Dlala' }).getAttribute('href')).toBe(
      `/watch/${featured.id}?play=main`,
    );
    expect(within(section).getByRole('link', { name: 'Buka ithreyila' })).toBeTruthy();
    expect(within(section).getByText('Isilinganiso seminyaka')).toBeTruthy();
    expect(await within(section).findByRole('button', { name: 'Engeza ku-Uhlu Lwami' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Watch trailer' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ekhaya' })).toBeTruthy();
  });

  it('Afrikaans: a visitor is asked to register', async () => {
    inLanguage('af');
    openHome('visitor');
    const section = await hero();
    expect(within(section).getByRole('link', { name: 'Kyk lokprent' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Registreer' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});
