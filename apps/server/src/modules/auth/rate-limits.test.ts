import { errorBodySchema } from '@mzansi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, GOOD_PASSWORD, readOutbox, signUp, uniqueEmail } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { RATE_LIMIT_DEFAULTS } from '../../config';
import { rateLimits } from '../../db/schema/index';
import { buildApp } from '../../http/app';

/**
 * The production limits (config RATE_LIMIT_DEFAULTS), on in every environment. Requests pretend to come from
 * different addresses through X-Forwarded-For (TRUST_PROXY=true, as behind a reverse proxy).
 */
describe('abuse limits', () => {
  let server: TestServer;
  let nextIp = 1;
  const freshIp = () => `198.51.100.${nextIp++}`;
  beforeAll(async () => {
    server = await startTestServer({ productionRateLimits: true, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  const post = (path: string, json: unknown, ip: string) =>
    server.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

  async function expectLimited(response: Response, windowSeconds: number) {
    expect(response.status).toBe(429);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('allows 10 sign-in attempts per e-mail from one address in 5 minutes, then answers 429 with Retry-After', async () => {
    const { max, windowSeconds } = RATE_LIMIT_DEFAULTS.sign_in_ip_email;
    const { email, password } = demoAccount('free');
    const ip = freshIp();
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await post('/api/auth/login', { email, password: 'wrong-password-guess' }, ip)).status).toBe(
        401,
      );
    }
    // Even the right password waits now.
    await expectLimited(await post('/api/auth/login', { email, password }, ip), windowSeconds);
    await expectLimited(await post('/api/auth/token', { email, password }, ip), windowSeconds);
    // Another address, or another account from this address, is not blocked by it.
    expect((await post('/api/auth/login', { email, password }, freshIp())).status).toBe(200);
    const other = demoAccount('creator');
    expect((await post('/api/auth/login', { email: other.email, password: other.password }, ip)).status).toBe(
      200,
    );
    // The window ends.
    server.clock.advance(windowSeconds * 1000);
    expect((await post('/api/auth/login', { email, password }, ip)).status).toBe(200);
  });

  it('counts only failed sign-ins: successful ones from a shared address never use up the limit', async () => {
    const ip = freshIp();
    const { email, password } = demoAccount('premium');
    for (let attempt = 0; attempt < RATE_LIMIT_DEFAULTS.sign_in_ip_email.max + 5; attempt++) {
      expect((await post('/api/auth/login', { email, password }, ip)).status).toBe(200);
    }
  });

  it('allows 30 failed sign-ins from one address in 5 minutes, whatever the e-mail', async () => {
    const { max, windowSeconds } = RATE_LIMIT_DEFAULTS.sign_in_ip;
    const ip = freshIp();
    for (let attempt = 0; attempt < max; attempt++) {
      expect(
        (await post('/api/auth/login', { email: uniqueEmail(), password: GOOD_PASSWORD }, ip)).status,
      ).toBe(401);
    }
    await expectLimited(
      await post('/api/auth/login', { email: uniqueEmail(), password: GOOD_PASSWORD }, ip),
      windowSeconds,
    );
  });

  it('allows 5 sign-ups from one address in 10 minutes', async () => {
    const { max, windowSeconds } = RATE_LIMIT_DEFAULTS.sign_up_ip;
    const ip = freshIp();
    for (let attempt = 0; attempt < max; attempt++) {
      expect(
        (await post('/api/auth/register', { email: uniqueEmail(), password: GOOD_PASSWORD }, ip)).status,
      ).toBe(200);
    }
    await expectLimited(
      await post('/api/auth/register', { email: uniqueEmail(), password: GOOD_PASSWORD }, ip),
      windowSeconds,
    );
  });

  it('sends at most 3 e-mails to one address in 15 minutes (reset and confirmation), from any IP address', async () => {
    const { max, windowSeconds } = RATE_LIMIT_DEFAULTS.email_address;
    const email = 'premium@mzansi.test';
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await post('/api/auth/password/forgot', { email }, freshIp())).status).toBe(202);
    }
    await expectLimited(await post('/api/auth/password/forgot', { email }, freshIp()), windowSeconds);
    await expectLimited(await post('/api/auth/email/resend', { email }, freshIp()), windowSeconds);
    expect(
      (await readOutbox(server, email)).filter((message) => message.kind === 'reset_password'),
    ).toHaveLength(max);
    // The limit is the same for an address without an account (nothing to learn from it).
    const unknown = uniqueEmail();
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await post('/api/auth/password/forgot', { email: unknown }, freshIp())).status).toBe(202);
    }
    await expectLimited(
      await post('/api/auth/password/forgot', { email: unknown }, freshIp()),
      windowSeconds,
    );
  });

  it('re-sends the confirmation on an unconfirmed sign-in only within the e-mail limit, still answering 403', async () => {
    const email = uniqueEmail();
    await signUp(server, { email });
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await post('/api/auth/login', { email, password: GOOD_PASSWORD }, freshIp());
      expect(response.status).toBe(403);
    }
    // 1 at sign-up + 2 re-sent: the address's 3 e-mails per 15 minutes.
    const confirmations = (await readOutbox(server, email)).filter(
      (message) => message.kind === 'confirm_email',
    );
    expect(confirmations).toHaveLength(RATE_LIMIT_DEFAULTS.email_address.max);
  });

  it('limits feedback and client error reports per IP address', async () => {
    const ip = freshIp();
    const feedback = { topic: 'general', message: 'Lekker app, thanks for the local content!' };
    for (let i = 0; i < RATE_LIMIT_DEFAULTS.feedback_ip.max; i++) {
      expect((await post('/api/feedback', feedback, ip)).status).toBe(201);
    }
    await expectLimited(
      await post('/api/feedback', feedback, ip),
      RATE_LIMIT_DEFAULTS.feedback_ip.windowSeconds,
    );

    const report = { type: 'component-render', message: 'boom', occurredAt: new Date().toISOString() };
    for (let i = 0; i < RATE_LIMIT_DEFAULTS.client_errors_ip.max; i++) {
      expect((await post('/api/client-errors', report, ip)).status).toBe(202);
    }
    await expectLimited(
      await post('/api/client-errors', report, ip),
      RATE_LIMIT_DEFAULTS.client_errors_ip.windowSeconds,
    );
  });

  it('counts in the database, so a second instance on the same database sees the same counters', async () => {
    const second = await buildApp(server.ctx);
    try {
      const ip = freshIp();
      const { email } = demoAccount('moderator');
      const { max } = RATE_LIMIT_DEFAULTS.sign_in_ip_email;
      for (let attempt = 0; attempt < max; attempt++) {
        const app = attempt % 2 === 0 ? server.app : second;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': ip },
          payload: { email, password: 'a-wrong-password-1' },
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': ip },
        payload: { email, password: 'a-wrong-password-1' },
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps no e-mail or IP address in clear in the counters', async () => {
    const rows = await server.ctx.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('@');
    expect(dump).not.toContain('198.51.100');
  });
});
