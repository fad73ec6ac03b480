import { Clapperboard, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { usePublicVideos } from '@/features/catalog/api/get-public-videos';
import { PosterGrid, PosterGridSkeleton } from '@/features/catalog/components/poster-grid';
import { usePageMeta } from '@/hooks/use-page-meta';

export function HomePage() {
  usePageMeta('Home', 'South African movies, series and documentaries, streaming now on Mzansi Stream.');
  const { data, error, isPending, isError, isFetching, refetch } = usePublicVideos();

  function handleRetry() {
    void refetch();
  }

  return (
    <div className="mx-auto max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10">
      <header className="mb-6">
        <h1 className="text-xl font-bold sm:text-2xl">Now streaming</h1>
        <p className="mt-1 text-base text-muted">Movies, series and documentaries from Mzansi and beyond.</p>
      </header>

      <section aria-labelledby="all-titles-heading">
        <h2 id="all-titles-heading" className="sr-only">
          All titles
        </h2>
        {isPending ? (
          <PosterGridSkeleton count={12} />
        ) : isError ? (
          <StateMessage
            role="alert"
            icon={<TriangleAlert className="size-8" />}
            title="We couldn't load titles"
            description={error.message}
            actions={
              <Button onClick={handleRetry} disabled={isFetching}>
                <RefreshCw
                  className={isFetching ? 'size-5 motion-safe:animate-spin' : 'size-5'}
                  aria-hidden="true"
                />
                {isFetching ? 'Retrying…' : 'Retry'}
              </Button>
            }
          />
        ) : data.length === 0 ? (
          <StateMessage
            role="status"
            icon={<Clapperboard className="size-8" />}
            title="Nothing to watch just yet"
            description="New South African stories are on their way. Check back soon."
            actions={
              <Button variant="secondary" onClick={handleRetry} disabled={isFetching}>
                Refresh
              </Button>
            }
          />
        ) : (
          <PosterGrid items={data} label="All titles" />
        )}
      </section>
    </div>
  );
}
