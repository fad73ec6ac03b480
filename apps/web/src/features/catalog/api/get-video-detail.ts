import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const videoDetailQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['videos', 'detail', idOrSlug] as const,
    queryFn: async ({ signal, client }) => {
      const detail = await api(endpoints.videoDetail, { params: { id: idOrSlug } }, { signal, retries: 0 });
      // The same title under its id: a page opened by slug links to its videos by id (Watch trailer), and the
      // page those links open must not ask for the title again before the player can start.
      if (detail.id !== idOrSlug) client.setQueryData(videoDetailQueryOptions(detail.id).queryKey, detail);
      return detail;
    },
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
