import type { AdReportCounts, AdReportResponse } from '@mzansi/contracts/ads';
import { formatDate, formatNumber } from '@mzansi/i18n/format';
import type { Language } from '@mzansi/i18n/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { useAdReport } from '../api/ad-campaigns';

const REPORT_RANGES = [7, 30] as const;
type ReportRange = (typeof REPORT_RANGES)[number];

const RANGE_KEYS = {
  7: 'report.range7',
  30: 'report.range30',
} as const satisfies Record<ReportRange, string>;

/** A day (YYYY-MM-DD) in Johannesburg, where the report's days are counted. */
function johannesburgDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The last `days` days, today included (Africa/Johannesburg). */
function reportRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = johannesburgDay(now);
  const from = johannesburgDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  return { from, to };
}

const COUNT_COLUMNS = [
  ['impressions', 'report.columns.impressions'],
  ['starts', 'report.columns.starts'],
  ['firstQuartiles', 'report.columns.firstQuartiles'],
  ['midpoints', 'report.columns.midpoints'],
  ['thirdQuartiles', 'report.columns.thirdQuartiles'],
  ['completes', 'report.columns.completes'],
  ['skips', 'report.columns.skips'],
  ['clicks', 'report.columns.clicks'],
] as const satisfies ReadonlyArray<readonly [keyof AdReportCounts, string]>;

function percent(language: Language, rate: number): string {
  return formatNumber(language, rate, { style: 'percent', maximumFractionDigits: 1 });
}

function Counts({ counts, language }: { counts: AdReportCounts; language: Language }) {
  return (
    <>
      {COUNT_COLUMNS.map(([field]) => (
        <td key={field} className="px-2 py-2 text-right tabular-nums">
          {formatNumber(language, counts[field])}
        </td>
      ))}
      <td className="px-2 py-2 text-right tabular-nums">{percent(language, counts.completionRate)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{percent(language, counts.ctr)}</td>
    </>
  );
}

function CampaignRows({
  campaign,
  language,
}: {
  campaign: AdReportResponse['campaigns'][number];
  language: Language;
}) {
  const { t } = useTranslation('ads-admin');
  const [open, setOpen] = useState(false);
  return (
    <tbody className="border-t border-border">
      <tr>
        <th scope="row" className="py-2 pr-2 text-left font-semibold">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-label={
              open
                ? t('report.hideDays', { name: campaign.name })
                : t('report.showDays', { name: campaign.name })
            }
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </Button>
          {campaign.name}
        </th>
        <Counts counts={campaign.totals} language={language} />
      </tr>
      {campaign.days.map((day) => (
        <tr key={day.day} hidden={!open} className="text-muted">
          <th scope="row" className="py-1 pr-2 pl-10 text-left font-normal">
            {formatDate(language, `${day.day}T12:00:00+02:00`, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })}
          </th>
          <Counts counts={day} language={language} />
        </tr>
      ))}
    </tbody>
  );
}

/** Per campaign: impressions, starts, quartiles, completes, skips, clicks, completion rate and CTR, per day. */
export function AdReport() {
  const { t } = useTranslation('ads-admin');
  const language = useLanguage();
  const [range, setRange] = useState<ReportRange>(7);
  const selectId = useId();
  const [dates] = useState(() => ({ 7: reportRange(7), 30: reportRange(30) }));
  const { data, isPending, isError, error, refetch, isFetching } = useAdReport(dates[range]);
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-semibold">
          {t('report.range')}
        </label>
        <select
          id={selectId}
          value={range}
          onChange={(event) => setRange(Number(event.currentTarget.value) as ReportRange)}
          className="h-10 rounded-md border border-border bg-background px-3 text-sm"
        >
          {REPORT_RANGES.map((days) => (
            <option key={days} value={days}>
              {t(RANGE_KEYS[days])}
            </option>
          ))}
        </select>
      </div>
      {isPending ? (
        <LoadingState label={t('report.loading')} />
      ) : isError ? (
        <QueryErrorState
          variant="compact"
          title={t('report.loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.campaigns.length === 0 ? (
        <p className="text-sm text-muted">{t('report.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-4">
          <table className="w-full min-w-[60rem] text-sm">
            <caption className="sr-only">
              {t('report.caption', {
                from: formatDate(language, `${data.from}T12:00:00+02:00`, { dateStyle: 'medium' }),
                to: formatDate(language, `${data.to}T12:00:00+02:00`, { dateStyle: 'medium' }),
              })}
            </caption>
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="pb-2 text-left">
                  {t('report.columns.campaign')}
                </th>
                {COUNT_COLUMNS.map(([field, key]) => (
                  <th key={field} scope="col" className="px-2 pb-2 text-right">
                    {t(key)}
                  </th>
                ))}
                <th scope="col" className="px-2 pb-2 text-right">
                  {t('report.columns.completionRate')}
                </th>
                <th scope="col" className="px-2 pb-2 text-right">
                  {t('report.columns.ctr')}
                </th>
              </tr>
            </thead>
            {data.campaigns.map((campaign) => (
              <CampaignRows key={campaign.campaignId} campaign={campaign} language={language} />
            ))}
          </table>
        </div>
      )}
    </div>
  );
}
