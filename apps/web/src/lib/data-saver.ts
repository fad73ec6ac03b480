import { readConnection } from './device';
import { readString, STORAGE_KEYS } from './storage';

/**
 * Data saver (DESIGN.md: no autoplay with Data saver on): the browser's Save-Data signal, or the app's own setting.
 * The setting's control arrives with the player issue; it writes `STORAGE_KEYS.dataSaver` ("on"), read here.
 */
export function isDataSaverOn(): boolean {
  if (readConnection()?.saveData) return true;
  return readString(STORAGE_KEYS.dataSaver) === 'on';
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
  );
}

/**
 * Muted preview autoplay only where it costs the viewer nothing noticeable: a connection the browser reports as fast
 * (4g with a downlink of 5 Mbit/s or more, when it says), no data saver, no reduced-motion preference. Unknown
 * connections (Safari, Firefox) do not autoplay.
 */
export function canAutoplayPreview(): boolean {
  if (isDataSaverOn() || prefersReducedMotion()) return false;
  const connection = readConnection();
  if (!connection || connection.effectiveType !== '4g') return false;
  return typeof connection.downlink !== 'number' || connection.downlink >= 5;
}

/**
 * The most an hour on Data saver can cost (D77): the 360p rung's cap, (340 kbit/s of video + 96 of audio + ~3 of
 * fMP4 boxes) × 3600 s ≈ 0.198 GB, rounded up; typical footage costs less (bench/README.md, data-cost).
 */
export const DATA_SAVER_MAX_BYTES_PER_HOUR = 200_000_000;
