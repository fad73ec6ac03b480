import './styles/index.css';
import { showLoadingError } from './app/loading-error';
import { ssrState } from './lib/ssr-state';
import { registerServiceWorker } from './lib/service-worker';
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
  // else is the app, which hydrates the page the server drew (or draws it). The server lists the chunks this address
  // needs in the page, so none of them waits for another.
  const start =
    window.location.pathname === '/' && ssrState()
      ? import('./app/landing/landing-islands').then(({ startLandingIslands }) =>
          startLandingIslands(container, () => linkAppChunks('prefetch')),
        )
      : startApp(container);
  start.catch((error: unknown) => fail(container, error));
  // The offline shell and the update prompt (D76): after the page's load, in production only.
  registerServiceWorker();
}

/**
 * The app, once the page the server drew has been painted (D70): its chunks are asked for then, all at once, so on a
 * slow connection they do not share it with the page's own images, and the page is seen before it is taken over.
 */
async function startApp(root: HTMLElement): Promise<void> {
  await afterNextPaint();
  linkAppChunks('modulepreload');
  const { startApp: start } = await import('./app/start-app');
  await start(root);
}

/**
 * Resolves once the browser has painted the current frame (or after `limitMs`, for tabs that do not paint: hidden
 * ones skip animation frames).
 */
function afterNextPaint(limitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Links the app's chunks (data-app-chunks on #root, written by the server: the app's start, its static imports and
 * the modules the page renders first) so they download in parallel: preloaded to run now, or prefetched into the
 * HTTP cache without running (the landing page's visitor may never leave /).
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
