import { translate } from '@/lib/i18n';
import type { StudioTitle } from './studio-api';

/** Where a video goes: a title's trailer, a film's main video, or a series episode's video. */
export interface AttachChoice {
  titleId: string;
  use: 'trailer' | 'main' | 'episode';
  episodeId: string;
}

export const NO_ATTACHMENT: AttachChoice = { titleId: '', use: 'trailer', episodeId: '' };

export function episodeName(episode: StudioTitle['episodes'][number]): string {
  return translate('studio:attach.episodeName', {
    season: String(episode.season),
    number: String(episode.number),
    name: episode.name,
  });
}

export type AttachField = keyof AttachChoice;

/** What is missing for the choice to be sent, and which of its fields says so; null when nothing is. */
export function attachIssue(
  choice: AttachChoice,
  titles: readonly StudioTitle[],
): { field: AttachField; message: string } | null {
  const title = titles.find((candidate) => candidate.id === choice.titleId);
  if (!title) return { field: 'titleId', message: translate('studio:attach.issues.chooseTitle') };
  if (choice.use === 'episode') {
    if (title.type !== 'series')
      return { field: 'use', message: translate('studio:attach.issues.onlySeries') };
    if (!title.episodes.some((episode) => episode.id === choice.episodeId)) {
      return { field: 'episodeId', message: translate('studio:attach.issues.chooseEpisode') };
    }
  }
  if (choice.use === 'main' && title.type === 'series') {
    return { field: 'use', message: translate('studio:attach.issues.seriesMain') };
  }
  return null;
}

/** What is missing for the choice to be sent, or null. */
export function attachProblem(choice: AttachChoice, titles: readonly StudioTitle[]): string | null {
  return attachIssue(choice, titles)?.message ?? null;
}

/** The contract's attach request (and the tus metadata at upload time). */
export function toAttachInput(choice: AttachChoice): {
  titleId: string;
  kind: 'trailer' | 'main';
  episodeId: string | null;
} {
  return {
    titleId: choice.titleId,
    kind: choice.use === 'trailer' ? 'trailer' : 'main',
    episodeId: choice.use === 'episode' ? choice.episodeId : null,
  };
}

/** "Trailer of Umkhokha", "Main video of Umkhokha", "S1 E2 · Laagwater of Sê My Naam". */
export function attachLabel(choice: AttachChoice, titles: readonly StudioTitle[]): string {
  const title = titles.find((candidate) => candidate.id === choice.titleId);
  if (!title) return '';
  if (choice.use === 'trailer') return translate('studio:attach.trailerOf', { title: title.title });
  if (choice.use === 'main') return translate('studio:attach.mainOf', { title: title.title });
  const episode = title.episodes.find((candidate) => candidate.id === choice.episodeId);
  return episode
    ? translate('studio:attach.episodeOf', { episode: episodeName(episode), title: title.title })
    : title.title;
}
