/**
 * The client has two starts (apps/web/src/main.tsx): the landing page alone for a first load of /, the whole app
 * for every other address. Both are dynamic imports of the entry, which the browser would only discover after
 * running it; the server reads Vite's manifest and lists each start's chunks in the HTML instead, so they download
 * in parallel with the entry (modulepreload), and the landing page can warm the cache with the app's (prefetch).
 */

import type { RouteLayout } from '@mzansi/contracts/routes';

/** One entry of dist/.vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export const LANDING_START = 'src/app/landing/start-landing.tsx';
export const APP_START = 'src/app/start-app.tsx';
/** The header, drawers and footer around every shell page (app/route-components.tsx loadShellLayout). */
export const SHELL_LAYOUT = 'src/app/layouts/shell-layout.tsx';

/** The start's own file and everything it imports statically, depth first, each once, as /assets/... URLs. */
export function chunkUrls(manifest: ViteManifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current) || !manifest[current]) return;
    seen.add(current);
    for (const imported of manifest[current].imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((chunk) => `/${manifest[chunk]!.file}`);
}

export interface ChunkHints {
  /** <link rel="modulepreload"> tags for the chunks this address runs at once */
  preload: string[];
  /**
   * chunks the entry links itself (data-app-chunks on #root, read by apps/web/src/main.tsx): the app's, which the
   * landing page prefetches when the browser is idle, and /home preloads once its hero is drawn
   */
  deferred: string[];
}

/**
 * Route pages worth preloading with the app's start: the ones people arrive on (the router would only ask for them
 * after the app has started). Keys are the source files of the app/route-components.tsx imports.
 */
export const ROUTE_CHUNKS: Record<string, string> = {
  '/home': 'src/app/routes/home-page.tsx',
};

/** Addresses whose entry draws a first paint before fetching the app (apps/web/src/app/home-first-paint.ts). */
const FIRST_PAINT_PAGES = new Set(['/home']);

/**
 * What an address needs: the landing start on /; elsewhere the app start, the shell layout for shell pages (the
 * router would only ask for it once the app runs: a round trip later), and the page itself where listed. /home
 * draws its hero before the app loads: its chunks are deferred, so they do not compete with that first paint.
 */
export function chunkHintsFor(
  manifest: ViteManifest,
  pathname: string,
  layout: RouteLayout = 'shell',
): ChunkHints {
  const app = chunkUrls(manifest, APP_START);
  if (pathname === '/') return { preload: chunkUrls(manifest, LANDING_START), deferred: app };
  const route = ROUTE_CHUNKS[pathname];
  const extra = new Set([
    ...(layout === 'shell' ? chunkUrls(manifest, SHELL_LAYOUT) : []),
    ...(route ? chunkUrls(manifest, route) : []),
  ]);
  const chunks = [...app, ...[...extra].filter((url) => !app.includes(url))];
  return FIRST_PAINT_PAGES.has(pathname)
    ? { preload: [], deferred: chunks }
    : { preload: chunks, deferred: [] };
}

/**
 * Adds the hints to the built index.html: modulepreload links before </head> (skipping those Vite already wrote for
 * the entry), and the deferred list as data-app-chunks on the #root element, where main.tsx reads it.
 */
export function injectChunkHints(html: string, hints: ChunkHints): string {
  const links = hints.preload
    .filter((url) => !html.includes(`href="${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  let result = links.length > 0 ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
  if (hints.deferred.length > 0) {
    result = result.replace('<div id="root"', `<div id="root" data-app-chunks="${hints.deferred.join(' ')}"`);
  }
  return result;
}
