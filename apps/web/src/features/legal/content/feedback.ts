import type { FeedbackRequest } from '@mzansi/contracts/account';

type FeedbackTopic = FeedbackRequest['topic'];

/** The words of the feedback page, kept apart from the form so they are easy to review. */
export const FEEDBACK_TOPIC_LABELS: Record<FeedbackTopic, string> = {
  general: 'General feedback',
  playback: 'Playing videos',
  catalogue: 'Movies, series and documentaries',
  account: 'My account and signing in',
  billing: 'Billing and Premium',
  accessibility: 'Accessibility',
};

export const FEEDBACK_TEXT = {
  title: 'Send us feedback',
  metaTitle: 'Feedback',
  description:
    'Tell Mzansi Stream what works and what does not: playback, the catalogue, your account, billing or accessibility.',
  intro:
    'Something not working, a title you would love to see, or an idea to make Mzansi Stream better? Tell us here.',
  messageHint: 'What happened, what did you expect, and which device were you using? At least 10 characters.',
  emailHint: 'Optional. Leave it empty if you do not need a reply.',
  privacyNote:
    'We keep your message, and your e-mail address if you give it, to reply and to improve the service. If you are signed in, we link it to your account.',
  submit: 'Send feedback',
  pending: 'Sending…',
  successTitle: 'Message sent',
  success: "Thank you — we read every message. We'll reply within 5 working days if you left an e-mail.",
  sendAnother: 'Send another message',
  errorTitle: 'We could not send your message',
  rateLimited: "You've sent a few messages in a short time. Please try again in a few minutes.",
  unexpectedError: 'Something went wrong on our side. Please try again in a moment.',
  invalidEmail: 'Enter an e-mail address like name@example.co.za, or leave it empty.',
  chooseTopic: 'Choose a topic.',
} as const;
