import type { AgeRatingCode, TitleType } from '@mzansi/contracts/catalogue';
import type { SearchResponse, Suggestion } from '@mzansi/contracts/discovery';
import { endpoints, type EndpointQuery } from '@mzansi/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isAgeRatingCode, isLanguageCode, isTitleType } from './catalog-vocabulary';

/** The filters of /search, as kept in its URL. */
export interface SearchFilters {
  q: string;
  type?: TitleType;
  genre?: string;
  language?: string;
  year?: number;
  /** rated at most this */
  age?: AgeRatingCode;
}

/** The filters /search keeps in its address; unknown values are ignored. */
export function searchFiltersFrom(searchParams: URLSearchParams): SearchFilters {
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

export const SEARCH_RESULT_LIMIT = 24;
/** Autocomplete starts at this many characters. */
export const SUGGEST_MIN_LENGTH = 2;

export function hasSearchFilters(filters: SearchFilters): boolean {
  return Boolean(filters.type || filters.genre || filters.language || filters.year || filters.age);
}

/** The query of GET /api/search, in this order: q, limit, then the filters that are set. */
export function searchQuery(filters: SearchFilters): EndpointQuery<'search'> {
  return {
    q: filters.q.trim(),
    limit: SEARCH_RESULT_LIMIT,
    type: filters.type || undefined,
    genre: filters.genre || undefined,
    language: filters.language || undefined,
    year: filters.year || undefined,
    age: filters.age || undefined,
  };
}

/** GET /api/search: ranked titles (with the people that matched) and a "did you mean" spelling. */
export const searchResultsQueryOptions = (filters: SearchFilters) => {
  const normalised = { ...filters, q: filters.q.trim() };
  return queryOptions({
    queryKey: ['search', normalised] as const,
    // Background: a search runs at every key, and the page shows its own busy state; the top progress bar would
    // flash at each one.
    queryFn: ({ signal }): Promise<SearchResponse> =>
      api(endpoints.search, { query: searchQuery(normalised) }, { signal, retries: 0, background: true }),
  });
};

/** Whether the filters ask for anything (an empty search asks nothing). */
export function isSearchAsked(filters: SearchFilters): boolean {
  return filters.q.trim().length > 0 || hasSearchFilters(filters);
}

export function useSearchResults(filters: SearchFilters) {
  return useQuery({
    ...searchResultsQueryOptions(filters),
    enabled: isSearchAsked(filters),
    // While the next query runs, the last results stay on screen instead of a skeleton flashing at every keystroke.
    placeholderData: keepPreviousData,
  });
}

/** Suggestions and the query they answer (the server's trimmed copy of it). */
export interface SuggestionsFor {
  query: string;
  items: Suggestion[];
}

/** GET /api/search/suggest: titles, people, genres and languages as you type. */
export function useSearchSuggestions(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['search', 'suggest', q] as const,
    queryFn: ({ signal }): Promise<SuggestionsFor> =>
      api(endpoints.searchSuggest, { query: { q } }, { signal, retries: 0, background: true }),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
