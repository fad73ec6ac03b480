import type { MailMessage } from '../../adapters/mail/mail';

/**
 * The account e-mails, in plain, friendly South African English. Each has a text part (what most mail apps show
 * first, and what the dev mailbox reads links from) and a small HTML part with everything escaped.
 */

const SIGN_OFF = 'Enjoy the show,\nThe Mzansi Stream team';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function html(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>\n<p style="color:#555;font-size:13px">Or copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="en-ZA"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111;max-width:560px">\n${body}\n${button}\n<p>${escapeHtml(SIGN_OFF).replace(/\n/g, '<br>')}</p>\n</body></html>`;
}

function greeting(name: string | null | undefined): string {
  return name ? `Sawubona ${name},` : 'Sawubona,';
}

/** Johannesburg time, e.g. "22 Nov 2026 at 14:05 (SAST)". */
export function formatSast(date: Date): string {
  const day = new Intl.DateTimeFormat('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${day} at ${time} (SAST)`;
}

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
