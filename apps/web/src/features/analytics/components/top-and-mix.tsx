import type { AnalyticsMixEntry, AnalyticsResponse } from '@mzansi/contracts/analytics';
import type { Language } from '@mzansi/i18n/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatHours, formatPercent } from '../lib/format';

const MIX_VALUES = {
  SD: 'mix.values.SD',
  HD: 'mix.values.HD',
  mobile: 'mix.values.mobile',
  tablet: 'mix.values.tablet',
  desktop: 'mix.values.desktop',
  tv: 'mix.values.tv',
  other: 'mix.values.other',
  unknown: 'mix.values.unknown',
} as const;

const isMixValue = (value: string): value is keyof typeof MIX_VALUES => value in MIX_VALUES;

/** The top titles by watch hours (then plays). */
export function TopTitles({
  titles,
  language,
}: {
  titles: AnalyticsResponse['topTitles'];
  language: Language;
}) {
  const { t } = useTranslation('analytics');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h3 id={headingId} className="text-base font-semibold">
        {t('top.heading')}
      </h3>
      {titles.length === 0 ? (
        <p className="text-sm text-muted">{t('top.empty')}</p>
      ) : (
        <table className="w-full text-sm" aria-labelledby={headingId}>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="pb-2 text-left">
                {t('top.rank')}
              </th>
              <th scope="col" className="pb-2 text-left">
                {t('top.title')}
              </th>
              <th scope="col" className="pb-2 text-right">
                {t('top.watchHours')}
              </th>
              <th scope="col" className="pb-2 text-right">
                {t('top.plays')}
              </th>
            </tr>
          </thead>
          <tbody>
            {titles.map((title, index) => (
              <tr key={title.titleId} className="border-t border-border">
                <td className="py-2 tabular-nums">{index + 1}</td>
                <th scope="row" className="py-2 text-left font-medium">
                  {title.name}
                </th>
                <td className="py-2 text-right tabular-nums">{formatHours(language, title.watchSeconds)}</td>
                <td className="py-2 text-right tabular-nums">{formatCount(language, title.plays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A mix (quality or device) as a table with a bar per row (the bar is decoration: the share is in its cell). */
export function MixTable({
  title,
  hint,
  entries,
  language,
}: {
  title: string;
  hint?: string;
  entries: AnalyticsMixEntry[];
  language: Language;
}) {
  const { t } = useTranslation('analytics');
  const headingId = useId();
  const total = entries.reduce((sum, entry) => sum + entry.plays, 0);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
      {total === 0 ? (
        <p className="text-sm text-muted">{t('mix.empty')}</p>
      ) : (
        <table className="w-full text-sm" aria-labelledby={headingId}>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="pb-2 text-left">
                {t('mix.value')}
              </th>
              <th scope="col" className="pb-2 text-right">
                {t('mix.plays')}
              </th>
              <th scope="col" className="pb-2 text-right">
                {t('mix.share')}
              </th>
              <td aria-hidden="true" className="w-2/5" />
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const share = entry.plays / total;
              return (
                <tr key={entry.value} className="border-t border-border">
                  <th scope="row" className="py-2 text-left font-medium">
                    {isMixValue(entry.value) ? t(MIX_VALUES[entry.value]) : entry.value}
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatCount(language, entry.plays)}</td>
                  <td className="py-2 text-right tabular-nums">{formatPercent(language, share)}</td>
                  <td aria-hidden="true" className="py-2 pl-3">
                    <div
                      className="h-2 rounded-full bg-primary"
                      style={{ width: `${Math.max(share * 100, 1)}%` }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
