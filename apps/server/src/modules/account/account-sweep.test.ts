import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAndConfirm, uniqueEmail } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { auditLog, users } from '../../db/schema/index';
import { startAccountSweep } from './account-sweep.worker';

const DAY_MS = 24 * 3600_000;

describe('unconfirmed accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const exists = async (email: string) => {
    const rows = await server.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return rows.length > 0;
  };
  /** Signs up, and dates the account `days` back (sign-up times come from the database's clock). */
  const signedUpDaysAgo = async (email: string, days: number) => {
    expect((await signUp(server, { email })).status).toBe(200);
    await server.ctx.database.db
      .update(users)
      .set({ createdAt: new Date(server.clock.now().getTime() - days * DAY_MS) })
      .where(eq(users.email, email));
  };

  it('removes an account still unconfirmed a week after sign-up, and keeps younger and confirmed ones', async () => {
    const stale = uniqueEmail('stale');
    await signedUpDaysAgo(stale, 8);
    const young = uniqueEmail('young');
    await signedUpDaysAgo(young, 6);
    const confirmed = await signUpAndConfirm(server);
    await server.ctx.database.db
      .update(users)
      .set({ createdAt: new Date(server.clock.now().getTime() - 30 * DAY_MS) })
      .where(eq(users.email, confirmed.email));

    expect(await server.services.account.removeUnconfirmed()).toBeGreaterThanOrEqual(1);

    expect(await exists(stale)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(confirmed.email)).toBe(true);
    // Demo accounts (confirmed at seed time) stay whatever their age.
    expect(await exists('free@mzansi.test')).toBe(true);
    const removals = await server.ctx.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['account.unconfirmed_removed']));
    expect(removals.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(removals)).not.toContain(stale);
    // The address is free again.
    expect((await signUp(server, { email: stale })).status).toBe(200);
    expect(await exists(stale)).toBe(true);
  });

  it('runs as a scheduled job on the queue', async () => {
    const stale = uniqueEmail('scheduled');
    await signedUpDaysAgo(stale, 8);
    const sweep = await startAccountSweep(server.ctx, server.services, { pollingIntervalSeconds: 0.5 });
    try {
      await expect.poll(() => exists(stale), { timeout: 20_000, interval: 250 }).toBe(false);
    } finally {
      await sweep.stop();
    }
  });
});
