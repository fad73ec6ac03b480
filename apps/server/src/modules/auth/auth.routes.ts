import {
  authProvidersResponseSchema,
  changePasswordRequestSchema,
  deviceSessionsResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@mzansi/contracts/auth';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getViewer,
  requireAuth,
  requireViewer,
  resetViewer,
  setSessionCookie,
} from '../../http/authenticate';
import { isAppError } from '../../http/errors';
import type { AuthService, RequestInfo } from './auth.service';

export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    cookie: request.headers.cookie,
    authorization: request.headers.authorization,
  };
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const noBody = z.null().describe('No body');
const accepted = z.undefined().describe('Accepted, no body');
const tags = ['auth'];

/** Better Auth's e-mail confirmation errors, as the /auth page reads them. */
function confirmationError(code: string | null): string {
  return code === 'TOKEN_EXPIRED' ? 'token_expired' : 'invalid_token';
}

/** Where a Better Auth redirect goes: same-origin paths only (absolute URLs of our own origin are made relative). */
function sameOriginLocation(location: string | null, publicUrl: string): string {
  if (!location) return '/auth';
  if (location.startsWith('/') && !location.startsWith('//')) return location;
  try {
    const url = new URL(location);
    if (url.origin === new URL(publicUrl).origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // fall through
  }
  return location;
}

/**
 * /api/auth/*: the client's auth calls (spec §7), thin over the auth service. Every answer is `no-store`.
 * Better Auth's own handler is reached only through the two browser redirects at the bottom.
 */
export function authRoutes(deps: { auth: AuthService; publicUrl: string }): FastifyPluginAsyncZod {
  const { auth } = deps;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/auth/register',
      {
        schema: {
          tags,
          summary: 'Sign up (spec §5). Same answer for a new and an already registered e-mail.',
          body: registerRequestSchema,
          response: { 200: registerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await auth.register(request.body, requestInfo(request));
        if (result.cookie) setSessionCookie(request, result.cookie);
        return result.body;
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary: 'Sign in with e-mail and password: a new session in an httpOnly cookie',
          body: loginRequestSchema,
          response: { 200: sessionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const previous = await getViewer(request);
        const result = await auth.login(request.body, requestInfo(request), previous);
        resetViewer(request);
        setSessionCookie(request, result.cookie);
        return result.body;
      },
    );

    app.post(
      '/auth/token',
      {
        schema: {
          tags,
          summary: 'A bearer token for API clients (e-mail + password); send it as Authorization: Bearer',
          body: tokenRequestSchema,
          response: { 200: tokenResponseSchema, ...errors },
        },
      },
      async (request) => auth.issueBearerToken(request.body, requestInfo(request)),
    );

    app.post(
      '/auth/logout',
      { schema: { tags, summary: 'Sign out: ends this session on the server', response: { 204: noBody } } },
      async (request, reply) => {
        await auth.logout(await getViewer(request));
        setSessionCookie(request, { action: 'clear' });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/auth/logout-everywhere',
      {
        onRequest: requireAuth,
        schema: { tags, summary: 'Ends every session of the account', response: { 204: noBody, ...errors } },
      },
      async (request, reply) => {
        await auth.logoutEverywhere(await requireViewer(request));
        setSessionCookie(request, { action: 'clear' });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/auth/session',
      {
        schema: {
          tags,
          summary: 'The current session, profile, roles and subscription (session null when signed out)',
          response: { 200: sessionResponseSchema },
        },
      },
      async (request) => auth.currentSession(await getViewer(request)),
    );

    app.post(
      '/auth/password/forgot',
      {
        schema: {
          tags,
          summary: 'E-mails a reset link to /auth?reset=true&token=... (always 202)',
          body: forgotPasswordRequestSchema,
          response: { 202: accepted, ...errors },
        },
      },
      async (request, reply) => {
        await auth.forgotPassword(request.body.email, requestInfo(request));
        return reply.code(202).send();
      },
    );

    app.post(
      '/auth/password/reset',
      {
        schema: {
          tags,
          summary: 'Sets a new password from the e-mailed token; ends every session',
          body: resetPasswordRequestSchema,
          response: { 204: noBody, ...errors },
        },
      },
      async (request, reply) => {
        await auth.resetPassword(request.body.token, request.body.newPassword, requestInfo(request));
        setSessionCookie(request, { action: 'clear' });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/auth/password/change',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'Changes the password (current password required); ends the other sessions',
          body: changePasswordRequestSchema,
          response: { 204: noBody, ...errors },
        },
      },
      async (request, reply) => {
        await auth.changePassword(await requireViewer(request), request.body, requestInfo(request));
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/auth/email/resend',
      {
        schema: {
          tags,
          summary: 'Re-sends the confirmation link to an unconfirmed account (always 202)',
          body: resendConfirmationRequestSchema,
          response: { 202: accepted, ...errors },
        },
      },
      async (request, reply) => {
        await auth.resendConfirmation(request.body.email, requestInfo(request));
        return reply.code(202).send();
      },
    );

    app.get(
      '/auth/sessions',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: "The caller's signed-in devices",
          response: { 200: deviceSessionsResponseSchema, ...errors },
        },
      },
      async (request) => ({ items: await auth.listSessions(await requireViewer(request)) }),
    );

    app.delete(
      '/auth/sessions/:id',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: "Ends one of the caller's sessions",
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 204: noBody, ...errors },
        },
      },
      async (request, reply) => {
        const { current } = await auth.revokeSession(await requireViewer(request), request.params.id);
        if (current) setSessionCookie(request, { action: 'clear' });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/auth/providers',
      {
        schema: { tags, summary: 'Sign-in methods offered', response: { 200: authProvidersResponseSchema } },
      },
      async () => auth.providers(),
    );

    app.get(
      '/auth/google/start',
      {
        schema: {
          tags,
          summary:
            'Redirects to Google (OIDC code flow with PKCE, state and nonce); the browser comes back to ' +
            '/auth-callback?returnUrl=... or /auth-callback?error=...',
          querystring: z.object({ returnUrl: z.string().max(2048).optional() }),
          response: { 302: noBody, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          const { url, setCookies } = await auth.googleStart(request.query.returnUrl, requestInfo(request));
          if (setCookies.length > 0) reply.header('set-cookie', setCookies);
          return reply.redirect(url, 302);
        } catch (error) {
          // A browser navigated here: answer every failure (not offered, rate limited, Google unreachable) on the
          // page that shows sign-in errors rather than with a JSON body.
          if (!isAppError(error)) throw error;
          return reply.redirect(`/auth-callback?error=${error.code}`, 302);
        }
      },
    );

    // Browser redirects that Better Auth itself answers.
    const forward = async (
      request: FastifyRequest,
      reply: FastifyReply,
      fallback: string,
      rewrite?: (location: string) => string,
    ) => {
      const result = await auth.handleBrowserRedirect(request.url, requestInfo(request));
      if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
      const location = sameOriginLocation(result.location, deps.publicUrl);
      if (result.status >= 300 && result.status < 400) {
        return reply.redirect(rewrite ? rewrite(location) : location, 302);
      }
      // Anything that is not a redirect (a malformed request) goes back to the page that shows errors.
      return reply.redirect(rewrite ? rewrite(fallback) : fallback, 302);
    };

    app.get('/auth/callback/:id', { schema: { hide: true } }, async (request, reply) =>
      forward(request, reply, '/auth-callback?error=invalid_request'),
    );

    app.get('/auth/verify-email', { schema: { hide: true } }, async (request, reply) =>
      forward(request, reply, '/auth?error=invalid_request', (location) => {
        // Success lands on /auth?confirmed=1 (returnUrl kept); a bad or expired link on /auth?confirmed=0&error=...
        const url = new URL(location, deps.publicUrl);
        const error = url.searchParams.get('error');
        if (!error && url.pathname === '/auth' && url.searchParams.get('confirmed') === '1') return location;
        const target = new URLSearchParams({ confirmed: '0', error: confirmationError(error) });
        return `/auth?${target.toString()}`;
      }),
    );
  };
}
