import type { AdEvent } from '@mzansi/contracts/ads';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { Rendition } from '../../db/schema/index';

/** A campaign row with its creative's state and its impressions (from the daily figures). */
export interface CampaignRow {
  id: string;
  name: string;
  status: 'draft' | 'active' | 'paused' | 'ended';
  creativeVideoId: string | null;
  creativeStatus: 'uploaded' | 'probing' | 'transcoding' | 'ready' | 'failed' | null;
  creativeDurationSeconds: number | null;
  clickThroughUrl: string;
  startsAt: Date;
  endsAt: Date | null;
  dailyImpressionCap: number | null;
  totalImpressionCap: number | null;
  frequencyCapPerDay: number | null;
  targetLanguages: string[];
  targetGenres: string[];
  maxAgeRating: string | null;
  weight: number;
  impressionsToday: number;
  impressionsTotal: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What an insert or update writes (the service has parsed the admin's input). */
export type CampaignValues = Omit<
  CampaignRow,
  | 'id'
  | 'creativeStatus'
  | 'creativeDurationSeconds'
  | 'impressionsToday'
  | 'impressionsTotal'
  | 'createdAt'
  | 'updatedAt'
>;

/** The programme an ad would play in, as targeting reads it. */
export interface ProgrammeRow {
  id: string;
  purpose: 'programme' | 'ad';
  status: string;
  titleVisible: boolean;
  ageRating: string | null;
  language: string | null;
  genres: string[];
}

/** A campaign that may be served now (dates, status, ready creative), with the counts its caps need. */
export interface CandidateRow {
  id: string;
  name: string;
  clickThroughUrl: string;
  weight: number;
  creativeVideoId: string;
  creativeDurationSeconds: number;
  creativeRenditions: Rendition[];
  dailyImpressionCap: number | null;
  totalImpressionCap: number | null;
  frequencyCapPerDay: number | null;
  targetLanguages: string[];
  targetGenres: string[];
  maxAgeRating: string | null;
  impressionsToday: number;
  impressionsTotal: number;
  viewerImpressionsToday: number;
}

/** The rollup column each event counts in (literal identifiers: never built from input). */
export const EVENT_COLUMNS: Record<AdEvent, string> = {
  impression: 'impressions',
  start: 'starts',
  firstQuartile: 'first_quartiles',
  midpoint: 'midpoints',
  thirdQuartile: 'third_quartiles',
  complete: 'completes',
  skip: 'skips',
  pause: 'pauses',
  mute: 'mutes',
  click: 'clicks',
  error: 'errors',
};

export interface DailyStatsRow {
  campaignId: string;
  day: string;
  impressions: number;
  starts: number;
  firstQuartiles: number;
  midpoints: number;
  thirdQuartiles: number;
  completes: number;
  skips: number;
  clicks: number;
  errors: number;
}

const CAMPAIGN_COLUMNS = (
  day: string,
) => sql`c.id, c.name, c.status, c.creative_video_id as "creativeVideoId",
  v.status as "creativeStatus", v.duration_seconds as "creativeDurationSeconds",
  c.click_through_url as "clickThroughUrl", c.starts_at as "startsAt", c.ends_at as "endsAt",
  c.daily_impression_cap as "dailyImpressionCap", c.total_impression_cap as "totalImpressionCap",
  c.frequency_cap_per_day as "frequencyCapPerDay", c.target_languages as "targetLanguages",
  c.target_genres as "targetGenres", c.max_age_rating as "maxAgeRating", c.weight,
  coalesce((select d.impressions from ad_daily_stats d where d.campaign_id = c.id and d.day = ${day}::date), 0)::int
    as "impressionsToday",
  coalesce((select sum(d.impressions) from ad_daily_stats d where d.campaign_id = c.id), 0)::int
    as "impressionsTotal",
  c.created_at as "createdAt", c.updated_at as "updatedAt"`;

const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

const dates = <
  T extends {
    startsAt: Date | string;
    endsAt: Date | string | null;
    createdAt: Date | string;
    updatedAt: Date | string;
  },
>(
  row: T,
): T => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: row.endsAt === null ? null : new Date(row.endsAt),
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

export function createAdsRepository(db: Database) {
  async function campaigns(day: string, where: SQL): Promise<CampaignRow[]> {
    const rows = await queryRows<CampaignRow>(
      db,
      sql`select ${CAMPAIGN_COLUMNS(day)} from ad_campaigns c left join videos v on v.id = c.creative_video_id
        where ${where} order by c.created_at desc, c.id`,
    );
    return rows.map(dates);
  }

  return {
    listCampaigns: (day: string) => campaigns(day, sql`true`),

    async getCampaign(day: string, id: string): Promise<CampaignRow | null> {
      const [row] = await campaigns(day, sql`c.id = ${id}::uuid`);
      return row ?? null;
    },

    async insertCampaign(values: CampaignValues, createdBy: string, now: Date): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into ad_campaigns (name, status, creative_video_id, click_through_url, starts_at, ends_at,
            daily_impression_cap, total_impression_cap, frequency_cap_per_day, target_languages, target_genres,
            max_age_rating, weight, created_by, created_at, updated_at)
          values (${values.name}, ${values.status}, ${values.creativeVideoId}::uuid, ${values.clickThroughUrl},
            ${values.startsAt.toISOString()}::timestamptz, ${values.endsAt?.toISOString() ?? null}::timestamptz,
            ${values.dailyImpressionCap}::int, ${values.totalImpressionCap}::int, ${values.frequencyCapPerDay}::int,
            ${textArray(values.targetLanguages)}, ${textArray(values.targetGenres)}, ${values.maxAgeRating}::text,
            ${values.weight}, ${createdBy}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          returning id`,
      );
      return row!.id;
    },

    async updateCampaign(id: string, values: CampaignValues, now: Date): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update ad_campaigns set name = ${values.name}, status = ${values.status},
            creative_video_id = ${values.creativeVideoId}::uuid, click_through_url = ${values.clickThroughUrl},
            starts_at = ${values.startsAt.toISOString()}::timestamptz,
            ends_at = ${values.endsAt?.toISOString() ?? null}::timestamptz,
            daily_impression_cap = ${values.dailyImpressionCap}::int,
            total_impression_cap = ${values.totalImpressionCap}::int,
            frequency_cap_per_day = ${values.frequencyCapPerDay}::int,
            target_languages = ${textArray(values.targetLanguages)},
            target_genres = ${textArray(values.targetGenres)}, max_age_rating = ${values.maxAgeRating}::text,
            weight = ${values.weight}, updated_at = ${now.toISOString()}::timestamptz
          where id = ${id}::uuid returning id`,
      );
      return rows.length > 0;
    },

    /** Deletes a campaign; its creative's id when no other campaign uses that video (the caller deletes it). */
    async deleteCampaign(id: string): Promise<{ deleted: boolean; orphanCreativeId: string | null }> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ creativeVideoId: string | null }>(
          tx,
          sql`delete from ad_campaigns where id = ${id}::uuid returning creative_video_id as "creativeVideoId"`,
        );
        if (!row) return { deleted: false, orphanCreativeId: null };
        if (!row.creativeVideoId) return { deleted: true, orphanCreativeId: null };
        const [other] = await queryRows<{ id: string }>(
          tx,
          sql`select id from ad_campaigns where creative_video_id = ${row.creativeVideoId}::uuid limit 1`,
        );
        return { deleted: true, orphanCreativeId: other ? null : row.creativeVideoId };
      });
    },

    /** A video that is an ad creative (purpose 'ad'), or null. */
    async creative(videoId: string): Promise<{ id: string; sourceKey: string | null } | null> {
      const [row] = await queryRows<{ id: string; sourceKey: string | null }>(
        db,
        sql`select id, source_key as "sourceKey" from videos where id = ${videoId}::uuid and purpose = 'ad'`,
      );
      return row ?? null;
    },

    async deleteVideo(videoId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from videos where id = ${videoId}::uuid and purpose = 'ad' returning id`,
      );
      return rows.length > 0;
    },

    async programme(now: Date, videoId: string): Promise<ProgrammeRow | null> {
      const [row] = await queryRows<ProgrammeRow>(
        db,
        sql`select v.id, v.purpose, v.status, t.age_rating as "ageRating", t.original_language as "language",
            coalesce(t.status = 'published' and t.published_at <= ${now.toISOString()}::timestamptz, false)
              as "titleVisible",
            coalesce((select array_agg(g.slug order by g.slug) from title_genres tg join genres g on g.id = tg.genre_id
              where tg.title_id = t.id), '{}'::text[]) as genres
          from videos v left join titles t on t.id = v.title_id
          where v.id = ${videoId}::uuid`,
      );
      return row ?? null;
    },

    /**
     * Active campaigns in their dates with a ready ad creative, with today's, all-time and this viewer's
     * impressions today (targeting and caps are decided by the service).
     */
    async candidates(now: Date, day: string, viewerKey: string): Promise<CandidateRow[]> {
      return queryRows<CandidateRow>(
        db,
        sql`select c.id, c.name, c.click_through_url as "clickThroughUrl", c.weight,
            c.creative_video_id as "creativeVideoId", v.duration_seconds as "creativeDurationSeconds",
            v.renditions as "creativeRenditions", c.daily_impression_cap as "dailyImpressionCap",
            c.total_impression_cap as "totalImpressionCap", c.frequency_cap_per_day as "frequencyCapPerDay",
            c.target_languages as "targetLanguages", c.target_genres as "targetGenres",
            c.max_age_rating as "maxAgeRating",
            coalesce((select d.impressions from ad_daily_stats d where d.campaign_id = c.id and d.day = ${day}::date),
              0)::int as "impressionsToday",
            coalesce((select sum(d.impressions) from ad_daily_stats d where d.campaign_id = c.id), 0)::int
              as "impressionsTotal",
            (select count(*) from ad_serves s join ad_events e on e.serve_id = s.id and e.event = 'impression'
              where s.campaign_id = c.id and s.viewer_key = ${viewerKey} and s.day = ${day}::date)::int
              as "viewerImpressionsToday"
          from ad_campaigns c join videos v on v.id = c.creative_video_id
          where c.status = 'active' and v.purpose = 'ad' and v.status = 'ready' and v.duration_seconds is not null
            and c.starts_at <= ${now.toISOString()}::timestamptz
            and (c.ends_at is null or c.ends_at > ${now.toISOString()}::timestamptz)
          order by c.id`,
      );
    },

    async insertServe(serve: {
      campaignId: string;
      placement: string;
      videoId: string;
      viewerKey: string;
      day: string;
      now: Date;
    }): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into ad_serves (campaign_id, placement, video_id, viewer_key, day, created_at)
          values (${serve.campaignId}::uuid, ${serve.placement}, ${serve.videoId}::uuid, ${serve.viewerKey},
            ${serve.day}::date, ${serve.now.toISOString()}::timestamptz)
          returning id`,
      );
      return row!.id;
    },

    /**
     * Records a served ad's event once: the rollup of the serve's campaign and day is incremented only when the
     * event row was new (a repeated beacon inserts nothing and counts nothing). False: unknown serve or repeat.
     */
    async recordEvent(serveId: string, event: AdEvent, code: string | null, now: Date): Promise<boolean> {
      const column = sql.raw(`"${EVENT_COLUMNS[event]}"`);
      const rows = await queryRows<{ campaignId: string }>(
        db,
        sql`with serve as (select id, campaign_id, day from ad_serves where id = ${serveId}::uuid),
          inserted as (
            insert into ad_events (serve_id, event, code, created_at)
            select id, ${event}, ${code}::text, ${now.toISOString()}::timestamptz from serve
            on conflict do nothing
            returning serve_id
          )
          insert into ad_daily_stats as d (campaign_id, day, ${column})
          select s.campaign_id, s.day, 1 from inserted i join serve s on s.id = i.serve_id
          on conflict (campaign_id, day) do update set ${column} = d.${column} + 1
          returning d.campaign_id as "campaignId"`,
      );
      return rows.length > 0;
    },

    /** Serves (and their events) older than `before`: the pseudonymous viewer keys go; the daily figures stay. */
    async purgeServes(before: Date): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from ad_serves where created_at < ${before.toISOString()}::timestamptz returning id`,
      );
      return rows.length;
    },

    async dailyStats(from: string, to: string, campaignId: string | null): Promise<DailyStatsRow[]> {
      return queryRows<DailyStatsRow>(
        db,
        sql`select campaign_id as "campaignId", to_char(day, 'YYYY-MM-DD') as day, impressions, starts,
            first_quartiles as "firstQuartiles", midpoints, third_quartiles as "thirdQuartiles", completes, skips,
            clicks, errors
          from ad_daily_stats
          where day between ${from}::date and ${to}::date
            ${campaignId ? sql`and campaign_id = ${campaignId}::uuid` : sql``}
          order by campaign_id, day`,
      );
    },

    async campaignNames(campaignId: string | null): Promise<{ id: string; name: string }[]> {
      return queryRows<{ id: string; name: string }>(
        db,
        sql`select id, name from ad_campaigns ${campaignId ? sql`where id = ${campaignId}::uuid` : sql``}
          order by created_at desc, id`,
      );
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
