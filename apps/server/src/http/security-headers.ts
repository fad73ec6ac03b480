import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, COOP/CORP, nosniff, frame options ...) on every response.
 *
 * Helmet itself, not the @fastify/helmet plugin: the plugin calls `helmet(options)` inside its hook, so every
 * request parsed and re-serialised the whole CSP (about a tenth of the CPU of a cached catalogue answer). Here
 * the middleware is built once at start; a request only gets its headers set. The options are Helmet's own, and
 * a bad option still fails at start.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * CSP sources ('sha256-...') for the inline scripts of the built index.html: the theme script that sets the class
 * on <html> before the first paint (spec §4) runs without opening script-src to every inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** The hashes of the build in `distDir`, none when there is no build (API-only runs and tests). */
export function spaInlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}
