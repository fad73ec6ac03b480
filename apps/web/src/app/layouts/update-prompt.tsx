import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { useServiceWorkerUpdate } from '@/hooks/use-service-worker-update';

/**
 * "A new version is ready" (D76): shown when an update of the app has been installed and waits. Reload activates it
 * (the waiting worker takes over) and reloads the page; Later hides the prompt until the next visit, where the new
 * version starts by itself once every tab of the old one is closed. A polite status, so it never takes the focus.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { available, reload } = useServiceWorkerUpdate();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!available || dismissed) return null;
  function handleReload() {
    setReloading(true);
    reload();
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-4 bottom-20 z-[70] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2 p-4 text-sm shadow-lg sm:bottom-6 sm:left-auto sm:right-6 sm:mx-0"
    >
      <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-medium">{t('appUpdate.available')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          onClick={() => setDismissed(true)}
        >
          {t('appUpdate.later')}
        </button>
        <button
          type="button"
          className={buttonClasses({ size: 'sm' })}
          onClick={handleReload}
          disabled={reloading}
        >
          {t('appUpdate.reload')}
        </button>
      </div>
    </div>
  );
}
