import { z } from 'zod';
import { videoListItemSchema } from './catalogue';
import { VIDEO_QUALITIES } from './plans';

/**
 * Offline downloads (issue 17, decision D75). A Premium account holds at most `PLANS.premium.max_downloads`
 * download licences at once, across its devices and viewer profiles. A licence is issued per account, device (the
 * `mz_device` cookie) and video, to the viewer profile that downloaded it. It lasts 30 days from its issue or last
 * renewal, and 48 hours from the first offline play since then; the app renews it silently whenever it is online
 * (`POST /api/downloads/check`). It is revoked when the subscription ends, the device is signed out from another
 * device, the title is unpublished or the profile may no longer watch it; the app then deletes the files.
 *
 * No DRM: docs/threat-model-downloads.md says what this does and does not stop.
 */
export const DOWNLOAD_LICENCE_DAYS = 30;
export const DOWNLOAD_PLAY_WINDOW_HOURS = 48;
/** How long the URL of a download's files stays valid (the app asks for a new one to resume later). */
export const DOWNLOAD_SOURCE_SECONDS = 6 * 3600;

export const DOWNLOAD_STATUSES = ['active', 'expired', 'revoked'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** Why a licence ended before its expiry (the app tells the viewer when it deletes the files). */
export const DOWNLOAD_REVOKE_REASONS = [
  /** the viewer deleted it (on this device, or all downloads) */
  'deleted',
  /** the Premium subscription ended */
  'subscription_ended',
  /** this device was signed out from the account's device list */
  'device_removed',
  /** the title (or this video) is no longer published */
  'unpublished',
  /** the viewer profile's maturity limit no longer allows the title */
  'maturity_restricted',
] as const;
export type DownloadRevokeReason = (typeof DOWNLOAD_REVOKE_REASONS)[number];

export const downloadLicenceSchema = z.object({
  id: z.string().uuid(),
  videoId: z.string().uuid(),
  /** the viewer profile that downloaded it (the Downloads page lists the active profile's) */
  profileId: z.string().uuid(),
  quality: z.enum(VIDEO_QUALITIES),
  /** the rung downloaded, in lines (e.g. 480 or 1080) */
  height: z.number().int(),
  /** the files' size in bytes, as measured on the server (playlists, init segments, segments, captions) */
  bytes: z.number().int(),
  status: z.enum(DOWNLOAD_STATUSES),
  reason: z.enum(DOWNLOAD_REVOKE_REASONS).nullable(),
  issuedAt: z.string(),
  renewedAt: z.string(),
  /** the first offline play reported since the last renewal (starts the 48-hour window) */
  firstPlayedAt: z.string().nullable(),
  /** when the licence stops opening the files: min(renewal + 30 days, first play + 48 hours) */
  expiresAt: z.string(),
  /** the title as lists show it (name, poster, episode) */
  video: videoListItemSchema,
  /** "S1 E2 · Name" for episodes */
  episodeLabel: z.string().nullable(),
});
export type DownloadLicence = z.infer<typeof downloadLicenceSchema>;

/** GET /api/downloads: this device's licences of the active profile, and the account's count against the limit. */
export const downloadsResponseSchema = z.object({
  items: z.array(downloadLicenceSchema),
  /** active licences of the whole account (all devices and profiles) */
  used: z.number().int(),
  limit: z.number().int(),
});
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;

/** POST /api/downloads: a licence for one movie or episode at one quality of the plan. */
export const createDownloadRequestSchema = z.object({
  videoId: z.string().uuid(),
  quality: z.enum(VIDEO_QUALITIES),
});
export type CreateDownloadRequest = z.infer<typeof createDownloadRequestSchema>;

/**
 * The licence and where to fetch its files: a signed master playlist URL that opens only the licence's rung and
 * those below it, bound to this device, valid `DOWNLOAD_SOURCE_SECONDS`. Asking again for the same video on the
 * same device answers the same licence (200 instead of 201) with a fresh URL: that is how a paused download resumes.
 */
export const createDownloadResponseSchema = z.object({
  licence: downloadLicenceSchema,
  source: z.object({ signedUrl: z.string(), expires: z.number().int() }),
});
export type CreateDownloadResponse = z.infer<typeof createDownloadResponseSchema>;

/**
 * POST /api/downloads/check: the app's licences on this device, with the first offline play it saw for each. The
 * server renews the active ones and answers every licence's state; ids it does not know (or of another account or
 * device) come back `revoked` with reason `deleted`, so the app removes their files.
 */
export const checkDownloadsRequestSchema = z.object({
  items: z
    .array(z.object({ id: z.string().uuid(), firstPlayedAt: z.string().datetime().nullable().optional() }))
    .max(100),
});
export type CheckDownloadsRequest = z.infer<typeof checkDownloadsRequestSchema>;
export const checkDownloadsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string().uuid(),
      status: z.enum(DOWNLOAD_STATUSES),
      reason: z.enum(DOWNLOAD_REVOKE_REASONS).nullable(),
      renewedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  ),
});
export type CheckDownloadsResponse = z.infer<typeof checkDownloadsResponseSchema>;

/**
 * GET /api/videos/:videoId/sizes: what a video costs in data, from its rungs' measured average bitrates and its
 * duration. `bytes` per quality is what playing it whole at that quality's tallest rung fetches (and what a download
 * at that quality stores); `dataSaver` is the Data saver cap (the lowest rungs).
 */
export const videoSizesResponseSchema = z.object({
  videoId: z.string().uuid(),
  durationSeconds: z.number(),
  qualities: z.array(
    z.object({
      quality: z.enum(VIDEO_QUALITIES),
      height: z.number().int(),
      bytes: z.number().int(),
      bytesPerHour: z.number().int(),
    }),
  ),
  dataSaver: z.object({ height: z.number().int(), bytes: z.number().int(), bytesPerHour: z.number().int() }),
});
export type VideoSizesResponse = z.infer<typeof videoSizesResponseSchema>;
