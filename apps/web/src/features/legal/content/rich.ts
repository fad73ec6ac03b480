import type { Inline, RichText } from './types';

/**
 * Pages a link tag of a translated message opens: `<privacy>Privacy Policy</privacy>` becomes a link to /privacy in
 * every language, so translators move the words and keep the tag.
 */
const LINK_TAGS: Record<string, string> = {
  privacy: '/privacy',
  cookies: '/cookies',
  terms: '/terms',
  accessibility: '/accessibility',
  feedback: '/feedback',
  /** the feedback form with the accessibility topic chosen */
  a11yfeedback: '/feedback?topic=accessibility',
  manage: '/subscription/manage',
  profile: '/profile',
  history: '/history',
  mylist: '/my-list',
  cgso: 'https://www.cgso.org.za',
  ncc: 'https://thencc.org.za',
  inforegulator: 'https://inforegulator.org.za',
};

const TAG = /<([a-z0-9]+)>(.*?)<\/\1>/gs;

function piece(tag: string, inner: string): Inline {
  if (tag === 'b') return { strong: inner };
  if (tag === 'code') return { code: inner };
  if (tag === 'mail') return { link: inner, to: `mailto:${inner}` };
  const to = LINK_TAGS[tag];
  return to ? { link: inner, to } : inner;
}

/**
 * A translated message as rich text: `<b>…</b>` is strong, `<code>…</code>` code, `<mail>…</mail>` an e-mail
 * address as a mailto: link, and the tags of LINK_TAGS links. A message without tags stays a plain string.
 */
export function rich(text: string): RichText {
  const pieces: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push(piece(match[1]!, match[2]!));
    last = match.index + match[0].length;
  }
  if (pieces.length === 0) return text;
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
