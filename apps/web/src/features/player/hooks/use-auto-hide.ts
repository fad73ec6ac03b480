import { useCallback, useEffect, useRef, useState } from 'react';

export const CONTROLS_HIDE_MS = 3000;

/**
 * Player controls that step aside while a video plays: shown on pointer movement, touch or keyboard use, hidden
 * after 3 s of stillness, always shown when paused or while something in them has focus or a menu is open.
 */
export function useAutoHide(root: HTMLElement | null, keepVisible: boolean) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  useEffect(() => {
    if (!root) return;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') show();
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setVisible(false), 600);
      }
    };
    root.addEventListener('pointermove', onMove);
    root.addEventListener('pointerleave', onLeave);
    root.addEventListener('focusin', show);
    return () => {
      root.removeEventListener('pointermove', onMove);
      root.removeEventListener('pointerleave', onLeave);
      root.removeEventListener('focusin', show);
    };
  }, [root, show]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible: visible || keepVisible, show, hide, toggle: visible ? hide : show };
}
