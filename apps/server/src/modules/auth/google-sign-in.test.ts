import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSession, signUp, signUpAndConfirm, uniqueEmail } from '../../../test/accounts';
import { freePort, startTestServer, type TestServer } from '../../../test/harness';
import { googleSignIn } from '../../../test/google-flow';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../test/oidc-provider';
import { accounts, sessions, users } from '../../db/schema/index';

describe('Google sign-in, end to end against a local OpenID provider', () => {
  let server: TestServer;
  let provider: LocalOidcProvider;
  let sub = 0;
  const identity = (email: string, emailVerified = true) => {
    const id = `10987654321${++sub}`;
    provider.identities.set(id, { sub: id, email, email_verified: emailVerified, name: 'Lindiwe Dlamini' });
    return id;
  };

  beforeAll(async () => {
    const port = await freePort();
    provider = await startLocalOidcProvider(`http://127.0.0.1:${port}/api/auth/callback/google`);
    server = await startTestServer({
      env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...provider.env() },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('is offered when a client id and secret are configured', async () => {
    expect(await (await server.request('/api/auth/providers')).json()).toEqual({
      google: true,
      emailConfirmationRequired: true,
    });
  });

  it('starts an authorization code flow with PKCE (S256), state, nonce, the spec scopes, offline access and consent', async () => {
    const response = await server.request('/api/auth/google/start?returnUrl=%2Fhome', { redirect: 'manual' });
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(`${server.baseUrl}/api/auth/callback/google`);
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    // The state is bound to this browser by a signed, httpOnly cookie.
    const stateCookie = response.headers.getSetCookie().find((value) => value.startsWith('mzansi.state='));
    expect(stateCookie).toMatch(/HttpOnly/);
  });

  it('signs a new person up, creates their profile, and returns to /auth-callback with the returnUrl', async () => {
    const email = uniqueEmail('lindiwe');
    const id = identity(email);
    const result = await googleSignIn(server, provider, { sub: id, returnUrl: '/watchlist' });
    expect(result.landing).toBe(`/auth-callback?returnUrl=${encodeURIComponent('/watchlist')}`);
    const session = await currentSession(server, { cookie: result.appCookies });
    expect(session.session?.user).toMatchObject({
      email,
      app_metadata: { provider: 'google', providers: ['google'], roles: ['user'] },
    });
    expect(session.session?.user.confirmed_at).not.toBeNull();
    expect(session.profile?.username).toBe(email.split('@')[0]);
    const [account] = await server.ctx.database.db.select().from(accounts).where(eq(accounts.accountId, id));
    expect(account).toMatchObject({ providerId: 'google' });
    // Google's tokens are stored encrypted, never as issued.
    expect(account!.accessToken).not.toMatch(/^eyJ/);
  });

  it("records the language the person signed in with, for the account's later e-mails", async () => {
    const email = uniqueEmail('sipho');
    const result = await googleSignIn(server, provider, {
      sub: identity(email),
      appCookie: 'mzansi_lang=xh',
    });
    expect(result.landing).toMatch(/^\/auth-callback/);
    const [user] = await server.ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email));
    expect(user?.language).toBe('xh');
  });

  it('gives a suspended account no session, and says why on /auth-callback', async () => {
    const email = uniqueEmail('suspended');
    const id = identity(email);
    const first = await googleSignIn(server, provider, { sub: id });
    const userId = (await currentSession(server, { cookie: first.appCookies })).session!.user.id;
    await server.ctx.database.db
      .update(users)
      .set({ banned: true, banReason: 'test' })
      .where(eq(users.id, userId));
    const sessionsOf = () =>
      server.ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    const before = (await sessionsOf()).length;
    const again = await googleSignIn(server, provider, { sub: id });
    expect(again.landing).toBe('/auth-callback?error=account_suspended');
    expect(again.appJar.get('mzansi.session_token')).toBeUndefined();
    expect((await currentSession(server, { cookie: again.appCookies })).session).toBeNull();
    // The session Google's sign-in made was ended at once.
    expect(await sessionsOf()).toHaveLength(before);
  });

  it('drops a returnUrl that leaves the site', async () => {
    const id = identity(uniqueEmail());
    const result = await googleSignIn(server, provider, { sub: id, returnUrl: 'https://evil.example/phish' });
    expect(result.landing).toBe('/auth-callback');
  });

  it('recognises a returning person by sub, even after their Google e-mail changed', async () => {
    const email = uniqueEmail();
    const id = identity(email);
    const first = await googleSignIn(server, provider, { sub: id });
    const userId = (await currentSession(server, { cookie: first.appCookies })).session!.user.id;
    provider.identities.set(id, { sub: id, email: uniqueEmail('renamed'), email_verified: true });
    const again = await googleSignIn(server, provider, { sub: id });
    expect((await currentSession(server, { cookie: again.appCookies })).session!.user.id).toBe(userId);
  });

  it('links Google to an existing e-mail + password account when Google says the e-mail is verified', async () => {
    const account = await signUpAndConfirm(server);
    const id = identity(account.email, true);
    const result = await googleSignIn(server, provider, { sub: id });
    expect(result.landing).toBe('/auth-callback');
    const session = await currentSession(server, { cookie: result.appCookies });
    expect(session.session?.user.id).toBe(account.userId);
    expect(session.session?.user.app_metadata.providers.sort()).toEqual(['email', 'google']);
  });

  it('does not link when Google does not vouch for the e-mail (no takeover through a second provider)', async () => {
    const account = await signUpAndConfirm(server);
    const id = identity(account.email, false);
    const result = await googleSignIn(server, provider, { sub: id });
    expect(result.landing).toMatch(/^\/auth-callback\?error=account_not_linked/);
    expect(result.appJar.get('mzansi.session_token')).toBeUndefined();
    expect(
      await server.ctx.database.db.select().from(accounts).where(eq(accounts.accountId, id)),
    ).toHaveLength(0);
  });

  it('does not link into an account whose own e-mail was never confirmed (pre-registration takeover)', async () => {
    const email = uniqueEmail();
    await signUp(server, { email });
    const id = identity(email, true);
    const result = await googleSignIn(server, provider, { sub: id });
    expect(result.landing).toMatch(/error=account_not_linked/);
    const [user] = await server.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(false);
  });

  it('refuses a forged state, and a real state without the browser cookie that started it', async () => {
    const forged = await server.request(
      '/api/auth/callback/google?code=stolen-code&state=forged-state-value',
      {
        redirect: 'manual',
      },
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toMatch(/^\/auth-callback\?error=state_mismatch/);
    expect(
      forged.headers
        .getSetCookie()
        .some((value) => value.startsWith('mzansi.session_token=') && !/=;/.test(value)),
    ).toBe(false);

    // An attacker's own flow, replayed in a victim's browser (login CSRF): the state exists but not the cookie.
    const start = await server.request('/api/auth/google/start', { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const replay = await server.request(`/api/auth/callback/google?code=some-code&state=${state}`, {
      redirect: 'manual',
    });
    expect(replay.headers.get('location')).toMatch(/^\/auth-callback\?error=state_mismatch/);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const id = identity(uniqueEmail());
    const result = await googleSignIn(server, provider, {
      sub: id,
      tamper: (url) => url.searchParams.set('nonce', 'a-nonce-the-attacker-chose-0123456789'),
    });
    expect(result.landing).toMatch(/^\/auth-callback\?error=/);
    expect(result.appJar.get('mzansi.session_token')).toBeUndefined();
    expect(
      await server.ctx.database.db.select().from(accounts).where(eq(accounts.accountId, id)),
    ).toHaveLength(0);
  });

  it('refuses a code issued for another PKCE challenge', async () => {
    const id = identity(uniqueEmail());
    const result = await googleSignIn(server, provider, {
      sub: id,
      tamper: (url) => url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    });
    expect(result.landing).toMatch(/^\/auth-callback\?error=/);
    expect(result.appJar.get('mzansi.session_token')).toBeUndefined();
  });

  it('sends a provider error back to /auth-callback with the error', async () => {
    const start = await server.request('/api/auth/google/start?returnUrl=%2Fprofile', { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const cookie = start.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const denied = await server.request(`/api/auth/callback/google?error=access_denied&state=${state}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(denied.headers.get('location')).toBe(
      `/auth-callback?returnUrl=${encodeURIComponent('/profile')}&error=access_denied`,
    );
  });
});

describe('Google sign-in when Google cannot be reached', () => {
  let server: TestServer;
  beforeAll(async () => {
    const nobody = await freePort();
    server = await startTestServer({
      env: {
        GOOGLE_CLIENT_ID: 'id.apps.local',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${nobody}/.well-known/openid-configuration`,
      },
    });
  });
  afterAll(() => server.close());

  it('sends the browser to /auth-callback?error=service_unavailable instead of failing', async () => {
    const response = await server.request('/api/auth/google/start', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth-callback?error=service_unavailable');
  });
});
