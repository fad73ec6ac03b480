import { MESSAGE_TIMING, MESSAGES } from '@mzansi/contracts/messages';
import type { QueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@/lib/api-error-message';
import { createQueryClient } from '@/lib/query-client';
import { showToast } from '@/stores/ui-store';

/** Spec §8: "Action failed" with the error's message (stays), "Success" with the mutation's message (3000 ms). */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({
    onMutationError: (error) => {
      showToast({
        type: 'error',
        title: MESSAGES.mutationFailedTitle,
        description: apiErrorMessage(error),
      });
    },
    onMutationSuccess: (message) => {
      showToast({
        type: 'success',
        title: MESSAGES.mutationSuccessTitle,
        description: message,
        durationMs: MESSAGE_TIMING.mutationSuccessToastMs,
      });
    },
  });
}
