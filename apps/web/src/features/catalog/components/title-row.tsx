import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ROW_BLEED, ROW_LIST_CLASSES, ScrollRow } from '@/components/ui/scroll-row';
import { PosterCard } from './poster-card';
import { PosterCardSkeleton } from './poster-card-skeleton';

/** ~2.5 posters in view on a 390 px phone (the peek invites a swipe), ~6 at 1440 px (DESIGN.md). */
export const TITLE_ROW_ITEM = 'basis-[38%] sm:basis-[28%] md:basis-[22%] lg:basis-[17.5%] xl:basis-[15%]';
/** The poster's rendered width per breakpoint, for `sizes` (the row's content box is the viewport minus padding). */
export const TITLE_ROW_SIZES =
  '(min-width: 1440px) 204px, (min-width: 1280px) 14vw, (min-width: 1024px) 16vw, (min-width: 768px) 21vw, (min-width: 640px) 27vw, 36vw';

interface TitleRowProps {
  items: readonly VideoListItem[];
  /** accessible name of the list (the row's heading) */
  label: string;
  /** posters above the fold load at once; the rest lazily */
  eagerCount?: number;
  /** links somewhere else than the title page */
  getHref?: (item: VideoListItem) => string;
}

/** Posters in one scrolling row: snap, swipe, arrows on desktop, arrow keys inside (ScrollRow). */
export function TitleRow({ items, label, eagerCount = 0, getHref }: TitleRowProps) {
  return (
    <ScrollRow
      items={items}
      label={label}
      getKey={(item) => item.id}
      itemClassName={TITLE_ROW_ITEM}
      renderItem={(item, focusProps, index) => (
        <PosterCard
          item={item}
          href={getHref?.(item)}
          focusProps={focusProps}
          priority={index < eagerCount}
          sizes={TITLE_ROW_SIZES}
        />
      )}
    />
  );
}

/** A row of poster-shaped placeholders, the same size as the row it stands for (no shift when it arrives). */
export function TitleRowSkeleton({ count = 7, label }: { count?: number; label?: string }) {
  const { t } = useTranslation(['catalog', 'messages']);
  return (
    <div role="status" className={ROW_BLEED}>
      <span className="sr-only">{label ? t('loading.row', { label }) : t('messages:loadingDefault')}</span>
      <div className={clsx(ROW_LIST_CLASSES, 'overflow-hidden')}>
        {Array.from({ length: count }, (_, index) => (
          <PosterCardSkeleton key={index} className={clsx('shrink-0', TITLE_ROW_ITEM)} />
        ))}
      </div>
    </div>
  );
}
