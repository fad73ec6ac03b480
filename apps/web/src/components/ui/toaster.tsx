import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUiStore, type ToastType } from '@/stores/ui-store';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;
const TONES: Record<ToastType, string> = {
  success: 'text-accent',
  error: 'text-danger',
  warning: 'text-[var(--color-rating-amber)]',
  info: 'text-link',
};

/**
 * Toasts one at a time (spec §2/§4). Errors are announced assertively and stay until dismissed; the others wait
 * politely and leave after their time. The live regions stay mounted so screen readers hear every new message.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const toast = useUiStore((state) => state.toasts[0]);
  const waiting = useUiStore((state) => state.toasts.length - 1);
  const dismissToast = useUiStore((state) => state.dismissToast);
  const urgent = toast?.type === 'error';
  const Icon = toast ? ICONS[toast.type] : null;

  const content =
    toast && Icon ? (
      <div
        data-testid="toast"
        data-type={toast.type}
        className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-border bg-surface-2 p-4 shadow-2xl motion-safe:animate-[toast-in_200ms_var(--ease-out)]"
      >
        <Icon className={clsx('mt-0.5 size-5 shrink-0', TONES[toast.type])} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm text-muted">{toast.description}</p> : null}
          {waiting > 0 ? (
            <p className="mt-1 text-xs text-muted">{t('toasts.more', { count: waiting })}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => dismissToast(toast.id)}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-3 hover:text-foreground"
          aria-label={t('actions.dismissNotification')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    ) : null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-[70] flex justify-center px-4 sm:right-4 sm:bottom-4 sm:left-auto sm:justify-end">
      <div role="alert" aria-atomic="true" className="contents">
        {urgent ? content : null}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="contents">
        {urgent ? null : content}
      </div>
    </div>
  );
}
