import { useEffect } from 'react';

/** Where React Router's <ScrollRestoration> keeps the positions (its default storage key), per history-entry key. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Long enough for a slow network to bring the page's lists; the visitor's own scrolling ends it sooner. */
const GIVE_UP_MS = 10_000;

function savedPosition(): number | undefined {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  if (typeof key !== 'string') return undefined;
  try {
    const positions = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const position = positions[key];
    return typeof position === 'number' && position > 0 ? position : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Back/forward (or a reload) that loads the document again: <ScrollRestoration> scrolls once, as the page mounts,
 * when its lists have not arrived yet, so the position was cut short (issue 14). This keeps scrolling to the saved
 * position as the page grows, until it is reached, the visitor scrolls or types, or it gives up.
 * A new history entry has no saved position (router.tsx keys every entry), so it stays at the top.
 */
export function useDocumentScrollRestore(): void {
  useEffect(() => {
    const target = savedPosition();
    if (target === undefined || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(restore);
    const timer = setTimeout(stop, GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    }
    function restore() {
      const reachable = root.scrollHeight - window.innerHeight >= target!;
      window.scrollTo(0, target!);
      if (reachable) stop();
    }
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    observer.observe(document.body);
    restore();
    return stop;
  }, []);
}
