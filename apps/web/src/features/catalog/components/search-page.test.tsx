import { MESSAGES } from '@mzansi/contracts/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { SEARCH_ANNOUNCE_DELAY_MS } from './search-combobox';
import { SEARCH_ADDRESS_DELAY_MS } from './search-page';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.useRealTimers();
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

/** A search answer the test lets out when it chooses (the request stays open until then). */
interface HeldAnswer {
  request: Request;
  release: () => void;
}

/** Search answers for the queries in `hold` wait for `release()`; the others answer at once. */
function holdingSearchApi(hold: readonly string[]) {
  const held = new Map<string, HeldAnswer>();
  const api = searchApi({
    'GET /search': async ({ url, request }) => {
      const q = url.searchParams.get('q') ?? '';
      if (hold.includes(q)) {
        await new Promise<void>((resolve) => held.set(q, { request, release: resolve }));
      }
      return { query: q, items: [{ ...zuluStories, matchedPeople: [] }], didYouMean: null };
    },
  });
  return { api, held, releaseAll: () => held.forEach((answer) => answer.release()) };
}

/** The results on screen and the query they answer (the field's, or an older one while the next loads). */
function shownResults() {
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  return { query: results?.dataset.query ?? null, busy: results?.getAttribute('aria-busy') === 'true' };
}

/**
 * With setTimeout frozen (vi.useFakeTimers), lets everything that takes no time run (requests, TanStack Query's
 * zero-delay notifications, React) until `done` holds; the clock itself never moves.
 */
async function runWithClockStopped(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  expect(done()).toBe(true);
}

describe('/search', () => {
  it('shows the results of each key without waiting for a pause; the address and the announcement follow once typing pauses', async () => {
    const api = searchApi();
    setAuth(null);
    const { router } = renderApp('/search');
    const input = await field();
    expect(document.activeElement).toBe(input);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Key by key, synchronously: Testing Library's async helpers wait on setTimeout, which is frozen here.
    for (const text of ['z', 'zu', 'zul', 'zulu']) fireEvent.change(input, { target: { value: text } });
    // No time has passed: the results already answer "zulu", and the address has not moved yet.
    await runWithClockStopped(() => shownResults().query === 'zulu' && !shownResults().busy);
    expect(api.callsTo('GET', '/search').at(-1)!.url.searchParams.get('q')).toBe('zulu');
    expect(currentUrl(router)).toBe('/search');
    const results = screen.getByRole('list', { name: 'Results for zulu' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 results for “zulu”')).toBeTruthy();
    // The people that matched are named on the card.
    expect(within(results).getByText('With Thandiwe Nkosi')).toBeTruthy();
    // Screen readers are told the count once it stops changing, not at each key.
    const status = () =>
      screen
        .getAllByRole('status')
        .map((region) => region.textContent)
        .join(' | ');
    expect(status()).not.toContain('results');

    await act(() => vi.advanceTimersByTimeAsync(SEARCH_ADDRESS_DELAY_MS));
    expect(currentUrl(router)).toBe('/search?q=zulu');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_ANNOUNCE_DELAY_MS));
    expect(status()).toContain('2 results for “zulu”');
    vi.useRealTimers();
    await waitFor(() => expect(document.title).toBe('Search: zulu · Mzansi Stream'));
  });

  it('writes the address at once when the field loses focus (a result is being opened)', async () => {
    searchApi();
    setAuth(null);
    const { router } = renderApp('/search');
    const input = await field();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'zulu' } });
    fireEvent.blur(input);
    await runWithClockStopped(() => currentUrl(router) === '/search?q=zulu');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces the address while typing, never pushing an entry per pause', async () => {
    searchApi();
    setAuth(null);
    const { router } = renderApp('/search');
    const input = await field();
    const actions: string[] = [];
    const stop = router.subscribe((state) => actions.push(`${state.historyAction} ${state.location.search}`));
    await userEvent.type(input, 'zulu');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=zulu'));
    await userEvent.type(input, ' stories');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=zulu+stories'));
    stop();
    expect(actions.every((action) => action.startsWith('REPLACE'))).toBe(true);
    await waitForApp();
  });

  it('aborts the request a newer key made stale, and never goes back to an older answer', async () => {
    const { api, held, releaseAll } = holdingSearchApi(['zu']);
    setAuth(null);
    renderApp('/search');
    const input = await field();
    try {
      await userEvent.type(input, 'zu');
      await waitFor(() => expect(held.get('zu')).toBeDefined());
      await userEvent.type(input, 'l');
      await waitFor(() => expect(shownResults()).toEqual({ query: 'zul', busy: false }));
      // "zu" is out of date: its request is cancelled, and its answer, should it come, is not shown.
      await waitFor(() => expect(held.get('zu')!.request.signal.aborted).toBe(true));
      releaseAll();
      // (not waitForApp: msw never reports the end of an aborted request)
      for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(shownResults()).toEqual({ query: 'zul', busy: false });
      expect(screen.getByRole('list', { name: 'Results for zul' })).toBeTruthy();
      expect(api.callsTo('GET', '/search').map((call) => call.url.searchParams.get('q'))).toContain('zu');
    } finally {
      releaseAll();
    }
  });

  it('keeps the last results on screen, marked busy, while the next answer loads', async () => {
    const { held, releaseAll } = holdingSearchApi(['zulu s']);
    setAuth(null);
    renderApp('/search');
    const input = await field();
    try {
      await userEvent.type(input, 'zulu');
      await waitFor(() => expect(shownResults()).toEqual({ query: 'zulu', busy: false }));
      await userEvent.type(input, ' s');
      await waitFor(() => expect(held.get('zulu s')).toBeDefined());
      expect(shownResults()).toEqual({ query: 'zulu', busy: true });
      expect(screen.getByRole('list', { name: 'Results for zulu' })).toBeTruthy();
      expect(screen.queryByText(MESSAGES.loadingDefault)).toBeNull();
      releaseAll();
      await waitFor(() => expect(shownResults()).toEqual({ query: 'zulu s', busy: false }));
    } finally {
      releaseAll();
    }
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
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    // The suggestions follow each key; wait for those of the whole text.
    await waitFor(() => expect(listbox.dataset.query).toBe(text));
    await waitForApp();
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
    // From the second character on (none for "u").
    expect(api.callsTo('GET', '/search/suggest').map((call) => call.url.searchParams.get('q'))).not.toContain(
      'u',
    );
    expect(api.callsTo('GET', '/search/suggest').at(-1)!.url.searchParams.get('q')).toBe('umk');
  });

  it('tells screen readers the number of suggestions once they stop changing, not at every key', async () => {
    searchApi();
    setAuth(null);
    renderApp('/search');
    const input = await field();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.focus(input);
    for (const text of ['u', 'um', 'umk']) fireEvent.change(input, { target: { value: text } });
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    await runWithClockStopped(() => listbox.dataset.query === 'umk' && !listbox.hidden);
    const said = () =>
      screen
        .getAllByRole('status')
        .map((region) => region.textContent)
        .join(' | ');
    expect(said()).not.toContain('suggestions');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_ANNOUNCE_DELAY_MS));
    expect(said()).toContain('3 suggestions, use the up and down arrows to choose');
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

describe('/search in another language (issue 16)', () => {
  it('isiZulu: the field, the filters, the count and the empty state', async () => {
    inLanguage('zu');
    searchApi();
    setAuth(null);
    renderApp('/search?q=nothing');
    await waitForApp();
    expect(screen.getByRole('combobox', { name: 'Sesha izihloko, abantu, izigaba nezilimi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sesha' })).toBeTruthy();
    expect(screen.getByLabelText('Isilinganiso seminyaka')).toBeTruthy();
    expect(screen.getByText('Ayikho imiphumela: “nothing”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Phequlula izigaba' })).toBeTruthy();
    expect(screen.queryByText('No results for “nothing”')).toBeNull();
  });

  it('Afrikaans: results, their count and the people they match', async () => {
    inLanguage('af');
    searchApi();
    setAuth(null);
    renderApp('/search?q=zulu');
    await waitForApp();
    expect(await screen.findByText('2 resultate vir “zulu”')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Resultate vir zulu' });
    expect(within(list).getByText('Met Thandiwe Nkosi')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Flieks' })).toBeTruthy();
  });
});
