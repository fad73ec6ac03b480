import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from '../adapters/mail/create-mailer';
import type { AppContext } from '../context';
import { accountRoutes } from '../modules/account/account.routes';
import { createAccountService } from '../modules/account/account.service';
import { adminUsersRoutes } from '../modules/admin-users/admin-users.routes';
import { createAdminUsersService } from '../modules/admin-users/admin-users.service';
import { createAuditService } from '../modules/audit/audit.service';
import { authRoutes } from '../modules/auth/auth.routes';
import { createAuthService } from '../modules/auth/auth.service';
import { SESSION_TTL_SECONDS } from '../modules/auth/session.service';
import { clientErrorsRoutes } from '../modules/client-errors/client-errors.routes';
import { devMailboxRoutes } from '../modules/dev-mailbox/dev-mailbox.routes';
import { feedbackRoutes } from '../modules/feedback/feedback.routes';
import { createFeedbackService } from '../modules/feedback/feedback.service';
import { profileRoutes } from '../modules/profile/profile.routes';
import { createProfileService } from '../modules/profile/profile.service';
import { createSubscriptionService } from '../modules/subscriptions/subscription.service';
import { registerAuthentication } from './authenticate';
import { createRateLimiter } from './rate-limit';

/**
 * Accounts on the app: one Better Auth instance, the mailer and the abuse limits, viewer resolution for every
 * route (`getViewer`, `requireAuth` ...), and the account routes. Returns the plugins to mount under /api and at
 * the root (the dev mailbox page).
 */
export async function setUpAccounts(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<{ apiRoutes: FastifyPluginAsyncZod; pageRoutes: FastifyPluginAsyncZod }> {
  const mailer = createMailer(ctx);
  const rateLimiter = createRateLimiter(ctx);
  const audit = createAuditService(ctx);
  const subscriptions = createSubscriptionService(ctx);
  const profiles = createProfileService(ctx);
  const adminUsers = createAdminUsersService(ctx, { audit, profiles });
  const auth = createAuthService(ctx, { mailer, rateLimiter, profiles, subscriptions, adminUsers });
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
        reply.clearCookie(auth.sessions.cookieName, auth.sessions.cookieOptions(0));
      }
    },
  });
  // ADMIN_EMAIL: an account that already exists with that confirmed address becomes admin at start (once).
  app.addHook('onReady', async () => {
    await adminUsers.bootstrapAdmin(ctx.config.auth.adminEmail);
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  return {
    apiRoutes: async (api) => {
      await api.register(authRoutes({ auth, publicUrl: ctx.config.publicUrl }));
      await api.register(profileRoutes({ profiles }));
      await api.register(accountRoutes({ account: createAccountService(ctx, { profiles, rateLimiter }) }));
      await api.register(adminUsersRoutes({ adminUsers }));
      await api.register(feedbackRoutes({ feedback: createFeedbackService(ctx), rateLimiter }));
      await api.register(clientErrorsRoutes({ rateLimiter }));
      await api.register(devMailboxRoutes(ctx, { api: true }));
    },
    pageRoutes: devMailboxRoutes(ctx, { api: false }),
  };
}
