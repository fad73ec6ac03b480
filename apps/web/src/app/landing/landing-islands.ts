import {
  subscribeToTheme,
  getThemeSnapshot,
  THEME_LABEL_TO_DARK_ATTRIBUTE,
  THEME_LABEL_TO_LIGHT_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
  themeToggleLabel,
  toggleTheme,
} from '@/lib/theme';
import { LANDING_TRAILER_ATTRIBUTE, type LandingTrailer } from './landing-trailer-attribute';

/**
 * A first load of / (issue 15: initial JS <= 50 KiB gzip): the server drew the whole page (entry-server.tsx), and
 * everything on it is a plain link but two controls, wired here without React: the theme toggle, and the hero's
 * "Watch the trailer", which loads the player (and React) only when pressed. The app's own chunks are fetched into
 * the HTTP cache once the browser is idle, so the next page starts from it.
 */
export function startLandingIslands(root: HTMLElement, prefetchApp: () => void): void {
  const toggles = () => root.querySelectorAll<HTMLButtonElement>(`[${THEME_TOGGLE_ATTRIBUTE}="icon"]`);
  const showTheme = () => {
    // The server assumed dark; the icon already follows the theme class, the words follow here, in the page's
    // language: the server wrote both labels on the button (no catalogue is loaded here).
    const theme = getThemeSnapshot().theme;
    for (const toggle of toggles()) {
      const label = themeToggleLabel(theme, {
        toLight: toggle.getAttribute(THEME_LABEL_TO_LIGHT_ATTRIBUTE) ?? '',
        toDark: toggle.getAttribute(THEME_LABEL_TO_DARK_ATTRIBUTE) ?? '',
      });
      if (!label) continue;
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
  };
  showTheme();
  subscribeToTheme(showTheme);

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) {
      toggleTheme();
      return;
    }
    const trailerButton = target?.closest(`[${LANDING_TRAILER_ATTRIBUTE}]`);
    if (trailerButton) void playTrailer(trailerButton);
  });

  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetchApp);
  else setTimeout(prefetchApp, 2000);
}

async function playTrailer(button: Element): Promise<void> {
  const figure = button.closest('figure');
  let trailer: LandingTrailer;
  try {
    trailer = JSON.parse(button.getAttribute(LANDING_TRAILER_ATTRIBUTE) ?? '') as LandingTrailer;
  } catch {
    return;
  }
  if (!figure || typeof trailer.videoId !== 'string') return;
  (button as HTMLButtonElement).disabled = true;
  const { mountLandingTrailer } = await import('./landing-trailer');
  mountLandingTrailer(figure, trailer);
}
