import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
export type SecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/** Helmet's middleware for these options, built once: sets the headers on a raw response. */
export function createSecurityHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const middleware = helmet(options);
  return (request, response) =>
    middleware(request, response, (error?: unknown) => {
      // Helmet reports only what its options make impossible, which fails at start (helmet() above).
      if (error) throw error instanceof Error ? error : new Error('The security headers could not be set');
    });
}

/**
 * The headers `headers` sets, recorded once (they depend on the options, not on the request): for the fast lane,
 * which writes an answer's headers in one go (http-server.ts).
 */
export function recordSecurityHeaders(headers: SecurityHeaders): Readonly<Record<string, string>> {
  const recorded: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      recorded[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete recorded[name];
    },
  };
  headers({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse);
  return recorded;
}

/** The headers on every answer of the app (and on what its fast lane answers, http-server.ts). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    try {
      headers(request.raw, reply.raw);
      done();
    } catch (error) {
      done(error as Error);
    }
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
