import { describe, expect, it } from 'vitest';
import { fullscreenOnRotate, type RotationState } from './orientation';

const phone: RotationState = {
  landscape: true,
  coarsePointer: true,
  playing: true,
  fullscreen: false,
  enteredByRotation: false,
};

describe('fullscreenOnRotate', () => {
  it('fills the screen when a phone turns sideways while a video plays', () => {
    expect(fullscreenOnRotate(phone)).toBe('enter');
  });

  it('leaves paused videos, desktops and what is already full screen alone', () => {
    expect(fullscreenOnRotate({ ...phone, playing: false })).toBe('none');
    expect(fullscreenOnRotate({ ...phone, coarsePointer: false })).toBe('none');
    expect(fullscreenOnRotate({ ...phone, fullscreen: true })).toBe('none');
  });

  it('turning back upright leaves only a full screen the turn started', () => {
    const upright = { ...phone, landscape: false, fullscreen: true };
    expect(fullscreenOnRotate({ ...upright, enteredByRotation: true })).toBe('exit');
    expect(fullscreenOnRotate({ ...upright, enteredByRotation: false })).toBe('none');
    expect(fullscreenOnRotate({ ...phone, landscape: false })).toBe('none');
  });
});
