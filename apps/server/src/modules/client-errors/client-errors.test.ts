import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { clientErrorGroups } from '../../db/schema/index';
import { loggerOptions } from '../../logger';

describe('POST /api/client-errors', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    // Capture what the server logs: the report must arrive redacted.
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({ logger: pino(loggerOptions('warn', false), sink) });
  });
  afterAll(() => server.close());

  const report = {
    type: 'network',
    severity: 'high',
    message: 'Failed to fetch /api/videos',
    url: 'https://stream.example.co.za/auth?reset=true&token=abc123secret',
    context: { authToken: 'eyJsecret', nested: { password: 'hunter2', route: '/home' } },
    occurredAt: '2026-11-22T10:00:00.000Z',
  };

  it('refuses a report that does not match the contract with 400', async () => {
    for (const json of [{ type: 'oops', message: 'x', occurredAt: 'now' }, { type: 'network' }]) {
      const response = await server.request('/api/client-errors', { method: 'POST', json });
      expect(response.status).toBe(400);
    }
  });

  it('accepts a report with 202, logs it at warn with secrets redacted again, and stores it grouped, without the URL query or who sent it', async () => {
    const response = await server.request('/api/client-errors', { method: 'POST', json: report });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const line = lines.find((candidate) => candidate.includes('client error: network'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line!) as { level: number; clientError: Record<string, unknown> };
    expect(logged.level).toBe(40);
    expect(line).not.toContain('eyJsecret');
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('abc123secret');
    expect(logged.clientError).toMatchObject({
      message: 'Failed to fetch /api/videos',
      context: { nested: { route: '/home' } },
    });
    const groups = await server.ctx.database.db.select().from(clientErrorGroups);
    expect(groups).toEqual([
      expect.objectContaining({
        type: 'network',
        message: 'Failed to fetch /api/videos',
        route: '/auth',
        count: 1,
      }),
    ]);
    expect(JSON.stringify(groups)).not.toContain('abc123secret');
  });
});
