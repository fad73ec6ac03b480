import { errorBodySchema } from '@mzansi/contracts/errors';
import { watchlistResponseSchema } from '@mzansi/contracts/watchlist';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, signInDemo } from '../../test/accounts';
import { cloneTestDatabase, startTestServer, type TestServer } from '../../test/harness';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { demoIds } from '../seed/demo-ids';
import { openPostgres } from './client';

const UMKHOKHA = demoIds.title('umkhokha');

/**
 * Issue 20: a PostgreSQL restart (or a network cut) under load gave answers of 500. The app here reaches its
 * database through a TCP proxy the test can cut and restore: every request made while it is cut must be a 503 with
 * Retry-After, and the app must serve again by itself once the database is back, with nothing committed lost.
 */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('database outage (PostgreSQL only)', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let cookie: string;
  /** the database itself, not through the proxy: what another instance would reach */
  let direct: pg.Client;
  /** the database through the proxy, as the app reaches it */
  let proxied: string;

  beforeAll(async () => {
    const url = new URL(await cloneTestDatabase());
    direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = url.toString();
    server = await startTestServer({ databaseUrl: proxied });
    cookie = await signInDemo(server, 'premium');
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await direct?.end();
  });

  // Requests that each need the database: a signed-in list (the session is read from it too), a write, and
  // catalogue lists with a query no cache holds.
  let round = 0;
  const requestsNeedingTheDatabase = () => {
    round++;
    return [
      server.request('/api/user/watchlist', { headers: { cookie } }),
      server.request('/api/user/watchlist', {
        method: 'POST',
        headers: { cookie },
        json: { videoId: demoIds.title('amaphupho') },
      }),
      server.request(`/api/videos?limit=${(round % 20) + 1}&sort=title`),
      server.request('/api/auth/session', { headers: { cookie } }),
      // A sign-in (its rate limit and Better Auth's own queries).
      server.request('/api/auth/login', {
        method: 'POST',
        json: { email: demoAccount('free').email, password: demoAccount('free').password },
      }),
    ];
  };

  it('answers 503 with Retry-After while the database is unreachable, then serves again with nothing lost', async () => {
    // A write committed before the outage.
    const added = await server.request('/api/user/watchlist', {
      method: 'POST',
      headers: { cookie },
      json: { videoId: UMKHOKHA },
    });
    expect(added.status).toBe(201);

    proxy.cut();
    const statuses: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const responses = await Promise.all(requestsNeedingTheDatabase());
      for (const response of responses) {
        statuses.push(response.status);
        if (response.status !== 503) continue;
        expect(response.headers.get('retry-after')).toBe('5');
        expect(errorBodySchema.parse(await response.json()).error.code).toBe('service_unavailable');
      }
    }
    // The session read fails too, so no request gets as far as 401 or 200: every one is a 503.
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([503]));

    proxy.restore();
    // The pool reconnects on its own: no restart, no operator.
    await expect
      .poll(
        async () => {
          const responses = await Promise.all(requestsNeedingTheDatabase());
          return responses.map((response) => response.status).filter((status) => status >= 500).length;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(0);

    const list = await server.request('/api/user/watchlist', { headers: { cookie } });
    expect(list.status).toBe(200);
    const ids = watchlistResponseSchema.parse(await list.json()).items.map((item) => item.video_id);
    expect(ids).toContain(UMKHOKHA);
  });

  it("hears other instances' catalogue changes again after the outage (its LISTEN connection came back)", async () => {
    const listeners = async () => {
      const { rows } = await direct.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and state = 'idle' and query = 'listen mzansi_catalogue'`,
      );
      return rows.map((row) => row.pid);
    };
    // (The first test's outage may still have it reconnecting.)
    await expect.poll(listeners, { timeout: 15_000, interval: 250 }).toHaveLength(1);
    const [before] = await listeners();
    proxy.cut();
    const cut = await server.request('/api/user/watchlist', { headers: { cookie } });
    expect(cut.status).toBe(503);
    proxy.restore();
    // The listener retries on its own (every 5 s) through the proxy: a new connection, the old one gone.
    await expect
      .poll(async () => (await listeners()).filter((pid) => pid !== before), {
        timeout: 15_000,
        interval: 250,
      })
      .toHaveLength(1);
    await expect.poll(async () => (await listeners()).includes(before!)).toBe(false);
    const pathname = '/api/videos?limit=2&sort=title';
    expect((await server.request(pathname)).status).toBe(200);
    expect((await server.request(pathname)).headers.get('x-cache')).toBe('HIT');
    // Another instance changes the catalogue (as invalidateCatalogue broadcasts it).
    await direct.query('select pg_notify($1, $2)', [
      'mzansi_catalogue',
      JSON.stringify({ s: 'another-instance' }),
    ]);
    await expect.poll(async () => (await server.request(pathname)).headers.get('x-cache')).toBe('MISS');
  });

  it('lives on when the database goes away during a transaction: its queries fail, the process does not', async () => {
    // The topology's outage fault once took an API instance down: a connection lent out of the pool (a transaction)
    // that the server ended emitted an error nobody listened to, and Node ended the process for it.
    const handle = await openPostgres(proxied, { max: 2 });
    try {
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.cut();
        await expect.poll(() => proxy.open).toBe(0);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      proxy.restore();
      await expect
        .poll(() =>
          handle.raw.query<{ one: number }>('select 1 as one').then(
            (result) => result.rows[0]?.one,
            () => 0,
          ),
        )
        .toBe(1);
    } finally {
      proxy.restore();
      await handle.close();
    }
  });
});
