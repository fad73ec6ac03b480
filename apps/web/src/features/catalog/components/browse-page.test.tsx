import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import { mockIntersectionObserver } from '@/test/intersection-observer';
import { STORAGE_KEYS } from '@/lib/storage';
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

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const CATEGORIES = {
  items: [
    { id: 'g1', slug: 'drama', name: 'Drama', description: 'Big emotions.', videoCount: 12 },
    { id: 'g2', slug: 'comedy', name: 'Comedy', description: 'Warm and sharp.', videoCount: 8 },
  ],
};

function titles(count: number, prefix: string): VideoListItem[] {
  return Array.from({ length: count }, (_, index) => makeVideoListItem({ title: `${prefix} ${index + 1}` }));
}

/** GET /api/videos in pages of 20 over `all`, the cursor being the next index. */
function pagedVideos(all: VideoListItem[]) {
  return ({ url }: { url: URL }) => {
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit'));
    const items = all.slice(start, start + limit);
    return { items, nextCursor: start + limit < all.length ? String(start + limit) : null };
  };
}

/** The titles grid, once the app has loaded the page and its first results. */
async function grid(name: RegExp | string) {
  await waitForApp();
  return screen.getByRole('list', { name });
}

describe('/browse', () => {
  it('lists the first 20 titles, then the next page with "Load more", until there are no more', async () => {
    const all = titles(45, 'Title');
    const api = mockApi({ 'GET /videos': pagedVideos(all), 'GET /categories': () => CATEGORIES });
    setAuth(null);
    renderApp('/browse');

    const list = await grid('Browse titles');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(api.callsTo('GET', '/videos')[0]!.url.search).toBe('?limit=20');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    expect(api.callsTo('GET', '/videos').at(-1)!.url.searchParams.get('cursor')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page by itself as the end of the grid nears the viewport', async () => {
    const observer = mockIntersectionObserver();
    const all = titles(30, 'Title');
    mockApi({ 'GET /videos': pagedVideos(all) });
    setAuth(null);
    renderApp('/browse');

    const list = await grid('Browse titles');
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    const sentinel = observer.observed().find((element) => element.contains(loadMore));
    expect(sentinel).toBeTruthy();
    observer.intersect(sentinel!);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
  });

  it('keeps type, language and sort in the address and asks the API for them', async () => {
    const api = mockApi({
      'GET /videos': pagedVideos(titles(3, 'Title')),
      'GET /categories': () => CATEGORIES,
    });
    setAuth(null);
    const { router } = renderApp('/browse');
    await grid('Browse titles');

    await userEvent.click(screen.getByRole('link', { name: 'Series' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/browse?type=series'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'isiXhosa');
    await waitFor(() => expect(currentUrl(router)).toBe('/browse?type=series&language=xh'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'A–Z');
    await waitFor(() => expect(currentUrl(router)).toBe('/browse?type=series&language=xh&sort=title'));

    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/videos').at(-1)!.url.searchParams)).toEqual({
        limit: '20',
        type: 'series',
        language: 'xh',
        sort: 'title',
      }),
    );
    // The category chips carry the filters along.
    expect(screen.getByRole('link', { name: 'Drama' }).getAttribute('href')).toBe(
      '/browse/drama?type=series&language=xh&sort=title',
    );
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    mockApi();
    setAuth(null);
    const { router } = renderApp('/browse?language=ve');
    await waitForApp();
    expect(screen.getByText('No titles match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/browse'));
  });

  it('shows the categories banner of spec §8 when the categories fail, and still lists titles', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    mockApi({
      'GET /videos': pagedVideos(titles(2, 'Title')),
      'GET /categories': () => apiError(500, 'internal', 'Server error'),
    });
    setAuth(null);
    renderApp('/browse', { queryClient });
    await waitForApp();
    expect(
      screen.getByText('Unable to load content categories. Some browse features may be limited.'),
    ).toBeTruthy();
    expect(await grid('Browse titles')).toBeTruthy();
  });
});

describe('/browse/:category', () => {
  it('shows the category with its description and count, and its titles', async () => {
    const api = mockApi({
      'GET /videos': pagedVideos(titles(2, 'Drama')),
      'GET /categories': () => CATEGORIES,
    });
    setAuth(null);
    renderApp('/browse/drama');

    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Drama' })).toBeTruthy();
    expect(screen.getByText('Big emotions. 12 titles.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drama' }).getAttribute('aria-current')).toBe('page');
    await grid('Drama titles');
    expect(api.callsTo('GET', '/videos')[0]!.url.searchParams.get('genre')).toBe('drama');
    await waitFor(() => expect(document.title).toBe('Browse Drama · Mzansi Stream'));
  });

  it('shows the 404 content for a category that does not exist', async () => {
    mockApi({ 'GET /categories': () => CATEGORIES });
    setAuth(null);
    renderApp('/browse/no-such-thing');
    await waitForApp();
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });
});

describe('/browse?collection=', () => {
  const GUID = '5c83d512-1a20-4435-a574-ec00abf05990';

  it('shows the collection’s name, count and titles in its own order', async () => {
    const items = [
      makeVideoListItem({ title: 'Zebra' }),
      makeVideoListItem({ title: 'Alpha' }),
      makeVideoListItem({ title: 'Mango' }),
    ];
    mockApi({
      [`GET /collections/${GUID}`]: () => ({
        id: 'mzansi-movies',
        guid: GUID,
        name: 'Mzansi Movies',
        description: '',
        videoCount: 3,
        items,
      }),
    });
    setAuth(null);
    renderApp(`/browse?collection=${GUID}`);

    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Mzansi Movies' })).toBeTruthy();
    expect(screen.getByText('3 titles')).toBeTruthy();
    const list = await grid('Mzansi Movies titles');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Zebra', 'Alpha', 'Mango']);
    await waitFor(() => expect(document.title).toBe('Mzansi Movies · Mzansi Stream'));
  });

  it('shows the 404 content for an unknown collection', async () => {
    mockApi({ [`GET /collections/nope`]: () => apiError(404, 'not_found', 'Collection not found') });
    setAuth(null);
    renderApp('/browse?collection=nope');
    await waitForApp();
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });
});

describe('/library', () => {
  it('lists titles A to Z under their letters and jumps to a letter, loading pages until it arrives', async () => {
    const all = [
      ...titles(20, 'Amandla'),
      ...titles(15, 'Bophelo'),
      ...titles(3, 'Mhisi'),
      ...titles(2, 'Nandi'),
      makeVideoListItem({ title: 'Ubuntu Road' }),
    ];
    const api = mockApi({ 'GET /videos': pagedVideos(all) });
    setAuth(null);
    renderApp('/library');

    // (The shell's start prefetch, spec §9, is the one call without sort=title.)
    const libraryCalls = () =>
      api.callsTo('GET', '/videos').filter((call) => call.url.searchParams.get('sort') === 'title');
    expect(await grid('Titles under A')).toBeTruthy();
    expect(libraryCalls()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'M' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Titles starting with M' }));
    await waitForApp();
    const heading = screen.getByRole('heading', { name: 'M' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(libraryCalls()).toHaveLength(2);

    // Q is not known to be empty until the list has gone past it: the jump loads on, then says so.
    await userEvent.click(screen.getByRole('button', { name: 'Titles starting with Q' }));
    expect(
      await screen.findByText('No titles under Q. Showing U.', { selector: '[role="status"]' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'U' })));
    expect(libraryCalls()).toHaveLength(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Titles starting with Q' }).disabled).toBe(
      true,
    );
  });

  it('lays the letters out on one poster grid: letters with few titles share a row (issue 14)', async () => {
    const all = [...titles(2, 'Amandla'), makeVideoListItem({ title: 'Bophelo' }), ...titles(8, 'Mhisi')];
    mockApi({ 'GET /videos': pagedVideos(all) });
    setAuth(null);
    renderApp('/library');
    const letterA = await grid('Titles under A');
    const letters = screen.getByTestId('library-letters');
    expect(letters.className).toContain('xl:grid-cols-6');
    const section = (list: HTMLElement) => list.closest('section')!.className.split(' ');
    // Two titles take two columns, one takes one: A and B sit side by side on a wide screen.
    expect(section(letterA)).toEqual(expect.arrayContaining(['grid-cols-subgrid', 'col-span-2']));
    expect(section(screen.getByRole('list', { name: 'Titles under B' }))).toContain('col-span-1');
    // Eight titles: a full row, wrapping on the same columns.
    expect(section(screen.getByRole('list', { name: 'Titles under M' }))).toContain('col-span-full');
    expect(screen.getByRole('list', { name: 'Titles under M' }).className).toContain('grid-cols-subgrid');
  });
});

describe('the catalogue saved on this device (spec §7 "cached locally as fallback")', () => {
  afterEach(() => localStorage.removeItem(STORAGE_KEYS.publicVideos));

  it('keeps a copy of the public list while /browse is open', async () => {
    const saved = makeVideoListItem({ title: 'Kept for later' });
    const api = mockApi({ 'GET /videos/public': () => ({ items: [saved] }) });
    setAuth(null);
    renderApp('/browse');

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.publicVideos)).toContain('Kept for later'));
    expect(api.callsTo('GET', '/videos/public')).toHaveLength(1);
  });

  it('shows the saved titles of this category, said plainly, when the network fails; Try again asks again', async () => {
    const drama = makeVideoListItem({ title: 'Saved Drama', genres: ['drama'] });
    const comedy = makeVideoListItem({ title: 'Saved Comedy', genres: ['comedy'] });
    localStorage.setItem(
      STORAGE_KEYS.publicVideos,
      JSON.stringify({ savedAt: '2026-11-20T08:00:00.000Z', items: [comedy, drama] }),
    );
    let online = false;
    const api = mockApi({
      'GET /categories': () => CATEGORIES,
      'GET /videos': () => (online ? { items: [drama], nextCursor: null } : HttpResponse.error()),
      'GET /videos/public': () => HttpResponse.error(),
    });
    setAuth(null);
    renderApp('/browse/drama', { queryClient: createQueryClientWithoutBackoff() });

    expect(await screen.findByText('Showing titles saved on this device')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Drama titles' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Saved Drama')]);
    expect(screen.queryByText("We couldn't load titles")).toBeNull();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Showing titles saved on this device')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Drama titles' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(api.callsTo('GET', '/videos').length).toBeGreaterThan(1);
  });

  it('without a saved copy, still says the titles could not be loaded', async () => {
    mockApi({ 'GET /videos': () => HttpResponse.error(), 'GET /videos/public': () => HttpResponse.error() });
    setAuth(null);
    renderApp('/browse', { queryClient: createQueryClientWithoutBackoff() });

    expect(await screen.findByText("We couldn't load titles")).toBeTruthy();
    expect(screen.queryByText('Showing titles saved on this device')).toBeNull();
  });
});

describe('/browse and /library in another language (issue 16)', () => {
  it('Afrikaans: the category, its count, the filters and the grid', async () => {
    inLanguage('af');
    mockApi({ 'GET /videos': pagedVideos(titles(3, 'Title')), 'GET /categories': () => CATEGORIES });
    setAuth(null);
    renderApp('/browse/drama');
    const list = await grid('Titels in Drama');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Big emotions. 12 titels.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alles' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Flieks' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Meeste gekyk' })).toBeTruthy();
    expect(screen.getByText('Wys 3 titels')).toBeTruthy();
  });

  it('isiZulu: the library and its letter bar', async () => {
    inLanguage('zu');
    mockApi({ 'GET /videos': pagedVideos([makeVideoListItem({ title: 'Amandla' })]) });
    setAuth(null);
    renderApp('/library');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Umtapo' })).toBeTruthy();
    const letters = screen.getByRole('navigation', { name: 'Yeqela kuhlamvu' });
    expect(within(letters).getByRole('button', { name: 'Izihloko eziqala ngo-B' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Izihloko ezingaphansi kuka-A' })).toBeTruthy();
  });
});
