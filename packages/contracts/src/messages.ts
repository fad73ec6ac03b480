import englishMessages from '@mzansi/i18n/locales/en/messages.json';

/**
 * The user-facing messages of spec §8, word for word. The client shows these; the server answers with the ones that
 * describe a server-side outcome (for example the signed-URL and watchlist errors). Do not paraphrase them.
 */
export interface ToastMessage {
  title: string;
  description: string;
}

/**
 * English, as the catalogue holds it (packages/i18n/locales/en/messages.json, the `messages` namespace): the
 * server's answers and the spec's tests read them here; the interface shows them through i18n in the viewer's
 * language (the other languages' catalogues translate the same keys).
 */
export const MESSAGES = englishMessages;

/** Durations of spec §8/§9 that go with the messages above. */
export const MESSAGE_TIMING = {
  toastMs: 5000,
  mutationSuccessToastMs: 3000,
  loginTimeoutMs: 45_000,
  registrationTimeoutMs: 45_000,
  passwordResetTimeoutMs: 30_000,
} as const;
