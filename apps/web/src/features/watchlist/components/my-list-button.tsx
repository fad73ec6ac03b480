import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { clsx } from 'clsx';
import { Check, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { useIsInWatchlist } from '../api/get-watchlist';
import { useAddToWatchlist, useRemoveFromWatchlist } from '../api/watchlist-mutations';

interface MyListButtonProps {
  video: VideoListItem;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /**
   * "toggle" (default): "Add to My List" / "In My List". "icon": a round icon button over a card, named for what it
   * does. "remove": the remove control of the My List page.
   */
  appearance?: 'toggle' | 'icon' | 'remove';
}

/**
 * Saves a title to My List or takes it off, optimistically (spec §4), with the spec's toasts. A visitor gets the
 * auth modal instead (spec §2).
 */
export function MyListButton({
  video,
  variant = 'secondary',
  size = 'lg',
  className,
  appearance = 'toggle',
}: MyListButtonProps) {
  const { t } = useTranslation('watchlist');
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const openModal = useUiStore((state) => state.openModal);
  const { inList, loading } = useIsInWatchlist(video.id);
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  const saved = appearance === 'remove' || inList;

  function handleClick() {
    if (!signedIn) {
      openModal('auth', { tab: 'login', reason: t('button.signInReason') });
      return;
    }
    if (saved) remove.mutate(video.id);
    else add.mutate(video);
  }

  // Signed in, list still loading: the state is unknown for a moment, so the control waits.
  const waiting = loading && appearance !== 'remove';

  if (appearance === 'icon' || appearance === 'remove') {
    const Icon = appearance === 'remove' ? X : saved ? Check : Plus;
    return (
      <button
        type="button"
        onClick={handleClick}
        disabled={waiting}
        aria-label={
          saved
            ? t('button.removeTitle', { title: video.title })
            : t('button.addTitle', { title: video.title })
        }
        className={clsx(
          'inline-flex size-9 items-center justify-center rounded-full border border-white/30 bg-black/60 text-white backdrop-blur-sm transition-colors hover:bg-black/80 disabled:opacity-60',
          className,
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    );
  }

  return (
    <Button
      variant={variant}
      size={size}
      onClick={handleClick}
      disabled={waiting}
      // The visible words change with the state; the description says what pressing does.
      title={saved ? t('button.removeHint') : undefined}
      className={className}
    >
      {saved ? (
        <Check className="size-5" aria-hidden="true" />
      ) : (
        <Plus className="size-5" aria-hidden="true" />
      )}
      {saved ? t('button.inList') : t('button.add')}
    </Button>
  );
}
