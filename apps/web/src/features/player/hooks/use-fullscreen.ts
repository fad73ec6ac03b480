import { useCallback, useEffect, useRef, useState } from 'react';
import { fullscreenOnRotate } from '../lib/orientation';

/** The video element's own full screen (iPhones), where the browser has it. */
function webkitFullscreen(video: HTMLVideoElement | null): (() => void) | null {
  if (!video || !('webkitEnterFullscreen' in video) || typeof video.webkitEnterFullscreen !== 'function') {
    return null;
  }
  const enter = video.webkitEnterFullscreen as () => void;
  return () => enter.call(video);
}

interface LockableOrientation extends ScreenOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
}

/**
 * Full screen for the player's root (so our controls, captions and menus come along), or the video element's own
 * full screen on iPhones, which only offer that.
 */
export function useFullscreen(root: HTMLElement | null, video: HTMLVideoElement | null, playing = false) {
  const [active, setActive] = useState(false);
  const enteredByRotation = useRef(false);
  const playingNow = useRef(playing);
  useEffect(() => {
    playingNow.current = playing;
  }, [playing]);

  // A phone turned sideways while a video plays fills the screen (lib/orientation); where the browser refuses
  // without a tap, the CSS landscape layout does it (styles/index.css).
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const landscape = window.matchMedia('(orientation: landscape)');
    function handleTurn() {
      const fullscreen = root !== null && document.fullscreenElement === root;
      const action = fullscreenOnRotate({
        landscape: landscape.matches,
        coarsePointer: window.matchMedia('(pointer: coarse)').matches,
        playing: playingNow.current,
        fullscreen,
        enteredByRotation: enteredByRotation.current,
      });
      if (action === 'enter' && root?.requestFullscreen && document.fullscreenEnabled) {
        root.requestFullscreen({ navigationUI: 'hide' }).then(
          () => {
            enteredByRotation.current = true;
          },
          () => undefined,
        );
      } else if (action === 'exit') {
        enteredByRotation.current = false;
        void document.exitFullscreen().catch(() => undefined);
      }
    }
    landscape.addEventListener?.('change', handleTurn);
    return () => landscape.removeEventListener?.('change', handleTurn);
  }, [root]);

  useEffect(() => {
    function handleChange() {
      setActive(root !== null && document.fullscreenElement === root);
    }
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, [root]);

  const supported =
    (typeof document !== 'undefined' && document.fullscreenEnabled === true && !!root?.requestFullscreen) ||
    webkitFullscreen(video) !== null;

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) {
        enteredByRotation.current = false;
        await document.exitFullscreen();
        return;
      }
      if (root?.requestFullscreen && document.fullscreenEnabled) {
        await root.requestFullscreen({ navigationUI: 'hide' });
        // Phones turn sideways for a film; browsers without the lock API simply ignore this.
        if (window.matchMedia?.('(pointer: coarse)').matches) {
          await (screen.orientation as LockableOrientation | undefined)
            ?.lock?.('landscape')
            .catch(() => undefined);
        }
        return;
      }
      webkitFullscreen(video)?.();
    } catch {
      // Refused (no user gesture, or an iframe without permission): nothing to do.
    }
  }, [root, video]);

  return { active, supported, toggle };
}
