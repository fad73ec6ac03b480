import { createHmac } from 'node:crypto';
import {
  adCampaignInputSchema,
  type AdCampaign,
  type AdCampaignInput,
  type AdCampaignPatch,
  type AdCampaignsResponse,
  type AdEvent,
  type AdReportCounts,
  type AdReportQuery,
  type AdReportResponse,
  type VastQuery,
} from '@mzansi/contracts/ads';
import { AGE_RATING_CODES, type AgeRatingCode } from '@mzansi/contracts/catalogue';
import { allowedUnder } from '@mzansi/contracts/viewer-profiles';
import { vastQuerySchema } from '@mzansi/contracts/ads';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import { forgetMediaFiles } from '../media/playlist-preload';
import { createMediaSigner } from '../media/signers/signer';
import type { AuditService } from '../audit/audit.service';
import type { PlaybackService } from '../playback/playback.service';
import { videoKeys } from '../transcode/transcode-files';
import { limitOf } from '../viewer-profiles/maturity';
import {
  createAdsRepository,
  type CampaignRow,
  type CampaignValues,
  type CandidateRow,
  type DailyStatsRow,
  type ProgrammeRow,
} from './ads.repository';
import { emptyVast, inlineVast } from './vast';

/** Serves and their events are kept this long (the privacy policy names it), then purged; daily figures stay. */
export const AD_SERVE_RETENTION_DAYS = 30;
/** A creative's signed playlist stays valid this long (the ad plays within seconds of the VAST answer). */
export const AD_MEDIA_EXPIRES_SECONDS = 3600;
/** The report's days and the frequency cap's "today" are days in South Africa. */
export const AD_TIME_ZONE = 'Africa/Johannesburg';

const DAY_MS = 24 * 3600_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: AD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant in Africa/Johannesburg. */
export function adDay(at: Date): string {
  return dayFormat.format(at);
}

/** YYYY-MM-DD `days` calendar days after `day`. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  return new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

const ageOrder = (code: string) => AGE_RATING_CODES.indexOf(code as AgeRatingCode);

/** Whether a campaign's targeting takes this programme (language, a genre, its age rating at most the maximum). */
export function targets(
  campaign: Pick<CandidateRow, 'targetLanguages' | 'targetGenres' | 'maxAgeRating'>,
  programme: ProgrammeRow,
): boolean {
  if (campaign.targetLanguages.length > 0 && !campaign.targetLanguages.includes(programme.language ?? '')) {
    return false;
  }
  if (
    campaign.targetGenres.length > 0 &&
    !campaign.targetGenres.some((genre) => programme.genres.includes(genre))
  ) {
    return false;
  }
  if (campaign.maxAgeRating !== null) {
    if (programme.ageRating === null || ageOrder(programme.ageRating) > ageOrder(campaign.maxAgeRating))
      return false;
  }
  return true;
}

/** Whether a campaign is under its daily, total and per-viewer caps. */
export function underCaps(campaign: CandidateRow): boolean {
  if (campaign.dailyImpressionCap !== null && campaign.impressionsToday >= campaign.dailyImpressionCap)
    return false;
  if (campaign.totalImpressionCap !== null && campaign.impressionsTotal >= campaign.totalImpressionCap)
    return false;
  if (
    campaign.frequencyCapPerDay !== null &&
    campaign.viewerImpressionsToday >= campaign.frequencyCapPerDay
  ) {
    return false;
  }
  return true;
}

/** Weighted random choice: each item's chance is its weight over the sum; `random` in [0, 1). */
export function pickByWeight<T extends { weight: number }>(
  items: readonly T[],
  random: () => number,
): T | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (items.length === 0 || total <= 0) return null;
  let point = Math.min(Math.max(random(), 0), 0.999999999) * total;
  for (const item of items) {
    point -= Math.max(0, item.weight);
    if (point < 0) return item;
  }
  return items[items.length - 1]!;
}

const NOT_FOUND = () => new AppError('not_found', localised('errors:ads.campaignNotFound'));
const CREATIVE_NOT_FOUND = () => new AppError('not_found', localised('errors:ads.creativeNotFound'));

function toCampaign(row: CampaignRow): AdCampaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    creativeVideoId: row.creativeVideoId,
    creativeStatus: row.creativeVideoId ? row.creativeStatus : null,
    creativeDurationSeconds: row.creativeVideoId ? row.creativeDurationSeconds : null,
    clickThroughUrl: row.clickThroughUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    dailyImpressionCap: row.dailyImpressionCap,
    totalImpressionCap: row.totalImpressionCap,
    frequencyCapPerDay: row.frequencyCapPerDay,
    targetLanguages: row.targetLanguages,
    targetGenres: row.targetGenres,
    maxAgeRating: row.maxAgeRating,
    weight: row.weight,
    impressionsToday: row.impressionsToday,
    impressionsTotal: row.impressionsTotal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: ReturnType<typeof adCampaignInputSchema.parse>): CampaignValues {
  return {
    name: input.name,
    status: input.status,
    creativeVideoId: input.creativeVideoId,
    clickThroughUrl: input.clickThroughUrl,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    dailyImpressionCap: input.dailyImpressionCap,
    totalImpressionCap: input.totalImpressionCap,
    frequencyCapPerDay: input.frequencyCapPerDay,
    targetLanguages: [...new Set(input.targetLanguages)],
    targetGenres: [...new Set(input.targetGenres)],
    maxAgeRating: input.maxAgeRating,
    weight: input.weight,
  };
}

function counts(rows: readonly Omit<DailyStatsRow, 'campaignId' | 'day'>[]): AdReportCounts {
  const sum = (key: keyof Omit<DailyStatsRow, 'campaignId' | 'day'>) =>
    rows.reduce((total, row) => total + Number(row[key]), 0);
  const impressions = sum('impressions');
  const completes = sum('completes');
  const clicks = sum('clicks');
  return {
    impressions,
    starts: sum('starts'),
    firstQuartiles: sum('firstQuartiles'),
    midpoints: sum('midpoints'),
    thirdQuartiles: sum('thirdQuartiles'),
    completes,
    skips: sum('skips'),
    clicks,
    errors: sum('errors'),
    completionRate: impressions > 0 ? completes / impressions : 0,
    ctr: impressions > 0 ? clicks / impressions : 0,
  };
}

/** Who is watching, as the VAST endpoint knows them: the signed-in viewer (or none) and the device cookie. */
export interface AdViewer {
  viewer: Viewer | null;
  deviceId: string;
  clientIp: string | null;
}

/**
 * Ads on the free tier (issue 18, D79): house campaigns (admin), the VAST answer (choice by targeting, caps and
 * weight), the tracking beacons (each event once) and the report (from the daily figures).
 */
export function createAdsService(
  ctx: AppContext,
  deps: { playback: PlaybackService; audit: AuditService; random?: () => number },
) {
  const repository = createAdsRepository(ctx.database.db);
  const signer = createMediaSigner(ctx.config);
  const origin = ctx.config.publicUrl;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

  /** The pseudonymous viewer key: a keyed hash of the viewer profile id, else of the device cookie. */
  function viewerKey(who: AdViewer): string {
    const subject = who.viewer ? `profile:${who.viewer.profile.id}` : `device:${who.deviceId}`;
    return createHmac('sha256', ctx.config.authSecret)
      .update(`ad-viewer\0${subject}`)
      .digest('base64url')
      .slice(0, 22);
  }

  async function campaignOrThrow(id: string): Promise<CampaignRow> {
    const row = await repository.getCampaign(adDay(ctx.clock.now()), id);
    if (!row) throw NOT_FOUND();
    return row;
  }

  async function checkCreative(videoId: string | null): Promise<void> {
    if (videoId && !(await repository.creative(videoId))) throw CREATIVE_NOT_FOUND();
  }

  async function removeCreative(videoId: string): Promise<void> {
    const creative = await repository.creative(videoId);
    if (!creative || !(await repository.deleteVideo(videoId))) return;
    await ctx.storage.deletePrefix(videoKeys.dir(videoId));
    forgetMediaFiles(ctx, videoKeys.dir(videoId));
    await ctx.storage.clearScratch(videoKeys.work(videoId));
    if (creative.sourceKey) await ctx.storage.delete(creative.sourceKey);
  }

  const service = {
    /** The random source of the weighted choice (tests make it deterministic). */
    random: deps.random ?? Math.random,

    async listCampaigns(): Promise<AdCampaignsResponse> {
      const rows = await repository.listCampaigns(adDay(ctx.clock.now()));
      return { items: rows.map(toCampaign) };
    },

    async getCampaign(id: string): Promise<AdCampaign> {
      return toCampaign(await campaignOrThrow(id));
    },

    async createCampaign(viewer: Viewer, input: AdCampaignInput, ip: string | null): Promise<AdCampaign> {
      const values = valuesOf(adCampaignInputSchema.parse(input));
      await checkCreative(values.creativeVideoId);
      const id = await repository.insertCampaign(values, viewer.userId, ctx.clock.now());
      await deps.audit.record({
        actorId: viewer.userId,
        action: 'ad_campaign.created',
        targetType: 'ad_campaign',
        targetId: id,
        details: { status: values.status, creativeVideoId: values.creativeVideoId },
        ipAddress: ip,
      });
      return toCampaign(await campaignOrThrow(id));
    },

    async updateCampaign(
      viewer: Viewer,
      id: string,
      patch: AdCampaignPatch,
      ip: string | null,
    ): Promise<AdCampaign> {
      const current = toCampaign(await campaignOrThrow(id));
      const merged = adCampaignInputSchema.parse({
        ...current,
        maxAgeRating: current.maxAgeRating,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const values = valuesOf(merged);
      if (values.creativeVideoId !== current.creativeVideoId) await checkCreative(values.creativeVideoId);
      if (!(await repository.updateCampaign(id, values, ctx.clock.now()))) throw NOT_FOUND();
      await deps.audit.record({
        actorId: viewer.userId,
        action: 'ad_campaign.updated',
        targetType: 'ad_campaign',
        targetId: id,
        details: {
          fields: Object.keys(patch).filter((key) => patch[key as keyof AdCampaignPatch] !== undefined),
        },
        ipAddress: ip,
      });
      return toCampaign(await campaignOrThrow(id));
    },

    /** Deletes a campaign, its figures, and its creative (video row and files) when no other campaign uses it. */
    async deleteCampaign(viewer: Viewer, id: string, ip: string | null): Promise<void> {
      const { deleted, orphanCreativeId } = await repository.deleteCampaign(id);
      if (!deleted) throw NOT_FOUND();
      if (orphanCreativeId) await removeCreative(orphanCreativeId);
      await deps.audit.record({
        actorId: viewer.userId,
        action: 'ad_campaign.deleted',
        targetType: 'ad_campaign',
        targetId: id,
        details: { creativeDeleted: orphanCreativeId },
        ipAddress: ip,
      });
    },

    /**
     * The VAST answer for one ad break: empty for Premium, for a programme that is unknown, not published or above
     * the viewer profile's maturity limit, and when no campaign is eligible; else the chosen campaign's InLine ad
     * (a serve recorded under the viewer's pseudonymous key).
     */
    async vast(query: VastQuery, who: AdViewer): Promise<string> {
      const { placement, videoId } = vastQuerySchema.parse(query);
      const now = ctx.clock.now();
      if (who.viewer && (await deps.playback.entitlementOf(who.viewer)).premium) return emptyVast();
      const programme = await repository.programme(now, videoId);
      if (
        !programme ||
        programme.purpose !== 'programme' ||
        programme.status !== 'ready' ||
        !programme.titleVisible
      ) {
        return emptyVast();
      }
      const limit = limitOf(who.viewer);
      if (
        limit !== null &&
        programme.ageRating !== null &&
        !allowedUnder(limit, programme.ageRating as AgeRatingCode)
      ) {
        return emptyVast();
      }
      const day = adDay(now);
      const key = viewerKey(who);
      const eligible = (await repository.candidates(now, day, key)).filter(
        (campaign) =>
          targets(campaign, programme) && underCaps(campaign) && campaign.creativeRenditions.length > 0,
      );
      const chosen = pickByWeight(eligible, service.random);
      if (!chosen) return emptyVast();
      const serveId = await repository.insertServe({
        campaignId: chosen.id,
        placement,
        videoId: programme.id,
        viewerKey: key,
        day,
        now,
      });
      const top = chosen.creativeRenditions.reduce((best, rendition) =>
        rendition.height > best.height ? rendition : best,
      );
      const signed = signer.sign({
        videoId: chosen.creativeVideoId,
        expires: Math.floor(now.getTime() / 1000) + AD_MEDIA_EXPIRES_SECONDS,
        maxHeight: top.height,
        deviceId: who.deviceId,
        clientIp: who.clientIp,
      });
      return inlineVast({
        serveId,
        campaignId: chosen.id,
        title: chosen.name,
        durationSeconds: chosen.creativeDurationSeconds,
        clickThroughUrl: chosen.clickThroughUrl,
        eventUrl: (event) => `${origin}/api/ads/events/${serveId}/${event}`,
        mediaUrl: absolute(signed.url),
        media: {
          width: top.width,
          height: top.height,
          bitrateKbps: Math.max(1, Math.round(top.bandwidth / 1000)),
          codecs: top.codecs,
        },
      });
    },

    /** Records a beacon once; true when it counted (false: a repeat, or a serve that does not exist). */
    async recordEvent(serveId: string, event: AdEvent, code: string | undefined): Promise<boolean> {
      const errorCode = event === 'error' && code && /^\d{1,4}$/.test(code) ? code : null;
      return repository.recordEvent(serveId, event, errorCode, ctx.clock.now());
    },

    /** Removes serves and events older than AD_SERVE_RETENTION_DAYS (the daily figures stay). */
    async purgeOldServes(): Promise<number> {
      return repository.purgeServes(new Date(ctx.clock.now().getTime() - AD_SERVE_RETENTION_DAYS * DAY_MS));
    },

    async report(query: AdReportQuery): Promise<AdReportResponse> {
      const to = query.to ?? adDay(ctx.clock.now());
      const from = query.from ?? addDays(to, -29);
      const campaignId = query.campaignId ?? null;
      const [names, stats] = await Promise.all([
        repository.campaignNames(campaignId),
        repository.dailyStats(from, to, campaignId),
      ]);
      return {
        from,
        to,
        campaigns: names.map((campaign) => {
          const days = stats.filter((row) => row.campaignId === campaign.id);
          return {
            campaignId: campaign.id,
            name: campaign.name,
            totals: counts(days),
            days: days.map((row) => ({ day: row.day, ...counts([row]) })),
          };
        }),
      };
    },
  };
  return service;
}

export type AdsService = ReturnType<typeof createAdsService>;
