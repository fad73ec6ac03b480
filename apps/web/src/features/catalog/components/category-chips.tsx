import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import type { Category } from '../api/catalog-filters';

/** Links to /browse and each /browse/:category, the current one marked. */
export function CategoryChips({ categories }: { categories: Category[] }) {
  const chip = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap',
      isActive
        ? 'border-primary bg-primary/15 text-foreground'
        : 'border-border text-muted hover:text-foreground',
    );
  return (
    <nav aria-label="Categories" className="mb-6">
      <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <li>
          <NavLink to="/browse" end className={chip}>
            All
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink to={`/browse/${category.slug}`} className={chip}>
              {category.name}
              <span className="ml-1.5 text-xs text-muted">{category.count}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
