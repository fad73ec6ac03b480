import type { StudioTitle } from './studio-api';

/** Where a video goes: a title's trailer, a film's main video, or a series episode's video. */
export interface AttachChoice {
  titleId: string;
  use: 'trailer' | 'main' | 'episode';
  episodeId: string;
}

export const NO_ATTACHMENT: AttachChoice = { titleId: '', use: 'trailer', episodeId: '' };

export function episodeName(episode: StudioTitle['episodes'][number]): string {
  return `S${episode.season} E${episode.number} · ${episode.name}`;
}

export type AttachField = keyof AttachChoice;

/** What is missing for the choice to be sent, and which of its fields says so; null when nothing is. */
export function attachIssue(
  choice: AttachChoice,
  titles: readonly StudioTitle[],
): { field: AttachField; message: string } | null {
  const title = titles.find((candidate) => candidate.id === choice.titleId);
  if (!title) return { field: 'titleId', message: 'Choose a title.' };
  if (choice.use === 'episode') {
    if (title.type !== 'series') return { field: 'use', message: 'Only a series has episodes.' };
    if (!title.episodes.some((episode) => episode.id === choice.episodeId)) {
      return { field: 'episodeId', message: 'Choose the episode.' };
    }
  }
  if (choice.use === 'main' && title.type === 'series') {
    return { field: 'use', message: 'A series plays its episodes: choose one.' };
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
  if (choice.use === 'trailer') return `Trailer of ${title.title}`;
  if (choice.use === 'main') return `Main video of ${title.title}`;
  const episode = title.episodes.find((candidate) => candidate.id === choice.episodeId);
  return episode ? `${episodeName(episode)} of ${title.title}` : title.title;
}
