import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { Clapperboard, Info, Play, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { StateMessage } from '@/components/ui/state-message';
import { usePublicVideos } from '@/features/catalog/api/get-public-videos';
import { AgeRatingBadge } from '@/features/catalog/components/age-rating-badge';
import { PosterGrid, PosterGridSkeleton } from '@/features/catalog/components/poster-grid';
import { PremiumBadge } from '@/features/catalog/components/premium-badge';

/** The featured title under the transparent header (spec §2: the header sits over the hero on /home). */
function Hero({ item }: { item: VideoListItem | undefined }) {
  if (!item) {
    return (
      <div aria-hidden="true" className="h-[56vh] min-h-80 w-full bg-surface-2 motion-safe:animate-pulse" />
    );
  }
  const { backdrop } = item;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[56vh] items-end overflow-hidden"
    >
      <img
        src={backdrop.src}
        srcSet={backdrop.srcSet || undefined}
        sizes="100vw"
        width={backdrop.width}
        height={backdrop.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/50 to-background/10" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-background/80 to-transparent" />
      <div className="mx-auto w-full max-w-[1440px] px-4 pt-28 pb-10 sm:px-6 lg:px-10">
        <p className="text-sm font-semibold tracking-widest text-link uppercase">Featured</p>
        <h2 id="hero-title" className="mt-2 max-w-2xl text-2xl font-bold sm:text-3xl">
          {item.title}
        </h2>
        <p className="mt-3 max-w-xl text-lg text-muted">{item.tagline}</p>
        <p className="mt-3 flex items-center gap-3 text-sm text-muted">
          <span>{item.year}</span>
          <AgeRatingBadge code={item.ageRating} />
          {item.premium ? <PremiumBadge /> : null}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={`/watch/${item.id}`} size="lg">
            <Play className="size-5" aria-hidden="true" />
            {item.trailerVideoId ? 'Watch trailer' : 'Watch'}
          </ButtonLink>
          <ButtonLink
            to={`/watch/${item.id}`}
            size="lg"
            variant="secondary"
            aria-label={`More about ${item.title}`}
          >
            <Info className="size-5" aria-hidden="true" />
            More info
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function HomePage() {
  const { data, error, isPending, isError, isFetching, refetch } = usePublicVideos();

  function handleRetry() {
    void refetch();
  }

  return (
    <>
      <h1 className="sr-only">Home</h1>
      {isError || data?.length === 0 ? <div className="h-16" /> : <Hero item={data?.[0]} />}
      <div className="mx-auto max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10">
        <header className="mb-6">
          <h2 className="text-xl font-bold sm:text-2xl">Now streaming</h2>
          <p className="mt-1 text-base text-muted">
            Movies, series and documentaries from Mzansi and beyond.
          </p>
        </header>

        <ErrorBoundary level="section" name="The title list" onRetry={handleRetry}>
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
        </ErrorBoundary>
      </div>
    </>
  );
}
