import type { ManifestOptions } from 'vite-plugin-pwa';

/** The design's dark background (index.html's theme-color; DESIGN.md): the splash screen and the title bar. */
export const THEME_COLOR = '#0b0f17';

/**
 * /manifest.webmanifest (emitted by vite-plugin-pwa from vite.config.ts, and linked from index.html, so from every
 * page the server sends): what the browser needs to install the app (D76). The icons are committed in public/
 * (scripts/generate-icons.mjs). In English: one manifest for every language, as the store listings are.
 */
export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Mzansi Stream',
  short_name: 'Mzansi',
  description:
    'Stream South African and African movies, series and documentaries. Watch trailers free, or go Premium for R59/month.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  categories: ['entertainment', 'video'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'My List',
      url: '/my-list',
      icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Downloads',
      url: '/downloads',
      icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
