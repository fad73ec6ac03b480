import type { TitleType } from '@mzansi/contracts/catalogue';
import { useTranslation } from 'react-i18next';

export interface CatalogWords {
  /** "Movie", "Series", "Documentary" */
  typeLabel: (type: TitleType) => string;
  /** "Movies", "Series", "Documentaries" */
  typePluralLabel: (type: TitleType) => string;
  /** Spec §9's runtime in the interface language: "1h 30m", "45m", "2h"; zero, negative or missing is "0m". */
  runtime: (totalMinutes: number | null | undefined) => string;
  /** "1 title", "5 titles" */
  titles: (count: number) => string;
}

/** The catalogue's shared words (title types, runtimes, counts) in the interface language. */
export function useCatalogWords(): CatalogWords {
  const { t } = useTranslation('catalog');
  const singular: Record<TitleType, string> = {
    movie: t('types.movie'),
    series: t('types.series'),
    documentary: t('types.documentary'),
  };
  const plural: Record<TitleType, string> = {
    movie: t('typesPlural.movie'),
    series: t('typesPlural.series'),
    documentary: t('typesPlural.documentary'),
  };
  return {
    typeLabel: (type) => singular[type] ?? type,
    typePluralLabel: (type) => plural[type] ?? type,
    runtime: (totalMinutes) => {
      if (totalMinutes == null || !Number.isFinite(totalMinutes) || totalMinutes <= 0) {
        return t('runtime.minutes', { minutes: 0 });
      }
      const rounded = Math.round(totalMinutes);
      const hours = Math.floor(rounded / 60);
      const minutes = rounded % 60;
      if (hours === 0) return t('runtime.minutes', { minutes });
      return minutes === 0 ? t('runtime.hours', { hours }) : t('runtime.hoursMinutes', { hours, minutes });
    },
    titles: (count) => t('count.titles', { count }),
  };
}
