import { subscriptionSummarySchema } from '@mzansi/contracts/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { SHUTDOWN_RETRY_MS } from './live-events.routes';
import { publishUserEvent } from './user-events';
import { framesOf } from '../../../test/event-stream';

describe('GET /api/user/events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 401 without a session', async () => {
    const response = await server.request('/api/user/events');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('streams the retry delay, then the current subscription, then every change', async () => {
    const account = await signUpAndConfirm(server);
    const abort = new AbortController();
    const response = await server.request('/api/user/events', {
      headers: { cookie: account.cookie, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      // nginx and similar proxies pass each event on at once.
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      // The app's own headers are kept.
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-encoding')).toBeNull();

      const frames = framesOf(response);
      expect(await frames.nextEvent()).toBe('retry: 5000');
      const parse = (frame: string | null) => {
        const match = /^event: subscription\ndata: (.*)$/.exec(frame ?? '');
        expect(match, String(frame)).not.toBeNull();
        return subscriptionSummarySchema.parse(JSON.parse(match![1]!));
      };
      expect(parse(await frames.nextEvent()).is_premium).toBe(false);
      publishUserEvent(server.ctx, account.userId, 'subscription');
      expect(parse(await frames.nextEvent()).is_premium).toBe(false);
    } finally {
      abort.abort();
    }
  });

  it('ends open streams when the app closes, telling browsers to reconnect within a second', async () => {
    const own = await startTestServer();
    let closed = false;
    try {
      const account = await signUpAndConfirm(own);
      const response = await own.request('/api/user/events', { headers: { cookie: account.cookie } });
      const frames = framesOf(response);
      expect(await frames.nextEvent()).toBe('retry: 5000');
      await own.close();
      closed = true;
      // Whatever was sent before the end, then a short reconnection delay (to another instance), then the end.
      const rest: string[] = [];
      for (let frame = await frames.next(); frame !== null; frame = await frames.next()) rest.push(frame);
      expect(rest.at(-1)).toBe(`retry: ${SHUTDOWN_RETRY_MS}`);
    } finally {
      if (!closed) await own.close();
    }
  });
});
