/** The service worker's address: vite-plugin-pwa builds src/sw/sw.ts into dist/sw.js (scope: the whole origin). */
export const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;

/** Set while a new version's worker waits: activates it and reloads the page. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setUpdate(update: (() => void) | null): void {
  applyUpdate = update;
  for (const listener of listeners) listener();
}

/** Follows whether a new version waits (hooks/use-service-worker-update.ts). React-free: main.tsx imports this file. */
export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the service worker (D76): in production builds only (never in dev or in unit tests), in browsers that
 * have service workers, and only after the page's load event and an idle moment, so it never competes with the first
 * paint, the page's chunks or its images (D66-D71). workbox-window is loaded then, not with the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = (callback: () => void) =>
      'requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(callback, 1);
    idle(() => {
      void import('workbox-window')
        .then(({ Workbox }) => {
          const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
          // A new version installed while an older one controls the page: it waits (registerType 'prompt') until
          // the viewer chooses to reload, so a page never runs against files of two versions.
          workbox.addEventListener('waiting', () =>
            setUpdate(() => {
              workbox.addEventListener('controlling', () => window.location.reload());
              workbox.messageSkipWaiting();
            }),
          );
          return workbox.register();
        })
        .catch((error: unknown) => console.warn('[sw] not registered', error));
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** What activates the waiting version and reloads, or null when none waits. */
export function waitingUpdate(): (() => void) | null {
  return applyUpdate;
}

/** Tests: a waiting version, as the registration reports it. */
export function announceUpdateForTests(update: (() => void) | null): void {
  setUpdate(update);
}
