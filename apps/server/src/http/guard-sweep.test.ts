import { errorBodySchema } from '@mzansi/contracts/errors';
import { ENDPOINT_LIST, isOpenEndpoint, type Endpoint } from '@mzansi/contracts/endpoints';
import { SUBSCRIBER_PERMISSIONS } from '@mzansi/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ENDPOINTS,
  describeEndpoint,
  encodedParams,
  openApiOperations,
  pathWith,
  sampleParams,
  schemaOf,
} from '../../test/endpoint-sweep';
import { refusedToKids } from './endpoint';
import { signIn, signInDemo, signUpAndConfirm } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * The guard sweep (in the manner of PeerTube's check-params): every endpoint, asked by a visitor and by a free
 * user, answers as its entry in the endpoint map says. The map's `public` and `signature` entries are the only
 * public allow-list; a route that is not in the map cannot be registered at all (the app refuses to start).
 */
describe('guard sweep: every endpoint as a visitor and as a free user', () => {
  let server: TestServer;
  let free: string;

  beforeAll(async () => {
    server = await startTestServer();
    free = (await signUpAndConfirm(server)).cookie;
  });
  afterAll(() => server?.close());

  const ask = (endpoint: Endpoint, cookie?: string) => {
    const url = pathWith(endpoint, encodedParams(sampleParams(endpoint)));
    const sendsBody = !['GET', 'HEAD', 'OPTIONS'].includes(endpoint.method);
    return server.request(url, {
      method: endpoint.method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
        ...(endpoint.name.startsWith('upload') || endpoint.name.endsWith('Upload')
          ? { 'tus-resumable': '1.0.0' }
          : {}),
      },
      ...(sendsBody ? { body: '{}' } : {}),
    });
  };
  /** The error code of an answer (a HEAD answer has the status but no body). */
  const codeOf = async (response: Response, endpoint: Endpoint) => {
    if (endpoint.method === 'HEAD') return response.status === 401 ? 'unauthenticated' : 'forbidden';
    return errorBodySchema.safeParse(await response.json().catch(() => null)).data?.error.code;
  };

  it('documents every API endpoint of the map, and nothing else, in the OpenAPI document', () => {
    const documented = new Set(openApiOperations(server));
    const expected = API_ENDPOINTS.filter(
      (endpoint) => !schemaOf(endpoint).hidden && endpoint.method !== 'HEAD' && endpoint.method !== 'OPTIONS',
    ).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect([...documented].sort()).toEqual(expected.sort());
  });

  it('registers every endpoint of the map', () => {
    for (const endpoint of ENDPOINT_LIST) {
      expect(
        server.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
        describeEndpoint(endpoint),
      ).toBe(true);
    }
  });

  it('answers a visitor 401 everywhere but the public allow-list', async () => {
    const refused: string[] = [];
    const open: string[] = [];
    for (const endpoint of ENDPOINT_LIST) {
      const response = await ask(endpoint);
      const code = response.status === 401 ? await codeOf(response, endpoint) : undefined;
      if (isOpenEndpoint(endpoint)) {
        expect(response.status, describeEndpoint(endpoint)).not.toBe(401);
        open.push(endpoint.name);
      } else {
        expect(response.status, describeEndpoint(endpoint)).toBe(401);
        expect(code, describeEndpoint(endpoint)).toBe('unauthenticated');
        refused.push(endpoint.name);
      }
      expect(response.status, describeEndpoint(endpoint)).toBeLessThan(500);
    }
    // Both sides of the line are there: the sweep is not vacuous.
    expect(open).toEqual(expect.arrayContaining(['videos', 'search', 'session', 'register', 'mediaFile']));
    expect(refused).toEqual(
      expect.arrayContaining(['watchlist', 'signedVideoUrl', 'adminUsers', 'studioVideos', 'createUpload']),
    );
  });

  it('answers a free user 403 on every admin, moderator and creator endpoint', async () => {
    // Every role or permission a free user lacks (watch_premium, which a subscription gives, is not one of them).
    const staffOnly = ENDPOINT_LIST.filter(
      (endpoint) =>
        typeof endpoint.access === 'object' &&
        !('permission' in endpoint.access && SUBSCRIBER_PERMISSIONS.includes(endpoint.access.permission)),
    );
    expect(staffOnly.length).toBeGreaterThan(15);
    for (const endpoint of staffOnly) {
      const response = await ask(endpoint, free);
      expect(response.status, describeEndpoint(endpoint)).toBe(403);
      expect(await codeOf(response, endpoint), describeEndpoint(endpoint)).toBe('forbidden');
    }
  });

  it("answers a Kids profile 403 on the account's settings, billing and every staff endpoint, whoever's account", async () => {
    // An admin's account, watched as a Kids profile: its roles do not open the staff areas to the child.
    const admin = await signInDemo(server, 'admin');
    const created = await server.request('/api/viewer-profiles', {
      method: 'POST',
      headers: { cookie: admin },
      json: { name: 'Lwazi', avatar: 'zebra', kids: true },
    });
    expect(created.status).toBe(201);
    const kids = (await created.json()) as { id: string };
    const chosen = await server.request(`/api/viewer-profiles/${kids.id}/select`, {
      method: 'POST',
      headers: { cookie: admin },
      json: {},
    });
    expect(chosen.status).toBe(200);

    const refused = ENDPOINT_LIST.filter(refusedToKids);
    expect(refused.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['adminUsers', 'studioVideos', 'checkout', 'deleteAccount', 'changePassword']),
    );
    for (const endpoint of refused) {
      const response = await ask(endpoint, admin);
      expect(response.status, describeEndpoint(endpoint)).toBe(403);
      expect(await codeOf(response, endpoint), describeEndpoint(endpoint)).toBe('forbidden');
    }
    // What the child may do is open to them: their own list, and the way out ("Who's watching?").
    expect((await server.request('/api/user/watchlist', { headers: { cookie: admin } })).status).toBe(200);
    expect((await server.request('/api/viewer-profiles', { headers: { cookie: admin } })).status).toBe(200);
  });

  it('lets a free user past the guard of every signed-in endpoint', async () => {
    const signedIn = ENDPOINT_LIST.filter(
      (endpoint) => endpoint.access === 'signed-in' && endpoint.method !== 'GET',
    );
    // A new session per call: some of these end the session they are called with.
    const account = await signUpAndConfirm(server);
    for (const endpoint of signedIn) {
      const response = await ask(endpoint, await signIn(server, account.email, account.password));
      // Refusals of the request itself (a wrong password, an empty body) are fine; the guard's are not.
      const code = response.ok ? undefined : await codeOf(response, endpoint);
      expect(['unauthenticated', 'forbidden'], describeEndpoint(endpoint)).not.toContain(code);
    }
    const admin = await signInDemo(server, 'admin');
    expect(
      (
        await ask(
          ENDPOINT_LIST.find((endpoint) => endpoint.name === 'adminUsers')!,
          admin,
        )
      ).status,
    ).toBe(200);
  });
});
