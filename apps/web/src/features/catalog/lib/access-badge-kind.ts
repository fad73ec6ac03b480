import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { ViewerKind } from '../hooks/use-viewer-tier';

/**
 * What a viewer can watch of a title, in one word (D58): nothing for a subscriber (everything plays), "Free" for a
 * title open to everyone, "Trailer" for a Premium title whose trailer is what plays, and "Premium" only where not
 * even a trailer does. The words live here, in one place.
 */
export const ACCESS_BADGE_TEXT = { free: 'Free', trailer: 'Trailer', premium: 'Premium' } as const;
export type AccessBadgeKind = keyof typeof ACCESS_BADGE_TEXT;

export function accessBadgeKind(
  viewer: ViewerKind,
  item: Pick<VideoListItem, 'premium' | 'trailerVideoId'>,
): AccessBadgeKind | null {
  if (viewer === 'entitled') return null;
  if (!item.premium) return 'free';
  return item.trailerVideoId ? 'trailer' : 'premium';
}
