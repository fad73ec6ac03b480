import { isDataSaverOn } from '@/lib/data-saver';
import { isSlowNetwork, readConnection } from '@/lib/device';
import { requestPlayback, type PlaybackSource } from '../api/request-signed-url';
import type * as VideoPlayerModule from '../components/video-player';

/**
 * Getting the player going before it is on screen (D64): its code (the player chunk and hls.js) while a play button
 * is in view or under the pointer, and a trailer's signed URL from the moment it is asked for, while the page
 * changes and the player mounts. Both are safe to call often.
 */
type PlayerModule = typeof VideoPlayerModule;
let playerModule: Promise<PlayerModule> | null = null;
let loadedPlayer: PlayerModule | null = null;

/** The player component's module (its chunk), fetched once. */
export function loadPlayerModule(): Promise<PlayerModule> {
  playerModule ??= import('../components/video-player').then(
    (module) => (loadedPlayer = module),
    (error: unknown) => {
      playerModule = null;
      throw error;
    },
  );
  return playerModule;
}

/** The player component's module when it has loaded already (a page can then render it without suspending). */
export function loadedPlayerModule(): PlayerModule | null {
  return loadedPlayer;
}

/** Fetches the player chunk and hls.js (the same modules the player imports, so the browser fetches them once). */
export function warmPlayer(): void {
  loadPlayerModule().catch(() => undefined);
  import('hls.js').catch(() => undefined);
}

/**
 * Runs `warmPlayer` when the browser is idle (a timer where there is no requestIdleCallback), unless data costs: with
 * Data saver on or on a slow connection (spec §9) the player's ~180 KiB wait for a sign the viewer means to play
 * (hover, focus, touch, the press).
 */
export function warmPlayerWhenIdle(): () => void {
  if (isDataSaverOn() || isSlowNetwork(readConnection())) return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(warmPlayer, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(warmPlayer, 200);
  return () => window.clearTimeout(timer);
}

/** A primed grant is used only this soon after it was asked for (it lives an hour, but the viewer may wander). */
const PRIMED_MAX_AGE_MS = 30_000;
/** Grants asked for lately, by video: primed ones not yet taken, and those a player took or asked for itself. */
const grants = new Map<string, { at: number; grant: Promise<PlaybackSource>; taken: boolean }>();

function fresh(videoId: string, now: number) {
  const entry = grants.get(videoId);
  if (entry && now - entry.at < PRIMED_MAX_AGE_MS) return entry;
  grants.delete(videoId);
  return null;
}

/**
 * Asks for a trailer's signed URL (the public call: no device slot, nothing to end) as soon as the viewer asks to
 * play it, and fetches the player's code; the player takes the answer instead of asking again. Nothing is asked
 * when a grant for the video was asked for lately (by a press, or by a player that got there first).
 */
export function primeTrailer(videoId: string, now: number = Date.now()): void {
  warmPlayer();
  if (fresh(videoId, now)) return;
  const grant = requestPlayback(videoId);
  // Whoever takes it handles a failure; an untaken one must not be an unhandled rejection.
  grant.catch(() => undefined);
  grants.set(videoId, { at: now, grant, taken: false });
}

/** A player's grant for a trailer: the primed one if it is waiting, else `request()`'s (remembered as taken). */
export function takePrimedOr(
  videoId: string,
  request: () => Promise<PlaybackSource>,
  now: number = Date.now(),
): Promise<PlaybackSource> {
  const entry = fresh(videoId, now);
  if (entry && !entry.taken) {
    entry.taken = true;
    return entry.grant;
  }
  const grant = request();
  grants.set(videoId, { at: now, grant, taken: true });
  return grant;
}

/**
 * The playlists a grant carries, by the absolute URL the player will ask for: the master at the signed URL, each
 * media playlist at its URI resolved against it.
 */
export function preloadedPlaylists(
  source: Pick<PlaybackSource, 'signedUrl' | 'playlists'> | undefined,
  base: string = window.location.href,
): Map<string, string> {
  const playlists = new Map<string, string>();
  if (!source?.playlists) return playlists;
  const master = new URL(source.signedUrl, base);
  playlists.set(master.href, source.playlists.master);
  for (const [uri, text] of Object.entries(source.playlists.media)) {
    playlists.set(new URL(uri, master).href, text);
  }
  return playlists;
}
