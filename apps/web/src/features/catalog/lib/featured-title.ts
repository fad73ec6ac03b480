import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { FeaturedPick, RecommendationRow } from '@mzansi/contracts/discovery';

export interface FeaturedTitle {
  item: VideoListItem;
  /** the row it comes from ("Trending in South Africa") */
  kicker: string;
}

/**
 * The title the home hero features: the server's pick (D59: rotating by the day, a viewer's taste first), else the
 * first trending one with a backdrop. The entry's first paint (app/home-first-paint.ts), the app's hero and the
 * server's backdrop preload (apps/server/src/modules/seo/landing-data.ts homeHeroTitle) all use this rule.
 */
export function featuredFromRows(
  rows: readonly RecommendationRow[] | undefined,
  featured?: FeaturedPick | null,
): FeaturedTitle | null {
  if (featured) {
    const row = rows?.find((candidate) => candidate.id === featured.rowId);
    const item = row?.items.find((candidate) => candidate.id === featured.videoId);
    if (row && item?.backdrop.src) return { item, kicker: row.title };
  }
  const trending = rows?.find((row) => row.kind === 'trending');
  const item = trending?.items.find((candidate) => candidate.backdrop.src);
  return trending && item ? { item, kicker: trending.title } : null;
}
