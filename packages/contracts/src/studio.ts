import { z } from 'zod';
import { AGE_RATING_CODES, LANGUAGE_CODES, TITLE_TYPES, VIDEO_KINDS, VIDEO_STATUSES } from './catalogue';

/**
 * The studio: uploads, transcoding and publishing for creators (their own titles) and admins (everything).
 * Uploads use the tus 1.0 protocol at /api/uploads; these are the calls around it.
 */
export const UPLOAD_EXTENSIONS = ['mp4', 'mov', 'm4v', 'mkv', 'webm'] as const;
export const UPLOAD_MAX_BYTES_DEFAULT = 4 * 1024 * 1024 * 1024;

/** tus Upload-Metadata keys the server reads (values base64 as tus requires). */
export interface UploadMetadata {
  filename: string;
  filetype: string;
  /** optional: attach at once */
  titleId?: string;
  kind?: (typeof VIDEO_KINDS)[number];
  episodeId?: string;
  /** `ad`: an ad creative (admins only) */
  purpose?: 'ad';
}

export const studioVideoSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(VIDEO_KINDS),
  status: z.enum(VIDEO_STATUSES),
  progress: z.number().int(),
  failureReason: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  originalFilename: z.string().nullable(),
  renditions: z.array(z.object({ name: z.string(), height: z.number().int(), tier: z.enum(['SD', 'HD']) })),
  captions: z.array(z.object({ lang: z.string(), label: z.string() })),
  /** alternate audio renditions (empty while the rungs carry their one audio track) */
  audioTracks: z.array(z.object({ lang: z.string(), label: z.string(), default: z.boolean() })),
  titleId: z.string().uuid().nullable(),
  titleName: z.string().nullable(),
  episodeId: z.string().uuid().nullable(),
  episodeLabel: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudioVideo = z.infer<typeof studioVideoSchema>;
export const studioVideosResponseSchema = z.object({ items: z.array(studioVideoSchema) });

/** PATCH /api/studio/videos/:id: attach to a title as trailer, main video (movie/documentary) or an episode's video. */
export const attachVideoRequestSchema = z.object({
  titleId: z.string().uuid(),
  kind: z.enum(VIDEO_KINDS),
  episodeId: z.string().uuid().nullable().optional(),
});

/**
 * The interface languages a title's tagline and synopsis can be translated into (issue 16; English is the title's
 * own fields). A field left empty is shown in English.
 */
export const TITLE_TRANSLATION_LANGUAGES = ['zu', 'xh', 'af'] as const;
export type TitleTranslationLanguage = (typeof TITLE_TRANSLATION_LANGUAGES)[number];

/** One language's tagline and synopsis, with the limits of the English ones. */
export const titleTranslationSchema = z.object({
  tagline: z.string().trim().max(90).default(''),
  synopsis: z.string().trim().max(2000).default(''),
});
export type TitleTranslation = z.infer<typeof titleTranslationSchema>;

/**
 * A title's translations by language, in a request: a language given replaces that language's text (both fields
 * empty removes it); a language not given is left as it is.
 */
export const titleTranslationsSchema = z.strictObject({
  zu: titleTranslationSchema.optional(),
  xh: titleTranslationSchema.optional(),
  af: titleTranslationSchema.optional(),
});
export type TitleTranslations = z.infer<typeof titleTranslationsSchema>;

export const studioTitleSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  type: z.enum(TITLE_TYPES),
  title: z.string(),
  status: z.enum(['draft', 'published', 'archived']),
  releaseYear: z.number().int(),
  ageRating: z.enum(AGE_RATING_CODES),
  originalLanguage: z.string(),
  tagline: z.string(),
  synopsis: z.string(),
  /** the languages the title has text in besides English (always sent by the server) */
  translations: z
    .object({
      zu: z.object({ tagline: z.string(), synopsis: z.string() }).optional(),
      xh: z.object({ tagline: z.string(), synopsis: z.string() }).optional(),
      af: z.object({ tagline: z.string(), synopsis: z.string() }).optional(),
    })
    .optional(),
  isPremium: z.boolean(),
  createdBy: z.string().nullable(),
  /**
   * Publication review (issue 19, STUDIO_PUBLISH_REVIEW): pending while moderators have not decided, rejected with
   * the reason the creator sees; null when the title was never submitted or was approved.
   */
  review: z
    .object({
      state: z.enum(['pending', 'rejected']),
      reason: z.string().nullable(),
      submittedAt: z.string(),
    })
    .nullable()
    .optional(),
  episodes: z.array(
    z.object({ id: z.string().uuid(), season: z.number().int(), number: z.number().int(), name: z.string() }),
  ),
  videos: z.array(
    z.object({
      id: z.string().uuid(),
      kind: z.enum(VIDEO_KINDS),
      status: z.enum(VIDEO_STATUSES),
      episodeId: z.string().uuid().nullable(),
    }),
  ),
});
export type StudioTitle = z.infer<typeof studioTitleSchema>;
export const studioTitlesResponseSchema = z.object({ items: z.array(studioTitleSchema) });

/** POST /api/studio/titles: a draft title a creator owns. */
export const createTitleRequestSchema = z.object({
  title: z.string().trim().min(1).max(120),
  type: z.enum(TITLE_TYPES),
  tagline: z.string().trim().max(90).default(''),
  synopsis: z.string().trim().max(2000).default(''),
  releaseYear: z.number().int().min(1900).max(2100),
  ageRating: z.enum(AGE_RATING_CODES),
  originalLanguage: z.enum(LANGUAGE_CODES),
  isPremium: z.boolean().default(true),
});

/**
 * POST /api/studio/titles as the server reads it: the draft title, with its tagline and synopsis in isiZulu,
 * isiXhosa and Afrikaans when given (issue 16). The studio's form is createTitleRequestSchema's.
 */
export const createTitleBodySchema = createTitleRequestSchema.extend({
  translations: titleTranslationsSchema.optional(),
});

/** POST /api/studio/titles/:id/episodes: add an episode to a series (season created when new). */
export const createEpisodeRequestSchema = z.object({
  season: z.number().int().min(1).max(99),
  number: z.number().int().min(1).max(999),
  name: z.string().trim().min(1).max(120),
  synopsis: z.string().trim().max(1000).default(''),
});

/**
 * PATCH /api/studio/titles/:id: publish or unpublish (a title needs a ready video to be published), and/or change its
 * translations (issue 16).
 */
export const updateTitleStatusRequestSchema = z
  .object({
    status: z.enum(['draft', 'published', 'archived']).optional(),
    translations: titleTranslationsSchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.translations !== undefined, {
    message: 'Send a status or translations.',
  });

/** POST /api/studio/videos/:id/captions (multipart: field `file` = WebVTT, field `lang`, optional `label`). */
export const CAPTION_MAX_BYTES = 2 * 1024 * 1024;

/** The tus endpoint (creation, creation-with-upload, termination, expiration; Upload-Length required). */
export const UPLOAD_ENDPOINT = '/api/uploads';
/**
 * tus-js-client `chunkSize` to use: one PATCH per 50 MiB, so no single request outlives the server's request
 * timeout on a slow line, and a dropped connection loses at most one chunk.
 */
export const UPLOAD_CHUNK_BYTES = 50 * 1024 * 1024;
/** Incomplete uploads are removed this long after they were started (tus Upload-Expires). */
export const UPLOAD_EXPIRY_HOURS = 24;

/** The tus Upload-Metadata the server accepts (decoded); anything else is ignored. */
export const uploadMetadataSchema = z.object({
  filename: z.string().trim().min(1, 'filename is required').max(255),
  filetype: z.string().trim().max(255).default(''),
  titleId: z.string().uuid().optional(),
  kind: z.enum(VIDEO_KINDS).optional(),
  episodeId: z.string().uuid().optional(),
  /** `ad`: an ad creative (issue 18; admins only), attached to no title and transcoded to the ad ladder */
  purpose: z.enum(['ad']).optional(),
});

export const CAPTION_LABEL_MAX_LENGTH = 60;
/** The text fields of a caption upload; the label defaults to the language's name. */
export const captionFieldsSchema = z.object({
  lang: z.enum(LANGUAGE_CODES),
  label: z.string().trim().min(1).max(CAPTION_LABEL_MAX_LENGTH).optional(),
});

/**
 * POST /api/studio/videos/:id/audio (multipart: field `file` = an audio or video file with sound, field `lang`,
 * optional `label`): the audio track of one language of a ready video.
 */
export const AUDIO_TRACK_MAX_BYTES = 500 * 1024 * 1024;
/** The text fields of an audio track upload; the label defaults to the language's name. */
export const audioTrackFieldsSchema = captionFieldsSchema;

/** A failed upload answers the final tus PATCH with 415 and this in `error.details`. */
export const uploadRejectedDetailsSchema = z.object({ videoId: z.string().uuid() });
