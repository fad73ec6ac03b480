import type { VideoDetail } from '@mzansi/contracts/discovery';
import { translate } from '@/lib/i18n';
import type { CatalogWords } from '@/hooks/use-catalog-words';

/** "2 seasons · 12 episodes" for a series; the runtime ("1h 30m", spec §9) for the rest. */
export function lengthOf(detail: VideoDetail, words: Pick<CatalogWords, 'runtime'>): string {
  if (detail.type === 'series') {
    const seasons = detail.seasons.length;
    const episodes = detail.seasons.reduce((total, season) => total + season.episodes.length, 0);
    return translate('catalog:runtime.seriesLength', { seasons, episodes });
  }
  const minutes =
    detail.runtimeMinutes ??
    (detail.mainVideo?.durationSeconds ? detail.mainVideo.durationSeconds / 60 : null);
  return words.runtime(minutes);
}
