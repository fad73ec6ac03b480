import fs from 'node:fs/promises';
import { healthResponseSchema } from '@mzansi/contracts/health';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { AppContext } from '../../context';
import { createHealthService } from './health.service';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 with every check ok on a working install', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.checks.database.status).toBe('ok');
    expect(body.checks.storage.status).toBe('ok');
    expect(body.checks.media).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^ffmpeg version/),
    });
  });

  it('answers 503 naming the failing part when storage cannot be written', async () => {
    // The storage probe writes under .health/: a plain file in its place makes every write fail, even as root.
    const blocker = `${server.storageDir}/.health`;
    await fs.rm(blocker, { recursive: true, force: true });
    await fs.writeFile(blocker, 'not a folder');
    try {
      const response = await server.request('/api/health');
      expect(response.status).toBe(503);
      const body = healthResponseSchema.parse(await response.json());
      expect(body.status).toBe('degraded');
      expect(body.checks.storage.status).toBe('error');
      expect(body.checks.storage.detail).toBeTruthy();
      expect(body.checks.database.status).toBe('ok');
    } finally {
      await fs.rm(blocker, { force: true });
    }
  });
});

describe('health checks under load', () => {
  it('shares one running check between concurrent requests, and runs a fresh one afterwards', async () => {
    let release!: () => void;
    const storageCheck = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const execute = vi.fn(async () => ({ rows: [] }));
    const ctx = {
      database: { kind: 'pglite', db: { execute } },
      storage: { check: storageCheck },
      media: { ffmpegVersion: async () => 'ffmpeg version test' },
    } as unknown as AppContext;
    const health = createHealthService(ctx);

    const concurrent = [health.check(), health.check(), health.check()];
    await vi.waitFor(() => expect(storageCheck).toHaveBeenCalledTimes(1));
    release();
    const results = await Promise.all(concurrent);
    expect(results.every((result) => result === results[0] && result.status === 'ok')).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);

    const next = health.check();
    await vi.waitFor(() => expect(storageCheck).toHaveBeenCalledTimes(2));
    release();
    expect((await next).status).toBe('ok');
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
