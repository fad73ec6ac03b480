import { LOCALES, type Language } from './languages';

/**
 * Dates, numbers and rands in a language's South African locale (Intl: en-ZA, zu-ZA, xh-ZA, af-ZA). Formatters are
 * made once per language and options.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  language: Language,
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const formatter = cached(
    `d:${language}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'Africa/Johannesburg', ...options }),
  );
  return formatter.format(typeof date === 'object' ? date : new Date(date));
}

export function formatNumber(
  language: Language,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached(
    `n:${language}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(LOCALES[language], options),
  ).format(value);
}

/** Rands from cents: whole rands without decimals ("R59"), otherwise two decimals ("R59,99" in en-ZA). */
export function formatRands(language: Language, cents: number): string {
  const whole = cents % 100 === 0;
  return formatNumber(language, cents / 100, {
    style: 'currency',
    currency: 'ZAR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).replace(/^R\s/, 'R');
}

export function formatRelativeTime(
  language: Language,
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
): string {
  return cached(
    `r:${language}`,
    () => new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' }),
  ).format(value, unit);
}

/**
 * A data amount as people read it on a phone bill, in decimal units: MB under 1 GB (whole MB, to the nearest 10 above
 * 100 MB: "about 180 MB" says no more than the estimate knows), GB with one decimal above ("1,2 GB" in en-ZA).
 */
export function formatDataSize(language: Language, bytes: number): string {
  const megabytes = Math.max(0, bytes) / 1e6;
  let rounded = megabytes >= 100 ? Math.round(megabytes / 10) * 10 : Math.round(megabytes);
  if (megabytes > 0 && rounded === 0) rounded = Math.round(megabytes * 10) / 10;
  if (rounded < 1000) {
    return formatNumber(language, rounded, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  }
  return formatNumber(language, Math.round(megabytes / 100) / 10, {
    style: 'unit',
    unit: 'gigabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
