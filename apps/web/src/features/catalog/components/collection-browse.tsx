import { Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { PAGE_CONTAINER } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isNotFoundError } from '@/lib/api-client';
import { useCollection } from '../api/get-collections';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';

/** /browse?collection={guid} (spec §2): the collection's name, its count and its titles in their order. */
export function CollectionBrowse({ idOrGuid }: { idOrGuid: string }) {
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  const { data, isPending, isError, error, refetch, isFetching } = useCollection(idOrGuid);
  const notFound = isError && isNotFoundError(error);
  usePageMeta(
    notFound ? t('pageNotFound') : data ? data.name : undefined,
    data
      ? data.description || t('collection.metaDescription', { name: data.name, count: data.videoCount })
      : undefined,
  );

  if (notFound) return <NotFoundContent />;

  return (
    <div className={PAGE_CONTAINER}>
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-widest text-link uppercase">{t('collection.kicker')}</p>
        {data ? (
          <>
            <h1 className="mt-1 text-xl font-bold sm:text-2xl">{data.name}</h1>
            <p className="mt-1 text-base text-muted">
              {data.description ? `${data.description} · ` : null}
              {words.titles(data.videoCount)}
            </p>
          </>
        ) : (
          <div aria-hidden="true" className="motion-safe:animate-pulse">
            <div className="mt-2 h-8 w-64 rounded bg-surface-2" />
            <div className="mt-2 h-5 w-24 rounded bg-surface-2" />
          </div>
        )}
      </header>
      {isPending ? (
        <PosterGridSkeleton count={6} />
      ) : isError ? (
        <QueryErrorState
          title={t('collection.loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.items.length === 0 ? (
        <StateMessage
          role="status"
          icon={<Film className="size-8" />}
          title={t('collection.emptyTitle')}
          description={t('collection.emptyDescription')}
          actions={<ButtonLink to="/browse">{t('collection.browseAll')}</ButtonLink>}
        />
      ) : (
        <PosterGrid items={data.items} label={t('browse.gridLabel', { name: data.name })} />
      )}
    </div>
  );
}
