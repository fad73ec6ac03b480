import { STORAGE_PREFIX } from '@mzansi/contracts/constants';

/**
 * Every key the app writes to browser storage starts with the product prefix (spec §9), so logout can find them.
 * Reads and writes never throw: storage may be full, disabled (private mode) or hold someone else's junk.
 */
export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}:${name}`;
}

export const STORAGE_KEYS = {
  publicVideos: storageKey('videos-public'),
  theme: storageKey('theme'),
  /** non-sensitive auth snapshot (user id, e-mail, roles, profile, subscription status); never a token (D14) */
  auth: storageKey('auth'),
  /** spec §3 route_behavior: visit counts per route id, feeding the preload suggestions */
  routeBehavior: storageKey('route_behavior'),
  /** "on" when the viewer asked to save data (no preview autoplay, video capped at 360p): Settings → Playback */
  dataSaver: storageKey('data-saver'),
  /**
   * the data meter: bytes the player fetched on this device this month ({ month, bytes }), shown in Settings with a
   * reset; a device figure, so it stays after sign-out
   */
  dataUsage: storageKey('data-usage'),
  /** player sound and start-up: volume, mute and the last measured bandwidth (a device preference, like the theme) */
  playerPreferences: storageKey('player'),
  /**
   * caption and audio language chosen per series and viewer profile (profile id:title id → choice), so the next
   * episode starts the same way for the same person
   */
  playerTracks: storageKey('player-tracks'),
  /** unfinished studio uploads (tus fingerprint → upload address), so an interrupted upload resumes */
  uploads: storageKey('uploads'),
  /** "on" when downloads wait for Wi-Fi (where the browser says what the connection is): Downloads page */
  downloadsWifiOnly: storageKey('downloads-wifi-only'),
  /** spec §3/§7: the page to return to after signing in; the spec's own key name */
  authRedirectUrl: 'authRedirectUrl',
} as const;

/** Device preferences that survive a logout (D25): theme, data saver, the data meter and player sound are about the device. */
const KEPT_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.theme,
  STORAGE_KEYS.dataSaver,
  STORAGE_KEYS.dataUsage,
  STORAGE_KEYS.playerPreferences,
  STORAGE_KEYS.downloadsWifiOnly,
];

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readJson(key: string, storage: Storage | undefined = defaultStorage()): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(
  key: string,
  value: unknown,
  storage: Storage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the cache is only a fallback, so carry on without it.
  }
}

export function readString(key: string, storage: Storage | undefined = defaultStorage()): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeString(
  key: string,
  value: string,
  storage: Storage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // See writeJson.
  }
}

export function removeKey(key: string, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/** Spec §9 logout rule: keys starting with the product prefix or containing "auth" (any case). */
export function isLogoutKey(key: string): boolean {
  if (KEPT_ON_LOGOUT.includes(key)) return false;
  return key.startsWith(STORAGE_PREFIX) || key.toLowerCase().includes('auth');
}

/** Removes every key of the logout rule from localStorage and sessionStorage; returns the removed keys. */
export function clearLogoutKeys(
  storages: Array<Storage | undefined> = [defaultStorage(), defaultSessionStorage()],
): string[] {
  const removed: string[] = [];
  for (const storage of storages) {
    if (!storage) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key != null && isLogoutKey(key)) keys.push(key);
      }
      for (const key of keys) {
        storage.removeItem(key);
        removed.push(key);
      }
    } catch {
      // Storage disabled: nothing was stored either.
    }
  }
  return removed;
}

function defaultSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
