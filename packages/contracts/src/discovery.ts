import { z } from 'zod';
import {
  ADVISORY_CODES,
  AGE_RATING_CODES,
  CREDIT_ROLES,
  TITLE_TYPES,
  videoListItemSchema,
} from './catalogue';

/** GET /api/videos: cursor pagination over published titles with filters (spec §7 prefetch limit=20). */
export const VIDEO_PAGE_MAX = 50;
export const videoListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(VIDEO_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
  type: z.enum(TITLE_TYPES).optional(),
  genre: z.string().max(60).optional(),
  language: z.string().max(8).optional(),
  /** a collection's guid or id */
  collection: z.string().max(60).optional(),
  sort: z.enum(['new', 'popular', 'title']).default('new'),
});
export type VideoListQuery = z.input<typeof videoListQuerySchema>;
export type VideoListParams = z.output<typeof videoListQuerySchema>;

export const videoPageSchema = z.object({
  items: z.array(videoListItemSchema),
  /** pass back as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

const namedCode = z.object({ code: z.string(), name: z.string() });

export const creditSchema = z.object({
  personId: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(CREDIT_ROLES),
  character: z.string().nullable(),
});

export const playableSchema = z.object({
  videoId: z.string().uuid(),
  durationSeconds: z.number().nullable(),
  /** the best quality this video has: HD needs Premium (spec §9) */
  maxQuality: z.enum(['SD', 'HD']),
});

export const episodeSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  name: z.string(),
  synopsis: z.string(),
  runtimeMinutes: z.number().int().nullable(),
  video: playableSchema.nullable(),
});

export const seasonSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  synopsis: z.string(),
  year: z.number().int().nullable(),
  episodes: z.array(episodeSchema),
});

/** GET /api/videos/:id — the title page. */
export const videoDetailSchema = videoListItemSchema.extend({
  synopsis: z.string(),
  ageRatingName: z.string(),
  advisories: z.array(z.object({ code: z.enum(ADVISORY_CODES), name: z.string() })),
  originalLanguage: namedCode,
  audioLanguages: z.array(namedCode),
  subtitleLanguages: z.array(namedCode),
  genreDetails: z.array(z.object({ slug: z.string(), name: z.string() })),
  credits: z.array(creditSchema),
  seasons: z.array(seasonSchema),
  trailer: playableSchema.nullable(),
  /** movies and documentaries; series play their episodes */
  mainVideo: playableSchema.nullable(),
  collections: z.array(z.object({ id: z.string(), guid: z.string(), name: z.string() })),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const relatedQuerySchema = z.object({
  id: z.string().uuid(),
  limit: z.coerce.number().int().min(1).max(24).default(12),
});

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  videoCount: z.number().int(),
});
export const categoriesResponseSchema = z.object({ items: z.array(categorySchema) });
export type Category = z.infer<typeof categorySchema>;

/** Spec §3 content collection: id, name, videoCount, guid. */
export const collectionSchema = z.object({
  id: z.string(),
  guid: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  videoCount: z.number().int(),
});
export const collectionsResponseSchema = z.object({ items: z.array(collectionSchema) });
export const collectionDetailSchema = collectionSchema.extend({ items: z.array(videoListItemSchema) });
export type Collection = z.infer<typeof collectionSchema>;

/** GET /api/search */
export const SEARCH_QUERY_MAX = 120;
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  type: z.enum(TITLE_TYPES).optional(),
  genre: z.string().max(60).optional(),
  language: z.string().max(8).optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  age: z.enum(AGE_RATING_CODES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchParams = z.output<typeof searchQuerySchema>;

export const searchResultSchema = videoListItemSchema.extend({
  /** people in the credits that matched the query, for "with …" hints */
  matchedPeople: z.array(z.string()),
});
export const searchResponseSchema = z.object({
  query: z.string(),
  items: z.array(searchResultSchema),
  /** a spelling the catalogue knows, when the query found little */
  didYouMean: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/search/suggest?q= — autocomplete as you type. */
export const suggestionSchema = z.object({
  kind: z.enum(['title', 'person', 'genre', 'language']),
  label: z.string(),
  /** where choosing it leads, a same-origin path */
  href: z.string(),
  detail: z.string().nullable(),
});
export const suggestResponseSchema = z.object({ query: z.string(), items: z.array(suggestionSchema) });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET /api/recommendations — named rows, personal when signed in. */
export const recommendationRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** why this row: "because-you-watched", "trending", "new", "language", "popular", "genre" */
  kind: z.string(),
  items: z.array(videoListItemSchema),
});
/**
 * The home hero's title (D59): which item of which row. Chosen on the server (rotating by the day, a signed-in
 * viewer's taste first) so the page's first paint, drawn from the same answer, shows the same title as the app.
 */
export const featuredPickSchema = z.object({ rowId: z.string(), videoId: z.string().uuid() });
export type FeaturedPick = z.infer<typeof featuredPickSchema>;

export const recommendationsResponseSchema = z.object({
  rows: z.array(recommendationRowSchema),
  featured: featuredPickSchema.nullable().optional(),
});
export type RecommendationRow = z.infer<typeof recommendationRowSchema>;
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
