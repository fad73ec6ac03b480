import { useEffect } from 'react';
import { setSound } from '../lib/media-control';
import { readPlayerPreferences, writePlayerPreferences } from '../lib/preferences';

/** Sound as the viewer left it last time; kept whenever it changes. */
export function useRememberedSound(video: HTMLVideoElement | null): void {
  useEffect(() => {
    if (!video) return;
    setSound(video, readPlayerPreferences());
    const keep = () => writePlayerPreferences({ volume: video.volume, muted: video.muted });
    video.addEventListener('volumechange', keep);
    return () => video.removeEventListener('volumechange', keep);
  }, [video]);
}
