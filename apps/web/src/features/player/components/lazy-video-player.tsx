import { lazy, useState } from 'react';
import { loadedPlayerModule, loadPlayerModule } from '../lib/playback-prefetch';
import type { VideoPlayerProps } from './video-player';

const LazyPlayer = lazy(() => loadPlayerModule().then((module) => ({ default: module.VideoPlayer })));

/**
 * The player, its chunk loaded on demand. Once the chunk is in (warmPlayer fetched it while a play button was on
 * screen) the player renders at once: a lazy component suspends on its first render even then, and React holds a
 * revealed Suspense boundary back for up to 300 ms, all of it between the press and the first frame. Render it
 * inside a Suspense boundary (the chunk may still be on its way).
 */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  // Chosen once per mount: switching component types later would remount the player.
  const [Player] = useState(() => loadedPlayerModule()?.VideoPlayer ?? LazyPlayer);
  return <Player {...props} />;
}
