import { MESSAGES } from '@mzansi/contracts/messages';
import { describe, expect, it } from 'vitest';
import { INITIAL_MEDIA, type MediaSnapshot } from './media-state';
import { playbackPhase, playerState, type PlaybackPhase } from './player-state';
import {
  controlsPinned,
  effectiveDuration,
  INITIAL_PLAYER_UI,
  playerOverlays,
  playerUiReducer,
  pointerGesture,
  showsNextEpisode,
  showsResumeChip,
  type PlayerUi,
  type PlayerUiEvent,
} from './player-ui';

const VIDEO = 'video-1';

function reduce(...events: PlayerUiEvent[]): PlayerUi {
  return events.reduce(playerUiReducer, INITIAL_PLAYER_UI);
}

const media = (overrides: Partial<MediaSnapshot> = {}): MediaSnapshot => ({ ...INITIAL_MEDIA, ...overrides });
const playing = media({ paused: false, started: true, readyState: 4, duration: 600, currentTime: 100 });

function overlays(
  input: Partial<Parameters<typeof playerOverlays>[0]> & { phase: PlaybackPhase; media: MediaSnapshot },
) {
  const state = playerState(input.phase, input.media, { enabled: true, blocked: false });
  return playerOverlays({
    state,
    ui: INITIAL_PLAYER_UI,
    videoId: VIDEO,
    resumeFrom: 0,
    hasNext: false,
    duration: 600,
    controlsVisible: true,
    ...input,
  });
}

describe('player UI reducer', () => {
  it('changes the live region with every announcement, even the same words again', () => {
    const once = reduce({ type: 'announced', text: 'Muted' });
    const twice = playerUiReducer(once, { type: 'announced', text: 'Muted' });
    expect(once.announcement).toEqual({ text: 'Muted', n: 1 });
    expect(twice.announcement).toEqual({ text: 'Muted', n: 2 });
  });

  it('counts open menus and never below zero', () => {
    const open = (value: boolean): PlayerUiEvent => ({ type: 'menu-open-changed', open: value });
    expect(reduce(open(true), open(true), open(false)).menusOpen).toBe(1);
    expect(reduce(open(false), open(false), open(true)).menusOpen).toBe(1);
  });

  it('opens and closes the shortcut help, and follows scrubbing and keyboard focus', () => {
    expect(reduce({ type: 'help-opened' }).helpOpen).toBe(true);
    expect(reduce({ type: 'help-opened' }, { type: 'help-closed' }).helpOpen).toBe(false);
    expect(reduce({ type: 'scrubbing-changed', scrubbing: true }).scrubbing).toBe(true);
    expect(reduce({ type: 'keyboard-in-controls-changed', keyboard: true }).keyboardInControls).toBe(true);
  });

  it('remembers closed overlays per video', () => {
    const state = reduce(
      { type: 'resume-dismissed', videoId: VIDEO },
      { type: 'next-dismissed', videoId: 'video-2' },
    );
    expect(state.dismissed).toEqual({ resume: VIDEO, next: 'video-2' });
  });

  it('remembers which source the browser would not autoplay', () => {
    expect(reduce({ type: 'autoplay-blocked', src: '/a.m3u8' }).autoplayBlocked).toBe('/a.m3u8');
  });
});

describe('controls', () => {
  it('hide while a video plays and nothing holds them', () => {
    expect(controlsPinned('ready', playing, INITIAL_PLAYER_UI)).toBe(false);
  });

  it('stay up when paused, ended, not ready, or while the viewer is in them', () => {
    expect(controlsPinned('ready', { ...playing, paused: true }, INITIAL_PLAYER_UI)).toBe(true);
    expect(controlsPinned('ready', { ...playing, ended: true }, INITIAL_PLAYER_UI)).toBe(true);
    expect(controlsPinned('loading', playing, INITIAL_PLAYER_UI)).toBe(true);
    expect(controlsPinned('ready', playing, reduce({ type: 'menu-open-changed', open: true }))).toBe(true);
    expect(controlsPinned('ready', playing, reduce({ type: 'scrubbing-changed', scrubbing: true }))).toBe(
      true,
    );
    expect(controlsPinned('ready', playing, reduce({ type: 'help-opened' }))).toBe(true);
    expect(
      controlsPinned('ready', playing, reduce({ type: 'keyboard-in-controls-changed', keyboard: true })),
    ).toBe(true);
  });
});

describe('duration', () => {
  it('is the element’s once known, the catalogue’s until then', () => {
    expect(effectiveDuration(598.4, 600)).toBe(598.4);
    expect(effectiveDuration(Number.NaN, 600)).toBe(600);
    expect(effectiveDuration(Number.NaN, null)).toBeNaN();
  });
});

describe('next episode card', () => {
  const next = (currentTime: number, duration = 600, overrides: Partial<MediaSnapshot> = {}) =>
    showsNextEpisode({
      hasNext: true,
      phase: 'ready',
      dismissed: false,
      duration,
      media: { ...playing, currentTime, ...overrides },
    });

  it('appears in the last 20 seconds of an episode', () => {
    expect(next(579)).toBe(false);
    expect(next(580)).toBe(true);
  });

  it('appears in the last 15 % of a short episode', () => {
    expect(next(84, 100)).toBe(false);
    expect(next(85, 100)).toBe(true);
  });

  it('appears at the end, even when the end was reached by seeking', () => {
    expect(next(600, 600, { ended: true, started: false })).toBe(true);
  });

  it('never appears for clips of 30 seconds or less, or before the length is known', () => {
    expect(next(29, 30, { ended: true })).toBe(false);
    expect(next(590, Number.NaN)).toBe(false);
  });

  it('stays away before the first frame, after Cancel, without a next episode, and over a panel', () => {
    expect(next(590, 600, { started: false })).toBe(false);
    const base = { hasNext: true, phase: 'ready' as const, dismissed: false, duration: 600, media: playing };
    const atEnd = { ...playing, currentTime: 590 };
    expect(showsNextEpisode({ ...base, media: atEnd, dismissed: true })).toBe(false);
    expect(showsNextEpisode({ ...base, media: atEnd, hasNext: false })).toBe(false);
    expect(showsNextEpisode({ ...base, media: atEnd, phase: 'stopped' })).toBe(false);
  });
});

describe('resume chip', () => {
  const chip = (currentTime: number, overrides: Partial<Parameters<typeof showsResumeChip>[0]> = {}) =>
    showsResumeChip({
      phase: 'ready',
      resumeFrom: 254,
      dismissed: false,
      media: { started: true, currentTime },
      ...overrides,
    });

  it('shows where playback resumed for 12 seconds', () => {
    expect(chip(254)).toBe(true);
    expect(chip(265.9)).toBe(true);
    expect(chip(266)).toBe(false);
  });

  it('waits for the first frame, and stays away after a seek or when starting from the beginning', () => {
    expect(chip(254, { media: { started: false, currentTime: 254 } })).toBe(false);
    expect(chip(254, { dismissed: true })).toBe(false);
    expect(chip(0, { resumeFrom: 0 })).toBe(false);
  });
});

describe('what shows over the video', () => {
  it('shows the upgrade panel to a free viewer of a premium episode', () => {
    const { phase } = playbackPhase({
      fetching: false,
      hasSource: false,
      grantFailure: { kind: 'upgrade', message: MESSAGES.signedUrl403 },
      failure: null,
    });
    const shown = overlays({ phase, media: media() });
    expect(shown.panel).toBe('upgrade');
    expect(shown.controls).toBe(false);
    expect(shown.loading).toBe(false);
    expect(shown.titleBar).toBe(true);
  });

  it('shows only the spinner and the title while loading', () => {
    const shown = overlays({ phase: 'loading', media: media() });
    expect(shown).toMatchObject({ loading: true, panel: null, controls: false, titleBar: true });
  });

  it('shows the controls while playing, and hides the pointer with them', () => {
    expect(overlays({ phase: 'ready', media: playing })).toMatchObject({
      controls: true,
      panel: null,
      loading: false,
      startGlyph: false,
      hideCursor: false,
    });
    expect(overlays({ phase: 'ready', media: playing, controlsVisible: false })).toMatchObject({
      titleBar: false,
      hideCursor: true,
    });
  });

  it('shows the large Play glyph when the video waits for the viewer to start it', () => {
    const waiting = media({ readyState: 4 });
    expect(overlays({ phase: 'ready', media: waiting }).startGlyph).toBe(true);
    expect(overlays({ phase: 'ready', media: { ...playing, paused: true } }).startGlyph).toBe(false);
  });

  it('shows the resume chip and the next-episode card for this video unless closed', () => {
    const resumed = { ...playing, currentTime: 254 };
    expect(overlays({ phase: 'ready', media: resumed, resumeFrom: 254 }).resumeChip).toBe(true);
    const closed = reduce({ type: 'resume-dismissed', videoId: VIDEO });
    expect(overlays({ phase: 'ready', media: resumed, resumeFrom: 254, ui: closed }).resumeChip).toBe(false);

    const nearEnd = { ...playing, currentTime: 590 };
    expect(overlays({ phase: 'ready', media: nearEnd, hasNext: true }).nextEpisode).toBe(true);
    const cancelledElsewhere = reduce({ type: 'next-dismissed', videoId: 'video-0' });
    expect(
      overlays({ phase: 'ready', media: nearEnd, hasNext: true, ui: cancelledElsewhere }).nextEpisode,
    ).toBe(true);
  });

  it('shows the shortcut help when asked', () => {
    expect(overlays({ phase: 'ready', media: playing, ui: reduce({ type: 'help-opened' }) }).help).toBe(true);
  });
});

describe('pointer on the picture', () => {
  it('plays or pauses on a mouse click and goes full screen on a double click', () => {
    expect(pointerGesture('click', 'mouse', 'ready')).toBe('toggle-play');
    expect(pointerGesture('dblclick', 'mouse', 'ready')).toBe('toggle-fullscreen');
  });

  it('shows or hides the controls on a tap, which never goes full screen', () => {
    expect(pointerGesture('click', 'touch', 'ready')).toBe('toggle-controls');
    expect(pointerGesture('click', 'pen', 'ready')).toBe('toggle-controls');
    expect(pointerGesture('dblclick', 'touch', 'ready')).toBeNull();
  });

  it('does nothing while there is nothing to play', () => {
    expect(pointerGesture('click', 'mouse', 'loading')).toBeNull();
    expect(pointerGesture('dblclick', 'mouse', 'upgrade')).toBeNull();
  });
});
