import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { MemoPosterCard, POSTER_GRID_SIZES } from './poster-card';
import { PosterCardSkeleton } from './poster-card-skeleton';

/** The poster columns per breakpoint (2 on a phone to 6 from `xl`); LibraryPage lays its letters out on the same. */
export const GRID_COLUMNS = 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';
const GRID_GAPS = 'gap-x-3 gap-y-6 xl:gap-x-4';
const GRID_CLASSES = `grid ${GRID_COLUMNS} ${GRID_GAPS}`;
/** A grid inside one of GRID_COLUMNS' cells spanning several columns: the posters keep the outer grid's columns. */
export const SUBGRID_CLASSES = `grid grid-cols-subgrid ${GRID_GAPS}`;

/** Posters in the first row on a wide screen; they load eagerly because they are above the fold. */
const EAGER_COUNT = 6;

interface PosterGridProps<Item extends VideoListItem> {
  items: Item[];
  /** accessible name of the list */
  label: string;
  /** link per item; defaults to /watch/{id} */
  getHref?: (item: Item) => string;
  /** a line under each card ("With …", "Added …") */
  getNote?: (item: Item) => string | undefined;
  /** a control over each card's corner */
  renderAction?: (item: Item) => ReactNode;
  /** posters that load at once (the first row above the fold); 0 when the grid starts below the fold */
  eagerCount?: number;
  /** the list's grid classes, when it sits in an outer poster grid (SUBGRID_CLASSES) */
  gridClassName?: string;
  /** classes of each item of the list */
  itemClassName?: string;
}

export function PosterGrid<Item extends VideoListItem>({
  items,
  label,
  getHref,
  getNote,
  renderAction,
  eagerCount = EAGER_COUNT,
  gridClassName = GRID_CLASSES,
  itemClassName,
}: PosterGridProps<Item>) {
  return (
    <ul aria-label={label} className={gridClassName}>
      {items.map((item, index) => (
        <li key={item.id} className={itemClassName}>
          <MemoPosterCard
            item={item}
            href={getHref?.(item)}
            priority={index < eagerCount}
            sizes={POSTER_GRID_SIZES}
            note={getNote?.(item)}
            action={renderAction?.(item)}
          />
        </li>
      ))}
    </ul>
  );
}

export function PosterGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation('messages');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loadingDefault')}</span>
      <div className={GRID_CLASSES}>
        {Array.from({ length: count }, (_, index) => (
          <PosterCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
