import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Request headers a page's API calls carry over from the page request: who is asking, and in what language. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent', 'accept-language'] as const;

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
