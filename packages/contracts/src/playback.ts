import { z } from 'zod';
import { adPlanSchema } from './ads';
import { videoListItemSchema } from './catalogue';
import { SIGNED_URL_DEFAULT_EXPIRY_S } from './constants';

/** Spec §7: POST /api/signed-video-url-public and /api/signed-video-url take `{ videoId, expiresIn }`. */
export const signedUrlRequestSchema = z.object({
  videoId: z.string().uuid(),
  expiresIn: z
    .number()
    .int()
    .min(60)
    .max(6 * 3600)
    .default(SIGNED_URL_DEFAULT_EXPIRY_S),
  /** `preview` for a muted hover or hero preview nobody asked to play: not counted as a play (Trending). */
  purpose: z.enum(['play', 'preview']).optional(),
  /** whether the viewer has Data saver on: recorded with the play for the admin dashboard (issue 19) */
  dataSaver: z.boolean().optional(),
});
export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>;

/** Spec §3 signed video URL response. `expires` is in Unix seconds. */
export const signedUrlResponseSchema = z.object({
  success: z.literal(true),
  signedUrl: z.string(),
  expires: z.number().int(),
  videoId: z.string().uuid(),
  isTrailer: z.boolean(),
  /** Bunny Stream signer only: the signed iframe player URL of the same video */
  embedUrl: z.string().optional(),
  /**
   * The playlists the player would ask for first, when our own files are served and they are small (D64): the
   * master playlist as the signed URL answers it (only the grant's rungs) and each of its rungs' media playlists, by
   * their URI relative to the master ("360p/index.m3u8"). The player starts without fetching them.
   */
  playlists: z.object({ master: z.string(), media: z.record(z.string(), z.string()) }).optional(),
  /** the ad breaks this viewer gets in this video (issue 18): null for Premium, or when ads are off */
  ads: adPlanSchema.nullable(),
});
export type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;

/**
 * POST /api/signed-video-url (signed in): the same answer, plus the playback lease this device now holds and what
 * the viewer's plan allows. The lease must be renewed by heartbeats (about every 30 s; it lapses after ~90 s).
 */
export const playbackGrantSchema = signedUrlResponseSchema.extend({
  streamSessionId: z.string().uuid().nullable(),
  maxQuality: z.enum(['SD', 'HD']),
  /** seconds between heartbeats the player should send */
  heartbeatSeconds: z.number().int(),
  /** where this viewer stopped last time, for resume (null: start at 0) */
  resumeFromSeconds: z.number().nullable(),
});
export type PlaybackGrant = z.infer<typeof playbackGrantSchema>;

export const HEARTBEAT_SECONDS = 30;
/** The tallest rung Data saver plays (and the sizes endpoint prices): the low rungs, 234p and 360p. */
export const DATA_SAVER_MAX_HEIGHT = 360;
export const LEASE_SECONDS = 90;

/** A stream of this account playing somewhere (device limits, spec §9 max_devices). */
export const streamSessionSchema = z.object({
  id: z.string().uuid(),
  current: z.boolean(),
  deviceLabel: z.string(),
  videoId: z.string().uuid(),
  title: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
});
export type StreamSession = z.infer<typeof streamSessionSchema>;
export const streamSessionsResponseSchema = z.object({
  items: z.array(streamSessionSchema),
  limit: z.number().int(),
});
export type StreamSessionsResponse = z.infer<typeof streamSessionsResponseSchema>;

/** The error details of 409 `too_many_streams`: the plan's limit and the streams holding it. */
export const tooManyStreamsDetailsSchema = z.object({
  limit: z.number().int(),
  streams: z.array(streamSessionSchema),
});
export type TooManyStreamsDetails = z.infer<typeof tooManyStreamsDetailsSchema>;

export const heartbeatRequestSchema = z.object({
  streamSessionId: z.string().uuid(),
  positionSeconds: z.number().min(0).max(86_400).optional(),
});
export type HeartbeatRequest = z.infer<typeof heartbeatRequestSchema>;

/** POST /api/stream-sessions/heartbeat: the lease renewed until `leaseExpiresAt`. */
export const heartbeatResponseSchema = z.object({
  streamSessionId: z.string().uuid(),
  leaseExpiresAt: z.string(),
  heartbeatSeconds: z.number().int(),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;

/** Watch progress (resume, Continue watching): saved every ~10 s, on pause, and on leaving (sendBeacon). */
export const saveProgressRequestSchema = z.object({
  videoId: z.string().uuid(),
  positionSeconds: z.number().min(0).max(86_400),
  durationSeconds: z.number().min(0).max(86_400),
});
export type SaveProgressRequest = z.infer<typeof saveProgressRequestSchema>;

export const progressEntrySchema = z.object({
  videoId: z.string().uuid(),
  titleId: z.string().uuid(),
  episodeId: z.string().uuid().nullable(),
  /** "S1 E2 · Name" for episodes */
  episodeLabel: z.string().nullable(),
  positionSeconds: z.number(),
  durationSeconds: z.number(),
  completed: z.boolean(),
  updatedAt: z.string(),
  video: videoListItemSchema,
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;
/** GET /api/user/watch-progress: Continue watching, newest first, one entry per title, unfinished only. */
export const continueWatchingResponseSchema = z.object({ items: z.array(progressEntrySchema) });

export const historyEntrySchema = z.object({
  id: z.string().uuid(),
  titleId: z.string().uuid(),
  watchedAt: z.string(),
  watchCount: z.number().int(),
  lastVideoId: z.string().uuid().nullable(),
  episodeLabel: z.string().nullable(),
  video: videoListItemSchema,
});
/** GET /api/user/watch-history: newest first. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const watchHistoryResponseSchema = z.object({ items: z.array(historyEntrySchema) });
