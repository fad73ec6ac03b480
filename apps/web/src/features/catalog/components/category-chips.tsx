import type { Category } from '@mzansi/contracts/discovery';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const CHIP = 'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap';

/** "All" and one chip per category (GET /api/categories), keeping the type, language and sort filters. */
export function CategoryChips({
  categories,
  current,
  linksOnly = false,
}: {
  categories: readonly Category[] | undefined;
  current: string | undefined;
  /** outside /browse (search's start): plain links to each category, no "All", no filters carried over */
  linksOnly?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const { search } = useLocation();
  const keep = new URLSearchParams(linksOnly ? '' : search);
  keep.delete('collection');
  const query = keep.toString() ? `?${keep.toString()}` : '';
  const chip = (active: boolean) =>
    clsx(
      CHIP,
      active
        ? 'border-primary bg-primary/15 text-foreground'
        : 'border-border text-muted hover:border-muted hover:text-foreground',
    );

  return (
    <nav aria-label={t('categories.label')} className="mb-4">
      <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:px-0">
        {linksOnly ? null : (
          <li>
            <Link
              to={`/browse${query}`}
              aria-current={current ? undefined : 'page'}
              className={chip(!current)}
            >
              {t('categories.all')}
            </Link>
          </li>
        )}
        {categories
          ? categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/browse/${category.slug}${query}`}
                  aria-current={category.slug === current ? 'page' : undefined}
                  className={chip(category.slug === current)}
                >
                  {category.name}
                </Link>
              </li>
            ))
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <span className={clsx(CHIP, 'w-24 border-border bg-surface-2 motion-safe:animate-pulse')} />
              </li>
            ))}
      </ul>
    </nav>
  );
}
