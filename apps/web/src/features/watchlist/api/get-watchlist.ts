import { QUERY_DEFAULTS } from '@mzansi/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/lib/api-client';

/** One saved title as the list shows it; the discovery work defines the full entry (spec §3 watchlist entry). */
export interface WatchlistEntry {
  id: string;
  videoId: string;
  title: string;
  addedAt: string | null;
  posterSrc: string | null;
}

export const watchlistQueryKey = ['watchlist'] as const;

function toEntry(raw: unknown): WatchlistEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const video = (item.video ?? item.title_detail ?? null) as Record<string, unknown> | null;
  const videoId = String(item.video_id ?? video?.id ?? item.id ?? '');
  const title = String(video?.title ?? item.title ?? '');
  if (!videoId || !title) return null;
  const poster = (video?.poster ?? item.poster) as { src?: string } | undefined;
  return {
    id: String(item.id ?? videoId),
    videoId,
    title,
    addedAt: typeof item.added_at === 'string' ? item.added_at : null,
    posterSrc: poster?.src ?? null,
  };
}

/** GET /api/user/watchlist. Until the endpoint exists a 404 reads as an empty list. */
export async function getWatchlist(signal?: AbortSignal): Promise<WatchlistEntry[]> {
  try {
    const body = await apiGet<unknown>('/user/watchlist', { signal, retries: 0 });
    const list = Array.isArray(body) ? body : ((body as { items?: unknown[] } | undefined)?.items ?? []);
    return list.map(toEntry).filter((entry): entry is WatchlistEntry => entry !== null);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useWatchlist() {
  return useQuery({
    queryKey: watchlistQueryKey,
    queryFn: ({ signal }) => getWatchlist(signal),
    staleTime: QUERY_DEFAULTS.shortStaleTimeMs,
  });
}
