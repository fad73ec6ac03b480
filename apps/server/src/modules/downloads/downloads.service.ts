import {
  DOWNLOAD_LICENCE_DAYS,
  DOWNLOAD_PLAY_WINDOW_HOURS,
  DOWNLOAD_SOURCE_SECONDS,
  type CheckDownloadsRequest,
  type CheckDownloadsResponse,
  type CreateDownloadRequest,
  type CreateDownloadResponse,
  type DownloadLicence,
  type DownloadRevokeReason,
  type DownloadStatus,
  type DownloadsResponse,
  type VideoSizesResponse,
} from '@mzansi/contracts/downloads';
import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import { DATA_SAVER_MAX_HEIGHT } from '@mzansi/contracts/playback';
import { PLANS, type Plan } from '@mzansi/contracts/plans';
import type { Language } from '@mzansi/i18n/languages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Rendition } from '../../db/schema/index';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import { toListItem } from '../catalog/catalog.service';
import { bindingTag } from '../media/media-token';
import { createMediaSigner } from '../media/signers/signer';
import { accessViewer, decideAccess, MAX_HEIGHT, type PlaybackService } from '../playback/playback.service';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import {
  assertWithinMaturity,
  limitOf,
  maturityRestricted,
  type MaturityLimit,
} from '../viewer-profiles/maturity';
import { ownerOf } from '../viewer-profiles/owner';
import {
  createDownloadsRepository,
  type DownloadableVideo,
  type LicenceRow,
  type ListedLicenceRow,
} from './downloads.repository';

const DAY_MS = 24 * 3600_000;
const LICENCE_MS = DOWNLOAD_LICENCE_DAYS * DAY_MS;
const PLAY_WINDOW_MS = DOWNLOAD_PLAY_WINDOW_HOURS * 3600_000;
/** Ended licences stay on the Downloads page this long, so the app can say why it deleted the files. */
const ENDED_SHOWN_MS = DOWNLOAD_LICENCE_DAYS * DAY_MS;
/** More files than any rung of a feature film has (a 3-hour film in 4-second segments is 2 700). */
const LIST_LIMIT = 100_000;

/** The device asking: its raw device cookie (the licence stores only its binding tag) and its sign-in. */
export interface DownloadDevice {
  id: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The tallest rung no taller than `maxHeight` (undefined when the video has none). */
export function rungAtMost(renditions: Rendition[], maxHeight: number): Rendition | undefined {
  return renditions
    .filter((rendition) => rendition.height <= maxHeight)
    .sort((a, b) => b.height - a.height || b.averageBandwidth - a.averageBandwidth)[0];
}

/** Bytes of a rung played whole: its measured average bitrate (audio included, media.ts) over the duration. */
const estimatedBytes = (rendition: Rendition, seconds: number) =>
  Math.round((rendition.averageBandwidth * seconds) / 8);
const bytesPerHour = (rendition: Rendition) => Math.round((rendition.averageBandwidth * 3600) / 8);

/** The end of a licence's validity: 30 days from its renewal, and 48 hours from a first offline play since then. */
export function expiryOf(renewedAt: Date, firstPlayedAt: Date | null): Date {
  const byRenewal = renewedAt.getTime() + LICENCE_MS;
  const byPlay = firstPlayedAt ? firstPlayedAt.getTime() + PLAY_WINDOW_MS : Infinity;
  return new Date(Math.min(byRenewal, byPlay));
}

function statusOf(row: LicenceRow, now: Date): DownloadStatus {
  if (row.revokedAt) return 'revoked';
  return new Date(row.expiresAt) > now ? 'active' : 'expired';
}

const premiumOnly = () => new AppError('subscription_required', localised('errors:downloads.premiumOnly'));

/**
 * Offline download licences (issue 17, D75): issued per account, device and video to a viewer profile, counted
 * against the plan's limit, renewed by the app's checks, revoked lazily (at a check) and eagerly (the subscription
 * ends, the device is signed out from the device list, the title is unpublished). Files are delivered by the media
 * route with a URL bound to the device cookie and capped at the licence's rung. No DRM:
 * docs/threat-model-downloads.md.
 */
export function createDownloadsService(
  ctx: AppContext,
  deps: { playback: PlaybackService; subscriptions: SubscriptionService },
) {
  const { playback, subscriptions } = deps;
  const repository = createDownloadsRepository(ctx.database.db);
  const signer = createMediaSigner(ctx.config);
  const log = ctx.logger.child({ module: 'downloads' });

  /**
   * What the app stores for a rung, measured through the storage adapter: the master playlist, the rung's media
   * playlist, init segment and segments, the default audio track's files (videos with alternate audio), the
   * captions and the poster. When the rung's files cannot be listed (a CDN that holds them, not our storage), it is
   * estimated from the rung's average bitrate and the duration, like videoSizes.
   */
  async function measure(video: DownloadableVideo, rung: Rendition): Promise<number> {
    const base = `videos/${video.id}`;
    const dirOf = (relative: string) => `${base}/${relative.slice(0, relative.lastIndexOf('/'))}`;
    const sumOf = async (prefix: string) =>
      (await ctx.storage.list(prefix, LIST_LIMIT)).reduce((sum, file) => sum + file.size, 0);
    const sizeOf = async (key: string | null) => (key ? ((await ctx.storage.stat(key))?.size ?? 0) : 0);
    const rungBytes = await sumOf(dirOf(rung.playlist));
    if (rungBytes === 0) return estimatedBytes(rung, video.durationSeconds ?? 0);
    const audio = video.audioTracks.find((track) => track.default) ?? video.audioTracks[0];
    const parts = await Promise.all([
      sizeOf(`${base}/master.m3u8`),
      audio ? sumOf(dirOf(audio.playlist)) : 0,
      ...video.captions.map((caption) => sizeOf(`${base}/${caption.path}`)),
      sizeOf(video.posterKey),
    ]);
    return parts.reduce((sum, part) => sum + part, rungBytes);
  }

  function toLicence(row: ListedLicenceRow, now: Date): DownloadLicence {
    return {
      ...licenceFields({ ...row, id: row.licenceId }, now),
      video: toListItem(row),
      episodeLabel: row.episodeLabel,
    };
  }

  function licenceFields(row: LicenceRow, now: Date) {
    return {
      id: row.id,
      videoId: row.videoId,
      profileId: row.profileId,
      quality: row.quality,
      height: row.height,
      bytes: Number(row.bytes),
      status: statusOf(row, now),
      reason: row.revokeReason,
      issuedAt: iso(row.issuedAt),
      renewedAt: iso(row.renewedAt),
      firstPlayedAt: row.firstPlayedAt ? iso(row.firstPlayedAt) : null,
      expiresAt: iso(row.expiresAt),
    };
  }

  /** Premium's downloads: a plan that offers them, from a live subscription or a role (entitlementOf). */
  async function downloadPlanOf(viewer: Viewer): Promise<{ premium: boolean; plan: Plan }> {
    return playback.entitlementOf(viewer);
  }

  async function listed(viewer: Viewer, deviceKey: string, language: Language, now: Date) {
    return repository.listForDevice(
      ownerOf(viewer),
      deviceKey,
      new Date(now.getTime() - ENDED_SHOWN_MS),
      language,
      limitOf(viewer),
    );
  }

  return {
    /** GET /api/downloads: this device's licences of the active profile, and the account's count. */
    async list(viewer: Viewer, device: DownloadDevice, language: Language): Promise<DownloadsResponse> {
      const now = ctx.clock.now();
      const [rows, used] = await Promise.all([
        listed(viewer, bindingTag(device.id), language, now),
        repository.countActive(now, viewer.userId),
      ]);
      return { items: rows.map((row) => toLicence(row, now)), used, limit: PLANS.premium.max_downloads };
    },

    /**
     * POST /api/downloads: a licence for a movie or episode the viewer may play, on a plan with downloads, at a
     * quality within the plan; the same one again (200) when this profile holds an active one for the video on this
     * device. The source URL is bound to the device cookie, not the IP address: a download resumes on another
     * network.
     */
    async create(
      viewer: Viewer,
      device: DownloadDevice & { id: string },
      input: CreateDownloadRequest,
      language: Language,
    ): Promise<{ created: boolean; answer: CreateDownloadResponse }> {
      const now = ctx.clock.now();
      const [entitlement, video] = await Promise.all([
        downloadPlanOf(viewer),
        repository.video(now, input.videoId),
      ]);
      const decision = decideAccess(video, accessViewer(viewer, entitlement.premium));
      if (!decision.ok) {
        if (decision.code === 'maturity_restricted')
          throw maturityRestricted(decision.rating, decision.limit);
        if (decision.code === 'not_found')
          throw new AppError('not_found', localised('messages:signedUrl404'));
        throw premiumOnly();
      }
      const downloadable = video!;
      if (downloadable.kind !== 'main' || downloadable.titleId === null) {
        throw new AppError('not_found', localised('errors:downloads.notDownloadable'));
      }
      if (!entitlement.plan.offline_downloads) throw premiumOnly();
      if (MAX_HEIGHT[input.quality] > MAX_HEIGHT[entitlement.plan.video_quality]) {
        throw new AppError('subscription_required', localised('errors:downloads.qualityNotInPlan'));
      }
      const rung = rungAtMost(downloadable.renditions, MAX_HEIGHT[input.quality]);
      if (!rung) throw new AppError('not_found', localised('messages:signedUrl404'));
      const bytes = await measure(downloadable, rung);
      const limit = entitlement.plan.max_downloads;
      const outcome = await repository.issue(
        {
          owner: ownerOf(viewer),
          deviceKey: bindingTag(device.id),
          authSessionId: viewer.sessionId,
          videoId: downloadable.id,
          quality: input.quality,
          height: rung.height,
          bytes,
          now,
          expiresAt: expiryOf(now, null),
        },
        limit,
      );
      if (outcome.kind === 'limit') {
        throw new AppError('download_limit', localised('errors:code.download_limit', { limit }), {
          limit,
          used: outcome.used,
        });
      }
      const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_SOURCE_SECONDS;
      const signed = signer.sign({
        videoId: downloadable.id,
        expires,
        maxHeight: outcome.licence.height,
        deviceId: device.id,
        clientIp: null,
      });
      const [listedRow] = (await listed(viewer, bindingTag(device.id), language, now)).filter(
        (row) => row.licenceId === outcome.licence.id,
      );
      if (!listedRow) throw new AppError('not_found', localised('messages:signedUrl404'));
      return {
        created: outcome.kind === 'created',
        answer: { licence: toLicence(listedRow, now), source: { signedUrl: signed.url, expires } },
      };
    },

    /**
     * POST /api/downloads/check: stores reported first plays, expires, revokes (entitlement re-checked now) or
     * renews each of this device's licences; ids it does not know here come back revoked ('deleted').
     */
    async check(
      viewer: Viewer,
      device: DownloadDevice,
      input: CheckDownloadsRequest,
    ): Promise<CheckDownloadsResponse> {
      const now = ctx.clock.now();
      const ids = [...new Set(input.items.map((item) => item.id))];
      const [entitlement, rows] = await Promise.all([
        downloadPlanOf(viewer),
        repository.forCheck(now, viewer.userId, bindingTag(device.id), ids),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const reported = new Map(input.items.map((item) => [item.id, item.firstPlayedAt ?? null]));
      const answers = new Map<string, CheckDownloadsResponse['items'][number]>();

      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          answers.set(id, { id, status: 'revoked', reason: 'deleted', renewedAt: null, expiresAt: null });
          continue;
        }
        const answer = (licence: LicenceRow) => ({
          id,
          status: statusOf(licence, now),
          reason: licence.revokeReason,
          renewedAt: iso(licence.renewedAt),
          expiresAt: iso(licence.expiresAt),
        });
        if (statusOf(row, now) !== 'active') {
          answers.set(id, answer(row));
          continue;
        }
        // A first offline play since the last renewal: never after now, reports from before the renewal ignored.
        const report = reported.get(id);
        const renewedAt = new Date(row.renewedAt);
        if (report && !row.firstPlayedAt) {
          const playedAt = new Date(Math.min(new Date(report).getTime(), now.getTime()));
          if (playedAt >= renewedAt) {
            const expiresAt = expiryOf(renewedAt, playedAt);
            await repository.setFirstPlayed(id, playedAt, expiresAt);
            row.firstPlayedAt = playedAt;
            row.expiresAt = expiresAt;
          }
        }
        const storedPlay = row.firstPlayedAt ? new Date(row.firstPlayedAt) : null;
        if (expiryOf(renewedAt, storedPlay) <= now) {
          answers.set(id, answer({ ...row, expiresAt: expiryOf(renewedAt, storedPlay) }));
          continue;
        }
        const reason = revocationReason(row, entitlement);
        if (reason) {
          await repository.revokeWhere(sql`l.id = ${id}`, reason, now);
          answers.set(id, answer({ ...row, revokedAt: now, revokeReason: reason }));
          continue;
        }
        answers.set(id, answer(await repository.renew(id, viewer.sessionId, now, expiryOf(now, null))));
      }
      return { items: ids.map((id) => answers.get(id)!) };

      /** Why a licence may no longer open its files, by the entitlement rule as it reads now. */
      function revocationReason(
        row: (typeof rows)[number],
        current: { premium: boolean; plan: Plan },
      ): DownloadRevokeReason | null {
        if (!current.plan.offline_downloads || row.height > MAX_HEIGHT[current.plan.video_quality]) {
          return 'subscription_ended';
        }
        const maturity: MaturityLimit = limitOf({
          profile: { ...viewer.profile, maturityLimit: row.profileMaturityLimit as AgeRatingCode | null },
        });
        const decision = decideAccess(row.video, {
          ...accessViewer(viewer, current.premium),
          maturity,
        });
        if (decision.ok) return null;
        if (decision.code === 'maturity_restricted') return 'maturity_restricted';
        if (decision.code === 'subscription_required') return 'subscription_ended';
        return 'unpublished';
      }
    },

    /** DELETE /api/downloads/:id: the licence is revoked ('deleted'); the row stays (audits, answers to checks). */
    async remove(viewer: Viewer, id: string): Promise<void> {
      const row = await repository.ofAccount(viewer.userId, id);
      if (!row) throw new AppError('not_found', localised('errors:downloads.noSuchDownload'));
      await repository.revokeWhere(sql`l.id = ${id}`, 'deleted', ctx.clock.now());
    },

    /** GET /api/videos/:videoId/sizes: the data a video costs at each quality and on Data saver. */
    async sizes(videoId: string, maturity: MaturityLimit): Promise<VideoSizesResponse> {
      const now = ctx.clock.now();
      const video = await repository.video(now, videoId);
      if (!video || video.status !== 'ready' || !video.titleVisible) {
        throw new AppError('not_found', localised('messages:signedUrl404'));
      }
      if (video.titleAgeRating !== null) assertWithinMaturity(maturity, video.titleAgeRating);
      const seconds = video.durationSeconds ?? 0;
      const figures = (rung: Rendition) => ({
        height: rung.height,
        bytes: estimatedBytes(rung, seconds),
        bytesPerHour: bytesPerHour(rung),
      });
      const sd = rungAtMost(video.renditions, MAX_HEIGHT.SD);
      const hd = rungAtMost(video.renditions, MAX_HEIGHT.HD);
      const saver = rungAtMost(video.renditions, DATA_SAVER_MAX_HEIGHT) ?? lowest(video.renditions);
      if (!sd || !saver) throw new AppError('not_found', localised('messages:signedUrl404'));
      return {
        videoId: video.id,
        durationSeconds: seconds,
        qualities: [
          { quality: 'SD', ...figures(sd) },
          ...(hd && hd.height > sd.height ? [{ quality: 'HD' as const, ...figures(hd) }] : []),
        ],
        dataSaver: figures(saver),
      };
    },

    /** Eager revocation: the account's subscription ended (unless it is Premium again by now). */
    async subscriptionEnded(userId: string): Promise<void> {
      if (await subscriptions.isPremium(userId)) return;
      const revoked = await repository.revokeWhere(
        sql`l.user_id = ${userId}`,
        'subscription_ended',
        ctx.clock.now(),
      );
      if (revoked > 0) log.info({ userId, revoked }, 'download licences revoked: subscription ended');
    },

    /** Eager revocation: a sign-in was ended from the device list; the licences it issued or renewed go with it. */
    async deviceRemoved(userId: string, authSessionId: string): Promise<void> {
      await repository.revokeWhere(
        sql`l.user_id = ${userId} and l.auth_session_id = ${authSessionId}`,
        'device_removed',
        ctx.clock.now(),
      );
    },

    /** Eager revocation: a title was unpublished (or withdrawn); every licence of its videos goes. */
    async titleUnpublished(titleId: string): Promise<void> {
      await repository.revokeWhere(
        sql`l.video_id in (select v.id from videos v where v.title_id = ${titleId})`,
        'unpublished',
        ctx.clock.now(),
      );
    },
  };
}

function lowest(renditions: Rendition[]): Rendition | undefined {
  return [...renditions].sort((a, b) => a.height - b.height)[0];
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
