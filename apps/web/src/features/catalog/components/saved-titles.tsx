import { CloudOff, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useSavedCatalogue } from '../api/get-public-videos';
import type { VideoListFilters } from '../api/get-videos';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';
import { TitleRow } from './title-row';

interface SavedTitlesProps {
  /** the page's own failed query */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  filters?: VideoListFilters;
  label: string;
  /** grid (a page's list) or row (a section of /home) */
  layout?: 'grid' | 'row';
  /** what to show when there is no saved copy either: the page's own error state */
  fallback: ReactNode;
}

/**
 * A page whose list failed shows the public catalogue saved on this device (spec §7), said plainly above it with a
 * way to ask again; with no saved copy, the page's own error state.
 */
export function SavedTitles({
  error,
  onRetry,
  retrying = false,
  filters,
  label,
  layout = 'grid',
  fallback,
}: SavedTitlesProps) {
  const { t } = useTranslation('catalog');
  const saved = useSavedCatalogue(true, filters);
  if (saved.isPending) return layout === 'grid' ? <PosterGridSkeleton count={12} /> : null;
  if (!saved.data || saved.data.length === 0) return <>{fallback}</>;
  return (
    <section aria-label={label} className="space-y-4">
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-surface px-4 py-3"
      >
        <CloudOff className="size-5 shrink-0 text-muted" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">{t('savedTitles.title')}</p>
          <p className="text-muted">
            {t('savedTitles.description')} {apiErrorMessage(error)}
          </p>
        </div>
        <Button size="sm" onClick={onRetry} disabled={retrying}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('savedTitles.retry')}
        </Button>
      </div>
      {layout === 'grid' ? (
        <PosterGrid items={saved.data} label={label} />
      ) : (
        <TitleRow items={saved.data} label={label} />
      )}
    </section>
  );
}
