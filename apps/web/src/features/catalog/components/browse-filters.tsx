import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LANGUAGE_OPTIONS, TITLE_TYPE_OPTIONS } from '../api/catalog-vocabulary';
import type { VideoListFilters } from '../api/get-videos';
import { useCatalogWords } from '@/hooks/use-catalog-words';

const SELECT =
  'h-10 rounded-md border border-border bg-surface pr-8 pl-3 text-sm font-semibold text-foreground hover:border-muted';

const SORT_OPTIONS = ['new', 'popular', 'title'] as const;
type SortOption = (typeof SORT_OPTIONS)[number];

/** Type, language and order of /browse, kept in the address so a filtered list can be shared and gone back to. */
export function BrowseFilters({ filters }: { filters: VideoListFilters }) {
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  const [searchParams, setSearchParams] = useSearchParams();
  const sortLabels: Record<SortOption, string> = {
    new: t('filters.sortNew'),
    popular: t('filters.sortPopular'),
    title: t('filters.sortTitle'),
  };

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
      <nav aria-label={t('filters.type')}>
        <ul className="flex gap-1 rounded-lg border border-border bg-surface p-0.5">
          <li>
            <Link
              to={withParam('type', undefined)}
              aria-current={filters.type ? undefined : 'true'}
              className={segment(!filters.type)}
            >
              {t('filters.allTypes')}
            </Link>
          </li>
          {TITLE_TYPE_OPTIONS.map((option) => (
            <li key={option.value}>
              <Link
                to={withParam('type', option.value)}
                aria-current={filters.type === option.value ? 'true' : undefined}
                className={segment(filters.type === option.value)}
              >
                {words.typePluralLabel(option.value)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <label className="flex items-center gap-2 text-sm text-muted">
        {t('filters.language')}
        <select
          value={filters.language ?? ''}
          onChange={(event) => handleSelect('language', event.target.value)}
          className={SELECT}
        >
          <option value="">{t('filters.allLanguages')}</option>
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-muted">
        {t('filters.sort')}
        <select
          value={filters.sort ?? 'new'}
          onChange={(event) => handleSelect('sort', event.target.value)}
          className={SELECT}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {sortLabels[option]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
