import { useEffect, useRef, useState } from 'react';
import { nextBottomBarState } from '@/lib/device';

/** Visibility by the spec §9 scroll rule, read from window scroll events. */
export function useBottomBarVisible(): boolean {
  const [visible, setVisible] = useState(true);
  const state = useRef({ visible: true, lastY: 0 });
  useEffect(() => {
    state.current = { visible: true, lastY: window.scrollY };
    function handleScroll() {
      const next = nextBottomBarState(state.current, window.scrollY);
      state.current = next;
      setVisible(next.visible);
    }
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);
  return visible;
}
