import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const umkhokha = makeVideoListItem({ title: 'Umkhokha' });
const zuluStories = makeVideoListItem({ title: 'Zulu Stories of the Sea' });

const SUGGESTIONS = [
  { kind: 'title', label: 'Umkhokha', href: `/watch/${umkhokha.id}`, detail: 'Movie · 2026' },
  { kind: 'person', label: 'Thandiwe Nkosi', href: '/search?q=Thandiwe%20Nkosi', detail: '2 titles' },
  { kind: 'language', label: 'isiZulu', href: '/browse?language=zu', detail: 'Language' },
];

function searchApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /search': ({ url }) => {
      const q = url.searchParams.get('q') ?? '';
      if (q === 'zulu storys') return { query: q, items: [], didYouMean: 'zulu stories' };
      if (q === 'nothing') return { query: q, items: [], didYouMean: null };
      return {
        query: q,
        items: [
          { ...zuluStories, matchedPeople: [] },
          { ...umkhokha, matchedPeople: ['Thandiwe Nkosi'] },
        ],
        didYouMean: null,
      };
    },
    'GET /search/suggest': ({ url }) => ({ query: url.searchParams.get('q'), items: SUGGESTIONS }),
    ...overrides,
  });
}

/** The search field, once the app has loaded the page and any search in its URL. */
async function field() {
  await waitForApp();
  return screen.getByRole('combobox', { name: /Search titles/ });
}

describe('/search', () => {
  it('searches as you type once typing pauses (one request, not one per key), replacing the address', async () => {
    const api = searchApi();
    setAuth(null);
    const { router } = renderApp('/search');
    const input = await field();
    expect(document.activeElement).toBe(input);

    await userEvent.type(input, 'zulu');
    expect(api.callsTo('GET', '/search')).toHaveLength(0);

    // The page's own 250 ms debounce runs on the real clock: wait for its outcome, then for the search it starts.
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=zulu'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitForApp();
    const results = screen.getByRole('list', { name: 'Results for zulu' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(api.callsTo('GET', '/search').map((call) => call.url.searchParams.get('q'))).toEqual(['zulu']);
    expect(screen.getByText('2 results for “zulu”')).toBeTruthy();
    // The people that matched are named on the card.
    expect(within(results).getByText('With Thandiwe Nkosi')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Search: zulu · Mzansi Stream'));
  });

  it('pushes the query into history on submit', async () => {
    searchApi();
    setAuth(null);
    const { router } = renderApp('/search');
    const input = await field();
    await userEvent.type(input, 'umkhokha{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=umkhokha'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('reads the query from the address, and follows it when it changes (Did you mean)', async () => {
    searchApi();
    setAuth(null);
    const { router } = renderApp('/search?q=zulu%20storys');
    const input = (await field()) as HTMLInputElement;
    expect(input.value).toBe('zulu storys');

    expect(await screen.findByText('No results for “zulu storys”')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'zulu stories' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=zulu+stories'));
    expect(input.value).toBe('zulu stories');
    expect(await screen.findByRole('list', { name: 'Results for zulu stories' })).toBeTruthy();
  });

  it('offers a next step when nothing is found', async () => {
    searchApi();
    setAuth(null);
    renderApp('/search?q=nothing');
    await waitForApp();
    expect(screen.getByText('No results for “nothing”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse categories' }).getAttribute('href')).toBe('/browse');
  });

  it('filters by type, category, language, year and age ("up to"), kept in the address', async () => {
    const api = searchApi({
      'GET /categories': () => ({
        items: [{ id: 'g1', slug: 'drama', name: 'Drama', description: '', videoCount: 3 }],
      }),
    });
    setAuth(null);
    const { router } = renderApp('/search?q=zulu');
    await waitForApp();
    expect(screen.getByRole('list', { name: 'Results for zulu' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Series');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Drama');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'isiZulu');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age rating' }), 'Up to 13');

    await waitFor(() =>
      expect(currentUrl(router)).toBe('/search?q=zulu&type=series&genre=drama&language=zu&year=2024&age=13'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/search').at(-1)!.url.searchParams)).toEqual({
        q: 'zulu',
        limit: '24',
        type: 'series',
        genre: 'drama',
        language: 'zu',
        year: '2024',
        age: '13',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=zulu'));
  });
});

describe('search suggestions (ARIA 1.2 combobox)', () => {
  async function typed(text: string) {
    const api = searchApi();
    setAuth(null);
    const view = renderApp('/search');
    const input = await field();
    await userEvent.type(input, text);
    // The page's own 250 ms debounce runs on the real clock: wait for its outcome, then for the suggestions.
    await waitFor(() => expect(currentUrl(view.router)).toBe(`/search?q=${text}`));
    await waitForApp();
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    return { ...view, api, input, listbox };
  }

  it('opens a listbox of suggestions as you type', async () => {
    const { input, listbox, api } = await typed('umk');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['UmkhokhaMovie · 2026', 'Thandiwe Nkosi2 titles', 'isiZuluLanguage']);
    expect(api.callsTo('GET', '/search/suggest').map((call) => call.url.searchParams.get('q'))).toEqual([
      'umk',
    ]);
  });

  it('moves through the options with ArrowDown and ArrowUp, focus staying in the field', async () => {
    const { input, listbox } = await typed('umk');
    const options = within(listbox).getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first to the last.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(document.activeElement).toBe(input);
  });

  it('opens the highlighted suggestion with Enter', async () => {
    const { router } = await typed('umk');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe(`/watch/${umkhokha.id}`));
  });

  it('closes with Escape, and reopens with ArrowDown', async () => {
    const { input } = await typed('umk');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect((input as HTMLInputElement).value).toBe('umk');

    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('follows a person suggestion to their search, and the field shows it', async () => {
    const { router, input } = await typed('thand');
    await userEvent.click(screen.getByRole('option', { name: /Thandiwe Nkosi/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=Thandiwe%20Nkosi'));
    expect((input as HTMLInputElement).value).toBe('Thandiwe Nkosi');
  });
});
