import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * The data meter of this device (D77): bytes the player fetched this calendar month (the device's local time), as
 * `{ month: "2026-11", bytes }` under `STORAGE_KEYS.dataUsage`. A new month starts from zero; Settings resets it.
 */
export interface DataUsage {
  /** YYYY-MM in the device's local time */
  month: string;
  bytes: number;
}

export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** This month's count (zero when what is stored belongs to another month or is not a count). */
export function readDataUsage(now: Date = new Date(), storage?: Storage): DataUsage {
  const month = monthKey(now);
  const stored = readJson(STORAGE_KEYS.dataUsage, storage) as Partial<DataUsage> | undefined;
  const bytes = stored?.month === month && Number.isFinite(stored.bytes) ? Math.max(0, stored.bytes!) : 0;
  return { month, bytes };
}

export function addDataUsage(bytes: number, now: Date = new Date(), storage?: Storage): DataUsage {
  const current = readDataUsage(now, storage);
  const next = { month: current.month, bytes: current.bytes + Math.max(0, Math.round(bytes)) };
  writeJson(STORAGE_KEYS.dataUsage, next, storage);
  return next;
}

export function resetDataUsage(now: Date = new Date(), storage?: Storage): DataUsage {
  const next = { month: monthKey(now), bytes: 0 };
  writeJson(STORAGE_KEYS.dataUsage, next, storage);
  return next;
}

/** How often the player writes its count: storage is written a few times a minute, never once per segment. */
export const DATA_USAGE_FLUSH_MS = 5000;

export interface DataUsageMeter {
  add(bytes: number): void;
  /** writes what is pending now */
  flush(): void;
  /** flushes and stops listening (the player is going away) */
  stop(): void;
}

/**
 * Counts bytes in memory and adds them to the stored count at most every `flushMs`, on pagehide (a closed tab or a
 * full page change never unmounts React) and when stopped.
 */
export function createDataUsageMeter(
  options: { flushMs?: number; now?: () => Date; storage?: Storage } = {},
): DataUsageMeter {
  const flushMs = options.flushMs ?? DATA_USAGE_FLUSH_MS;
  const now = options.now ?? (() => new Date());
  let pending = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending <= 0) return;
    addDataUsage(pending, now(), options.storage);
    pending = 0;
  }
  const handlePageHide = () => flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', handlePageHide);

  return {
    add(bytes) {
      if (!(bytes > 0)) return;
      pending += bytes;
      timer ??= setTimeout(flush, flushMs);
    },
    flush,
    stop() {
      flush();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', handlePageHide);
    },
  };
}
