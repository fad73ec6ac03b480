import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { clsx } from 'clsx';
import { memo, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useViewerKind } from '../hooks/use-viewer-tier';
import { accessBadgeKind } from '../lib/access-badge-kind';
import { AccessBadge } from './access-badge';
import { AgeRatingBadge } from './age-rating-badge';

/** Grid of 2-6 columns inside the 1440 px container (see PosterGrid). */
export const POSTER_GRID_SIZES =
  '(min-width: 1440px) 216px, (min-width: 1280px) 15vw, (min-width: 1024px) 18vw, (min-width: 768px) 23vw, (min-width: 640px) 31vw, 46vw';

interface PosterCardProps {
  item: VideoListItem;
  /** defaults to the title page, /watch/{id} */
  href?: string;
  /** first row: load at once instead of lazily */
  priority?: boolean;
  /** the `sizes` attribute matching the layout the card sits in */
  sizes?: string;
  className?: string;
  /** a row's roving tab stop, spread on the link */
  focusProps?: { tabIndex?: number; 'data-row-index'?: number };
  /** one more line under the meta line, e.g. "With Thandiwe Nkosi" */
  note?: string;
  /** a button over the poster's corner (outside the link: a control may not sit inside a link) */
  action?: ReactNode;
}

/**
 * A 2:3 poster with title, year, age rating and what this viewer can watch of it (D58); the whole card links to the
 * title. Nothing lies over the artwork but the optional action: the poster carries its own words (type, title).
 */
export function PosterCard({
  item,
  href,
  priority = false,
  sizes = POSTER_GRID_SIZES,
  className,
  focusProps,
  note,
  action,
}: PosterCardProps) {
  const { poster } = item;
  const access = accessBadgeKind(useViewerKind(), item);

  return (
    <article className={clsx('group relative', className)}>
      {/* Named by its visible text (title, year, rating), so the name matches what is seen (WCAG 2.5.3). */}
      <AppLink
        to={href ?? `/watch/${item.id}`}
        className="block rounded-lg focus-visible:outline-offset-4"
        {...focusProps}
      >
        <div
          data-poster
          className="relative aspect-[2/3] overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/60"
        >
          {poster.src ? (
            <img
              src={poster.src}
              srcSet={poster.srcSet || undefined}
              sizes={sizes}
              width={poster.width || 400}
              height={poster.height || 600}
              // The title is right below as text: the artwork adds nothing for a screen reader.
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              className="size-full object-cover transition-transform duration-200 ease-out group-hover:scale-[1.03]"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-full items-end bg-gradient-to-br from-surface-3 to-surface p-3 text-sm font-bold"
            >
              {item.title}
            </div>
          )}
        </div>
        <h3 className="mt-2 line-clamp-1 text-sm leading-tight font-semibold group-hover:text-link">
          {item.title}
        </h3>
        <p data-meta className="mt-1 flex items-center gap-2 text-xs text-muted">
          <span>{item.year}</span>
          <AgeRatingBadge code={item.ageRating} />
          {access ? <AccessBadge kind={access} /> : null}
        </p>
        {note ? <p className="mt-1 line-clamp-1 text-xs text-muted">{note}</p> : null}
      </AppLink>
      {action ? <div className="absolute top-2 right-2">{action}</div> : null}
    </article>
  );
}

/**
 * PosterCard that skips re-rendering when its title and props are unchanged, compared by value: a list that gets a
 * new answer (search as you type: consecutive answers share most titles) redraws only the cards that changed.
 */
export const MemoPosterCard = memo(
  PosterCard,
  (before, after) =>
    before.href === after.href &&
    before.priority === after.priority &&
    before.sizes === after.sizes &&
    before.className === after.className &&
    before.focusProps === after.focusProps &&
    before.note === after.note &&
    before.action === after.action &&
    (before.item === after.item || JSON.stringify(before.item) === JSON.stringify(after.item)),
);
