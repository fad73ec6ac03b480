import { readString, STORAGE_KEYS, writeString } from './storage';

/**
 * Spec §4: a quick dark/light toggle and a light/dark/system setting (default system), applied as a class on the
 * root element and saved under the theme key. Both write the same key (D57): the toggle stores "dark" or "light",
 * the setting any of the three. index.html applies the stored theme with a small inline script before the first
 * paint; this module keeps it applied afterwards and follows the system's preference live while on "system".
 */
export type ThemeSetting = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const DEFAULT_THEME_SETTING: ThemeSetting = 'system';

const THEME_COLOURS: Record<Theme, string> = { dark: '#0b0f17', light: '#f6f7f9' };
const LIGHT_QUERY = '(prefers-color-scheme: light)';

export function readThemeSetting(storage?: Storage): ThemeSetting | undefined {
  const value = readString(STORAGE_KEYS.theme, storage);
  return value === 'light' || value === 'dark' || value === 'system' ? value : undefined;
}

/** Light when chosen, or on "system" when the system prefers light; dark otherwise (DESIGN.md: dark by default). */
export function resolveTheme(setting: ThemeSetting | undefined, prefersLight: boolean): Theme {
  if (setting === 'light') return 'light';
  if ((setting ?? DEFAULT_THEME_SETTING) === 'system' && prefersLight) return 'light';
  return 'dark';
}

function prefersLight(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(LIGHT_QUERY).matches ?? false);
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
}

export interface ThemeSnapshot {
  setting: ThemeSetting;
  theme: Theme;
}

let snapshot: ThemeSnapshot | undefined;
const listeners = new Set<() => void>();

function computeSnapshot(): ThemeSnapshot {
  const setting = (typeof window === 'undefined' ? undefined : readThemeSetting()) ?? DEFAULT_THEME_SETTING;
  return { setting, theme: resolveTheme(setting, prefersLight()) };
}

/** Re-reads the setting and the system preference; applies and announces the result when it changed. */
function refresh(): void {
  const next = computeSnapshot();
  if (snapshot && snapshot.setting === next.setting && snapshot.theme === next.theme) return;
  snapshot = next;
  applyTheme(next.theme);
  for (const listener of listeners) listener();
}

export function getThemeSnapshot(): ThemeSnapshot {
  snapshot ??= computeSnapshot();
  return snapshot;
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.theme) refresh();
}

let lightQuery: MediaQueryList | undefined;

export function subscribeToTheme(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    lightQuery = window.matchMedia?.(LIGHT_QUERY);
    lightQuery?.addEventListener?.('change', refresh);
    // Another tab's choice applies here too.
    window.addEventListener('storage', handleStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      lightQuery?.removeEventListener?.('change', refresh);
      lightQuery = undefined;
      window.removeEventListener('storage', handleStorage);
    }
  };
}

export function setThemeSetting(setting: ThemeSetting): void {
  writeString(STORAGE_KEYS.theme, setting);
  refresh();
}

/**
 * The quick toggle's words: it names the theme it switches to. `labels` are its words in the page's language (the
 * toggle's data attributes where no catalogue is loaded: the landing page's own script, landing-islands.ts).
 */
export function themeToggleLabel(theme: Theme, labels: { toLight: string; toDark: string }): string {
  return theme === 'dark' ? labels.toLight : labels.toDark;
}

/** Marks the quick toggle's buttons ("icon" or "label": whether the words are its visible text). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** The toggle's two labels in the page's language, for the landing page's script (it runs without catalogues). */
export const THEME_LABEL_TO_LIGHT_ATTRIBUTE = 'data-label-to-light';
export const THEME_LABEL_TO_DARK_ATTRIBUTE = 'data-label-to-dark';

/** The header's quick toggle: the other one of dark and light, as an explicit choice. */
export function toggleTheme(): void {
  setThemeSetting(getThemeSnapshot().theme === 'dark' ? 'light' : 'dark');
}

/** Applied at start (index.html has already done so before the first paint; this also covers tests and old HTML). */
export function applyStoredTheme(): void {
  snapshot = undefined;
  applyTheme(getThemeSnapshot().theme);
}
