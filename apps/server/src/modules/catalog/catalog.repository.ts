import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { titles, type TitleArtwork } from '../../db/schema/index';

export interface TitleListRow {
  id: string;
  slug: string;
  type: 'movie' | 'series' | 'documentary';
  title: string;
  tagline: string;
  releaseYear: number;
  ageRating: string;
  isPremium: boolean;
  runtimeMinutes: number | null;
  artwork: TitleArtwork | null;
  publishedAt: Date | null;
  genres: string[];
  languages: string[];
  trailerVideoId: string | null;
}

// Aggregates are correlated subqueries on indexed keys: cheap for a page of titles, no row multiplication.
// The outer row is named in full ("titles"."id"): Drizzle writes a single-table select's columns unqualified, and a
// bare "id" inside a subquery would bind to the subquery's own table.
const genreSlugs = sql<string[]>`coalesce((
  select array_agg(g.slug order by g.sort_order, g.slug)
  from title_genres tg join genres g on g.id = tg.genre_id
  where tg.title_id = "titles"."id"), '{}')`;
const audioLanguages = sql<string[]>`coalesce((
  select array_agg(tl.language_code order by tl.language_code = "titles"."original_language" desc, tl.language_code)
  from title_languages tl
  where tl.title_id = "titles"."id" and tl.kind = 'audio'), '{}')`;
const readyTrailerId = sql<string | null>`(
  select v.id from videos v
  where v.title_id = "titles"."id" and v.kind = 'trailer' and v.status = 'ready'
  order by v.created_at, v.id limit 1)`;

export function createCatalogRepository(db: Database) {
  return {
    /** Published titles, newest first. */
    async listPublished(now: Date, limit: number): Promise<TitleListRow[]> {
      return db
        .select({
          id: titles.id,
          slug: titles.slug,
          type: titles.type,
          title: titles.title,
          tagline: titles.tagline,
          releaseYear: titles.releaseYear,
          ageRating: titles.ageRating,
          isPremium: titles.isPremium,
          runtimeMinutes: titles.runtimeMinutes,
          artwork: titles.artwork,
          publishedAt: titles.publishedAt,
          genres: genreSlugs,
          languages: audioLanguages,
          trailerVideoId: readyTrailerId,
        })
        .from(titles)
        .where(and(eq(titles.status, 'published'), lte(titles.publishedAt, now)))
        .orderBy(desc(titles.publishedAt), titles.id)
        .limit(limit);
    },
  };
}
