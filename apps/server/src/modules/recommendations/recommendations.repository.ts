import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { isVisible, LIST_COLUMNS, type TitleListRow } from '../catalog/catalog.repository';

const TRENDING_WINDOW_DAYS = 7;
const NEW_WINDOW_DAYS = 90;

/** Titles for a list of scored ids, in score order. */
const scoredTitles = (now: Date, scored: ReturnType<typeof sql>, limit: number) => sql`
  with scored as (${scored})
  select ${LIST_COLUMNS} from scored s join titles t on t.id = s.id
  where ${isVisible(now)} order by s.score desc, t.popularity desc, t.id limit ${limit}`;

export function createRecommendationsRepository(db: Database) {
  return {
    /** Play starts in the last week (anyone's, visitors included), the editorial popularity breaking ties. */
    trending: (now: Date, limit: number, type?: string) =>
      queryRows<TitleListRow>(
        db,
        sql`select ${LIST_COLUMNS} from titles t
          left join (select title_id, count(*)::int as plays from play_events
            where occurred_at > ${now}::timestamptz - make_interval(days => ${TRENDING_WINDOW_DAYS})
            group by title_id) p on p.title_id = t.id
          where ${isVisible(now)} ${type ? sql`and t.type = ${type}` : sql``}
          order by coalesce(p.plays, 0) desc, t.popularity desc, t.id limit ${limit}`,
      ),

    newest: (now: Date, limit: number) =>
      queryRows<TitleListRow>(
        db,
        sql`select ${LIST_COLUMNS} from titles t
          where ${isVisible(now)} and t.published_at > ${now}::timestamptz - make_interval(days => ${NEW_WINDOW_DAYS})
          order by t.published_at desc, t.id limit ${limit}`,
      ),

    /** The viewer's most recently watched titles, newest first. */
    recentlyWatched: (now: Date, userId: string, limit: number) =>
      queryRows<{ id: string; title: string }>(
        db,
        sql`select t.id, t.title from watch_history wh join titles t on t.id = wh.title_id
          where wh.user_id = ${userId} and ${isVisible(now)} order by wh.watched_at desc limit ${limit}`,
      ),

    /**
     * "Because you watched X": titles other viewers of X also watched (co-watching), blended with titles like X
     * (shared genres, people, language, type). Titles the viewer already watched are left out.
     */
    becauseYouWatched: (now: Date, userId: string, titleId: string, limit: number) =>
      queryRows<TitleListRow>(
        db,
        scoredTitles(
          now,
          sql`select t.id,
              4 * coalesce((select count(*) from watch_history a join watch_history b on b.user_id = a.user_id
                where a.title_id = ${titleId} and b.title_id = t.id and a.user_id <> ${userId}), 0)
              + 3 * (select count(*) from title_genres a join title_genres b on a.genre_id = b.genre_id
                where a.title_id = t.id and b.title_id = ${titleId})
              + 2 * (select count(distinct a.person_id) from credits a join credits b on a.person_id = b.person_id
                where a.title_id = t.id and b.title_id = ${titleId})
              + case when t.original_language = (select original_language from titles where id = ${titleId}) then 2 else 0 end
              as score
            from titles t
            where t.id <> ${titleId}
              and not exists (select 1 from watch_history w where w.user_id = ${userId} and w.title_id = t.id)`,
          limit,
        ),
      ),

    /** Titles in the genres and languages the viewer watches most. */
    topPicks: (now: Date, userId: string, limit: number) =>
      queryRows<TitleListRow>(
        db,
        scoredTitles(
          now,
          sql`with genre_taste as (
                select tg.genre_id, count(*) as weight from watch_history wh
                join title_genres tg on tg.title_id = wh.title_id where wh.user_id = ${userId} group by tg.genre_id),
              language_taste as (
                select t.original_language, count(*) as weight from watch_history wh
                join titles t on t.id = wh.title_id where wh.user_id = ${userId} group by t.original_language)
            select t.id,
              coalesce((select sum(g.weight) from title_genres tg join genre_taste g on g.genre_id = tg.genre_id
                where tg.title_id = t.id), 0)
              + coalesce((select l.weight from language_taste l where l.original_language = t.original_language), 0)
              as score
            from titles t
            where not exists (select 1 from watch_history w where w.user_id = ${userId} and w.title_id = t.id)`,
          limit,
        ),
      ),
  };
}
