import { FEEDBACK_TOPICS, feedbackRequestSchema, type FeedbackRequest } from '@mzansi/contracts/account';
import { safeReturnUrl } from '@mzansi/contracts/return-url';
import { FEEDBACK_TEXT } from '../content/feedback';

export type FeedbackTopic = FeedbackRequest['topic'];

/** Limits of `feedbackRequestSchema`, repeated for the hints and the character count. */
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 4000;
const PAGE_MAX_LENGTH = 500;

export interface FeedbackValues {
  topic: string;
  message: string;
  /** empty when the visitor wants no reply */
  email: string;
  page?: string;
}

export type FeedbackField = 'topic' | 'message' | 'email';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export type FeedbackValidation = { ok: true; body: FeedbackRequest } | { ok: false; errors: FeedbackErrors };

export function isFeedbackTopic(value: string | null | undefined): value is FeedbackTopic {
  return (FEEDBACK_TOPICS as readonly string[]).includes(value ?? '');
}

export function tooLongMessage(length: number): string {
  return `Keep your message to ${MESSAGE_MAX_LENGTH} characters or fewer (it is ${length - MESSAGE_MAX_LENGTH} over).`;
}

/**
 * Checks the form with the server's own schema, so the rules can never drift apart, and turns its issues into
 * messages for the fields. On success, returns the body exactly as the server will read it (trimmed, e-mail lower-cased).
 */
export function validateFeedback(values: FeedbackValues): FeedbackValidation {
  const email = values.email.trim();
  const result = feedbackRequestSchema.safeParse({
    topic: values.topic,
    message: values.message,
    ...(email ? { email } : {}),
    ...(values.page && values.page.length <= PAGE_MAX_LENGTH ? { page: values.page } : {}),
  });
  if (result.success) return { ok: true, body: result.data };

  const errors: FeedbackErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'message') {
      errors.message ??=
        issue.code === 'too_big' ? tooLongMessage(values.message.trim().length) : issue.message;
    } else if (field === 'email') {
      errors.email ??= FEEDBACK_TEXT.invalidEmail;
    } else if (field === 'topic') {
      errors.topic ??= FEEDBACK_TEXT.chooseTopic;
    }
  }
  return { ok: false, errors };
}

/** The `?from=` page sent along with the message: a path on this site only, never another origin. */
export function feedbackPageFromParam(from: string | null, origin: string): string | undefined {
  const path = safeReturnUrl(from, origin);
  return path && path.length <= PAGE_MAX_LENGTH && !path.startsWith('/feedback') ? path : undefined;
}
