import { z } from 'zod';
import { ADVISORY_CODES, AGE_RATING_CODES, CREDIT_ROLES, LANGUAGE_CODES } from './catalogue';
import { titleTranslationsSchema } from './studio';

/**
 * Creator studio editing (issue 19): a title's details, cast and crew, artwork, per-title stats, and publication
 * through review (an operator setting, STUDIO_PUBLISH_REVIEW).
 */

export const CREDITS_MAX = 60;
export const PERSON_NAME_MAX_LENGTH = 80;
export const CHARACTER_MAX_LENGTH = 80;
export const REJECT_REASON_MAX_LENGTH = 500;

/** Artwork uploads: JPEG, PNG or WebP up to 10 MB and 40 megapixels, at least as large as the biggest size made. */
export const ARTWORK_KINDS = ['poster', 'backdrop'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];
export const ARTWORK_MAX_BYTES = 10 * 1024 * 1024;
export const ARTWORK_MAX_PIXELS = 40_000_000;
export const ARTWORK_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ARTWORK_MIN_SIZE: Record<ArtworkKind, { width: number; height: number }> = {
  poster: { width: 400, height: 600 },
  backdrop: { width: 1280, height: 720 },
};

export const imageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
});

/** One credit in the editor: an existing person (personId) or a new one created by name. */
export const creditInputSchema = z
  .object({
    personId: z.string().uuid().optional(),
    name: z.string().trim().max(PERSON_NAME_MAX_LENGTH).optional(),
    role: z.enum(CREDIT_ROLES),
    character: z.string().trim().max(CHARACTER_MAX_LENGTH).nullable().optional(),
  })
  .refine((credit) => credit.personId !== undefined || (credit.name ?? '').length > 0, {
    message: 'Pick a person or type a name.',
    path: ['name'],
  });
export type CreditInput = z.input<typeof creditInputSchema>;

/** GET /api/studio/titles/:id/details: what the editor shows. */
export const titleDetailsSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  tagline: z.string(),
  synopsis: z.string(),
  translations: z.record(z.string(), z.object({ tagline: z.string(), synopsis: z.string() })),
  ageRating: z.enum(AGE_RATING_CODES),
  advisories: z.array(z.string()),
  /** genre ids */
  genres: z.array(z.string().uuid()),
  /** spoken (audio) language codes */
  spokenLanguages: z.array(z.string()),
  credits: z.array(
    z.object({
      personId: z.string().uuid(),
      name: z.string(),
      role: z.enum(CREDIT_ROLES),
      character: z.string().nullable(),
    }),
  ),
  /** collection ids */
  collections: z.array(z.string()),
  poster: imageSchema,
  backdrop: imageSchema,
  /** true when the artwork was uploaded (false: generated, or none yet) */
  uploadedArtwork: z.object({ poster: z.boolean(), backdrop: z.boolean() }),
});
export type TitleDetails = z.infer<typeof titleDetailsSchema>;

/** PUT /api/studio/titles/:id/details: every field replaces what is there; collections only from admins. */
export const updateTitleDetailsSchema = z.object({
  tagline: z.string().trim().max(90),
  synopsis: z.string().trim().max(2000),
  translations: titleTranslationsSchema.optional(),
  ageRating: z.enum(AGE_RATING_CODES),
  advisories: z.array(z.enum(ADVISORY_CODES)).max(ADVISORY_CODES.length),
  genres: z.array(z.string().uuid()).max(10),
  spokenLanguages: z.array(z.enum(LANGUAGE_CODES)).max(LANGUAGE_CODES.length),
  credits: z.array(creditInputSchema).max(CREDITS_MAX),
  collections: z.array(z.string().max(80)).max(20).optional(),
});
export type UpdateTitleDetails = z.input<typeof updateTitleDetailsSchema>;

/** GET /api/studio/options: what the editor's pickers offer. */
export const studioOptionsSchema = z.object({
  genres: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  collections: z.array(z.object({ id: z.string(), name: z.string() })),
  /** admins: the editor shows the collections */
  canEditCollections: z.boolean(),
  /** "Publish" submits for review (STUDIO_PUBLISH_REVIEW on, and the viewer is not an admin) */
  publishThroughReview: z.boolean(),
});
export type StudioOptions = z.infer<typeof studioOptionsSchema>;

/** GET /api/studio/people?q=: people whose name contains q (at most 20). */
export const peopleQuerySchema = z.object({ q: z.string().trim().max(PERSON_NAME_MAX_LENGTH).default('') });
export const peopleResponseSchema = z.object({
  items: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});

/** POST /api/studio/titles/:id/artwork/:kind (multipart, field `file`). */
export const artworkParamsSchema = z.object({ id: z.string().uuid(), kind: z.enum(ARTWORK_KINDS) });

/** GET /api/studio/stats: my titles' figures (admins: every title, as the studio lists them; at most 500). */
export const titleStatsSchema = z.object({
  titleId: z.string().uuid(),
  plays: z.number().int(),
  watchHours: z.number(),
  /** completed / started, 0..1; null before anyone started it */
  completionRate: z.number().nullable(),
  ratings: z.number().int(),
  /** thumbs up / ratings, 0..1; null without ratings */
  thumbsUpShare: z.number().nullable(),
});
export type TitleStats = z.infer<typeof titleStatsSchema>;
export const studioStatsResponseSchema = z.object({ items: z.array(titleStatsSchema) });

/** GET /api/moderation/titles: titles waiting for review, oldest first. */
export const titleSubmissionSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  type: z.string(),
  tagline: z.string(),
  synopsis: z.string(),
  ageRating: z.string(),
  releaseYear: z.number().int(),
  createdBy: z.string().nullable(),
  creatorName: z.string().nullable(),
  submittedAt: z.string(),
  poster: imageSchema,
});
export type TitleSubmission = z.infer<typeof titleSubmissionSchema>;
export const titleSubmissionsResponseSchema = z.object({ items: z.array(titleSubmissionSchema) });

export const rejectTitleRequestSchema = z.object({
  reason: z.string().trim().min(1).max(REJECT_REASON_MAX_LENGTH),
});
