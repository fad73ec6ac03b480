import { errorBodySchema } from '@mzansi/contracts/errors';
import { MESSAGES } from '@mzansi/contracts/messages';
import { PLANS } from '@mzansi/contracts/plans';
import { ALL_RESOURCES } from '@mzansi/i18n/all-resources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, latestEmail, login, uniqueEmail } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';
import type { MailMessage } from '../adapters/mail/mail';
import { users } from '../db/schema/index';
import { tooManyStreamsMessage } from '../modules/playback/stream-sessions.service';
import { createBillingNotices } from '../modules/subscriptions/billing-notices';

/** Issue 16: what the server says to people (error messages, e-mails) is in their language. */

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

/** A sign-up the contract refuses (400 validation_failed). */
function invalidSignUp(server: TestServer, headers: Record<string, string> = {}, query = '') {
  return server.request(`/api/auth/register${query}`, {
    method: 'POST',
    json: { email: 'not-an-email', password: GOOD_PASSWORD },
    headers,
  });
}

describe('error messages and e-mails in the request language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers an API error in isiZulu for Accept-Language: zu, the code unchanged', async () => {
    const response = await invalidSignUp(server, { 'accept-language': 'zu-ZA,zu;q=0.9,en;q=0.8' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Ezinye izinkambu azilungile.');
  });

  it('answers in Afrikaans for the language cookie, with the message arguments in place', async () => {
    const cookie = { cookie: 'mzansi_lang=af' };
    expect((await errorOf(await invalidSignUp(server, cookie))).message).toBe(
      'Sommige velde is nie geldig nie.',
    );
    const missing = await server.request('/api/no-such-thing', { headers: cookie });
    expect(missing.status).toBe(404);
    // Never stored by a shared cache for everyone.
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    expect(await errorOf(missing)).toEqual({
      code: 'not_found',
      message: 'Geen roete vir GET /api/no-such-thing nie',
    });
    // The cookie beats the browser's language; ?lang= beats the cookie.
    const both = await invalidSignUp(server, { ...cookie, 'accept-language': 'zu' });
    expect((await errorOf(both)).message).toBe('Sommige velde is nie geldig nie.');
    const query = await invalidSignUp(server, cookie, '?lang=xh');
    expect((await errorOf(query)).message).toBe('Ezinye iindawo azichanekanga.');
  });

  it('answers the spec §8 messages from the messages catalogue of the language', async () => {
    const response = await server.request('/api/user/watchlist', { headers: { 'accept-language': 'zu' } });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe(ALL_RESOURCES.zu.messages.userNotAuthenticated);
  });

  it('keeps English answers exactly as they were (no language, English, or one we do not speak)', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-ZA' },
      { 'accept-language': 'fr-FR,de;q=0.5' },
    ];
    for (const headers of cases) {
      expect((await errorOf(await invalidSignUp(server, headers))).message).toBe(
        'Some fields are not valid.',
      );
      expect(await errorOf(await server.request('/api/no-such-thing', { headers }))).toEqual({
        code: 'not_found',
        message: 'No route for GET /api/no-such-thing',
      });
      const watchlist = await server.request('/api/user/watchlist', { headers });
      expect((await errorOf(watchlist)).message).toBe(MESSAGES.userNotAuthenticated);
    }
  });

  it('e-mails the confirmation of a sign-up made in isiXhosa in isiXhosa, and keeps the language on the account', async () => {
    const email = uniqueEmail('Siphokazi');
    const response = await server.request('/api/auth/register', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD },
      headers: { 'accept-language': 'xh-ZA,xh;q=0.9' },
    });
    expect(response.status).toBe(200);
    const message = await latestEmail(server, email, 'confirm_email');
    expect(message.subject).toBe('Nceda uqinisekise idilesi yakho ye-imeyile ye-Mzansi Stream');
    expect(message.text).toContain('Enkosi ngokubhalisa kwi-Mzansi Stream.');
    expect(message.text).toMatch(
      /Qinisekisa idilesi yakho ye-imeyile: http:\/\/\S+\/api\/auth\/verify-email\?token=/,
    );
    expect(message.text).toContain('Yonwabela ukubukela,\nIqela le-Mzansi Stream');
    expect(message.text).not.toContain('Thanks for signing up');
    expect(message.html).toContain('<html lang="xh-ZA">');
    expect(message.html).toContain('Qinisekisa idilesi yam ye-imeyile');
    const [user] = await server.ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user?.language).toBe('xh');
  });

  it('keeps the English confirmation e-mail as it was', async () => {
    const email = uniqueEmail('Thandi');
    await server.request('/api/auth/register', { method: 'POST', json: { email, password: GOOD_PASSWORD } });
    const message = await latestEmail(server, email, 'confirm_email');
    expect(message.subject).toBe('Please confirm your e-mail address for Mzansi Stream');
    expect(message.text).toMatch(
      /^Sawubona [^,\n]+,\n\nThanks for signing up to Mzansi Stream\. Please confirm your e-mail address so that you can sign in\.\n\nConfirm your e-mail address: http\S+\n\nThe link works for 24 hours\. If you did not sign up, you can ignore this e-mail and nothing will happen\.\n\nEnjoy the show,\nThe Mzansi Stream team$/,
    );
    expect(message.html).toContain('<html lang="en-ZA">');
    expect(message.html).toContain('Or copy this link into your browser:<br>');
  });

  it('records the language of each sign-in on the account (for the e-mails sent later)', async () => {
    const email = uniqueEmail('Pieter');
    await server.request('/api/auth/register', { method: 'POST', json: { email, password: GOOD_PASSWORD } });
    await server.ctx.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, email.toLowerCase()));
    const { response } = await login(server, email, GOOD_PASSWORD, { cookie: 'mzansi_lang=af' });
    expect(response.status).toBe(200);
    const [user] = await server.ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user?.language).toBe('af');
  });

  it('writes the e-mails sent later (billing notices) in the language stored on the account', async () => {
    const sent: MailMessage[] = [];
    const notices = createBillingNotices(server.ctx, {
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message), close: async () => {} },
    });
    const idOf = async (email: string, language: string) => {
      await server.request('/api/auth/register', {
        method: 'POST',
        json: { email, password: GOOD_PASSWORD },
      });
      const [user] = await server.ctx.database.db
        .update(users)
        .set({ language })
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      return user!.id;
    };
    await notices.movedToFree(await idOf(uniqueEmail('Zanele'), 'zu'));
    await notices.movedToFree(await idOf(uniqueEmail('John'), 'en'));
    expect(sent.map((message) => message.subject)).toEqual([
      'I-akhawunti yakho ye-Mzansi Stream manje isohlelweni lwe-Free',
      'Your Mzansi Stream account is now on the Free plan',
    ]);
    expect(sent[0]!.text).toContain('Buyela ku-Premium: http');
    expect(sent[1]!.text).toContain('Go Premium again: http');
  });
});

describe('messages with arguments', () => {
  it('reads the stream limit in English exactly as before, and in the other languages with the plan and count', () => {
    expect(tooManyStreamsMessage(PLANS.free).english).toBe(
      'Your Free plan lets you watch on 1 device at a time. Stop one of your other streams to watch here, or upgrade to Premium to watch on 4 devices at once.',
    );
    expect(tooManyStreamsMessage(PLANS.premium).english).toBe(
      `Your Premium plan lets you watch on ${PLANS.premium.max_devices} devices at a time. Stop one of your other streams to watch here.`,
    );
    expect(tooManyStreamsMessage(PLANS.free).in('af')).toBe(
      "Jou Free-plan laat jou toe om op 1 toestel op 'n slag te kyk. Stop een van jou ander strome om hier te kyk, of gradeer op na Premium om op 4 toestelle gelyk te kyk.",
    );
  });
});
