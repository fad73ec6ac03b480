import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { escapeHtml } from './seo-head';

/**
 * The landing page's titles, written into the HTML of / (apps/web/src/app/routes/landing-page.tsx reads them):
 * the strip and the hero's featured trailer draw at first render, without waiting for the script to ask the API,
 * and the featured backdrop (the page's largest paint) is preloaded from the head.
 */
export const LANDING_TITLES_ELEMENT_ID = 'landing-titles';
export const LANDING_TITLES_LIMIT = 12;
/** Must match the featured image's `sizes` in the landing page. */
export const FEATURED_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** The title the landing hero features: the first with a trailer and a backdrop (same rule as the client). */
export function featuredTitle(items: readonly VideoListItem[]): VideoListItem | undefined {
  return items.find((item) => item.trailerVideoId && item.backdrop.src);
}

export function injectLandingData(html: string, items: readonly VideoListItem[]): string {
  // JSON in a non-executed script element: "<" escaped so no string can close it early; CSP does not apply.
  const json = JSON.stringify({ items }).replace(/</g, '\\u003c');
  let result = html.replace(
    /(<div id="root"[^>]*><\/div>)/,
    `$1\n    <script type="application/json" id="${LANDING_TITLES_ELEMENT_ID}">${json}</script>`,
  );
  const featured = featuredTitle(items);
  if (featured) {
    const { src, srcSet } = featured.backdrop;
    const preload = srcSet
      ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${FEATURED_IMAGE_SIZES}">`
      : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`;
    result = result.replace('</head>', `  ${preload}\n  </head>`);
  }
  return result;
}
