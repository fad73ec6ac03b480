import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentSession,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  login,
  readOutbox,
  signIn,
  signUp,
  signUpAndConfirm,
  uniqueEmail,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { accounts, users } from '../../db/schema/index';

const NEW_PASSWORD = 'umdoni-tree-in-the-rain';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

describe('password reset and change', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function requestReset(email: string): Promise<string> {
    const response = await server.request('/api/auth/password/forgot', { method: 'POST', json: { email } });
    expect(response.status).toBe(202);
    const link = new URL(linkIn(await latestEmail(server, email, 'reset_password'), '/auth?reset=true'));
    return link.searchParams.get('token')!;
  }

  const reset = (token: string, newPassword: string) =>
    server.request('/api/auth/password/reset', { method: 'POST', json: { token, newPassword } });

  describe('POST /api/auth/password/forgot', () => {
    it('refuses a malformed e-mail with 400', async () => {
      const response = await server.request('/api/auth/password/forgot', {
        method: 'POST',
        json: { email: 'x@' },
      });
      expect(response.status).toBe(400);
    });

    it('answers 202 with no body whether or not the address has an account', async () => {
      const known = await server.request('/api/auth/password/forgot', {
        method: 'POST',
        json: { email: 'free@mzansi.test' },
      });
      const unknown = await server.request('/api/auth/password/forgot', {
        method: 'POST',
        json: { email: uniqueEmail() },
      });
      for (const response of [known, unknown]) {
        expect(response.status).toBe(202);
        expect(await response.text()).toBe('');
      }
    });

    it('e-mails a link to /auth?reset=true&token=... that works once, for an hour', async () => {
      const account = await signUpAndConfirm(server);
      await requestReset(account.email);
      const message = await latestEmail(server, account.email, 'reset_password');
      expect(message.subject).toBe('Reset your Mzansi Stream password');
      expect(linkIn(message, '/auth?reset=true&token=')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/auth\?reset=true&token=\w+/,
      );
    });

    it('greets the display name the user chose on their profile, not the username (D60)', async () => {
      const account = await signUpAndConfirm(server, { data: { full_name: 'Thandiwe Mokoena' } });
      const patched = await server.request('/api/profile', {
        method: 'PATCH',
        json: { display_name: 'Thandi' },
        headers: { cookie: account.cookie },
      });
      expect(patched.status).toBe(200);
      await requestReset(account.email);
      const message = await latestEmail(server, account.email, 'reset_password');
      expect(message.text.split('\n')[0]).toBe('Sawubona Thandi,');
    });
  });

  describe('POST /api/auth/password/reset', () => {
    it('refuses an unknown token with 400 invalid_token', async () => {
      const response = await reset('not-a-real-token', NEW_PASSWORD);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_token');
      expect(
        (await server.request('/api/auth/password/reset', { method: 'POST', json: { token: 'x' } })).status,
      ).toBe(400);
    });

    it.each([
      ['too_short', 'short'],
      ['common', 'iloveyou'],
      ['contains_email', 'reset.person-forever'],
    ])('refuses a weak new password (%s) and keeps the token usable', async (reason, password) => {
      const email = `reset.person@${uniqueEmail('r').split('@')[0]}.co.za`;
      await signUpAndConfirm(server, { email });
      const token = await requestReset(email);
      const response = await reset(token, password);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('weak_password');
      expect((error.details as { reasons: string[] }).reasons).toContain(reason);
      expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
    });

    it('refuses an expired token (by the server clock) with 400 invalid_token', async () => {
      const account = await signUpAndConfirm(server);
      const token = await requestReset(account.email);
      server.clock.advance(61 * 60 * 1000);
      const response = await reset(token, NEW_PASSWORD);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_token');
      const { response: old } = await login(server, account.email, account.password);
      expect(old.status).toBe(200);
    });

    it('sets the new password, ends every session, tells the owner, and refuses the same token again', async () => {
      const account = await signUpAndConfirm(server);
      const second = await signIn(server, account.email, account.password);
      const token = await requestReset(account.email);
      const response = await reset(token, NEW_PASSWORD);
      expect(response.status).toBe(204);
      for (const cookie of [account.cookie, second]) {
        expect((await currentSession(server, { cookie })).session).toBeNull();
      }
      expect((await latestEmail(server, account.email, 'password_changed')).subject).toBe(
        'Your Mzansi Stream password was changed',
      );
      expect((await login(server, account.email, account.password)).response.status).toBe(401);
      expect((await login(server, account.email, NEW_PASSWORD)).response.status).toBe(200);

      const reused = await reset(token, 'yet-another-long-password');
      expect(reused.status).toBe(400);
      expect((await errorOf(reused)).code).toBe('invalid_token');
    });

    it('confirms the e-mail of an account that never clicked its confirmation link', async () => {
      const email = uniqueEmail();
      await signUp(server, { email });
      const token = await requestReset(email);
      expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
      expect((await login(server, email, NEW_PASSWORD)).response.status).toBe(200);
    });
  });

  describe('POST /api/auth/password/change', () => {
    const change = (cookie: string | undefined, json: unknown) =>
      server.request('/api/auth/password/change', {
        method: 'POST',
        json,
        headers: cookie ? { cookie } : {},
      });

    it('requires a session', async () => {
      const response = await change(undefined, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthenticated');
    });

    it('refuses malformed input with 400 and a weak new password with weak_password', async () => {
      const account = await signUpAndConfirm(server);
      expect((await change(account.cookie, { newPassword: NEW_PASSWORD })).status).toBe(400);
      const weak = await change(account.cookie, {
        currentPassword: account.password,
        newPassword: 'qwerty123',
      });
      expect(weak.status).toBe(400);
      expect((await errorOf(weak)).code).toBe('weak_password');
    });

    it('refuses a wrong current password with 403 reauthentication_failed, keeping the session', async () => {
      const account = await signUpAndConfirm(server);
      const response = await change(account.cookie, {
        currentPassword: 'not-my-password-1',
        newPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('reauthentication_failed');
      expect((await currentSession(server, { cookie: account.cookie })).session).not.toBeNull();
    });

    it('changes the password and ends the other sessions, not this one', async () => {
      const account = await signUpAndConfirm(server);
      const otherDevice = await signIn(server, account.email, account.password);
      const response = await change(account.cookie, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(204);
      expect((await currentSession(server, { cookie: account.cookie })).session).not.toBeNull();
      expect((await currentSession(server, { cookie: otherDevice })).session).toBeNull();
      expect((await login(server, account.email, NEW_PASSWORD)).response.status).toBe(200);
      expect((await readOutbox(server, account.email))[0]?.kind).toBe('password_changed');
      const [row] = await server.ctx.database.db
        .select({ password: accounts.password })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, account.email));
      expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    });
  });
});
