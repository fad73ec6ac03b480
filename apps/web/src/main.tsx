import '@fontsource-variable/inter';
import './styles/index.css';
import { showLoadingError } from './app/loading-error';
import { installGlobalErrorReporting, reportError } from './lib/telemetry';
import { applyStoredTheme } from './lib/theme';

function fail(container: HTMLElement, error: unknown) {
  console.error('[app] failed to start', error);
  reportError(error, { type: 'browser-compatibility', severity: 'critical', recoverable: false });
  showLoadingError(container);
}

const container = document.getElementById('root');
if (container) {
  installGlobalErrorReporting();
  applyStoredTheme();
  // The landing page is its own small bundle; everything else is the app. The server preloads the chunks of the
  // one this address needs (modulepreload links in the HTML), so neither costs an extra round trip.
  const loadApp = () => import('./app/start-app');
  const start =
    window.location.pathname === '/'
      ? import('./app/landing/start-landing').then(({ startLanding }) =>
          startLanding(container, () => void loadAppLater()),
        )
      : loadApp().then(({ startApp }) => startApp(container));
  start.catch((error: unknown) => fail(container, error));
}

/** Warms the HTTP cache with the app's entry chunk without running it (the visitor may never leave /). */
function loadAppLater(): void {
  for (const href of appChunkHrefs()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

/** Written into the HTML by the server (data-app-chunks on #root): the app entry and its static imports. */
function appChunkHrefs(): string[] {
  return (document.getElementById('root')?.dataset.appChunks ?? '').split(' ').filter(Boolean);
}
