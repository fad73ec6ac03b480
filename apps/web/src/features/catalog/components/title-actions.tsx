import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { Crown, LogIn, Play, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { useUiStore } from '@/stores/ui-store';
import { useViewerTier } from '../hooks/use-viewer-tier';

interface TitleActionsProps {
  video: VideoListItem;
  /** the hero sells (Sign up, Upgrade); the title page says what it takes to watch */
  context: 'hero' | 'page';
  /** where Play leads (null: nothing playable yet) */
  playHref: string | null;
  /** what Play says, e.g. "Play S1 E1" */
  playLabel?: string;
  /** where Watch trailer leads (null: no trailer) */
  trailerHref: string | null;
  size?: ButtonSize;
  /** secondary actions after the main ones (My List) */
  children?: ReactNode;
  /**
   * The viewer is about to play (`hover`: pointer over, focus or touch on Watch trailer or Play) or has asked to
   * (`press`): the page can fetch the player ahead of it.
   */
  onPlayIntent?: (what: 'trailer' | 'play', intent: 'hover' | 'press') => void;
}

/**
 * The main buttons of a title by the viewer's tier: a visitor gets Watch trailer and Sign up (hero) or "Sign in to
 * watch" (title page, auth modal); a free user Watch trailer and Upgrade (subscription modal); a subscriber Play and
 * Watch trailer.
 */
export function TitleActions({
  video,
  context,
  playHref,
  playLabel,
  trailerHref,
  size = 'lg',
  children,
  onPlayIntent,
}: TitleActionsProps) {
  const { t } = useTranslation('catalog');
  const tier = useViewerTier(video);
  const openModal = useUiStore((state) => state.openModal);
  const intentHandlers = (what: 'trailer' | 'play') =>
    onPlayIntent
      ? {
          onPointerEnter: () => onPlayIntent(what, 'hover'),
          onFocus: () => onPlayIntent(what, 'hover'),
          onTouchStart: () => onPlayIntent(what, 'hover'),
          onClick: () => onPlayIntent(what, 'press'),
        }
      : {};

  const trailer = trailerHref ? (
    <ButtonLink
      to={trailerHref}
      size={size}
      variant={tier === 'entitled' && playHref ? 'secondary' : 'primary'}
      {...intentHandlers('trailer')}
    >
      <Play className="size-5" aria-hidden="true" />
      {t('actions.watchTrailer')}
    </ButtonLink>
  ) : null;

  let main: ReactNode = null;
  if (tier === 'entitled') {
    main = playHref ? (
      <ButtonLink to={playHref} size={size} {...intentHandlers('play')}>
        <Play className="size-5 fill-current" aria-hidden="true" />
        {playLabel ?? t('actions.play')}
      </ButtonLink>
    ) : null;
  } else if (tier === 'visitor') {
    main =
      context === 'hero' ? (
        <Button
          size={size}
          variant={trailer ? 'secondary' : 'primary'}
          onClick={() => openModal('auth', { tab: 'register', reason: t('actions.signUpReason') })}
        >
          <UserPlus className="size-5" aria-hidden="true" />
          {t('actions.signUp')}
        </Button>
      ) : (
        <Button
          size={size}
          variant={trailer ? 'secondary' : 'primary'}
          onClick={() =>
            openModal('auth', { tab: 'login', reason: t('actions.signInReason', { title: video.title }) })
          }
        >
          <LogIn className="size-5" aria-hidden="true" />
          {t('actions.signInToWatch')}
        </Button>
      );
  } else {
    main = (
      <Button size={size} variant="premium" onClick={() => openModal('subscription')}>
        <Crown className="size-5" aria-hidden="true" />
        {context === 'hero' ? t('actions.upgrade') : t('actions.upgradeToWatch')}
      </Button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {tier === 'entitled' ? (
        <>
          {main}
          {trailer}
        </>
      ) : (
        <>
          {trailer}
          {main}
        </>
      )}
      {children}
    </div>
  );
}
