import { VIEWER_PROFILE_COOKIE } from '@mzansi/contracts/viewer-profiles';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { SESSION_TTL_SECONDS } from '../modules/auth/session.service';
import type { Services } from '../services';
import { registerAuthentication } from './authenticate';

/**
 * Who is calling, for every route: viewers resolved from Better Auth's sessions (cookie or bearer) with the
 * session cookie kept sliding, and the ADMIN_EMAIL grant at start.
 */
export async function registerViewers(
  app: FastifyInstance,
  ctx: AppContext,
  services: Pick<Services, 'auth' | 'subscriptions' | 'adminUsers'>,
): Promise<void> {
  const { auth, subscriptions, adminUsers } = services;
  await auth.verifySetup();
  registerAuthentication(app, {
    async resolve(request) {
      const { resolved, cookie } = await auth.sessions.resolve(request.headers, request.cookies);
      return { viewer: resolved ? auth.toViewer(resolved) : null, ...(cookie ? { cookie } : {}) };
    },
    isPremium: (userId) => subscriptions.isPremium(userId),
    applyCookie(reply, change) {
      if (change.action === 'set') {
        reply.setCookie(
          auth.sessions.cookieName,
          change.value,
          auth.sessions.cookieOptions(SESSION_TTL_SECONDS),
        );
      } else {
        // The session ends, and with it the profile chosen under it (the cookie that names it for the browser cache).
        reply.clearCookie(auth.sessions.cookieName, auth.sessions.cookieOptions(0));
        reply.clearCookie(VIEWER_PROFILE_COOKIE, auth.sessions.cookieOptions(0));
      }
    },
  });
  // ADMIN_EMAIL: an account that already exists with that confirmed address becomes admin at start (once).
  app.addHook('onReady', async () => {
    await adminUsers.bootstrapAdmin(ctx.config.auth.adminEmail);
  });
}
