import type { VideoDetail } from '@mzansi/contracts/discovery';
import { X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClientOnly } from '@/components/ui/client-only';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { useRelatedVideos, useVideoDetail } from '@/features/catalog/api/get-video-detail';
import { PLAY_PARAM, watchHref } from '@/features/catalog/api/title-links';
import { defaultPlayable, resolvePlayParam, type Playable } from '@/features/catalog/api/title-playback';
import { EpisodeList } from '@/features/catalog/components/episode-list';
import { TitleActions } from '@/features/catalog/components/title-actions';
import { TitleFacts } from '@/features/catalog/components/title-facts';
import { TitleSummary } from '@/features/catalog/components/title-summary';
import { VideoRowSection } from '@/features/catalog/components/video-row-section';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { DataCost } from '@/features/player/components/data-cost';
import { LazyVideoPlayer } from '@/features/player/components/lazy-video-player';
import { primeTrailer, warmPlayer, warmPlayerWhenIdle } from '@/features/player/lib/playback-prefetch';
import { DownloadButton } from '@/features/downloads/components/download-button';
import type { DownloadTarget } from '@/features/downloads/components/download-dialog';
import { MaturityRestrictedState } from '@/features/viewer-profiles/components/maturity-restricted-state';
import { MyListButton } from '@/features/watchlist/components/my-list-button';
import { LazyReviewsSection } from '@/features/reviews/components/lazy-reviews-section';
import { useAuth } from '@/hooks/use-auth';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isNotFoundError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { maturityRestriction } from '@/lib/maturity-restriction';

const CONTAINER = 'mx-auto w-full max-w-[1440px] px-4 sm:px-6 lg:px-10';

function TitleSkeleton() {
  const { t } = useTranslation('messages');
  return (
    <div role="status">
      <span className="sr-only">{t('loadingDefault')}</span>
      <div aria-hidden="true" className="motion-safe:animate-pulse">
        <div className="h-[min(56vw,70vh)] min-h-60 w-full bg-surface-2" />
        <div className={`${CONTAINER} -mt-20 space-y-3`}>
          <div className="h-10 w-2/3 max-w-md rounded bg-surface-3" />
          <div className="h-5 w-1/2 max-w-sm rounded bg-surface-2" />
          <div className="h-5 w-1/3 max-w-xs rounded bg-surface-2" />
          <div className="flex gap-3 pt-3">
            <div className="h-12 w-40 rounded-md bg-surface-2" />
            <div className="h-12 w-40 rounded-md bg-surface-2" />
          </div>
          <div className="h-20 max-w-3xl rounded bg-surface-2" />
        </div>
      </div>
    </div>
  );
}

/** The episode after the one playing (across seasons), with a video; null at the end of the series. */
function nextEpisodeAfter(detail: VideoDetail, videoId: string): { videoId: string; label: string } | null {
  const episodes = detail.seasons.flatMap((season) =>
    season.episodes
      .filter((episode) => episode.video)
      .map((episode) => ({
        videoId: episode.video!.videoId,
        label: translate('catalog:player.nextEpisode', {
          season: season.number,
          episode: episode.number,
          name: episode.name,
        }),
      })),
  );
  const index = episodes.findIndex((episode) => episode.videoId === videoId);
  return index >= 0 ? (episodes[index + 1] ?? null) : null;
}

/** A movie's or an episode's download, as the Downloads page will name it. */
function downloadTarget(detail: VideoDetail, videoId: string, episodeLabel: string | null): DownloadTarget {
  return {
    videoId,
    titleId: detail.id,
    title: detail.title,
    episodeLabel,
    artworkUrl: detail.poster.src || null,
    durationSeconds: playableInfo(detail, videoId)?.durationSeconds ?? null,
  };
}

function episodeLabelOf(season: VideoDetail['seasons'][number], episode: { number: number; name: string }) {
  return translate('catalog:player.nextEpisode', {
    season: season.number,
    episode: episode.number,
    name: episode.name,
  });
}

/** "S1 E2 · Name" of the episode a video is, or null (a movie). */
function episodeLabelFor(detail: VideoDetail, videoId: string): string | null {
  for (const season of detail.seasons) {
    const episode = season.episodes.find((item) => item.video?.videoId === videoId);
    if (episode) return episodeLabelOf(season, episode);
  }
  return null;
}

/** What the catalogue knows about a video: its length and best quality. */
function playableInfo(detail: VideoDetail, videoId: string) {
  if (detail.trailer?.videoId === videoId) return detail.trailer;
  if (detail.mainVideo?.videoId === videoId) return detail.mainVideo;
  for (const season of detail.seasons) {
    for (const episode of season.episodes) if (episode.video?.videoId === videoId) return episode.video;
  }
  return null;
}

function PlayerSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className="flex size-full items-center justify-center bg-black">
      <span className="sr-only">{t('player.loading')}</span>
      <span
        aria-hidden="true"
        className="size-12 rounded-full border-4 border-white/20 border-t-white/80 motion-safe:animate-spin"
      />
    </div>
  );
}

/**
 * The player area: `?play=` names the video (trailer, main video or an episode). The player is its own chunk,
 * loaded only when something plays; series move on to the next episode in place (`?play=` changes, the player
 * stays, full screen too).
 */
function PlayerStage({
  detail,
  playing,
  onClose,
  onPlay,
}: {
  detail: VideoDetail;
  playing: Playable;
  onClose: () => void;
  onPlay: (videoId: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const stage = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const { isPremium, isAdmin } = useAuth();
  useEffect(() => {
    stage.current?.scrollIntoView?.({ block: 'nearest' });
  }, [playing.videoId]);

  const info = playableInfo(detail, playing.videoId);
  const trailerId = detail.trailer?.videoId ?? detail.trailerVideoId;
  const upcoming = playing.kind === 'episode' ? nextEpisodeAfter(detail, playing.videoId) : null;
  const next = upcoming ? { label: upcoming.label, onPlay: () => onPlay(upcoming.videoId) } : null;

  return (
    <div className="mx-auto max-w-[1440px] lg:px-10 lg:pt-6">
      <div
        ref={stage}
        data-player-stage
        className="relative aspect-video max-h-[78vh] w-full overflow-hidden bg-black lg:rounded-xl"
      >
        <ClientOnly fallback={<PlayerSkeleton />}>
          <LazyVideoPlayer
            videoId={playing.videoId}
            titleId={detail.id}
            label={playing.playerLabel}
            kind={playing.kind}
            poster={detail.backdrop.src || undefined}
            durationHint={info?.durationSeconds}
            offerHd={!isPremium && !isAdmin && info?.maxQuality === 'HD'}
            trailerHref={trailerId && trailerId !== playing.videoId ? watchHref(detail.id, trailerId) : null}
            next={next}
            focusOnOpen
            onLeave={() => {
              void queryClient.invalidateQueries({ queryKey: ['watch-progress'] });
              void queryClient.invalidateQueries({ queryKey: ['watch-history'] });
            }}
          />
        </ClientOnly>
      </div>
      <div className="flex justify-end gap-2 px-4 pt-2 sm:px-6 lg:px-0">
        {playing.kind !== 'trailer' ? (
          <DownloadButton
            targets={[downloadTarget(detail, playing.videoId, episodeLabelFor(detail, playing.videoId))]}
            size="sm"
            variant="ghost"
          />
        ) : null}
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
          {t('player.close')}
        </Button>
      </div>
    </div>
  );
}

function Backdrop({ detail }: { detail: VideoDetail }) {
  const { backdrop } = detail;
  return (
    <div className="relative isolate h-[min(56vw,70vh)] min-h-60 w-full overflow-hidden">
      {backdrop.src ? (
        <img
          src={backdrop.src}
          srcSet={backdrop.srcSet || undefined}
          sizes="100vw"
          width={backdrop.width || 1920}
          height={backdrop.height || 1080}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover object-top"
        />
      ) : (
        <div className="absolute inset-0 -z-10 bg-surface-2" />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-background via-background/30 to-background/10" />
      <div className="absolute inset-0 bg-gradient-to-r from-background/70 via-transparent to-transparent" />
    </div>
  );
}

function RelatedRow({ detail }: { detail: VideoDetail }) {
  const { t } = useTranslation('catalog');
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const query = useRelatedVideos(detail.id, { enabled: near });
  return (
    <div ref={ref}>
      <VideoRowSection title={t('titlePage.moreLikeThis')} query={query} />
    </div>
  );
}

function TitlePage({ detail }: { detail: VideoDetail }) {
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  const [searchParams, setSearchParams] = useSearchParams();
  const playing = resolvePlayParam(detail, searchParams.get(PLAY_PARAM));
  const playable = defaultPlayable(detail);
  const trailerId = detail.trailer?.videoId ?? detail.trailerVideoId;
  // The player's code while the play buttons are on screen; a trailer's signed URL as soon as it is to play (D64).
  useEffect(() => warmPlayerWhenIdle(), []);
  useEffect(() => {
    if (playing?.kind === 'trailer') primeTrailer(playing.videoId);
  }, [playing?.kind, playing?.videoId]);

  const handlePlay = useCallback(
    (videoId: string) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(PLAY_PARAM, videoId);
        return next;
      }),
    [setSearchParams],
  );

  function handleClosePlayer() {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PLAY_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <article>
      {playing ? (
        <PlayerStage detail={detail} playing={playing} onClose={handleClosePlayer} onPlay={handlePlay} />
      ) : (
        <Backdrop detail={detail} />
      )}
      <div className={`${CONTAINER} relative ${playing ? 'mt-4' : '-mt-24 sm:-mt-40'}`}>
        <div className="flex gap-8">
          {detail.poster.src ? (
            <img
              src={detail.poster.src}
              srcSet={detail.poster.srcSet || undefined}
              sizes="(min-width: 1024px) 240px, 200px"
              width={detail.poster.width || 400}
              height={detail.poster.height || 600}
              alt=""
              decoding="async"
              className="hidden aspect-[2/3] w-48 shrink-0 self-start rounded-xl object-cover shadow-2xl ring-1 ring-border/60 md:block lg:w-60"
            />
          ) : null}
          <div className="min-w-0 flex-1 md:pt-8">
            <p className="text-sm font-semibold tracking-widest text-link uppercase">
              {words.typeLabel(detail.type)}
            </p>
            <h1 className="mt-1 text-2xl font-bold drop-shadow-lg sm:text-3xl">{detail.title}</h1>
            {detail.tagline ? (
              <p className="mt-2 max-w-2xl text-lg text-foreground/90">{detail.tagline}</p>
            ) : null}
            <div className="mt-4">
              <TitleSummary detail={detail} />
            </div>
            <div className="mt-6">
              <TitleActions
                video={detail}
                context="page"
                playHref={playable ? watchHref(detail.id, playable.videoId) : null}
                playLabel={playable?.buttonLabel}
                trailerHref={trailerId ? watchHref(detail.id, trailerId) : null}
                onPlayIntent={(what, intent) =>
                  what === 'trailer' && intent === 'press' && trailerId
                    ? primeTrailer(trailerId)
                    : warmPlayer()
                }
              >
                <MyListButton video={detail} />
                {detail.mainVideo ? (
                  <DownloadButton targets={[downloadTarget(detail, detail.mainVideo.videoId, null)]} />
                ) : null}
              </TitleActions>
              {detail.type !== 'series' && detail.mainVideo ? (
                <DataCost videoId={detail.mainVideo.videoId} className="mt-2" />
              ) : null}
            </div>
            {detail.synopsis ? (
              <p className="mt-6 max-w-3xl text-base leading-relaxed text-foreground/90">{detail.synopsis}</p>
            ) : null}
          </div>
        </div>

        {detail.type === 'series' ? (
          <ErrorBoundary level="section" name={t('episodes.heading')} className="mt-12">
            <section aria-labelledby="episodes-heading" className="mt-12">
              <h2 id="episodes-heading" className="mb-4 text-xl font-bold">
                {t('episodes.heading')}
              </h2>
              {detail.seasons.length === 0 ? (
                <p className="text-base text-muted">{t('episodes.noSeasons')}</p>
              ) : (
                <EpisodeList
                  key={detail.id}
                  detail={detail}
                  initialSeason={playing?.seasonNumber}
                  episodeExtra={(season, episode) =>
                    episode.video ? (
                      <DownloadButton
                        targets={[
                          downloadTarget(detail, episode.video.videoId, episodeLabelOf(season, episode)),
                        ]}
                        label={translate('downloads:button.downloadEpisode', { name: episode.name })}
                        size="sm"
                        iconOnly
                      />
                    ) : null
                  }
                  episodeNote={(_season, episode) =>
                    episode.video ? <DataCost videoId={episode.video.videoId} /> : null
                  }
                  seasonExtra={(season) => {
                    const targets = season.episodes.flatMap((episode) =>
                      episode.video
                        ? [downloadTarget(detail, episode.video.videoId, episodeLabelOf(season, episode))]
                        : [],
                    );
                    return targets.length > 1 ? (
                      <DownloadButton
                        targets={targets}
                        label={translate('downloads:button.downloadSeason', { number: season.number })}
                        size="sm"
                      />
                    ) : null;
                  }}
                />
              )}
            </section>
          </ErrorBoundary>
        ) : null}

        <ErrorBoundary level="section" name={t('titlePage.details')} className="mt-12">
          <section aria-labelledby="details-heading" className="mt-12 max-w-4xl">
            <h2 id="details-heading" className="mb-4 text-xl font-bold">
              {t('titlePage.details')}
            </h2>
            <TitleFacts detail={detail} />
          </section>
        </ErrorBoundary>

        <ErrorBoundary level="section" name={t('titlePage.ratingsAndReviews')} className="mt-12">
          <section aria-labelledby="reviews-heading" className="mt-12 max-w-4xl">
            <h2 id="reviews-heading" className="mb-4 text-xl font-bold">
              {t('titlePage.ratingsAndReviews')}
            </h2>
            {/* Who is signed in decides what it shows: drawn by the browser only, so the server's HTML hydrates as is. */}
            <ClientOnly fallback={null}>
              <LazyReviewsSection videoId={detail.id} title={detail.title} />
            </ClientOnly>
          </section>
        </ErrorBoundary>

        <div className="mt-12 pb-16">
          <RelatedRow detail={detail} />
        </div>
      </div>
    </article>
  );
}

/** /watch/:id (spec §2, public): the title page, and the player on the same page when `?play=` names a video. */
export function WatchPage() {
  const { t } = useTranslation('catalog');
  const { id } = useParams();
  // Opened to play: the player's code is fetched with the title, not after it.
  const playParam = useSearchParams()[0].get(PLAY_PARAM);
  useEffect(() => {
    if (playParam) warmPlayer();
  }, [playParam]);
  const { data, isPending, isError, error, refetch, isFetching } = useVideoDetail(id);
  const notFound = isError && isNotFoundError(error);
  usePageMeta(
    data?.title ?? (notFound ? t('pageNotFound') : undefined),
    data ? data.tagline || data.synopsis.split('. ')[0] : undefined,
  );

  if (notFound) return <NotFoundContent />;
  if (isPending) return <TitleSkeleton />;
  // Above the maturity limit of the profile in use (issue 16): a state of its own, not an error to retry.
  const restricted = isError ? maturityRestriction(error) : null;
  if (restricted) {
    return (
      <div className="px-4 py-16">
        <MaturityRestrictedState restriction={restricted} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="px-4 py-16">
        <QueryErrorState
          title={t('titlePage.loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          actions={
            <ButtonLink to="/home" variant="secondary">
              {t('titlePage.goHome')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return <TitlePage key={data.id} detail={data} />;
}
