import type { Collection } from '@mzansi/contracts/discovery';
import { useState } from 'react';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { RowSection } from '@/components/ui/row-section';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { LANGUAGE_OPTIONS } from '../api/catalog-vocabulary';
import { collectionHref, useCollection, useCollections } from '../api/get-collections';
import { CollectionRow } from './collection-row';
import { TitleRowSkeleton } from './title-row';
import { LazyVideoRow, VideoRowSection } from './video-row-section';

/** South Africa's languages first; English, which most of the catalogue has, last. */
const DISCOVER_LANGUAGES = [
  ...LANGUAGE_OPTIONS.filter((language) => language.code !== 'en'),
  ...LANGUAGE_OPTIONS.filter((language) => language.code === 'en'),
];

function LazyCollectionRow({ collection }: { collection: Collection }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const query = useCollection(collection.guid, { enabled: near });
  return (
    <div ref={ref}>
      <VideoRowSection
        title={collection.name}
        description={collection.description || undefined}
        seeAllHref={collectionHref(collection)}
        query={{ ...query, data: query.data?.items }}
      />
    </div>
  );
}

function Collections() {
  const [hidden, setHidden] = useState(false);
  const query = useCollections();
  if (hidden || (query.data && query.data.length === 0)) return null;
  return (
    <>
      <RowSection title="Collections">
        {query.isError ? (
          <QueryErrorState
            variant="section"
            name="Collections"
            error={query.error}
            onRetry={() => void query.refetch()}
            onHide={() => setHidden(true)}
          />
        ) : query.data ? (
          <CollectionRow collections={query.data} label="Collections" />
        ) : (
          <TitleRowSkeleton count={4} label="Collections" />
        )}
      </RowSection>
      {query.data?.map((collection) => (
        <LazyCollectionRow key={collection.guid} collection={collection} />
      ))}
    </>
  );
}

/** /discover: the collections, then stories in each of South Africa's languages, each row loaded as it nears. */
export function DiscoverPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Discover" description="Hidden gems and collections from across Mzansi." />
      <div className="space-y-8 sm:space-y-10">
        <Collections />
        {DISCOVER_LANGUAGES.map((language) => (
          <LazyVideoRow
            key={language.code}
            title={`Stories in ${language.name}`}
            filters={{ language: language.code, sort: 'popular' }}
            seeAllHref={`/browse?language=${language.code}`}
          />
        ))}
      </div>
    </div>
  );
}
