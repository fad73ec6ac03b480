import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, pre-compressed
 * .br/.gz files when the browser accepts them. Returns false when there is no build (API-only runs and tests);
 * reply.sendFile (used for media) is available either way.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  fallbackRoot: string,
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    await app.register(fastifyStatic, { root: fallbackRoot, serve: false });
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // Source maps are kept for error reports, not published.
    globIgnore: ['**/*.map', '**/*.map.br', '**/*.map.gz'],
    preCompressed: true,
    index: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(filePath.split(path.sep).join('/'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * History fallback: a GET for a page path (not under /api or /media, no file extension) gets the SPA's index.html,
 * and the client router shows the page or its 404. A missing file such as /assets/old-hash.js stays a 404.
 */
export function wantsSpaPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
