import { FEEDBACK_TOPICS, type FeedbackRequest } from '@mzansi/contracts/account';
import { safeReturnUrl } from '@mzansi/contracts/return-url';

export type FeedbackTopic = FeedbackRequest['topic'];

/** The longest `page` the feedback contract takes (feedbackRequestSchema). */
const PAGE_MAX_LENGTH = 500;

export function isFeedbackTopic(value: string | null | undefined): value is FeedbackTopic {
  return (FEEDBACK_TOPICS as readonly string[]).includes(value ?? '');
}

/** The `?from=` page sent along with the message: a path on this site only, never another origin. */
export function feedbackPageFromParam(from: string | null, origin: string): string | undefined {
  const path = safeReturnUrl(from, origin);
  return path && path.length <= PAGE_MAX_LENGTH && !path.startsWith('/feedback') ? path : undefined;
}
