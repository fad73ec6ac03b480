import type { AnalyticsQuery, AnalyticsRange } from '@mzansi/contracts/analytics';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { validCustomRange } from '../lib/range';

const PRESETS = [
  ['7d', 'range.last7'],
  ['30d', 'range.last30'],
  ['90d', 'range.last90'],
  ['custom', 'range.custom'],
] as const satisfies ReadonlyArray<readonly [AnalyticsRange, string]>;

const INPUT = 'h-10 rounded-md border border-border bg-background px-3 text-sm';

/** 7, 30 or 90 days, or a custom from/to (Johannesburg days); a custom range applies on "Show". */
export function RangePicker({
  value,
  defaultDays,
  onChange,
}: {
  value: AnalyticsQuery;
  /** the from/to a custom range starts with (the range on screen) */
  defaultDays: { from: string; to: string };
  onChange: (query: AnalyticsQuery) => void;
}) {
  const { t } = useTranslation('analytics');
  const selectId = useId();
  const errorId = useId();
  const [custom, setCustom] = useState(value.range === 'custom');
  const [from, setFrom] = useState(value.from ?? defaultDays.from);
  const [to, setTo] = useState(value.to ?? defaultDays.to);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validCustomRange(from, to)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ range: 'custom', from, to });
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('range.label')}
        </label>
        <select
          id={selectId}
          value={custom ? 'custom' : (value.range ?? '30d')}
          onChange={(event) => {
            const range = event.currentTarget.value as AnalyticsRange;
            if (range === 'custom') {
              setCustom(true);
              setFrom(defaultDays.from);
              setTo(defaultDays.to);
            } else {
              setCustom(false);
              setInvalid(false);
              onChange({ range });
            }
          }}
          className={INPUT}
        >
          {PRESETS.map(([range, key]) => (
            <option key={range} value={range}>
              {t(key)}
            </option>
          ))}
        </select>
      </div>
      {custom ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
          <label className="grid gap-1 text-sm font-medium">
            {t('range.from')}
            <input
              type="date"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              className={INPUT}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t('range.to')}
            <input
              type="date"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              className={INPUT}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
          </label>
          <Button type="submit">{t('range.apply')}</Button>
          {invalid ? (
            <p id={errorId} role="alert" className="basis-full text-sm text-danger">
              {t('range.invalid')}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
