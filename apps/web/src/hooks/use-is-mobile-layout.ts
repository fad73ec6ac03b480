import { useSyncExternalStore } from 'react';
import { isMobileLayout, readDeviceTraits } from '@/lib/device';
import { renderEnvironment } from '@/lib/ssr-state';

/**
 * The last answer, until the window changes. Reading the window's width forces the browser to lay the page out, and
 * React asks for the snapshot on every render of every user of the hook: measured under a 4x CPU slowdown, reading
 * it each time cost a quarter of a second while /home was first drawn.
 */
let cached: boolean | null = null;
let subscribers = 0;

function subscribe(onChange: () => void) {
  const handleChange = () => {
    cached = null;
    onChange();
  };
  subscribers++;
  window.addEventListener('resize', handleChange);
  window.addEventListener('orientationchange', handleChange);
  return () => {
    window.removeEventListener('resize', handleChange);
    window.removeEventListener('orientationchange', handleChange);
    // Nobody hears of changes any more: the next user reads the window again.
    if (--subscribers === 0) cached = null;
  };
}

function getSnapshot() {
  cached ??= isMobileLayout(readDeviceTraits());
  return cached;
}

/** The server's guess from the user agent while a page it drew is drawn and hydrated (desktop when it made none). */
const serverGuess = () => renderEnvironment()?.mobile ?? false;

/** Spec §2 mobile rule, re-evaluated when the window changes size. */
export function useIsMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, serverGuess);
}
