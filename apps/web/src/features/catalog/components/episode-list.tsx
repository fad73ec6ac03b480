import type { VideoDetail } from '@mzansi/contracts/discovery';
import * as Tabs from '@radix-ui/react-tabs';
import { Crown, LogIn, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { useUiStore } from '@/stores/ui-store';
import { watchHref } from '../api/title-links';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { useViewerTier } from '../hooks/use-viewer-tier';

type Season = VideoDetail['seasons'][number];
type Episode = Season['episodes'][number];

/**
 * What a page adds to the list (the list itself imports no other feature): beside an episode's Play (Download), under
 * it (what playing it costs in data), and to each season (Download the season).
 */
export interface EpisodeListExtras {
  episodeExtra?: (season: Season, episode: Episode) => ReactNode;
  episodeNote?: (season: Season, episode: Episode) => ReactNode;
  seasonExtra?: (season: Season) => ReactNode;
}

/** Seasons up to this many are tabs; more become a drop-down. */
const MAX_SEASON_TABS = 6;

function EpisodeAction({ detail, episode }: { detail: VideoDetail; episode: Episode }) {
  const { t } = useTranslation('catalog');
  const tier = useViewerTier(detail);
  const openModal = useUiStore((state) => state.openModal);
  const episodeArgs = { number: episode.number, name: episode.name };
  if (!episode.video) return <span className="text-sm text-muted">{t('episodes.comingSoon')}</span>;
  if (tier === 'entitled') {
    return (
      <ButtonLink
        to={watchHref(detail.id, episode.video.videoId)}
        size="sm"
        aria-label={t('episodes.playEpisode', episodeArgs)}
      >
        <Play className="size-4 fill-current" aria-hidden="true" />
        {t('actions.play')}
      </ButtonLink>
    );
  }
  if (tier === 'visitor') {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('episodes.signInToPlayEpisode', episodeArgs)}
        onClick={() =>
          openModal('auth', { tab: 'login', reason: t('actions.signInReason', { title: detail.title }) })
        }
      >
        <LogIn className="size-4" aria-hidden="true" />
        {t('episodes.signInToPlay')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="premium"
      aria-label={t('episodes.upgradeToPlayEpisode', episodeArgs)}
      onClick={() => openModal('subscription')}
    >
      <Crown className="size-4" aria-hidden="true" />
      {t('episodes.upgradeToPlay')}
    </Button>
  );
}

function Episodes({
  detail,
  season,
  episodeExtra,
  episodeNote,
}: { detail: VideoDetail; season: Season } & Omit<EpisodeListExtras, 'seasonExtra'>) {
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  if (season.episodes.length === 0) {
    return <p className="py-6 text-base text-muted">{t('episodes.noEpisodes')}</p>;
  }
  return (
    <ol aria-label={t('episodes.seasonEpisodes', { number: season.number })} className="space-y-3">
      {season.episodes.map((episode) => (
        <li
          key={episode.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-start sm:gap-5"
        >
          <span aria-hidden="true" className="w-8 shrink-0 text-xl font-bold text-muted">
            {episode.number}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-semibold">
              <span className="sr-only">{t('episodes.episodeNumber', { number: episode.number })} </span>
              {episode.name}
            </h3>
            <p className="text-sm text-muted">
              {words.runtime(episode.runtimeMinutes ?? (episode.video?.durationSeconds ?? 0) / 60)}
            </p>
            {episode.synopsis ? <p className="mt-2 text-sm text-foreground/85">{episode.synopsis}</p> : null}
          </div>
          <div className="flex shrink-0 flex-col gap-1 sm:items-end">
            <div className="flex gap-2">
              <EpisodeAction detail={detail} episode={episode} />
              {episodeExtra?.(season, episode)}
            </div>
            {episodeNote?.(season, episode)}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * Seasons and episodes of a series: a season picker (tabs, or a drop-down past six seasons) and each episode with its
 * number, name, runtime, synopsis and a Play button by the viewer's tier.
 */
export function EpisodeList({
  detail,
  initialSeason,
  episodeExtra,
  episodeNote,
  seasonExtra,
}: { detail: VideoDetail; initialSeason?: number } & EpisodeListExtras) {
  const { t } = useTranslation('catalog');
  const seasons = detail.seasons;
  const [selected, setSelected] = useState(() => String(initialSeason ?? seasons[0]?.number ?? 1));
  const current = seasons.find((season) => String(season.number) === selected) ?? seasons[0];
  if (!current) return null;

  const summary = (season: Season) =>
    [season.year, t('episodes.count', { count: season.episodes.length })].filter(Boolean).join(' · ');

  if (seasons.length > MAX_SEASON_TABS) {
    return (
      <div>
        <label className="mb-4 flex items-center gap-3 text-sm font-semibold">
          {t('episodes.season')}
          <select
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
            className="h-10 rounded-md border border-border bg-surface pr-8 pl-3 text-sm font-semibold"
          >
            {seasons.map((season) => (
              <option key={season.id} value={String(season.number)}>
                {t('episodes.seasonNumber', { number: season.number })}
              </option>
            ))}
          </select>
        </label>
        <p className="mb-3 text-sm text-muted">{summary(current)}</p>
        {current.synopsis ? <p className="mb-4 max-w-3xl text-base">{current.synopsis}</p> : null}
        {seasonExtra ? <div className="mb-4">{seasonExtra(current)}</div> : null}
        <Episodes detail={detail} season={current} episodeExtra={episodeExtra} episodeNote={episodeNote} />
      </div>
    );
  }

  return (
    <Tabs.Root value={selected} onValueChange={setSelected}>
      <Tabs.List
        aria-label={t('episodes.seasons')}
        className="scrollbar-none mb-4 flex gap-2 overflow-x-auto"
      >
        {seasons.map((season) => (
          <Tabs.Trigger
            key={season.id}
            value={String(season.number)}
            className="inline-flex h-10 shrink-0 items-center rounded-full border border-border px-4 text-sm font-semibold text-muted transition-colors hover:text-foreground data-[state=active]:border-primary data-[state=active]:bg-primary/15 data-[state=active]:text-foreground"
          >
            {t('episodes.seasonNumber', { number: season.number })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {seasons.map((season) => (
        <Tabs.Content
          key={season.id}
          value={String(season.number)}
          className="focus-visible:outline-offset-4"
        >
          <p className="mb-3 text-sm text-muted">{summary(season)}</p>
          {season.synopsis ? <p className="mb-4 max-w-3xl text-base">{season.synopsis}</p> : null}
          {seasonExtra ? <div className="mb-4">{seasonExtra(season)}</div> : null}
          <Episodes detail={detail} season={season} episodeExtra={episodeExtra} episodeNote={episodeNote} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
