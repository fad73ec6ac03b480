import { readinessResponseSchema } from '@mzansi/contracts/health';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createMetrics } from '../../adapters/metrics/metrics';
import { ensureJobQueue } from '../../adapters/queue/job-queue';
import { instrumentStorage } from '../../adapters/storage/instrument-storage';
import type { Storage } from '../../adapters/storage/storage';
import { startMetricsServer } from '../../http/metrics-server';
import { carriesMetricsToken } from './metrics.routes';

const TOKEN = 'scrape-token-for-tests-0123456789';

/** The value of one sample in Prometheus text (labels in any order), or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics on the main port (METRICS_TOKEN)', () => {
  let server: TestServer;
  const scrape = async () => {
    const response = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server.close());

  it('answers 401 without the token or with a wrong one, 200 with it', async () => {
    const none = await server.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    const wrong = await server.request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(401);
    expect(await scrape()).toContain('# TYPE mzansi_http_request_duration_seconds histogram');
  });

  it('counts a request under its route pattern, never its URL, and an error under its code', async () => {
    const id = '00000000-0000-4000-8000-000000000abc';
    const route = '/api/videos/:id';
    const labels = { method: 'GET', route, status: '404' };
    const before = sample(await scrape(), 'mzansi_http_request_duration_seconds_count', labels) ?? 0;
    const errorsBefore =
      sample(await scrape(), 'mzansi_http_errors_total', { route, code: 'not_found' }) ?? 0;

    const response = await server.request(`/api/videos/${id}`);
    expect(response.status).toBe(404);

    // onResponse runs once the answer has gone: wait for the count rather than racing it.
    await vi.waitFor(async () => {
      const text = await scrape();
      expect(sample(text, 'mzansi_http_request_duration_seconds_count', labels)).toBe(before + 1);
      expect(sample(text, 'mzansi_http_errors_total', { route, code: 'not_found' })).toBe(errorsBefore + 1);
      expect(text).not.toContain(id);
    });
  });

  it('shows an open event stream in the SSE gauge until it closes', async () => {
    const account = await signUpAndConfirm(server);
    expect(sample(await scrape(), 'mzansi_sse_clients')).toBe(0);
    const abort = new AbortController();
    const response = await server.request('/api/user/events', {
      headers: { cookie: account.cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    expect(sample(await scrape(), 'mzansi_sse_clients')).toBe(1);
    abort.abort();
    await reader.read().catch(() => {});
    await vi.waitFor(async () => expect(sample(await scrape(), 'mzansi_sse_clients')).toBe(0));
  });

  it('reports the pool, the queue depth, the active streams and the refused payment notifications', async () => {
    const pool = await scrape();
    const total = sample(pool, 'mzansi_db_pool_connections', { state: 'total' });
    // The embedded database is one connection; node-postgres's pool has opened some for the requests so far.
    if (server.ctx.database.kind === 'pglite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(pool, 'mzansi_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total!);
    expect(sample(pool, 'mzansi_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(await scrape(), 'mzansi_active_streams')).toBe(0);

    // No worker runs in a test server: the job waits in the queue.
    await ensureJobQueue(server.ctx).queue.send('account-sweep', {});
    await vi.waitFor(async () =>
      expect(
        sample(await scrape(), 'mzansi_queue_depth', { queue: 'account-sweep', state: 'queued' }),
      ).toBeGreaterThanOrEqual(1),
    );
    expect(sample(await scrape(), 'mzansi_queue_depth', { queue: 'transcode', state: 'active' })).toBe(0);

    const labels = { gateway: 'local', outcome: 'refused' };
    const before = sample(await scrape(), 'mzansi_payment_notifications_total', labels) ?? 0;
    const notified = await server.request('/api/payments/notify/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', data: { id: 'ch_1', reference: 'nope' } }),
    });
    expect(notified.status).toBe(200);
    expect(sample(await scrape(), 'mzansi_payment_notifications_total', labels)).toBe(before + 1);
  });

  it('gives every answer a request id: a safe incoming X-Request-Id is kept, anything else is replaced', async () => {
    const kept = await server.request('/api/health/live', { headers: { 'x-request-id': 'edge-42.abc_DEF' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.abc_DEF');
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d']) {
      const replaced = await server.request('/api/health/live', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await server.request('/api/nothing-here');
    expect(fresh.status).toBe(404);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics without a token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has no /metrics on the main port (404, even with a bearer token)', async () => {
    const response = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers liveness always and readiness by the database, the storage and draining', async () => {
    const live = await server.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });

    const ready = await server.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(readinessResponseSchema.parse(await ready.json())).toMatchObject({
      status: 'ready',
      draining: false,
      checks: { database: { status: 'ok' }, storage: { status: 'ok' } },
    });
  });

  it('serves metrics and both probes on METRICS_PORT, readiness 503 once draining', async () => {
    const metricsServer = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      metrics: server.ctx.metrics,
      health: server.services.health,
      logger: server.ctx.logger,
    });
    const url = (path: string) => `http://127.0.0.1:${metricsServer.port}${path}`;
    try {
      const scraped = await fetch(url('/metrics'));
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('mzansi_sse_clients 0');
      expect((await fetch(url('/api/health/live'))).status).toBe(200);
      expect((await fetch(url('/api/health/ready'))).status).toBe(200);
      expect((await fetch(url('/elsewhere'))).status).toBe(404);
      expect((await fetch(url('/metrics'), { method: 'POST' })).status).toBe(405);

      server.services.health.startDraining();
      const draining = await fetch(url('/api/health/ready'));
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'unavailable', draining: true });
      // The main port says the same; liveness is untouched.
      const main = await server.request('/api/health/ready');
      expect(main.status).toBe(503);
      expect(readinessResponseSchema.parse(await main.json()).draining).toBe(true);
      expect((await fetch(url('/api/health/live'))).status).toBe(200);
    } finally {
      await metricsServer.close();
    }
  });
});

describe('storage errors and the token check', () => {
  it('counts failed storage calls by operation, not missing objects, whatever the method', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const missing = Object.assign(new Error('no such file'), { code: 'ENOENT' });
    const storage = instrumentStorage(
      {
        kind: 'local',
        put: async () => {
          throw new Error('disk full');
        },
        read: async () => {
          throw missing;
        },
        scratchPath: () => {
          throw new Error('unsafe key');
        },
        stat: async () => null,
      } as unknown as Storage,
      metrics,
    );
    await expect(storage.put('a/b', Buffer.from('x'))).rejects.toThrow('disk full');
    await expect(storage.read('a/b')).rejects.toBe(missing);
    expect(() => storage.scratchPath('../x')).toThrow('unsafe key');
    expect(await storage.stat('a/b')).toBeNull();
    expect(storage.kind).toBe('local');
    const text = (await metrics.scrape()).body;
    expect(sample(text, 'mzansi_storage_errors_total', { operation: 'put' })).toBe(1);
    expect(sample(text, 'mzansi_storage_errors_total', { operation: 'scratchPath' })).toBe(1);
    expect(sample(text, 'mzansi_storage_errors_total', { operation: 'read' })).toBeUndefined();
  });

  it('keeps the scrape working when a gauge cannot be read (the database is down)', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.readPool(() => {
      throw new Error('connection refused');
    });
    metrics.readActiveStreams(async () => 3);
    const text = (await metrics.scrape()).body;
    expect(sample(text, 'mzansi_db_pool_connections', { state: 'total' })).toBeUndefined();
    expect(sample(text, 'mzansi_active_streams')).toBe(3);
  });

  it('accepts only the exact bearer token', () => {
    expect(carriesMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(TOKEN, TOKEN)).toBe(false);
    expect(carriesMetricsToken(`Bearer ${TOKEN}0`, TOKEN)).toBe(false);
    expect(carriesMetricsToken('Bearer ', TOKEN)).toBe(false);
    expect(carriesMetricsToken(undefined, TOKEN)).toBe(false);
  });
});
