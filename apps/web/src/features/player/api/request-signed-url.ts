import { endpoints } from '@mzansi/contracts/endpoints';
import type { PlaybackGrant, SignedUrlResponse, StreamSession } from '@mzansi/contracts/playback';
import { api, isApiError, type ApiErrorCode } from '@/lib/api-client';
import { isDataSaverOn } from '@/lib/data-saver';
import { translate } from '@/lib/i18n';
import { maturityRestriction, type MaturityRestriction } from '@/lib/maturity-restriction';

/** Spec §8: what the viewer is told for each signed-URL failure (by the server's error code). */
export function signedUrlErrorMessage(error: unknown): string {
  switch (isApiError(error) ? error.code : undefined) {
    case 'unauthenticated':
      return translate('messages:signedUrl401');
    case 'subscription_required':
    case 'forbidden':
      return translate('messages:signedUrl403');
    case 'not_found':
      return translate('messages:signedUrl404');
    case 'maturity_restricted':
      return translate('player:panels.restrictedTitle');
    case 'method_not_allowed':
      return translate('messages:signedUrl405');
    default:
      return translate('messages:signedUrlOther');
  }
}

/**
 * What went wrong, as the player shows it: sign in, upgrade, the device-limit dialog, a title above the profile's
 * maturity limit, or the message with Retry.
 */
export type PlaybackErrorKind =
  'sign-in' | 'upgrade' | 'too-many-streams' | 'restricted' | 'not-found' | 'other';

export interface TooManyStreams {
  limit: number;
  streams: StreamSession[];
}

export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';
  readonly kind: PlaybackErrorKind;
  /** the device limit and the streams holding it, for `too-many-streams` */
  readonly tooManyStreams: TooManyStreams | null;
  /** the title's rating and the profile's limit, for `restricted` */
  readonly restriction: Partial<MaturityRestriction> | null;

  constructor(
    message: string,
    readonly status: number,
    options: {
      kind?: PlaybackErrorKind;
      tooManyStreams?: TooManyStreams | null;
      restriction?: Partial<MaturityRestriction> | null;
    } = {},
  ) {
    super(message);
    this.kind = options.kind ?? 'other';
    this.tooManyStreams = options.tooManyStreams ?? null;
    this.restriction = options.restriction ?? null;
  }
}

function kindForCode(code: ApiErrorCode | undefined): PlaybackErrorKind {
  if (code === 'unauthenticated') return 'sign-in';
  if (code === 'subscription_required' || code === 'forbidden') return 'upgrade';
  if (code === 'not_found') return 'not-found';
  if (code === 'maturity_restricted') return 'restricted';
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
  if (!isApiError(error)) return new PlaybackError(signedUrlErrorMessage(error), -1);
  if (error.code === 'too_many_streams' || error.code === 'conflict') {
    return new PlaybackError(error.message, error.status, {
      kind: 'too-many-streams',
      tooManyStreams: readTooManyStreams(error.details),
    });
  }
  return new PlaybackError(signedUrlErrorMessage(error), error.status, {
    kind: kindForCode(error.code),
    restriction: maturityRestriction(error),
  });
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
  options: {
    expiresIn?: number;
    background?: boolean;
    purpose?: PlaybackPurpose;
    /**
     * Someone is signed in and the title data says this is a main video or an episode: the public call (spec §7's
     * first, for trailers only) would only be refused with a 403 the console shows, so only the signed-in one is made.
     */
    signedInNotTrailer?: boolean;
  } = {},
): Promise<PlaybackSource> {
  const payload: { videoId: string; expiresIn?: number; purpose?: PlaybackPurpose; dataSaver?: boolean } = {
    videoId,
  };
  if (options.expiresIn !== undefined) payload.expiresIn = options.expiresIn;
  if (options.purpose) payload.purpose = options.purpose;
  // Recorded with the play for the admin dashboard's Data saver share (sent only when on).
  if (options.purpose !== 'preview' && isDataSaverOn()) payload.dataSaver = true;
  // A preview nobody asked for (background) stays out of the top progress bar.
  const requestOptions = { retries: 0, background: options.background };
  if (options.signedInNotTrailer) {
    try {
      return await api(endpoints.signedVideoUrl, { body: payload }, requestOptions);
    } catch (error) {
      throw toPlaybackError(error);
    }
  }
  try {
    return await api(endpoints.signedVideoUrlPublic, { body: payload }, requestOptions);
  } catch {
    try {
      return await api(endpoints.signedVideoUrl, { body: payload }, requestOptions);
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
