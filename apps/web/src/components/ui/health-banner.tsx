import { RefreshCw, ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-styles';

/** Spec §2/§8: the banner shown while the API reports itself unhealthy, with Retry. */
export function HealthBanner({ onRetry, checking }: { onRetry: () => void; checking: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <section
      role="alert"
      aria-label={t('apiUnhealthy.title')}
      className="relative z-[60] border-b border-danger/40 bg-surface-2"
    >
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-10">
        <ServerCrash className="size-5 shrink-0 text-danger" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">
            {t('apiUnhealthy.title')}: {t('apiUnhealthy.heading')}
          </p>
          <p className="text-muted">{t('apiUnhealthy.description')}</p>
        </div>
        <button
          type="button"
          onClick={onRetry}
          disabled={checking}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <RefreshCw className={checking ? 'size-4 motion-safe:animate-spin' : 'size-4'} aria-hidden="true" />
          {t('apiUnhealthy.action')}
        </button>
      </div>
    </section>
  );
}
