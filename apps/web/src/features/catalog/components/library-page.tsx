import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { alphabetical } from '../api/catalog-filters';
import { CatalogResults } from './catalog-results';

/** /library: the whole catalogue, A to Z. */
export function LibraryPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Library" description="The whole catalogue, A to Z." />
      <CatalogResults
        label="All titles, A to Z"
        select={alphabetical}
        empty={{
          title: 'Nothing to watch just yet',
          description: 'New South African stories are on their way.',
        }}
      />
    </div>
  );
}
