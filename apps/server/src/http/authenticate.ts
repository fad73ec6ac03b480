import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import type { Role } from '@mzansi/contracts/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who is calling. Resolved from the session cookie or an `Authorization: Bearer` token, at most once per request
 * and only when a route asks (its endpoint's guard, http/endpoint.ts, or `getViewer` on a public endpoint). Roles come from `user_roles` on every request, so a change applies at once
 * (ASVS 8.3.2); every user has `user`.
 */
export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  roles: Role[];
  authMethod: 'cookie' | 'bearer';
  sessionExpiresAt: Date;
  /** the viewer profile this session watches as (issue 16): My List, progress and history are its own */
  profile: ViewerProfileRef;
}

/** What every request needs of the viewer profile in use (modules/viewer-profiles has the rest). */
export interface ViewerProfileRef {
  id: string;
  /** a Kids profile: no profile management, leaving it asks for the account PIN */
  kids: boolean;
  /** the highest FPB classification this profile may see or play; null: no limit */
  maturityLimit: AgeRatingCode | null;
  language: string;
  /** the session chose it (false: the account's primary profile, applied until the device chooses) */
  chosen: boolean;
}

/** What the auth module provides to resolve viewers (see modules/auth). */
export interface ViewerSource {
  /** the viewer of this request (null when signed out), plus what to do with the session cookie */
  resolve(request: FastifyRequest): Promise<{
    viewer: Viewer | null;
    cookie?: SessionCookieChange;
  }>;
  /** the premium rule for watch_premium (an active or trialing subscription that has not ended) */
  isPremium(userId: string): Promise<boolean>;
  /** writes a session cookie change on the response (set = the signed token value) */
  applyCookie(reply: FastifyReply, change: SessionCookieChange): void;
}

export type SessionCookieChange = { action: 'set'; value: string } | { action: 'clear' };

interface AuthState {
  viewer?: Promise<Viewer | null>;
  cookie?: SessionCookieChange;
}

declare module 'fastify' {
  interface FastifyRequest {
    mzansiAuth: AuthState | null;
  }
  interface FastifyInstance {
    viewerSource: ViewerSource;
  }
}

/**
 * Installs viewer resolution on the app: `getViewer(request)` then works in every route, and a session cookie
 * change (sliding expiry, sign-in, sign-out) is written once, just before the response goes out.
 */
export function registerAuthentication(app: FastifyInstance, source: ViewerSource): void {
  app.decorate('viewerSource', source);
  app.decorateRequest('mzansiAuth', null);
  app.addHook('onRequest', async (request) => {
    request.mzansiAuth = {};
  });
  app.addHook('onSend', async (request, reply) => {
    const change = request.mzansiAuth?.cookie;
    if (!change) return;
    source.applyCookie(reply, change);
    // An answer that sets or clears the session cookie is never kept by a shared cache, whatever the route said (a
    // public catalogue answer to a session that just slid or expired, say).
    if (/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('cache-control', 'private, no-store');
    }
  });
}

function stateOf(request: FastifyRequest): AuthState {
  request.mzansiAuth ??= {};
  return request.mzansiAuth;
}

/** The signed-in viewer of this request, or null. Memoized: call it as often as you like. */
export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  const state = stateOf(request);
  state.viewer ??= request.server.viewerSource.resolve(request).then(({ viewer, cookie }) => {
    if (cookie && !state.cookie) state.cookie = cookie;
    return viewer;
  });
  return state.viewer;
}

/** Sets (sign-in) or clears (sign-out) the session cookie on this request's response. Last call wins. */
export function setSessionCookie(request: FastifyRequest, change: SessionCookieChange): void {
  stateOf(request).cookie = change;
}

/** Forgets the memoized viewer (after sign-in, sign-out or a session change within the same request). */
export function resetViewer(request: FastifyRequest): void {
  delete stateOf(request).viewer;
}
