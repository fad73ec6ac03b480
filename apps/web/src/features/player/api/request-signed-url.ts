import { MESSAGES } from '@mzansi/contracts/messages';
import type { PlaybackGrant, SignedUrlResponse, StreamSession } from '@mzansi/contracts/playback';
import { apiPost, isApiError } from '@/lib/api-client';

/** Spec §8: what the viewer is told for each signed-URL failure. */
export function signedUrlErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : -1;
  switch (status) {
    case 401:
      return MESSAGES.signedUrl401;
    case 403:
      return MESSAGES.signedUrl403;
    case 404:
      return MESSAGES.signedUrl404;
    case 405:
      return MESSAGES.signedUrl405;
    default:
      return MESSAGES.signedUrlOther;
  }
}

/** What went wrong, as the player shows it: sign in, upgrade, the device-limit dialog, or the message with Retry. */
export type PlaybackErrorKind = 'sign-in' | 'upgrade' | 'too-many-streams' | 'not-found' | 'other';

export interface TooManyStreams {
  limit: number;
  streams: StreamSession[];
}

export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';
  readonly kind: PlaybackErrorKind;
  /** the device limit and the streams holding it, for `too-many-streams` */
  readonly tooManyStreams: TooManyStreams | null;

  constructor(
    message: string,
    readonly status: number,
    options: { kind?: PlaybackErrorKind; tooManyStreams?: TooManyStreams | null } = {},
  ) {
    super(message);
    this.kind = options.kind ?? kindForStatus(status);
    this.tooManyStreams = options.tooManyStreams ?? null;
  }
}

function kindForStatus(status: number): PlaybackErrorKind {
  if (status === 401) return 'sign-in';
  if (status === 403) return 'upgrade';
  if (status === 404) return 'not-found';
  return 'other';
}

/** The 409 `too_many_streams` details, read defensively (a malformed body still yields the dialog). */
export function readTooManyStreams(details: unknown): TooManyStreams {
  const raw = (details ?? {}) as { limit?: unknown; streams?: unknown };
  const streams = Array.isArray(raw.streams)
    ? raw.streams.filter(
        (stream): stream is StreamSession =>
          !!stream && typeof stream === 'object' && typeof (stream as StreamSession).id === 'string',
      )
    : [];
  const limit = typeof raw.limit === 'number' && raw.limit > 0 ? raw.limit : Math.max(1, streams.length);
  return { limit, streams };
}

function toPlaybackError(error: unknown): PlaybackError {
  if (error instanceof PlaybackError) return error;
  const status = isApiError(error) ? error.status : -1;
  if (isApiError(error) && (error.code === 'too_many_streams' || error.status === 409)) {
    return new PlaybackError(error.message, 409, {
      kind: 'too-many-streams',
      tooManyStreams: readTooManyStreams(error.details),
    });
  }
  return new PlaybackError(signedUrlErrorMessage(error), status);
}

/**
 * Spec §7: the public call first (trailers, anyone), then the signed-in one (entitlement checked) with the same
 * payload. The error of the last call decides the message.
 */
export async function requestSignedUrl(
  videoId: string,
  expiresIn?: number,
  options: { background?: boolean; purpose?: PlaybackPurpose } = {},
): Promise<SignedUrlResponse> {
  return requestPlayback(videoId, { expiresIn, ...options });
}

/** `preview`: a muted hover or hero preview nobody asked to play (not counted as a play, no device slot). */
export type PlaybackPurpose = 'play' | 'preview';

/**
 * A playback source for the full player: the public answer (trailers: no lease, SD) or the signed-in grant (a
 * device lease to keep alive with heartbeats, the plan's quality and where to resume).
 */
export type PlaybackSource = SignedUrlResponse & Partial<Omit<PlaybackGrant, keyof SignedUrlResponse>>;

export async function requestPlayback(
  videoId: string,
  options: { expiresIn?: number; background?: boolean; purpose?: PlaybackPurpose } = {},
): Promise<PlaybackSource> {
  const payload: { videoId: string; expiresIn?: number; purpose?: PlaybackPurpose } = { videoId };
  if (options.expiresIn !== undefined) payload.expiresIn = options.expiresIn;
  if (options.purpose) payload.purpose = options.purpose;
  // A preview nobody asked for (background) stays out of the top progress bar.
  const requestOptions = { retries: 0, background: options.background };
  try {
    return await apiPost<SignedUrlResponse>('/signed-video-url-public', payload, requestOptions);
  } catch {
    try {
      return await apiPost<PlaybackGrant>('/signed-video-url', payload, requestOptions);
    } catch (error) {
      throw toPlaybackError(error);
    }
  }
}

/** The signed-URL lifetime a video needs: the whole film plus pauses (the contract allows 60 s to 6 h). */
export function expiryFor(durationSeconds: number | null | undefined): number | undefined {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 2400) return undefined;
  return Math.min(6 * 3600, Math.ceil(durationSeconds * 1.5 + 1800));
}
