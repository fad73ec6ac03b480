import { useMemo, useSyncExternalStore } from 'react';
import { createMediaStore, INITIAL_MEDIA, type MediaSnapshot } from '../lib/media-state';

/** The <video> element's state, re-rendering on its events (see lib/media-state). */
export function useMediaState(video: HTMLVideoElement | null): MediaSnapshot {
  const store = useMemo(() => createMediaStore(video), [video]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => INITIAL_MEDIA);
}
