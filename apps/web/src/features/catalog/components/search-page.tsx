import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUiStore } from '@/stores/ui-store';
import { searchItems } from '../api/catalog-filters';
import { CatalogResults } from './catalog-results';

function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [value, setValue] = useState(query);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="mb-8 flex max-w-2xl gap-2">
      <label htmlFor="search-input" className="sr-only">
        Search titles
      </label>
      <input
        id="search-input"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Try “isiZulu”, “Drama” or a title"
        autoComplete="off"
        className="h-12 min-w-0 flex-1 rounded-md border border-border bg-surface px-4 text-base"
      />
      <Button type="submit" size="lg">
        <Search className="size-5" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** /search?q= (spec §2): titles, genres and languages of the public catalogue. */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const setSearchQuery = useUiStore((state) => state.setSearchQuery);
  usePageMeta(query ? `Search: ${query}` : undefined);

  useEffect(() => {
    setSearchQuery(query);
  }, [query, setSearchQuery]);

  function handleSearch(next: string) {
    setSearchParams(next ? { q: next } : {});
  }

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Search" description="Find titles by name, genre or language." />
      <SearchForm key={query} query={query} onSearch={handleSearch} />
      {query ? (
        <CatalogResults
          label={`Results for ${query}`}
          select={(items) => searchItems(items, query)}
          empty={{
            title: `No results for “${query}”`,
            description: 'Check the spelling, or try a genre or a language.',
          }}
        >
          {(items) => (
            <p role="status" className="mb-4 text-sm text-muted">
              {searchItems(items, query).length} results
            </p>
          )}
        </CatalogResults>
      ) : (
        <p className="text-base text-muted">Type a title, a genre or a language to start.</p>
      )}
    </div>
  );
}
