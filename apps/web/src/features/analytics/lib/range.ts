import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_RANGES,
  type AnalyticsQuery,
  type AnalyticsRange,
} from '@mzansi/contracts/analytics';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A custom range is usable when both days parse, from <= to and it spans at most ANALYTICS_MAX_DAYS. */
export function validCustomRange(from: string, to: string): boolean {
  if (!DAY_PATTERN.test(from) || !DAY_PATTERN.test(to)) return false;
  const days = dayNumber(to) - dayNumber(from) + 1;
  return Number.isFinite(days) && days >= 1 && days <= ANALYTICS_MAX_DAYS;
}

/** The dashboard's range from the address (?range=30d, or ?range=custom&from=…&to=…): deep-linkable. */
export function rangeFromSearch(search: URLSearchParams): AnalyticsQuery & { range: AnalyticsRange } {
  const range = search.get('range');
  if (range === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    if (validCustomRange(from, to)) return { range, from, to };
  }
  if (range && range !== 'custom' && (ANALYTICS_RANGES as readonly string[]).includes(range)) {
    return { range: range as AnalyticsRange };
  }
  return { range: '30d' };
}

/** The address's query for a range (the default 30 days leaves the address bare). */
export function searchForRange(query: AnalyticsQuery): Record<string, string> {
  if (query.range === 'custom' && query.from && query.to) {
    return { range: 'custom', from: query.from, to: query.to };
  }
  return query.range && query.range !== '30d' ? { range: query.range } : {};
}
