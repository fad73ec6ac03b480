import type { AgeRatingCode, TitleType } from '@mzansi/contracts/catalogue';
import type { SearchResponse, Suggestion } from '@mzansi/contracts/discovery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

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

export const SEARCH_RESULT_LIMIT = 24;
/** Autocomplete starts at this many characters. */
export const SUGGEST_MIN_LENGTH = 2;

export function hasSearchFilters(filters: SearchFilters): boolean {
  return Boolean(filters.type || filters.genre || filters.language || filters.year || filters.age);
}

export function searchPath(filters: SearchFilters): string {
  const params = new URLSearchParams({ q: filters.q.trim(), limit: String(SEARCH_RESULT_LIMIT) });
  if (filters.type) params.set('type', filters.type);
  if (filters.genre) params.set('genre', filters.genre);
  if (filters.language) params.set('language', filters.language);
  if (filters.year) params.set('year', String(filters.year));
  if (filters.age) params.set('age', filters.age);
  return `/search?${params.toString()}`;
}

/** GET /api/search: ranked titles (with the people that matched) and a "did you mean" spelling. */
export function useSearchResults(filters: SearchFilters) {
  const normalised = { ...filters, q: filters.q.trim() };
  return useQuery({
    queryKey: ['search', normalised] as const,
    queryFn: ({ signal }): Promise<SearchResponse> =>
      apiGet<SearchResponse>(searchPath(normalised), { signal, retries: 0 }),
    enabled: normalised.q.length > 0 || hasSearchFilters(normalised),
    // While the next query runs, the last results stay on screen instead of a skeleton flashing at every keystroke.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/search/suggest: titles, people, genres and languages as you type. */
export function useSearchSuggestions(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['search', 'suggest', q] as const,
    queryFn: ({ signal }): Promise<Suggestion[]> =>
      apiGet<{ query: string; items: Suggestion[] }>(`/search/suggest?q=${encodeURIComponent(q)}`, {
        signal,
        retries: 0,
        background: true,
      }).then((body) => body.items),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
