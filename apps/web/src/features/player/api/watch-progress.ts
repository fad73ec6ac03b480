import { endpoints } from '@mzansi/contracts/endpoints';
import { api, apiUrl } from '@/lib/api-client';
import type { ProgressSnapshot } from '../lib/progress-saver';

/** PUT /api/user/watch-progress (contract: saveProgressRequestSchema). */
export function saveProgress(snapshot: ProgressSnapshot): Promise<unknown> {
  return api(endpoints.saveWatchProgress, { body: snapshot }, { retries: 0, background: true });
}

/**
 * The same save as a beacon (POST, JSON blob) for pagehide: the browser sends it after the page is gone. False when
 * the browser has no beacon or refused it (queue full), so the caller can fall back to a normal save.
 */
export function beaconProgress(snapshot: ProgressSnapshot): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    const body = new Blob([JSON.stringify(snapshot)], { type: 'application/json' });
    return navigator.sendBeacon(apiUrl(endpoints.saveWatchProgressBeacon), body);
  } catch {
    return false;
  }
}
