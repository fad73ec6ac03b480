import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Spec §8 categories banner, shown where GET /api/categories failed; the rest of the page carries on. */
export function CategoriesBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['catalog', 'messages']);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-rating-amber/40 bg-rating-amber/10 px-4 py-3"
    >
      <TriangleAlert className="size-5 shrink-0 text-rating-amber" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm">{t('messages:categoriesUnavailable')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'size-4 motion-safe:animate-spin' : 'size-4'} aria-hidden="true" />
        {t('banner.retry')}
      </Button>
    </div>
  );
}
