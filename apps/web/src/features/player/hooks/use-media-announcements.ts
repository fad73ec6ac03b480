import { useEffect, useEffectEvent } from 'react';
import { mediaEventAnnouncement } from '../lib/player-state';

const ANNOUNCED_EVENTS = ['play', 'pause', 'ended'] as const;

/** Says state changes worth hearing in the live region (the error panels announce themselves). */
export function useMediaAnnouncements(
  video: HTMLVideoElement | null,
  announce: (text: string) => void,
): void {
  const handleMediaEvent = useEffectEvent((event: Event) => {
    const text = mediaEventAnnouncement(event.type, (event.target as HTMLMediaElement).ended);
    if (text) announce(text);
  });
  useEffect(() => {
    if (!video) return;
    const listener = (event: Event) => handleMediaEvent(event);
    for (const type of ANNOUNCED_EVENTS) video.addEventListener(type, listener);
    return () => {
      for (const type of ANNOUNCED_EVENTS) video.removeEventListener(type, listener);
    };
  }, [video]);
}
