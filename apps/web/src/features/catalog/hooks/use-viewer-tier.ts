import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { useAuth } from '@/hooks/use-auth';

/**
 * Which buttons a viewer gets for a title (spec §1, §6; D4): a visitor signs in, a signed-in viewer without Premium
 * upgrades (unless an admin opened the title to everyone), a subscriber plays. The server enforces it either way.
 */
export type ViewerTier = 'visitor' | 'needs-premium' | 'entitled';

export function useViewerTier(video: Pick<VideoListItem, 'premium'> | undefined): ViewerTier {
  const auth = useAuth();
  if (!auth.isAuthenticated) return 'visitor';
  if (auth.isPremium || auth.isAdmin || (video && !video.premium)) return 'entitled';
  return 'needs-premium';
}
