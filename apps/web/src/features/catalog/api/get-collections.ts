import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import type { Collection } from '@mzansi/contracts/discovery';
import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CollectionDetail = Collection & { items: VideoListItem[] };

/** The collection the empty My List points to (spec §9 collections; DESIGN.md empty state). */
export const MZANSI_MOVIES = 'Mzansi Movies';

/** GET /api/collections (spec §3: id, name, guid, videoCount). Spec §9: collections are fresh for 5 minutes. */
export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections'] as const,
    queryFn: ({ signal }) =>
      api(endpoints.collections, {}, { signal, retries: 0 }).then((body) => body.items),
    staleTime: QUERY_DEFAULTS.shortStaleTimeMs,
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}

/** GET /api/collections/:idOrGuid: one collection with its titles in order. */
export const collectionQueryOptions = (idOrGuid: string) =>
  queryOptions({
    queryKey: ['collections', idOrGuid] as const,
    queryFn: ({ signal }) =>
      api(endpoints.collectionDetail, { params: { id: idOrGuid } }, { signal, retries: 0 }),
    staleTime: QUERY_DEFAULTS.shortStaleTimeMs,
  });

export function useCollection(idOrGuid: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...collectionQueryOptions(idOrGuid ?? ''),
    enabled: Boolean(idOrGuid) && (options.enabled ?? true),
  });
}

/** Where a collection is browsed (spec §2). */
export function collectionHref(collection: Pick<Collection, 'guid'>): string {
  return `/browse?collection=${encodeURIComponent(collection.guid)}`;
}
