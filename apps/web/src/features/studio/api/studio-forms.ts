import {
  attachVideoRequestSchema,
  createEpisodeRequestSchema,
  createTitleRequestSchema,
  titleTranslationSchema,
  type TitleTranslations,
} from '@mzansi/contracts/studio';
import { z } from 'zod';
import { contractResolver } from '@/lib/forms';
import { translate } from '@/lib/i18n';
import { attachIssue, toAttachInput, type AttachChoice } from './attach-choice';
import type { StudioTitle } from './studio-api';

/**
 * The studio's forms, each on the contract of its request: a new draft title, an episode of a series, and where an
 * upload is attached. What the studio knows and the server checks again (a year not too far ahead, an episode number
 * already taken, the titles and episodes there are) is added on top.
 */

/** A field of one language's text: the tagline ("one-line hook") or the synopsis, with the English field's words. */
function translationFieldMessage(issue: z.core.$ZodRawIssue): string {
  return issue.path?.at(-1) === 'synopsis'
    ? translate('studio:titleForm.errors.synopsis')
    : translate('studio:titleForm.errors.hook');
}

/** The form's text in every language, both fields always there (blank when not given). */
const translationFieldsSchema = z.object({
  zu: titleTranslationSchema,
  xh: titleTranslationSchema,
  af: titleTranslationSchema,
});

/** Only the languages with some text are sent (a language with both fields blank is not given). */
function onlyWritten(all: z.output<typeof translationFieldsSchema>): TitleTranslations | undefined {
  const written = Object.entries(all).filter(([, text]) => text.tagline !== '' || text.synopsis !== '');
  return written.length > 0 ? Object.fromEntries(written) : undefined;
}

/**
 * A draft title: the contract's, with a release year at most five years ahead. The original language starts blank
 * (no language is assumed): the creator chooses it (D62). The tagline and synopsis in isiZulu, isiXhosa and
 * Afrikaans are optional, with the English fields' limits (issue 16).
 */
export function titleFormResolver(now: Date = new Date()) {
  const maxYear = now.getFullYear() + 5;
  return contractResolver(
    createTitleRequestSchema
      .extend({
        releaseYear: createTitleRequestSchema.shape.releaseYear.max(maxYear),
        originalLanguage: z.string().pipe(createTitleRequestSchema.shape.originalLanguage),
        translations: translationFieldsSchema,
      })
      .transform(({ translations, ...title }) => {
        const written = onlyWritten(translations);
        return written ? { ...title, translations: written } : title;
      }),
    {
      title: (issue) =>
        issue.code === 'too_big'
          ? translate('studio:titleForm.errors.nameTooLong')
          : translate('studio:titleForm.errors.nameMissing'),
      releaseYear: () => translate('studio:titleForm.errors.year', { max: String(maxYear) }),
      tagline: () => translate('studio:titleForm.errors.hook'),
      synopsis: () => translate('studio:titleForm.errors.synopsis'),
      originalLanguage: () => translate('studio:titleForm.errors.language'),
      translations: translationFieldMessage,
    },
  );
}

/** One language's tagline and synopsis of an existing title; both blank removes the language. */
export function translationFormResolver() {
  return contractResolver(titleTranslationSchema, {
    tagline: () => translate('studio:titleForm.errors.hook'),
    synopsis: () => translate('studio:titleForm.errors.synopsis'),
  });
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
            message: translate('studio:episodeForm.errors.exists', {
              season: String(season),
              number: String(number),
            }),
          });
        }
      }),
    {
      season: () => translate('studio:episodeForm.errors.season'),
      number: () => translate('studio:episodeForm.errors.number'),
      name: () => translate('studio:episodeForm.errors.name'),
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
    {
      titleId: () => translate('studio:attach.issues.chooseTitle'),
      episodeId: () => translate('studio:attach.issues.chooseEpisode'),
    },
  );
}
