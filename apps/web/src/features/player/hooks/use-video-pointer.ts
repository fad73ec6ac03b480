import { useEffect, useEffectEvent, useRef } from 'react';
import type { PlaybackPhase } from '../lib/player-state';
import { pointerGesture, type PointerGesture } from '../lib/player-ui';

const POINTER_EVENTS = ['pointerdown', 'click', 'dblclick'] as const;

/** Pointer on the picture (see `pointerGesture`); a gesture's pointer type is that of the pointerdown before it. */
export function useVideoPointer(
  video: HTMLVideoElement | null,
  phase: PlaybackPhase,
  onGesture: (gesture: PointerGesture) => void,
): void {
  const pointerType = useRef('mouse');
  const handlePointer = useEffectEvent((event: Event) => {
    if (event.type === 'pointerdown') {
      pointerType.current = (event as PointerEvent).pointerType || 'mouse';
      return;
    }
    const gesture = pointerGesture(event.type, pointerType.current, phase);
    if (gesture) onGesture(gesture);
  });

  useEffect(() => {
    if (!video) return;
    const listener = (event: Event) => handlePointer(event);
    for (const type of POINTER_EVENTS) video.addEventListener(type, listener);
    return () => {
      for (const type of POINTER_EVENTS) video.removeEventListener(type, listener);
    };
  }, [video]);
}
