import { useSyncExternalStore } from 'react';
import { renderEnvironment } from '@/lib/ssr-state';
import { DEFAULT_THEME_SETTING, getThemeSnapshot, subscribeToTheme, type ThemeSnapshot } from '@/lib/theme';

/** What the server assumes (it cannot read the device's choice): the default setting, drawn dark. */
const SERVER_SNAPSHOT: ThemeSnapshot = { setting: DEFAULT_THEME_SETTING, theme: 'dark' };

/**
 * The current setting and the theme it resolves to, following the system live while on "system". A page drawn on
 * the server is hydrated with the server's assumption and corrected in the render after; what must look right from
 * the first paint uses the `light:` variant in CSS instead (the theme toggle's icon).
 */
export function useTheme(): ThemeSnapshot {
  return useSyncExternalStore(subscribeToTheme, getThemeSnapshot, () =>
    renderEnvironment() ? SERVER_SNAPSHOT : getThemeSnapshot(),
  );
}
