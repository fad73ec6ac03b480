/**
 * What the service worker (sw.ts) may answer, as a pure function of the request: the only gate of every route it
 * registers, so what it never touches is decided (and tested) here. It keeps no runtime cache at all: it answers
 * from the precache (the build's own files) or from the network, never storing an answer it fetched.
 */

/** The parts of a Request the decision reads (a plain object in tests). */
export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load */
  mode: string;
}

/**
 * - `app-shell`: a page of the app; network first (pages are server-rendered and personal), else the precached
 *   shell that boots the app without server markup.
 * - `precache`: a file of the build (JS, CSS, fonts, icons, the manifest): from the precache when it is there.
 * - `network`: not the worker's business; the browser fetches it as if there were no worker.
 */
export type SwRoute = 'app-shell' | 'precache' | 'network';

/**
 * Never answered by the worker, whatever the method or mode:
 * - /api/: private, per-viewer answers (sessions, lists, entitlements) and everything that changes state;
 * - /media/: tokenised, expiring HLS and artwork URLs (a signed URL must never outlive its grant);
 * - /payments/: the gateways' checkout and return pages;
 * - /auth, /auth-callback, /auth/callback: sign-in redirects with one-time codes;
 * - /offline/: downloaded media, read from Cache Storage (`mzansi-downloads*`) by the player's own hls.js loader;
 * - /dev/: the development mailbox.
 */
export const NEVER_HANDLED_PREFIXES = [
  '/api/',
  '/media/',
  '/payments/',
  '/auth',
  '/offline/',
  '/dev/',
] as const;

function isNeverHandled(pathname: string): boolean {
  if (pathname === '/api' || pathname === '/media' || pathname === '/offline') return true;
  return NEVER_HANDLED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The route for `request` in a worker whose scope is `origin` (e.g. https://mzansi.example). */
export function swRouteFor(request: RequestFacts, origin: string): SwRoute {
  // Only reads: a POST, PUT or DELETE always goes to the network as it is.
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  // Other origins (a media CDN, a payment gateway, Google's sign-in) are never answered or stored.
  if (url.origin !== origin) return 'network';
  if (isNeverHandled(url.pathname)) return 'network';
  if (request.mode === 'navigate') {
    // A file opened directly (/sitemap.xml, /robots.txt, /favicon.ico) is not a page of the app.
    const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    return lastSegment.includes('.') ? 'network' : 'app-shell';
  }
  return 'precache';
}
