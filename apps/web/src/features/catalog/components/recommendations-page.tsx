import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { newestFirst } from '../api/catalog-filters';
import { CatalogResults } from './catalog-results';

/** /recommendations: newest titles first, until recommendations learn from what you watch. */
export function RecommendationsPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Recommended for you"
        description="The newest South African stories, freshest first."
      />
      <CatalogResults
        label="Recommended titles"
        select={newestFirst}
        empty={{
          title: 'No picks yet',
          description: 'Watch a few titles and we will have more to suggest.',
          actions: <ButtonLink to="/browse">Browse</ButtonLink>,
        }}
      />
    </div>
  );
}
