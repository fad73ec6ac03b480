import { z } from 'zod';

/** Catalogue vocabulary shared by the database, the seed, the API and the client. */
export const TITLE_TYPES = ['movie', 'series', 'documentary'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];

export const VIDEO_KINDS = ['trailer', 'main'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Media state machine (ARCHITECTURE.md convention 6). */
export const VIDEO_STATUSES = ['uploaded', 'probing', 'transcoding', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * South Africa's Film and Publication Board classifications, youngest first.
 * Badge colours follow DESIGN.md: green for A/PG, amber for 13/16, red for 18.
 */
export const AGE_RATINGS = [
  { code: 'A', name: 'All ages', minAge: 0, tone: 'green' },
  { code: 'PG', name: 'Parental guidance', minAge: 0, tone: 'green' },
  { code: '7-9PG', name: 'Ages 7 to 9 with parental guidance', minAge: 7, tone: 'green' },
  { code: '10-12PG', name: 'Ages 10 to 12 with parental guidance', minAge: 10, tone: 'green' },
  { code: '13', name: 'Ages 13 and older', minAge: 13, tone: 'amber' },
  { code: '16', name: 'Ages 16 and older', minAge: 16, tone: 'amber' },
  { code: '18', name: 'Adults only (18+)', minAge: 18, tone: 'red' },
] as const;
export type AgeRatingCode = (typeof AGE_RATINGS)[number]['code'];
export const AGE_RATING_CODES = AGE_RATINGS.map((rating) => rating.code) as [
  AgeRatingCode,
  ...AgeRatingCode[],
];

/** FPB consumer advice letters. */
export const ADVISORIES = [
  { code: 'D', name: 'Drugs' },
  { code: 'H', name: 'Horror' },
  { code: 'L', name: 'Language' },
  { code: 'N', name: 'Nudity' },
  { code: 'P', name: 'Prejudice' },
  { code: 'S', name: 'Sex' },
  { code: 'V', name: 'Violence' },
  { code: 'SV', name: 'Sexual violence' },
] as const;
export type AdvisoryCode = (typeof ADVISORIES)[number]['code'];
export const ADVISORY_CODES = ADVISORIES.map((advisory) => advisory.code) as [
  AdvisoryCode,
  ...AdvisoryCode[],
];

/** ISO 639-1 codes (639-2 where no 639-1 code exists) of South Africa's official spoken languages. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'zu', name: 'isiZulu', nativeName: 'isiZulu' },
  { code: 'xh', name: 'isiXhosa', nativeName: 'isiXhosa' },
  { code: 'af', name: 'Afrikaans', nativeName: 'Afrikaans' },
  { code: 'st', name: 'Sesotho', nativeName: 'Sesotho' },
  { code: 'tn', name: 'Setswana', nativeName: 'Setswana' },
  { code: 'ts', name: 'Xitsonga', nativeName: 'Xitsonga' },
  { code: 'nso', name: 'Sepedi', nativeName: 'Sesotho sa Leboa' },
  { code: 'ss', name: 'siSwati', nativeName: 'siSwati' },
  { code: 've', name: 'Tshivenda', nativeName: 'Tshivenḓa' },
  { code: 'nr', name: 'isiNdebele', nativeName: 'isiNdebele' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const CREDIT_ROLES = ['actor', 'director', 'writer', 'producer', 'creator', 'narrator'] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

/** The three collections of spec §9, with their names and counts exactly as given. */
export const SPEC_COLLECTIONS = [
  { id: 'mzansi-movies', name: 'Mzansi Movies', videoCount: 5 },
  { id: 'previews-trailers', name: 'Previews & Trailers', videoCount: 5 },
  { id: 'zulu-stories', name: 'Zulu Stories', videoCount: 3 },
] as const;

/** One entry of GET /api/videos/public (spec §7: `{ items }`). */
export const videoListItemSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  type: z.enum(TITLE_TYPES),
  title: z.string(),
  tagline: z.string(),
  year: z.number().int(),
  ageRating: z.enum(AGE_RATING_CODES),
  premium: z.boolean(),
  runtimeMinutes: z.number().int().nullable(),
  genres: z.array(z.string()),
  languages: z.array(z.string()),
  poster: z.object({ src: z.string(), srcSet: z.string(), width: z.number(), height: z.number() }),
  backdrop: z.object({ src: z.string(), srcSet: z.string(), width: z.number(), height: z.number() }),
  trailerVideoId: z.string().uuid().nullable(),
  publishedAt: z.string(),
});
export type VideoListItem = z.infer<typeof videoListItemSchema>;

export const videoListResponseSchema = z.object({ items: z.array(videoListItemSchema) });
export type VideoListResponse = z.infer<typeof videoListResponseSchema>;
