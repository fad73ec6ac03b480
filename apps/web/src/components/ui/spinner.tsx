import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle className={clsx('motion-safe:animate-spin', className ?? 'size-5')} aria-hidden="true" />
  );
}

/** A centred loading state with an accessible name (route guards, lazy sections). */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('messages');
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx('flex min-h-[50vh] items-center justify-center gap-3 text-muted', className)}
    >
      <Spinner className="size-6" />
      <span>{label ?? t('loadingDefault')}</span>
    </div>
  );
}
