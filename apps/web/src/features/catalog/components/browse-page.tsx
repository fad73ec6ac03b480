import { useParams, useSearchParams } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { usePageMeta } from '@/hooks/use-page-meta';
import { usePublicVideos } from '../api/get-public-videos';
import {
  alphabetical,
  categoriesOf,
  categoryName,
  filterByCategory,
  filterByCollection,
} from '../api/catalog-filters';
import { CatalogResults } from './catalog-results';
import { CategoryChips } from './category-chips';

/** /browse, /browse/:category and /browse?collection= (spec §2). */
export function BrowsePage() {
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const collection = searchParams.get('collection');
  const { data } = usePublicVideos();
  const collectionResult = collection && data ? filterByCollection(data, collection) : null;
  const title = collectionResult
    ? collectionResult.name
    : category
      ? data
        ? categoryName(data, category)
        : undefined
      : 'Browse';
  usePageMeta(category || collection ? (title ? `Browse ${title}` : undefined) : undefined);

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={title ?? 'Browse'}
        description={
          collectionResult
            ? 'A collection picked by our team.'
            : category
              ? `South African ${title?.toLowerCase() ?? 'titles'} to stream.`
              : 'Movies, series and documentaries by category, genre and language.'
        }
      />
      <CatalogResults
        label={title ? `${title} titles` : 'Titles'}
        select={(items) => {
          if (collection) return alphabetical(filterByCollection(items, collection)?.items ?? []);
          return alphabetical(category ? filterByCategory(items, category) : items);
        }}
        empty={{
          title: 'Nothing here yet',
          description: 'No titles match this category right now. Try another one.',
          actions: <ButtonLink to="/browse">See all titles</ButtonLink>,
        }}
      >
        {(items) => <CategoryChips categories={categoriesOf(items)} />}
      </CatalogResults>
    </div>
  );
}
