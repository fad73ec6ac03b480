import {
  ANALYTICS_TIME_ZONE,
  ANALYTICS_TOP_TITLES,
  analyticsQuerySchema,
  type AnalyticsDay,
  type AnalyticsMixEntry,
  type AnalyticsQuery,
  type AnalyticsResponse,
} from '@mzansi/contracts/analytics';
import type { AppContext } from '../../context';
import { createAnalyticsRepository, type DailyRow } from './analytics.repository';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** How often the job recomputes the current (partial) hour and day, and catches up on missed ones. */
export const ANALYTICS_REFRESH_MS = 5 * 60_000;
/** A first run (or one after a long stop) goes back at most this far. */
export const ANALYTICS_MAX_CATCH_UP_DAYS = 400;
/** Answers kept in the process (per range and rollup run) */
const ANSWER_CACHE_SIZE = 32;
/** Hourly series are answered for ranges up to this many days. */
const HOURLY_MAX_DAYS = 7;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Johannesburg calendar day (YYYY-MM-DD) of an instant. */
export function analyticsDay(at: Date): string {
  return dayFormat.format(at);
}

/** YYYY-MM-DD `days` calendar days after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The first instant of a Johannesburg day (UTC+2 all year: South Africa keeps no daylight saving). */
export function dayStartOf(day: string): Date {
  return new Date(`${day}T00:00:00+02:00`);
}

const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

export interface RefreshReport {
  hours: number;
  days: number;
  from: string;
  to: string;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

export function createAnalyticsService(ctx: AppContext) {
  const repository = createAnalyticsRepository(ctx.database.db);
  const log = ctx.logger.child({ module: 'analytics' });
  const answers = new Map<string, AnalyticsResponse>();

  /** Recomputes the hours and days of [fromDay, toDay] (hours first: the days read them). */
  async function recompute(
    fromDay: string,
    toDay: string,
    now: Date = ctx.clock.now(),
  ): Promise<RefreshReport> {
    const from = dayStartOf(fromDay);
    const end = Math.min(dayStartOf(addDays(toDay, 1)).getTime(), floorHour(now).getTime() + HOUR);
    const hours = end > from.getTime() ? await repository.rollupHours(from, new Date(end)) : 0;
    const days = await repository.rollupDays(fromDay, toDay);
    return { hours, days, from: fromDay, to: toDay };
  }

  return {
    recompute,

    /**
     * The job's run: from the newest bucket computed (itself partial when it was computed, so recomputed) to now,
     * so missed hours and days are caught up and the current hour and day are refreshed (every
     * ANALYTICS_REFRESH_MS). A first run starts at the first activity, at most ANALYTICS_MAX_CATCH_UP_DAYS back.
     */
    async refresh(): Promise<RefreshReport> {
      const now = ctx.clock.now();
      const last = await repository.lastComputed();
      const oldest = now.getTime() - ANALYTICS_MAX_CATCH_UP_DAYS * DAY;
      let fromDay: string;
      if (last.day) {
        fromDay = last.day;
        // hours that were computed after the last day (a run that stopped between the two) are covered too
        if (last.hour && analyticsDay(last.hour) < fromDay) fromDay = analyticsDay(last.hour);
      } else {
        const first = await repository.firstActivity();
        fromDay = analyticsDay(new Date(Math.max(first?.getTime() ?? now.getTime(), oldest)));
      }
      if (dayStartOf(fromDay).getTime() < oldest) fromDay = analyticsDay(new Date(oldest));
      const report = await recompute(fromDay, analyticsDay(now), now);
      log.debug(report, 'analytics rollup');
      return report;
    },

    /** GET /api/admin/analytics: reads the rollup tables only. */
    async dashboard(input: AnalyticsQuery): Promise<AnalyticsResponse> {
      const query = analyticsQuerySchema.parse(input);
      const now = ctx.clock.now();
      const today = analyticsDay(now);
      let from: string;
      let to: string;
      if (query.range === 'custom') {
        from = query.from!;
        to = query.to!;
      } else {
        to = today;
        from = addDays(today, -(Number.parseInt(query.range, 10) - 1));
      }
      // The answer changes only when the job writes the rollups: it is kept per range and run (max computed_at, read
      // per request, so a run in another process is seen at once).
      const computed = await repository.lastComputedAt();
      const key = `${computed?.toISOString() ?? 'never'}|${query.range}|${from}|${to}`;
      const hit = answers.get(key);
      if (hit) return hit;
      const answer = await build(query.range, from, to, computed);
      answers.set(key, answer);
      if (answers.size > ANSWER_CACHE_SIZE) answers.delete(answers.keys().next().value!);
      return answer;
    },
  };

  async function build(
    range: AnalyticsResponse['range'],
    from: string,
    to: string,
    computed: Date | null,
  ): Promise<AnalyticsResponse> {
    const dayCount = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
    const [rows, topTitles, mix, hours] = await Promise.all([
      repository.days(from, to),
      repository.topTitles(from, to, ANALYTICS_TOP_TITLES),
      repository.mix(from, to),
      dayCount <= HOURLY_MAX_DAYS
        ? repository.hours(dayStartOf(from), dayStartOf(addDays(to, 1)))
        : Promise.resolve(null),
    ]);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days: AnalyticsDay[] = [];
    for (let i = 0; i < dayCount; i++) {
      const day = addDays(from, i);
      const row = byDay.get(day);
      days.push(row ? dayOf(row) : emptyDay(day));
    }
    const sum = (key: keyof DailyRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
    const first = rows[0];
    const last = rows[rows.length - 1];
    const plays = sum('plays');
    const churned = sum('cancelledSubscriptions') + sum('lapsedSubscriptions');
    const activeStart = first?.activePremiumStart ?? 0;
    const mixOf = (dimension: string): AnalyticsMixEntry[] =>
      mix.filter((entry) => entry.dimension === dimension).map(({ value, plays }) => ({ value, plays }));
    const dataSaverOn =
      mix.find((entry) => entry.dimension === 'data_saver' && entry.value === 'on')?.plays ?? 0;
    return {
      range,
      from,
      to,
      timeZone: ANALYTICS_TIME_ZONE,
      computedAt: computed ? computed.toISOString() : null,
      totals: {
        signups: sum('signups'),
        confirmed: sum('confirmed'),
        activePremium: last?.activePremium ?? 0,
        activePremiumStart: activeStart,
        newSubscriptions: sum('newSubscriptions'),
        cancelledSubscriptions: sum('cancelledSubscriptions'),
        lapsedSubscriptions: sum('lapsedSubscriptions'),
        churnRate: activeStart > 0 ? churned / activeStart : null,
        mrrCents: last?.mrrCents ?? 0,
        revenueCents: sum('revenueCents'),
        failedPayments: sum('failedPayments'),
        plays,
        watchSeconds: sum('watchSeconds'),
        completionRate: plays > 0 ? sum('completions') / plays : null,
        peakStreams: rows.reduce((peak, row) => Math.max(peak, row.peakStreams), 0),
        downloads: sum('downloads'),
        adImpressions: sum('adImpressions'),
        dataSaverShare: plays > 0 ? dataSaverOn / plays : null,
      },
      days,
      hours: hours
        ? hours.map(({ hour, plays, watchSeconds, peakStreams }) => ({
            hour,
            plays,
            watchSeconds,
            peakStreams,
          }))
        : null,
      topTitles,
      qualityMix: mixOf('quality'),
      deviceMix: mixOf('device'),
    };
  }
}

function dayOf(row: DailyRow): AnalyticsDay {
  const { activePremiumStart: _start, ...day } = row;
  return day;
}

function emptyDay(day: string): AnalyticsDay {
  return {
    day,
    signups: 0,
    confirmed: 0,
    activePremium: 0,
    newSubscriptions: 0,
    cancelledSubscriptions: 0,
    lapsedSubscriptions: 0,
    mrrCents: 0,
    revenueCents: 0,
    failedPayments: 0,
    plays: 0,
    watchSeconds: 0,
    completions: 0,
    peakStreams: 0,
    downloads: 0,
    adImpressions: 0,
  };
}
