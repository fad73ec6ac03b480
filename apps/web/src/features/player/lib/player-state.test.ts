import { MESSAGES } from '@mzansi/contracts/messages';
import { describe, expect, it } from 'vitest';
import { INITIAL_MEDIA, type MediaSnapshot } from './media-state';
import {
  classifyFailure,
  currentFailure,
  holdsLease,
  keptPosition,
  mediaEventAnnouncement,
  planQualityOf,
  playbackPhase,
  playerState,
  savesProgress,
  stoppedDefault,
  unsupportedMessage,
  type Failure,
  type GrantFailure,
} from './player-state';

function phaseOf(
  input: Partial<{
    fetching: boolean;
    hasSource: boolean;
    grantFailure: GrantFailure | null;
    failure: Failure | null;
  }>,
) {
  return playbackPhase({ fetching: false, hasSource: true, grantFailure: null, failure: null, ...input });
}

const failed = (kind: Failure['kind'], message = ''): Failure => ({ kind, message, at: 1 });

const media = (overrides: Partial<MediaSnapshot> = {}): MediaSnapshot => ({ ...INITIAL_MEDIA, ...overrides });
const playingMedia = media({ paused: false, started: true, readyState: 4 });
const autoplay = { enabled: true, blocked: false };

describe('playback phase', () => {
  it('waits for the first grant', () => {
    expect(phaseOf({ fetching: true, hasSource: false })).toEqual({ phase: 'loading', message: '' });
    expect(phaseOf({ hasSource: false })).toEqual({ phase: 'loading', message: '' });
  });

  it('plays a grant, and keeps playing it while a newer one is fetched in the background', () => {
    expect(phaseOf({})).toEqual({ phase: 'ready', message: '' });
    expect(phaseOf({ fetching: true })).toEqual({ phase: 'ready', message: '' });
  });

  it('shows the upgrade panel to a free viewer of a premium episode', () => {
    const grantFailure = { kind: 'upgrade', message: MESSAGES.signedUrl403 } as const;
    expect(phaseOf({ hasSource: false, grantFailure })).toEqual({
      phase: 'upgrade',
      message: MESSAGES.signedUrl403,
    });
  });

  it('asks a visitor to sign in, and opens the device dialog when the plan’s streams are in use', () => {
    expect(phaseOf({ grantFailure: { kind: 'sign-in', message: MESSAGES.signedUrl401 } }).phase).toBe(
      'sign-in',
    );
    expect(phaseOf({ grantFailure: { kind: 'too-many-streams', message: 'Too many' } }).phase).toBe(
      'too-many-streams',
    );
  });

  it('shows the spec message with Retry for a missing video or anything else', () => {
    expect(phaseOf({ grantFailure: { kind: 'not-found', message: MESSAGES.signedUrl404 } })).toEqual({
      phase: 'error',
      message: MESSAGES.signedUrl404,
    });
    expect(phaseOf({ grantFailure: { kind: 'other', message: MESSAGES.signedUrlOther } }).phase).toBe(
      'error',
    );
  });

  it('shows the spinner instead of the old panel while Retry asks again', () => {
    const grantFailure = { kind: 'not-found', message: MESSAGES.signedUrl404 } as const;
    expect(phaseOf({ fetching: true, grantFailure }).phase).toBe('loading');
    expect(phaseOf({ fetching: true, failure: failed('media', 'Broken') }).phase).toBe('loading');
  });

  it('shows why playback stopped, or the media failure, with its message', () => {
    expect(phaseOf({ failure: failed('stopped', 'Stopped elsewhere') })).toEqual({
      phase: 'stopped',
      message: 'Stopped elsewhere',
    });
    expect(phaseOf({ failure: failed('media', MESSAGES.signedUrlOther) })).toEqual({
      phase: 'error',
      message: MESSAGES.signedUrlOther,
    });
  });

  it('shows the spinner while a token is quietly renewed', () => {
    expect(phaseOf({ failure: failed('renew') }).phase).toBe('loading');
  });
});

describe('failure of the playing grant', () => {
  it('counts only for the grant it happened to', () => {
    const failure = failed('media', 'Broken');
    expect(currentFailure(failure, { hasSource: true, updatedAt: 1 })).toBe(failure);
    expect(currentFailure(failure, { hasSource: true, updatedAt: 2 })).toBeNull();
    expect(currentFailure(failure, { hasSource: false, updatedAt: 1 })).toBeNull();
    expect(currentFailure(null, { hasSource: true, updatedAt: 1 })).toBeNull();
  });
});

describe('player state', () => {
  it('is loading or error while there is nothing to play', () => {
    expect(playerState('loading', playingMedia, autoplay)).toBe('loading');
    for (const phase of ['sign-in', 'upgrade', 'too-many-streams', 'stopped', 'error'] as const) {
      expect(playerState(phase, playingMedia, autoplay)).toBe('error');
    }
  });

  it('plays, pauses and ends with the video', () => {
    expect(playerState('ready', playingMedia, autoplay)).toBe('playing');
    expect(playerState('ready', { ...playingMedia, paused: true }, autoplay)).toBe('paused');
    expect(playerState('ready', { ...playingMedia, paused: true, ended: true }, autoplay)).toBe('ended');
  });

  it('is loading before the first frame and while stalled', () => {
    expect(playerState('ready', { ...playingMedia, started: false }, autoplay)).toBe('loading');
    expect(playerState('ready', { ...playingMedia, waiting: true }, autoplay)).toBe('loading');
  });

  it('is loading, not paused, while autoplay is still to start the video', () => {
    expect(playerState('ready', media({ readyState: 1 }), autoplay)).toBe('loading');
    expect(playerState('ready', media({ readyState: 3 }), autoplay)).toBe('paused');
  });

  it('is paused when the browser blocked autoplay or the player does not autoplay', () => {
    expect(playerState('ready', media(), { enabled: true, blocked: true })).toBe('paused');
    expect(playerState('ready', media(), { enabled: false, blocked: false })).toBe('paused');
  });
});

describe('failure classification', () => {
  it('renews an expired or revoked token once, quietly, then shows the failure', () => {
    const forbidden = { kind: 'forbidden', detail: '403', status: 403 } as const;
    expect(classifyFailure({ from: 'engine', failure: forbidden, renewalsSoFar: 0 })).toEqual({
      kind: 'renew',
      message: '',
    });
    expect(classifyFailure({ from: 'engine', failure: forbidden, renewalsSoFar: 1 })).toEqual({
      kind: 'media',
      message: MESSAGES.signedUrlOther,
    });
  });

  it('names a browser that cannot play streaming video; other media failures get the spec message', () => {
    expect(
      classifyFailure({ from: 'engine', failure: { kind: 'unsupported', detail: '' }, renewalsSoFar: 0 }),
    ).toEqual({ kind: 'media', message: unsupportedMessage() });
    for (const kind of ['network', 'media'] as const) {
      expect(classifyFailure({ from: 'engine', failure: { kind, detail: '' }, renewalsSoFar: 0 })).toEqual({
        kind: 'media',
        message: MESSAGES.signedUrlOther,
      });
    }
  });

  it('stops with the server’s reason when the lease ends, asking to log in again on 401', () => {
    expect(
      classifyFailure({ from: 'lease-ended', status: 410, message: 'Stopped from your phone.' }),
    ).toEqual({
      kind: 'stopped',
      message: 'Stopped from your phone.',
    });
    expect(classifyFailure({ from: 'lease-ended', status: 410, message: '' }).message).toBe(stoppedDefault());
    expect(classifyFailure({ from: 'lease-ended', status: 401, message: 'Unauthorised' }).message).toBe(
      MESSAGES.signedUrl401,
    );
  });

  it('renews quietly when the page comes back from the back/forward cache', () => {
    expect(classifyFailure({ from: 'lease-restored' })).toEqual({ kind: 'renew', message: '' });
  });
});

describe('position kept across a new grant', () => {
  it('keeps where the video is, else where the last attempt was to start', () => {
    expect(keptPosition(312, 40)).toBe(312);
    expect(keptPosition(0, 40)).toBe(40);
    expect(keptPosition(undefined, 40)).toBe(40);
    expect(keptPosition(0, 0)).toBe(0);
    expect(keptPosition(undefined, null)).toBeNull();
  });

  it('falls back to the resume point after a failure before the first frame', () => {
    expect(keptPosition(0, null, 254)).toBe(254);
    expect(keptPosition(90, null, 254)).toBe(90);
  });
});

describe('what a playback holds and saves', () => {
  it('holds the device lease while playing or loading, not behind a panel', () => {
    expect(holdsLease('ready')).toBe(true);
    expect(holdsLease('loading')).toBe(true);
    expect(holdsLease('stopped')).toBe(false);
    expect(holdsLease('error')).toBe(false);
  });

  it('saves progress for signed-in films and episodes, never for trailers', () => {
    const grant = { isTrailer: false, streamSessionId: 'lease' };
    expect(savesProgress('main', grant)).toBe(true);
    expect(savesProgress('episode', grant)).toBe(true);
    expect(savesProgress('trailer', grant)).toBe(false);
    expect(savesProgress('main', { isTrailer: true, streamSessionId: undefined })).toBe(false);
    expect(savesProgress('main', { isTrailer: false, streamSessionId: undefined })).toBe(false);
    expect(savesProgress('main', undefined)).toBe(false);
  });

  it('caps quality at the grant’s plan, SD for the public answer', () => {
    expect(planQualityOf({ maxQuality: 'HD' })).toBe('HD');
    expect(planQualityOf({})).toBe('SD');
    expect(planQualityOf(undefined)).toBe('SD');
  });
});

describe('media announcements', () => {
  it('says playing, paused and ended once each, not after every stall', () => {
    expect(mediaEventAnnouncement('play', false)).toBe('Playing');
    expect(mediaEventAnnouncement('playing', false)).toBeNull();
    expect(mediaEventAnnouncement('pause', false)).toBe('Paused');
    expect(mediaEventAnnouncement('pause', true)).toBeNull();
    expect(mediaEventAnnouncement('ended', true)).toBe('Ended');
  });
});
