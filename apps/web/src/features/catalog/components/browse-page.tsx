import type { Category } from '@mzansi/contracts/discovery';
import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { InfiniteLoader } from '@/components/ui/infinite-loader';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useCategories } from '../api/get-categories';
import { useKeepPublicCatalogue } from '../api/get-public-videos';
import { browseFiltersFrom, useInfiniteVideos, type VideoListFilters } from '../api/get-videos';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { BrowseFilters } from './browse-filters';
import { CategoriesBanner } from './categories-banner';
import { CategoryChips } from './category-chips';
import { CollectionBrowse } from './collection-browse';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';
import { SavedTitles } from './saved-titles';

function TitleGrid({ filters, label }: { filters: VideoListFilters; label: string }) {
  const { t } = useTranslation('catalog');
  const query = useInfiniteVideos(filters);
  const [, setSearchParams] = useSearchParams();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.type || filters.language);

  if (query.isPending) return <PosterGridSkeleton count={12} />;
  if (query.isError && items.length === 0) {
    // A bad connection shows the catalogue saved on this device (spec §7), else the error.
    return (
      <SavedTitles
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        filters={filters}
        label={label}
        fallback={
          <QueryErrorState
            title={t('browse.loadError')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        }
      />
    );
  }
  if (items.length === 0) {
    return (
      <StateMessage
        role="status"
        icon={<Clapperboard className="size-8" />}
        title={filtered ? t('browse.noMatchTitle') : t('browse.emptyTitle')}
        description={filtered ? t('browse.noMatchDescription') : t('browse.emptyDescription')}
        actions={
          filtered ? (
            <Button
              onClick={() =>
                setSearchParams((previous) => {
                  const next = new URLSearchParams(previous);
                  next.delete('type');
                  next.delete('language');
                  return next;
                })
              }
            >
              {t('filters.clear')}
            </Button>
          ) : (
            <ButtonLink to="/browse">{t('browse.seeAll')}</ButtonLink>
          )
        }
      />
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {t('count.showingTitles', { count: items.length })}
      </p>
      <PosterGrid items={items} label={label} />
      <InfiniteLoader
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        error={query.isFetchNextPageError ? query.error : null}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

function CatalogueBrowse({ category }: { category: string | undefined }) {
  useKeepPublicCatalogue();
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  const [searchParams] = useSearchParams();
  const categories = useCategories();
  const current: Category | undefined = category
    ? categories.data?.find((candidate) => candidate.slug === category)
    : undefined;
  const unknownCategory = Boolean(category && categories.data && !current);
  usePageMeta(
    unknownCategory ? t('pageNotFound') : current ? t('browse.metaTitle', { name: current.name }) : undefined,
    current?.description || undefined,
  );

  if (unknownCategory) return <NotFoundContent />;

  const filters = browseFiltersFrom(searchParams, category);
  const title = current?.name ?? (category ? category.replace(/-/g, ' ') : t('browse.title'));
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={title}
        description={
          current
            ? `${current.description ? `${current.description} ` : ''}${words.titles(current.videoCount)}.`
            : t('browse.description')
        }
      />
      {categories.isError ? (
        <div className="mb-6">
          <CategoriesBanner onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
        </div>
      ) : (
        <CategoryChips categories={categories.data} current={category} />
      )}
      <BrowseFilters filters={filters} />
      <TitleGrid filters={filters} label={t('browse.gridLabel', { name: title })} />
    </div>
  );
}

/** /browse, /browse/:category and /browse?collection= (spec §2). */
export function BrowsePage() {
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const collection = searchParams.get('collection');
  if (collection) return <CollectionBrowse idOrGuid={collection} />;
  return <CatalogueBrowse key={category ?? ''} category={category} />;
}
