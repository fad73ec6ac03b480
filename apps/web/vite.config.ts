import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './src/app/pwa/web-manifest.ts';

const API_ORIGIN = 'http://localhost:3000';

/** The API server owns /api and /media; in development Vite forwards both so cookies stay first-party. */
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/media': { target: API_ORIGIN, changeOrigin: true },
  // The built-in test gateway's checkout pages (the server serves them on its own origin).
  '/payments/': { target: API_ORIGIN, changeOrigin: true },
};

/**
 * `vite build --ssr`: the server's renderer (src/entry-server.tsx, loaded by the API server's seo module) in its own
 * folder, outside the published dist/. Packages stay in node_modules (Node imports them); the workspace's own
 * (@mzansi/contracts, TypeScript sources) are bundled in.
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: { input: 'src/entry-server.tsx' },
};

/**
 * The service worker (src/sw/sw.ts → dist/sw.js, Workbox's injectManifest) and /manifest.webmanifest (D76). Its
 * precache list is the build's own files: JS, CSS, fonts, icons, the manifest and index.html, the shell that boots
 * the app offline; no source map (hidden maps are kept for error reports only), no page the server drew. The app
 * registers the worker itself (lib/service-worker.ts, after load), so the plugin injects no script.
 */
function pwa(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: WEB_MANIFEST,
    // The icons and the manifest are in the glob's list (the plugin adds the manifest itself).
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,woff2,png,svg,ico}'],
      // The ad break (the VAST client, issue 18) is left out: offline plays never have ads, and Premium never loads it.
      globIgnores: ['**/*.map', '.vite/**', 'assets/ad-break-*.js'],
      // hls.js is the largest file (~500 kB): well under this.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  // No worker in the server renderer's build, nor under Vitest (unit tests never register one).
  plugins: [react(), tailwindcss(), ...(isSsrBuild || process.env.VITEST ? [] : [pwa()])],
  // `@/` points at src (tsconfig.json paths).
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: 'hidden',
        // dist/.vite/manifest.json: the server reads it to preload the chunks each address needs (landing or app).
        manifest: true,
        // hls.js (~180 kB gzip) is one chunk by design, loaded only when a video plays.
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          treeshake: {
            // The shared contracts build zod schemas at module level. Marking `z.*` calls pure lets the bundler drop
            // the schemas (and zod itself, ~27 kB gzip) from chunks that only need plain constants such as PLANS.
            manualPureFunctions: ['z'],
          },
          output: {
            codeSplitting: {
              // Common chunks smaller than this are copied into the chunks that use them (one module state, shared by
              // rolldown's runtime) instead of being files of their own: left alone, the modules the pages share in
              // different combinations became dozens of sub-kilobyte chunks, each a request (issue 15: /browse loaded 49
              // files, six at a time over HTTP/1.1; 13 with this). D67.
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
              // Framework code changes rarely: its own chunks stay cached across deployments of the app code. React
              // alone is what the player on the landing page needs; the router and the query client come with the app.
              // Radix is not grouped: each page (the title page's season tabs) and each dialog or menu loads only the
              // primitives it uses.
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'framework', test: /node_modules[\\/](react-router|@tanstack)[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
}));
