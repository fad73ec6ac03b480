import type { PlaybackErrorKind, PlaybackSource } from '../api/request-signed-url';
import type { MediaSnapshot } from './media-state';
import type { EngineFailure } from './playback-engine';
import type { PlanQuality } from './quality';
import { translate } from '@/lib/i18n';

/**
 * What the player is doing, decided from the signed grant, the failures of the source it plays and the <video>
 * element's snapshot. Pure: the component and its hooks only feed these and render the answers.
 */

/** `data-state` on the player's root. */
export type PlayerState = 'loading' | 'playing' | 'paused' | 'ended' | 'error';

/** `data-phase` on the player's root: where playback stands with the server, or which panel replaces the video. */
export type PlaybackPhase =
  'loading' | 'ready' | 'sign-in' | 'upgrade' | 'too-many-streams' | 'restricted' | 'stopped' | 'error';

/** The lease ended ('stopped'), the media failed ('media'), or a quiet new grant is on its way ('renew'). */
export type FailureKind = 'stopped' | 'media' | 'renew';

export interface Failure {
  kind: FailureKind;
  message: string;
  /** the grant it happened to (its `dataUpdatedAt`): a newer grant makes it history */
  at: number;
}

/** A failed grant request, as the player shows it. */
export interface GrantFailure {
  kind: PlaybackErrorKind;
  message: string;
}

/** In the interface's language at the time it is shown. */
export const unsupportedMessage = () => translate('player:errors.unsupported');
export const stoppedDefault = () => translate('player:errors.stoppedDefault');

/** An expired or revoked token (a long pause, a plan change) is renewed this many times before it is shown. */
export const QUIET_RENEWALS = 1;

/** The failure that still concerns the grant playing now. */
export function currentFailure(
  failure: Failure | null,
  grant: { hasSource: boolean; updatedAt: number },
): Failure | null {
  return failure && grant.hasSource && failure.at === grant.updatedAt ? failure : null;
}

/** The phase and the message its panel shows ('' when none). */
export function playbackPhase(input: {
  /** a grant request is in flight */
  fetching: boolean;
  hasSource: boolean;
  grantFailure: GrantFailure | null;
  /** see `currentFailure` */
  failure: Failure | null;
}): { phase: PlaybackPhase; message: string } {
  const { fetching, hasSource, grantFailure, failure } = input;
  // While a new grant is on its way after a failure, the spinner replaces the old panel.
  if (fetching && (grantFailure || failure || !hasSource)) return { phase: 'loading', message: '' };
  if (grantFailure) {
    const { kind, message } = grantFailure;
    const phase =
      kind === 'sign-in' || kind === 'upgrade' || kind === 'too-many-streams' || kind === 'restricted'
        ? kind
        : 'error';
    return { phase, message };
  }
  if (failure?.kind === 'stopped') return { phase: 'stopped', message: failure.message };
  if (failure?.kind === 'media') return { phase: 'error', message: failure.message };
  if (!hasSource || failure?.kind === 'renew') return { phase: 'loading', message: '' };
  return { phase: 'ready', message: '' };
}

/** What the viewer sees the player doing, for `data-state`. */
export function playerState(
  phase: PlaybackPhase,
  media: Pick<MediaSnapshot, 'ended' | 'paused' | 'started' | 'waiting' | 'readyState'>,
  autoplay: { enabled: boolean; blocked: boolean },
): PlayerState {
  if (phase === 'loading') return 'loading';
  if (phase !== 'ready') return 'error';
  if (media.ended) return 'ended';
  if (media.paused) {
    // Paused before the first frame with autoplay still to come (HAVE_FUTURE_DATA not reached): it is loading.
    const awaitingAutoplay = autoplay.enabled && !autoplay.blocked && !media.started && media.readyState < 3;
    return awaitingAutoplay ? 'loading' : 'paused';
  }
  return !media.started || media.waiting ? 'loading' : 'playing';
}

/** What went wrong with the playing source, and what the player makes of it. */
export type FailureCause =
  | { from: 'engine'; failure: EngineFailure; renewalsSoFar: number }
  | { from: 'lease-ended'; status: number; message: string }
  /** the page came back from the back/forward cache after its lease was ended on pagehide */
  | { from: 'lease-restored' };

/** Classifies a failure: 'renew' fetches a new grant quietly, 'media' and 'stopped' show a panel with the message. */
export function classifyFailure(cause: FailureCause): Omit<Failure, 'at'> {
  switch (cause.from) {
    case 'engine':
      if (cause.failure.kind === 'forbidden' && cause.renewalsSoFar < QUIET_RENEWALS) {
        return { kind: 'renew', message: '' };
      }
      return {
        kind: 'media',
        message:
          cause.failure.kind === 'unsupported' ? unsupportedMessage() : translate('messages:signedUrlOther'),
      };
    case 'lease-ended':
      return {
        kind: 'stopped',
        message:
          cause.status === 401 ? translate('messages:signedUrl401') : cause.message || stoppedDefault(),
      };
    case 'lease-restored':
      return { kind: 'renew', message: '' };
  }
}

/**
 * Where the next source starts after a failure or Retry: where the element is, else where the last attempt was to
 * start (a source that never played rewinds the element to 0), else `fallback` when given.
 */
export function keptPosition(
  currentTime: number | undefined,
  pendingStart: number | null,
  fallback?: number,
): number | null {
  const kept = currentTime || pendingStart;
  return fallback === undefined ? kept : kept || fallback;
}

/** The lease is kept alive while the grant plays or a new source for it loads; a panel lets it go. */
export function holdsLease(phase: PlaybackPhase): boolean {
  return phase === 'ready' || phase === 'loading';
}

/** Watch progress is saved for signed-in plays of films and episodes (those hold a lease), never for trailers. */
export function savesProgress(
  kind: 'trailer' | 'main' | 'episode',
  source: Pick<PlaybackSource, 'isTrailer' | 'streamSessionId'> | undefined,
): boolean {
  return kind !== 'trailer' && !!source && !source.isTrailer && source.streamSessionId != null;
}

/** The plan's quality cap: the grant says; the public (trailer) answer has none, so SD. */
export function planQualityOf(source: Pick<PlaybackSource, 'maxQuality'> | undefined): PlanQuality {
  return source?.maxQuality ?? 'SD';
}

/**
 * What the live region says for a media event. "play" rather than "playing", which repeats after every seek and
 * stall; a pause at the end is the end.
 */
export function mediaEventAnnouncement(type: string, ended: boolean): string | null {
  if (type === 'play') return translate('player:announce.playing');
  if (type === 'pause') return ended ? null : translate('player:announce.paused');
  if (type === 'ended') return translate('player:announce.ended');
  return null;
}
