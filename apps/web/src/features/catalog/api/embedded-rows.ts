import type { RecommendationRow } from '@mzansi/contracts/discovery';
import { readEmbeddedJson } from '@/lib/embedded-json';

/** Same id as the server writes into the HTML of /home (apps/server/src/modules/seo/landing-data.ts). */
const EMBEDDED_ROWS_ID = 'home-rows';

/** A visitor's rows as the server put them into the page (the same answer GET /api/recommendations gives them). */
export function embeddedVisitorRows(): RecommendationRow[] | undefined {
  const embedded = readEmbeddedJson(EMBEDDED_ROWS_ID) as { rows?: unknown } | undefined;
  return Array.isArray(embedded?.rows) ? (embedded.rows as RecommendationRow[]) : undefined;
}
