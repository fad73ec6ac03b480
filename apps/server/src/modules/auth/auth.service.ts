import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  DeviceSession,
  RegisterRequest,
  RegisterResponse,
  Session,
  SessionResponse,
} from '@mzansi/contracts/auth';
import { normaliseRoles } from '@mzansi/contracts/roles';
import { safeReturnUrl } from '@mzansi/contracts/return-url';
import type { Language } from '@mzansi/i18n/languages';
import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import type { Mailer, MailMessage } from '../../adapters/mail/mail';
import type { AppContext } from '../../context';
import type { SessionCookieChange, Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { AdminUsersService } from '../admin-users/admin-users.service';
import type { DownloadsService } from '../downloads/downloads.service';
import type { ProfileService } from '../profile/profile.service';
import { toProfile } from '../profile/profile.service';
import { shownNameOf } from '../profile/shown-name';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import type { ViewerProfilesService } from '../viewer-profiles/viewer-profiles.service';
import {
  confirmEmailMessage,
  existingAccountMessage,
  passwordChangedMessage,
  resetPasswordMessage,
} from './auth-emails';
import { createAuthRepository, type SessionRow, type UserRow } from './auth.repository';
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  CONFIRMATION_TTL_SECONDS,
  createBetterAuth,
  GOOGLE_PROVIDER_ID,
} from './better-auth';
import { deviceLabel } from './device-label';
import { passwordWeaknesses } from './password-policy';
import { createUniformTiming } from './uniform-timing';
import { createSessionService, type ResolvedSession } from './session.service';
import { localised } from '../../i18n/translate';
import { publishUserEvent } from '../live-events/user-events';

/** What the routes pass about the HTTP request (never the request itself: services stay HTTP-free). */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
  /** the request's Cookie and Authorization headers, for Better Auth calls that act on the current session */
  cookie?: string;
  authorization?: string;
  /** the request's interface language (issue 16): e-mails the request causes are written in it */
  language?: Language;
}

const USERNAME_TAKEN = localised('errors:auth.usernameTaken');

const SIGNED_OUT: SessionResponse = {
  session: null,
  profile: null,
  roles: [],
  subscription: null,
  viewer_profile: null,
  choose_viewer_profile: false,
};

/**
 * Sign-in to a suspended account (issue 19): `account_suspended`, saying until when (in the request's language), or
 * the plain message for a suspension without an end.
 */
export function suspendedError(until: Date | null): AppError {
  return until
    ? new AppError('account_suspended', localised('errors:auth.suspendedUntil', { until: until.getTime() }))
    : new AppError('account_suspended');
}

function weakPassword(reasons: string[]): AppError {
  return new AppError('weak_password', localised('errors:code.weak_password'), { reasons });
}

function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

/** Spec §3 app_metadata.provider(s): the sign-in methods, named as the spec's auth provider names them. */
function providerName(providerId: string): string {
  return providerId === 'credential' ? 'email' : providerId;
}

/**
 * Accounts and sessions (spec §3-§7) on top of Better Auth: sign-up with confirmation, sign-in, sign-out,
 * sessions, bearer tokens, password reset and change, Google. Rules live here; routes only parse and shape.
 */
export function createAuthService(
  ctx: AppContext,
  deps: {
    mailer: Mailer;
    rateLimiter: RateLimiter;
    profiles: ProfileService;
    viewerProfiles: ViewerProfilesService;
    subscriptions: SubscriptionService;
    adminUsers: AdminUsersService;
    downloads: DownloadsService;
  },
) {
  const { config, clock } = ctx;
  const { rateLimiter, profiles, subscriptions, adminUsers, viewerProfiles, downloads } = deps;
  const repository = createAuthRepository(ctx.database.db);
  const sessions = createSessionService(ctx, repository);
  const signUpTiming = createUniformTiming<'new' | 'existing' | 'refused'>();
  const publicUrl = config.publicUrl;
  const signInUrl = `${publicUrl}/auth`;

  /**
   * Outbox writes are awaited (fast, and tests read them right after the response); SMTP sends are not, so a slow
   * mail server neither delays the answer nor tells, by its timing, whether an address has an account.
   */
  /**
   * The language of the e-mail a Better Auth call sends on our behalf (confirmation on sign-up, password reset):
   * the request's, set around the call (Better Auth calls our callbacks without it).
   */
  const mailLanguage = new AsyncLocalStorage<Language>();
  const requestLanguage = (info: RequestInfo): Language => info.language ?? 'en';

  async function deliver(message: MailMessage): Promise<void> {
    const sending = deps.mailer.send(message).catch((error: unknown) => {
      ctx.logger.error({ err: error, kind: message.kind }, 'e-mail not sent');
    });
    if (deps.mailer.kind === 'outbox') await sending;
  }

  /** The name the e-mails greet the user by: the one the app shows (D60). */
  async function nameOf(user: { id: string }): Promise<string | null> {
    return shownNameOf(ctx.database.db, user.id);
  }

  function confirmCallback(returnUrl: string | null): string {
    return `/auth?confirmed=1${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ''}`;
  }

  async function sendConfirmationLink(
    user: { id: string; email: string; name: string },
    callbackPath: string,
    language: Language,
  ) {
    const token = await createEmailVerificationToken(
      config.authSecret,
      user.email,
      undefined,
      CONFIRMATION_TTL_SECONDS,
      { userId: user.id },
    );
    const url = `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackPath)}`;
    await deliver(confirmEmailMessage(language, user.email, await nameOf(user), url));
  }

  /** Rows every signed-in user has: the `user` role, a profile, the confirmation time; and the ADMIN_EMAIL grant. */
  async function afterSignIn(user: { id: string; email: string }): Promise<void> {
    await repository.ensureUserRole(user.id);
    await repository.touchUser(user.id, clock.now());
    await repository.stampEmailVerifiedAt(user.id, clock.now());
    await profiles.ensureProfile(user.id, user.email);
    await adminUsers.bootstrapAdmin(user.email);
  }

  const auth = createBetterAuth(ctx, {
    sendConfirmation: async (user, url) =>
      deliver(
        confirmEmailMessage(
          mailLanguage.getStore() ?? (await repository.languageOf(user.id)),
          user.email,
          await nameOf(user),
          url,
        ),
      ),
    sendPasswordReset: async (user, token) =>
      deliver(
        resetPasswordMessage(
          mailLanguage.getStore() ?? (await repository.languageOf(user.id)),
          user.email,
          await nameOf(user),
          `${publicUrl}/auth?reset=true&token=${encodeURIComponent(token)}`,
        ),
      ),
    // To the account's owner, who may not be the person signing up: in the account's language.
    onExistingUserSignUp: async (user) =>
      deliver(
        existingAccountMessage(
          await repository.languageOf(user.id),
          user.email,
          await nameOf(user),
          signInUrl,
          signInUrl,
        ),
      ),
    afterEmailConfirmed: async (user) => afterSignIn(user),
  });

  /** Headers for Better Auth calls: the client IP (proxy-aware, from Fastify) and user agent it records on sessions. */
  function baHeaders(info: RequestInfo, withCredentials = false): Headers {
    const headers = new Headers({ [CLIENT_IP_HEADER]: info.ip });
    if (info.userAgent) headers.set('user-agent', info.userAgent);
    if (withCredentials) {
      if (info.cookie) headers.set('cookie', info.cookie);
      if (info.authorization) headers.set('authorization', info.authorization);
    }
    return headers;
  }

  /**
   * Sign-in attempts are counted before the password is checked (so parallel guesses cannot slip through) and given
   * back when the sign-in succeeds: only failures use up the limit, so many people behind one carrier-grade NAT
   * address (common on South African mobile networks) can still sign in.
   */
  async function limitedSignIn<T>(email: string, info: RequestInfo, attempt: () => Promise<T>): Promise<T> {
    const perAccount = `${info.ip}|${email}`;
    await rateLimiter.consume('sign_in_ip', info.ip);
    await rateLimiter.consume('sign_in_ip_email', perAccount);
    const result = await attempt();
    await rateLimiter.refund('sign_in_ip', info.ip);
    await rateLimiter.refund('sign_in_ip_email', perAccount);
    return result;
  }

  /** E-mail + password sign-in through Better Auth: a new session (new token, ASVS 7.2.4). */
  async function signInWithPassword(email: string, password: string, info: RequestInfo) {
    let token: string;
    try {
      const result = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: baHeaders(info),
      });
      token = result.token;
    } catch (error) {
      if (codeOf(error) === 'EMAIL_NOT_VERIFIED') {
        // The right password proves enough to re-send the link (at most the e-mail limit allows, silently).
        const user = await repository.findUserByEmail(email);
        if (user && (await rateLimiter.tryConsume('email_address', email))) {
          await sendConfirmationLink(user, confirmCallback(null), requestLanguage(info));
        }
        throw new AppError('email_not_confirmed');
      }
      if (isAPIError(error) && error.statusCode < 500) throw new AppError('invalid_credentials');
      throw error;
    }
    const found = await repository.findSessionByToken(token);
    if (!found) throw new AppError('internal', localised('errors:auth.sessionUnreadable'));
    const { banned, banExpires } = found.user;
    if (banned && (!banExpires || banExpires > clock.now())) {
      await repository.deleteSession(found.session.id);
      throw suspendedError(banExpires);
    }
    await afterSignIn(found.user);
    // The language the account's later e-mails are written in: the one it last signed in with.
    await repository.setLanguage(found.user.id, requestLanguage(info));
    return { token, ...found };
  }

  function authUser(user: UserRow, roles: Viewer['roles'], providers: string[]): Session['user'] {
    const names = providers.map(providerName);
    return {
      id: user.id,
      email: user.email,
      confirmed_at: user.emailVerified ? (user.emailVerifiedAt ?? user.createdAt).toISOString() : null,
      created_at: user.createdAt.toISOString(),
      user_metadata: user.userMetadata,
      app_metadata: { provider: names[0] ?? 'email', providers: names, roles },
    };
  }

  async function sessionResponse(
    session: Pick<SessionRow, 'id' | 'expiresAt'>,
    user: UserRow,
    method: 'cookie' | 'bearer',
  ): Promise<SessionResponse> {
    const [rawRoles, providers, profile, subscription, viewing] = await Promise.all([
      repository.rolesOf(user.id),
      repository.providersOf(user.id),
      profiles.ensureProfile(user.id, user.email),
      subscriptions.getSummary(user.id),
      viewerProfiles.sessionSummary(user.id, session.id),
    ]);
    const roles = normaliseRoles(rawRoles);
    const now = clock.now().getTime();
    return {
      session: {
        // The token stays in the httpOnly cookie (or with the API client that holds it): never in a body.
        access_token: null,
        refresh_token: null,
        token_type: method,
        expires_in: Math.max(0, Math.floor((session.expiresAt.getTime() - now) / 1000)),
        expires_at: Math.floor(session.expiresAt.getTime() / 1000),
        user: authUser(user, roles, providers),
      },
      profile: toProfile(profile),
      roles,
      subscription,
      ...viewing,
    };
  }

  type SignUpResult = { body: RegisterResponse; cookie?: SessionCookieChange };

  /** Sign-up's work once the limits allow it: `new` when an account was made, `existing` when the address had one. */
  async function createAccount(
    input: RegisterRequest,
    info: RequestInfo,
  ): Promise<{ kind: 'new' | 'existing'; result: SignUpResult }> {
    // Checked before the e-mail is looked at, so a taken username answers the same for every address.
    if (input.username && (await profiles.usernameTaken(input.username))) {
      throw new AppError('conflict', USERNAME_TAKEN);
    }
    const returnUrl = safeReturnUrl(input.returnUrl, publicUrl);
    const name = input.username ?? input.email.split('@')[0] ?? '';
    let result: { token: string | null; user: { id: string } };
    try {
      result = await mailLanguage.run(requestLanguage(info), () =>
        auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name,
            language: requestLanguage(info),
            userMetadata: { ...input.data, ...(input.username ? { username: input.username } : {}) },
            callbackURL: confirmCallback(returnUrl),
          },
          headers: baHeaders(info),
        }),
      );
    } catch (error) {
      // With confirmation off Better Auth refuses a duplicate outright; we still answer without telling.
      if (codeOf(error) === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        const existing = await repository.findUserByEmail(input.email);
        if (existing) {
          const language = await repository.languageOf(existing.id);
          await deliver(
            existingAccountMessage(language, existing.email, await nameOf(existing), signInUrl, signInUrl),
          );
        }
        return { kind: 'existing', result: { body: { status: 'confirmation_required' } } };
      }
      throw error;
    }
    // A duplicate gets a made-up user id from Better Auth: only a real new account has a row.
    const created = await repository.findUserById(result.user.id);
    if (created) {
      await repository.ensureUserRole(created.id);
      await profiles.ensureProfile(created.id, created.email, input.username);
    }
    if (created && result.token) {
      const found = await repository.findSessionByToken(result.token);
      if (found) {
        await afterSignIn(found.user);
        return {
          kind: 'new',
          result: {
            body: { status: 'signed_in', ...(await sessionResponse(found.session, found.user, 'cookie')) },
            cookie: { action: 'set', value: sessions.sign(result.token) },
          },
        };
      }
    }
    return { kind: created ? 'new' : 'existing', result: { body: { status: 'confirmation_required' } } };
  }

  return {
    betterAuth: auth,
    sessions,

    /** Checks that our cookie name is Better Auth's, so a library upgrade that renames it fails at start. */
    async verifySetup(): Promise<void> {
      const context = await auth.$context;
      if (context.authCookies.sessionToken.name !== sessions.cookieName) {
        throw new Error(
          `Session cookie name mismatch: Better Auth uses ${context.authCookies.sessionToken.name}, we read ${sessions.cookieName}`,
        );
      }
    },

    toViewer(resolved: ResolvedSession): Viewer {
      return {
        userId: resolved.user.id,
        sessionId: resolved.session.id,
        email: resolved.user.email,
        emailVerified: resolved.user.emailVerified,
        roles: normaliseRoles(resolved.roles),
        authMethod: resolved.method,
        sessionExpiresAt: resolved.session.expiresAt,
        profile: resolved.profile,
      };
    },

    /**
     * Sign-up (spec §5). The answer for an address that already has an account is the same as for a new one
     * (`confirmation_required`, same status, comparable work: the password is hashed and one e-mail is sent), and
     * that address gets a "someone tried to sign up" e-mail instead (ASVS 6.3.8).
     */
    async register(
      input: {
        email: string;
        password: string;
        username?: string;
        data?: Record<string, string | number | boolean>;
        returnUrl?: string;
      },
      info: RequestInfo,
    ): Promise<{ body: RegisterResponse; cookie?: SessionCookieChange }> {
      // The policy check is free and tells nothing about the address: a refused password uses up no limit.
      const reasons = passwordWeaknesses(input.password, input.email);
      if (reasons.length > 0) throw weakPassword(reasons);
      await rateLimiter.consume('sign_up_ip', info.ip);
      await rateLimiter.consume('email_address', input.email);
      // A new account writes more rows than an answer for a taken address: both leave at the same moment.
      const { result } = await signUpTiming.run(
        () => createAccount(input, info),
        ({ value }) => value?.kind ?? 'refused',
      );
      return result;
    },

    /** Spec §7 sign in with password. The previous session of this browser, if any, is ended. */
    async login(
      input: { email: string; password: string },
      info: RequestInfo,
      previous: Viewer | null,
    ): Promise<{ body: SessionResponse; cookie: SessionCookieChange }> {
      const signedIn = await limitedSignIn(input.email, info, () =>
        signInWithPassword(input.email, input.password, info),
      );
      if (previous && previous.authMethod === 'cookie' && previous.sessionId !== signedIn.session.id) {
        await repository.deleteSession(previous.sessionId);
      }
      return {
        body: await sessionResponse(signedIn.session, signedIn.user, 'cookie'),
        cookie: { action: 'set', value: sessions.sign(signedIn.token) },
      };
    },

    /** POST /api/auth/token: a new session for an API client, handed over as a bearer token (no cookie). */
    async issueBearerToken(input: { email: string; password: string }, info: RequestInfo) {
      const signedIn = await limitedSignIn(input.email, info, () =>
        signInWithPassword(input.email, input.password, info),
      );
      const expiresAt = signedIn.session.expiresAt.getTime();
      return {
        access_token: sessions.sign(signedIn.token),
        token_type: 'bearer' as const,
        expires_in: Math.max(0, Math.floor((expiresAt - clock.now().getTime()) / 1000)),
        expires_at: Math.floor(expiresAt / 1000),
      };
    },

    /** GET /api/auth/session: everything the client's auth state holds (spec §3), or a null session. */
    async currentSession(viewer: Viewer | null): Promise<SessionResponse> {
      if (!viewer) return SIGNED_OUT;
      const found = await repository.findUserById(viewer.userId);
      if (!found) return SIGNED_OUT;
      return sessionResponse(
        { id: viewer.sessionId, expiresAt: viewer.sessionExpiresAt },
        found,
        viewer.authMethod,
      );
    },

    /** Sign-out ends the session on the server (ASVS 7.4.1). */
    async logout(viewer: Viewer | null): Promise<void> {
      if (viewer) await repository.deleteSession(viewer.sessionId);
    },

    /**
     * An admin ends every session of an account (suspension, or "end sessions"): its cookies and bearer tokens stop
     * working on their next request, and, as for a device signed out from the device list, its downloads are
     * revoked (D75). Open live-event streams are closed (they reconnect, and find no session).
     */
    async endAllSessionsOf(userId: string): Promise<number> {
      const ended = await repository.deleteAllSessionsOf(userId);
      for (const sessionId of ended) await downloads.deviceRemoved(userId, sessionId);
      publishUserEvent(ctx, userId, 'signed_out');
      return ended.length;
    },

    /** An admin re-sends the confirmation link of an unconfirmed account, in the account's language. */
    async sendConfirmationFor(userId: string): Promise<'sent' | 'confirmed' | 'missing'> {
      const user = await repository.findUserById(userId);
      if (!user) return 'missing';
      if (user.emailVerified) return 'confirmed';
      await sendConfirmationLink(user, confirmCallback(null), await repository.languageOf(user.id));
      return 'sent';
    },

    async logoutEverywhere(viewer: Viewer): Promise<number> {
      return repository.deleteUserSessions(viewer.userId);
    },

    /** Always the same answer: whether the address has an account is not told (ASVS 6.3.8). */
    async forgotPassword(email: string, info: RequestInfo): Promise<void> {
      await rateLimiter.consume('forgot_ip', info.ip);
      await rateLimiter.consume('email_address', email);
      // The link goes out in the language of the person asking (they read it now), not the account's.
      await mailLanguage.run(requestLanguage(info), () =>
        auth.api.requestPasswordReset({ body: { email }, headers: baHeaders(info) }),
      );
    },

    /**
     * Sets a new password from an e-mailed link. An unknown, used or expired (by our clock) token is `invalid_token`;
     * success ends every session of the account and counts as proof that the e-mail is theirs.
     */
    async resetPassword(token: string, newPassword: string, info: RequestInfo): Promise<void> {
      await rateLimiter.consume('reset_ip', info.ip);
      const context = await auth.$context;
      const identifier = `reset-password:${token}`;
      const verification = await context.internalAdapter.findVerificationValue(identifier);
      if (!verification) throw new AppError('invalid_token');
      if (new Date(verification.expiresAt).getTime() <= clock.now().getTime()) {
        await context.internalAdapter.deleteVerificationByIdentifier(identifier);
        throw new AppError('invalid_token');
      }
      const user = await repository.findUserById(verification.value);
      if (!user) throw new AppError('invalid_token');
      const reasons = passwordWeaknesses(newPassword, user.email);
      if (reasons.length > 0) throw weakPassword(reasons);
      try {
        await auth.api.resetPassword({ body: { token, newPassword }, headers: baHeaders(info) });
      } catch (error) {
        if (codeOf(error) === 'INVALID_TOKEN') throw new AppError('invalid_token');
        throw error;
      }
      // Better Auth revoked the sessions; make sure, whatever its options become.
      await repository.deleteUserSessions(user.id);
      const now = clock.now();
      await repository.markEmailVerified(user.id, now);
      await adminUsers.bootstrapAdmin(user.email);
      await deliver(
        passwordChangedMessage(requestLanguage(info), user.email, await nameOf(user), now, signInUrl),
      );
    },

    /** Re-authenticates with the current password (ASVS 7.5.1), then ends every other session (ASVS 7.4.3). */
    async changePassword(
      viewer: Viewer,
      input: { currentPassword: string; newPassword: string },
      info: RequestInfo,
    ): Promise<void> {
      const reasons = passwordWeaknesses(input.newPassword, viewer.email);
      if (reasons.length > 0) throw weakPassword(reasons);
      await rateLimiter.consume('reauth_user', viewer.userId);
      try {
        await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: false,
          },
          headers: baHeaders(info, true),
        });
      } catch (error) {
        const code = codeOf(error);
        if (code === 'INVALID_PASSWORD' || code === 'PASSWORD_TOO_LONG') {
          throw new AppError('reauthentication_failed', localised('errors:auth.wrongCurrentPassword'));
        }
        if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
          throw new AppError('bad_request', localised('errors:auth.noPasswordYet'));
        }
        if (isAPIError(error) && error.statusCode === 401) throw new AppError('unauthenticated');
        throw error;
      }
      await repository.deleteUserSessions(viewer.userId, viewer.sessionId);
      await deliver(
        passwordChangedMessage(
          requestLanguage(info),
          viewer.email,
          await nameOf({ id: viewer.userId }),
          clock.now(),
          signInUrl,
        ),
      );
    },

    /** Re-sends the confirmation link to an unconfirmed account; the same answer for every address. */
    async resendConfirmation(email: string, info: RequestInfo): Promise<void> {
      await rateLimiter.consume('resend_ip', info.ip);
      await rateLimiter.consume('email_address', email);
      const user = await repository.findUserByEmail(email);
      if (user && !user.emailVerified) {
        await sendConfirmationLink(user, confirmCallback(null), requestLanguage(info));
      }
    },

    /** ASVS 7.5.2: the caller's signed-in devices. */
    async listSessions(viewer: Viewer): Promise<DeviceSession[]> {
      const rows = await repository.listActiveSessions(viewer.userId, clock.now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === viewer.sessionId,
        created_at: row.createdAt.toISOString(),
        last_active_at: row.updatedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        ip_address: row.ipAddress || null,
        user_agent: row.userAgent || null,
        device_label: deviceLabel(row.userAgent),
      }));
    },

    /** Ends one of the caller's own sessions; someone else's is 404, as if it did not exist. */
    async revokeSession(viewer: Viewer, sessionId: string): Promise<{ current: boolean }> {
      if (!(await repository.deleteOwnSession(viewer.userId, sessionId))) {
        throw new AppError('not_found', localised('errors:auth.noSuchSession'));
      }
      // A device signed out from the device list keeps no downloads (D75).
      await downloads.deviceRemoved(viewer.userId, sessionId);
      return { current: sessionId === viewer.sessionId };
    },

    providers() {
      return {
        google: Boolean(config.auth.google),
        emailConfirmationRequired: config.auth.requireEmailVerification,
      };
    },

    /**
     * Starts Google sign-in: Better Auth stores state, PKCE verifier and nonce, sets its state cookie, and gives
     * the provider URL. The browser returns through /api/auth/callback/google to /auth-callback.
     */
    async googleStart(
      returnUrl: string | undefined,
      info: RequestInfo,
    ): Promise<{ url: string; setCookies: string[] }> {
      if (!config.auth.google) throw new AppError('not_found', localised('errors:auth.googleNotOffered'));
      await rateLimiter.consume('oauth_start_ip', info.ip);
      const safe = safeReturnUrl(returnUrl, publicUrl);
      const callbackURL = safe ? `/auth-callback?returnUrl=${encodeURIComponent(safe)}` : '/auth-callback';
      const unavailable = new AppError('service_unavailable', localised('errors:auth.googleUnavailable'));
      try {
        const { headers, response } = await auth.api.signInSocial({
          body: {
            provider: GOOGLE_PROVIDER_ID,
            callbackURL,
            errorCallbackURL: callbackURL,
            disableRedirect: true,
          },
          headers: baHeaders(info),
          returnHeaders: true,
        });
        if (!response.url) throw unavailable;
        return { url: response.url, setCookies: headers.getSetCookie() };
      } catch (error) {
        // Google's discovery document could not be fetched (Better Auth retries it on the next attempt).
        if (isAPIError(error)) {
          ctx.logger.warn({ code: codeOf(error) }, 'Google sign-in could not start');
          throw unavailable;
        }
        throw error;
      }
    },

    /**
     * The browser redirects Better Auth handles itself (OAuth callback, e-mail confirmation link). After a
     * successful Google sign-in the new session's user gets the rows every user has, and the request's language.
     */
    async handleBrowserRedirect(
      pathAndQuery: string,
      info: RequestInfo,
    ): Promise<{ status: number; location: string | null; setCookies: string[]; suspended: boolean }> {
      const response = await auth.handler(
        new Request(new URL(pathAndQuery, publicUrl), { method: 'GET', headers: baHeaders(info, true) }),
      );
      let setCookies = response.headers.getSetCookie();
      let suspended = false;
      for (const cookie of setCookies) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        if (pair!.slice(0, eq) !== sessions.cookieName) continue;
        const value = decodeURIComponent(pair!.slice(eq + 1));
        const token = value ? value.slice(0, value.lastIndexOf('.')) : '';
        const found = token ? await repository.findSessionByToken(token) : null;
        if (!found) continue;
        // A suspended account (issue 19) gets no session from Google either: it is ended before the cookie leaves.
        const { banned, banExpires } = found.user;
        if (banned && (!banExpires || banExpires > clock.now())) {
          await repository.deleteSession(found.session.id);
          suspended = true;
          continue;
        }
        await afterSignIn(found.user);
        // As with a password sign-in: the account's later e-mails follow the language it last signed in with.
        await repository.setLanguage(found.user.id, requestLanguage(info));
      }
      if (suspended) {
        setCookies = setCookies.filter((cookie) => !cookie.startsWith(`${sessions.cookieName}=`));
      }
      return { status: response.status, location: response.headers.get('location'), setCookies, suspended };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
