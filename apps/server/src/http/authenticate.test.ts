import cookie from '@fastify/cookie';
import type { Role } from '@mzansi/contracts/roles';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getViewer, registerAuthentication, type Viewer } from './authenticate';
import { accessGuard } from './endpoint';
import { registerErrorHandler } from './error-handler';

/** The access guards of the endpoint map on a bare app, with viewers made up from a test header, not sessions. */
describe('authenticate: getViewer and the access guards', () => {
  let app: FastifyInstance;
  let resolutions = 0;
  const premiumUsers = new Set(['premium-user']);
  const premiumChecks: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(cookie);
    registerAuthentication(app, {
      async resolve(request) {
        resolutions++;
        const header = request.headers['x-test-viewer'];
        if (typeof header !== 'string') return { viewer: null };
        const { userId, roles } = JSON.parse(header) as { userId: string; roles: Role[] };
        const viewer: Viewer = {
          userId,
          sessionId: `session-of-${userId}`,
          email: `${userId}@example.co.za`,
          emailVerified: true,
          roles,
          authMethod: 'cookie',
          sessionExpiresAt: new Date(Date.now() + 60_000),
          profile: {
            id: `profile-of-${userId}`,
            kids: false,
            maturityLimit: null,
            language: 'en',
            chosen: false,
          },
        };
        return { viewer, cookie: { action: 'set', value: 'slid' } };
      },
      async isPremium(userId) {
        premiumChecks.push(userId);
        return premiumUsers.has(userId);
      },
      applyCookie(reply, change) {
        if (change.action === 'set') reply.setCookie('test.session', change.value, { path: '/' });
      },
    });
    app.get('/open', async (request) => {
      const first = await getViewer(request);
      const second = await getViewer(request);
      return { same: first === second, userId: first?.userId ?? null };
    });
    const guarded = (url: string, guard: ReturnType<typeof accessGuard>) =>
      app.get(url, { onRequest: guard! }, async (request) => ({ ok: true, userId: request.viewer?.userId }));
    guarded('/signed-in', accessGuard('signed-in'));
    guarded('/admin', accessGuard({ role: 'admin' }));
    guarded('/moderation', accessGuard({ permission: 'moderate_content' }));
    guarded('/upload', accessGuard({ permission: 'upload_content' }));
    guarded('/premium', accessGuard({ permission: 'watch_premium' }));
    await app.ready();
  });
  afterAll(() => app.close());

  const as = (userId: string, roles: Role[]) => ({ 'x-test-viewer': JSON.stringify({ userId, roles }) });
  const call = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('resolves the viewer once per request however often it is asked, and only when asked', async () => {
    resolutions = 0;
    const response = await call('/open', as('u1', ['user']));
    expect(response.json()).toEqual({ same: true, userId: 'u1' });
    expect(resolutions).toBe(1);
    // The session cookie change the resolver asked for is written on the response.
    expect(response.headers['set-cookie']).toContain('test.session=slid; Path=/');
  });

  it('leaves the public allow-list unguarded', () => {
    expect(accessGuard('public')).toBeNull();
    expect(accessGuard('signature')).toBeNull();
  });

  it('answers 401 unauthenticated without a viewer, and hands the guarded route its viewer', async () => {
    const response = await call('/signed-in');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
    const signedIn = await call('/signed-in', as('u1', ['user']));
    expect(signedIn.json()).toEqual({ ok: true, userId: 'u1' });
  });

  it('answers 401, then 403 unless the viewer has the role', async () => {
    expect((await call('/admin')).statusCode).toBe(401);
    const forbidden = await call('/admin', as('m1', ['user', 'moderator']));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('forbidden');
    expect((await call('/admin', as('a1', ['user', 'admin']))).statusCode).toBe(200);
  });

  it('follows the spec §6 permission table', async () => {
    expect((await call('/moderation')).statusCode).toBe(401);
    expect((await call('/moderation', as('c1', ['user', 'creator']))).statusCode).toBe(403);
    expect((await call('/moderation', as('m1', ['user', 'moderator']))).statusCode).toBe(200);
    expect((await call('/moderation', as('a1', ['user', 'admin']))).statusCode).toBe(200);
    expect((await call('/upload')).statusCode).toBe(401);
    expect((await call('/upload', as('u1', ['user']))).statusCode).toBe(403);
    expect((await call('/upload', as('m1', ['user', 'moderator']))).statusCode).toBe(403);
    expect((await call('/upload', as('c1', ['user', 'creator']))).statusCode).toBe(200);
    expect((await call('/upload', as('a1', ['user', 'admin']))).statusCode).toBe(200);
  });

  it('grants watch_premium from an active subscription (or the admin role), else 403 subscription_required', async () => {
    const free = await call('/premium', as('free-user', ['user']));
    expect(free.statusCode).toBe(403);
    expect(free.json().error).toEqual({
      code: 'subscription_required',
      message: 'Premium subscription required to watch this video.',
    });
    expect((await call('/premium', as('premium-user', ['user']))).statusCode).toBe(200);
    premiumChecks.length = 0;
    expect((await call('/premium', as('a1', ['user', 'admin']))).statusCode).toBe(200);
    expect(premiumChecks).toEqual([]);
  });
});
