import type { FastifyReply } from 'fastify';

/**
 * Catalogue answers are the same for everyone: browsers and a CDN may keep them a minute and serve them stale
 * while revalidating (the ETag makes revalidation a 304).
 */
export function cachePublicly(reply: FastifyReply, maxAgeSeconds = 60): FastifyReply {
  return reply.header(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 10}`,
  );
}

/** Anything that depends on who asks: never stored by a shared cache, never reused by the browser. */
export function cachePrivately(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('vary', 'cookie, authorization');
}

/**
 * A catalogue answer (lists, title pages, search): public for visitors (cachePublicly). For a signed-in viewer it
 * follows the viewer profile in use (its maturity limit, D74), which choosing another profile changes under the same
 * session cookie: private (no shared cache keeps it) and revalidated on every use (its ETag makes that a 304), so a
 * browser never shows one profile's answer to another.
 */
export function cacheCatalogueAnswer(
  reply: FastifyReply,
  signedIn: boolean,
  maxAgeSeconds = 60,
): FastifyReply {
  return signedIn ? reply.header('cache-control', 'private, no-cache') : cachePublicly(reply, maxAgeSeconds);
}
