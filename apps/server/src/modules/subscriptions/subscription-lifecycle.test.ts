import { userSubscriptionSchema } from '@mzansi/contracts/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, signIn, signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { decideAtLocalGateway, startCheckout } from '../../../test/payments';
import { startSubscriptionsWorker } from './subscriptions.worker';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The lifecycle with a controlled clock (issue 6): renewal extends end_date; cancellation keeps Premium to
 * end_date, then it expires; a declined renewal gives 7 days of grace, then payment_failed.
 * Each test has its own server: the clock moves for everything on it.
 */
describe('subscription lifecycle', () => {
  let server: TestServer;
  afterAll(() => server?.close());
  /** A session made now: the clock jumps by weeks, further than a session lives. */
  const cookieOf = (account: TestAccount) => signIn(server, account.email, account.password);
  const sweep = () => server.services.subscriptionLifecycle.sweep();
  const details = async (account: TestAccount) => {
    const response = await server.request('/api/user/subscription', {
      headers: { cookie: await cookieOf(account) },
    });
    expect(response.status).toBe(200);
    return userSubscriptionSchema.parse(await response.json());
  };
  const payments = async (account: TestAccount) => {
    const response = await server.request('/api/user/payments', {
      headers: { cookie: await cookieOf(account) },
    });
    expect(response.status).toBe(200);
    return (
      (await response.json()) as {
        items: Array<{ status: string; amount_cents: number; description: string }>;
      }
    ).items;
  };
  const subscribe = async (options: { declineRenewals?: boolean } = {}) => {
    const account = await signUpAndConfirm(server);
    const redirect = await decideAtLocalGateway(
      server,
      await startCheckout(server, account.cookie),
      'pay',
      options,
    );
    expect(redirect.status).toBe(303);
    return account;
  };
  /** Moves the clock to `ms` before (negative: after) the end of the paid period. */
  const moveTo = async (account: TestAccount, msBeforeEnd: number) => {
    const end = new Date((await details(account)).subscription.end_date!).getTime();
    server.clock.advance(end - msBeforeEnd - server.clock.now().getTime());
  };

  beforeAll(async () => {
    server = await startTestServer();
  });

  // First: the demo grant lasts a month from the template's seeding, and later tests move the clock by months.
  it('a Premium granted without a gateway (the demo account) can be cancelled and resumed', async () => {
    const cookie = await signInDemo(server, 'premium');
    const post = (path: string) => server.request(path, { method: 'POST', headers: { cookie } });
    const cancelled = userSubscriptionSchema.parse(
      await (await post('/api/user/subscription/cancel')).json(),
    );
    expect(cancelled).toMatchObject({ can_resume: true, provider: null });
    expect(cancelled.ends_at).not.toBeNull();
    const resumed = await post('/api/user/subscription/resume');
    expect(resumed.status).toBe(200);
    expect(userSubscriptionSchema.parse(await resumed.json())).toMatchObject({
      can_cancel: true,
      ends_at: null,
    });
  });

  it('renewal: a day before the end the gateway is charged and end_date moves on by a month', async () => {
    const account = await subscribe();
    const firstEnd = (await details(account)).renewal_date!;
    await moveTo(account, 2 * DAY);
    expect((await sweep()).renewalsRequested).toBe(0);
    await moveTo(account, 12 * HOUR);
    const report = await sweep();
    expect(report.renewalsRequested).toBeGreaterThanOrEqual(1);
    const renewed = await details(account);
    expect(renewed.subscription).toMatchObject({ status: 'active', is_premium: true });
    const expectedEnd = new Date(firstEnd);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(new Date(renewed.renewal_date!).getTime() - expectedEnd.getTime())).toBeLessThanOrEqual(
      3 * DAY,
    );
    expect(new Date(renewed.renewal_date!).getTime()).toBeGreaterThan(
      new Date(firstEnd).getTime() + 27 * DAY,
    );
    const items = await payments(account);
    expect(items.map((item) => item.status)).toEqual(['complete', 'complete']);
    expect(items[0]!.description).toMatch(/renewal/);
    // Asked once: another sweep the same day charges nothing more.
    await sweep();
    expect(await payments(account)).toHaveLength(2);
  });

  it('cancellation: Premium until end_date, nothing charged, then expired; resume before the end takes it back', async () => {
    const account = await subscribe();
    const cancel = await server.request('/api/user/subscription/cancel', {
      method: 'POST',
      headers: { cookie: await cookieOf(account) },
    });
    expect(cancel.status).toBe(200);
    const cancelled = userSubscriptionSchema.parse(await cancel.json());
    expect(cancelled).toMatchObject({ can_cancel: false, can_resume: true, renewal_date: null });
    expect(cancelled.subscription).toMatchObject({
      status: 'active',
      is_premium: true,
      cancel_at_period_end: true,
    });
    const endsAt = cancelled.ends_at!;

    const resume = await server.request('/api/user/subscription/resume', {
      method: 'POST',
      headers: { cookie: await cookieOf(account) },
    });
    expect(resume.status).toBe(200);
    expect(userSubscriptionSchema.parse(await resume.json())).toMatchObject({
      renewal_date: endsAt,
      ends_at: null,
    });
    await server.request('/api/user/subscription/cancel', {
      method: 'POST',
      headers: { cookie: await cookieOf(account) },
    });

    await moveTo(account, 12 * HOUR);
    await sweep();
    expect(await payments(account)).toHaveLength(1);
    expect((await details(account)).subscription.is_premium).toBe(true);
    await moveTo(account, -1000);
    // Premium ends at end_date by the rule itself, before any sweep.
    expect((await details(account)).subscription.is_premium).toBe(false);
    expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
    const ended = await details(account);
    expect(ended.subscription).toMatchObject({ status: 'expired', is_premium: false });
    expect(ended.allowed.watch_premium).toBe(false);
    const again = await server.request('/api/user/subscription/resume', {
      method: 'POST',
      headers: { cookie: await cookieOf(account) },
    });
    expect(again.status).toBe(409);
  });

  it('payment_failed: a declined renewal gives 7 days of grace with an e-mail, then the account is Free', async () => {
    const account = await subscribe({ declineRenewals: true });
    const paidUntil = new Date((await details(account)).renewal_date!);
    await moveTo(account, 12 * HOUR);
    await sweep();
    const pastDue = await details(account);
    expect(pastDue.subscription.is_premium).toBe(true);
    expect(pastDue.grace_until).toBe(new Date(paidUntil.getTime() + 7 * DAY).toISOString());
    expect(pastDue.renewal_date).toBeNull();
    expect((await payments(account)).map((item) => item.status)).toEqual(['failed', 'complete']);
    const notice = await latestEmail(server, account.email, 'renewal_failed');
    expect(notice.text).toMatch(/We will try again/);

    // Retried daily during the grace period (and still declined).
    server.clock.advance(2 * DAY);
    await sweep();
    expect((await payments(account)).filter((item) => item.status === 'failed')).toHaveLength(2);
    expect((await details(account)).subscription.is_premium).toBe(true);

    server.clock.advance(7 * DAY);
    const report = await sweep();
    expect(report.movedToFree).toBeGreaterThanOrEqual(1);
    const lapsed = await details(account);
    expect(lapsed.subscription).toMatchObject({ status: 'payment_failed', is_premium: false });
    expect(lapsed.grace_until).toBeNull();
    expect((await latestEmail(server, account.email, 'moved_to_free')).subject).toMatch(/Free plan/);
  });

  it('the worker runs the sweep from the durable queue', async () => {
    const account = await subscribe();
    await server.request('/api/user/subscription/cancel', {
      method: 'POST',
      headers: { cookie: await cookieOf(account) },
    });
    await moveTo(account, -1000);
    const worker = await startSubscriptionsWorker(server.ctx, server.services, {
      pollingIntervalSeconds: 0.5,
    });
    try {
      await expect
        .poll(async () => (await details(account)).subscription.status, { timeout: 30_000, interval: 250 })
        .toBe('expired');
    } finally {
      await worker.stop();
    }
  });
});
