import fs from 'node:fs/promises';
import { healthResponseSchema } from '@mzansi/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';

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
