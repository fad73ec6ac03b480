import { useSyncExternalStore } from 'react';
import { isMobileLayout, readDeviceTraits } from '@/lib/device';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function getSnapshot() {
  return isMobileLayout(readDeviceTraits());
}

/** Spec §2 mobile rule, re-evaluated when the window changes size. */
export function useIsMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
