import '@fontsource-variable/inter';
import './styles/index.css';
import { afterNextPaint, paintHomeHero, removeFirstPaint } from './app/home-first-paint';
import { showLoadingError } from './app/loading-error';
import { installGlobalErrorReporting, reportError } from './lib/telemetry';
import { applyStoredTheme, subscribeToTheme } from './lib/theme';
import type * as StartApp from './app/start-app';

type StartAppModule = typeof StartApp;

function fail(container: HTMLElement, error: unknown) {
  console.error('[app] failed to start', error);
  reportError(error, { type: 'browser-compatibility', severity: 'critical', recoverable: false });
  removeFirstPaint();
  showLoadingError(container);
}

const container = document.getElementById('root');
if (container) {
  installGlobalErrorReporting();
  applyStoredTheme();
  // On "system" the page follows the device's light/dark switch live, whichever page is open (spec §4).
  subscribeToTheme(() => {});
  // The landing page is its own small bundle; everything else is the app. The server preloads the chunks of the
  // one this address needs (modulepreload links in the HTML), so neither costs an extra round trip; /home instead
  // draws its hero first and only then fetches the app (startHome).
  const loadApp = () => import('./app/start-app');
  const { pathname } = window.location;
  const start =
    pathname === '/'
      ? import('./app/landing/start-landing').then(({ startLanding }) =>
          startLanding(container, () => linkAppChunks('prefetch')),
        )
      : pathname === '/home'
        ? startHome(container, loadApp)
        : loadApp().then(({ startApp }) => startApp(container));
  start.catch((error: unknown) => fail(container, error));
}

/**
 * /home, where most visits start: the hero is drawn from the page's own data before the app's ~200 KiB of
 * JavaScript is asked for, so a slow network shows it seconds earlier. The app's chunks are listed in the HTML
 * (data-app-chunks) rather than preloaded from the head, where they would have competed with that first paint.
 */
async function startHome(container: HTMLElement, loadApp: () => Promise<StartAppModule>) {
  if (paintHomeHero(container)) await afterNextPaint();
  linkAppChunks('modulepreload');
  const { startApp } = await loadApp();
  startApp(container);
}

/**
 * Links the app's chunks (data-app-chunks on #root, written by the server: the app entry, its static imports and
 * the page's own) so they download in parallel: preloaded to run now, or prefetched into the HTTP cache without
 * running (the landing page's visitor may never leave /).
 */
function linkAppChunks(rel: 'modulepreload' | 'prefetch'): void {
  const hrefs = (document.getElementById('root')?.dataset.appChunks ?? '').split(' ').filter(Boolean);
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = rel;
    if (rel === 'prefetch') link.as = 'script';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
