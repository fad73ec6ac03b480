import type { VideoDetail } from '@mzansi/contracts/discovery';
import { formatDuration } from '@mzansi/contracts/format';

/** "2 seasons · 12 episodes" for a series; the runtime ("1h 30m", spec §9) for the rest. */
export function lengthOf(detail: VideoDetail): string {
  if (detail.type === 'series') {
    const seasons = detail.seasons.length;
    const episodes = detail.seasons.reduce((total, season) => total + season.episodes.length, 0);
    return `${seasons} ${seasons === 1 ? 'season' : 'seasons'} · ${episodes} ${episodes === 1 ? 'episode' : 'episodes'}`;
  }
  const minutes =
    detail.runtimeMinutes ??
    (detail.mainVideo?.durationSeconds ? detail.mainVideo.durationSeconds / 60 : null);
  return formatDuration(minutes);
}
