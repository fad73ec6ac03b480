import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((module) => ({ default: module.ModalDialog })));

/**
 * A modal dialog or drawer (modal-dialog.tsx, on Radix). Until it first opens it draws nothing and its code is not
 * loaded, so no page pays for Radix before someone opens a dialog (issue 15: the first load's JavaScript); once
 * opened it stays mounted, so closing it returns focus and runs as Radix does.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
