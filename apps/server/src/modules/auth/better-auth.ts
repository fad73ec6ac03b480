import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { AppContext } from '../../context';
import { accounts, sessions, users, verifications } from '../../db/schema/index';
import { hashPassword, verifyPassword } from './password';
import { SESSION_COOKIE_PREFIX, SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session.service';

/** Better Auth's own endpoints live under this path; only its browser redirects (verify-email, callback) are mounted. */
export const AUTH_BASE_PATH = '/api/auth';
/** The header our routes put the client IP in (Fastify's request.ip, proxy-aware) for Better Auth to record. */
export const CLIENT_IP_HEADER = 'x-mzansi-client-ip';
export const GOOGLE_PROVIDER_ID = 'google';
/** How long an e-mail confirmation link works. */
export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** What Better Auth calls back into our code for (e-mails, post-confirmation work). */
export interface BetterAuthCallbacks {
  sendConfirmation(user: AuthUser, url: string): Promise<void>;
  sendPasswordReset(user: AuthUser, token: string): Promise<void>;
  onExistingUserSignUp(user: AuthUser): Promise<void>;
  afterEmailConfirmed(user: AuthUser): Promise<void>;
}

/**
 * Better Auth on our Drizzle schema: e-mail + password with argon2id, e-mail confirmation, password reset,
 * Google (OIDC code flow + PKCE + state + nonce, through the generic OAuth plugin and Google's discovery
 * document), and bearer tokens. Rate limiting is ours (database-backed, at our routes), so its in-memory one is off.
 * Times it writes (session expiry, token expiry) are re-stamped from our clock so tests can move time.
 */
export function createBetterAuth(ctx: AppContext, callbacks: BetterAuthCallbacks) {
  const { config, clock } = ctx;
  const google = config.auth.google;
  const log = ctx.logger.child({ module: 'better-auth' });

  return betterAuth({
    appName: 'Mzansi Stream',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    logger: {
      // Its warnings are per-request noise (failed sign-ins, existing e-mails, with addresses): debug level only.
      log: (level, message, ...args) => {
        if (level === 'error') log.error({ args }, message);
        else log.debug({ args }, message);
      },
    },
    database: drizzleAdapter(ctx.database.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.auth.requireEmailVerification,
      autoSignIn: !config.auth.requireEmailVerification,
      // Our policy (password-policy.ts) runs before every call with reasons; these are only the backstop.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => callbacks.sendPasswordReset(user, token),
      onExistingUserSignUp: async ({ user }) => callbacks.onExistingUserSignUp(user),
    },
    emailVerification: {
      sendOnSignUp: config.auth.requireEmailVerification,
      // Re-sending on an unconfirmed sign-in is done by our login route, under its own rate limit.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => callbacks.sendConfirmation(user, url),
      afterEmailVerification: async (user) => callbacks.afterEmailConfirmed(user),
    },
    user: {
      additionalFields: {
        // Free-form sign-up fields (spec §5). Only our register route passes it; roles are refused by the contract.
        userMetadata: { type: 'json', required: false, input: true, defaultValue: {} },
        // The sign-up request's language (issue 16), set by our register route: the e-mails' language.
        language: { type: 'string', required: false, input: true, defaultValue: 'en' },
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // Sliding expiry is done by our session service, with our clock, on every authenticated request.
      disableSessionRefresh: true,
    },
    account: {
      // Google's refresh token (offline access) is stored encrypted.
      encryptOAuthTokens: true,
      accountLinking: {
        enabled: true,
        // No provider is trusted by name: Google joins an existing account only when it says the e-mail is
        // verified, and only an account whose own e-mail is confirmed (ASVS 6.8.1; no pre-registration takeover).
        trustedProviders: [],
        allowDifferentEmails: false,
        requireLocalEmailVerified: true,
      },
    },
    verification: { storeIdentifier: 'hashed' },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    onAPIError: { errorURL: `${config.publicUrl}/auth-callback` },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const now = clock.now();
            return {
              data: {
                ...session,
                createdAt: now,
                updatedAt: now,
                expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
              },
            };
          },
        },
      },
      verification: {
        create: {
          // Keep the lifetime Better Auth chose, counted from our clock.
          before: async (verification) => {
            const now = clock.now();
            const lifetime = new Date(verification.expiresAt).getTime() - Date.now();
            return {
              data: {
                ...verification,
                createdAt: now,
                updatedAt: now,
                expiresAt: new Date(now.getTime() + lifetime),
              },
            };
          },
        },
      },
    },
    plugins: [
      // Only signed tokens (`token.signature`) are accepted as bearer tokens.
      bearer({ requireSignature: true }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  discoveryUrl: google.discoveryUrl,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                  // Spec §7: offline access, consent prompt.
                  accessType: 'offline',
                  prompt: 'consent',
                  requireEmailVerification: config.auth.requireEmailVerification,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;
