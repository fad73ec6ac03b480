import { useEffect, useEffectEvent } from 'react';
import type { PlaybackEngine } from '../lib/playback-engine';

/**
 * Starts as soon as the source is attached (and no pre-roll holds it); a browser that blocks it leaves the Play button to the viewer (and the
 * player stops showing the spinner for that source).
 */
export function useAutoplay(
  video: HTMLVideoElement | null,
  engine: PlaybackEngine | null,
  src: string | null,
  options: {
    enabled: boolean;
    /** not yet (a pre-roll plays): it starts when this turns false */
    held?: boolean;
    onBlocked: (src: string) => void;
  },
): void {
  const startPlayback = useEffectEvent((element: HTMLVideoElement, source: string) => {
    if (!options.enabled || options.held) return;
    element.play().catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name === 'NotAllowedError') options.onBlocked(source);
    });
  });
  const held = options.held ?? false;
  useEffect(() => {
    if (engine && video && src && !held) startPlayback(video, src);
  }, [engine, video, src, held]);
}
