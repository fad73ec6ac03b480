/**
 * The client has two starts (apps/web/src/main.tsx): on a first load of / that the server drew, the landing page's
 * own small script (no React); everywhere else the whole app. Both are dynamic imports of the entry, which the browser
 * would only discover after running it; the server reads Vite's manifest and lists each start's chunks in the HTML
 * instead, so they download in parallel with the entry (modulepreload), and the landing page can warm the cache with
 * the app's (prefetch).
 */

/** One entry of dist/.vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** files the chunk's CSS refers to (fonts) */
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export const LANDING_START = 'src/app/landing/landing-islands.ts';
export const APP_START = 'src/app/start-app.tsx';
/** The header, drawers and footer around every shell page (app/route-components.tsx SHELL_LAYOUT_SOURCE). */
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

/**
 * The one font file a page's first paint may use: Inter's Latin subset. With font-display: optional it is used only if
 * it arrives in the first ~100 ms, so it is asked for from the head, at low priority (it must not delay the page's
 * script or its largest image); when it comes too late, the next page has it in its cache.
 */
const PRELOADED_FONT = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** A module's key in the manifest: as named, or for `npm:<package>` the key of that package's file in node_modules. */
function manifestKey(manifest: ViteManifest, module: string): string {
  if (!module.startsWith('npm:')) return module;
  const folder = `node_modules/${module.slice('npm:'.length)}/`;
  return Object.keys(manifest).find((key) => key.includes(folder)) ?? module;
}

export interface ChunkHints {
  /** <link rel="modulepreload"> tags for the chunks this address runs at once */
  preload: string[];
  /** fonts to fetch from the head (apps/web/src/styles/index.css: Inter's Latin file, font-display: optional) */
  fonts: string[];
  /**
   * chunks the entry links itself (data-app-chunks on #root, read by apps/web/src/main.tsx): on the landing page
   * prefetched when the browser is idle (its visitor may never leave it), elsewhere preloaded after the first paint
   */
  deferred: string[];
}

/**
 * What an address needs. The landing page the server drew runs its own script (preloaded) and prefetches the app's
 * when idle. Every other page runs the app: its start, and the lazy modules it renders first (`modules`: the shell
 * and the page, as the server's renderer names them; the shell alone for a page the browser draws), which the router
 * would otherwise only ask for once the app runs, a round trip later. They are handed to the entry (`deferred`),
 * which links them all at once after the page's first paint (D70): requested from the head, ~160 KiB of script
 * would share a slow connection with the page's own images, the largest paint among them. A page opened to play
 * (`playing`) preloads them all from the head instead, the player's with them.
 */
export function chunkHintsFor(
  manifest: ViteManifest,
  page: { landing: boolean; modules: readonly string[]; playing?: boolean },
): ChunkHints {
  const app = chunkUrls(manifest, APP_START);
  const fonts = (manifest['index.html']?.assets ?? [])
    .filter((file) => PRELOADED_FONT.test(file))
    .map((file) => `/${file}`);
  if (page.landing) return { preload: chunkUrls(manifest, LANDING_START), fonts, deferred: app };
  const extra = new Set(page.modules.flatMap((module) => chunkUrls(manifest, manifestKey(manifest, module))));
  const chunks = [...app, ...[...extra].filter((url) => !app.includes(url))];
  // A page that opens to play waits for its first frame, not an image: everything it runs is asked for at once.
  return page.playing ? { preload: chunks, fonts, deferred: [] } : { preload: [], fonts, deferred: chunks };
}

/**
 * Adds the hints to the built index.html: the font and modulepreload links before </head> (skipping those Vite already wrote for
 * the entry), and the deferred list as data-app-chunks on the #root element, where main.tsx reads it.
 */
export function injectChunkHints(html: string, hints: ChunkHints): string {
  const links = [
    ...hints.fonts.map(
      (url) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${url}">`,
    ),
    ...hints.preload
      .filter((url) => !html.includes(`href="${url}"`))
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
  ];
  let result = links.length > 0 ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
  if (hints.deferred.length > 0) {
    result = result.replace('<div id="root"', `<div id="root" data-app-chunks="${hints.deferred.join(' ')}"`);
  }
  return result;
}
