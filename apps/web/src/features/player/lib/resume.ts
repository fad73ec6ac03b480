import type { PlaybackSource } from '../api/request-signed-url';

/**
 * Where a signed grant says to resume. The server decides what counts as finished (it answers null then); the client
 * only ignores a position in the very last seconds, where resuming would just show the end.
 */
export function resumePosition(
  source: PlaybackSource | undefined,
  kind: 'trailer' | 'main' | 'episode',
  durationHint?: number | null,
): number {
  const resume = source?.resumeFromSeconds;
  if (kind === 'trailer' || !resume || !Number.isFinite(resume) || resume < 1) return 0;
  if (durationHint && resume > durationHint - 2) return 0;
  return resume;
}
