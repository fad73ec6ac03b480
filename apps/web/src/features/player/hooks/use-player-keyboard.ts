import { useEffect, useEffectEvent } from 'react';
import { shortcutFor, targetKeepsKey, type ShortcutAction } from '../lib/shortcuts';

interface KeyboardOptions {
  /** shortcuts act only while the video plays or can (not over a panel) */
  enabled: boolean;
  /** the shortcut help is open: Escape closes it and nothing else acts */
  helpOpen: boolean;
  onCloseHelp: () => void;
  onShortcut: (action: ShortcutAction) => void;
}

/**
 * The keyboard shortcuts (lib/shortcuts): while focus is in the player, or nowhere in particular (the page body), so
 * they work without clicking the player first but never steal keys from the rest of the page.
 */
export function usePlayerKeyboard(root: HTMLElement | null, options: KeyboardOptions): void {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !root) return;
    const target = event.target as Node | null;
    const inside = target !== null && root.contains(target);
    const onBody = target === document.body || target === document.documentElement;
    if (!inside && !onBody) return;
    if (options.helpOpen) {
      if (event.key === 'Escape') {
        event.preventDefault();
        options.onCloseHelp();
      }
      return;
    }
    if (!options.enabled || targetKeepsKey(event.target, event.key)) return;
    const action = shortcutFor(event);
    if (!action) return;
    event.preventDefault();
    options.onShortcut(action);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
