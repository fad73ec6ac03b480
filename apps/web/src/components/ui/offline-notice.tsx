import { WifiOff } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLinkProps } from './app-link';
import { buttonClasses } from './button-styles';

interface OfflineNoticeProps {
  onReload: () => void;
  onTryAgain: () => void;
  /** renders the link to the Downloads page, which works offline (signed-in viewers) */
  downloadsLink?: (props: AppLinkProps) => ReactNode;
}

/** Spec §2: full-screen offline notice with the exact title, text and buttons. */
export function OfflineNotice({ onReload, onTryAgain, downloadsLink }: OfflineNoticeProps) {
  const { t } = useTranslation('messages');
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The notice covers the page: focus moves into it so keyboard users are not left behind it.
    const previous = document.activeElement as HTMLElement | null;
    tryAgainRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-description"
      className="fixed inset-0 z-[90] flex items-center justify-center bg-background/95 p-6 backdrop-blur-sm"
    >
      <div className="max-w-md text-center">
        <WifiOff className="mx-auto size-12 text-muted" aria-hidden="true" />
        <h2 id="offline-title" className="mt-4 text-xl font-bold">
          {t('offline.title')}
        </h2>
        <p id="offline-description" className="mt-3 text-base text-muted">
          {t('offline.description')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onReload}>
            {t('offline.reload')}
          </button>
          <button ref={tryAgainRef} type="button" className={buttonClasses()} onClick={onTryAgain}>
            {t('offline.retry')}
          </button>
        </div>
        {downloadsLink ? (
          <div className="mt-4">
            {downloadsLink({
              to: '/downloads',
              className: buttonClasses({ variant: 'ghost' }),
              children: t('offline.downloads'),
            })}
          </div>
        ) : null}
      </div>
    </div>
  );
}
