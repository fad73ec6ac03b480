import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error-message';
import { Button } from './button';
import { Spinner } from './spinner';

interface InfiniteLoaderProps {
  hasMore: boolean;
  loading: boolean;
  /** the last "more" request failed */
  error: Error | null;
  onLoadMore: () => void;
  /** what is loaded, in the interface language (default: "titles") */
  noun?: string;
}

/**
 * The end of an infinite list: loads the next page as it nears the viewport, with a "Load more" button for keyboards,
 * browsers without IntersectionObserver, and after a failure (which it says, with Try again).
 */
export function InfiniteLoader({ hasMore, loading, error, onLoadMore, noun }: InfiniteLoaderProps) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return;
    // A new observer after every page: its first report says whether the end is still in view, so a tall screen fills up.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, error]);

  if (!hasMore && !error) return null;
  return (
    <div ref={sentinel} className="mt-10 flex flex-col items-center gap-3">
      {error ? (
        <p role="alert" className="text-sm text-muted">
          {t('loader.moreFailed', { noun: noun ?? t('loader.titles') })} {apiErrorMessage(error)}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? <Spinner /> : error ? <RefreshCw className="size-5" aria-hidden="true" /> : null}
        {loading ? t('actions.loading') : error ? t('actions.tryAgain') : t('actions.loadMore')}
      </Button>
    </div>
  );
}
