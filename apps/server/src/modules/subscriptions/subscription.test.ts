import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSession, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { subscriptions } from '../../db/schema/index';
import { createSubscriptionService } from './subscription.service';

const DAY = 86_400_000;

describe('subscription summary', () => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer();
    account = await signUpAndConfirm(server);
  });
  afterAll(() => server.close());

  const summary = () => createSubscriptionService(server.ctx).getSummary(account.userId);

  it('is the free plan with status none when there is no subscription', async () => {
    expect(await summary()).toEqual({
      status: 'none',
      plan_id: 'free',
      is_active: false,
      end_date: null,
      cancel_at_period_end: false,
      is_premium: false,
    });
  });

  it('reads the live subscription, and ends premium at end_date by the server clock (ASVS 8.3.2)', async () => {
    const now = server.clock.now();
    const endDate = new Date(now.getTime() + 3 * DAY);
    await server.ctx.database.db.insert(subscriptions).values([
      // An older, expired row must not hide the live one.
      {
        userId: account.userId,
        planId: 'premium',
        status: 'expired',
        startDate: new Date(now.getTime() - 40 * DAY),
        endDate: new Date(now.getTime() - 10 * DAY),
        provider: 'test',
        createdAt: new Date(now.getTime() - 40 * DAY),
      },
      {
        userId: account.userId,
        planId: 'premium',
        status: 'active',
        startDate: now,
        endDate,
        cancelAtPeriodEnd: true,
        provider: 'test',
        createdAt: new Date(now.getTime() - 20 * DAY),
      },
    ]);
    expect(await summary()).toEqual({
      status: 'active',
      plan_id: 'premium',
      is_active: true,
      end_date: endDate.toISOString(),
      cancel_at_period_end: true,
      is_premium: true,
    });
    expect((await currentSession(server, { cookie: account.cookie })).subscription?.is_premium).toBe(true);

    server.clock.advance(4 * DAY);
    expect(await summary()).toMatchObject({ status: 'active', is_active: true, is_premium: false });
    expect((await currentSession(server, { cookie: account.cookie })).subscription?.is_premium).toBe(false);
  });

  it('counts trialing as premium, and not pending or cancelled', async () => {
    const now = server.clock.now();
    await server.ctx.database.db.delete(subscriptions).where(eq(subscriptions.userId, account.userId));
    for (const [status, premium] of [
      ['trialing', true],
      ['pending', false],
      ['cancelled', false],
      ['payment_failed', false],
    ] as const) {
      await server.ctx.database.db.delete(subscriptions).where(eq(subscriptions.userId, account.userId));
      await server.ctx.database.db.insert(subscriptions).values({
        userId: account.userId,
        planId: 'premium',
        status,
        startDate: now,
        endDate: new Date(now.getTime() + DAY),
        provider: 'test',
      });
      expect((await summary()).is_premium, status).toBe(premium);
      expect((await summary()).status).toBe(status);
    }
  });
});
