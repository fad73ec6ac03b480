import { randomBytes, randomUUID } from 'node:crypto';
import { analyticsResponseSchema, type AnalyticsResponse } from '@mzansi/contracts/analytics';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, primaryProfileId, signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import {
  adCampaigns,
  adDailyStats,
  downloadLicences,
  payments,
  playEvents,
  streamSessions,
  subscriptions,
  users,
  videos,
  watchProgress,
} from '../../db/schema/index';
import { queryRows } from '../../db/sql';
import { ensureTestMedia, markReady, TEST_MEDIA } from '../media/test-media';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { addDays, analyticsDay } from './analytics.service';
import { startAnalyticsRollup } from './analytics.worker';

/**
 * The analytics rollups against a direct count (issue 19). The seeded data lives in March 2025, long before the
 * test database's demo data, so the window holds nothing else. South Africa is UTC+2 all year: 2025-03-10 in
 * Johannesburg is 2025-03-09T22:00Z to 2025-03-10T22:00Z.
 */
const DAYS = ['2025-03-10', '2025-03-11', '2025-03-12'] as const;
const at = (iso: string) => new Date(iso);
/** the Johannesburg day of an instant */
const dayOf = (date: Date) => analyticsDay(date);
const inDay = (date: Date | null | undefined, day: string) => !!date && dayOf(date) === day;
const MONTHLY_PREMIUM_CENTS = 5900;

interface SeedSession {
  start: Date;
  end: Date;
}

describe('analytics rollups and GET /api/admin/analytics (issue 19)', () => {
  let server: TestServer;
  let admin: string;
  let videoIds: string[];
  let titleOfVideo: Map<string, string>;
  const seededUsers: Array<{ id: string; createdAt: Date; verifiedAt: Date | null }> = [];
  const subs: Array<{
    status: 'active' | 'cancelled' | 'expired' | 'payment_failed' | 'pending';
    start: Date | null;
    end: Date | null;
    cancelledAt: Date | null;
  }> = [];
  const pays: Array<{
    status: 'complete' | 'failed' | 'pending';
    amount: number;
    paidAt: Date | null;
    updatedAt: Date;
  }> = [];
  const plays: Array<{
    at: Date;
    video: number;
    quality: string | null;
    device: string | null;
    saver: boolean | null;
  }> = [];
  const sessions: Array<SeedSession & { video: number }> = [];
  const completions: Date[] = [];
  const licences: Date[] = [];
  const impressions: Record<string, number> = { '2025-03-10': 7, '2025-03-12': 5 };

  const dashboard = async (query: string, cookie = admin): Promise<AnalyticsResponse> => {
    const response = await server.request(`/api/admin/analytics?${query}`, { headers: { cookie } });
    expect(response.status, await response.clone().text()).toBe(200);
    return analyticsResponseSchema.parse(await response.json());
  };

  beforeAll(async () => {
    const media = await ensureTestMedia();
    server = await startTestServer({ storageDir: media.storageDir });
    await markReady(server.ctx.database.db, media.results);
    admin = await signInDemo(server, 'admin');
    const db = server.ctx.database.db;
    const mains = await db
      .select({ id: videos.id, titleId: videos.titleId })
      .from(videos)
      .where(sql`${videos.kind} = 'main' and ${videos.titleId} is not null`)
      .orderBy(desc(videos.id))
      .limit(3);
    videoIds = mains.map((row) => row.id);
    titleOfVideo = new Map(mains.map((row) => [row.id, row.titleId!]));
    expect(videoIds).toHaveLength(3);

    // Users: two on either side of a Johannesburg midnight (21:59Z is 23:59 on the 10th, 22:00Z is 00:00 on the 11th).
    const userTimes: Array<[string, string | null]> = [
      ['2025-03-10T08:00:00Z', '2025-03-10T08:05:00Z'],
      ['2025-03-10T21:59:00Z', '2025-03-10T22:01:00Z'],
      ['2025-03-10T22:00:00Z', null],
      ['2025-03-11T12:00:00Z', '2025-03-12T09:00:00Z'],
      ['2025-03-12T21:30:00Z', '2025-03-12T21:45:00Z'],
      ['2025-03-09T21:00:00Z', '2025-03-09T21:30:00Z'], // the 9th at 23:00: outside the window
    ];
    for (const [created, verified] of userTimes) {
      const id = `analytics-${randomUUID()}`;
      await db.insert(users).values({
        id,
        email: `${id}@example.co.za`,
        createdAt: at(created),
        emailVerified: verified !== null,
        emailVerifiedAt: verified ? at(verified) : null,
      });
      seededUsers.push({ id, createdAt: at(created), verifiedAt: verified ? at(verified) : null });
    }
    const [u0, u1, u2, u3, u4, u5] = seededUsers.map((user) => user.id);

    // Subscriptions: live across the window, started in it, cancelled, lapsed (renewal never paid), a pending one.
    const subRows: Array<[string, (typeof subs)[number]]> = [
      [
        u5!,
        {
          status: 'active',
          start: at('2025-03-01T10:00:00Z'),
          end: at('2025-04-01T10:00:00Z'),
          cancelledAt: null,
        },
      ],
      [
        u0!,
        {
          status: 'active',
          start: at('2025-03-10T08:10:00Z'),
          end: at('2025-04-10T08:10:00Z'),
          cancelledAt: null,
        },
      ],
      [
        u1!,
        {
          status: 'cancelled',
          start: at('2025-02-20T10:00:00Z'),
          end: at('2025-03-11T22:30:00Z'),
          cancelledAt: at('2025-03-11T22:30:00Z'),
        },
      ],
      [
        u2!,
        {
          status: 'payment_failed',
          start: at('2025-02-05T10:00:00Z'),
          end: at('2025-03-10T21:59:30Z'),
          cancelledAt: null,
        },
      ],
      [
        u3!,
        {
          status: 'expired',
          start: at('2025-02-01T10:00:00Z'),
          end: at('2025-03-12T06:00:00Z'),
          cancelledAt: at('2025-03-01T09:00:00Z'),
        },
      ],
      [u4!, { status: 'pending', start: null, end: null, cancelledAt: null }],
    ];
    for (const [userId, sub] of subRows) {
      await db.insert(subscriptions).values({
        userId,
        planId: 'premium',
        status: sub.status,
        startDate: sub.start,
        endDate: sub.end,
        cancelledAt: sub.cancelledAt,
        provider: 'demo',
        createdAt: sub.start ?? at('2025-03-11T10:00:00Z'),
      });
      subs.push(sub);
    }

    // Payments: complete ones (revenue by paid_at), failed ones (by their update), a pending one (neither).
    const payRows: Array<(typeof pays)[number]> = [
      {
        status: 'complete',
        amount: 9900,
        paidAt: at('2025-03-10T08:09:00Z'),
        updatedAt: at('2025-03-10T08:09:00Z'),
      },
      {
        status: 'complete',
        amount: 9900,
        paidAt: at('2025-03-10T22:10:00Z'),
        updatedAt: at('2025-03-10T22:10:00Z'),
      },
      {
        status: 'complete',
        amount: 4950,
        paidAt: at('2025-03-12T12:00:00Z'),
        updatedAt: at('2025-03-12T12:00:00Z'),
      },
      { status: 'failed', amount: 9900, paidAt: null, updatedAt: at('2025-03-10T21:00:00Z') },
      { status: 'failed', amount: 9900, paidAt: null, updatedAt: at('2025-03-11T21:00:00Z') },
      { status: 'failed', amount: 9900, paidAt: null, updatedAt: at('2025-03-11T23:00:00Z') },
      { status: 'pending', amount: 9900, paidAt: null, updatedAt: at('2025-03-11T10:00:00Z') },
    ];
    for (const pay of payRows) {
      await db.insert(payments).values({
        userId: u0!,
        provider: 'demo',
        reference: `analytics-${randomUUID()}`,
        amountCents: pay.amount,
        status: pay.status,
        paidAt: pay.paidAt,
        createdAt: pay.updatedAt,
        updatedAt: pay.updatedAt,
      });
      pays.push(pay);
    }

    // Plays with quality, device class and Data saver (null: recorded before the columns, or not said).
    const playRows: Array<(typeof plays)[number]> = [
      { at: at('2025-03-10T06:15:00Z'), video: 0, quality: 'HD', device: 'desktop', saver: null },
      { at: at('2025-03-10T06:45:00Z'), video: 0, quality: 'SD', device: 'mobile', saver: true },
      { at: at('2025-03-10T21:59:59Z'), video: 1, quality: 'SD', device: 'mobile', saver: true },
      { at: at('2025-03-10T22:00:00Z'), video: 1, quality: 'HD', device: 'tv', saver: false },
      { at: at('2025-03-11T12:30:00Z'), video: 2, quality: 'HD', device: 'tablet', saver: null },
      { at: at('2025-03-11T12:31:00Z'), video: 2, quality: null, device: null, saver: null },
      { at: at('2025-03-12T19:00:00Z'), video: 0, quality: 'SD', device: 'mobile', saver: true },
      { at: at('2025-03-09T21:59:00Z'), video: 0, quality: 'SD', device: 'mobile', saver: true }, // the 9th
    ];
    for (const play of playRows) {
      await db.insert(playEvents).values({
        titleId: titleOfVideo.get(videoIds[play.video]!)!,
        videoId: videoIds[play.video]!,
        userId: u0!,
        occurredAt: play.at,
        quality: play.quality,
        deviceClass: play.device,
        dataSaver: play.saver,
      });
      plays.push(play);
    }

    // Streams: three overlapping at 06:20-06:40Z on the 10th (peak 3), one across the Johannesburg midnight, one
    // ended early (its end, not its lease, counts), one that stopped heartbeating (its last heartbeat counts).
    const streamRows: Array<{ video: number; start: string; heartbeat: string; ended: string | null }> = [
      {
        video: 0,
        start: '2025-03-10T06:00:00Z',
        heartbeat: '2025-03-10T07:10:00Z',
        ended: '2025-03-10T07:10:10Z',
      },
      { video: 0, start: '2025-03-10T06:20:00Z', heartbeat: '2025-03-10T06:40:00Z', ended: null },
      {
        video: 1,
        start: '2025-03-10T06:10:00Z',
        heartbeat: '2025-03-10T06:50:00Z',
        ended: '2025-03-10T06:50:05Z',
      },
      {
        video: 1,
        start: '2025-03-10T21:30:00Z',
        heartbeat: '2025-03-10T22:45:00Z',
        ended: '2025-03-10T22:45:20Z',
      },
      {
        video: 2,
        start: '2025-03-11T12:30:00Z',
        heartbeat: '2025-03-11T13:00:00Z',
        ended: '2025-03-11T12:40:00Z',
      },
      { video: 2, start: '2025-03-12T19:00:00Z', heartbeat: '2025-03-12T19:20:00Z', ended: null },
    ];
    for (const stream of streamRows) {
      const heartbeat = at(stream.heartbeat);
      const ended = stream.ended ? at(stream.ended) : null;
      await db.insert(streamSessions).values({
        userId: u0!,
        videoId: videoIds[stream.video]!,
        deviceId: randomBytes(8).toString('hex'),
        startedAt: at(stream.start),
        lastHeartbeatAt: heartbeat,
        leaseExpiresAt: new Date(heartbeat.getTime() + 90_000),
        endedAt: ended,
      });
      const end = ended && ended < heartbeat ? ended : (ended ?? heartbeat);
      sessions.push({ video: stream.video, start: at(stream.start), end });
    }

    // Completions (watch progress reaching the end) and downloads, on the demo free account's profile.
    const free = demoAccount('free');
    const [freeUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, free.email));
    const profileId = await primaryProfileId(server, freeUser!.id);
    const completedAt = [at('2025-03-10T07:00:00Z'), at('2025-03-11T12:45:00Z')];
    for (const [i, when] of completedAt.entries()) {
      await db.insert(watchProgress).values({
        userId: freeUser!.id,
        profileId,
        videoId: videoIds[i]!,
        titleId: titleOfVideo.get(videoIds[i]!)!,
        positionSeconds: 100,
        durationSeconds: 100,
        completed: true,
        updatedAt: when,
      });
      completions.push(when);
    }
    for (const issued of [
      at('2025-03-10T22:30:00Z'),
      at('2025-03-11T09:00:00Z'),
      at('2025-03-12T21:59:00Z'),
    ]) {
      await db.insert(downloadLicences).values({
        userId: freeUser!.id,
        profileId,
        deviceKey: randomBytes(8).toString('hex'),
        videoId: videoIds[0]!,
        quality: 'HD',
        height: 720,
        bytes: 1000,
        issuedAt: issued,
        renewedAt: issued,
        expiresAt: new Date(issued.getTime() + 30 * 24 * 3600_000),
      });
      licences.push(issued);
    }
    const [campaign] = await db
      .insert(adCampaigns)
      .values({
        name: 'Analytics test',
        clickThroughUrl: 'https://example.co.za',
        startsAt: at('2025-03-01T00:00:00Z'),
      })
      .returning({ id: adCampaigns.id });
    for (const [day, count] of Object.entries(impressions)) {
      await db.insert(adDailyStats).values({ campaignId: campaign!.id, day, impressions: count });
    }

    await server.services.analytics.recompute('2025-03-09', '2025-03-13');
  });
  afterAll(() => server?.close());

  /** Seconds of the seeded streams inside [from, to). */
  const watchedBetween = (from: Date, to: Date, video?: number) =>
    sessions
      .filter((s) => video === undefined || s.video === video)
      .reduce((total, s) => {
        const overlap = Math.min(s.end.getTime(), to.getTime()) - Math.max(s.start.getTime(), from.getTime());
        return total + Math.max(0, overlap) / 1000;
      }, 0);
  /** The most seeded streams open at once inside [from, to). */
  const peakBetween = (from: Date, to: Date) => {
    const instants = [from, ...sessions.map((s) => s.start).filter((t) => t >= from && t < to)];
    return Math.max(...instants.map((t) => sessions.filter((s) => s.start <= t && s.end > t).length));
  };
  const dayStart = (day: string) => at(`${day}T00:00:00+02:00`);
  const live = (t: Date) =>
    subs.filter((s) => s.status !== 'pending' && s.start && s.start < t && (!s.end || s.end >= t)).length;

  function expectedDay(day: string) {
    const from = dayStart(day);
    const to = dayStart(addDays(day, 1));
    const activeEnd = live(to);
    return {
      day,
      signups: seededUsers.filter((u) => inDay(u.createdAt, day)).length,
      confirmed: seededUsers.filter((u) => inDay(u.verifiedAt, day)).length,
      activePremium: activeEnd,
      newSubscriptions: subs.filter((s) => s.status !== 'pending' && inDay(s.start, day)).length,
      cancelledSubscriptions: subs.filter((s) => inDay(s.cancelledAt, day)).length,
      lapsedSubscriptions: subs.filter(
        (s) =>
          (s.status === 'expired' || s.status === 'payment_failed') && !s.cancelledAt && inDay(s.end, day),
      ).length,
      mrrCents: activeEnd * MONTHLY_PREMIUM_CENTS,
      revenueCents: pays
        .filter((p) => p.status === 'complete' && inDay(p.paidAt, day))
        .reduce((t, p) => t + p.amount, 0),
      failedPayments: pays.filter((p) => p.status === 'failed' && inDay(p.updatedAt, day)).length,
      plays: plays.filter((p) => inDay(p.at, day)).length,
      watchSeconds: Math.round(watchedBetween(from, to)),
      completions: completions.filter((c) => inDay(c, day)).length,
      peakStreams: Math.max(
        ...Array.from({ length: 24 }, (_, h) =>
          peakBetween(new Date(from.getTime() + h * 3600_000), new Date(from.getTime() + (h + 1) * 3600_000)),
        ),
      ),
      downloads: licences.filter((l) => inDay(l, day)).length,
      adImpressions: impressions[day] ?? 0,
    };
  }

  it('equals a direct count of every metric, per Johannesburg day and in total', async () => {
    const answer = await dashboard(`range=custom&from=${DAYS[0]}&to=${DAYS[2]}`);
    const expectedDays = DAYS.map(expectedDay);
    // the premium plan's monthly price is what MRR counts
    const [plan] = await queryRows<{ price: number; months: number }>(
      server.ctx.database.db,
      sql`select price_cents as price, duration_months as months from plans where id = 'premium'`,
    );
    expect(plan!.price / plan!.months).toBe(MONTHLY_PREMIUM_CENTS);
    expect(answer.days).toEqual(expectedDays);
    // the seeded data crosses the midnight: the 10th and the 11th both have sign-ups and plays
    expect(expectedDays[0]!.signups).toBe(2);
    expect(expectedDays[1]!.signups).toBe(2);
    expect(expectedDays[0]!.peakStreams).toBe(3);

    const inWindow = <T>(items: T[], when: (item: T) => Date | null) =>
      items.filter((item) => DAYS.some((day) => inDay(when(item), day)));
    const totalPlays = inWindow(plays, (p) => p.at).length;
    const activeStart = live(dayStart(DAYS[0]));
    const churned = expectedDays.reduce((t, d) => t + d.cancelledSubscriptions + d.lapsedSubscriptions, 0);
    expect(answer.totals).toEqual({
      signups: expectedDays.reduce((t, d) => t + d.signups, 0),
      confirmed: expectedDays.reduce((t, d) => t + d.confirmed, 0),
      activePremium: expectedDays[2]!.activePremium,
      activePremiumStart: activeStart,
      newSubscriptions: 1,
      cancelledSubscriptions: 1,
      lapsedSubscriptions: 1,
      churnRate: churned / activeStart,
      mrrCents: expectedDays[2]!.mrrCents,
      revenueCents: 9900 + 9900 + 4950,
      failedPayments: 3,
      plays: totalPlays,
      watchSeconds: expectedDays.reduce((t, d) => t + d.watchSeconds, 0),
      completionRate: 2 / totalPlays,
      peakStreams: 3,
      downloads: 3,
      adImpressions: 12,
      dataSaverShare: inWindow(plays, (p) => p.at).filter((p) => p.saver === true).length / totalPlays,
    });
    expect(activeStart).toBe(4);

    // per hour (a range of 7 days or less): plays, watch time and peak of each hour
    expect(answer.hours).toHaveLength(72);
    for (const hour of answer.hours!) {
      const from = at(hour.hour);
      const to = new Date(from.getTime() + 3600_000);
      expect(hour, hour.hour).toEqual({
        hour: hour.hour,
        plays: plays.filter((p) => p.at >= from && p.at < to).length,
        watchSeconds: Math.round(watchedBetween(from, to)),
        peakStreams: peakBetween(from, to),
      });
    }

    // top titles by watch time (then plays), and the mixes
    const byTitle = new Map<string, { watch: number; plays: number }>();
    for (const [i, videoId] of videoIds.entries()) {
      const titleId = titleOfVideo.get(videoId)!;
      const entry = byTitle.get(titleId) ?? { watch: 0, plays: 0 };
      for (const day of DAYS) {
        entry.watch += Math.round(watchedBetween(dayStart(day), dayStart(addDays(day, 1)), i));
      }
      entry.plays += inWindow(plays, (p) => p.at).filter((p) => p.video === i).length;
      byTitle.set(titleId, entry);
    }
    expect(
      answer.topTitles.map(({ titleId, watchSeconds, plays }) => ({ titleId, watchSeconds, plays })),
    ).toEqual(
      [...byTitle.entries()]
        .sort((a, b) => b[1].watch - a[1].watch || b[1].plays - a[1].plays || a[0].localeCompare(b[0]))
        .map(([titleId, entry]) => ({ titleId, watchSeconds: entry.watch, plays: entry.plays })),
    );
    const mixOf = (pick: (p: (typeof plays)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const play of inWindow(plays, (p) => p.at))
        counts.set(pick(play), (counts.get(pick(play)) ?? 0) + 1);
      return [...counts.entries()]
        .map(([value, plays]) => ({ value, plays }))
        .sort((a, b) => b.plays - a.plays || a.value.localeCompare(b.value));
    };
    expect(answer.qualityMix).toEqual(mixOf((p) => p.quality ?? 'unknown'));
    expect(answer.deviceMix).toEqual(mixOf((p) => p.device ?? 'unknown'));
  });

  it('gives the same answer when the jobs run again (each bucket recomputed whole)', async () => {
    const before = await dashboard(`range=custom&from=${DAYS[0]}&to=${DAYS[2]}`);
    const counts = () =>
      queryRows<{ hourly: number; daily: number; titles: number; mix: number }>(
        server.ctx.database.db,
        sql`select (select count(*) from analytics_hourly)::int as hourly, (select count(*) from analytics_daily)::int as daily,
            (select count(*) from analytics_daily_titles)::int as titles, (select count(*) from analytics_daily_mix)::int as mix`,
      );
    const rowsBefore = await counts();
    await server.services.analytics.recompute('2025-03-09', '2025-03-13');
    await server.services.analytics.recompute('2025-03-11', '2025-03-11');
    const after = await dashboard(`range=custom&from=${DAYS[0]}&to=${DAYS[2]}`);
    expect(await counts()).toEqual(rowsBefore);
    expect({ ...after, computedAt: null }).toEqual({ ...before, computedAt: null });
  });

  it('catches up on missed hours and days and refreshes the current day', async () => {
    const db = server.ctx.database.db;
    const now = server.clock.now();
    const today = analyticsDay(now);
    const missed = addDays(today, -2);
    // the job last ran three days ago; since then a play happened two days ago and one now
    await db.execute(
      sql`delete from analytics_hourly where hour >= ${at('2025-03-14T00:00:00Z').toISOString()}::timestamptz`,
    );
    await db.execute(sql`delete from analytics_daily where day > '2025-03-13'::date`);
    await server.services.analytics.recompute(addDays(today, -3), addDays(today, -3));
    const titleId = titleOfVideo.get(videoIds[0]!)!;
    const missedNoon = at(`${missed}T12:00:00+02:00`);
    const before = await queryRows<{ day: string; n: number }>(
      db,
      sql`select (occurred_at at time zone 'Africa/Johannesburg')::date::text as day, count(*)::int as n from play_events
          where occurred_at >= ${at(`${missed}T00:00:00+02:00`).toISOString()}::timestamptz group by 1`,
    );
    await db.insert(playEvents).values([
      { titleId, videoId: videoIds[0]!, occurredAt: missedNoon, quality: 'HD', deviceClass: 'desktop' },
      { titleId, videoId: videoIds[0]!, occurredAt: now, quality: 'HD', deviceClass: 'desktop' },
    ]);
    const report = await server.services.analytics.refresh();
    expect(report.from).toBe(addDays(today, -3));
    expect(report.to).toBe(today);

    const answer = await dashboard('range=7d');
    expect(answer.to).toBe(today);
    expect(answer.days).toHaveLength(7);
    const direct = (day: string) => (before.find((row) => row.day === day)?.n ?? 0) + 1;
    expect(answer.days.find((d) => d.day === missed)!.plays).toBe(direct(missed));
    expect(answer.days.find((d) => d.day === today)!.plays).toBe(direct(today));
    const [rows] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_daily where day between ${addDays(today, -3)}::date and ${today}::date`,
    );
    expect(rows!.n).toBe(4);
    expect(answer.computedAt).not.toBeNull();
  });

  it('runs as a scheduled job on the queue', async () => {
    const db = server.ctx.database.db;
    const today = analyticsDay(server.clock.now());
    await db.execute(sql`delete from analytics_daily where day = ${today}::date`);
    const job = await startAnalyticsRollup(server.ctx, server.services, { pollingIntervalSeconds: 0.5 });
    try {
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                db,
                sql`select count(*)::int as n from analytics_daily where day = ${today}::date`,
              )
            )[0]!.n,
          { timeout: 20_000, interval: 250 },
        )
        .toBe(1);
    } finally {
      await job.stop();
    }
  });

  it('records the quality ceiling, device class and Data saver with a play', async () => {
    const device = randomBytes(16).toString('base64url');
    const response = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      headers: {
        cookie: `${DEVICE_COOKIE}=${device}`,
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      },
      json: { videoId: TEST_MEDIA.trailer, dataSaver: true },
    });
    expect(response.status).toBe(200);
    const [play] = await server.ctx.database.db
      .select({ quality: playEvents.quality, device: playEvents.deviceClass, saver: playEvents.dataSaver })
      .from(playEvents)
      .where(eq(playEvents.videoId, TEST_MEDIA.trailer))
      .orderBy(desc(playEvents.id))
      .limit(1);
    expect(play).toEqual({ quality: 'SD', device: 'mobile', saver: true });
  });

  it('is for admins only: moderators and creators get 403, a bad custom range 400', async () => {
    for (const role of ['moderator', 'creator', 'premium', 'free'] as const) {
      const cookie = await signInDemo(server, role);
      const response = await server.request('/api/admin/analytics?range=30d', { headers: { cookie } });
      expect(response.status, role).toBe(403);
    }
    expect((await server.request('/api/admin/analytics')).status).toBe(401);
    for (const query of [
      'range=custom',
      'range=custom&from=2025-03-12&to=2025-03-10',
      'range=custom&from=2024-01-01&to=2025-03-10',
      'range=12d',
    ]) {
      const response = await server.request(`/api/admin/analytics?${query}`, { headers: { cookie: admin } });
      expect(response.status, query).toBe(400);
    }
    const answer = await dashboard('range=90d');
    expect(answer.days).toHaveLength(90);
    expect(answer.hours).toBeNull();
  });
});
