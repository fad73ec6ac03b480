import { formatDuration } from '@mzansi/contracts/format';
import { MESSAGES } from '@mzansi/contracts/messages';
import { ArrowLeft, Crown, Film, Play } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { usePublicVideos } from '@/features/catalog/api/get-public-videos';
import { AgeRatingBadge } from '@/features/catalog/components/age-rating-badge';
import { PremiumBadge } from '@/features/catalog/components/premium-badge';
import { TrailerPlayer } from '@/features/player/components/trailer-player';
import { useAuth } from '@/hooks/use-auth';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUiStore } from '@/stores/ui-store';

const TYPE_LABELS = { movie: 'Movie', series: 'Series', documentary: 'Documentary' } as const;

/** Placeholder title page: reads the title from the public list until the player issue replaces it. */
export function WatchPage() {
  const { id } = useParams();
  const { data, isPending, isError, error } = usePublicVideos();
  const item = data?.find((video) => video.id === id);
  const [playingTrailer, setPlayingTrailer] = useState(false);
  const auth = useAuth();
  const openModal = useUiStore((state) => state.openModal);
  usePageMeta(item?.title ?? (isPending ? undefined : 'Title not found'), item?.tagline);

  if (isPending) {
    return (
      <div role="status" className="mx-auto max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10">
        <span className="sr-only">{MESSAGES.loadingDefault}</span>
        <div aria-hidden="true" className="motion-safe:animate-pulse">
          <div className="aspect-video max-h-[70vh] w-full rounded-xl bg-surface-2" />
          <div className="mt-6 h-8 w-2/3 max-w-md rounded bg-surface-2" />
          <div className="mt-3 h-4 w-1/2 max-w-sm rounded bg-surface-2" />
        </div>
      </div>
    );
  }

  if (!item) {
    return (
      <div className="px-4 py-16">
        <StateMessage
          role={isError ? 'alert' : 'status'}
          icon={<Film className="size-8" />}
          title={isError ? "We couldn't load this title" : 'Title not found'}
          description={isError ? error.message : MESSAGES.signedUrl404}
          actions={<ButtonLink to="/home">Browse titles</ButtonLink>}
        />
      </div>
    );
  }

  const { backdrop } = item;
  // Full playback is the player issue's; here a visitor is asked to sign in and a free user to upgrade (spec §2 modals).
  const gate = !auth.isAuthenticated ? 'auth' : item.premium && !auth.isPremium ? 'subscription' : null;

  function handlePlay() {
    if (gate === 'auth') openModal('auth', { tab: 'login', reason: 'Sign in to watch the full title.' });
    else if (gate === 'subscription') openModal('subscription');
  }

  return (
    <article>
      <div className="relative mx-auto max-w-[1440px] lg:px-10 lg:pt-6">
        <div className="relative aspect-video max-h-[70vh] w-full overflow-hidden bg-surface-2 lg:rounded-xl">
          {playingTrailer && item.trailerVideoId ? (
            <TrailerPlayer videoId={item.trailerVideoId} title={item.title} poster={backdrop.src} />
          ) : (
            <>
              <img
                src={backdrop.src}
                srcSet={backdrop.srcSet || undefined}
                sizes="(min-width: 1440px) 1360px, (min-width: 1024px) calc(100vw - 80px), 100vw"
                width={backdrop.width}
                height={backdrop.height}
                alt=""
                fetchPriority="high"
                decoding="async"
                className="size-full object-cover"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-background via-background/20 to-transparent" />
            </>
          )}
        </div>
      </div>
      <div
        className={`relative mx-auto max-w-[1440px] px-4 sm:px-6 lg:px-16 ${playingTrailer ? 'mt-6' : '-mt-16 sm:-mt-24'}`}
      >
        <h1 className="text-2xl font-bold sm:text-3xl">{item.title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-muted">{item.tagline}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <span>{TYPE_LABELS[item.type]}</span>
          <span aria-hidden="true">·</span>
          <span>{item.year}</span>
          {item.runtimeMinutes ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{formatDuration(item.runtimeMinutes)}</span>
            </>
          ) : null}
          <AgeRatingBadge code={item.ageRating} />
          {item.premium ? <PremiumBadge /> : null}
        </p>
        {item.genres.length > 0 ? <p className="mt-2 text-sm text-muted">{item.genres.join(', ')}</p> : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {item.trailerVideoId && !playingTrailer ? (
            <Button onClick={() => setPlayingTrailer(true)}>
              <Play className="size-5" aria-hidden="true" />
              Watch trailer
            </Button>
          ) : null}
          {gate ? (
            <Button variant={gate === 'subscription' ? 'premium' : 'secondary'} onClick={handlePlay}>
              {gate === 'subscription' ? (
                <Crown className="size-5" aria-hidden="true" />
              ) : (
                <Play className="size-5" aria-hidden="true" />
              )}
              {gate === 'subscription' ? 'Play with Premium' : 'Play'}
            </Button>
          ) : null}
          <ButtonLink to="/home" variant="secondary">
            <ArrowLeft className="size-5" aria-hidden="true" />
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
