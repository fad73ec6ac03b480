import type { Collection } from '@mzansi/contracts/discovery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('catalog');
  const [hidden, setHidden] = useState(false);
  const query = useCollections();
  if (hidden || (query.data && query.data.length === 0)) return null;
  return (
    <>
      <RowSection title={t('discover.collections')}>
        {query.isError ? (
          <QueryErrorState
            variant="section"
            name={t('discover.collections')}
            error={query.error}
            onRetry={() => void query.refetch()}
            onHide={() => setHidden(true)}
          />
        ) : query.data ? (
          <CollectionRow collections={query.data} label={t('discover.collections')} />
        ) : (
          <TitleRowSkeleton count={4} label={t('discover.collections')} />
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
  const { t } = useTranslation('catalog');
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title={t('discover.title')} description={t('discover.description')} />
      <div className="space-y-8 sm:space-y-10">
        <Collections />
        {DISCOVER_LANGUAGES.map((language) => (
          <LazyVideoRow
            key={language.code}
            title={t('discover.storiesIn', { language: language.name })}
            filters={{ language: language.code, sort: 'popular' }}
            seeAllHref={`/browse?language=${language.code}`}
          />
        ))}
      </div>
    </div>
  );
}
