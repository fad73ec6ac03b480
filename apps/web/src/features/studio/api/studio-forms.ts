import {
  attachVideoRequestSchema,
  createEpisodeRequestSchema,
  createTitleRequestSchema,
} from '@mzansi/contracts/studio';
import { z } from 'zod';
import { contractResolver } from '@/lib/forms';
import { attachIssue, toAttachInput, type AttachChoice } from './attach-choice';
import type { StudioTitle } from './studio-api';

/**
 * The studio's forms, each on the contract of its request: a new draft title, an episode of a series, and where an
 * upload is attached. What the studio knows and the server checks again (a year not too far ahead, an episode number
 * already taken, the titles and episodes there are) is added on top.
 */

/**
 * A draft title: the contract's, with a release year at most five years ahead. The original language starts blank
 * (no language is assumed): the creator chooses it (D62).
 */
export function titleFormResolver(now: Date = new Date()) {
  const maxYear = now.getFullYear() + 5;
  return contractResolver(
    createTitleRequestSchema.extend({
      releaseYear: createTitleRequestSchema.shape.releaseYear.max(maxYear),
      originalLanguage: z.string().pipe(createTitleRequestSchema.shape.originalLanguage),
    }),
    {
      title: (issue) =>
        issue.code === 'too_big' ? 'Keep the name to 120 characters.' : 'Give the title a name.',
      releaseYear: `Enter a year from 1900 to ${maxYear}.`,
      tagline: 'Keep the one-line hook to 90 characters.',
      synopsis: 'Keep the synopsis to 2,000 characters.',
      originalLanguage: 'Choose the original language.',
    },
  );
}

/** An episode: the contract's, with a season and number this series does not have yet. */
export function episodeFormResolver(episodes: StudioTitle['episodes']) {
  return contractResolver(
    createEpisodeRequestSchema
      .pick({ season: true, number: true, name: true, synopsis: true })
      .superRefine(({ season, number }, context) => {
        if (episodes.some((episode) => episode.season === season && episode.number === number)) {
          context.addIssue({
            code: 'custom',
            path: ['number'],
            message: `S${season} E${number} already exists.`,
          });
        }
      }),
    {
      season: 'Season is a number from 1 to 99.',
      number: 'Episode is a number from 1 to 999.',
      name: 'Give the episode a name.',
    },
  );
}

/** Where an upload goes, as chosen in AttachFields, turned into the contract's attach request. */
export function attachFormResolver(titles: readonly StudioTitle[]) {
  return contractResolver(
    z
      .object({ titleId: z.string(), use: z.enum(['trailer', 'main', 'episode']), episodeId: z.string() })
      .superRefine((choice: AttachChoice, context) => {
        const issue = attachIssue(choice, titles);
        if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      })
      .transform((choice): z.input<typeof attachVideoRequestSchema> => toAttachInput(choice))
      .pipe(attachVideoRequestSchema),
    { titleId: 'Choose a title.', episodeId: 'Choose the episode.' },
  );
}
