import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const videoDetailQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['videos', 'detail', idOrSlug] as const,
    queryFn: ({ signal }) => api(endpoints.videoDetail, { params: { id: idOrSlug } }, { signal, retries: 0 }),
  });

/** GET /api/videos/:id (an id or a slug): the title page. */
export function useVideoDetail(idOrSlug: string | undefined) {
  return useQuery({ ...videoDetailQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}

export const relatedVideosQueryOptions = (id: string, limit = 12) =>
  queryOptions({
    queryKey: ['videos', 'related', id, limit] as const,
    queryFn: ({ signal }) =>
      api(endpoints.relatedVideos, { query: { id, limit } }, { signal, retries: 0 }).then(
        (body) => body.items,
      ),
  });

/** GET /api/videos/related: titles like this one. */
export function useRelatedVideos(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...relatedVideosQueryOptions(id ?? ''),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}
