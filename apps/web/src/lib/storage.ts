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
} as const;

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
