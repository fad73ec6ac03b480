import type { Suggestion } from '@mzansi/contracts/discovery';
import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUiStore } from '@/stores/ui-store';
import { isAgeRatingCode, isLanguageCode, isTitleType } from '../api/catalog-vocabulary';
import { useCategories } from '../api/get-categories';
import {
  hasSearchFilters,
  useSearchResults,
  useSearchSuggestions,
  type SearchFilters as Filters,
} from '../api/search-titles';
import { CategoryChips } from './category-chips';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';
import { SearchCombobox } from './search-combobox';
import { SearchFilters, type SearchFilterKey } from './search-filters';

/** Results follow the typing once it pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

const FILTER_KEYS: readonly SearchFilterKey[] = ['type', 'genre', 'language', 'year', 'age'];

function filtersFrom(searchParams: URLSearchParams): Filters {
  const type = searchParams.get('type');
  const language = searchParams.get('language');
  const age = searchParams.get('age');
  const year = Number(searchParams.get('year'));
  return {
    q: searchParams.get('q') ?? '',
    type: isTitleType(type) ? type : undefined,
    genre: searchParams.get('genre') || undefined,
    language: isLanguageCode(language) ? language : undefined,
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined,
    age: isAgeRatingCode(age) ? age : undefined,
  };
}

function Results({ filters }: { filters: Filters }) {
  const query = useSearchResults(filters);
  const [searchParams] = useSearchParams();
  const q = filters.q.trim();
  const filtered = hasSearchFilters(filters);

  if (!q && !filtered) return null;
  if (query.isPending) return <PosterGridSkeleton count={12} />;
  if (query.isError && !query.data) {
    return (
      <QueryErrorState
        title="Search isn't working right now"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, didYouMean } = query.data;
  const didYouMeanHref = didYouMean
    ? (() => {
        const next = new URLSearchParams(searchParams);
        next.set('q', didYouMean);
        return `/search?${next.toString()}`;
      })()
    : null;
  const summary = q
    ? `${items.length === 1 ? '1 result' : `${items.length} results`} for “${q}”`
    : `${items.length === 1 ? '1 title' : `${items.length} titles`} match these filters`;

  return (
    <div
      // The query these results answer (an older one while the next loads): what tests and bench/search-ui wait on.
      data-search-results=""
      data-query={query.data.query}
      aria-busy={query.isPlaceholderData}
      className={clsx(query.isPlaceholderData && 'opacity-60')}
    >
      <p role="status" className="mb-2 text-sm text-muted">
        {summary}
      </p>
      {didYouMeanHref ? (
        <p className="mb-6 text-base">
          Did you mean{' '}
          <Link to={didYouMeanHref} className="font-semibold text-link underline-offset-2 hover:underline">
            {didYouMean}
          </Link>
          ?
        </p>
      ) : (
        <div className="mb-4" />
      )}
      {items.length === 0 ? (
        <StateMessage
          icon={<SearchX className="size-8" />}
          title={q ? `No results for “${q}”` : 'No titles match these filters'}
          description={
            filtered
              ? 'Try fewer filters, or check the spelling.'
              : 'Check the spelling, try fewer words, or browse by category.'
          }
          actions={<ButtonLink to="/browse">Browse categories</ButtonLink>}
        />
      ) : (
        <PosterGrid
          items={items}
          label={q ? `Results for ${q}` : 'Filtered titles'}
          getNote={(item) => {
            const people = items.find((candidate) => candidate.id === item.id)?.matchedPeople ?? [];
            return people.length > 0 ? `With ${people.join(', ')}` : undefined;
          }}
        />
      )}
    </div>
  );
}

/**
 * /search?q= (spec §2): results as you type (debounced, the query kept in the address: replaced while typing, pushed
 * on submit), autocomplete suggestions, filters, "Did you mean", and an empty state with somewhere to go next.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(searchParams);
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

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useSearchSuggestions(synced);
  usePageMeta(urlQuery ? `Search: ${urlQuery}` : undefined);

  useEffect(() => {
    setSearchQuery(urlQuery);
  }, [urlQuery, setSearchQuery]);

  useEffect(() => {
    // Arriving from the header's search icon: the field is what the page is for.
    if (!inputRef.current?.value) inputRef.current?.focus();
    return () => clearTimeout(timer.current);
  }, []);

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

  function handleChange(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeQuery(next, 'replace'), SEARCH_DEBOUNCE_MS);
  }

  function handleSubmit(next: string) {
    clearTimeout(timer.current);
    writeQuery(next, 'push');
  }

  function handleChoose(suggestion: Suggestion) {
    clearTimeout(timer.current);
    void navigate(suggestion.href);
  }

  function handleFilterChange(key: SearchFilterKey, next: string) {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next) params.set(key, next);
      else params.delete(key);
      return params;
    });
  }

  function handleClearFilters() {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      for (const key of FILTER_KEYS) params.delete(key);
      return params;
    });
  }

  const idle = !urlQuery.trim() && !hasSearchFilters(filters);
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Search" description="Find titles by name, actor, category or language." />
      <SearchCombobox
        value={value}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onChoose={handleChoose}
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
            Not sure yet?
          </h2>
          <p className="mb-4 text-base text-muted">
            Type a title, an actor or a language — or start from a category.
          </p>
          {categories.isError ? null : (
            <CategoryChips categories={categories.data} current={undefined} linksOnly />
          )}
        </section>
      ) : (
        <Results filters={filters} />
      )}
    </div>
  );
}
