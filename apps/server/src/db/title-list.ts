import { AGE_RATING_CODES, type AgeRatingCode } from '@mzansi/contracts/catalogue';
import { allowedUnder } from '@mzansi/contracts/viewer-profiles';
import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import type { TitleArtwork } from './schema/index';

/**
 * A title as lists show it (catalogue pages, search, My List, history, recommendations): the row every module that
 * lists titles reads, and the SQL that reads it. Shared here rather than taken from another module's repository.
 */

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
  publishedAt: Date | string | null;
  popularity: number;
  genres: string[];
  languages: string[];
  trailerVideoId: string | null;
}

/**
 * A title's tagline in a language (issue 16): its translation when there is one, the title's own (English) otherwise.
 * One primary-key lookup per row, and none at all in English.
 */
export function taglineIn(language: Language): SQL {
  if (language === DEFAULT_LANGUAGE) return sql`t.tagline`;
  return sql`coalesce(nullif((select tr.tagline from title_translations tr
    where tr.title_id = t.id and tr.language = ${language}), ''), t.tagline)`;
}

/** A title's synopsis in a language, as taglineIn. */
export function synopsisIn(language: Language): SQL {
  if (language === DEFAULT_LANGUAGE) return sql`t.synopsis`;
  return sql`coalesce(nullif((select tr.synopsis from title_translations tr
    where tr.title_id = t.id and tr.language = ${language}), ''), t.synopsis)`;
}

/**
 * The columns of a list item in a language (the tagline is the language's, see taglineIn), for a query whose titles
 * table is aliased `t`. Aggregates are correlated subqueries on indexed keys: cheap for a page of titles, and they
 * never multiply rows.
 */
export function listColumns(language: Language): SQL {
  return sql`
  t.id, t.slug, t.type, t.title, ${taglineIn(language)} as tagline, t.release_year as "releaseYear",
  t.age_rating as "ageRating", t.is_premium as "isPremium", t.runtime_minutes as "runtimeMinutes", t.artwork,
  t.published_at as "publishedAt", t.popularity,
  coalesce((select array_agg(g.slug order by g.sort_order, g.slug)
    from title_genres tg join genres g on g.id = tg.genre_id where tg.title_id = t.id), '{}') as genres,
  coalesce((select array_agg(tl.language_code order by tl.language_code = t.original_language desc, tl.language_code)
    from title_languages tl where tl.title_id = t.id and tl.kind = 'audio'), '{}') as languages,
  (select v.id from videos v where v.title_id = t.id and v.kind = 'trailer' and v.status = 'ready'
    order by v.created_at, v.id limit 1) as "trailerVideoId"`;
}

/** The columns of a list item in English (see listColumns). */
export const LIST_COLUMNS = listColumns(DEFAULT_LANGUAGE);

/** Published and visible now. */
export const isVisible = (now: Date) => sql`t.status = 'published' and t.published_at <= ${now}`;

/**
 * Within a viewer profile's maturity limit (issue 16, D74): the title's FPB classification is the limit or younger
 * (`allowedUnder` of the contracts, the rule every refusal uses too); no limit, every title. One predicate on the
 * title's own column, for a query whose titles table is aliased `t`: the classifications allowed are listed from
 * AGE_RATINGS (whose order is age_ratings.sort_order, synced from it at every start), so no row reads another
 * table. At most one SQL shape per limit (prepared statements stay few).
 */
export function withinMaturity(limit: AgeRatingCode | null): SQL {
  const allowed = AGE_RATING_CODES.filter((code) => allowedUnder(limit, code));
  if (allowed.length === AGE_RATING_CODES.length) return sql`true`;
  return sql`t.age_rating in (${sql.join(
    allowed.map((code) => sql`${code}`),
    sql`, `,
  )})`;
}

export interface ListFilters {
  type?: string;
  genre?: string;
  language?: string;
  /** a collection id or guid */
  collection?: string;
}

export function filterClause(filters: ListFilters): SQL {
  const parts: SQL[] = [];
  if (filters.type) parts.push(sql`t.type = ${filters.type}`);
  if (filters.genre) {
    parts.push(sql`exists (select 1 from title_genres tg join genres g on g.id = tg.genre_id
      where tg.title_id = t.id and g.slug = ${filters.genre})`);
  }
  if (filters.language) {
    parts.push(sql`exists (select 1 from title_languages tl
      where tl.title_id = t.id and tl.kind = 'audio' and tl.language_code = ${filters.language})`);
  }
  if (filters.collection) {
    parts.push(sql`exists (select 1 from collection_items ci join collections c on c.id = ci.collection_id
      where ci.title_id = t.id and (c.id = ${filters.collection} or c.guid::text = ${filters.collection}))`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}
