import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { isAdmin } from '@mzansi/contracts/roles';
import { isPremiumSubscription, useAuth } from '@/hooks/use-auth';
import { useAuthStore } from '@/stores/auth-store';

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

/** Who is looking, for what a card says (D58): a visitor, a Free user, or someone every title plays for. */
export type ViewerKind = 'visitor' | 'free' | 'entitled';

/** Read with a selector: a grid of cards re-renders only when this answer changes. */
export function useViewerKind(): ViewerKind {
  return useAuthStore((state) => {
    if (!state.isAuthenticated) return 'visitor';
    return isPremiumSubscription(state.subscription) || isAdmin(state.roles) ? 'entitled' : 'free';
  });
}
