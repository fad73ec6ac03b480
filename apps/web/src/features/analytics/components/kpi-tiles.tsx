import type { AnalyticsTotals } from '@mzansi/contracts/analytics';
import type { Language } from '@mzansi/i18n/languages';
import { useTranslation } from 'react-i18next';
import { formatCount, formatHours, formatMoney, formatPercent } from '../lib/format';

type Tile = readonly [label: string, value: (totals: AnalyticsTotals, language: Language) => string | null];

const TILES = [
  ['kpi.signups', (x, l) => formatCount(l, x.signups)],
  ['kpi.confirmed', (x, l) => formatCount(l, x.confirmed)],
  ['kpi.activePremium', (x, l) => formatCount(l, x.activePremium)],
  ['kpi.newSubscriptions', (x, l) => formatCount(l, x.newSubscriptions)],
  ['kpi.cancelledSubscriptions', (x, l) => formatCount(l, x.cancelledSubscriptions)],
  ['kpi.lapsedSubscriptions', (x, l) => formatCount(l, x.lapsedSubscriptions)],
  ['kpi.churn', (x, l) => (x.churnRate === null ? null : formatPercent(l, x.churnRate))],
  ['kpi.mrr', (x, l) => formatMoney(l, x.mrrCents)],
  ['kpi.revenue', (x, l) => formatMoney(l, x.revenueCents)],
  ['kpi.failedPayments', (x, l) => formatCount(l, x.failedPayments)],
  ['kpi.plays', (x, l) => formatCount(l, x.plays)],
  ['kpi.watchHours', (x, l) => formatHours(l, x.watchSeconds)],
  ['kpi.completionRate', (x, l) => (x.completionRate === null ? null : formatPercent(l, x.completionRate))],
  ['kpi.peakStreams', (x, l) => formatCount(l, x.peakStreams)],
  ['kpi.downloads', (x, l) => formatCount(l, x.downloads)],
  ['kpi.adImpressions', (x, l) => formatCount(l, x.adImpressions)],
  ['kpi.dataSaver', (x, l) => (x.dataSaverShare === null ? null : formatPercent(l, x.dataSaverShare))],
] as const satisfies readonly Tile[];

/** The range's totals as tiles: a description list (term: the figure's name, definition: its value). */
export function KpiTiles({ totals, language }: { totals: AnalyticsTotals; language: Language }) {
  const { t } = useTranslation('analytics');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {TILES.map(([label, value]) => (
        <div key={label} className="grid gap-1 rounded-2xl border border-border bg-surface p-3">
          <dt className="text-xs text-muted">{t(label)}</dt>
          <dd className="text-xl font-bold tabular-nums">{value(totals, language) ?? t('kpi.none')}</dd>
          {label === 'kpi.churn' && totals.churnRate !== null ? (
            <dd className="text-xs text-muted">{t('kpi.churnHint', { count: totals.activePremiumStart })}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
