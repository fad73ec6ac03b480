import { MESSAGE_TIMING, MESSAGES } from '@mzansi/contracts/messages';
import { showToast } from '@/stores/ui-store';

/** Spec §8 "Success" toast (3000 ms), for messages that depend on the answer (a date), so not in mutation meta. */
export function showSuccessToast(description: string): void {
  showToast({
    type: 'success',
    title: MESSAGES.mutationSuccessTitle,
    description,
    durationMs: MESSAGE_TIMING.mutationSuccessToastMs,
  });
}
