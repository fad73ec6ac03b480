import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  filterClause,
  isVisible,
  listColumns,
  type ListFilters,
  type TitleListRow,
  withinMaturity,
} from '../../db/title-list';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import { queryRowsPrepared as queryRows } from '../../db/prepared-query';

export interface SearchFilters extends ListFilters {
  year?: number;
  /**
   * the oldest rating shown: titles rated at most this (A … 18); the stricter of the viewer's own filter and the
   * viewer profile's maturity limit (D74)
   */
  maxAge?: MaturityLimit;
}

export interface SearchRow extends TitleListRow {
  matchedPeople: string[];
  score: number;
}

/** Candidates per source before ranking: ranking never touches more than ~4x this many rows. */
export const CANDIDATE_CAP = 200;

/**
 * How alike a typed word and a word of a title must be (pg_trgm word similarity, 0..1). The default 0.6 misses
 * one-letter slips in short words ("umkokha" for "umkhokha" is 0.5); 0.45 catches them without flooding.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

function searchFilterClause(filters: SearchFilters): SQL {
  const parts: SQL[] = [filterClause(filters)];
  if (filters.year) parts.push(sql`t.release_year = ${filters.year}`);
  if (filters.maxAge) parts.push(withinMaturity(filters.maxAge));
  return sql.join(parts, sql` and `);
}

/** Escapes LIKE wildcards so typed % and _ match themselves. */
const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
const likeInfix = (value: string) => `%${likePrefix(value)}`;

/**
 * The body of the `q` CTE the trigram queries start with: the typed text normalised as the index is (`qn`), plus
 * `extra` columns. Computing it also sets this module's word-similarity threshold, local to the statement's own
 * transaction (it never leaks to the pooled connection). Every `<%` here compares against q.qn, so it can only run
 * once q's row exists, whatever the plan: a data dependency, not an evaluation-order hope. This keeps a search to
 * one round trip, where an explicit transaction to hold the setting took three more.
 */
const typedQuery = (raw: string, extra?: SQL) =>
  sql`select search_norm(${raw}) as qn${extra ? sql`, ${extra}` : sql``}
    from (select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)) threshold`;

/**
 * word_similarity(query, terms), computed only when a cheaper answer is not already known to be 1. Comparing a
 * query with a title's long people-and-collections text costs about 17 µs a title, nearly half a search's time when
 * it ranks a few hundred candidates, and most candidates of a name search hold the name word for word.
 * - terms starts with the title, so a query that fully matches the title fully matches the terms.
 * - A query found whole in the terms, between spaces or the ends, has every one of its trigrams in one extent of
 *   the terms' trigrams (pg_trgm splits words at the same characters in both), which is similarity 1.
 */
export const termsSimilarity = (query: SQL, terms: SQL, titleSimilarity: SQL) =>
  sql`case when ${titleSimilarity} = 1 or strpos(' ' || ${terms} || ' ', ' ' || ${query} || ' ') > 0 then 1
    else word_similarity(${query}, ${terms}) end`;

/**
 * A candidate's score (in \`ranked as r\`) with the given people-and-collections similarity: the same operations in
 * the same order whatever it is, so a bound is computed exactly as the score itself would be.
 *
 * RANKING_BOUND: the similarity is between 0 and 1 and every step of the sum is monotonic, so a candidate's score
 * lies between its score with 0 and with 1. The query takes the limit-th best score with 0 (\`cut\`); at least
 * that many candidates score at least that much, so a candidate whose score with 1 is below it cannot be among
 * the results, and its similarity (pg_trgm's word_similarity over a title's long people-and-collections text,
 * most of a search's time for the first letters typed) is left at 0. The results, their scores and their order
 * are those of computing it for every candidate.
 */
const scoreWith = (terms: SQL) => sql`(r.partial + 3 * (${terms})::real + r.popularity / 100.0)::float8`;

export function createSearchRepository(db: Database) {
  return {
    /**
     * Ranked search. Candidates come from capped sources (title words, through an index of their own; any text;
     * trigram similarity of the title, of people's names and of collection names), so a very common word never
     * ranks the whole catalogue. Names are
     * matched through their own trigram index (people_name_trgm_idx; collections are a handful): matching the
     * long people-and-collections text of every title instead cost a third of the query.
     */
    async search(
      now: Date,
      input: {
        raw: string;
        tsQuery: string;
        filters: SearchFilters;
        limit: number;
        /** compute every candidate's whole score, without RANKING_BOUND (tests compare the two) */
        exhaustive?: boolean;
        /** the language of the results' taglines, English by default (they match every language's: title_search) */
        language?: Language;
      },
    ): Promise<SearchRow[]> {
      const computeTerms = input.exhaustive
        ? sql`true`
        : sql`${scoreWith(sql`1`)} >= coalesce((select score from cut), '-infinity')`;
      return queryRows<SearchRow>(
        db,
        sql`with q as (${typedQuery(input.raw, sql`to_tsquery('simple', ${input.tsQuery}) as tsq`)}),
          candidates as (
            (select s.title_id from title_search s, q
              where to_tsvector('simple', s.title_norm) @@ q.tsq limit ${CANDIDATE_CAP})
            union
            (select s.title_id from title_search s, q where s.document @@ q.tsq limit ${CANDIDATE_CAP})
            union
            (select s.title_id from title_search s, q where q.qn <% s.title_norm limit ${CANDIDATE_CAP})
            union
            (select c.title_id from people p join credits c on c.person_id = p.id, q
              where q.qn <% search_norm(p.name) limit ${CANDIDATE_CAP})
            union
            (select ci.title_id from collections co join collection_items ci on ci.collection_id = co.id, q
              where q.qn <% search_norm(co.name) limit ${CANDIDATE_CAP})
          ),
          -- Everything in a candidate's score but its people-and-collections similarity (\`terms\`).
          ranked as (
            select c.title_id, s.terms_norm, title_sim.title,
              ( case when s.title_norm = q.qn then 50 else 0 end
              + case when starts_with(s.title_norm, q.qn) then 15 else 0 end
              + 10 * title_sim.title
              + 5 * ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.document, q.tsq) ) as partial,
              t.popularity
            from candidates c
            join titles t on t.id = c.title_id
            join title_search s on s.title_id = t.id
            cross join q
            cross join lateral (select word_similarity(q.qn, s.title_norm) as title) title_sim
            where ${isVisible(now)} and ${searchFilterClause(input.filters)}
          ),
          -- The limit-th best score with \`terms\` at its least (0): no candidate whose score at its most (1) falls
          -- below it can be among the results, so its \`terms\` is never computed (see RANKING_BOUND).
          cut as (
            select ${scoreWith(sql`0`)} as score from ranked r
            order by 1 desc limit 1 offset ${input.limit - 1}
          )
          select ${listColumns(input.language ?? DEFAULT_LANGUAGE)},
            -- Checked once: when no name matches at all (most searches), no result's credits are compared.
            case when exists (select 1 from people p, q where q.qn <% search_norm(p.name)) then
              array(select p.name from credits c join people p on p.id = c.person_id, q
                where c.title_id = t.id and q.qn <% search_norm(p.name) order by c.position limit 3)
            else '{}' end as "matchedPeople",
            ${scoreWith(sql`sim.terms`)} as score
          from ranked r
          join titles t on t.id = r.title_id
          cross join q
          cross join lateral (select case
              when ${computeTerms}
              then ${termsSimilarity(sql`q.qn`, sql`r.terms_norm`, sql`r.title`)}
              else 0 end as terms) sim
          order by score desc, t.popularity desc, t.id
          limit ${input.limit}`,
      );
    },

    /** No query, only filters: the most popular matching titles. */
    browse: (now: Date, filters: SearchFilters, limit: number, language: Language) =>
      queryRows<SearchRow>(
        db,
        sql`select ${listColumns(language)}, '{}'::text[] as "matchedPeople", 0::float8 as score from titles t
          where ${isVisible(now)} and ${searchFilterClause(filters)}
          order by t.popularity desc, t.id limit ${limit}`,
      ),

    /**
     * The closest title or person name to a query that found little (trigram similarity, index-assisted); titles
     * only among those the maturity limit allows.
     */
    async closestName(now: Date, raw: string, maturity: MaturityLimit): Promise<string | null> {
      const [row] = await queryRows<{ label: string }>(
        db,
        sql`with q as (select search_norm(${raw}) as qn)
          select label from (
            (select t.title as label, similarity(q.qn, s.title_norm) as sim
              from title_search s join titles t on t.id = s.title_id, q
              where q.qn % s.title_norm and ${isVisible(now)} and ${withinMaturity(maturity)}
              order by sim desc limit 1)
            union all
            (select p.name as label, similarity(q.qn, search_norm(p.name)) as sim from people p, q
              where q.qn % search_norm(p.name) order by sim desc limit 1)
          ) best order by sim desc limit 1`,
      );
      return row?.label ?? null;
    },

    /** Titles the maturity limit allows whose title matches the typed text. */
    suggestTitles: (now: Date, raw: string, tsQuery: string, limit: number, maturity: MaturityLimit) =>
      queryRows<{ id: string; title: string; type: string; year: number }>(
        db,
        sql`with q as (${typedQuery(raw, sql`to_tsquery('simple', ${tsQuery}) as tsq`)})
          select t.id, t.title, t.type, t.release_year as year
          from title_search s join titles t on t.id = s.title_id, q
          where ${isVisible(now)} and ${withinMaturity(maturity)}
            and (to_tsvector('simple', s.title_norm) @@ q.tsq or q.qn <% s.title_norm)
          order by starts_with(s.title_norm, q.qn) desc, word_similarity(q.qn, s.title_norm) desc, t.popularity desc
          limit ${limit}`,
      ),

    /** `normalised` is the query as normaliseQuery() returns it (for LIKE patterns). */
    suggestPeople: (raw: string, normalised: string, limit: number) =>
      queryRows<{ name: string; titles: number }>(
        db,
        sql`with q as (select search_norm(${raw}) as qn)
          select p.name, (select count(*)::int from credits c where c.person_id = p.id) as titles
          from people p, q
          where search_norm(p.name) like ${likeInfix(normalised)} escape '\\' or q.qn <% search_norm(p.name)
          order by word_similarity(q.qn, search_norm(p.name)) desc, p.name limit ${limit}`,
      ),

    suggestGenres: (normalised: string, limit: number) =>
      queryRows<{ slug: string; name: string }>(
        db,
        sql`select g.slug, g.name from genres g
          where search_norm(g.name) like ${likePrefix(normalised)} escape '\\'
            or g.slug like ${likePrefix(normalised)} escape '\\'
          order by g.sort_order limit ${limit}`,
      ),

    /** Every category, in order: a handful of rows, matched by their names in another language (issue 16). */
    allGenres: () =>
      queryRows<{ slug: string; name: string }>(
        db,
        sql`select g.slug, g.name from genres g order by g.sort_order`,
      ),

    suggestLanguages: (normalised: string, limit: number) =>
      queryRows<{ code: string; name: string }>(
        db,
        sql`select l.code, l.name from languages l
          where search_norm(l.name) like ${likeInfix(normalised)} escape '\\'
            and exists (select 1 from title_languages tl where tl.language_code = l.code and tl.kind = 'audio')
          order by l.name limit ${limit}`,
      ),
  };
}
