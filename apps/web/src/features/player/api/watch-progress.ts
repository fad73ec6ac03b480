import { apiPut, resolveApiBase } from '@/lib/api-client';
import type { ProgressSnapshot } from '../lib/progress-saver';

/** PUT /api/user/watch-progress (contract: saveProgressRequestSchema). */
export function saveProgress(snapshot: ProgressSnapshot): Promise<unknown> {
  return apiPut('/user/watch-progress', snapshot, { retries: 0, background: true });
}

/**
 * The same save as a beacon (POST, JSON blob) for pagehide: the browser sends it after the page is gone. False when
 * the browser has no beacon or refused it (queue full), so the caller can fall back to a normal save.
 */
export function beaconProgress(snapshot: ProgressSnapshot): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    const body = new Blob([JSON.stringify(snapshot)], { type: 'application/json' });
    return navigator.sendBeacon(`${resolveApiBase()}/user/watch-progress`, body);
  } catch {
    return false;
  }
}
