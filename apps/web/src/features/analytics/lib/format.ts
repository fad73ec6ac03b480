import { formatDate, formatNumber, formatRands } from '@mzansi/i18n/format';
import type { Language } from '@mzansi/i18n/languages';

/** Hours from seconds, one decimal below 100 hours. */
export function formatHours(language: Language, seconds: number): string {
  const hours = seconds / 3600;
  return formatNumber(language, hours, { maximumFractionDigits: hours < 100 ? 1 : 0 });
}

export function formatPercent(language: Language, rate: number): string {
  return formatNumber(language, rate, { style: 'percent', maximumFractionDigits: 1 });
}

export const formatCount = (language: Language, value: number) => formatNumber(language, value);
export const formatMoney = (language: Language, cents: number) => formatRands(language, cents);

/** A Johannesburg day (YYYY-MM-DD) as "12 Mar 2025". */
export function formatDay(language: Language, day: string): string {
  return formatDate(language, `${day}T12:00:00+02:00`, { dateStyle: 'medium' });
}

/** An hour (ISO instant) as "12 Mar, 14:00" in Johannesburg time. */
export function formatHour(language: Language, hour: string): string {
  return formatDate(language, hour, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
