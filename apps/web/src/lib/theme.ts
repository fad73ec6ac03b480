import { readString, STORAGE_KEYS } from './storage';

/** Spec §4: the theme setting is light, dark or system, applied as a class on the root element. */
export type ThemeSetting = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

const THEME_COLOURS: Record<Theme, string> = { dark: '#0b0f17', light: '#f6f7f9' };

export function readThemeSetting(storage?: Storage): ThemeSetting | undefined {
  const value = readString(STORAGE_KEYS.theme, storage);
  return value === 'light' || value === 'dark' || value === 'system' ? value : undefined;
}

/** Dark unless the viewer chose light, or chose "system" on a light system (DESIGN.md: dark by default). */
export function resolveTheme(setting: ThemeSetting | undefined, prefersLight: boolean): Theme {
  if (setting === 'light') return 'light';
  if (setting === 'system' && prefersLight) return 'light';
  return 'dark';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

/** Applied before the first render so the page never flashes the wrong theme. */
export function applyStoredTheme(): void {
  const prefersLight = window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
  applyTheme(resolveTheme(readThemeSetting(), prefersLight));
}
