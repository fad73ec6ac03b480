import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { Clapperboard, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { StateMessage } from '@/components/ui/state-message';
import { usePublicVideos } from '../api/get-public-videos';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';

/**
 * The public catalogue through a filter, with its loading, error and empty states (DESIGN.md). The discovery pages
 * use it until the search and discovery APIs arrive.
 */
export function CatalogResults({
  select,
  label,
  empty,
  children,
}: {
  select: (items: VideoListItem[]) => VideoListItem[];
  label: string;
  empty: { title: string; description: string; actions?: ReactNode };
  /** rendered above the grid once the list is loaded (chips, counts) */
  children?: (items: VideoListItem[]) => ReactNode;
}) {
  const { data, error, isPending, isError, isFetching, refetch } = usePublicVideos();
  if (isPending) return <PosterGridSkeleton count={12} />;
  if (isError) {
    return (
      <StateMessage
        role="alert"
        icon={<TriangleAlert className="size-8" />}
        title="We couldn't load titles"
        description={error.message}
        actions={
          <Button onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw className="size-5" aria-hidden="true" />
            Retry
          </Button>
        }
      />
    );
  }
  const items = select(data);
  return (
    <ErrorBoundary level="section" name={label}>
      {children?.(data)}
      {items.length === 0 ? (
        <StateMessage role="status" icon={<Clapperboard className="size-8" />} {...empty} />
      ) : (
        <PosterGrid items={items} label={label} />
      )}
    </ErrorBoundary>
  );
}
