import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { LANGUAGE_OPTIONS, TITLE_TYPE_OPTIONS } from '../api/catalog-vocabulary';
import type { VideoListFilters } from '../api/get-videos';

const SELECT =
  'h-10 rounded-md border border-border bg-surface pr-8 pl-3 text-sm font-semibold text-foreground hover:border-muted';

const SORT_OPTIONS = [
  { value: 'new', label: 'Newest' },
  { value: 'popular', label: 'Most watched' },
  { value: 'title', label: 'A–Z' },
] as const;

/** Type, language and order of /browse, kept in the address so a filtered list can be shared and gone back to. */
export function BrowseFilters({ filters }: { filters: VideoListFilters }) {
  const [searchParams, setSearchParams] = useSearchParams();

  function withParam(key: string, value: string | undefined): string {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    const query = next.toString();
    return query ? `?${query}` : '?';
  }

  function handleSelect(key: 'language' | 'sort', value: string) {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value && !(key === 'sort' && value === 'new')) next.set(key, value);
      else next.delete(key);
      return next;
    });
  }

  const segment = (active: boolean) =>
    clsx(
      'inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
      active ? 'bg-surface-3 text-foreground' : 'text-muted hover:text-foreground',
    );

  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <nav aria-label="Type">
        <ul className="flex gap-1 rounded-lg border border-border bg-surface p-0.5">
          <li>
            <Link
              to={withParam('type', undefined)}
              aria-current={filters.type ? undefined : 'true'}
              className={segment(!filters.type)}
            >
              All types
            </Link>
          </li>
          {TITLE_TYPE_OPTIONS.map((option) => (
            <li key={option.value}>
              <Link
                to={withParam('type', option.value)}
                aria-current={filters.type === option.value ? 'true' : undefined}
                className={segment(filters.type === option.value)}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <label className="flex items-center gap-2 text-sm text-muted">
        Language
        <select
          value={filters.language ?? ''}
          onChange={(event) => handleSelect('language', event.target.value)}
          className={SELECT}
        >
          <option value="">All languages</option>
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-muted">
        Sort
        <select
          value={filters.sort ?? 'new'}
          onChange={(event) => handleSelect('sort', event.target.value)}
          className={SELECT}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
