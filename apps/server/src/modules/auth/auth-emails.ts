import { formatSast, greeting, html, SIGN_OFF } from '../../adapters/mail/compose';
import type { MailMessage } from '../../adapters/mail/mail';

/** The account e-mails (layout in adapters/mail/compose.ts). */

export function confirmEmailMessage(to: string, name: string | null, url: string): MailMessage {
  const intro = [
    greeting(name),
    'Thanks for signing up to Mzansi Stream. Please confirm your e-mail address so that you can sign in.',
  ];
  const outro = [
    'The link works for 24 hours. If you did not sign up, you can ignore this e-mail and nothing will happen.',
  ];
  return {
    to,
    kind: 'confirm_email',
    subject: 'Please confirm your e-mail address for Mzansi Stream',
    text: [...intro, `Confirm your e-mail address: ${url}`, ...outro, SIGN_OFF].join('\n\n'),
    html: html([...intro, ...outro], { label: 'Confirm my e-mail address', url }),
  };
}

export function resetPasswordMessage(to: string, name: string | null, url: string): MailMessage {
  const intro = [
    greeting(name),
    'Someone (hopefully you) asked to reset the password of your Mzansi Stream account.',
  ];
  const outro = [
    'The link works for one hour and only once. If you did not ask for this, ignore this e-mail: your password stays the same.',
  ];
  return {
    to,
    kind: 'reset_password',
    subject: 'Reset your Mzansi Stream password',
    text: [...intro, `Choose a new password: ${url}`, ...outro, SIGN_OFF].join('\n\n'),
    html: html([...intro, ...outro], { label: 'Choose a new password', url }),
  };
}

export function existingAccountMessage(
  to: string,
  name: string | null,
  signInUrl: string,
  forgotUrl: string,
): MailMessage {
  const paragraphs = [
    greeting(name),
    'Someone tried to sign up to Mzansi Stream with your e-mail address. You already have an account, so nothing was changed.',
    `If it was you, just sign in: ${signInUrl}`,
    `Forgot your password? You can choose a new one here: ${forgotUrl}`,
    'If it was not you, you can safely ignore this e-mail. Your account is fine.',
  ];
  return {
    to,
    kind: 'existing_account',
    subject: 'Someone tried to sign up with your e-mail address',
    text: [...paragraphs, SIGN_OFF].join('\n\n'),
    html: html(paragraphs),
  };
}

export function passwordChangedMessage(
  to: string,
  name: string | null,
  when: Date,
  forgotUrl: string,
): MailMessage {
  const paragraphs = [
    greeting(name),
    `The password of your Mzansi Stream account was changed on ${formatSast(when)}.`,
    'If that was you, there is nothing else to do.',
    `If it was not you, reset your password straight away (${forgotUrl}) and let us know by replying to this e-mail.`,
  ];
  return {
    to,
    kind: 'password_changed',
    subject: 'Your Mzansi Stream password was changed',
    text: [...paragraphs, SIGN_OFF].join('\n\n'),
    html: html(paragraphs),
  };
}
