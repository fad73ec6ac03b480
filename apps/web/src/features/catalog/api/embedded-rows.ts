import type { FeaturedPick, RecommendationRow } from '@mzansi/contracts/discovery';
import { readEmbeddedJson } from '@/lib/embedded-json';

/** Same id as the server writes into the HTML of /home (apps/server/src/modules/seo/landing-data.ts). */
const EMBEDDED_ROWS_ID = 'home-rows';

export interface EmbeddedHome {
  /** a visitor's rows (the same answer GET /api/recommendations gives them) */
  rows: RecommendationRow[];
  /** the hero's title for whoever asked for the page (D59): a signed-in viewer's own pick */
  featured: FeaturedPick | null;
}

/** What the server put into the page of /home, or undefined on any other page. */
export function embeddedHome(): EmbeddedHome | undefined {
  const embedded = readEmbeddedJson(EMBEDDED_ROWS_ID) as { rows?: unknown; featured?: unknown } | undefined;
  if (!Array.isArray(embedded?.rows)) return undefined;
  const featured = embedded.featured as Partial<FeaturedPick> | null | undefined;
  return {
    rows: embedded.rows as RecommendationRow[],
    featured:
      typeof featured?.rowId === 'string' && typeof featured.videoId === 'string'
        ? { rowId: featured.rowId, videoId: featured.videoId }
        : null,
  };
}

/** A visitor's rows as the server put them into the page. */
export function embeddedVisitorRows(): RecommendationRow[] | undefined {
  return embeddedHome()?.rows;
}
