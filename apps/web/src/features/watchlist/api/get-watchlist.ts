import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import { endpoints } from '@mzansi/contracts/endpoints';
import type { WatchlistEntry } from '@mzansi/contracts/watchlist';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export const watchlistQueryKey = ['watchlist'] as const;

/** GET /api/user/watchlist (spec §7): the signed-in user's saved titles, newest first. */
export async function getWatchlist(signal?: AbortSignal): Promise<WatchlistEntry[]> {
  const body = await api(endpoints.watchlist, {}, { signal, retries: 0 });
  return body.items;
}

const watchlistQuery = {
  queryKey: watchlistQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getWatchlist(signal),
  // Spec §9: the watchlist is fresh for 5 minutes.
  staleTime: QUERY_DEFAULTS.shortStaleTimeMs,
};

/** My List; asked only for a signed-in user (a visitor would get 401 "User not authenticated"). */
export function useWatchlist() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({ ...watchlistQuery, enabled: signedIn });
}

/** Whether a title is on My List, and whether that is still being found out (a visitor's list is empty). */
export function useIsInWatchlist(videoId: string): { inList: boolean; loading: boolean } {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const { data, isPending, fetchStatus } = useQuery({
    ...watchlistQuery,
    enabled: signedIn,
    select: (entries: WatchlistEntry[]) => entries.some((entry) => entry.video_id === videoId),
  });
  return { inList: signedIn && data === true, loading: signedIn && isPending && fetchStatus === 'fetching' };
}

/** The list fields of a title (a title page holds the whole detail; the list keeps only what a card shows). */
export function toListItem(video: VideoListItem): VideoListItem {
  const {
    id,
    slug,
    type,
    title,
    tagline,
    year,
    ageRating,
    premium,
    runtimeMinutes,
    genres,
    languages,
    poster,
    backdrop,
    trailerVideoId,
    publishedAt,
  } = video;
  return {
    id,
    slug,
    type,
    title,
    tagline,
    year,
    ageRating,
    premium,
    runtimeMinutes,
    genres,
    languages,
    poster,
    backdrop,
    trailerVideoId,
    publishedAt,
  };
}
