import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@mzansi/contracts/roles';
import type { AppContext } from '../../context';
import type { SessionCookieChange, ViewerProfileRef } from '../../http/authenticate';
import type { AuthRepository, SessionRow, UserRow } from './auth.repository';

/** Sessions last 7 days and slide: a session used more than a day after it was last extended gets 7 days again. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
/** last_active_at (the session's updated_at) is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/** Spec §7: the session cookie's name contains the service name; __Secure- prefixed (and Secure) in production. */
export const SESSION_COOKIE_PREFIX = 'mzansi';
export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.session_token`;
}

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  profile: ViewerProfileRef;
  roles: Role[];
  method: 'cookie' | 'bearer';
  /** the cookie/bearer value as presented (`token.signature`), to re-set the cookie when the session slides */
  signedToken: string;
}

/**
 * Session tokens travel signed: `token.base64(HMAC-SHA256(AUTH_SECRET, token))`, the format Better Auth uses for
 * its cookie, so a token read from a leaked database is useless without the secret.
 */
export function signSessionToken(secret: string, token: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

export function verifySignedSessionToken(secret: string, value: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Resolves the session a request presents (bearer header first, else the cookie) against the database, with our
 * clock: expiry, sliding and last-active times are decided here, not by Better Auth, so tests can move time.
 */
export function createSessionService(ctx: AppContext, repository: AuthRepository) {
  const secret = ctx.config.authSecret;
  const cookieName = sessionCookieName(ctx.config.isProduction);

  return {
    cookieName,
    cookieOptions(maxAgeSeconds: number) {
      return {
        path: '/',
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: ctx.config.isProduction,
        maxAge: maxAgeSeconds,
      };
    },

    /** The token a request presents, if any: `Authorization: Bearer` wins over the cookie. */
    presented(headers: { authorization?: string }, cookies: Record<string, string | undefined>) {
      const authorization = headers.authorization;
      if (authorization && /^bearer\s/i.test(authorization)) {
        let value = authorization.slice(7).trim();
        if (value.includes('%')) {
          try {
            value = decodeURIComponent(value);
          } catch {
            return { method: 'bearer' as const, value: null };
          }
        }
        return { method: 'bearer' as const, value: value || null };
      }
      return { method: 'cookie' as const, value: cookies[cookieName] ?? null };
    },

    async resolve(
      headers: { authorization?: string },
      cookies: Record<string, string | undefined>,
    ): Promise<{ resolved: ResolvedSession | null; cookie?: SessionCookieChange }> {
      const { method, value } = this.presented(headers, cookies);
      if (!value) return { resolved: null };
      const clearIfCookie = method === 'cookie' ? { cookie: { action: 'clear' as const } } : {};
      const token = verifySignedSessionToken(secret, value);
      if (!token) return { resolved: null, ...clearIfCookie };
      const found = await repository.findSessionByToken(token);
      if (!found) return { resolved: null, ...clearIfCookie };
      const now = ctx.clock.now();
      if (found.session.expiresAt.getTime() <= now.getTime()) {
        await repository.deleteSession(found.session.id);
        return { resolved: null, ...clearIfCookie };
      }
      // A banned (suspended, issue 19) account keeps no access (ASVS 7.4.2), whatever sessions it still has: its
      // sessions are ended when it is suspended, and one that slipped through is treated as signed out here.
      if (found.user.banned && (!found.user.banExpires || found.user.banExpires > now)) {
        return { resolved: null, ...clearIfCookie };
      }
      let session = found.session;
      let cookie: SessionCookieChange | undefined;
      const extendFrom =
        session.expiresAt.getTime() - SESSION_TTL_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
      if (extendFrom <= now.getTime()) {
        const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
        await repository.updateSessionTimes(session.id, { expiresAt, updatedAt: now });
        await repository.touchUser(found.user.id, now);
        session = { ...session, expiresAt, updatedAt: now };
        if (method === 'cookie') cookie = { action: 'set', value };
      } else if (now.getTime() - session.updatedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repository.updateSessionTimes(session.id, { updatedAt: now });
        await repository.touchUser(found.user.id, now);
        session = { ...session, updatedAt: now };
      }
      return {
        resolved: {
          session,
          user: found.user,
          profile: found.profile,
          roles: found.roles,
          method,
          signedToken: value,
        },
        ...(cookie ? { cookie } : {}),
      };
    },

    sign(token: string): string {
      return signSessionToken(secret, token);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
