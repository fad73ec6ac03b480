import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { watchProgressQueryKey } from './get-watch-progress';

/** One title of GET /api/user/watch-history (contract: historyEntrySchema), newest first. */
export interface HistoryEntry {
  id: string;
  titleId: string;
  watchedAt: string;
  watchCount: number;
  /** the video watched last (main video or an episode's), to play again */
  lastVideoId: string | null;
  /** "S1 E2 · Name" */
  episodeLabel: string | null;
  video: VideoListItem;
}

export const watchHistoryQueryKey = ['watch-history'] as const;

export function toHistoryEntry(raw: unknown): HistoryEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Partial<HistoryEntry>;
  const video = item.video;
  if (!video || typeof video.title !== 'string' || !video.poster || !video.backdrop) return null;
  const titleId = typeof item.titleId === 'string' ? item.titleId : video.id;
  if (!titleId || typeof item.watchedAt !== 'string') return null;
  return {
    id: typeof item.id === 'string' ? item.id : titleId,
    titleId,
    watchedAt: item.watchedAt,
    watchCount: typeof item.watchCount === 'number' && item.watchCount > 0 ? item.watchCount : 1,
    lastVideoId: typeof item.lastVideoId === 'string' ? item.lastVideoId : null,
    episodeLabel: typeof item.episodeLabel === 'string' && item.episodeLabel ? item.episodeLabel : null,
    video,
  };
}

export async function getWatchHistory(signal?: AbortSignal): Promise<HistoryEntry[]> {
  const body: unknown = await api(endpoints.watchHistory, {}, { signal, retries: 0 });
  const list = Array.isArray(body) ? body : ((body as { items?: unknown[] } | undefined)?.items ?? []);
  return list.map(toHistoryEntry).filter((entry): entry is HistoryEntry => entry !== null);
}

export function useWatchHistory() {
  return useQuery({
    queryKey: watchHistoryQueryKey,
    queryFn: ({ signal }) => getWatchHistory(signal),
    staleTime: 60_000,
  });
}

/**
 * Removes one title from the history (DELETE /api/user/watch-history/:titleId) or all of it (DELETE
 * /api/user/watch-history). The list changes at once and comes back if the server says no.
 */
function useHistoryMutation<T>(options: {
  request: (variables: T) => Promise<unknown>;
  update: (entries: HistoryEntry[], variables: T) => HistoryEntry[];
  successMessage: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    meta: { successMessage: options.successMessage },
    onMutate: async (variables: T) => {
      await queryClient.cancelQueries({ queryKey: watchHistoryQueryKey });
      const previous = queryClient.getQueryData<HistoryEntry[]>(watchHistoryQueryKey);
      if (previous) queryClient.setQueryData(watchHistoryQueryKey, options.update(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(watchHistoryQueryKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: watchHistoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: watchProgressQueryKey });
    },
  });
}

export function useRemoveFromHistory() {
  return useHistoryMutation<HistoryEntry>({
    request: (entry) =>
      api(endpoints.removeFromHistory, { params: { titleId: entry.titleId } }, { retries: 0 }),
    update: (entries, entry) => entries.filter((candidate) => candidate.titleId !== entry.titleId),
    successMessage: translate('history:toasts.removed'),
  });
}

export function useClearHistory() {
  return useHistoryMutation<void>({
    request: () => api(endpoints.clearHistory, {}, { retries: 0 }),
    update: () => [],
    successMessage: translate('history:toasts.cleared'),
  });
}
