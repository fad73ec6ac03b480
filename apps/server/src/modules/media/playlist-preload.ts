import { filterMasterPlaylist } from '@mzansi/media/playlist-filter';
import type { AppContext } from '../../context';
import { createMediaFileCache, sharedMediaFileCache, type MediaFileCache } from './media-file-cache';

/** The media file cache's limits (media-file-cache.ts): files up to 1 MiB, 64 MiB in all, a minute each. */
export const MEDIA_CACHE = { maxBytes: 64 * 1024 * 1024, maxFileBytes: 1024 * 1024, ttlMs: 60_000 };

/** A rung's media playlist is handed out with a grant up to this size (a trailer's: 1-3 KiB; a film's: ~70 KiB). */
export const PRELOAD_MEDIA_PLAYLIST_MAX_BYTES = 16 * 1024;

const RUNG_PLAYLIST = /^\d{3,4}p\/index\.m3u8$/;

/** The media file cache of this app (shared by the media route and the playback grants). */
export function mediaFilesOf(ctx: AppContext): MediaFileCache {
  return sharedMediaFileCache(ctx, () =>
    createMediaFileCache({ storage: ctx.storage, ...MEDIA_CACHE, now: () => Date.now() }),
  );
}

/** The file cache's variant of a playlist as served: the master filtered to a rung cap, any other as it is. */
export function playlistVariant(file: string, maxHeight: number): string {
  return file === 'master.m3u8' ? `cap:${maxHeight}` : 'as-is';
}

/** The master playlist as the media route answers it for a rung cap. */
export function masterFor(files: MediaFileCache, videoId: string, maxHeight: number) {
  return files.text(`videos/${videoId}/master.m3u8`, playlistVariant('master.m3u8', maxHeight), (raw) =>
    filterMasterPlaylist(raw, maxHeight),
  );
}

export interface PreloadedPlaylists {
  master: string;
  media: Record<string, string>;
}

/**
 * The playlists a player asks for before its first segment, for a grant's video and rung cap: the filtered master
 * and the small media playlists of the rungs it lists (D64). Undefined when the video has no master playlist here;
 * a failure to read one is never the grant's failure.
 */
export async function preloadPlaylists(
  files: MediaFileCache,
  videoId: string,
  maxHeight: number,
): Promise<PreloadedPlaylists | undefined> {
  try {
    const master = await masterFor(files, videoId, maxHeight);
    if (!master) return undefined;
    const text = master.identity.toString('utf8');
    const rungs = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => RUNG_PLAYLIST.test(line));
    const media: Record<string, string> = {};
    await Promise.all(
      rungs.map(async (uri) => {
        const playlist = await files
          .text(`videos/${videoId}/${uri}`, playlistVariant(uri, maxHeight), (raw) => raw)
          .catch(() => null);
        if (playlist && playlist.identity.length <= PRELOAD_MEDIA_PLAYLIST_MAX_BYTES) {
          media[uri] = playlist.identity.toString('utf8');
        }
      }),
    );
    return { master: text, media };
  } catch {
    return undefined;
  }
}
