/**
 * The interface's languages (issue 16): English, isiZulu, isiXhosa and Afrikaans. English is the source language
 * and the fallback: the spec's §8 messages are English, word for word.
 */
export const LANGUAGES = ['en', 'zu', 'xh', 'af'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats dates, numbers and rands in (Intl). */
export const LOCALES: Record<Language, string> = { en: 'en-ZA', zu: 'zu-ZA', xh: 'xh-ZA', af: 'af-ZA' };

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  zu: 'isiZulu',
  xh: 'isiXhosa',
  af: 'Afrikaans',
};

/** The cookie that remembers a visitor's choice on the device (a profile's language wins once one is chosen). */
export const LANGUAGE_COOKIE = 'mzansi_lang';
/** `?lang=zu` on any page: the address a hreflang alternate names; it also sets the cookie. */
export const LANGUAGE_QUERY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): by quality, then order; a tag matches
 * by its primary subtag (zu-ZA -> zu). English when none matches.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((range) => range.primary && Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) if (isLanguage(range.primary)) return range.primary;
  return DEFAULT_LANGUAGE;
}

/** The language of a request: an explicit choice (query, then cookie) before the browser's guess. */
export function requestLanguage(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(input.query)) return input.query;
  if (isLanguage(input.cookie)) return input.cookie;
  return negotiateLanguage(input.acceptLanguage);
}
