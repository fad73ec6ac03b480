import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { OFFSCREEN_ROW, RowSection } from '@/components/ui/row-section';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useVideoPage, type VideoListFilters } from '../api/get-videos';
import { TitleRow, TitleRowSkeleton } from './title-row';

export interface RowQueryState {
  data: readonly VideoListItem[] | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface VideoRowSectionProps {
  title: string;
  seeAllHref?: string;
  description?: string;
  query: RowQueryState;
  eagerCount?: number;
  /** said instead of rendering nothing when the row is empty (where it is the page's only content) */
  emptyMessage?: string;
}

function RowBody({ title, seeAllHref, description, query, eagerCount, emptyMessage }: VideoRowSectionProps) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  if (query.isError) {
    return (
      <RowSection title={title} description={description}>
        <QueryErrorState
          variant="section"
          name={title}
          error={query.error}
          onRetry={() => void query.refetch()}
          onHide={() => setHidden(true)}
        />
      </RowSection>
    );
  }
  if (!query.data) {
    return (
      <RowSection title={title} description={description}>
        <TitleRowSkeleton label={title} />
      </RowSection>
    );
  }
  if (query.data.length === 0) {
    if (!emptyMessage) return null;
    return (
      <RowSection title={title} description={description}>
        <p className="py-6 text-base text-muted">{emptyMessage}</p>
      </RowSection>
    );
  }
  return (
    <RowSection title={title} seeAllHref={seeAllHref} description={description}>
      <TitleRow items={query.data} label={title} eagerCount={eagerCount} />
    </RowSection>
  );
}

/**
 * One titled row with its states (DESIGN.md): skeleton while loading, Section Error with Retry and Hide Section when
 * its request fails, nothing when it is empty, and a section-level boundary around it for render failures.
 */
export function VideoRowSection(props: VideoRowSectionProps) {
  return (
    <ErrorBoundary level="section" name={props.title} onRetry={() => void props.query.refetch()}>
      <RowBody {...props} />
    </ErrorBoundary>
  );
}

/**
 * A row of GET /api/videos (first page) that asks for its titles only when it nears the viewport, so a page of many
 * rows does not fire every request at once.
 */
export function LazyVideoRow({
  title,
  filters,
  seeAllHref,
  description,
}: {
  title: string;
  filters: VideoListFilters;
  seeAllHref?: string;
  description?: string;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const query = useVideoPage(filters, { enabled: near });
  return (
    <div ref={ref} data-lazy-row={near ? 'loaded' : 'waiting'} className={OFFSCREEN_ROW}>
      <VideoRowSection
        title={title}
        seeAllHref={seeAllHref}
        description={description}
        query={{ ...query, data: query.data?.items }}
      />
    </div>
  );
}
