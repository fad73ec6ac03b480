import type { Language } from '@mzansi/i18n/languages';
import { formatSast, greeting, html, signOff } from '../../adapters/mail/compose';
import type { MailMessage } from '../../adapters/mail/mail';
import { translate } from '../../i18n/translate';

/** A reply to feedback (issue 19), in the sender's language, quoting what they wrote. */
export function feedbackReplyMessage(
  language: Language,
  to: string,
  name: string | null,
  input: { reply: string; original: string; sentAt: Date },
): MailMessage {
  const t = translate.bind(null, language);
  const quoted = input.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const paragraphs = [
    greeting(language, name),
    t('emails:feedbackReply.thanks'),
    input.reply,
    t('emails:feedbackReply.yourMessage', { when: formatSast(language, input.sentAt) }),
    quoted,
  ];
  return {
    to,
    kind: 'feedback_reply',
    subject: t('emails:feedbackReply.subject'),
    text: [...paragraphs, signOff(language)].join('\n\n'),
    html: html(language, paragraphs),
  };
}
