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
  'index.html': { file: 'assets/index-1.js', imports: ['_messages.js'] },
  [LANDING_START]: {
    file: 'assets/start-landing-2.js',
    imports: ['_react.js', 'src/app/routes/landing-page.tsx'],
  },
  'src/app/routes/landing-page.tsx': {
    file: 'assets/landing-page-3.js',
    imports: ['_react.js', '_messages.js'],
  },
  [APP_START]: { file: 'assets/start-app-4.js', imports: ['_react.js', '_framework.js'] },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-8.js', imports: ['_framework.js', '_rows.js'] },
  '_rows.js': { file: 'assets/rows-9.js' },
  [SHELL_LAYOUT]: { file: 'assets/shell-layout-10.js', imports: ['_framework.js', '_rows.js', '_menu.js'] },
  '_menu.js': { file: 'assets/menu-11.js' },
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
      '/assets/start-landing-2.js',
      '/assets/react-5.js',
      '/assets/landing-page-3.js',
      '/assets/messages-7.js',
    ]);
    expect(chunkUrls(manifest, 'missing.tsx')).toEqual([]);
  });

  it('preloads the landing chunks on / and defers the app chunks to the idle prefetch', () => {
    const page = injectChunkHints(html, chunkHintsFor(manifest, '/'));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/start-landing-2.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-3.js">');
    expect(page).not.toContain('href="/assets/framework-6.js"');
    // Already preloaded by Vite for the entry: not repeated.
    expect(page.match(/messages-7\.js/g)).toHaveLength(1);
    expect(page).toContain(
      '<div id="root" data-app-chunks="/assets/start-app-4.js /assets/react-5.js /assets/framework-6.js">',
    );
  });

  it('preloads the app chunks everywhere else, with nothing deferred', () => {
    const page = injectChunkHints(html, chunkHintsFor(manifest, '/browse'));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-4.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-6.js">');
    expect(page).not.toContain('start-landing');
    expect(page).toContain('<div id="root"></div>');
  });

  it('defers the chunks of /home to the entry, which fetches them once the hero is drawn', () => {
    const page = injectChunkHints(html, chunkHintsFor(manifest, '/home'));
    expect(page).not.toContain('rel="modulepreload" crossorigin href="/assets/start-app-4.js"');
    expect(page).toContain('<div id="root" data-app-chunks="/assets/start-app-4.js /assets/react-5.js');
    expect(page).toContain('/assets/home-page-8.js">');
  });

  it("adds the shell's chunks, and the page's own on the addresses people arrive on (/home), once each", () => {
    expect(chunkHintsFor(manifest, '/home').preload).toEqual([]);
    const home = chunkHintsFor(manifest, '/home').deferred;
    expect(home).toEqual([
      '/assets/start-app-4.js',
      '/assets/react-5.js',
      '/assets/framework-6.js',
      '/assets/shell-layout-10.js',
      '/assets/rows-9.js',
      '/assets/menu-11.js',
      '/assets/home-page-8.js',
    ]);
    expect(chunkHintsFor(manifest, '/browse').preload).not.toContain('/assets/home-page-8.js');
    expect(chunkHintsFor(manifest, '/browse').preload).toContain('/assets/shell-layout-10.js');
    // Bare pages (sign-in, pricing) have no shell.
    expect(chunkHintsFor(manifest, '/auth', 'bare').preload).toEqual([
      '/assets/start-app-4.js',
      '/assets/react-5.js',
      '/assets/framework-6.js',
    ]);
  });
});
