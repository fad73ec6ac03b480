import { useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/lib/api-client';

export interface HistoryEntry {
  id: string;
  videoId: string;
  title: string;
  watchedAt: string | null;
  progressPercent: number | null;
}

export const watchHistoryQueryKey = ['watch-history'] as const;

function toEntry(raw: unknown): HistoryEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const video = (item.video ?? null) as Record<string, unknown> | null;
  const videoId = String(item.video_id ?? video?.id ?? '');
  const title = String(video?.title ?? item.title ?? '');
  if (!videoId || !title) return null;
  const position = Number(item.position_seconds);
  const duration = Number(item.duration_seconds);
  return {
    id: String(item.id ?? videoId),
    videoId,
    title,
    watchedAt:
      typeof item.watched_at === 'string'
        ? item.watched_at
        : typeof item.updated_at === 'string'
          ? item.updated_at
          : null,
    progressPercent:
      duration > 0 && position >= 0 ? Math.min(100, Math.round((position / duration) * 100)) : null,
  };
}

/** GET /api/user/watch-history, newest first. Until the endpoint exists a 404 reads as no history. */
export async function getWatchHistory(signal?: AbortSignal): Promise<HistoryEntry[]> {
  try {
    const body = await apiGet<unknown>('/user/watch-history', { signal, retries: 0 });
    const list = Array.isArray(body) ? body : ((body as { items?: unknown[] } | undefined)?.items ?? []);
    return list.map(toEntry).filter((entry): entry is HistoryEntry => entry !== null);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useWatchHistory() {
  return useQuery({ queryKey: watchHistoryQueryKey, queryFn: ({ signal }) => getWatchHistory(signal) });
}
