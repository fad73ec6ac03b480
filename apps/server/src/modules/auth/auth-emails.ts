import type { Language } from '@mzansi/i18n/languages';
import { formatSast, greeting, html, signOff } from '../../adapters/mail/compose';
import type { MailMessage } from '../../adapters/mail/mail';
import { translate } from '../../i18n/translate';

/** The account e-mails, in `language` (layout, and where the language comes from, in adapters/mail/compose.ts). */

export function confirmEmailMessage(
  language: Language,
  to: string,
  name: string | null,
  url: string,
): MailMessage {
  const t = translate.bind(null, language);
  const intro = [greeting(language, name), t('emails:confirm.intro')];
  const outro = [t('emails:confirm.outro')];
  return {
    to,
    kind: 'confirm_email',
    subject: t('emails:confirm.subject'),
    text: [...intro, t('emails:confirm.link', { url }), ...outro, signOff(language)].join('\n\n'),
    html: html(language, [...intro, ...outro], { label: t('emails:confirm.button'), url }),
  };
}

export function resetPasswordMessage(
  language: Language,
  to: string,
  name: string | null,
  url: string,
): MailMessage {
  const t = translate.bind(null, language);
  const intro = [greeting(language, name), t('emails:reset.intro')];
  const outro = [t('emails:reset.outro')];
  return {
    to,
    kind: 'reset_password',
    subject: t('emails:reset.subject'),
    text: [...intro, t('emails:reset.link', { url }), ...outro, signOff(language)].join('\n\n'),
    html: html(language, [...intro, ...outro], { label: t('emails:reset.button'), url }),
  };
}

export function existingAccountMessage(
  language: Language,
  to: string,
  name: string | null,
  signInUrl: string,
  forgotUrl: string,
): MailMessage {
  const t = translate.bind(null, language);
  const paragraphs = [
    greeting(language, name),
    t('emails:existingAccount.tried'),
    t('emails:existingAccount.signIn', { url: signInUrl }),
    t('emails:existingAccount.forgot', { url: forgotUrl }),
    t('emails:existingAccount.notYou'),
  ];
  return {
    to,
    kind: 'existing_account',
    subject: t('emails:existingAccount.subject'),
    text: [...paragraphs, signOff(language)].join('\n\n'),
    html: html(language, paragraphs),
  };
}

export function passwordChangedMessage(
  language: Language,
  to: string,
  name: string | null,
  when: Date,
  forgotUrl: string,
): MailMessage {
  const t = translate.bind(null, language);
  const paragraphs = [
    greeting(language, name),
    t('emails:passwordChanged.changed', { when: formatSast(language, when) }),
    t('emails:passwordChanged.wasYou'),
    t('emails:passwordChanged.notYou', { url: forgotUrl }),
  ];
  return {
    to,
    kind: 'password_changed',
    subject: t('emails:passwordChanged.subject'),
    text: [...paragraphs, signOff(language)].join('\n\n'),
    html: html(language, paragraphs),
  };
}
