import { formatNumber } from '@mzansi/i18n/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useStudioStats } from '../api/studio-editing-api';
import type { StudioTitle } from '../api/studio-api';

/** A title's figures (issue 19): plays, watch hours, completion rate and the thumbs-up share of its ratings. */
export function TitleStatsPanel({ title }: { title: StudioTitle }) {
  const { t } = useTranslation('studio');
  const language = useLanguage();
  const stats = useStudioStats();
  const figures = stats.data?.get(title.id);
  if (!figures) return null;
  const percent = (share: number | null) =>
    share === null
      ? t('stats.none')
      : formatNumber(language, share, { style: 'percent', maximumFractionDigits: 0 });
  const entries = [
    [t('stats.plays'), formatNumber(language, figures.plays)],
    [t('stats.watchHours'), formatNumber(language, figures.watchHours, { maximumFractionDigits: 1 })],
    [t('stats.completion'), percent(figures.completionRate)],
    [
      t('stats.ratings'),
      figures.ratings === 0
        ? t('stats.noRatings')
        : t('stats.thumbsUp', { share: percent(figures.thumbsUpShare), count: figures.ratings }),
    ],
  ] as const;
  return (
    <dl
      aria-label={t('stats.label', { title: title.title })}
      className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-4"
    >
      {entries.map(([term, value]) => (
        <div key={term} className="grid">
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
