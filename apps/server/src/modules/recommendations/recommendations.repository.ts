import type { Language } from '@mzansi/i18n/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRowsPrepared as queryRows } from '../../db/prepared-query';
import { isVisible, listColumns, type TitleListRow, withinMaturity } from '../../db/title-list';
import type { MaturityLimit } from '../viewer-profiles/maturity';

const TRENDING_WINDOW_DAYS = 7;
const NEW_WINDOW_DAYS = 90;

/**
 * The end of a scoring query whose `scored` CTE has (id, popularity, score) for visible titles: the best `limit`
 * by score, popularity breaking ties, with their list columns (taglines in the language).
 */
/** Titles the profile gave a thumbs down (issue 19): never recommended, and never the seed of a row. */
const notDisliked = (profileId: string) =>
  sql`not exists (select 1 from ratings dr where dr.profile_id = ${profileId} and dr.title_id = t.id and dr.rating = -1)`;

const bestOf = (limit: number, language: Language) => sql`best as (
    select id, popularity, score from scored order by score desc, popularity desc, id limit ${limit})
  select ${listColumns(language)} from best b join titles t on t.id = b.id
  order by b.score desc, b.popularity desc, t.id`;

/** Every query reads only titles the viewer profile's maturity limit allows (D74; null: all). */
export function createRecommendationsRepository(db: Database) {
  return {
    /** Play starts in the last week (anyone's, visitors included), the editorial popularity breaking ties. */
    trending: (now: Date, language: Language, maturity: MaturityLimit, limit: number, type?: string) =>
      queryRows<TitleListRow>(
        db,
        sql`select ${listColumns(language)} from titles t
          left join (select title_id, count(*)::int as plays from play_events
            where occurred_at > ${now}::timestamptz - make_interval(days => ${TRENDING_WINDOW_DAYS})
            group by title_id) p on p.title_id = t.id
          where ${isVisible(now)} and ${withinMaturity(maturity)} ${type ? sql`and t.type = ${type}` : sql``}
          order by coalesce(p.plays, 0) desc, t.popularity desc, t.id limit ${limit}`,
      ),

    newest: (now: Date, language: Language, maturity: MaturityLimit, limit: number) =>
      queryRows<TitleListRow>(
        db,
        sql`select ${listColumns(language)} from titles t
          where ${isVisible(now)} and ${withinMaturity(maturity)}
            and t.published_at > ${now}::timestamptz - make_interval(days => ${NEW_WINDOW_DAYS})
          order by t.published_at desc nulls last, t.id limit ${limit}`,
      ),

    /** The viewer's most recently watched titles (within the limit: a row names them), newest first. */
    recentlyWatched: (now: Date, profileId: string, maturity: MaturityLimit, limit: number) =>
      queryRows<{ id: string; title: string }>(
        db,
        sql`select t.id, t.title from watch_history wh join titles t on t.id = wh.title_id
          where wh.profile_id = ${profileId} and ${isVisible(now)} and ${withinMaturity(maturity)}
            and ${notDisliked(profileId)}
          order by wh.watched_at desc limit ${limit}`,
      ),

    /**
     * "Because you watched X": titles other viewers of X also watched (co-watching), blended with titles like X
     * (shared genres, people, language, type). Titles the viewer already watched are left out. Co-watching, shared
     * genres and shared people are each counted once from X's side and joined in (not counted again for every
     * title of the catalogue); only the best few titles get their list columns.
     */
    becauseYouWatched: (
      now: Date,
      language: Language,
      maturity: MaturityLimit,
      profileId: string,
      titleId: string,
      limit: number,
    ) =>
      queryRows<TitleListRow>(
        db,
        sql`with co_watched as (
            select b.title_id, count(*)::int as n from watch_history a
              join watch_history b on b.profile_id = a.profile_id
            where a.title_id = ${titleId} and a.profile_id <> ${profileId} group by b.title_id),
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
              4 * coalesce(cw.n, 0) + 3 * coalesce(g.n, 0) + 2 * coalesce(p.n, 0)
              + case when t.original_language = source.original_language then 2 else 0 end as score
            from titles t
            left join (select original_language from titles where id = ${titleId}) source on true
            left join co_watched cw on cw.title_id = t.id
            left join shared_genres g on g.title_id = t.id
            left join shared_people p on p.title_id = t.id
            where ${isVisible(now)} and ${withinMaturity(maturity)} and t.id <> ${titleId}
              and ${notDisliked(profileId)}
              and not exists (select 1 from watch_history w where w.profile_id = ${profileId} and w.title_id = t.id)),
          ${bestOf(limit, language)}`,
      ),

    /**
     * Titles in the genres and languages the viewer watches most (each taste weighed once, then joined in). Ratings
     * (issue 19) are a signal: a thumbs-up title counts as a watch of its genres and language, a thumbs-down one
     * takes two from each of its genres (its close neighbours sink) and is itself never picked; rated titles are
     * not picked again (the viewer knows them).
     */
    topPicks: (now: Date, language: Language, maturity: MaturityLimit, profileId: string, limit: number) =>
      queryRows<TitleListRow>(
        db,
        sql`with signals as (
            select title_id, 1 as weight from watch_history
              where profile_id = ${profileId}
                and title_id not in (select title_id from ratings where profile_id = ${profileId})
            union all select title_id, case when rating = 1 then 1 else -2 end from ratings
              where profile_id = ${profileId}),
          genre_taste as (
            select tg.genre_id, sum(s.weight) as weight from signals s
              join title_genres tg on tg.title_id = s.title_id
            group by tg.genre_id),
          language_taste as (
            select t.original_language, sum(greatest(s.weight, 0)) as weight from signals s
              join titles t on t.id = s.title_id
            group by t.original_language),
          genre_scores as (
            select tg.title_id, sum(g.weight) as weight from title_genres tg
              join genre_taste g on g.genre_id = tg.genre_id
            group by tg.title_id),
          scored as (
            select t.id, t.popularity, coalesce(gs.weight, 0) + coalesce(l.weight, 0) as score
            from titles t
            left join genre_scores gs on gs.title_id = t.id
            left join language_taste l on l.original_language = t.original_language
            where ${isVisible(now)} and ${withinMaturity(maturity)}
              and not exists (select 1 from watch_history w where w.profile_id = ${profileId} and w.title_id = t.id)
              and not exists (select 1 from ratings r where r.profile_id = ${profileId} and r.title_id = t.id)),
          ${bestOf(limit, language)}`,
      ),

    /**
     * The genres (slugs) of what the viewer watched, saved to My List or gave a thumbs up, each title counted once
     * per list; titles given a thumbs down count for nothing.
     */
    genreTaste: (profileId: string) =>
      queryRows<{ slug: string; weight: number }>(
        db,
        sql`select g.slug, count(*)::int as weight from (
            select distinct title_id from watch_history where profile_id = ${profileId}
            union all select title_id from watchlist where profile_id = ${profileId}
            union all select title_id from ratings where profile_id = ${profileId} and rating = 1) liked
          join title_genres tg on tg.title_id = liked.title_id
          join genres g on g.id = tg.genre_id
          where liked.title_id not in (select title_id from ratings where profile_id = ${profileId} and rating = -1)
          group by g.slug`,
      ),
  };
}
