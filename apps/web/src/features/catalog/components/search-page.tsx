import type { SearchResponse, Suggestion } from '@mzansi/contracts/discovery';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { memo, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { translate } from '@/lib/i18n';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUiStore } from '@/stores/ui-store';
import { useCategories } from '../api/get-categories';
import {
  hasSearchFilters,
  searchFiltersFrom,
  useSearchResults,
  useSearchSuggestions,
  type SearchFilters as Filters,
} from '../api/search-titles';
import { CategoryChips } from './category-chips';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';
import { SEARCH_ANNOUNCE_DELAY_MS, SearchCombobox } from './search-combobox';
import { SearchFilters, type SearchFilterKey } from './search-filters';

/**
 * The address follows the field once typing pauses this long (replaced, not pushed). Results and suggestions do not
 * wait for it: they follow every key. Writing the address at every key would also run into browsers' limits on
 * history.replaceState (Safari refuses more than 100 calls in 30 s).
 */
export const SEARCH_ADDRESS_DELAY_MS = 300;

const FILTER_KEYS: readonly SearchFilterKey[] = ['type', 'genre', 'language', 'year', 'age'];

type SearchResult = SearchResponse['items'][number];

/** "24 results for “zulu”", or for filters alone "3 titles match these filters". */
function resultsSummary(answer: SearchResponse): string {
  const count = answer.items.length;
  return answer.query
    ? translate('catalog:search.resultsFor', { count, query: answer.query })
    : translate('catalog:search.filterMatches', { count });
}

/** A poster card's height (2:3 poster and three lines) stands in for a row not yet drawn. */
const RESULT_ITEM_CLASSES = '[content-visibility:auto] [contain-intrinsic-size:auto_22rem]';

const noteFor = (item: SearchResult) =>
  item.matchedPeople.length > 0
    ? translate('catalog:search.withPeople', { names: item.matchedPeople.join(', ') })
    : undefined;

/**
 * The posters of one answer. Memoised on the answer's items, so a key that only changes the field (the answer on
 * screen stays until the next arrives) does not re-render 24 cards.
 */
const ResultsGrid = memo(function ResultsGrid({ items, query }: { items: SearchResult[]; query: string }) {
  const { t } = useTranslation('catalog');
  return (
    <PosterGrid
      items={items}
      label={query ? t('search.resultsLabel', { query }) : t('search.filteredLabel')}
      getNote={noteFor}
      // Rows below the fold are laid out and painted when scrolled to, not at every key typed.
      itemClassName={RESULT_ITEM_CLASSES}
    />
  );
});

function Results({ filters, results }: { filters: Filters; results: UseQueryResult<SearchResponse> }) {
  const { t } = useTranslation('catalog');
  const [searchParams] = useSearchParams();
  const filtered = hasSearchFilters(filters);

  if (results.isPending) return <PosterGridSkeleton count={12} />;
  if (results.isError && !results.data) {
    return (
      <QueryErrorState
        title={t('search.error')}
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  }
  // What is on screen is the answer to `shown`: the field's query, or while the next answer loads, the last one.
  const { items, didYouMean, query: shown } = results.data;
  const didYouMeanHref = didYouMean
    ? (() => {
        const next = new URLSearchParams(searchParams);
        next.set('q', didYouMean);
        return `/search?${next.toString()}`;
      })()
    : null;

  return (
    <div
      // The query these results answer (an older one while the next loads): what tests and bench/search-ui wait on.
      data-search-results=""
      data-query={shown}
      aria-busy={results.isPlaceholderData}
      // Dimmed only when the next answer is slow to come: at every key it would flicker.
      className={clsx('transition-opacity', results.isPlaceholderData && 'opacity-60 delay-300')}
    >
      <p className="mb-2 text-sm text-muted">{resultsSummary(results.data)}</p>
      {didYouMeanHref ? (
        <p className="mb-6 text-base">
          {t('search.didYouMean')}{' '}
          <Link to={didYouMeanHref} className="font-semibold text-link underline-offset-2 hover:underline">
            {didYouMean}
          </Link>
          {t('search.didYouMeanEnd')}
        </p>
      ) : (
        <div className="mb-4" />
      )}
      {items.length === 0 ? (
        <StateMessage
          icon={<SearchX className="size-8" />}
          title={shown ? t('search.noResults', { query: shown }) : t('search.noMatch')}
          description={filtered ? t('search.tryFewerFilters') : t('search.checkSpelling')}
          actions={<ButtonLink to="/browse">{t('search.browseCategories')}</ButtonLink>}
        />
      ) : (
        <ResultsGrid items={items} query={shown} />
      )}
    </div>
  );
}

/**
 * /search?q= (spec §2): results and suggestions as you type (a request per key, the one before it cancelled; the
 * query kept in the address: replaced once typing pauses, pushed on submit), filters, "Did you mean", and an empty
 * state with somewhere to go next.
 */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // The same object while the address stays put, so the memoised filters do not re-render at each key.
  const filters = useMemo(() => searchFiltersFrom(searchParams), [searchParams]);
  const urlQuery = filters.q;
  const categories = useCategories();
  const setSearchQuery = useUiStore((state) => state.setSearchQuery);

  const [value, setValue] = useState(urlQuery);
  // The query the field and the address last agreed on; an address change to anything else came from outside
  // (Back, "Did you mean", a person suggestion) and is copied into the field.
  const [synced, setSynced] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== synced) {
      setSynced(urlQuery);
      setValue(urlQuery);
    }
  }

  const inputRef = useRef<HTMLInputElement>(null);
  // Results and suggestions follow the field at every key, not the address.
  const live: Filters = { ...filters, q: value.trim() };
  const idle = !live.q && !hasSearchFilters(live);
  const results = useSearchResults(live);
  const suggestions = useSearchSuggestions(live.q);
  // Screen readers hear the count once the results stop changing: a live region updated at every key would queue
  // one announcement per key.
  const settled = idle || results.isPlaceholderData || !results.data ? '' : resultsSummary(results.data);
  const announcement = useDebouncedValue(settled, SEARCH_ANNOUNCE_DELAY_MS);
  usePageMeta(urlQuery ? t('search.metaTitle', { query: urlQuery }) : undefined);

  useEffect(() => {
    setSearchQuery(urlQuery);
  }, [urlQuery, setSearchQuery]);

  useEffect(() => {
    // Arriving from the header's search icon: the field is what the page is for.
    if (!inputRef.current?.value) inputRef.current?.focus();
  }, []);

  // The address catches up with the field once typing pauses. A submit, or an address changed from outside,
  // makes `synced` equal to the field and so cancels a pending write.
  const replaceAddress = useEffectEvent((next: string) => writeQuery(next, 'replace'));
  useEffect(() => {
    if (value.trim() === synced) return;
    const timer = setTimeout(() => replaceAddress(value), SEARCH_ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, synced]);

  function writeQuery(next: string, mode: 'replace' | 'push') {
    const q = next.trim();
    setSynced(q);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (q) params.set('q', q);
        else params.delete('q');
        return params;
      },
      { replace: mode === 'replace' },
    );
  }

  function handleSubmit(next: string) {
    writeQuery(next, 'push');
  }

  /** The address catches up at once: the field loses focus, or a suggestion takes the viewer elsewhere. */
  function handleLeaveField() {
    if (value.trim() !== synced) writeQuery(value, 'replace');
  }

  function handleChoose(suggestion: Suggestion) {
    // Back from the suggestion's page comes back to this search; no write left pending to race the navigation.
    handleLeaveField();
    void navigate(suggestion.href);
  }

  const handleFilterChange = useCallback(
    (key: SearchFilterKey, next: string) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set(key, next);
        else params.delete(key);
        return params;
      });
    },
    [setSearchParams],
  );

  const handleClearFilters = useCallback(() => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      for (const key of FILTER_KEYS) params.delete(key);
      return params;
    });
  }, [setSearchParams]);

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title={t('search.title')} description={t('search.description')} />
      <SearchCombobox
        value={value}
        onChange={setValue}
        onSubmit={handleSubmit}
        onChoose={handleChoose}
        onBlur={handleLeaveField}
        suggestions={suggestions.data?.items ?? []}
        suggestionsFor={suggestions.data?.query ?? ''}
        inputRef={inputRef}
      />
      <SearchFilters
        filters={filters}
        categories={categories.data}
        onChange={handleFilterChange}
        onClear={handleClearFilters}
      />
      {idle ? (
        <section aria-labelledby="search-start">
          <h2 id="search-start" className="mb-1 text-lg font-bold">
            {t('search.startTitle')}
          </h2>
          <p className="mb-4 text-base text-muted">{t('search.startText')}</p>
          {categories.isError ? null : (
            <CategoryChips categories={categories.data} current={undefined} linksOnly />
          )}
        </section>
      ) : (
        <Results filters={live} results={results} />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
