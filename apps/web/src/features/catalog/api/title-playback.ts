import type { VideoDetail } from '@mzansi/contracts/discovery';
import { translate } from '@/lib/i18n';
import { PLAY_MAIN } from './title-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Playable {
  videoId: string;
  /** the button's words: "Play", "Play S1 E1" */
  buttonLabel: string;
  /** the player's accessible name */
  playerLabel: string;
  kind: 'trailer' | 'main' | 'episode';
  /** for an episode, its season */
  seasonNumber?: number;
}

function episodePlayable(
  detail: VideoDetail,
  season: VideoDetail['seasons'][number],
  episode: VideoDetail['seasons'][number]['episodes'][number],
  videoId: string,
): Playable {
  return {
    videoId,
    buttonLabel: translate('catalog:actions.playEpisode', { season: season.number, episode: episode.number }),
    playerLabel: translate('catalog:player.episodeLabel', {
      title: detail.title,
      season: season.number,
      episode: episode.number,
      name: episode.name,
    }),
    kind: 'episode',
    seasonNumber: season.number,
  };
}

/** What Play starts: the main video of a movie or documentary, the first playable episode of a series. */
export function defaultPlayable(detail: VideoDetail): Playable | null {
  if (detail.mainVideo) {
    return {
      videoId: detail.mainVideo.videoId,
      buttonLabel: translate('catalog:actions.play'),
      playerLabel: detail.title,
      kind: 'main',
    };
  }
  for (const season of detail.seasons) {
    const episode = season.episodes.find((candidate) => candidate.video);
    if (episode?.video) return episodePlayable(detail, season, episode, episode.video.videoId);
  }
  return null;
}

/** The video `?play=` names on this title (its trailer, main video or an episode), or `main` resolved; else null. */
export function resolvePlayParam(detail: VideoDetail, param: string | null): Playable | null {
  if (!param) return null;
  if (param === PLAY_MAIN) return defaultPlayable(detail);
  if (detail.trailer?.videoId === param) {
    return {
      videoId: param,
      buttonLabel: translate('catalog:actions.watchTrailer'),
      playerLabel: translate('catalog:player.trailerLabel', { title: detail.title }),
      kind: 'trailer',
    };
  }
  if (detail.mainVideo?.videoId === param) {
    return {
      videoId: param,
      buttonLabel: translate('catalog:actions.play'),
      playerLabel: detail.title,
      kind: 'main',
    };
  }
  for (const season of detail.seasons) {
    for (const episode of season.episodes) {
      if (episode.video?.videoId === param) return episodePlayable(detail, season, episode, param);
    }
  }
  // Another video of this title the page does not list (a studio preview of a new upload, a second trailer): the
  // server decides whether this viewer may play it.
  if (UUID.test(param)) {
    return {
      videoId: param,
      buttonLabel: translate('catalog:actions.play'),
      playerLabel: translate('catalog:player.previewLabel', { title: detail.title }),
      kind: 'main',
    };
  }
  return null;
}
