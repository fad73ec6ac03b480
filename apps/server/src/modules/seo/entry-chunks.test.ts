import { describe, expect, it } from 'vitest';
import {
  APP_START,
  chunkHintsFor,
  chunkUrls,
  injectChunkHints,
  LANDING_START,
  SHELL_LAYOUT,
  type ViteManifest,
} from './entry-chunks';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_messages.js'],
    assets: ['assets/inter-latin-ext-wght-normal-X1.woff2', 'assets/inter-latin-wght-normal-Y2.woff2'],
  },
  [LANDING_START]: { file: 'assets/landing-islands-2.js', imports: ['_theme.js', '_messages.js'] },
  '_theme.js': { file: 'assets/theme-3.js' },
  [APP_START]: { file: 'assets/start-app-4.js', imports: ['_react.js', '_framework.js'] },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-8.js', imports: ['_framework.js', '_rows.js'] },
  '_rows.js': { file: 'assets/rows-9.js' },
  [SHELL_LAYOUT]: { file: 'assets/shell-layout-10.js', imports: ['_framework.js', '_rows.js', '_menu.js'] },
  '_menu.js': { file: 'assets/menu-11.js' },
  '../../node_modules/hls.js/dist/hls.mjs': { file: 'assets/hls-12.js' },
  '_react.js': { file: 'assets/react-5.js' },
  '_framework.js': { file: 'assets/framework-6.js', imports: ['_react.js'] },
  '_messages.js': { file: 'assets/messages-7.js' },
};

const html = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/messages-7.js">
  </head><body><div id="root"></div></body></html>`;

describe('entry chunk hints', () => {
  it('lists a start and its static imports once each', () => {
    expect(chunkUrls(manifest, LANDING_START)).toEqual([
      '/assets/landing-islands-2.js',
      '/assets/theme-3.js',
      '/assets/messages-7.js',
    ]);
    expect(chunkUrls(manifest, 'missing.tsx')).toEqual([]);
  });

  it('preloads the landing script on a drawn / and defers the app chunks to the idle prefetch', () => {
    const page = injectChunkHints(html, chunkHintsFor(manifest, { landing: true, modules: [] }));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-islands-2.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/theme-3.js">');
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/inter-latin-wght-normal-Y2.woff2">',
    );
    expect(page).not.toContain('latin-ext');
    // No React on the landing page.
    expect(page).not.toContain('rel="modulepreload" crossorigin href="/assets/react-5.js"');
    // Already preloaded by Vite for the entry: not repeated.
    expect(page.match(/messages-7\.js/g)).toHaveLength(1);
    expect(page).toContain(
      '<div id="root" data-app-chunks="/assets/start-app-4.js /assets/react-5.js /assets/framework-6.js">',
    );
  });

  it("hands the entry the app's start everywhere else, with the modules the page renders first, each once", () => {
    const hints = chunkHintsFor(manifest, {
      landing: false,
      modules: [SHELL_LAYOUT, 'src/app/routes/home-page.tsx'],
    });
    // Linked by the entry after the first paint (D70), not from the head.
    expect(hints.preload).toEqual([]);
    expect(hints.fonts).toEqual(['/assets/inter-latin-wght-normal-Y2.woff2']);
    expect(hints.deferred).toEqual([
      '/assets/start-app-4.js',
      '/assets/react-5.js',
      '/assets/framework-6.js',
      '/assets/shell-layout-10.js',
      '/assets/rows-9.js',
      '/assets/menu-11.js',
      '/assets/home-page-8.js',
    ]);
    const page = injectChunkHints(html, hints);
    expect(page).not.toContain('rel="modulepreload" crossorigin href="/assets/start-app-4.js"');
    expect(page).not.toContain('landing-islands');
    expect(page).toContain('<div id="root" data-app-chunks="/assets/start-app-4.js /assets/react-5.js');
    // A package's own chunk, named by the package (its path in node_modules depends on the install).
    expect(chunkHintsFor(manifest, { landing: false, modules: ['npm:hls.js'] }).deferred).toContain(
      '/assets/hls-12.js',
    );
    // A page opened to play: its first frame is what is waited for, everything from the head.
    const playing = chunkHintsFor(manifest, { landing: false, modules: ['npm:hls.js'], playing: true });
    expect(playing.deferred).toEqual([]);
    expect(playing.preload).toEqual([
      '/assets/start-app-4.js',
      '/assets/react-5.js',
      '/assets/framework-6.js',
      '/assets/hls-12.js',
    ]);
    // A bare page the browser draws (sign in): the app alone.
    expect(chunkHintsFor(manifest, { landing: false, modules: [] }).deferred).toEqual([
      '/assets/start-app-4.js',
      '/assets/react-5.js',
      '/assets/framework-6.js',
    ]);
  });
});
