import type { FeedbackStatus } from '@mzansi/contracts/admin-inbox';
import type { CLIENT_ERROR_TYPES, FEEDBACK_TOPICS } from '@mzansi/contracts/account';

/** Catalogue keys (admin namespace) of the inbox's values: literal, so the catalogue check finds them. */
export const FEEDBACK_STATUS_KEYS = {
  new: 'inbox.feedback.statuses.new',
  in_progress: 'inbox.feedback.statuses.in_progress',
  answered: 'inbox.feedback.statuses.answered',
} as const satisfies Record<FeedbackStatus, string>;

export const FEEDBACK_TOPIC_KEYS = {
  general: 'inbox.feedback.topics.general',
  playback: 'inbox.feedback.topics.playback',
  catalogue: 'inbox.feedback.topics.catalogue',
  account: 'inbox.feedback.topics.account',
  billing: 'inbox.feedback.topics.billing',
  accessibility: 'inbox.feedback.topics.accessibility',
} as const satisfies Record<(typeof FEEDBACK_TOPICS)[number], string>;

export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];
