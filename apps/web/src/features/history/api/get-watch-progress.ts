import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/**
 * One unfinished title of GET /api/user/watch-progress (contract: progressEntrySchema): the title (`titleId`), the
 * video to resume (`videoId`: the main video or an episode's), "S1 E2 · Name" for episodes, and the position.
 */
export interface WatchProgressEntry {
  /** the title (the /watch/:id page) */
  titleId: string;
  video: VideoListItem;
  /** the video to resume; null when unknown */
  playbackVideoId: string | null;
  /** "S1 E2", for episodes */
  episodeShort: string | null;
  positionSeconds: number;
  durationSeconds: number;
  /** 0-100 */
  percent: number;
  updatedAt: string | null;
}

export const watchProgressQueryKey = ['watch-progress'] as const;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Reads one entry; an entry without a title card or a duration is skipped rather than drawn broken. */
export function toProgressEntry(raw: unknown): WatchProgressEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const video = item.video as VideoListItem | undefined;
  if (!video || typeof video.title !== 'string' || !video.backdrop) return null;
  const titleId = text(item.titleId);
  const playbackVideoId = text(item.videoId);
  const position = Number(item.positionSeconds);
  const duration = Number(item.durationSeconds);
  if (!titleId || !(duration > 0) || !(position >= 0)) return null;
  const label = text(item.episodeLabel);
  // "S1 E2 · Name" → "S1 E2"
  const episodeShort = label ? (label.split(' · ')[0] ?? label) : null;
  return {
    titleId,
    video,
    playbackVideoId,
    episodeShort,
    positionSeconds: position,
    durationSeconds: duration,
    percent: Math.min(100, Math.round((position / duration) * 100)),
    updatedAt: text(item.updatedAt),
  };
}

/** Continue watching. A 404/405 (a server without the endpoint) reads as nothing to continue. */
export async function getWatchProgress(signal?: AbortSignal): Promise<WatchProgressEntry[]> {
  try {
    // Read defensively: one malformed entry is skipped rather than failing the row.
    const body: unknown = await api(endpoints.continueWatching, {}, { signal, retries: 0, background: true });
    const list = Array.isArray(body) ? body : ((body as { items?: unknown[] } | undefined)?.items ?? []);
    return list.map(toProgressEntry).filter((entry): entry is WatchProgressEntry => entry !== null);
  } catch (error) {
    if (isApiError(error) && (error.code === 'not_found' || error.code === 'method_not_allowed')) return [];
    throw error;
  }
}

export function useWatchProgress() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: watchProgressQueryKey,
    queryFn: ({ signal }) => getWatchProgress(signal),
    enabled: signedIn,
    // Progress moves while watching elsewhere: fresher than the catalogue.
    staleTime: 60_000,
  });
}
