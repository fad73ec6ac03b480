import { registerResponseSchema, sessionResponseSchema } from '@mzansi/contracts/auth';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmail,
  currentSession,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  login,
  openLink,
  readOutbox,
  signIn,
  signUp,
  uniqueEmail,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { profiles, userRoles, users } from '../../db/schema/index';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

describe('POST /api/auth/register', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a malformed e-mail, a missing password and unknown shapes with 400 validation_failed', async () => {
    for (const json of [
      { email: 'not-an-email', password: GOOD_PASSWORD },
      { email: 'a@b', password: GOOD_PASSWORD },
      { email: uniqueEmail() },
      { email: uniqueEmail(), password: '' },
      { email: uniqueEmail(), password: GOOD_PASSWORD, username: 'no spaces allowed' },
      { email: uniqueEmail(), password: GOOD_PASSWORD, username: 'ab' },
    ]) {
      const response = await server.request('/api/auth/register', { method: 'POST', json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    }
  });

  it('never accepts roles in the sign-up metadata', async () => {
    const response = await signUp(server, { data: { roles: 'admin' } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation_failed');
  });

  it.each([
    ['too_short', 'short1!'],
    ['too_long', 'x'.repeat(60) + 'y'.repeat(69)],
    ['common', 'password123'],
    ['contains_email', 'i-am-nokuthula-ok'],
  ])('refuses a weak password (%s) with 400 weak_password and its reasons', async (reason, password) => {
    const email = `nokuthula@${uniqueEmail('x').split('@')[0]}.example.co.za`;
    const response = await signUp(server, { email, password });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('weak_password');
    expect((error.details as { reasons: string[] }).reasons).toContain(reason);
    expect(await readOutbox(server, email)).toHaveLength(0);
  });

  it('creates an unconfirmed account, its profile and the user role, and e-mails a confirmation link', async () => {
    const email = uniqueEmail('Thabo.Nkosi');
    const response = await signUp(server, { email, data: { favouriteGenre: 'drama', newsletter: true } });
    expect(response.status).toBe(200);
    expect(registerResponseSchema.parse(await response.json())).toEqual({ status: 'confirmation_required' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const [user] = await server.ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({
      emailVerified: false,
      userMetadata: { favouriteGenre: 'drama', newsletter: true },
    });
    const [profile] = await server.ctx.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    // Spec §5: the username defaults to the part of the e-mail before the @.
    expect(profile!.username).toBe(email.split('@')[0]!.toLowerCase());
    const roles = await server.ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles.map((row) => row.role)).toEqual(['user']);

    const message = await latestEmail(server, email, 'confirm_email');
    expect(message.subject).toMatch(/confirm/i);
    expect(message.html).toContain('Confirm my e-mail address');
    expect(linkIn(message, '/api/auth/verify-email?token=')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('greets the name given at sign-up in the confirmation e-mail, not the e-mail prefix (D60)', async () => {
    const email = uniqueEmail('ux.tester.1795');
    const response = await signUp(server, { email, data: { full_name: 'Thandi Mokoena' } });
    expect(response.status).toBe(200);
    const message = await latestEmail(server, email, 'confirm_email');
    expect(message.text.split('\n')[0]).toBe('Sawubona Thandi Mokoena,');
    expect(message.html).toContain('Sawubona Thandi Mokoena,');
    expect(message.text).not.toContain('Sawubona ux.tester');

    // Without a name, the username stays the greeting.
    const plain = uniqueEmail('sipho');
    await signUp(server, { email: plain, username: 'sipho_k' });
    expect((await latestEmail(server, plain, 'confirm_email')).text.split('\n')[0]).toBe('Sawubona sipho_k,');
  });

  it('signs nobody in before the e-mail is confirmed: 403 email_not_confirmed, and a new link is sent', async () => {
    const email = uniqueEmail();
    await signUp(server, { email });
    const before = (await readOutbox(server, email)).length;
    const { response, cookie } = await login(server, email, GOOD_PASSWORD);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({
      code: 'email_not_confirmed',
      message: 'Please check your email to confirm your account before signing in.',
    });
    expect(cookie).toBeNull();
    expect((await readOutbox(server, email)).length).toBe(before + 1);
    // A wrong password for the same account says nothing about the confirmation.
    const wrong = await login(server, email, 'not-the-password-at-all');
    expect(wrong.response.status).toBe(401);
    expect((await errorOf(wrong.response)).code).toBe('invalid_credentials');
  });

  it('confirms through the e-mailed link, lands on /auth?confirmed=1 with the same-origin returnUrl, then signs in', async () => {
    const email = uniqueEmail();
    await signUp(server, { email, username: 'zanele_m', returnUrl: '/watch/abc?t=10' });
    const confirmed = await confirmEmail(server, email);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe(
      `/auth?confirmed=1&returnUrl=${encodeURIComponent('/watch/abc?t=10')}`,
    );
    const cookie = await signIn(server, email);
    const session = await currentSession(server, { cookie });
    expect(session.session?.user.confirmed_at).not.toBeNull();
    expect(session.profile?.username).toBe('zanele_m');
    expect(session.session?.user.user_metadata).toMatchObject({ username: 'zanele_m' });
  });

  it('drops a returnUrl that leaves the site', async () => {
    for (const returnUrl of [
      '//evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
    ]) {
      const email = uniqueEmail();
      await signUp(server, { email, returnUrl });
      const confirmed = await confirmEmail(server, email);
      expect(confirmed.headers.get('location'), returnUrl).toBe('/auth?confirmed=1');
    }
  });

  it('sends a bad or tampered confirmation link to /auth?confirmed=0&error=invalid_token', async () => {
    const email = uniqueEmail();
    await signUp(server, { email });
    const link = linkIn(await latestEmail(server, email, 'confirm_email'), '/api/auth/verify-email');
    const tampered = link.replace(
      /token=([^&]+)/,
      (_match, token: string) => `token=${token.slice(0, -3)}abc`,
    );
    const response = await openLink(server, tampered);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?confirmed=0&error=invalid_token');
    const [user] = await server.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(false);
  });

  it('answers an already registered e-mail exactly like a new one, and tells its owner by e-mail instead', async () => {
    const email = uniqueEmail();
    const first = await signUp(server, { email });
    const firstBody = await first.text();
    const confirmationsBefore = (await readOutbox(server, email)).filter(
      (m) => m.kind === 'confirm_email',
    ).length;

    const again = await signUp(server, { email: email.toUpperCase(), password: 'a-different-long-pass' });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.getSetCookie()).toEqual([]);

    const messages = await readOutbox(server, email);
    expect(messages[0]!.kind).toBe('existing_account');
    expect(messages[0]!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(messages.filter((m) => m.kind === 'confirm_email')).toHaveLength(confirmationsBefore);
    // The existing account keeps its password.
    const { response } = await login(server, email, 'a-different-long-pass');
    expect(response.status).toBe(401);
  });

  it('answers 409 for a taken username, whatever the e-mail (checked before the e-mail is looked at)', async () => {
    const taken = await signUp(server, { username: 'sipho' });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('conflict');
    const takenOtherCase = await signUp(server, { email: 'premium@mzansi.test', username: 'SIPHO' });
    expect(takenOtherCase.status).toBe(409);
  });

  it('picks another default username when the e-mail prefix is taken', async () => {
    const email = `thandi@another-domain.co.za`;
    await signUp(server, { email });
    const [user] = await server.ctx.database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await server.ctx.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile!.username).toMatch(/^thandi\d+$/);
  });

  it('re-sends the confirmation link on request with 202, and says the same for unknown and confirmed addresses', async () => {
    const email = uniqueEmail();
    await signUp(server, { email });
    const before = (await readOutbox(server, email)).length;
    for (const address of [email, uniqueEmail(), 'free@mzansi.test']) {
      const response = await server.request('/api/auth/email/resend', {
        method: 'POST',
        json: { email: address },
      });
      expect(response.status).toBe(202);
      expect(await response.text()).toBe('');
    }
    expect((await readOutbox(server, email)).length).toBe(before + 1);
    expect(await readOutbox(server, 'free@mzansi.test')).toHaveLength(0);
    const malformed = await server.request('/api/auth/email/resend', {
      method: 'POST',
      json: { email: 'nope' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('POST /api/auth/register without e-mail confirmation (AUTH_REQUIRE_EMAIL_VERIFICATION=false)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_REQUIRE_EMAIL_VERIFICATION: 'false' } });
  });
  afterAll(() => server.close());

  it('signs the new user in at once with a session cookie', async () => {
    const email = uniqueEmail();
    const response = await signUp(server, { email, username: 'quick_start' });
    expect(response.status).toBe(200);
    const body = registerResponseSchema.parse(await response.json());
    expect(body.status).toBe('signed_in');
    if (body.status !== 'signed_in') return;
    expect(sessionResponseSchema.parse(body).profile?.username).toBe('quick_start');
    expect(body.roles).toEqual(['user']);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('mzansi.session_token='));
    expect(cookie).toBeDefined();
    const providers = await (await server.request('/api/auth/providers')).json();
    expect(providers).toEqual({ google: false, emailConfirmationRequired: false });
  });

  it('still does not sign anyone into an existing account through sign-up', async () => {
    const response = await signUp(server, { email: 'free@mzansi.test' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmation_required' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await readOutbox(server, 'free@mzansi.test'))[0]?.kind).toBe('existing_account');
  });
});
