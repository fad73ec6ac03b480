import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { FeaturedPick, RecommendationRow } from '@mzansi/contracts/discovery';
import { escapeHtml } from '../../escape-html';

/**
 * Data written into the HTML of the two pages people land on, so the first render already has it and the page's
 * largest paint (a backdrop) is preloaded from the head instead of waiting for the script to ask the API:
 * - / : the landing titles (apps/web/src/app/routes/landing-page.tsx reads #landing-titles);
 * - /home : the visitor's recommendation rows (features/catalog/api/get-recommendations.ts reads #home-rows;
 *   signed-in viewers get their own rows from the API).
 */
export const LANDING_TITLES_ELEMENT_ID = 'landing-titles';
export const LANDING_TITLES_LIMIT = 12;
/** Must match the featured image's `sizes` in the landing page. */
export const FEATURED_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';
export const HOME_ROWS_ELEMENT_ID = 'home-rows';
/** Must match the home hero's `sizes` (features/catalog/components/home-hero.tsx). */
export const HOME_HERO_SIZES = '100vw';

/** The title the landing hero features: the first with a trailer and a backdrop (same rule as the client). */
export function featuredTitle(items: readonly VideoListItem[]): VideoListItem | undefined {
  return items.find((item) => item.trailerVideoId && item.backdrop.src);
}

/**
 * The title the home hero features: the server's pick (D59), else the first trending one with a backdrop (same rule
 * as the client, features/catalog/lib/featured-title.ts).
 */
export function homeHeroTitle(
  rows: readonly RecommendationRow[],
  featured: FeaturedPick | null = null,
): VideoListItem | undefined {
  const picked = featured
    ? rows.find((row) => row.id === featured.rowId)?.items.find((item) => item.id === featured.videoId)
    : undefined;
  if (picked?.backdrop.src) return picked;
  return rows.find((row) => row.kind === 'trending')?.items.find((item) => item.backdrop.src);
}

/** JSON in a non-executed script element right after #root: "<" escaped so no string can close it early. */
function embedJson(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return html.replace(
    /(<div id="root"[^>]*><\/div>)/,
    `$1\n    <script type="application/json" id="${id}">${json}</script>`,
  );
}

function preloadImage(html: string, image: VideoListItem['backdrop'] | undefined, sizes: string): string {
  if (!image?.src) return html;
  const link = image.srcSet
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${sizes}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}">`;
  return html.replace('</head>', `  ${link}\n  </head>`);
}

export function injectLandingData(html: string, items: readonly VideoListItem[]): string {
  const withData = embedJson(html, LANDING_TITLES_ELEMENT_ID, { items });
  return preloadImage(withData, featuredTitle(items)?.backdrop, FEATURED_IMAGE_SIZES);
}

export function injectHomeData(
  html: string,
  rows: readonly RecommendationRow[],
  featured: FeaturedPick | null = null,
): string {
  const withData = embedJson(html, HOME_ROWS_ELEMENT_ID, { rows, featured });
  return preloadImage(withData, homeHeroTitle(rows, featured)?.backdrop, HOME_HERO_SIZES);
}
