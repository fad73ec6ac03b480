import { SPEC_COLLECTIONS } from '@mzansi/contracts/catalogue';
import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { usePublicVideos } from '../api/get-public-videos';
import { categoriesOf, filterByCategory, filterByCollection } from '../api/catalog-filters';
import { CatalogResults } from './catalog-results';
import { PosterRow, PosterRowSkeleton } from './poster-row';

/** /discover: the spec's collections, then a row per genre. */
export function DiscoverPage() {
  const { data, isPending } = usePublicVideos();
  const collections = data
    ? SPEC_COLLECTIONS.map((collection) => ({
        collection,
        result: filterByCollection(data, collection.id),
      })).filter((entry) => entry.result && entry.result.items.length > 0)
    : [];
  const genres = data
    ? categoriesOf(data)
        .filter((category) => !['movies', 'series', 'documentaries'].includes(category.slug))
        .slice(0, 6)
    : [];

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Discover" description="Hidden gems and collections from across Mzansi." />
      {isPending ? (
        <PosterRowSkeleton />
      ) : !data ? (
        <CatalogResults
          label="Titles"
          select={(items) => items}
          empty={{ title: 'Nothing here yet', description: '' }}
        />
      ) : (
        <div className="space-y-10">
          {[
            ...collections.map(({ collection, result }) => ({
              key: collection.id,
              title: collection.name,
              to: `/browse?collection=${collection.id}`,
              items: result!.items,
            })),
            ...genres.map((genre) => ({
              key: genre.slug,
              title: genre.name,
              to: `/browse/${genre.slug}`,
              items: filterByCategory(data, genre.slug),
            })),
          ].map((row) => (
            <ErrorBoundary key={row.key} level="section" name={row.title}>
              <section aria-labelledby={`row-${row.key}`}>
                <div className="mb-3 flex items-end justify-between gap-4">
                  <h2 id={`row-${row.key}`} className="text-lg font-bold">
                    {row.title}
                  </h2>
                  <Link
                    to={row.to}
                    className="rounded text-sm font-semibold text-link hover:underline"
                    aria-label={`See all ${row.title}`}
                  >
                    See all
                  </Link>
                </div>
                <PosterRow items={row.items.slice(0, 12)} label={row.title} />
              </section>
            </ErrorBoundary>
          ))}
        </div>
      )}
    </div>
  );
}
