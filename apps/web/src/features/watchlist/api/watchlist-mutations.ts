import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { endpoints } from '@mzansi/contracts/endpoints';
import type { WatchlistEntry } from '@mzansi/contracts/watchlist';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import { toListItem, watchlistQueryKey } from './get-watchlist';

const MUTATION_KEY = ['watchlist'] as const;

/**
 * Spec §4: the list is refetched after add and remove. With several changes in flight, only the last one to settle
 * refetches, so an early answer never overwrites a later optimistic change.
 */
function refetchWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
    void queryClient.invalidateQueries({ queryKey: watchlistQueryKey });
  }
}

/** POST /api/user/watchlist, optimistic (spec §4): the title shows as saved at once, and is taken out again on failure. */
export function useAddToWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MUTATION_KEY, 'add'],
    mutationFn: async (video: VideoListItem): Promise<WatchlistEntry | null> => {
      try {
        return await api(endpoints.addToWatchlist, { body: { videoId: video.id } }, { retries: 0 });
      } catch (error) {
        // conflict: already saved (another tab, a double press). What the user asked for is true, so it is a success.
        if (isApiError(error) && error.code === 'conflict') return null;
        throw error;
      }
    },
    // The spec's own failure toast replaces the generic "Action failed".
    meta: { skipErrorToast: true },
    onMutate: async (video) => {
      await queryClient.cancelQueries({ queryKey: watchlistQueryKey });
      const entries = queryClient.getQueryData<WatchlistEntry[]>(watchlistQueryKey);
      const alreadyThere = entries?.some((entry) => entry.video_id === video.id) ?? false;
      if (!alreadyThere) {
        const optimistic: WatchlistEntry = {
          id: `optimistic-${video.id}`,
          user_id: useAuthStore.getState().user?.id ?? '',
          video_id: video.id,
          added_at: new Date().toISOString(),
          video: toListItem(video),
        };
        queryClient.setQueryData<WatchlistEntry[]>(watchlistQueryKey, (current) => [
          optimistic,
          ...(current ?? []),
        ]);
      }
      return { added: !alreadyThere };
    },
    onError: (_error, video, context) => {
      if (context?.added) {
        queryClient.setQueryData<WatchlistEntry[]>(watchlistQueryKey, (current) =>
          current?.filter((entry) => entry.video_id !== video.id),
        );
      }
      showToast({
        type: 'error',
        title: translate('messages:watchlistAddFailed.title'),
        description: translate('messages:watchlistAddFailed.description'),
      });
    },
    onSuccess: () => {
      showToast({
        type: 'success',
        title: translate('messages:watchlistAdded.title'),
        description: translate('messages:watchlistAdded.description'),
      });
    },
    onSettled: () => refetchWhenIdle(queryClient),
  });
}

/** DELETE /api/user/watchlist/:videoId, optimistic: the title leaves the list at once and comes back on failure. */
export function useRemoveFromWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MUTATION_KEY, 'remove'],
    mutationFn: async (videoId: string): Promise<void> => {
      try {
        await api(endpoints.removeFromWatchlist, { params: { videoId } }, { retries: 0 });
      } catch (error) {
        // not_found: not on the list any more, which is what the user asked for.
        if (isApiError(error) && error.code === 'not_found') return;
        throw error;
      }
    },
    meta: { skipErrorToast: true },
    onMutate: async (videoId) => {
      await queryClient.cancelQueries({ queryKey: watchlistQueryKey });
      const entries = queryClient.getQueryData<WatchlistEntry[]>(watchlistQueryKey) ?? [];
      const index = entries.findIndex((entry) => entry.video_id === videoId);
      const removed = index >= 0 ? entries[index] : undefined;
      if (removed) {
        queryClient.setQueryData<WatchlistEntry[]>(watchlistQueryKey, (current) =>
          current?.filter((entry) => entry.video_id !== videoId),
        );
      }
      return { removed, index };
    },
    onError: (_error, videoId, context) => {
      const removed = context?.removed;
      if (removed) {
        queryClient.setQueryData<WatchlistEntry[]>(watchlistQueryKey, (current = []) => {
          if (current.some((entry) => entry.video_id === videoId)) return current;
          const next = [...current];
          next.splice(Math.min(context.index, next.length), 0, removed);
          return next;
        });
      }
      showToast({
        type: 'error',
        title: translate('messages:watchlistRemoveFailed.title'),
        description: translate('messages:watchlistRemoveFailed.description'),
      });
    },
    onSuccess: () => {
      showToast({
        type: 'success',
        title: translate('messages:watchlistRemoved.title'),
        description: translate('messages:watchlistRemoved.description'),
      });
    },
    onSettled: () => refetchWhenIdle(queryClient),
  });
}
