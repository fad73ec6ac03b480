import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { getViewer, resetViewer, setSessionCookie } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import { isAppError } from '../../http/errors';
import { requestLanguageOf } from '../../http/request-language';
import type { AuthService, RequestInfo } from './auth.service';

export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    cookie: request.headers.cookie,
    authorization: request.headers.authorization,
    language: requestLanguageOf(request).language,
  };
}

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
export function authRoutes(deps: { auth: AuthService; publicUrl: string }): FastifyPluginAsync {
  const { auth } = deps;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    route(app, 'register', async (request) => {
      const result = await auth.register(request.body, requestInfo(request));
      if (result.cookie) setSessionCookie(request, result.cookie);
      return result.body;
    });

    route(app, 'login', async (request) => {
      const previous = await getViewer(request);
      const result = await auth.login(request.body, requestInfo(request), previous);
      resetViewer(request);
      setSessionCookie(request, result.cookie);
      return result.body;
    });

    route(app, 'bearerToken', async (request) => auth.issueBearerToken(request.body, requestInfo(request)));

    route(app, 'logout', async (request, reply) => {
      await auth.logout(await getViewer(request));
      setSessionCookie(request, { action: 'clear' });
      return reply.code(204).send(null);
    });

    route(app, 'logoutEverywhere', async (request, reply) => {
      await auth.logoutEverywhere(request.viewer);
      setSessionCookie(request, { action: 'clear' });
      return reply.code(204).send(null);
    });

    route(app, 'session', async (request) => auth.currentSession(await getViewer(request)));

    route(app, 'forgotPassword', async (request, reply) => {
      await auth.forgotPassword(request.body.email, requestInfo(request));
      return reply.code(202).send();
    });

    route(app, 'resetPassword', async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.newPassword, requestInfo(request));
      setSessionCookie(request, { action: 'clear' });
      return reply.code(204).send(null);
    });

    route(app, 'changePassword', async (request, reply) => {
      await auth.changePassword(request.viewer, request.body, requestInfo(request));
      return reply.code(204).send(null);
    });

    route(app, 'resendConfirmation', async (request, reply) => {
      await auth.resendConfirmation(request.body.email, requestInfo(request));
      return reply.code(202).send();
    });

    route(app, 'authSessions', async (request) => ({ items: await auth.listSessions(request.viewer) }));

    route(app, 'endAuthSession', async (request, reply) => {
      const { current } = await auth.revokeSession(request.viewer, request.params.id);
      if (current) setSessionCookie(request, { action: 'clear' });
      return reply.code(204).send(null);
    });

    route(app, 'authProviders', async () => auth.providers());

    route(app, 'googleStart', async (request, reply) => {
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
    });

    // Browser redirects that Better Auth itself answers.
    const forward = async (
      request: FastifyRequest,
      reply: FastifyReply,
      fallback: string,
      rewrite?: (location: string) => string,
    ) => {
      const result = await auth.handleBrowserRedirect(request.url, requestInfo(request));
      if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
      // A suspended account coming back from Google: no session, and the sign-in page says why.
      if (result.suspended && fallback.startsWith('/auth-callback')) {
        return reply.redirect('/auth-callback?error=account_suspended', 302);
      }
      const location = sameOriginLocation(result.location, deps.publicUrl);
      if (result.status >= 300 && result.status < 400) {
        return reply.redirect(rewrite ? rewrite(location) : location, 302);
      }
      // Anything that is not a redirect (a malformed request) goes back to the page that shows errors.
      return reply.redirect(rewrite ? rewrite(fallback) : fallback, 302);
    };

    route(app, 'oauthCallback', async (request, reply) =>
      forward(request, reply, '/auth-callback?error=invalid_request'),
    );

    route(app, 'verifyEmail', async (request, reply) =>
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
