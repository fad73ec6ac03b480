import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** a side drawer instead of a centred dialog */
  side?: 'left' | 'right';
  className?: string;
  /** hides the visible title (it stays the dialog's accessible name) */
  hideTitle?: boolean;
  /** where focus goes on close when the opener is gone (e.g. a confirmed action removed its own button) */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * Modal dialog or drawer on Radix: focus moves in, is trapped, and returns to the opener on close; Escape closes.
 * Loaded the first time a dialog opens (dialog.tsx): Radix stays out of a page's first load.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  side,
  className,
  hideTitle,
  fallbackFocus,
}: DialogProps) {
  const { t } = useTranslation('common');
  // Focus goes back to whatever opened the dialog (WCAG 2.4.3), also when the dialog is opened by state, not a trigger.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement as HTMLElement | null;
  }, [open]);

  function handleCloseAutoFocus(event: Event) {
    const target = returnFocus.current;
    if (target && target !== document.body && document.contains(target)) {
      event.preventDefault();
      target.focus();
      return;
    }
    const fallback = fallbackFocus?.();
    if (fallback && document.contains(fallback)) {
      event.preventDefault();
      fallback.focus();
    }
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[75] bg-scrim backdrop-blur-sm motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={handleCloseAutoFocus}
          className={clsx(
            'fixed z-[76] flex flex-col overflow-y-auto border-border bg-surface text-foreground shadow-2xl focus:outline-none',
            side
              ? clsx(
                  'inset-y-0 w-[min(20rem,88vw)] p-5',
                  side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
                )
              : 'top-1/2 left-1/2 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border p-6',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={clsx('text-lg font-bold', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-2 ml-auto inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-foreground"
              aria-label={t('actions.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
