import { errorBodySchema } from '@mzansi/contracts/errors';
import { ENDPOINT_LIST, SAFE_METHODS, type Endpoint } from '@mzansi/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSession, signInDemo } from '../../test/accounts';
import { describeEndpoint, encodedParams, pathWith, sampleParams } from '../../test/endpoint-sweep';
import { startTestServer, type TestServer } from '../../test/harness';
import { CROSS_SITE_MESSAGE } from './cross-site';

/**
 * The cross-site sweep: every state-changing endpoint refuses a request from another site with 403 before it does
 * anything, whether the browser says so in Sec-Fetch-Site or only in Origin, with or without a body, from another
 * site or from another port of our own host. Only the gateways' signed notifications take them.
 */
describe('cross-site sweep: state-changing requests from other sites', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDemo(server, 'admin');
  });
  afterAll(() => server?.close());

  const stateChanging = ENDPOINT_LIST.filter((endpoint) => !SAFE_METHODS.has(endpoint.method));
  const foreignCallers: Record<string, Record<string, string>> = {
    'another site (Sec-Fetch-Site)': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    'another site (Origin only)': { origin: 'https://evil.example' },
    'another port of our host (Sec-Fetch-Site)': {
      'sec-fetch-site': 'same-site',
      origin: 'http://127.0.0.1:1',
    },
    'another port of our host (Origin only)': { origin: 'http://127.0.0.1:1' },
    'a sandboxed page (Origin null)': { origin: 'null' },
  };
  const send = (endpoint: Endpoint, headers: Record<string, string>, body?: string) =>
    server.request(pathWith(endpoint, encodedParams(sampleParams(endpoint))), {
      method: endpoint.method,
      redirect: 'manual',
      headers: { cookie: admin, ...headers, ...(body === undefined ? {} : { 'content-type': 'text/plain' }) },
      ...(body === undefined ? {} : { body }),
    });

  it('covers the bodiless ones too: sign-out, cancelling, deleting', () => {
    const names = stateChanging.map((endpoint) => endpoint.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'logout',
        'logoutEverywhere',
        'cancelSubscription',
        'cancelPayment',
        'clearHistory',
      ]),
    );
  });

  it('refuses every one of them with 403, from every kind of foreign caller', async () => {
    for (const endpoint of stateChanging) {
      if ('crossSite' in endpoint && endpoint.crossSite) continue;
      for (const [caller, headers] of Object.entries(foreignCallers)) {
        for (const body of [undefined, '{"videoId":"x"}']) {
          const response = await send(endpoint, headers, body);
          const label = `${describeEndpoint(endpoint)} from ${caller}${body ? ' with a text/plain body' : ''}`;
          expect(response.status, label).toBe(403);
          const error = errorBodySchema.parse(await response.json()).error;
          expect(error, label).toEqual({ code: 'forbidden', message: CROSS_SITE_MESSAGE.english });
        }
      }
    }
    // Nothing was done on the admin's behalf: the session every sign-out above would have ended is still there.
    expect((await currentSession(server, { cookie: admin })).session).not.toBeNull();
  });

  it('takes the same requests from our own pages', async () => {
    const logout = ENDPOINT_LIST.find((endpoint) => endpoint.name === 'logout')!;
    const feedback = ENDPOINT_LIST.find((endpoint) => endpoint.name === 'reportClientError')!;
    const report = JSON.stringify({
      type: 'data-processing',
      message: 'same-origin report',
      occurredAt: new Date().toISOString(),
    });
    const ownPages: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: server.baseUrl },
      { origin: server.baseUrl },
      {},
    ];
    for (const headers of ownPages) {
      const response = await server.request(feedback.path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: report,
      });
      expect(response.status, JSON.stringify(headers)).toBe(202);
    }
    const own = await signInDemo(server, 'free');
    const signOut = await server.request(logout.path, {
      method: 'POST',
      headers: { cookie: own, 'sec-fetch-site': 'same-origin', origin: server.baseUrl },
    });
    expect(signOut.status).toBe(204);
    expect((await currentSession(server, { cookie: own })).session).toBeNull();
  });

  it('takes the gateways’ notifications from anywhere: their signature proves them', async () => {
    const notify = ENDPOINT_LIST.find((endpoint) => endpoint.name === 'paymentNotification')!;
    const response = await server.request(pathWith(notify, { provider: 'local' }), {
      method: 'POST',
      headers: { origin: 'https://gateway.example', 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', data: { id: 'ch_1', reference: 'nope' } }),
    });
    // Refused by the signature check, not by the cross-site guard: 200 "received" is the gateway contract.
    expect(response.status).toBe(200);
  });
});
