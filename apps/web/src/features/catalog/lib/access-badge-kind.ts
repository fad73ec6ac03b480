import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { ViewerKind } from '../hooks/use-viewer-tier';

/**
 * What a viewer can watch of a title, in one word (D58): nothing for a subscriber (everything plays), "Free" for a
 * title open to everyone, "Trailer" for a Premium title whose trailer is what plays, and "Premium" only where not
 * even a trailer does. The words are in the catalog namespace (badges.*), shown by AccessBadge.
 */
export type AccessBadgeKind = 'free' | 'trailer' | 'premium';

export function accessBadgeKind(
  viewer: ViewerKind,
  item: Pick<VideoListItem, 'premium' | 'trailerVideoId'>,
): AccessBadgeKind | null {
  if (viewer === 'entitled') return null;
  if (!item.premium) return 'free';
  return item.trailerVideoId ? 'trailer' : 'premium';
}
