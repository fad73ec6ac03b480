import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const videoSizesQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['videos', 'sizes', videoId] as const,
    queryFn: ({ signal }) => api(endpoints.videoSizes, { params: { videoId } }, { signal, retries: 0 }),
    // A video's rungs change only when it is transcoded again.
    staleTime: 60 * 60_000,
  });

/** GET /api/videos/:videoId/sizes: what playing the video costs in data at each quality and on Data saver. */
export function useVideoSizes(videoId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...videoSizesQueryOptions(videoId ?? ''),
    enabled: Boolean(videoId) && (options.enabled ?? true),
  });
}
