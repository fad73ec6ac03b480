import {
  HEARTBEAT_SECONDS,
  type HeartbeatRequest,
  type HeartbeatResponse,
  type PlaybackGrant,
  type SaveProgressRequest,
  type SignedUrlResponse,
  type StreamSessionsResponse,
} from '@mzansi/contracts/playback';
import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import { PLANS, type Plan, type VideoQuality } from '@mzansi/contracts/plans';
import { hasPermission, isAdmin } from '@mzansi/contracts/roles';
import { allowedUnder } from '@mzansi/contracts/viewer-profiles';
import type { z } from 'zod';
import type { signedUrlRequestSchema } from '@mzansi/contracts/playback';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import type { DeviceClass } from '../auth/device-label';
import { AppError } from '../../http/errors';
import { adPlanFor, type AdPlanVideo } from '../ads/ad-plan';
import type { HistoryService } from '../history/history.service';
import { bindingTag } from '../media/media-token';
import { mediaFilesOf, preloadPlaylists } from '../media/playlist-preload';
import { createMediaSigner } from '../media/signers/signer';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { createPlaybackRepository, type PlayableVideo } from './playback.repository';
import type { StreamSessionService } from './stream-sessions.service';
import {
  assertWithinMaturity,
  limitOf,
  type MaturityLimit,
  maturityRestricted,
} from '../viewer-profiles/maturity';
import { ownerOf } from '../viewer-profiles/owner';
import { localised } from '../../i18n/translate';

export type { PlayableVideo };

/** Tallest rung each quality opens (spec §9: free = SD, premium = HD). */
export const MAX_HEIGHT: Record<VideoQuality, number> = { SD: 480, HD: 1080 };

type SignInput = z.output<typeof signedUrlRequestSchema>;

/** The browser asking: its device cookie (raw), a readable name and its IP address. */
export interface PlaybackDevice {
  id: string | null;
  label: string;
  ip: string | null;
  /** mobile, tablet, desktop, tv or other (analytics' device mix) */
  kind?: DeviceClass;
}

export type AccessDecision =
  | { ok: true; quality: VideoQuality }
  | { ok: false; code: 'not_found' | 'unauthenticated' | 'subscription_required' }
  | { ok: false; code: 'maturity_restricted'; rating: AgeRatingCode; limit: AgeRatingCode };

/** Who asks to play, as the entitlement rule needs them. */
export interface AccessViewer {
  userId: string;
  admin: boolean;
  premium: boolean;
  /** the viewer profile's maturity limit (D74; null: none) */
  maturity: MaturityLimit;
}

/**
 * The entitlement rule (spec §1, §6, §9; D4), shared by grants, heartbeats and progress saves. Only ready videos of
 * published titles play, except for an admin or the video's uploader (previews). Nothing of a title above the viewer
 * profile's maturity limit plays, trailers included, whoever asks (issue 16, D74). Trailers play for everyone; a main
 * video needs Premium, unless an admin marked its title as not premium, in which case signed-in free users get it in
 * SD. Premium (or an admin, or the uploader of the video) plays in HD, everyone else in SD.
 */
export function decideAccess(video: PlayableVideo | undefined, viewer: AccessViewer | null): AccessDecision {
  // An ad creative (issue 18) plays only inside an ad break, from the VAST answer: never through a grant.
  if (!video || video.status !== 'ready' || video.purpose === 'ad') return { ok: false, code: 'not_found' };
  const owner = viewer !== null && video.createdBy !== null && video.createdBy === viewer.userId;
  if (!video.titleVisible && !(viewer?.admin || owner)) return { ok: false, code: 'not_found' };
  const limit = viewer?.maturity ?? null;
  if (limit !== null && video.titleAgeRating !== null) {
    const rating = video.titleAgeRating as AgeRatingCode;
    if (!allowedUnder(limit, rating)) return { ok: false, code: 'maturity_restricted', rating, limit };
  }
  const hd = Boolean(viewer?.premium || owner);
  if (video.kind === 'trailer') return { ok: true, quality: hd ? 'HD' : 'SD' };
  if (!viewer) return { ok: false, code: 'unauthenticated' };
  if (hd) return { ok: true, quality: 'HD' };
  if (video.titleIsPremium === false) return { ok: true, quality: 'SD' };
  return { ok: false, code: 'subscription_required' };
}

/** The rule's view of a signed-in viewer. */
export function accessViewer(viewer: Viewer, premium: boolean): AccessViewer {
  return { userId: viewer.userId, admin: isAdmin(viewer.roles), premium, maturity: limitOf(viewer) };
}

const adPlanVideo = (video: PlayableVideo): AdPlanVideo => ({
  kind: video.kind,
  purpose: video.purpose,
  durationSeconds: video.durationSeconds,
  language: video.titleLanguage,
});

function refuse(decision: Extract<AccessDecision, { ok: false }>): AppError {
  switch (decision.code) {
    case 'maturity_restricted':
      return maturityRestricted(decision.rating, decision.limit);
    case 'not_found':
      return new AppError('not_found', localised('messages:signedUrl404'));
    case 'unauthenticated':
      return new AppError('unauthenticated', localised('messages:signedUrl401'));
    case 'subscription_required':
      return new AppError('subscription_required', localised('messages:signedUrl403'));
  }
}

/**
 * Signed playback URLs (spec §3, §7), entitlements, device limits and their heartbeats.
 *
 * Media tokens are checked without the database, so a token outlives the stream it was issued for: ending a
 * stream (or a 410 on heartbeat) stops an honest player at once, and a client that ignores it keeps its URL
 * until the token expires (`expiresIn`, at most 6 h). The token's expiry is the lever for a tighter bound.
 */
export function createPlaybackService(
  ctx: AppContext,
  deps: { subscriptions: SubscriptionService; streams: StreamSessionService; history: HistoryService },
) {
  const { subscriptions, streams, history } = deps;
  const repository = createPlaybackRepository(ctx.database.db);
  const signer = createMediaSigner(ctx.config);
  // Our own files (our route, or nginx on our storage): a grant carries the first playlists (D64). Bunny's CDN
  // serves files of its own.
  const files = signer.kind === 'bunny' ? null : mediaFilesOf(ctx);

  /** Premium from a live subscription or a role granting watch_premium (admins, D26): read on every call. */
  async function entitlementOf(viewer: Viewer): Promise<{ premium: boolean; plan: Plan }> {
    const premium =
      hasPermission(viewer.roles, 'watch_premium') || (await subscriptions.isPremium(viewer.userId));
    return { premium, plan: premium ? PLANS.premium : PLANS.free };
  }

  async function sign(
    videoId: string,
    expiresIn: number,
    quality: VideoQuality,
    device: PlaybackDevice,
    now: Date,
  ) {
    const expires = Math.floor(now.getTime() / 1000) + expiresIn;
    const maxHeight = MAX_HEIGHT[quality];
    const signed = signer.sign({ videoId, expires, maxHeight, deviceId: device.id, clientIp: device.ip });
    const playlists = files ? await preloadPlaylists(files, videoId, maxHeight) : undefined;
    return {
      signedUrl: signed.url,
      expires,
      ...(signed.embedUrl ? { embedUrl: signed.embedUrl } : {}),
      ...(playlists ? { playlists } : {}),
    };
  }

  async function recordPlay(
    video: PlayableVideo,
    userId: string | null,
    input: SignInput,
    now: Date,
    context: { quality: VideoQuality; device: PlaybackDevice },
  ) {
    if (input.purpose === 'preview' || !video.titleId) return;
    await repository.recordPlay(
      {
        titleId: video.titleId,
        videoId: video.id,
        userId,
        quality: context.quality,
        deviceClass: context.device.kind ?? null,
        dataSaver: input.dataSaver ?? null,
      },
      now,
    );
  }

  return {
    /**
     * The viewer's plan now (Premium from a live subscription or a watch_premium role): the one reading of it that
     * playback and downloads share.
     */
    entitlementOf,

    /** Spec §7 public call: trailers only; SD, or HD when the caller happens to be signed in with Premium. */
    async signPublic(
      input: SignInput,
      viewer: Viewer | null,
      device: PlaybackDevice,
    ): Promise<SignedUrlResponse> {
      const now = ctx.clock.now();
      const video = await repository.video(now, input.videoId);
      if (!video || video.status !== 'ready' || !video.titleVisible || video.purpose === 'ad') {
        throw refuse({ ok: false, code: 'not_found' });
      }
      // A signed-in viewer's profile limit holds here too: no trailer of a title above it.
      if (video.titleAgeRating !== null) assertWithinMaturity(limitOf(viewer), video.titleAgeRating);
      if (video.kind !== 'trailer') {
        throw new AppError('forbidden', localised('errors:playback.trailersOnly'));
      }
      const premium = viewer !== null && (await entitlementOf(viewer)).premium;
      const quality: VideoQuality = premium ? 'HD' : 'SD';
      const signed = await sign(video.id, input.expiresIn, quality, device, now);
      await recordPlay(video, viewer?.userId ?? null, input, now, { quality, device });
      return {
        success: true,
        ...signed,
        videoId: video.id,
        isTrailer: true,
        // A muted preview nobody asked to play (hero, hover) never carries an ad.
        ads: input.purpose === 'preview' ? null : adPlanFor(ctx.config, adPlanVideo(video), premium),
      };
    },

    /**
     * Spec §7 signed-in call: any video the viewer is entitled to. A main video takes one of the plan's stream
     * slots for this device (409 too_many_streams when they are taken); trailers take none.
     */
    async grant(input: SignInput, viewer: Viewer, device: PlaybackDevice): Promise<PlaybackGrant> {
      const now = ctx.clock.now();
      const [entitlement, video] = await Promise.all([
        entitlementOf(viewer),
        repository.video(now, input.videoId),
      ]);
      const decision = decideAccess(video, accessViewer(viewer, entitlement.premium));
      if (!decision.ok) throw refuse(decision);
      const playable = video!;
      const streamSessionId =
        playable.kind === 'main'
          ? await streams.start({
              userId: viewer.userId,
              authSessionId: viewer.sessionId,
              videoId: playable.id,
              device: { key: bindingTag(device.id), label: device.label, ip: device.ip },
              plan: entitlement.plan,
            })
          : null;
      const signed = await sign(playable.id, input.expiresIn, decision.quality, device, now);
      await recordPlay(playable, viewer.userId, input, now, { quality: decision.quality, device });
      const resumeFromSeconds =
        playable.kind === 'main' ? await history.resumeFrom(ownerOf(viewer), playable.id) : null;
      return {
        success: true,
        ...signed,
        videoId: playable.id,
        isTrailer: playable.kind === 'trailer',
        streamSessionId,
        maxQuality: decision.quality,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        resumeFromSeconds,
        ads:
          input.purpose === 'preview'
            ? null
            : adPlanFor(ctx.config, adPlanVideo(playable), entitlement.premium),
      };
    },

    /**
     * Renews a stream's lease and saves the position it reports. The entitlement is checked again, so a
     * subscription that ended (or a title withdrawn, or a title above the profile's maturity limit: another profile
     * chosen on this device, a limit lowered) stops the stream at the next heartbeat.
     */
    async heartbeat(viewer: Viewer, input: HeartbeatRequest): Promise<HeartbeatResponse> {
      const now = ctx.clock.now();
      const entitlement = await entitlementOf(viewer);
      const existing = await streams.find(viewer.userId, input.streamSessionId);
      if (existing && !existing.endedAt) {
        const decision = decideAccess(
          await repository.video(now, existing.videoId),
          accessViewer(viewer, entitlement.premium),
        );
        if (!decision.ok) {
          await streams.end(viewer.userId, existing.id);
          throw new AppError(
            'stream_ended',
            decision.code === 'subscription_required'
              ? localised('messages:signedUrl403')
              : decision.code === 'maturity_restricted'
                ? localised('errors:code.maturity_restricted')
                : localised('messages:signedUrl404'),
            { reason: decision.code },
          );
        }
      }
      const renewed = await streams.heartbeat({
        userId: viewer.userId,
        id: input.streamSessionId,
        plan: entitlement.plan,
      });
      if (input.positionSeconds !== undefined) {
        await history.save(ownerOf(viewer), {
          videoId: renewed.videoId,
          positionSeconds: input.positionSeconds,
          durationSeconds: 0,
        });
      }
      return {
        streamSessionId: input.streamSessionId,
        leaseExpiresAt: renewed.leaseExpiresAt.toISOString(),
        heartbeatSeconds: HEARTBEAT_SECONDS,
      };
    },

    /**
     * Records where the viewer is in a video they may play (the rule of `grant`): a free viewer's progress on a
     * premium main video is refused as its signed URL would be, and a profile's on a title above its maturity limit.
     */
    async recordProgress(viewer: Viewer, input: SaveProgressRequest): Promise<void> {
      const now = ctx.clock.now();
      const [entitlement, video] = await Promise.all([
        entitlementOf(viewer),
        repository.video(now, input.videoId),
      ]);
      const decision = decideAccess(video, accessViewer(viewer, entitlement.premium));
      if (!decision.ok) throw refuse(decision);
      await history.save(ownerOf(viewer), input);
    },

    async listStreams(viewer: Viewer, deviceId: string | null): Promise<StreamSessionsResponse> {
      const [{ plan }, items] = await Promise.all([
        entitlementOf(viewer),
        streams.list(viewer.userId, deviceId ? bindingTag(deviceId) : null),
      ]);
      return { items, limit: plan.max_devices };
    },

    endStream: (viewer: Viewer, id: string) => streams.end(viewer.userId, id),
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
