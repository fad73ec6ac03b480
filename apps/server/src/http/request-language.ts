import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  negotiateLanguage,
  type Language,
} from '@mzansi/i18n/languages';
// The cookie plugin's request.cookies and reply.setCookie (registered in http/app.ts).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The interface language of a request (issue 16): `?lang=` on a page, else the device's choice (the language cookie
 * the app sets), else the browser's Accept-Language. `chosen` says whether the viewer chose it.
 */
export function requestLanguageOf(request: FastifyRequest): { language: Language; chosen: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
  if (isLanguage(query)) return { language: query, chosen: true };
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return { language: cookie, chosen: true };
  return { language: negotiateLanguage(request.headers['accept-language']), chosen: false };
}

/** A page's language; a page opened in a language (`?lang=`, a hreflang alternate) makes it the device's choice. */
export function pageLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
): { language: Language; chosen: boolean } {
  const found = requestLanguageOf(request);
  const query = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
  if (isLanguage(query) && request.cookies[LANGUAGE_COOKIE] !== query) {
    // Readable by the app (it changes it from the picker), sent with every request of the site.
    reply.setCookie(LANGUAGE_COOKIE, query, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
  }
  return found;
}
