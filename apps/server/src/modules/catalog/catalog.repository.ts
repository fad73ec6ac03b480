import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Rendition, TitleArtwork } from '../../db/schema/index';
import { queryRows } from '../../db/sql';

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
 * The columns of a list item, for a query whose titles table is aliased `t`. Aggregates are correlated subqueries
 * on indexed keys: cheap for a page of titles, and they never multiply rows.
 */
export const LIST_COLUMNS = sql`
  t.id, t.slug, t.type, t.title, t.tagline, t.release_year as "releaseYear", t.age_rating as "ageRating",
  t.is_premium as "isPremium", t.runtime_minutes as "runtimeMinutes", t.artwork, t.published_at as "publishedAt",
  t.popularity,
  coalesce((select array_agg(g.slug order by g.sort_order, g.slug)
    from title_genres tg join genres g on g.id = tg.genre_id where tg.title_id = t.id), '{}') as genres,
  coalesce((select array_agg(tl.language_code order by tl.language_code = t.original_language desc, tl.language_code)
    from title_languages tl where tl.title_id = t.id and tl.kind = 'audio'), '{}') as languages,
  (select v.id from videos v where v.title_id = t.id and v.kind = 'trailer' and v.status = 'ready'
    order by v.created_at, v.id limit 1) as "trailerVideoId"`;

/** Published and visible now. */
export const isVisible = (now: Date) => sql`t.status = 'published' and t.published_at <= ${now}`;

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

export type ListSort = 'new' | 'popular' | 'title';

/** Keyset position of the last row of a page, per sort order (stable under inserts, unlike offsets). */
export type Keyset =
  | { sort: 'new'; at: string; id: string }
  | { sort: 'popular'; pop: number; id: string }
  | {
      sort: 'title';
      title: string;
      id: string;
    };

const ORDER: Record<ListSort, SQL> = {
  new: sql`t.published_at desc, t.id desc`,
  popular: sql`t.popularity desc, t.id desc`,
  title: sql`lower(t.title) asc, t.id asc`,
};

function afterClause(after: Keyset | undefined): SQL {
  if (!after) return sql`true`;
  switch (after.sort) {
    case 'new':
      return sql`(t.published_at, t.id) < (${new Date(after.at)}, ${after.id}::uuid)`;
    case 'popular':
      return sql`(t.popularity, t.id) < (${after.pop}, ${after.id}::uuid)`;
    case 'title':
      return sql`(lower(t.title), t.id) > (${after.title}, ${after.id}::uuid)`;
  }
}

export interface TitleRow {
  id: string;
  slug: string;
  type: 'movie' | 'series' | 'documentary';
  title: string;
  tagline: string;
  synopsis: string;
  releaseYear: number;
  ageRating: string;
  ageRatingName: string;
  originalLanguage: string;
  originalLanguageName: string;
  isPremium: boolean;
  runtimeMinutes: number | null;
  artwork: TitleArtwork | null;
  publishedAt: Date | string | null;
  popularity: number;
  genres: string[];
  languages: string[];
  trailerVideoId: string | null;
}

export interface VideoRow {
  id: string;
  kind: 'trailer' | 'main';
  episodeId: string | null;
  durationSeconds: number | null;
  renditions: Rendition[];
}

export function createCatalogRepository(db: Database) {
  return {
    async list(
      now: Date,
      options: { filters: ListFilters; sort: ListSort; limit: number; after?: Keyset },
    ): Promise<TitleListRow[]> {
      return queryRows<TitleListRow>(
        db,
        sql`select ${LIST_COLUMNS} from titles t
          where ${isVisible(now)} and ${filterClause(options.filters)} and ${afterClause(options.after)}
          order by ${ORDER[options.sort]} limit ${options.limit}`,
      );
    },

    async byIds(now: Date, ids: string[]): Promise<TitleListRow[]> {
      if (ids.length === 0) return [];
      return queryRows<TitleListRow>(
        db,
        sql`select ${LIST_COLUMNS} from titles t
          where ${isVisible(now)} and t.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
      );
    },

    /** One visible title by id or slug, with the names of its rating and language. */
    async findTitle(now: Date, idOrSlug: string): Promise<TitleRow | undefined> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
      const [row] = await queryRows<TitleRow>(
        db,
        sql`select ${LIST_COLUMNS}, t.synopsis, ar.name as "ageRatingName", t.original_language as "originalLanguage",
            l.name as "originalLanguageName"
          from titles t
          join age_ratings ar on ar.code = t.age_rating
          join languages l on l.code = t.original_language
          where ${isVisible(now)} and ${isUuid ? sql`t.id = ${idOrSlug}::uuid` : sql`t.slug = ${idOrSlug}`}`,
      );
      return row;
    },

    advisories: (titleId: string) =>
      queryRows<{ code: string; name: string }>(
        db,
        sql`select a.code, a.name from title_advisories ta join advisories a on a.code = ta.advisory_code
          where ta.title_id = ${titleId} order by a.code`,
      ),

    languages: (titleId: string) =>
      queryRows<{ code: string; name: string; kind: 'audio' | 'subtitle' }>(
        db,
        sql`select l.code, l.name, tl.kind from title_languages tl join languages l on l.code = tl.language_code
          where tl.title_id = ${titleId} order by tl.kind, l.name`,
      ),

    genres: (titleId: string) =>
      queryRows<{ slug: string; name: string }>(
        db,
        sql`select g.slug, g.name from title_genres tg join genres g on g.id = tg.genre_id
          where tg.title_id = ${titleId} order by g.sort_order, g.slug`,
      ),

    credits: (titleId: string) =>
      queryRows<{ personId: string; name: string; slug: string; role: string; character: string | null }>(
        db,
        sql`select p.id as "personId", p.name, p.slug, c.role, c.character from credits c
          join people p on p.id = c.person_id where c.title_id = ${titleId} order by c.position, p.name`,
      ),

    seasons: (titleId: string) =>
      queryRows<{ id: string; number: number; synopsis: string; year: number | null }>(
        db,
        sql`select s.id, s.number, s.synopsis, s.release_year as year from seasons s
          where s.title_id = ${titleId} order by s.number`,
      ),

    episodes: (titleId: string) =>
      queryRows<{
        id: string;
        seasonId: string;
        number: number;
        name: string;
        synopsis: string;
        runtimeMinutes: number | null;
      }>(
        db,
        sql`select e.id, e.season_id as "seasonId", e.number, e.name, e.synopsis, e.runtime_minutes as "runtimeMinutes"
          from episodes e where e.title_id = ${titleId} order by e.number`,
      ),

    /** Ready videos of a title (trailers, the main video, episode videos). */
    readyVideos: (titleId: string) =>
      queryRows<VideoRow>(
        db,
        sql`select v.id, v.kind, v.episode_id as "episodeId", v.duration_seconds as "durationSeconds", v.renditions
          from videos v where v.title_id = ${titleId} and v.status = 'ready' order by v.created_at, v.id`,
      ),

    collectionsOf: (titleId: string) =>
      queryRows<{ id: string; guid: string; name: string }>(
        db,
        sql`select c.id, c.guid, c.name from collection_items ci join collections c on c.id = ci.collection_id
          where ci.title_id = ${titleId} order by c.sort_order, c.name`,
      ),

    /**
     * Titles like this one: shared genres weigh most, then shared people, the same original language and the same
     * type; popularity breaks ties.
     */
    async related(now: Date, titleId: string, limit: number): Promise<TitleListRow[]> {
      return queryRows<TitleListRow>(
        db,
        sql`with source as (select id, type, original_language from titles where id = ${titleId}),
          scored as (
            select t.id,
              3 * (select count(*) from title_genres a join title_genres b on a.genre_id = b.genre_id
                   where a.title_id = t.id and b.title_id = ${titleId})
              + 2 * (select count(distinct a.person_id) from credits a join credits b on a.person_id = b.person_id
                   where a.title_id = t.id and b.title_id = ${titleId})
              + case when t.original_language = (select original_language from source) then 2 else 0 end
              + case when t.type = (select type from source) then 1 else 0 end as score
            from titles t where ${isVisible(now)} and t.id <> ${titleId}
          )
          select ${LIST_COLUMNS} from scored s join titles t on t.id = s.id
          where s.score > 0
          order by s.score desc, t.popularity desc, t.id limit ${limit}`,
      );
    },

    categories: (now: Date) =>
      queryRows<{ id: string; slug: string; name: string; description: string; videoCount: number }>(
        db,
        sql`select g.id, g.slug, g.name, g.description,
            (select count(*)::int from title_genres tg join titles t on t.id = tg.title_id
             where tg.genre_id = g.id and ${isVisible(now)}) as "videoCount"
          from genres g order by g.sort_order, g.name`,
      ),

    collections: (now: Date) =>
      queryRows<{ id: string; guid: string; name: string; description: string; videoCount: number }>(
        db,
        sql`select c.id, c.guid, c.name, c.description,
            (select count(*)::int from collection_items ci join titles t on t.id = ci.title_id
             where ci.collection_id = c.id and ${isVisible(now)}) as "videoCount"
          from collections c order by c.sort_order, c.name`,
      ),

    /** The visible titles of a collection in its own order. */
    collectionItems: (now: Date, collectionId: string) =>
      queryRows<TitleListRow>(
        db,
        sql`select ${LIST_COLUMNS} from collection_items ci join titles t on t.id = ci.title_id
          where ci.collection_id = ${collectionId} and ${isVisible(now)} order by ci.position, t.id`,
      ),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
