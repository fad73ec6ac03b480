import { LOCALES, type Language } from '@mzansi/i18n/languages';
import { escapeHtml } from '../../escape-html';
import { translate } from '../../i18n/translate';

/**
 * The layout every e-mail of ours shares: plain, friendly South African text in the recipient's language (the
 * `emails` catalogue; English is the source); a text part (what most mail apps show first, and what the dev mailbox
 * reads links from) and a small HTML part with everything escaped.
 *
 * Which language: an e-mail a request causes (sign-up confirmation, password reset, password changed) is in that
 * request's language; one sent later or to someone else (billing notices, "someone tried to sign up with your
 * address") is in the language stored on the account (`users.language`, recorded at sign-up and at each sign-in).
 */

export function signOff(language: Language): string {
  return translate(language, 'emails:layout.signOff');
}

export function html(
  language: Language,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`).join('\n');
  const copyLink = escapeHtml(translate(language, 'emails:layout.copyLink'));
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>\n<p style="color:#555;font-size:13px">${copyLink}<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="${LOCALES[language]}"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111;max-width:560px">\n${body}\n${button}\n<p>${escapeHtml(signOff(language)).replace(/\n/g, '<br>')}</p>\n</body></html>`;
}

export function greeting(language: Language, name: string | null | undefined): string {
  return name
    ? translate(language, 'emails:layout.greeting', { name })
    : translate(language, 'emails:layout.greetingNoName');
}

/** Johannesburg time in the language's locale, e.g. "22 Nov 2026 at 14:05 (SAST)". */
export function formatSast(language: Language, date: Date): string {
  const day = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Africa/Johannesburg',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Africa/Johannesburg',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return translate(language, 'emails:layout.dateTime', { date: day, time });
}
