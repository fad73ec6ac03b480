/** The player's keyboard shortcuts (YouTube's, which most viewers already know). */
export type ShortcutAction =
  | { type: 'toggle-play' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'seek-percent'; percent: number }
  | { type: 'volume-by'; delta: number }
  | { type: 'toggle-mute' }
  | { type: 'toggle-fullscreen' }
  | { type: 'toggle-captions' }
  | { type: 'show-help' };

export interface ShortcutKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The help overlay's table, in the order it is shown; `action` is a key of the `player` namespace. */
export const SHORTCUT_HELP = [
  { keys: ['Space', 'K'], action: 'shortcuts.playPause' },
  { keys: ['J', 'L'], action: 'shortcuts.seek10' },
  { keys: ['←', '→'], action: 'shortcuts.seek5' },
  { keys: ['↑', '↓'], action: 'shortcuts.volume' },
  { keys: ['M'], action: 'shortcuts.mute' },
  { keys: ['F'], action: 'shortcuts.fullscreen' },
  { keys: ['C'], action: 'shortcuts.captions' },
  { keys: ['0', '–', '9'], action: 'shortcuts.jump' },
  { keys: ['Shift', '?'], action: 'shortcuts.help' },
] as const satisfies ReadonlyArray<{ keys: readonly string[]; action: `shortcuts.${string}` }>;

export const VOLUME_STEP = 0.05;

/** Maps a key press to a player action; null for keys the player leaves alone (browser and screen-reader keys). */
export function shortcutFor(event: ShortcutKey): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const { key } = event;
  if (key === '?' || (event.shiftKey && key === '/')) return { type: 'show-help' };
  switch (key) {
    case ' ':
    case 'Spacebar':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case 'j':
    case 'J':
      return { type: 'seek-by', seconds: -10 };
    case 'l':
    case 'L':
      return { type: 'seek-by', seconds: 10 };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -5 };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: 5 };
    case 'ArrowUp':
      return { type: 'volume-by', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume-by', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'toggle-mute' };
    case 'f':
    case 'F':
      return { type: 'toggle-fullscreen' };
    case 'c':
    case 'C':
      return { type: 'toggle-captions' };
    default:
      if (/^[0-9]$/.test(key) && !event.shiftKey) return { type: 'seek-percent', percent: Number(key) * 10 };
      return null;
  }
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/**
 * Whether the focused element should keep the key for itself: text fields take every key, range inputs and sliders
 * their arrows, buttons, links and menu items Space/Enter (activation), and open menus everything.
 */
export function targetKeepsKey(target: EventTarget | null, key: string): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    if (TEXT_INPUT_TYPES.has(type)) return true;
    if (type === 'range') return key.startsWith('Arrow') || key === 'Home' || key === 'End';
    return key === ' ' || key === 'Enter';
  }
  if (element.closest('[role="menu"],[role="dialog"],[role="listbox"]')) return true;
  const role = element.getAttribute('role');
  if (role === 'slider')
    return key.startsWith('Arrow') || key === 'Home' || key === 'End' || key.startsWith('Page');
  if (tag === 'BUTTON' || tag === 'A' || role === 'button' || role === 'menuitem' || role === 'tab') {
    return key === ' ' || key === 'Enter';
  }
  return false;
}

/** Clamp helper for volume steps and seeks. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Where a seek lands: within [0, duration] (a little before the very end, so the video does not just finish). */
export function seekTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return clamp(
    current + delta,
    0,
    Number.isFinite(end) ? Math.max(0, end - 0.25) : current + Math.abs(delta),
  );
}

/** Seconds for "jump to n %". */
export function percentTarget(percent: number, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return (clamp(percent, 0, 100) / 100) * duration;
}
