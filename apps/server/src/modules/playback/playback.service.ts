import { MESSAGES } from '@mzansi/contracts/messages';
import type { SignedUrlResponse } from '@mzansi/contracts/playback';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videos } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { bindingTag, signMediaToken } from '../media/media-token';

/** Tallest rung each quality opens (spec §9: free = SD, premium = HD). */
export const MAX_HEIGHT = { SD: 480, HD: 1080 } as const;

export function createPlaybackService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    /** Spec §7 public call: trailers only, SD for everyone. */
    async signPublic(videoId: string, expiresIn: number, deviceId: string): Promise<SignedUrlResponse> {
      const [video] = await db
        .select({ id: videos.id, kind: videos.kind, status: videos.status })
        .from(videos)
        .where(eq(videos.id, videoId))
        .limit(1);
      if (!video || video.status !== 'ready') throw new AppError('not_found', MESSAGES.signedUrl404);
      if (video.kind !== 'trailer') {
        throw new AppError('forbidden', 'Only trailers play without signing in. Use /api/signed-video-url.');
      }
      const expires = Math.floor(ctx.clock.now().getTime() / 1000) + expiresIn;
      const token = signMediaToken(ctx.config.mediaTokenSecret, {
        videoId,
        expires,
        maxHeight: MAX_HEIGHT.SD,
        binding: bindingTag(deviceId),
      });
      return {
        success: true,
        signedUrl: `/media/v/${token}/${videoId}/master.m3u8`,
        expires,
        videoId,
        isTrailer: true,
      };
    },
  };
}
