import {
  deviceSessionsResponseSchema,
  sessionResponseSchema,
  tokenResponseSchema,
} from '@mzansi/contracts/auth';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerToken,
  currentSession,
  demoAccount,
  login,
  SESSION_COOKIE,
  signIn,
  signInDemo,
  signUpAndConfirm,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { sessions, users } from '../../db/schema/index';

const DAY = 24 * 60 * 60 * 1000;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

describe('sign-in, sessions and sign-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('POST /api/auth/login', () => {
    it('refuses malformed input with 400', async () => {
      for (const json of [{ email: 'nope', password: 'x' }, { email: 'free@mzansi.test' }, {}]) {
        const response = await server.request('/api/auth/login', { method: 'POST', json });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).code).toBe('validation_failed');
      }
    });

    it('answers a wrong password and an unknown e-mail alike: 401 invalid_credentials with the spec message', async () => {
      const wrongPassword = await login(server, 'free@mzansi.test', 'not-the-demo-password');
      const unknownEmail = await login(server, 'nobody-here@mzansi.test', 'not-the-demo-password');
      for (const { response, cookie } of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toEqual({
          code: 'invalid_credentials',
          message: 'Invalid email or password. Please try again.',
        });
        expect(cookie).toBeNull();
      }
      const tooLong = await login(server, 'free@mzansi.test', 'x'.repeat(500));
      expect(tooLong.response.status).toBe(401);
    });

    it('signs a demo account in with an httpOnly, SameSite=Lax cookie whose name contains the service name', async () => {
      const { email, password } = demoAccount('premium');
      const response = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: email.toUpperCase(), password },
        headers: { 'user-agent': ANDROID_CHROME },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const setCookie = response.headers
        .getSetCookie()
        .find((value) => value.startsWith(`${SESSION_COOKIE}=`))!;
      expect(SESSION_COOKIE).toContain('mzansi');
      expect(setCookie).toMatch(/; Max-Age=604800/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/); // outside production only
      const body = sessionResponseSchema.parse(await response.json());
      expect(body.session).toMatchObject({
        access_token: null,
        refresh_token: null,
        token_type: 'cookie',
        expires_in: expect.any(Number),
        user: { email, app_metadata: { provider: 'email', roles: ['user'] } },
      });
      expect(body.session!.expires_in).toBeGreaterThan(7 * 86_400 - 10);
      expect(body.profile?.username).toBe('sipho');
      expect(body.roles).toEqual(['user']);
      expect(body.subscription).toMatchObject({ status: 'active', plan_id: 'premium', is_premium: true });
    });

    it('issues a new session token at every sign-in and ends the previous session of that browser', async () => {
      const first = await signInDemo(server, 'creator');
      const { email, password } = demoAccount('creator');
      const second = await login(server, email, password, { cookie: first });
      expect(second.response.status).toBe(200);
      expect(second.cookie).not.toBe(first);
      expect((await currentSession(server, { cookie: first })).session).toBeNull();
      expect((await currentSession(server, { cookie: second.cookie! })).session?.user.email).toBe(email);
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers a null session when signed out, never cached', async () => {
      const response = await server.request('/api/auth/session');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        session: null,
        profile: null,
        roles: [],
        subscription: null,
        viewer_profile: null,
        choose_viewer_profile: false,
      });
    });

    it('treats a forged or unknown cookie as signed out and clears it', async () => {
      for (const cookie of [
        `${SESSION_COOKIE}=forged`,
        `${SESSION_COOKIE}=abc.${encodeURIComponent('A'.repeat(43) + '=')}`,
      ]) {
        const response = await server.request('/api/auth/session', { headers: { cookie } });
        expect(sessionResponseSchema.parse(await response.json()).session).toBeNull();
        expect(
          response.headers.getSetCookie().some((value) => /^mzansi\.session_token=;.*Max-Age=0/.test(value)),
        ).toBe(true);
      }
    });

    it('slides: used more than a day after it was extended, the session gets 7 days again', async () => {
      const cookie = await signInDemo(server, 'moderator');
      const first = await currentSession(server, { cookie });
      server.clock.advance(DAY / 2);
      const early = await server.request('/api/auth/session', { headers: { cookie } });
      expect(early.headers.getSetCookie()).toEqual([]);
      server.clock.advance(DAY);
      const later = await server.request('/api/auth/session', { headers: { cookie } });
      expect(later.headers.getSetCookie().some((value) => value.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
      const slid = sessionResponseSchema.parse(await later.json());
      expect(slid.session!.expires_at - first.session!.expires_at).toBeGreaterThanOrEqual(
        Math.floor((1.5 * DAY) / 1000) - 2,
      );
    });

    it('ends after 7 days without use', async () => {
      const cookie = await signInDemo(server, 'moderator');
      server.clock.advance(7 * DAY + 60_000);
      const response = await server.request('/api/auth/session', { headers: { cookie } });
      expect(sessionResponseSchema.parse(await response.json()).session).toBeNull();
      const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      expect(
        await server.ctx.database.db.select().from(sessions).where(eq(sessions.token, token)),
      ).toHaveLength(0);
    });

    it('treats a banned account as signed out, and refuses it a new session', async () => {
      const account = await signUpAndConfirm(server);
      await server.ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, account.userId));
      expect((await currentSession(server, { cookie: account.cookie })).session).toBeNull();
      const { response, cookie } = await login(server, account.email, account.password);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('account_suspended');
      expect(cookie).toBeNull();
    });
  });

  describe('POST /api/auth/logout and /logout-everywhere', () => {
    it('ends the session on the server: the old cookie no longer works', async () => {
      const cookie = await signInDemo(server, 'free');
      const response = await server.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
      expect(response.status).toBe(204);
      expect(
        response.headers.getSetCookie().some((value) => /^mzansi\.session_token=;.*Max-Age=0/.test(value)),
      ).toBe(true);
      expect((await currentSession(server, { cookie })).session).toBeNull();
      // Signing out twice, or while signed out, is fine.
      expect((await server.request('/api/auth/logout', { method: 'POST', headers: { cookie } })).status).toBe(
        204,
      );
    });

    it('requires a session to sign out everywhere, then ends every session of the account', async () => {
      expect((await server.request('/api/auth/logout-everywhere', { method: 'POST' })).status).toBe(401);
      const account = await signUpAndConfirm(server);
      const phone = await signIn(server, account.email, account.password);
      const token = await bearerToken(server, account.email, account.password);
      const other = await signInDemo(server, 'free');
      const response = await server.request('/api/auth/logout-everywhere', {
        method: 'POST',
        headers: { cookie: account.cookie },
      });
      expect(response.status).toBe(204);
      const credentials: Record<string, string>[] = [
        { cookie: account.cookie },
        { cookie: phone },
        { authorization: `Bearer ${token}` },
      ];
      for (const headers of credentials) {
        expect((await currentSession(server, headers)).session).toBeNull();
      }
      expect((await currentSession(server, { cookie: other })).session).not.toBeNull();
    });
  });

  describe('POST /api/auth/token (bearer tokens for API clients)', () => {
    it('refuses wrong credentials with 401 and malformed input with 400', async () => {
      const wrong = await server.request('/api/auth/token', {
        method: 'POST',
        json: { email: 'free@mzansi.test', password: 'wrong-password-here' },
      });
      expect(wrong.status).toBe(401);
      expect((await errorOf(wrong)).code).toBe('invalid_credentials');
      const malformed = await server.request('/api/auth/token', { method: 'POST', json: { email: 'x' } });
      expect(malformed.status).toBe(400);
    });

    it('gives a bearer token, without a cookie, that works on every endpoint', async () => {
      const { email, password } = demoAccount('admin');
      const response = await server.request('/api/auth/token', { method: 'POST', json: { email, password } });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      const token = tokenResponseSchema.parse(await response.json());
      expect(token.token_type).toBe('bearer');
      expect(token.expires_in).toBeGreaterThan(7 * 86_400 - 10);
      const authorization = `Bearer ${token.access_token}`;
      const session = await currentSession(server, { authorization });
      expect(session.session).toMatchObject({ token_type: 'bearer', access_token: null, user: { email } });
      expect((await server.request('/api/profile', { headers: { authorization } })).status).toBe(200);
      expect((await server.request('/api/admin/users', { headers: { authorization } })).status).toBe(200);
      // The bearer wins over a cookie, and sliding never sets a cookie for it.
      server.clock.advance(2 * DAY);
      const slid = await server.request('/api/auth/session', { headers: { authorization } });
      expect(slid.headers.getSetCookie()).toEqual([]);
      expect(sessionResponseSchema.parse(await slid.json()).session?.token_type).toBe('bearer');
    });

    it('accepts only signed tokens: the bare session token from the database is refused', async () => {
      const { email, password } = demoAccount('free');
      const token = await bearerToken(server, email, password);
      const bare = token.split('.')[0]!;
      expect((await currentSession(server, { authorization: `Bearer ${bare}` })).session).toBeNull();
      expect(
        (await server.request('/api/profile', { headers: { authorization: `Bearer ${bare}` } })).status,
      ).toBe(401);
      expect((await currentSession(server, { authorization: `Bearer ${token}x` })).session).toBeNull();
    });
  });

  describe('GET /api/auth/sessions and DELETE /api/auth/sessions/:id', () => {
    it('requires a session', async () => {
      expect((await server.request('/api/auth/sessions')).status).toBe(401);
      expect((await server.request('/api/auth/sessions/x', { method: 'DELETE' })).status).toBe(401);
    });

    it("lists the caller's own sessions with a device label and which one is current", async () => {
      const account = await signUpAndConfirm(server);
      const { cookie: phone } = await login(server, account.email, account.password, {
        'user-agent': ANDROID_CHROME,
      });
      const response = await server.request('/api/auth/sessions', { headers: { cookie: phone! } });
      expect(response.status).toBe(200);
      const { items } = deviceSessionsResponseSchema.parse(await response.json());
      expect(items).toHaveLength(2);
      const current = items.find((item) => item.current)!;
      expect(current).toMatchObject({
        device_label: 'Chrome on Android',
        user_agent: ANDROID_CHROME,
        ip_address: '127.0.0.1',
      });
      expect(items.filter((item) => item.current)).toHaveLength(1);
      expect(JSON.stringify(items)).not.toContain(decodeURIComponent(phone!.split('=')[1]!).split('.')[0]);
    });

    it("ends one of the caller's sessions, and answers 404 for someone else's", async () => {
      const account = await signUpAndConfirm(server);
      const laptop = await signIn(server, account.email, account.password);
      const other = await signUpAndConfirm(server);
      const list = async (cookie: string) =>
        deviceSessionsResponseSchema.parse(
          await (await server.request('/api/auth/sessions', { headers: { cookie } })).json(),
        ).items;
      const othersSession = (await list(other.cookie))[0]!;
      const foreign = await server.request(`/api/auth/sessions/${othersSession.id}`, {
        method: 'DELETE',
        headers: { cookie: account.cookie },
      });
      expect(foreign.status).toBe(404);
      expect((await errorOf(foreign)).code).toBe('not_found');
      expect((await currentSession(server, { cookie: other.cookie })).session).not.toBeNull();

      const laptopId = (await list(laptop)).find((item) => item.current)!.id;
      const revoked = await server.request(`/api/auth/sessions/${laptopId}`, {
        method: 'DELETE',
        headers: { cookie: account.cookie },
      });
      expect(revoked.status).toBe(204);
      expect((await currentSession(server, { cookie: laptop })).session).toBeNull();
      expect((await currentSession(server, { cookie: account.cookie })).session).not.toBeNull();
    });
  });

  it('GET /api/auth/providers says which sign-in methods are offered', async () => {
    const response = await server.request('/api/auth/providers');
    expect(await response.json()).toEqual({ google: false, emailConfirmationRequired: true });
    // A browser that navigates to Google sign-in anyway lands on the page that shows sign-in errors.
    const google = await server.request('/api/auth/google/start', { redirect: 'manual' });
    expect(google.status).toBe(302);
    expect(google.headers.get('location')).toBe('/auth-callback?error=not_found');
  });
});

describe('OpenAPI', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('describes the account endpoints under their tags', async () => {
    const spec = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/logout-everywhere',
      '/api/auth/session',
      '/api/auth/token',
      '/api/auth/password/forgot',
      '/api/auth/password/reset',
      '/api/auth/password/change',
      '/api/auth/email/resend',
      '/api/auth/sessions',
      '/api/auth/sessions/{id}',
      '/api/auth/providers',
      '/api/auth/google/start',
      '/api/profile',
      '/api/profile/avatar',
      '/api/account',
      '/api/account/export',
      '/api/admin/users',
      '/api/admin/users/{id}/roles',
      '/api/feedback',
      '/api/client-errors',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    expect(spec.paths['/api/auth/login']!.post!.tags).toEqual(['auth']);
    // Better Auth's own redirect endpoints are not part of the API.
    expect(spec.paths['/api/auth/callback/{id}']).toBeUndefined();
  });
});
