import type { Category } from '@mzansi/contracts/discovery';
import { Clapperboard } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { InfiniteLoader } from '@/components/ui/infinite-loader';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { StateMessage } from '@/components/ui/state-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { titlesCount } from '../api/catalog-vocabulary';
import { useCategories } from '../api/get-categories';
import { useKeepPublicCatalogue } from '../api/get-public-videos';
import { browseFiltersFrom, useInfiniteVideos, type VideoListFilters } from '../api/get-videos';
import { BrowseFilters } from './browse-filters';
import { CategoriesBanner } from './categories-banner';
import { CategoryChips } from './category-chips';
import { CollectionBrowse } from './collection-browse';
import { PosterGrid, PosterGridSkeleton } from './poster-grid';
import { SavedTitles } from './saved-titles';

function TitleGrid({ filters, label }: { filters: VideoListFilters; label: string }) {
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
            title="We couldn't load titles"
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
        title={filtered ? 'No titles match these filters' : 'Nothing here yet'}
        description={
          filtered
            ? 'Try another language or type, or clear the filters.'
            : 'New South African stories are on their way. Try another category.'
        }
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
              Clear filters
            </Button>
          ) : (
            <ButtonLink to="/browse">See all titles</ButtonLink>
          )
        }
      />
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        Showing {titlesCount(items.length)}
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
  const [searchParams] = useSearchParams();
  const categories = useCategories();
  const current: Category | undefined = category
    ? categories.data?.find((candidate) => candidate.slug === category)
    : undefined;
  const unknownCategory = Boolean(category && categories.data && !current);
  usePageMeta(
    unknownCategory ? 'Page not found' : current ? `Browse ${current.name}` : undefined,
    current?.description || undefined,
  );

  if (unknownCategory) return <NotFoundContent />;

  const filters = browseFiltersFrom(searchParams, category);
  const title = current?.name ?? (category ? category.replace(/-/g, ' ') : 'Browse');
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={title}
        description={
          current
            ? `${current.description ? `${current.description} ` : ''}${titlesCount(current.videoCount)}.`
            : 'Movies, series and documentaries by category, language and type.'
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
      <TitleGrid filters={filters} label={`${title} titles`} />
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
