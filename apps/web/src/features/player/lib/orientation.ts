/** What the player knows when a phone turns: decides whether to go full screen or leave it. */
export interface RotationState {
  /** the screen is wider than tall */
  landscape: boolean;
  /** a touch screen (a phone or tablet), not a mouse */
  coarsePointer: boolean;
  /** a video is playing (not paused, not ended) */
  playing: boolean;
  /** the player is full screen now */
  fullscreen: boolean;
  /** that full screen came from turning the phone (not from the button) */
  enteredByRotation: boolean;
}

export type RotationAction = 'enter' | 'exit' | 'none';

/**
 * Turning a phone sideways while a video plays fills the screen; turning it back upright leaves a full screen that
 * the turn started (one the viewer asked for with the button stays). Browsers that refuse full screen without a tap
 * get the CSS landscape layout instead (styles/index.css, `[data-player-stage]`).
 */
export function fullscreenOnRotate(state: RotationState): RotationAction {
  if (!state.coarsePointer) return 'none';
  if (state.landscape && state.playing && !state.fullscreen) return 'enter';
  if (!state.landscape && state.fullscreen && state.enteredByRotation) return 'exit';
  return 'none';
}
