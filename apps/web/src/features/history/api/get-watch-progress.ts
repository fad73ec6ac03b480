import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/**
 * One unfinished title of GET /api/user/watch-progress, the shape this client expects from the player issue:
 *
 * ```
 * { items: [{
 *   video_id: string,              // the title (D3), as in the watchlist
 *   video: VideoListItem,          // the title's card fields
 *   playback_video_id: string,     // the asset to resume: the main video, or the episode's video
 *   episode: { id, season_number, episode_number, name } | null,
 *   position_seconds: number,
 *   duration_seconds: number,
 *   updated_at: string             // ISO time; the list comes newest first
 * }] }
 * ```
 */
export interface WatchProgressEntry {
  videoId: string;
  video: VideoListItem;
  playbackVideoId: string | null;
  episode: { seasonNumber: number; episodeNumber: number; name: string } | null;
  positionSeconds: number;
  durationSeconds: number;
  /** 0-100 */
  percent: number;
  updatedAt: string | null;
}

export const watchProgressQueryKey = ['watch-progress'] as const;

function toEntry(raw: unknown): WatchProgressEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const video = item.video as VideoListItem | undefined;
  const videoId = String(item.video_id ?? video?.id ?? '');
  if (!videoId || !video || typeof video.title !== 'string' || !video.backdrop) return null;
  const position = Number(item.position_seconds);
  const duration = Number(item.duration_seconds);
  if (!(duration > 0) || !(position >= 0)) return null;
  const episode = item.episode as Record<string, unknown> | null | undefined;
  return {
    videoId,
    video,
    playbackVideoId: typeof item.playback_video_id === 'string' ? item.playback_video_id : null,
    episode:
      episode && typeof episode === 'object'
        ? {
            seasonNumber: Number(episode.season_number),
            episodeNumber: Number(episode.episode_number),
            name: String(episode.name ?? ''),
          }
        : null,
    positionSeconds: position,
    durationSeconds: duration,
    percent: Math.min(100, Math.round((position / duration) * 100)),
    updatedAt: typeof item.updated_at === 'string' ? item.updated_at : null,
  };
}

/** Continue watching. Until the player issue adds the endpoint, its 404 reads as nothing to continue. */
export async function getWatchProgress(signal?: AbortSignal): Promise<WatchProgressEntry[]> {
  try {
    const body = await apiGet<unknown>('/user/watch-progress', { signal, retries: 0, background: true });
    const list = Array.isArray(body) ? body : ((body as { items?: unknown[] } | undefined)?.items ?? []);
    return list.map(toEntry).filter((entry): entry is WatchProgressEntry => entry !== null);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return [];
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
