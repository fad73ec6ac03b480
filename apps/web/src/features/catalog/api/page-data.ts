import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from './get-categories';
import { collectionQueryOptions, collectionsQueryOptions } from './get-collections';
import { recommendationsQueryOptions } from './get-recommendations';
import { videoDetailQueryOptions } from './get-video-detail';
import { browseFiltersFrom, videoPageQueryOptions, videoPagesQueryOptions } from './get-videos';
import { isSearchAsked, searchFiltersFrom, searchResultsQueryOptions } from './search-titles';

/** The page the server is drawing: its address's parts and who asked. */
export interface PageRequest {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** the signed-in viewer, or null */
  userId: string | null;
}

/**
 * What a page's first screen reads, fetched into the query cache before the server draws it (entry-server.tsx), with
 * the same query options the page's hooks use, so the page renders its content instead of its skeletons and the
 * client hydrates from the same answers. Below-the-fold rows load on the client as they near the viewport.
 */
export type PageData = (queryClient: QueryClient, page: PageRequest) => Promise<unknown>;

const settle = (...loads: Promise<unknown>[]) => Promise.all(loads);

export const browsePageData: PageData = (queryClient, { params, search }) => {
  const collection = search.get('collection');
  if (collection) return queryClient.prefetchQuery(collectionQueryOptions(collection));
  return settle(
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchInfiniteQuery(videoPagesQueryOptions(browseFiltersFrom(search, params.category))),
  );
};

export const searchPageData: PageData = (queryClient, { search }) => {
  const filters = searchFiltersFrom(search);
  return settle(
    queryClient.prefetchQuery(categoriesQueryOptions()),
    isSearchAsked(filters)
      ? queryClient.prefetchQuery(searchResultsQueryOptions(filters))
      : Promise.resolve(),
  );
};

export const watchPageData: PageData = (queryClient, { params }) =>
  params.id ? queryClient.prefetchQuery(videoDetailQueryOptions(params.id)) : Promise.resolve();

export const discoverPageData: PageData = (queryClient) =>
  queryClient.prefetchQuery(collectionsQueryOptions());

export const recommendationsPageData: PageData = (queryClient, { userId }) =>
  queryClient.prefetchQuery(recommendationsQueryOptions(userId));

export const libraryPageData: PageData = (queryClient) =>
  queryClient.prefetchInfiniteQuery(videoPagesQueryOptions({ sort: 'title' }));

/** /home's own rows: the hero and first row (recommendations), the category banner's data, the collections. */
export const homePageData: PageData = (queryClient, { userId }) =>
  settle(
    queryClient.prefetchQuery(recommendationsQueryOptions(userId)),
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(collectionsQueryOptions()),
  );

/** The landing page's strip (spec §7's newest titles): a few more than it shows, so one without art can be skipped. */
export const LANDING_TITLES = { strip: 10, limit: 12 } as const;

export const landingTitlesQueryOptions = () =>
  videoPageQueryOptions({ limit: LANDING_TITLES.limit, sort: 'new' });

export const landingPageData: PageData = (queryClient) =>
  queryClient.prefetchQuery(landingTitlesQueryOptions());
