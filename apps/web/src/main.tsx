import './styles/index.css';
import { showLoadingError } from './app/loading-error';
import { ssrState } from './lib/ssr-state';
import { installGlobalErrorReporting, reportError } from './lib/telemetry';
import { applyStoredTheme, subscribeToTheme } from './lib/theme';

function fail(container: HTMLElement, error: unknown) {
  console.error('[app] failed to start', error);
  reportError(error, { type: 'browser-compatibility', severity: 'critical', recoverable: false });
  showLoadingError(container);
}

const container = document.getElementById('root');
if (container) {
  installGlobalErrorReporting();
  applyStoredTheme();
  // On "system" the page follows the device's light/dark switch live, whichever page is open (spec §4).
  subscribeToTheme(() => {});
  // A first load of / is the server's HTML with two controls wired, and no React (landing-islands.ts); everything
  // else is the app, which hydrates the page the server drew (or draws it). The server preloads the chunks of the
  // one this address needs (modulepreload links in the HTML), so neither costs an extra round trip.
  const start =
    window.location.pathname === '/' && ssrState()
      ? import('./app/landing/landing-islands').then(({ startLandingIslands }) =>
          startLandingIslands(container, prefetchAppChunks),
        )
      : import('./app/start-app').then(({ startApp }) => startApp(container));
  start.catch((error: unknown) => fail(container, error));
}

/**
 * Prefetches the app's chunks (data-app-chunks on #root, written by the server: the app entry, its static imports and
 * the shell's) into the HTTP cache without running them: the landing page's visitor may never leave /.
 */
function prefetchAppChunks(): void {
  const hrefs = (document.getElementById('root')?.dataset.appChunks ?? '').split(' ').filter(Boolean);
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
