import { filterMasterPlaylist } from '@mzansi/media/playlist-filter';
import type { AppContext } from '../../context';
import { broadcast, listenToBroadcasts } from '../../db/broadcast';
import type { ChannelListener } from '../../db/channel-listener';
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

/** The channel on which processes tell each other which video folder's files changed (db/broadcast.ts). */
export const MEDIA_FILES_CHANNEL = 'mzansi_media_files';

/**
 * Call after a video's files changed in place (captions, a new ladder, a deletion): this app's cache forgets the
 * folder at once, and on PostgreSQL so does every other process serving the same database (an API instance
 * behind the load balancer would otherwise serve the old playlist until its entries expire).
 */
export function forgetMediaFiles(ctx: AppContext, prefix: string): void {
  mediaFilesOf(ctx).forgetUnder(prefix);
  broadcast(
    ctx,
    MEDIA_FILES_CHANNEL,
    { prefix },
    'media files: other processes were not told of a change (their cached files expire within a minute)',
  );
}

/**
 * Makes this app's media file cache hear other processes' `forgetMediaFiles` (PostgreSQL; null on PGlite). The
 * media routes start it and stop it when the app closes.
 */
export function listenForMediaFileChanges(ctx: AppContext): ChannelListener | null {
  const files = mediaFilesOf(ctx);
  return listenToBroadcasts(ctx, {
    channel: MEDIA_FILES_CHANNEL,
    purpose: 'media files',
    onMessage: ({ prefix }) => {
      if (typeof prefix === 'string' && prefix.length > 0) files.forgetUnder(prefix);
    },
    // Changes made while nobody listened are unknown: start from nothing.
    onListening: () => files.forgetAll(),
  });
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
