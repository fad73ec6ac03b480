import type { Language } from '@mzansi/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRowsPrepared as queryRows } from '../../db/prepared-query';
import type { Rendition } from '../../db/schema/index';
import {
  filterClause,
  isVisible,
  LIST_COLUMNS,
  listColumns,
  type ListFilters,
  synopsisIn,
  taglineIn,
  type TitleListRow,
  withinMaturity,
} from '../../db/title-list';
import type { MaturityLimit } from '../viewer-profiles/maturity';

/** A title's own columns in a language, as in listColumns without the aggregates. */
const titleColumns = (language: Language) => sql`
  t.id, t.slug, t.type, t.title, ${taglineIn(language)} as tagline, t.release_year as "releaseYear",
  t.age_rating as "ageRating", t.is_premium as "isPremium", t.runtime_minutes as "runtimeMinutes", t.artwork,
  t.published_at as "publishedAt", t.popularity`;

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

/**
 * Newest first is exactly the order of titles_published_idx (status, published_at desc nulls last, id), ties
 * broken on the id ascending: a page reads its 21 index entries instead of sorting the catalogue (visible titles
 * all have a publication date, so nulls last changes nothing).
 */
const ORDER: Record<ListSort, SQL> = {
  new: sql`t.published_at desc nulls last, t.id asc`,
  // Spelled as the indexes of migration 0003 (titles_popular_idx, titles_title_sort_idx; drizzle desc() is nulls last).
  popular: sql`t.popularity desc nulls last, t.id desc nulls last`,
  title: sql`lower(t.title) asc, t.id asc`,
};

function afterClause(after: Keyset | undefined): SQL {
  if (!after) return sql`true`;
  switch (after.sort) {
    case 'new': {
      // Mixed directions cannot be one row comparison; the first bound lets the index start at the cursor.
      const at = new Date(after.at);
      return sql`t.published_at <= ${at} and (t.published_at < ${at} or t.id > ${after.id}::uuid)`;
    }
    case 'popular':
      return sql`(t.popularity, t.id) < (${after.pop}, ${after.id}::uuid)`;
    case 'title':
      return sql`(lower(t.title), t.id) > (${after.title}, ${after.id}::uuid)`;
  }
}

/** A title page's own row: the list row and the words only the page shows. */
export interface TitleRow extends TitleListRow {
  synopsis: string;
  ageRatingName: string;
  originalLanguage: string;
  originalLanguageName: string;
}

export interface VideoRow {
  id: string;
  kind: 'trailer' | 'main';
  episodeId: string | null;
  durationSeconds: number | null;
  renditions: Rendition[];
}

/** The children of a title page (findDetail). */
export interface TitleDetailRow extends TitleRow {
  advisories: { code: string; name: string }[];
  languageDetails: { code: string; name: string; kind: 'audio' | 'subtitle' }[];
  genreDetails: { slug: string; name: string }[];
  credits: { personId: string; name: string; slug: string; role: string; character: string | null }[];
  seasons: { id: string; number: number; synopsis: string; year: number | null }[];
  episodes: {
    id: string;
    seasonId: string;
    number: number;
    name: string;
    synopsis: string;
    runtimeMinutes: number | null;
  }[];
  videos: VideoRow[];
  collections: { id: string; guid: string; name: string }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A title by id (a UUID) or slug. */
const titleMatch = (idOrSlug: string) =>
  UUID.test(idOrSlug) ? sql`t.id = ${idOrSlug}::uuid` : sql`t.slug = ${idOrSlug}`;

/**
 * The audio and caption languages a title page names: exactly what its ready main videos (the film, or the
 * episodes) carry. Captions are the videos' caption tracks; audio is their alternate audio renditions, or, for videos
 * whose rungs carry their one audio track, the title's audio languages (the studio records the original language).
 */
const PLAYABLE_LANGUAGES = sql`
  select distinct 'subtitle' as kind, c.value->>'lang' as code
    from videos v cross join jsonb_array_elements(v.captions) c
    where v.title_id = t.id and v.kind = 'main' and v.status = 'ready'
  union
  select distinct 'audio', a.value->>'lang'
    from videos v cross join jsonb_array_elements(v.audio_tracks) a
    where v.title_id = t.id and v.kind = 'main' and v.status = 'ready'
  union
  select 'audio', tl.language_code from title_languages tl
    where tl.title_id = t.id and tl.kind = 'audio' and not exists (
      select 1 from videos v where v.title_id = t.id and v.kind = 'main' and v.status = 'ready'
        and jsonb_array_length(v.audio_tracks) > 0)`;

export function createCatalogRepository(db: Database) {
  return {
    async list(
      now: Date,
      options: {
        filters: ListFilters;
        sort: ListSort;
        limit: number;
        after?: Keyset;
        language: Language;
        /** the viewer profile's maturity limit (D74) */
        maturity: MaturityLimit;
      },
    ): Promise<TitleListRow[]> {
      return queryRows<TitleListRow>(
        db,
        sql`select ${listColumns(options.language)} from titles t
          where ${isVisible(now)} and ${withinMaturity(options.maturity)} and ${filterClause(options.filters)}
            and ${afterClause(options.after)}
          order by ${ORDER[options.sort]} limit ${options.limit}`,
      );
    },

    async byIds(now: Date, ids: string[], language: Language): Promise<TitleListRow[]> {
      if (ids.length === 0) return [];
      return queryRows<TitleListRow>(
        db,
        sql`select ${listColumns(language)} from titles t
          where ${isVisible(now)} and t.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
      );
    },

    /** One visible title by id or slug, with the names of its rating and language. */
    async findTitle(now: Date, idOrSlug: string): Promise<TitleRow | undefined> {
      const [row] = await queryRows<TitleRow>(
        db,
        sql`select ${LIST_COLUMNS}, t.synopsis, ar.name as "ageRatingName", t.original_language as "originalLanguage",
            l.name as "originalLanguageName"
          from titles t
          join age_ratings ar on ar.code = t.age_rating
          join languages l on l.code = t.original_language
          where ${isVisible(now)} and ${titleMatch(idOrSlug)}`,
      );
      return row;
    },

    /**
     * A visible title (by id or slug) with everything its page shows, in one round trip: the children come as
     * JSON arrays built by correlated subqueries on indexed keys (a title page under load was nine queries).
     */
    async findDetail(now: Date, idOrSlug: string, language: Language): Promise<TitleDetailRow | undefined> {
      const [row] = await queryRows<Omit<TitleDetailRow, 'genres' | 'languages' | 'trailerVideoId'>>(
        db,
        sql`select ${titleColumns(language)}, ${synopsisIn(language)} as synopsis, ar.name as "ageRatingName", t.original_language as "originalLanguage",
            l.name as "originalLanguageName",
            coalesce((select json_agg(json_build_object('code', a.code, 'name', a.name) order by a.code)
              from title_advisories ta join advisories a on a.code = ta.advisory_code
              where ta.title_id = t.id), '[]') as advisories,
            coalesce((select json_agg(json_build_object('code', ll.code, 'name', ll.name, 'kind', x.kind)
                order by x.kind, ll.name)
              from (${PLAYABLE_LANGUAGES}) x join languages ll on ll.code = x.code), '[]') as "languageDetails",
            coalesce((select json_agg(json_build_object('slug', g.slug, 'name', g.name) order by g.sort_order, g.slug)
              from title_genres tg join genres g on g.id = tg.genre_id
              where tg.title_id = t.id), '[]') as "genreDetails",
            coalesce((select json_agg(json_build_object('personId', p.id, 'name', p.name, 'slug', p.slug,
                'role', c.role, 'character', c.character) order by c.position, p.name)
              from credits c join people p on p.id = c.person_id
              where c.title_id = t.id), '[]') as credits,
            coalesce((select json_agg(json_build_object('id', s.id, 'number', s.number, 'synopsis', s.synopsis,
                'year', s.release_year) order by s.number)
              from seasons s where s.title_id = t.id), '[]') as seasons,
            coalesce((select json_agg(json_build_object('id', e.id, 'seasonId', e.season_id, 'number', e.number,
                'name', e.name, 'synopsis', e.synopsis, 'runtimeMinutes', e.runtime_minutes) order by e.number)
              from episodes e where e.title_id = t.id), '[]') as episodes,
            coalesce((select json_agg(json_build_object('id', v.id, 'kind', v.kind, 'episodeId', v.episode_id,
                'durationSeconds', v.duration_seconds, 'renditions', v.renditions) order by v.created_at, v.id)
              from videos v where v.title_id = t.id and v.status = 'ready'), '[]') as videos,
            coalesce((select json_agg(json_build_object('id', co.id, 'guid', co.guid, 'name', co.name)
                order by co.sort_order, co.name)
              from collection_items ci join collections co on co.id = ci.collection_id
              where ci.title_id = t.id), '[]') as collections
          from titles t
          join age_ratings ar on ar.code = t.age_rating
          join languages l on l.code = t.original_language
          where ${isVisible(now)} and ${titleMatch(idOrSlug)}`,
      );
      if (!row) return undefined;
      // The list-item aggregates, from the arrays just read rather than three more subqueries (same orders).
      const audio = row.languageDetails
        .filter((language) => language.kind === 'audio')
        .map(({ code }) => code);
      const original = row.originalLanguage;
      return {
        ...row,
        genres: row.genreDetails.map((genre) => genre.slug),
        languages: [
          ...audio.filter((code) => code === original),
          ...audio.filter((code) => code !== original).sort(),
        ],
        trailerVideoId: row.videos.find((video) => video.kind === 'trailer')?.id ?? null,
      };
    },

    /**
     * Titles like this one: shared genres weigh most, then shared people, the same original language and the same
     * type; popularity breaks ties. The shared genres and people are counted once, from this title's side (two
     * small aggregates joined in), not once per title of the catalogue.
     */
    async related(
      now: Date,
      titleId: string,
      limit: number,
      language: Language,
      maturity: MaturityLimit,
    ): Promise<TitleListRow[]> {
      return queryRows<TitleListRow>(
        db,
        sql`with source as (select id, type, original_language from titles where id = ${titleId}),
          shared_genres as (
            select b.title_id, count(*)::int as n from title_genres a
              join title_genres b on b.genre_id = a.genre_id
            where a.title_id = ${titleId} group by b.title_id),
          shared_people as (
            select b.title_id, count(distinct b.person_id)::int as n from credits a
              join credits b on b.person_id = a.person_id
            where a.title_id = ${titleId} group by b.title_id),
          scored as (
            select t.id, t.popularity,
              3 * coalesce(g.n, 0) + 2 * coalesce(p.n, 0)
              + case when t.original_language = source.original_language then 2 else 0 end
              + case when t.type = source.type then 1 else 0 end as score
            from titles t cross join source
            left join shared_genres g on g.title_id = t.id
            left join shared_people p on p.title_id = t.id
            where ${isVisible(now)} and ${withinMaturity(maturity)} and t.id <> ${titleId}
          ),
          best as (
            select id, popularity, score from scored where score > 0
            order by score desc, popularity desc, id limit ${limit}
          )
          select ${listColumns(language)} from best b join titles t on t.id = b.id
          order by b.score desc, b.popularity desc, t.id`,
      );
    },

    /** Categories with their visible titles (those the limit allows) counted in one pass (not one per category). */
    categories: (now: Date, maturity: MaturityLimit) =>
      queryRows<{ id: string; slug: string; name: string; description: string; videoCount: number }>(
        db,
        sql`select g.id, g.slug, g.name, g.description, coalesce(counts.n, 0) as "videoCount"
          from genres g
          left join (
            select tg.genre_id, count(*)::int as n from title_genres tg join titles t on t.id = tg.title_id
            where ${isVisible(now)} and ${withinMaturity(maturity)} group by tg.genre_id
          ) counts on counts.genre_id = g.id
          order by g.sort_order, g.name`,
      ),

    /** Collections with their visible titles (those the limit allows) counted in one pass. */
    collections: (now: Date, maturity: MaturityLimit) =>
      queryRows<{ id: string; guid: string; name: string; description: string; videoCount: number }>(
        db,
        sql`select c.id, c.guid, c.name, c.description, coalesce(counts.n, 0) as "videoCount"
          from collections c
          left join (
            select ci.collection_id, count(*)::int as n from collection_items ci join titles t on t.id = ci.title_id
            where ${isVisible(now)} and ${withinMaturity(maturity)} group by ci.collection_id
          ) counts on counts.collection_id = c.id
          order by c.sort_order, c.name`,
      ),

    /** The visible titles of a collection (those the limit allows) in its own order. */
    collectionItems: (now: Date, collectionId: string, language: Language, maturity: MaturityLimit) =>
      queryRows<TitleListRow>(
        db,
        sql`select ${listColumns(language)} from collection_items ci join titles t on t.id = ci.title_id
          where ci.collection_id = ${collectionId} and ${isVisible(now)} and ${withinMaturity(maturity)}
          order by ci.position, t.id`,
      ),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
