import { INBOX_DEFAULT_PAGE_SIZE } from '@mzansi/contracts/admin-inbox';

/** The inbox lists' page size (server-side paging). */
export const INBOX_PAGE_SIZE = INBOX_DEFAULT_PAGE_SIZE;

/**
 * An inbox list's filters as the URL holds them (deep-linkable): every named filter is a string ('' when unset), an
 * enum filter keeps only a value it knows, and `page` starts at 1. Defaults are left out of the URL.
 */
export type InboxFilters<K extends string> = Record<K, string> & { page: number };

/** Any inbox list's filters, as the writers take them. */
export interface AnyFilters {
  page: number;
  [key: string]: string | number;
}

export function readInboxQuery<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  allowed: Partial<Record<K, readonly string[]>> = {},
): InboxFilters<K> {
  const filters = {} as Record<K, string>;
  for (const key of keys) {
    const value = (params.get(key) ?? '').slice(0, 100);
    const values = allowed[key];
    filters[key] = values && !values.includes(value) ? '' : value;
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { ...filters, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function writeInboxQuery(filters: AnyFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page') continue;
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What the API is asked for: the set filters, the page and its size. */
export function inboxApiQuery(filters: AnyFilters) {
  const query: Record<string, string | number> = { page: filters.page, pageSize: INBOX_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    if (key !== 'page' && typeof value === 'string' && value.trim()) query[key] = value.trim();
  }
  return query;
}
