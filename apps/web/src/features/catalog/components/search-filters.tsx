import type { Category } from '@mzansi/contracts/discovery';
import { X } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AGE_RATING_OPTIONS, LANGUAGE_OPTIONS, TITLE_TYPE_OPTIONS } from '../api/catalog-vocabulary';
import { hasSearchFilters, type SearchFilters as Filters } from '../api/search-titles';
import { useCatalogWords } from '@/hooks/use-catalog-words';

const SELECT =
  'h-10 w-full rounded-md border border-border bg-surface pr-8 pl-3 text-sm font-semibold text-foreground hover:border-muted';

export type SearchFilterKey = 'type' | 'genre' | 'language' | 'year' | 'age';

const FIRST_YEAR = 1960;

/**
 * Type, category, language, year and age rating ("up to") of /search; each change is kept in the address. Memoised:
 * the page re-renders at every key typed, and these selects hold a hundred options.
 */
export const SearchFilters = memo(function SearchFilters({
  filters,
  categories,
  onChange,
  onClear,
}: {
  filters: Filters;
  categories: readonly Category[] | undefined;
  onChange: (key: SearchFilterKey, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 2 }, (_, index) => thisYear + 1 - index);
  return (
    <fieldset className="mt-4 mb-8 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:max-w-none">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <label className="text-xs font-semibold text-muted">
        {t('filters.type')}
        <select
          value={filters.type ?? ''}
          onChange={(event) => onChange('type', event.target.value)}
          className={`${SELECT} mt-1`}
        >
          <option value="">{t('filters.allTypes')}</option>
          {TITLE_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {words.typePluralLabel(option.value)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-semibold text-muted">
        {t('filters.category')}
        <select
          value={filters.genre ?? ''}
          onChange={(event) => onChange('genre', event.target.value)}
          className={`${SELECT} mt-1`}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories?.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
          {filters.genre && !categories?.some((category) => category.slug === filters.genre) ? (
            <option value={filters.genre}>{filters.genre}</option>
          ) : null}
        </select>
      </label>
      <label className="text-xs font-semibold text-muted">
        {t('filters.language')}
        <select
          value={filters.language ?? ''}
          onChange={(event) => onChange('language', event.target.value)}
          className={`${SELECT} mt-1`}
        >
          <option value="">{t('filters.allLanguages')}</option>
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-semibold text-muted">
        {t('filters.year')}
        <select
          value={filters.year ? String(filters.year) : ''}
          onChange={(event) => onChange('year', event.target.value)}
          className={`${SELECT} mt-1`}
        >
          <option value="">{t('filters.anyYear')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-semibold text-muted">
        {t('filters.ageRating')}
        <select
          value={filters.age ?? ''}
          onChange={(event) => onChange('age', event.target.value)}
          className={`${SELECT} mt-1`}
        >
          <option value="">{t('filters.anyRating')}</option>
          {AGE_RATING_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {t('filters.upTo', { code: option.code })}
            </option>
          ))}
        </select>
      </label>
      {hasSearchFilters(filters) ? (
        <div className="col-span-full">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
});
