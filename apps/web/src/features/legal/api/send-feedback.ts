import type { FeedbackRequest } from '@mzansi/contracts/account';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/feedback. Never retried: a message whose answer was lost might be stored twice, and retrying a 429 only
 * digs deeper into the rate limit. The visitor sees the error and can press Send again.
 */
export function sendFeedback(body: FeedbackRequest): Promise<unknown> {
  return api(endpoints.sendFeedback, { body }, { retries: 0 });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback, retry: false });
}
