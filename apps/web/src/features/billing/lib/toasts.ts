import { MESSAGE_TIMING } from '@mzansi/contracts/messages';
import { translate } from '@/lib/i18n';
import { showToast } from '@/stores/ui-store';

/** Spec §8 "Success" toast (3000 ms), for messages that depend on the answer (a date), so not in mutation meta. */
export function showSuccessToast(description: string): void {
  showToast({
    type: 'success',
    title: translate('messages:mutationSuccessTitle'),
    description,
    durationMs: MESSAGE_TIMING.mutationSuccessToastMs,
  });
}
