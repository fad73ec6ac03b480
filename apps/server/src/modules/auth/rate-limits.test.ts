import { errorBodySchema } from '@mzansi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccount,
  GOOD_PASSWORD,
  readOutbox,
  signInDemo,
  signUp,
  uniqueEmail,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { RATE_LIMIT_DEFAULTS } from '../../config';
import { rateLimits } from '../../db/schema/index';
import { buildApp } from '../../http/app';
import { demoIds } from '../../seed/demo-ids';

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

/**
 * The limits on cheap-to-ask, costly-to-answer endpoints, with small numbers (RATE_LIMITS) so each is reached in a
 * few requests: what matters here is that each endpoint counts, per what, and answers 429 past the limit.
 */
describe('abuse limits on search, playback and avatars', () => {
  let server: TestServer;
  let nextIp = 1;
  const freshIp = () => `203.0.113.${nextIp++}`;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMITS:
          'search_ip=3/60,signed_url_ip=4/300,signed_url_user=3/300,heartbeat_ip=4/300,heartbeat_user=3/300,' +
          'avatar_user=2/3600,sign_up_ip=3/600',
      },
    });
  });
  afterAll(() => server.close());

  const from = (ip: string, cookie?: string) => ({ 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });
  const codeOf = async (response: Response) => errorBodySchema.parse(await response.json()).error.code;

  it('limits sign-ups per IP address, with a ceiling carrier-grade NAT does not reach in production', async () => {
    // 60 in 10 minutes in production: one mobile network address carries thousands of people (D48).
    expect(RATE_LIMIT_DEFAULTS.sign_up_ip.max).toBeGreaterThanOrEqual(60);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await server.request('/api/auth/register', {
        method: 'POST',
        headers: from(ip),
        json: { email: uniqueEmail(), password: GOOD_PASSWORD },
      });
      expect(response.status).toBe(200);
    }
    const limited = await server.request('/api/auth/register', {
      method: 'POST',
      headers: from(ip),
      json: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('rate_limited');
  });

  it('limits searches and suggestions together, per IP address, answers from memory aside', async () => {
    const ip = freshIp();
    expect((await server.request('/api/search?q=zulu', { headers: from(ip) })).status).toBe(200);
    expect((await server.request('/api/search/suggest?q=zu', { headers: from(ip) })).status).toBe(200);
    expect((await server.request('/api/search?q=amanzi', { headers: from(ip) })).status).toBe(200);
    const limited = await server.request('/api/search/suggest?q=am', { headers: from(ip) });
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('rate_limited');
    expect((await server.request('/api/search?q=amanzi', { headers: from(freshIp()) })).status).toBe(200);
    // An answer kept in memory costs the database nothing: it is not counted, nor refused (D69).
    const remembered = await server.request('/api/search?q=zulu', { headers: from(ip) });
    expect(remembered.status).toBe(200);
    expect(remembered.headers.get('x-cache')).toBe('HIT');
    expect((await server.request('/api/search?q=thriller', { headers: from(ip) })).status).toBe(429);
  });

  it('limits signed playback URLs per user, and per IP address for visitors and users alike', async () => {
    const trailer = { videoId: demoIds.trailer('umkhokha') };
    const user = await signInDemo(server, 'premium');
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const response = await server.request('/api/signed-video-url', {
        method: 'POST',
        headers: from(ip, user),
        json: trailer,
      });
      expect(response.status).not.toBe(429);
    }
    // The user's limit follows them to another address.
    const elsewhere = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      headers: from(freshIp(), user),
      json: trailer,
    });
    expect(elsewhere.status).toBe(429);
    // A visitor is counted by address: the fifth grant from one address in the window is refused.
    const visitorIp = freshIp();
    for (let i = 0; i < 4; i++) {
      const response = await server.request('/api/signed-video-url-public', {
        method: 'POST',
        headers: from(visitorIp),
        json: trailer,
      });
      expect(response.status).not.toBe(429);
    }
    const limited = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      headers: from(visitorIp),
      json: trailer,
    });
    expect(limited.status).toBe(429);
  });

  it('limits stream heartbeats per user', async () => {
    const user = await signInDemo(server, 'free');
    const heartbeat = { streamSessionId: '00000000-0000-4000-8000-000000000000' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.request('/api/stream-sessions/heartbeat', {
        method: 'POST',
        headers: from(freshIp(), user),
        json: heartbeat,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('limits avatar uploads per user', async () => {
    const user = await signInDemo(server, 'creator');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'me.png');
      const response = await server.request('/api/profile/avatar', {
        method: 'POST',
        headers: from(freshIp(), user),
        body: form,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
