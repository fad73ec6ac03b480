/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; D76). It
 * - precaches the build's own files (JS, CSS, fonts, icons, the manifest and the shell index.html; no source maps,
 *   no server-rendered page) under one Cache Storage name, `mzansi-precache-v2-<scope>`;
 * - answers page loads network first, and only when the network fails with the precached shell (the built
 *   index.html, no server markup: main.tsx draws the requested address with createRoot);
 * - keeps no runtime cache and answers nothing else: /api, /media, /payments, sign-in, /offline and other origins
 *   go to the network as if there were no worker (sw-routes.ts decides, and its test shows it);
 * - waits when updated, until the page's "Reload" asks it to take over (SKIP_WAITING).
 * - stores the files of downloads fetched in the background (background-downloads.ts).
 * Caches named `mzansi-downloads*` belong to the offline downloads: never precached nor deleted here
 * (cleanupOutdatedCaches deletes only names holding "-precache-" and this scope, other than the current one).
 */
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, Route } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { handleBackgroundDownloads } from './background-downloads';
import { swRouteFor } from './sw-routes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The precached page every offline page load falls back to. */
const SHELL_URL = '/index.html';

setCacheNameDetails({ prefix: 'mzansi' });

const precache = new PrecacheController({ cacheName: cacheNames.precache });
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precache.install(event)));
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      // The page request starts while the worker wakes up, not after.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});
cleanupOutdatedCaches();

const routeOf = ({ request, url }: { request: Request; url: URL }) =>
  swRouteFor({ url: url.href, method: request.method, mode: request.mode }, self.location.origin);

// Pages: from the network (navigation preload when there is one), never stored; the shell when the network fails.
registerRoute(
  new Route(
    (options) => routeOf(options) === 'app-shell',
    new NetworkOnly({
      plugins: [
        { handlerDidError: async () => (await precache.matchPrecache(SHELL_URL)) ?? Response.error() },
      ],
    }),
  ),
);

// The build's files, from the precache; a file not in it (or not this worker's business) is not answered here.
const precacheRoute = new PrecacheRoute(precache, { directoryIndex: '', cleanURLs: false });
registerRoute(
  new Route(
    (options) => routeOf(options) === 'precache' && precacheRoute.match(options),
    precacheRoute.handler,
  ),
);

// Downloads the browser goes on fetching after the pages close (Chromium's Background Fetch).
handleBackgroundDownloads();

// The update prompt's "Reload" (workbox-window's messageSkipWaiting): this waiting worker takes over now.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
