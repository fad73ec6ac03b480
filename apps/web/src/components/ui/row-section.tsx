import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RowSectionProps {
  title: string;
  /** "See all" leads here */
  seeAllHref?: string;
  /** one line under the heading */
  description?: string;
  children: ReactNode;
  className?: string;
  /** lets a lazy row watch when it nears the viewport */
  sectionRef?: Ref<HTMLElement>;
}

/**
 * For a row that starts below the fold: the browser skips its layout and paint until it nears the viewport (sized as
 * a row of posters meanwhile; once drawn, its own size is remembered). A long page such as /home has a dozen of
 * them: laying them all out at once was a long task of its own under a 4x slowdown (issue 15).
 */
export const OFFSCREEN_ROW = '[content-visibility:auto] [contain-intrinsic-size:auto_22rem]';

/** A titled row of a discovery page: heading, optional "See all" link, then the row. */
export function RowSection({
  title,
  seeAllHref,
  description,
  children,
  className,
  sectionRef,
}: RowSectionProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={clsx('min-w-0', className)}>
      <div className="mb-1 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg leading-tight font-bold">
            {title}
          </h2>
          {description ? <p className="mt-0.5 line-clamp-1 text-sm text-muted">{description}</p> : null}
        </div>
        {seeAllHref ? (
          <Link
            to={seeAllHref}
            aria-label={t('actions.seeAllNamed', { title })}
            className="inline-flex h-9 shrink-0 items-center gap-0.5 rounded px-1 text-sm font-semibold text-link hover:underline"
          >
            {t('actions.seeAll')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The heading line of a row while its title is not known yet. */
export function RowHeadingSkeleton() {
  return <div aria-hidden="true" className="mb-3 h-6 w-48 rounded bg-surface-2 motion-safe:animate-pulse" />;
}
