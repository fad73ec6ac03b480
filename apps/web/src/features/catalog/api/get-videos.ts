import type { TitleType } from '@mzansi/contracts/catalogue';
import { VIDEO_LIST_PREFETCH_LIMIT } from '@mzansi/contracts/constants';
import type { VideoPage } from '@mzansi/contracts/discovery';
import { endpoints, type EndpointQuery } from '@mzansi/contracts/endpoints';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isLanguageCode, isTitleType } from './catalog-vocabulary';

export type VideoSort = 'new' | 'popular' | 'title';

/** The filters of GET /api/videos (a genre is a category slug; a collection its guid or id). */
export interface VideoListFilters {
  type?: TitleType;
  genre?: string;
  language?: string;
  collection?: string;
  sort?: VideoSort;
  limit?: number;
}

const SORTS: readonly VideoSort[] = ['new', 'popular', 'title'];

/** The list filters /browse keeps in its address (spec §2: shareable as it is filtered); unknown values are ignored. */
export function browseFiltersFrom(
  searchParams: URLSearchParams,
  category: string | undefined,
): VideoListFilters {
  const type = searchParams.get('type');
  const language = searchParams.get('language');
  const sort = searchParams.get('sort') as VideoSort | null;
  return {
    genre: category,
    type: isTitleType(type) ? type : undefined,
    language: isLanguageCode(language) ? language : undefined,
    sort: sort && SORTS.includes(sort) ? sort : 'new',
  };
}

/** Spec §9 page size (also the prefetch's). */
export const VIDEO_PAGE_SIZE = VIDEO_LIST_PREFETCH_LIMIT;

/** Defaults filled and empty filters dropped, so equal lists share one cache entry. */
export function normaliseFilters(
  filters: VideoListFilters,
): VideoListFilters & { limit: number; sort: VideoSort } {
  const normalised: VideoListFilters & { limit: number; sort: VideoSort } = {
    limit: filters.limit ?? VIDEO_PAGE_SIZE,
    sort: filters.sort ?? 'new',
  };
  if (filters.type) normalised.type = filters.type;
  if (filters.genre) normalised.genre = filters.genre;
  if (filters.language) normalised.language = filters.language;
  if (filters.collection) normalised.collection = filters.collection;
  return normalised;
}

/**
 * The query of GET /api/videos in its order (limit, cursor, type, genre, language, collection, sort); the default
 * sort is left out so the start prefetch is exactly `/api/videos?limit=20`.
 */
export function videoListQuery(filters: VideoListFilters, cursor?: string | null): EndpointQuery<'videos'> {
  const { limit, sort, type, genre, language, collection } = normaliseFilters(filters);
  return {
    limit,
    cursor: cursor || undefined,
    type,
    genre,
    language,
    collection,
    sort: sort === 'new' ? undefined : sort,
  };
}

/** GET /api/videos: one page of published titles and the cursor of the next (null on the last page). */
export function getVideoPage(
  filters: VideoListFilters,
  cursor: string | null | undefined,
  signal?: AbortSignal,
): Promise<VideoPage> {
  return api(endpoints.videos, { query: videoListQuery(filters, cursor) }, { signal, retries: 0 });
}

/** The first page only: the rows of /home and /discover. */
export const videoPageQueryOptions = (filters: VideoListFilters) => {
  const normalised = normaliseFilters(filters);
  return queryOptions({
    queryKey: ['videos', 'page', normalised] as const,
    queryFn: ({ signal }) => getVideoPage(normalised, null, signal),
  });
};

/** Every page so far, for the infinite grids of /browse and /library. */
export const videoPagesQueryOptions = (filters: VideoListFilters) => {
  const normalised = normaliseFilters(filters);
  return infiniteQueryOptions({
    queryKey: ['videos', 'pages', normalised] as const,
    queryFn: ({ pageParam, signal }) => getVideoPage(normalised, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
};

export function useVideoPage(filters: VideoListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...videoPageQueryOptions(filters), enabled: options.enabled ?? true });
}

export function useInfiniteVideos(filters: VideoListFilters) {
  return useInfiniteQuery(videoPagesQueryOptions(filters));
}

/**
 * Spec §9 "video list prefetch limit=20": the first page of /browse, fetched while the shell starts. Failures are
 * ignored (the page fetches again when it needs it).
 */
export function prefetchVideoList(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery(videoPagesQueryOptions({}));
}
