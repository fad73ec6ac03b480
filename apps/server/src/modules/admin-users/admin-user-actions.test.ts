import { randomBytes } from 'node:crypto';
import {
  adminUserDetailSchema,
  adminUsersResponseSchema,
  endSessionsResponseSchema,
} from '@mzansi/contracts/admin-users';
import { userSubscriptionSchema } from '@mzansi/contracts/billing';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { PLANS } from '@mzansi/contracts/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerToken,
  currentSession,
  demoAccount,
  grantPremium,
  login,
  readOutbox,
  signInDemo,
  signUp,
  signUpAndConfirm,
  uniqueEmail,
  type DemoRole,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { auditLog, users } from '../../db/schema/index';
import { TEST_MEDIA } from '../media/test-media';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

const DAY = 24 * 60 * 60_000;

describe('admin user actions', () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let moderator: string;
  let moderatorId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDemo(server, 'admin');
    adminId = (await currentSession(server, { cookie: admin })).session!.user.id;
    moderator = await signInDemo(server, 'moderator');
    moderatorId = (await currentSession(server, { cookie: moderator })).session!.user.id;
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie: string | null, json?: unknown) =>
    server.request(path, {
      method,
      ...(json === undefined ? {} : { json }),
      headers: cookie ? { cookie } : {},
    });
  const list = async (query: string, cookie = admin) => {
    const response = await call('GET', `/api/admin/users${query}`, cookie);
    expect(response.status, query).toBe(200);
    return adminUsersResponseSchema.parse(await response.json());
  };
  const detail = async (id: string, cookie = admin) => {
    const response = await call('GET', `/api/admin/users/${id}`, cookie);
    expect(response.status).toBe(200);
    return adminUserDetailSchema.parse(await response.json());
  };
  const auditOf = (action: string, targetId: string) =>
    server.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it('gives each action to whom it may: visitors 401, members 403, moderators suspend and lift only', async () => {
    const victim = await signUpAndConfirm(server);
    const id = victim.userId;
    const actions: Array<{ method: string; path: string; json?: unknown; moderator: boolean }> = [
      { method: 'GET', path: `/api/admin/users`, moderator: true },
      { method: 'GET', path: `/api/admin/users/${id}`, moderator: true },
      { method: 'PUT', path: `/api/admin/users/${id}/roles`, json: { roles: ['creator'] }, moderator: false },
      { method: 'POST', path: `/api/admin/users/${id}/sessions/end`, moderator: false },
      {
        method: 'POST',
        path: `/api/admin/users/${id}/complimentary-premium`,
        json: { days: 7 },
        moderator: false,
      },
      { method: 'POST', path: `/api/admin/users/${id}/confirmation-email`, moderator: false },
      {
        method: 'POST',
        path: `/api/admin/users/${id}/subscription/revoke`,
        moderator: false,
      },
      { method: 'POST', path: `/api/admin/users/${id}/suspend`, json: { reason: 'Spam' }, moderator: true },
      { method: 'DELETE', path: `/api/admin/users/${id}/suspension`, moderator: true },
    ];
    const members = new Map<DemoRole, string>();
    for (const role of ['free', 'premium', 'creator'] as DemoRole[])
      members.set(role, await signInDemo(server, role));
    for (const action of actions) {
      const label = `${action.method} ${action.path}`;
      expect((await call(action.method, action.path, null, action.json)).status, label).toBe(401);
      for (const [role, cookie] of members) {
        const response = await call(action.method, action.path, cookie, action.json);
        expect(response.status, `${role} ${label}`).toBe(403);
      }
      const byModerator = await call(action.method, action.path, moderator, action.json);
      if (action.moderator) expect(byModerator.status, `moderator ${label}`).toBeLessThan(300);
      else expect(byModerator.status, `moderator ${label}`).toBe(403);
    }
    // The moderator's suspension and lift went through and were logged with the moderator as the actor.
    expect((await auditOf('user.suspended', id))[0]).toMatchObject({ actorId: moderatorId });
    expect((await auditOf('user.suspension_lifted', id))[0]).toMatchObject({ actorId: moderatorId });
  });

  it('searches by e-mail or name, filters by role, plan and status, sorts by joined and last seen', async () => {
    const tag = randomBytes(4).toString('hex');
    const first = await signUpAndConfirm(server, { email: uniqueEmail(`thandi-${tag}`) });
    server.clock.advance(60_000);
    const second = await signUpAndConfirm(server, { email: uniqueEmail(`bongani-${tag}`) });
    server.clock.advance(60_000);
    const unconfirmedEmail = uniqueEmail(`zanele-${tag}`);
    expect((await signUp(server, { email: unconfirmedEmail })).status).toBe(200);
    await grantPremium(server, second.userId);

    const all = await list(`?q=${tag.toUpperCase()}`);
    expect(all.total).toBe(3);
    // Newest first by default, oldest first on request.
    expect(all.items.map((item) => item.email)).toEqual([unconfirmedEmail, second.email, first.email]);
    expect((await list(`?q=${tag}&sort=joined_asc`)).items.map((item) => item.email)).toEqual([
      first.email,
      second.email,
      unconfirmedEmail,
    ]);
    expect((await list(`?q=thandi-${tag}`)).items.map((item) => item.id)).toEqual([first.userId]);
    expect((await list(`?q=${tag}&plan=premium`)).items.map((item) => item.id)).toEqual([second.userId]);
    expect((await list(`?q=${tag}&plan=free`)).total).toBe(2);
    expect((await list(`?q=${tag}&status=unconfirmed`)).items.map((item) => item.email)).toEqual([
      unconfirmedEmail,
    ]);
    expect((await list(`?q=${tag}&status=confirmed`)).total).toBe(2);
    expect((await list(`?q=${tag}&role=creator`)).total).toBe(0);
    await call('PUT', `/api/admin/users/${first.userId}/roles`, admin, { roles: ['creator'] });
    expect((await list(`?q=${tag}&role=creator`)).items.map((item) => item.id)).toEqual([first.userId]);
    expect((await list(`?q=${tag}&role=user`)).total).toBe(2);

    // Last seen: the first account comes back later than the second; the unconfirmed one was never seen.
    server.clock.advance(10 * 60_000);
    await currentSession(server, { cookie: first.cookie });
    const bySeen = await list(`?q=${tag}&sort=last_seen_desc`);
    expect(bySeen.items.map((item) => item.id)).toEqual([first.userId, second.userId, bySeen.items[2]!.id]);
    expect(bySeen.items[2]!.last_seen_at).toBeNull();
    expect((await list(`?q=${tag}&sort=last_seen_asc`)).items.map((item) => item.id).slice(0, 2)).toEqual([
      second.userId,
      first.userId,
    ]);

    // Paging: two pages of two and one, no repeats.
    const page1 = await list(`?q=${tag}&pageSize=2&page=1`);
    const page2 = await list(`?q=${tag}&pageSize=2&page=2`);
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(new Set([...page1.items, ...page2.items].map((item) => item.id)).size).toBe(3);
  });

  it("shows a user's page: profile, viewer profiles, subscription, sessions, streams, downloads and audit", async () => {
    const account = await signUpAndConfirm(server);
    await grantPremium(server, account.userId);
    await server.services.streams.start({
      userId: account.userId,
      authSessionId: 'test',
      videoId: TEST_MEDIA.main,
      device: { key: randomBytes(9).toString('base64url'), label: 'Chrome on Android', ip: null },
      plan: PLANS.premium,
    });
    await call('PUT', `/api/admin/users/${account.userId}/roles`, admin, { roles: ['creator'] });
    const page = await detail(account.userId, moderator);
    expect(page.user).toMatchObject({ id: account.userId, email: account.email, is_premium: true });
    expect(page.viewer_profiles.filter((profile) => profile.primary)).toHaveLength(1);
    expect(page.profile.providers).toEqual(['credential']);
    expect(page.subscriptions[0]).toMatchObject({
      plan_id: 'premium',
      status: 'active',
      complimentary: false,
    });
    expect(page.sessions.length).toBeGreaterThanOrEqual(1);
    expect(page.streams).toEqual([
      expect.objectContaining({ video_id: TEST_MEDIA.main, device_label: 'Chrome on Android' }),
    ]);
    expect(page.downloads).toEqual({ active: 0, items: [] });
    expect(page.audit[0]).toMatchObject({
      action: 'user.roles_changed',
      actor_id: adminId,
      actor_email: 'admin@mzansi.test',
    });
    expect(page.suspension).toBeNull();
    expect((await call('GET', '/api/admin/users/no-such-user', admin)).status).toBe(404);
  });

  it('suspends: every session ends at once, streams stop, sign-in is refused with the end date', async () => {
    const account = await signUpAndConfirm(server);
    const bearer = await bearerToken(server, account.email, account.password);
    await server.services.streams.start({
      userId: account.userId,
      authSessionId: 'test',
      videoId: TEST_MEDIA.main,
      device: { key: randomBytes(9).toString('base64url'), label: 'Test', ip: null },
      plan: PLANS.free,
    });
    const until = new Date(server.clock.now().getTime() + 3 * DAY);
    const response = await call('POST', `/api/admin/users/${account.userId}/suspend`, admin, {
      reason: 'Sharing the account publicly',
      until: until.toISOString(),
    });
    expect(response.status).toBe(204);

    // The old cookie and the bearer token stop working on their next request.
    expect((await currentSession(server, { cookie: account.cookie })).session).toBeNull();
    expect((await currentSession(server, { authorization: `Bearer ${bearer}` })).session).toBeNull();
    expect((await call('GET', '/api/user/watchlist', account.cookie)).status).toBe(401);
    expect(await server.services.streams.list(account.userId, null)).toEqual([]);

    const refused = await login(server, account.email, account.password);
    expect(refused.response.status).toBe(403);
    expect(refused.cookie).toBeNull();
    const error = await errorOf(refused.response);
    expect(error.code).toBe('account_suspended');
    const expected = new Intl.DateTimeFormat('en-ZA', {
      timeZone: 'Africa/Johannesburg',
      dateStyle: 'long',
    }).format(until);
    expect(error.message).toBe(
      `This account is suspended until ${expected}. Contact support if you think this is a mistake.`,
    );
    // In the other languages too.
    const zulu = await login(server, account.email, account.password, { 'accept-language': 'zu' });
    expect((await errorOf(zulu.response)).message).toMatch(/^Le akhawunti imisiwe kuze kube ngu-/);

    const page = await detail(account.userId);
    expect(page.user).toMatchObject({ banned: true, suspended_until: until.toISOString() });
    expect(page.suspension).toMatchObject({
      reason: 'Sharing the account publicly',
      ends_at: until.toISOString(),
      suspended_by: adminId,
      active: true,
    });
    expect(page.sessions).toEqual([]);
    expect((await list(`?q=${account.email}&status=suspended`)).items.map((item) => item.id)).toEqual([
      account.userId,
    ]);
    const [entry] = await auditOf('user.suspended', account.userId);
    expect(entry).toMatchObject({
      actorId: adminId,
      details: expect.objectContaining({ until: until.toISOString(), streamsEnded: 1 }),
    });

    // Lifted: sign-in works again; lifting twice is a conflict.
    expect((await call('DELETE', `/api/admin/users/${account.userId}/suspension`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/users/${account.userId}/suspension`, admin)).status).toBe(409);
    expect((await login(server, account.email, account.password)).response.status).toBe(200);
    const lifted = await detail(account.userId);
    expect(lifted.suspension).toBeNull();
    expect(lifted.suspensions[0]).toMatchObject({ lifted_by: adminId, active: false });
  });

  it("closes the suspended user's open live-event stream", async () => {
    const account = await signUpAndConfirm(server);
    const abort = new AbortController();
    const events = await server.request('/api/user/events', {
      headers: { cookie: account.cookie, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    try {
      expect(events.status).toBe(200);
      const reader = events.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      // The current subscription arrives first: the stream is open and subscribed.
      while (!text.includes('event: subscription')) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        text += decoder.decode(value, { stream: true });
      }
      const suspended = await call('POST', `/api/admin/users/${account.userId}/suspend`, admin, {
        reason: 'Abuse',
      });
      expect(suspended.status).toBe(204);
      // The server ends the stream: reading runs to its end (a keep-alive comment at most before it).
      for (;;) {
        const { done } = await reader.read();
        if (done) break;
      }
      // Reconnecting finds no session.
      expect((await call('GET', '/api/user/events', account.cookie)).status).toBe(401);
    } finally {
      abort.abort();
    }
  });

  it('refuses an indefinite suspension at sign-in with the plain message', async () => {
    const account = await signUpAndConfirm(server);
    expect(
      (await call('POST', `/api/admin/users/${account.userId}/suspend`, moderator, { reason: 'Abuse' }))
        .status,
    ).toBe(204);
    const refused = await login(server, account.email, account.password);
    expect(await errorOf(refused.response)).toMatchObject({
      code: 'account_suspended',
      message: 'This account has been suspended. Contact support if you think this is a mistake.',
    });
  });

  it('will not suspend oneself, an admin, or (for a moderator) another moderator; refuses a past end', async () => {
    expect((await call('POST', `/api/admin/users/${adminId}/suspend`, admin, { reason: 'x' })).status).toBe(
      409,
    );
    expect(
      (await call('POST', `/api/admin/users/${adminId}/suspend`, moderator, { reason: 'x' })).status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/admin/users/${moderatorId}/suspend`, moderator, { reason: 'x' })).status,
    ).toBe(409);
    const other = await signUpAndConfirm(server);
    await call('PUT', `/api/admin/users/${other.userId}/roles`, admin, { roles: ['moderator'] });
    const byModerator = await call('POST', `/api/admin/users/${other.userId}/suspend`, moderator, {
      reason: 'x',
    });
    expect(byModerator.status).toBe(403);
    const past = new Date(server.clock.now().getTime() - DAY).toISOString();
    const pastEnd = await call('POST', `/api/admin/users/${other.userId}/suspend`, admin, {
      reason: 'x',
      until: past,
    });
    expect(pastEnd.status).toBe(400);
    for (const json of [
      {},
      { reason: '' },
      { reason: 'x'.repeat(501) },
      { reason: 'x', until: 'tomorrow' },
    ]) {
      expect((await call('POST', `/api/admin/users/${other.userId}/suspend`, admin, json)).status).toBe(400);
    }
    // An admin may suspend a moderator.
    expect(
      (await call('POST', `/api/admin/users/${other.userId}/suspend`, admin, { reason: 'x' })).status,
    ).toBe(204);
  });

  it('ends all sessions of a user (audit-logged), without suspending them', async () => {
    const account = await signUpAndConfirm(server);
    const response = await call('POST', `/api/admin/users/${account.userId}/sessions/end`, admin);
    expect(response.status).toBe(200);
    expect(endSessionsResponseSchema.parse(await response.json()).ended).toBe(1);
    expect((await currentSession(server, { cookie: account.cookie })).session).toBeNull();
    expect((await login(server, account.email, account.password)).response.status).toBe(200);
    expect((await auditOf('user.sessions_ended', account.userId))[0]).toMatchObject({ actorId: adminId });
  });

  it('resends the confirmation e-mail to an unconfirmed account only', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUp(server, { email });
    const [row] = await server.ctx.database.db.select().from(users).where(eq(users.email, email));
    const before = (await readOutbox(server, email)).length;
    expect((await call('POST', `/api/admin/users/${row!.id}/confirmation-email`, admin)).status).toBe(204);
    expect((await readOutbox(server, email)).length).toBe(before + 1);
    expect((await auditOf('user.confirmation_resent', row!.id))[0]).toMatchObject({ actorId: adminId });
    const confirmed = await signUpAndConfirm(server);
    const again = await call('POST', `/api/admin/users/${confirmed.userId}/confirmation-email`, admin);
    expect(again.status).toBe(409);
  });

  it('grants complimentary Premium: watch_premium at once, no payment, refused over paid Premium', async () => {
    const account = await signUpAndConfirm(server);
    const response = await call('POST', `/api/admin/users/${account.userId}/complimentary-premium`, admin, {
      days: 30,
    });
    expect(response.status).toBe(204);
    const session = await currentSession(server, { cookie: account.cookie });
    expect(session.subscription?.is_premium).toBe(true);
    const billing = userSubscriptionSchema.parse(
      await (await call('GET', '/api/user/subscription', account.cookie)).json(),
    );
    expect(billing).toMatchObject({ can_cancel: false, can_resume: false, renewal_date: null });
    expect(billing.ends_at).not.toBeNull();
    expect(billing.allowed.watch_premium).toBe(true);
    const page = await detail(account.userId);
    expect(page.subscriptions[0]).toMatchObject({ complimentary: true, provider: 'complimentary' });
    expect(page.payments).toEqual([]);
    expect((await auditOf('subscription.complimentary_granted', account.userId))[0]).toMatchObject({
      actorId: adminId,
      details: expect.objectContaining({ days: 30 }),
    });
    for (const days of [6, 366, 7.5]) {
      const bad = await call('POST', `/api/admin/users/${account.userId}/complimentary-premium`, admin, {
        days,
      });
      expect(bad.status, String(days)).toBe(400);
    }
    const paid = await signUpAndConfirm(server);
    await grantPremium(server, paid.userId);
    const conflict = await call('POST', `/api/admin/users/${paid.userId}/complimentary-premium`, admin, {
      days: 7,
    });
    expect(conflict.status).toBe(409);
  });
});

/** Time moves in these: a server of their own. */
describe('suspensions and complimentary Premium over time', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDemo(server, 'admin');
  });
  afterAll(() => server.close());

  it('lets the account sign in again once the end date has passed', async () => {
    const account = await signUpAndConfirm(server);
    const until = new Date(server.clock.now().getTime() + 2 * DAY);
    await server.request(`/api/admin/users/${account.userId}/suspend`, {
      method: 'POST',
      json: { reason: 'Cooling off', until: until.toISOString() },
      headers: { cookie: admin },
    });
    expect((await login(server, account.email, account.password)).response.status).toBe(403);
    server.clock.advance(2 * DAY + 60_000);
    expect((await login(server, account.email, account.password)).response.status).toBe(200);
  });

  it('ends complimentary Premium by itself at the end of the period, through the lifecycle sweep', async () => {
    const account = await signUpAndConfirm(server);
    admin = await signInDemo(server, 'admin');
    await server.request(`/api/admin/users/${account.userId}/complimentary-premium`, {
      method: 'POST',
      json: { days: 7 },
      headers: { cookie: admin },
    });
    server.clock.advance(6 * DAY);
    await server.services.subscriptionLifecycle.sweep();
    expect(await server.services.subscriptions.isPremium(account.userId)).toBe(true);
    server.clock.advance(DAY + 60_000);
    expect(await server.services.subscriptions.isPremium(account.userId)).toBe(false);
    const report = await server.services.subscriptionLifecycle.sweep();
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(report.enteredGrace).toBe(0);
    expect(await server.services.subscriptions.isPremium(account.userId)).toBe(false);
    expect(demoAccount('admin').email).toBe('admin@mzansi.test');
  });
});
