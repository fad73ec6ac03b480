import type { MediaSnapshot } from './media-state';
import type { PlaybackPhase, PlayerState } from './player-state';

/** What the player remembers about the viewer's interaction with it (the element and the grant hold the rest). */
export interface PlayerUi {
  /** the live region; `n` changes with every announcement so the same words are read again */
  announcement: { text: string; n: number };
  helpOpen: boolean;
  /** settings menus open now: a count, as one menu may report closing after the next reports opening */
  menusOpen: number;
  scrubbing: boolean;
  /** focus is in the controls and came from the keyboard */
  keyboardInControls: boolean;
  /** the video whose resume chip or next-episode card the viewer closed (a new video shows them again) */
  dismissed: { resume?: string; next?: string };
  /** the source whose autoplay the browser refused */
  autoplayBlocked: string | null;
}

export type PlayerUiEvent =
  | { type: 'announced'; text: string }
  | { type: 'help-opened' }
  | { type: 'help-closed' }
  | { type: 'menu-open-changed'; open: boolean }
  | { type: 'scrubbing-changed'; scrubbing: boolean }
  | { type: 'keyboard-in-controls-changed'; keyboard: boolean }
  | { type: 'resume-dismissed'; videoId: string }
  | { type: 'next-dismissed'; videoId: string }
  | { type: 'autoplay-blocked'; src: string };

export const INITIAL_PLAYER_UI: PlayerUi = {
  announcement: { text: '', n: 0 },
  helpOpen: false,
  menusOpen: 0,
  scrubbing: false,
  keyboardInControls: false,
  dismissed: {},
  autoplayBlocked: null,
};

export function playerUiReducer(state: PlayerUi, event: PlayerUiEvent): PlayerUi {
  switch (event.type) {
    case 'announced':
      return { ...state, announcement: { text: event.text, n: state.announcement.n + 1 } };
    case 'help-opened':
      return { ...state, helpOpen: true };
    case 'help-closed':
      return { ...state, helpOpen: false };
    case 'menu-open-changed':
      return { ...state, menusOpen: Math.max(0, state.menusOpen + (event.open ? 1 : -1)) };
    case 'scrubbing-changed':
      return { ...state, scrubbing: event.scrubbing };
    case 'keyboard-in-controls-changed':
      return { ...state, keyboardInControls: event.keyboard };
    case 'resume-dismissed':
      return { ...state, dismissed: { ...state.dismissed, resume: event.videoId } };
    case 'next-dismissed':
      return { ...state, dismissed: { ...state.dismissed, next: event.videoId } };
    case 'autoplay-blocked':
      return { ...state, autoplayBlocked: event.src };
  }
}

/** The control bar stays up, whatever the pointer does, while the video is not playing or the viewer is in it. */
export function controlsPinned(
  phase: PlaybackPhase,
  media: Pick<MediaSnapshot, 'paused' | 'ended'>,
  ui: PlayerUi,
): boolean {
  return (
    phase !== 'ready' ||
    media.paused ||
    media.ended ||
    ui.menusOpen > 0 ||
    ui.scrubbing ||
    ui.helpOpen ||
    ui.keyboardInControls
  );
}

/** The video's length: the element's once known, the catalogue's until then. */
export function effectiveDuration(mediaDuration: number, durationHint?: number | null): number {
  return Number.isFinite(mediaDuration) ? mediaDuration : (durationHint ?? Number.NaN);
}

/** Only videos longer than this offer the next episode before they end. */
const NEXT_MIN_DURATION = 30;
/** The card appears in the last 20 s, or the last 15 % of a short video. */
const NEXT_LEAD_SECONDS = 20;
const NEXT_LEAD_FRACTION = 0.15;

/** Series: the next-episode card (with its countdown) near the end or at the end, unless the viewer cancelled it. */
export function showsNextEpisode(input: {
  hasNext: boolean;
  phase: PlaybackPhase;
  dismissed: boolean;
  duration: number;
  media: Pick<MediaSnapshot, 'ended' | 'started' | 'currentTime'>;
}): boolean {
  const { duration, media } = input;
  if (!input.hasNext || input.phase !== 'ready' || input.dismissed) return false;
  if (!Number.isFinite(duration) || duration <= NEXT_MIN_DURATION) return false;
  if (media.ended) return true;
  const remaining = duration - media.currentTime;
  return media.started && remaining <= Math.min(NEXT_LEAD_SECONDS, duration * NEXT_LEAD_FRACTION);
}

/** The "Resumed from" chip stays this long after the resume point, then steps aside. */
const RESUME_CHIP_SECONDS = 12;

/** After resuming: the chip with "Start over", from the first frame until the viewer seeks or plays on a little. */
export function showsResumeChip(input: {
  phase: PlaybackPhase;
  resumeFrom: number;
  dismissed: boolean;
  media: Pick<MediaSnapshot, 'started' | 'currentTime'>;
}): boolean {
  return (
    input.phase === 'ready' &&
    input.resumeFrom > 0 &&
    !input.dismissed &&
    input.media.started &&
    input.media.currentTime < input.resumeFrom + RESUME_CHIP_SECONDS
  );
}

/** A panel that takes the video's place. */
export type PlayerPanel = 'error' | 'stopped' | 'upgrade' | 'sign-in' | 'too-many-streams' | 'restricted';

export interface PlayerOverlays {
  /** the spinner */
  loading: boolean;
  /** the large Play glyph over a video that waits for the viewer to start it */
  startGlyph: boolean;
  resumeChip: boolean;
  nextEpisode: boolean;
  controls: boolean;
  /** the title at the top */
  titleBar: boolean;
  /** the pointer hides with the controls while the video plays */
  hideCursor: boolean;
  panel: PlayerPanel | null;
  help: boolean;
}

/** What shows over the video. */
export function playerOverlays(input: {
  phase: PlaybackPhase;
  state: PlayerState;
  media: Pick<MediaSnapshot, 'paused' | 'ended' | 'started' | 'currentTime'>;
  ui: PlayerUi;
  videoId: string;
  resumeFrom: number;
  hasNext: boolean;
  duration: number;
  controlsVisible: boolean;
}): PlayerOverlays {
  const { phase, state, media, ui, videoId, controlsVisible } = input;
  const ready = phase === 'ready';
  return {
    loading: state === 'loading',
    startGlyph: ready && media.paused && !media.started && !media.ended && state === 'paused',
    resumeChip: showsResumeChip({
      phase,
      resumeFrom: input.resumeFrom,
      dismissed: ui.dismissed.resume === videoId,
      media,
    }),
    nextEpisode: showsNextEpisode({
      hasNext: input.hasNext,
      phase,
      dismissed: ui.dismissed.next === videoId,
      duration: input.duration,
      media,
    }),
    controls: ready,
    titleBar: controlsVisible || !ready,
    hideCursor: !controlsVisible && state === 'playing',
    panel: phase === 'loading' || phase === 'ready' ? null : phase,
    help: ui.helpOpen,
  };
}

/** What a pointer gesture on the picture does. */
export type PointerGesture = 'toggle-play' | 'toggle-fullscreen' | 'toggle-controls';

/** A mouse click plays or pauses, a double click goes full screen, a tap (touch or pen) shows or hides controls. */
export function pointerGesture(
  eventType: string,
  pointerType: string,
  phase: PlaybackPhase,
): PointerGesture | null {
  if (phase !== 'ready') return null;
  if (eventType === 'dblclick') return pointerType === 'mouse' ? 'toggle-fullscreen' : null;
  if (eventType !== 'click') return null;
  return pointerType === 'touch' || pointerType === 'pen' ? 'toggle-controls' : 'toggle-play';
}
