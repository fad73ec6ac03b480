import type { AnalyticsQuery, AnalyticsResponse } from '@mzansi/contracts/analytics';
import { formatDate } from '@mzansi/i18n/format';
import type { Language } from '@mzansi/i18n/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { useAnalytics } from '../api/analytics';
import { formatCount, formatDay, formatHour, formatHours, formatMoney } from '../lib/format';
import { rangeFromSearch, searchForRange } from '../lib/range';
import { ChartSection, type ChartPoint } from './chart-section';
import { KpiTiles } from './kpi-tiles';
import { RangePicker } from './range-picker';
import type { ChartSeries } from './time-series-chart';
import { MixTable, TopTitles } from './top-and-mix';

type Day = AnalyticsResponse['days'][number];
type Hour = NonNullable<AnalyticsResponse['hours']>[number];

/** The day charts: their title key and their series (a figure of the day, its label key, its format). */
const DAY_CHARTS = [
  {
    title: 'charts.accounts',
    series: [
      ['signups', 'kpi.signups', 'count'],
      ['confirmed', 'kpi.confirmed', 'count'],
    ],
  },
  { title: 'charts.premium', series: [['activePremium', 'kpi.activePremium', 'count']] },
  {
    title: 'charts.subscriptions',
    series: [
      ['newSubscriptions', 'kpi.newSubscriptions', 'count'],
      ['cancelledSubscriptions', 'kpi.cancelledSubscriptions', 'count'],
      ['lapsedSubscriptions', 'kpi.lapsedSubscriptions', 'count'],
    ],
  },
  {
    title: 'charts.money',
    series: [
      ['mrrCents', 'kpi.mrr', 'money'],
      ['revenueCents', 'kpi.revenue', 'money'],
    ],
  },
  {
    title: 'charts.watching',
    series: [
      ['plays', 'kpi.plays', 'count'],
      ['watchSeconds', 'kpi.watchHours', 'hours'],
    ],
  },
  { title: 'charts.streams', series: [['peakStreams', 'kpi.peakStreams', 'count']] },
  {
    title: 'charts.other',
    series: [
      ['failedPayments', 'kpi.failedPayments', 'count'],
      ['downloads', 'kpi.downloads', 'count'],
      ['adImpressions', 'kpi.adImpressions', 'count'],
    ],
  },
] as const satisfies ReadonlyArray<{
  title: string;
  series: ReadonlyArray<readonly [Exclude<keyof Day, 'day'>, string, 'count' | 'money' | 'hours']>;
}>;

const HOUR_SERIES = [
  ['plays', 'kpi.plays'],
  ['peakStreams', 'kpi.peakStreams'],
] as const satisfies ReadonlyArray<readonly [Exclude<keyof Hour, 'hour'>, string]>;

function formatter(kind: 'count' | 'money' | 'hours', language: Language) {
  if (kind === 'money') return (value: number) => formatMoney(language, Math.round(value));
  if (kind === 'hours') return (value: number) => formatHours(language, value);
  return (value: number) => formatCount(language, Math.round(value));
}

/** Noon of a Johannesburg day in Unix seconds (the chart's x for a day). */
const dayTime = (day: string) => Date.parse(`${day}T12:00:00+02:00`) / 1000;

function Charts({ data, language }: { data: AnalyticsResponse; language: Language }) {
  const { t } = useTranslation('analytics');
  const dayPoints: ChartPoint[] = useMemo(
    () => data.days.map((day) => ({ time: dayTime(day.day), label: formatDay(language, day.day) })),
    [data.days, language],
  );
  const charts = useMemo(
    () =>
      DAY_CHARTS.map((chart) => ({
        title: t(chart.title),
        series: chart.series.map(([field, label, kind], index): ChartSeries => ({
          label: t(label),
          values: data.days.map((day) => day[field]),
          format: formatter(kind, language),
          // plays beside watch hours: hours on their own axis
          rightAxis: chart.title === 'charts.watching' && index === 1,
        })),
      })),
    [data.days, language, t],
  );
  const hourly = useMemo(() => {
    if (!data.hours) return null;
    return {
      points: data.hours.map((hour) => ({
        time: Date.parse(hour.hour) / 1000,
        label: formatHour(language, hour.hour),
      })),
      series: HOUR_SERIES.map(([field, label]): ChartSeries => ({
        label: t(label),
        values: data.hours!.map((hour) => hour[field]),
        format: formatter('count', language),
      })),
    };
  }, [data.hours, language, t]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((chart) => (
        <ChartSection
          key={chart.title}
          title={chart.title}
          caption={t('charts.dayCaption', { chart: chart.title })}
          pointHeader={t('charts.day')}
          points={dayPoints}
          series={chart.series}
        />
      ))}
      {hourly ? (
        <ChartSection
          title={t('charts.hourly')}
          caption={t('charts.hourCaption', { chart: t('charts.hourly') })}
          pointHeader={t('charts.hour')}
          points={hourly.points}
          series={hourly.series}
        />
      ) : null}
    </div>
  );
}

/**
 * /admin (admin only, issue 19): the dashboard. A range (7/30/90 days or custom, in the address), the totals as
 * tiles, a chart per group of figures with a table of the same figures for screen readers, the top titles and the
 * quality and device mix. Everything comes from GET /api/admin/analytics (rollup tables refreshed every 5 minutes).
 */
export function DashboardPage() {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const query = rangeFromSearch(search);
  const { data, error, isPending, isError, isFetching, refetch } = useAnalytics(query);
  const change = (next: AnalyticsQuery) => setSearch(searchForRange(next), { replace: true });

  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="mb-6 grid gap-2">
        <RangePicker
          key={`${query.range}:${query.from ?? ''}:${query.to ?? ''}`}
          value={query}
          defaultDays={data ? { from: data.from, to: data.to } : { from: '', to: '' }}
          onChange={change}
        />
        {data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {t('range.showing', { from: formatDay(language, data.from), to: formatDay(language, data.to) })}
            {' · '}
            {data.computedAt
              ? t('page.updated', {
                  time: formatDate(language, data.computedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })
              : t('page.notYet')}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <LoadingState label={t('loading')} />
      ) : isError ? (
        <QueryErrorState
          variant="compact"
          title={t('loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="grid gap-8" aria-busy={isFetching || undefined}>
          <section aria-labelledby="analytics-totals" className="grid gap-3">
            <h2 id="analytics-totals" className="text-xl font-bold">
              {t('kpi.heading')}
            </h2>
            <KpiTiles totals={data.totals} language={language} />
          </section>
          <ErrorBoundary level="section" name={t('page.title')}>
            <Charts data={data} language={language} />
          </ErrorBoundary>
          <div className="grid gap-4 lg:grid-cols-3">
            <TopTitles titles={data.topTitles} language={language} />
            <MixTable
              title={t('mix.quality')}
              hint={t('mix.qualityHint')}
              entries={data.qualityMix}
              language={language}
            />
            <MixTable title={t('mix.device')} entries={data.deviceMix} language={language} />
          </div>
        </div>
      )}
    </div>
  );
}
