import { MESSAGE_TIMING } from '@mzansi/contracts/messages';
import type { QueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@/lib/api-error-message';
import { translate } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { showToast } from '@/stores/ui-store';

/** Spec §8: "Action failed" with the error's message (stays), "Success" with the mutation's message (3000 ms). */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({
    onMutationError: (error) => {
      showToast({
        type: 'error',
        title: translate('messages:mutationFailedTitle'),
        description: apiErrorMessage(error),
      });
    },
    onMutationSuccess: (message) => {
      showToast({
        type: 'success',
        title: translate('messages:mutationSuccessTitle'),
        description: message,
        durationMs: MESSAGE_TIMING.mutationSuccessToastMs,
      });
    },
  });
}
