import { escapeHtml } from '../../escape-html';

/**
 * The layout every e-mail of ours shares: plain, friendly South African English; a text part (what most mail apps
 * show first, and what the dev mailbox reads links from) and a small HTML part with everything escaped.
 */

export const SIGN_OFF = 'Enjoy the show,\nThe Mzansi Stream team';

export function html(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>\n<p style="color:#555;font-size:13px">Or copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="en-ZA"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111;max-width:560px">\n${body}\n${button}\n<p>${escapeHtml(SIGN_OFF).replace(/\n/g, '<br>')}</p>\n</body></html>`;
}

export function greeting(name: string | null | undefined): string {
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
