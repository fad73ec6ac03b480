import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { RecommendationRow } from '@mzansi/contracts/discovery';

export interface FeaturedTitle {
  item: VideoListItem;
  /** the row it comes from ("Trending in South Africa") */
  kicker: string;
}

/**
 * The title the home hero features: the first trending one with a backdrop (the server preloads the same one's
 * backdrop: apps/server/src/modules/seo/landing-data.ts homeHeroTitle).
 */
export function featuredFromRows(rows: readonly RecommendationRow[] | undefined): FeaturedTitle | null {
  const trending = rows?.find((row) => row.kind === 'trending');
  const item = trending?.items.find((candidate) => candidate.backdrop.src);
  return trending && item ? { item, kicker: trending.title } : null;
}
