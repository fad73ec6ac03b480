import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

export const ANALYTICS_TIME_ZONE = 'Africa/Johannesburg';

/**
 * A main-video stream's interval: from its start to its end, its last heartbeat or its lease's end, whichever
 * came first (a stream that switched video on the same device restarted its clock, so only the last video counts).
 */
const STREAM_END = sql.raw(`least(coalesce(ss.ended_at, ss.last_heartbeat_at), ss.lease_expires_at)`);

/** The first instant of a Johannesburg calendar day (a `date` expression). */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;

export interface HourlyRow {
  hour: string;
  plays: number;
  watchSeconds: number;
  completions: number;
  peakStreams: number;
}

export interface DailyRow {
  day: string;
  signups: number;
  confirmed: number;
  activePremium: number;
  activePremiumStart: number;
  newSubscriptions: number;
  cancelledSubscriptions: number;
  lapsedSubscriptions: number;
  mrrCents: number;
  revenueCents: number;
  failedPayments: number;
  downloads: number;
  adImpressions: number;
  plays: number;
  watchSeconds: number;
  completions: number;
  peakStreams: number;
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

export function createAnalyticsRepository(db: Database) {
  return {
    /** The newest hour and day computed so far (the catch-up starts there). */
    async lastComputed(): Promise<{ hour: Date | null; day: string | null }> {
      const [row] = await queryRows<{ hour: string | Date | null; day: string | null }>(
        db,
        sql`select (select max(hour) from analytics_hourly) as hour,
            (select max(day)::text from analytics_daily) as day`,
      );
      return { hour: row?.hour ? new Date(row.hour) : null, day: row?.day ?? null };
    },

    /** When the newest daily rollup was computed. */
    async lastComputedAt(): Promise<Date | null> {
      const [row] = await queryRows<{ at: string | Date | null }>(
        db,
        sql`select max(computed_at) as at from analytics_daily`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /** The first instant anything countable happened (where a first run starts). */
    async firstActivity(): Promise<Date | null> {
      const [row] = await queryRows<{ at: string | Date | null }>(
        db,
        sql`select least(
            (select min(created_at) from users),
            (select min(occurred_at) from play_events),
            (select min(started_at) from stream_sessions),
            (select min(created_at) from payments)) as at`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /** Recomputes every hour in [from, to) (whole UTC hours) in one transaction: delete, then insert. */
    async rollupHours(from: Date, to: Date): Promise<number> {
      const f = from.toISOString();
      const t = to.toISOString();
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from analytics_hourly where hour >= ${f}::timestamptz and hour < ${t}::timestamptz`,
        );
        const rows = await queryRows<{ n: number }>(
          tx,
          sql`with hours as (
              select generate_series(${f}::timestamptz, ${t}::timestamptz - interval '1 hour', interval '1 hour') as hour
            ),
            streams as (
              select greatest(ss.started_at, ${f}::timestamptz) as s,
                least(greatest(${STREAM_END}, ss.started_at), ${t}::timestamptz) as e,
                ${STREAM_END} as real_end
              from stream_sessions ss
              where ss.started_at < ${t}::timestamptz and ${STREAM_END} > ${f}::timestamptz
            ),
            plays as (
              select date_trunc('hour', occurred_at, 'UTC') as hour, count(*)::int as n from play_events
              where occurred_at >= ${f}::timestamptz and occurred_at < ${t}::timestamptz group by 1
            ),
            completions as (
              select date_trunc('hour', updated_at, 'UTC') as hour, count(*)::int as n from watch_progress
              where completed and updated_at >= ${f}::timestamptz and updated_at < ${t}::timestamptz group by 1
            ),
            watch as (
              select h.hour, sum(extract(epoch from least(st.e, h.hour + interval '1 hour') - greatest(st.s, h.hour)))
                as seconds
              from streams st
              cross join lateral generate_series(date_trunc('hour', st.s, 'UTC'), st.e - interval '1 microsecond',
                interval '1 hour') as h(hour)
              where st.e > st.s
              group by h.hour
            ),
            events as (
              select s as at, 1 as delta from streams where e > s
              union all select e, -1 from streams where e > s and real_end < ${t}::timestamptz
              union all select hour, 0 from hours
            ),
            running as (
              select at, sum(delta) over (order by at, delta rows unbounded preceding) as open from events
            ),
            peaks as (
              select date_trunc('hour', at, 'UTC') as hour, max(open)::int as n from running
              where at < ${t}::timestamptz group by 1
            ),
            inserted as (
              insert into analytics_hourly (hour, plays, watch_seconds, completions, peak_streams, computed_at)
              select h.hour, coalesce(p.n, 0), coalesce(round(w.seconds), 0)::bigint, coalesce(c.n, 0),
                coalesce(k.n, 0), now()
              from hours h
              left join plays p on p.hour = h.hour
              left join completions c on c.hour = h.hour
              left join watch w on w.hour = h.hour
              left join peaks k on k.hour = h.hour
              returning 1
            )
            select count(*)::int as n from inserted`,
        );
        return rows[0]?.n ?? 0;
      });
    },

    /**
     * Recomputes every Johannesburg day in [from, to] (YYYY-MM-DD) in one transaction: the day's counts, its
     * titles and its mix. The play figures come from the hourly rows, so the hours must be computed first.
     */
    async rollupDays(from: string, to: string): Promise<number> {
      const start = dayStart(sql`${from}::date`);
      const end = dayStart(sql`${to}::date + 1`);
      return db.transaction(async (tx) => {
        await tx.execute(sql`delete from analytics_daily where day between ${from}::date and ${to}::date`);
        await tx.execute(
          sql`delete from analytics_daily_titles where day between ${from}::date and ${to}::date`,
        );
        await tx.execute(
          sql`delete from analytics_daily_mix where day between ${from}::date and ${to}::date`,
        );
        const local = (column: string) => sql.raw(`(${column} at time zone '${ANALYTICS_TIME_ZONE}')::date`);
        const [inserted] = await queryRows<{ n: number }>(
          tx,
          sql`with days as (
              select d::date as day, ${dayStart(sql.raw('d::date'))} as s, ${dayStart(sql.raw('d::date + 1'))} as e
              from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') as d
            ),
            signups as (
              select ${local('created_at')} as day, count(*)::int as n from users
              where created_at >= ${start} and created_at < ${end} group by 1
            ),
            confirmed as (
              select ${local('email_verified_at')} as day, count(*)::int as n from users
              where email_verified_at >= ${start} and email_verified_at < ${end} group by 1
            ),
            live as (
              select s.start_date, s.end_date, p.price_cents::numeric / greatest(p.duration_months, 1) as monthly
              from subscriptions s join plans p on p.id = s.plan_id
              where s.status <> 'pending' and s.start_date is not null and s.start_date < ${end}
                and (s.end_date is null or s.end_date >= ${start})
            ),
            premium as (
              select d.day,
                count(*) filter (where l.start_date < d.e and (l.end_date is null or l.end_date >= d.e))::int as at_end,
                count(*) filter (where l.start_date < d.s and (l.end_date is null or l.end_date >= d.s))::int as at_start,
                coalesce(sum(l.monthly) filter (where l.start_date < d.e and (l.end_date is null or l.end_date >= d.e)), 0)
                  as mrr
              from days d join live l on l.start_date < d.e and (l.end_date is null or l.end_date >= d.s)
              group by d.day
            ),
            started as (
              select ${local('start_date')} as day, count(*)::int as n from subscriptions
              where status <> 'pending' and start_date >= ${start} and start_date < ${end} group by 1
            ),
            cancelled as (
              select ${local('cancelled_at')} as day, count(*)::int as n from subscriptions
              where cancelled_at >= ${start} and cancelled_at < ${end} group by 1
            ),
            lapsed as (
              select ${local('end_date')} as day, count(*)::int as n from subscriptions
              where status in ('expired', 'payment_failed') and cancelled_at is null and start_date is not null
                and end_date >= ${start} and end_date < ${end} group by 1
            ),
            revenue as (
              select ${local('paid_at')} as day, sum(amount_cents)::bigint as n from payments
              where status = 'complete' and paid_at >= ${start} and paid_at < ${end} group by 1
            ),
            failed as (
              select ${local('updated_at')} as day, count(*)::int as n from payments
              where status = 'failed' and updated_at >= ${start} and updated_at < ${end} group by 1
            ),
            downloads as (
              select ${local('issued_at')} as day, count(*)::int as n from download_licences
              where issued_at >= ${start} and issued_at < ${end} group by 1
            ),
            ads as (
              select day, sum(impressions)::int as n from ad_daily_stats
              where day between ${from}::date and ${to}::date group by 1
            ),
            hourly as (
              select ${local('hour')} as day, sum(plays)::int as plays, sum(watch_seconds)::bigint as watch,
                sum(completions)::int as completions, max(peak_streams)::int as peak
              from analytics_hourly where hour >= ${start} and hour < ${end} group by 1
            ),
            inserted as (
              insert into analytics_daily (day, signups, confirmed, active_premium, active_premium_start,
                new_subscriptions, cancelled_subscriptions, lapsed_subscriptions, mrr_cents, revenue_cents,
                failed_payments, downloads, ad_impressions, plays, watch_seconds, completions, peak_streams,
                computed_at)
              select d.day, coalesce(su.n, 0), coalesce(co.n, 0), coalesce(pr.at_end, 0), coalesce(pr.at_start, 0),
                coalesce(st.n, 0), coalesce(ca.n, 0), coalesce(la.n, 0), coalesce(round(pr.mrr), 0)::bigint,
                coalesce(re.n, 0), coalesce(fa.n, 0), coalesce(dl.n, 0), coalesce(ad.n, 0), coalesce(h.plays, 0),
                coalesce(h.watch, 0), coalesce(h.completions, 0), coalesce(h.peak, 0), now()
              from days d
              left join signups su on su.day = d.day
              left join confirmed co on co.day = d.day
              left join premium pr on pr.day = d.day
              left join started st on st.day = d.day
              left join cancelled ca on ca.day = d.day
              left join lapsed la on la.day = d.day
              left join revenue re on re.day = d.day
              left join failed fa on fa.day = d.day
              left join downloads dl on dl.day = d.day
              left join ads ad on ad.day = d.day
              left join hourly h on h.day = d.day
              returning 1
            )
            select count(*)::int as n from inserted`,
        );
        await tx.execute(
          sql`with streams as (
              select v.title_id, greatest(ss.started_at, ${start}) as s,
                least(greatest(${STREAM_END}, ss.started_at), ${end}) as e
              from stream_sessions ss join videos v on v.id = ss.video_id
              where v.title_id is not null and ss.started_at < ${end} and ${STREAM_END} > ${start}
            ),
            watch as (
              select d.day, st.title_id,
                sum(extract(epoch from least(st.e, ${dayStart(sql.raw('d.day + 1'))}) -
                  greatest(st.s, ${dayStart(sql.raw('d.day'))}))) as seconds
              from streams st
              cross join lateral generate_series(${local('st.s')}::timestamp,
                ${local("(st.e - interval '1 microsecond')")}::timestamp, interval '1 day') as g(at)
              cross join lateral (select g.at::date as day) d
              where st.e > st.s
              group by d.day, st.title_id
            ),
            plays as (
              select ${local('occurred_at')} as day, title_id, count(*)::int as n from play_events
              where occurred_at >= ${start} and occurred_at < ${end} group by 1, 2
            )
            insert into analytics_daily_titles (day, title_id, watch_seconds, plays)
            select coalesce(w.day, p.day), coalesce(w.title_id, p.title_id), coalesce(round(w.seconds), 0)::bigint,
              coalesce(p.n, 0)
            from watch w full join plays p on p.day = w.day and p.title_id = w.title_id
            where exists (select 1 from titles t where t.id = coalesce(w.title_id, p.title_id))`,
        );
        await tx.execute(
          sql`insert into analytics_daily_mix (day, dimension, value, plays)
            select day, dimension, value, count(*)::int from (
              select ${local('occurred_at')} as day, 'quality' as dimension, coalesce(quality, 'unknown') as value
                from play_events where occurred_at >= ${start} and occurred_at < ${end}
              union all
              select ${local('occurred_at')}, 'device', coalesce(device_class, 'unknown')
                from play_events where occurred_at >= ${start} and occurred_at < ${end}
              union all
              select ${local('occurred_at')}, 'data_saver', case when data_saver then 'on' else 'off' end
                from play_events where occurred_at >= ${start} and occurred_at < ${end}
            ) m group by 1, 2, 3`,
        );
        return inserted?.n ?? 0;
      });
    },

    /** The daily rows of [from, to] (days with no row are absent: not computed yet). */
    async days(from: string, to: string): Promise<DailyRow[]> {
      return queryRows<DailyRow>(
        db,
        sql`select day::text as day, signups, confirmed, active_premium as "activePremium",
            active_premium_start as "activePremiumStart", new_subscriptions as "newSubscriptions",
            cancelled_subscriptions as "cancelledSubscriptions", lapsed_subscriptions as "lapsedSubscriptions",
            mrr_cents::float8 as "mrrCents", revenue_cents::float8 as "revenueCents",
            failed_payments as "failedPayments", downloads, ad_impressions as "adImpressions", plays,
            watch_seconds::float8 as "watchSeconds", completions, peak_streams as "peakStreams"
          from analytics_daily where day between ${from}::date and ${to}::date order by day`,
      );
    },

    async hours(from: Date, to: Date): Promise<HourlyRow[]> {
      return queryRows<HourlyRow>(
        db,
        sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hour, plays,
            watch_seconds::float8 as "watchSeconds", completions, peak_streams as "peakStreams"
          from analytics_hourly where hour >= ${from.toISOString()}::timestamptz
            and hour < ${to.toISOString()}::timestamptz order by hour`,
      );
    },

    async topTitles(
      from: string,
      to: string,
      limit: number,
    ): Promise<Array<{ titleId: string; name: string; watchSeconds: number; plays: number }>> {
      return queryRows(
        db,
        sql`select t.id as "titleId", t.title as name, x.watch::float8 as "watchSeconds", x.plays::int as plays
          from (
            select title_id, sum(watch_seconds) as watch, sum(plays) as plays from analytics_daily_titles
            where day between ${from}::date and ${to}::date group by title_id
            order by sum(watch_seconds) desc, sum(plays) desc, title_id limit ${limit}
          ) x join titles t on t.id = x.title_id
          order by x.watch desc, x.plays desc, t.id`,
      );
    },

    async mix(from: string, to: string): Promise<Array<{ dimension: string; value: string; plays: number }>> {
      return queryRows(
        db,
        sql`select dimension, value, sum(plays)::int as plays from analytics_daily_mix
          where day between ${from}::date and ${to}::date group by 1, 2 order by 1, 3 desc, 2`,
      );
    },
  };
}
