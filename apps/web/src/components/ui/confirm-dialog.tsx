import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** says what happens ("Cancel subscription") */
  confirmLabel: string;
  /** says what staying means ("Keep Premium") */
  cancelLabel: string;
  onConfirm: () => void;
  /** the action is on its way: the confirm button shows it and both wait */
  pending?: boolean;
  /** focus on close when the button that opened the dialog is gone (see Dialog) */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** "Are you sure?" for actions with consequences: the safe choice first and focused, the action named in full. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  fallbackFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      fallbackFocus={fallbackFocus}
    >
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-4" /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
