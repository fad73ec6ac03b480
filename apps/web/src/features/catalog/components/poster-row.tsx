import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { PosterCard } from './poster-card';
import { PosterCardSkeleton } from './poster-card-skeleton';

// ~2.5 posters per view on a phone (the peek invites a swipe), ~6 at 1440 px (DESIGN.md).
const ITEM_CLASSES =
  'shrink-0 basis-[40%] snap-start sm:basis-[29%] md:basis-[22%] lg:basis-[17.5%] xl:basis-[15%]';
const ROW_SIZES =
  '(min-width: 1440px) 216px, (min-width: 1280px) 15vw, (min-width: 1024px) 17.5vw, (min-width: 768px) 22vw, (min-width: 640px) 29vw, 40vw';
const ROW_CLASSES =
  'scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-10 lg:scroll-px-10 lg:px-10 xl:gap-4';

/** Posters in one horizontally scrolling, snapping row. The visible first few load eagerly. */
export function PosterRow({
  items,
  label,
  eagerCount = 3,
}: {
  items: VideoListItem[];
  label: string;
  eagerCount?: number;
}) {
  return (
    <ul aria-label={label} className={ROW_CLASSES}>
      {items.map((item, index) => (
        <li key={item.id} className={ITEM_CLASSES}>
          <PosterCard item={item} priority={index < eagerCount} sizes={ROW_SIZES} />
        </li>
      ))}
    </ul>
  );
}

export function PosterRowSkeleton({ count = 7 }: { count?: number }) {
  const { t } = useTranslation('messages');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loadingDefault')}</span>
      <div className={`${ROW_CLASSES} overflow-hidden`}>
        {Array.from({ length: count }, (_, index) => (
          <PosterCardSkeleton key={index} className={ITEM_CLASSES} />
        ))}
      </div>
    </div>
  );
}
