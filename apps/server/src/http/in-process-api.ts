import { LANGUAGE_COOKIE, type Language } from '@mzansi/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguageOf } from './request-language';

/** Request headers a page's API calls carry over from the page request: who is asking, and in what language. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent', 'accept-language'] as const;

/** A Cookie header with the language cookie set to `language` (the other cookies as they were). */
function withLanguageCookie(cookie: string | undefined, language: Language): string {
  const others = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${LANGUAGE_COOKIE}=`));
  return [...others, `${LANGUAGE_COOKIE}=${language}`].join('; ');
}

/**
 * A fetch of our own API for the server's renderer, answered in-process by the app itself (Fastify's inject: the same
 * routes, guards, caches and limits, no socket) as it would answer the browser that asked for the page: with its
 * cookie and from its address. Reads only: a page being drawn changes nothing.
 */
export function inProcessApi(app: FastifyInstance, page: FastifyRequest) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page is drawn with reads only, not ${method} ${path}`);
    if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The catalogue answers in the page's language (issue 16), also when it was chosen by `?lang=` on the page
    // (the cookie that will remember it is only being set by the page's answer).
    const { language, chosen } = requestLanguageOf(page);
    if (chosen) headers.cookie = withLanguageCookie(headers.cookie, language);
    const answer = await app.inject({ method: 'GET', url: path, headers, remoteAddress: page.ip });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // A session cookie the API would refresh belongs to the page's own answer (its viewer was resolved there).
      if (name === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
