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
