import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentSession,
  login,
  readOutbox,
  signIn,
  signUpAndConfirm,
  uniqueEmail,
  type TestAccount,
} from '../../../test/accounts';
import { freePort, startTestServer, type TestServer } from '../../../test/harness';
import { googleSignIn } from '../../../test/google-flow';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../test/oidc-provider';
import {
  accounts,
  auditLog,
  feedback,
  payments,
  profiles,
  ratings,
  reviews,
  sessions,
  subscriptions,
  userRoles,
  users,
  watchHistory,
  watchlist,
  watchProgress,
} from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

describe('/api/account (POPIA: export and deletion)', () => {
  let server: TestServer;
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    const port = await freePort();
    provider = await startLocalOidcProvider(`http://127.0.0.1:${port}/api/auth/callback/google`);
    server = await startTestServer({
      env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...provider.env() },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** Gives an account a little of everything: list, progress, history, rating, subscription, payment, feedback. */
  async function withActivity(account: TestAccount, slug: string) {
    const db = server.ctx.database.db;
    const titleId = demoIds.title(slug);
    const videoId = demoIds.trailer(slug);
    const now = new Date();
    const owner = { userId: account.userId, profileId: account.profileId };
    await db.insert(watchlist).values({ ...owner, titleId });
    await db.insert(watchProgress).values({ ...owner, videoId, titleId, positionSeconds: 42 });
    await db.insert(watchHistory).values({ ...owner, titleId, lastVideoId: videoId });
    await db.insert(ratings).values({ ...owner, titleId, rating: 1 });
    await db.insert(reviews).values({ ...owner, titleId, body: 'A fine film.' });
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        userId: account.userId,
        planId: 'premium',
        status: 'active',
        startDate: now,
        endDate: new Date(now.getTime() + 30 * 86_400_000),
        provider: 'test',
      })
      .returning();
    await db.insert(payments).values({
      userId: account.userId,
      subscriptionId: subscription!.id,
      provider: 'test',
      reference: `ref-${account.userId}`,
      amountCents: 5900,
      status: 'complete',
    });
    await server.request('/api/feedback', {
      method: 'POST',
      json: { topic: 'catalogue', message: `More titles like ${slug}, please!` },
      headers: { cookie: account.cookie },
    });
    return { titleId, videoId };
  }

  describe('GET /api/account/export', () => {
    it('requires a session', async () => {
      const response = await server.request('/api/account/export');
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthenticated');
    });

    it("downloads all of the user's data as JSON, and none of anyone else's nor any secret", async () => {
      const [mine, theirs] = TITLES.slice(0, 2).map((title) => title.slug);
      const account = await signUpAndConfirm(server, { data: { province: 'Gauteng' } });
      const other = await signUpAndConfirm(server);
      const { titleId } = await withActivity(account, mine!);
      const otherActivity = await withActivity(other, theirs!);

      const response = await server.request('/api/account/export', { headers: { cookie: account.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="mzansi-stream-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const text = await response.text();
      const data = JSON.parse(text) as Record<string, unknown[] & Record<string, unknown>>;
      expect(data.user).toMatchObject({
        id: account.userId,
        email: account.email,
        user_metadata: { province: 'Gauteng' },
        sign_in_methods: [{ provider: 'email' }],
      });
      expect(data.profile).toMatchObject({ id: account.userId });
      expect(data.sessions).toHaveLength(1);
      expect(data.watchlist).toEqual([expect.objectContaining({ video_id: titleId })]);
      expect(data.watch_progress).toEqual([expect.objectContaining({ position_seconds: 42 })]);
      expect(data.watch_history).toHaveLength(1);
      expect(data.ratings).toEqual([expect.objectContaining({ rating: 'up' })]);
      expect(data.reviews).toEqual([expect.objectContaining({ text: 'A fine film.', status: 'visible' })]);
      expect(data.subscriptions).toEqual([expect.objectContaining({ plan_id: 'premium', status: 'active' })]);
      expect(data.payments).toEqual([expect.objectContaining({ amount_cents: 5900 })]);
      expect(data.feedback).toEqual([expect.objectContaining({ topic: 'catalogue' })]);

      expect(text).not.toContain(other.userId);
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(otherActivity.titleId);
      // No session token, password hash or signature.
      const token = decodeURIComponent(account.cookie.split('=')[1]!).split('.')[0]!;
      expect(text).not.toContain(token);
      expect(text).not.toContain('$argon2id$');
      expect(text).not.toMatch(/"(password|token|access_token|refresh_token)"/);
    });
  });

  describe('DELETE /api/account', () => {
    const remove = (cookie: string | undefined, json: unknown) =>
      server.request('/api/account', { method: 'DELETE', json, headers: cookie ? { cookie } : {} });

    it('requires a session', async () => {
      expect((await remove(undefined, { password: 'whatever' })).status).toBe(401);
    });

    it('refuses without the right password (403 reauthentication_failed) and keeps everything', async () => {
      const account = await signUpAndConfirm(server);
      for (const json of [{}, { password: 'not-the-password-1' }, { confirmEmail: account.email }]) {
        const response = await remove(account.cookie, json);
        expect(response.status).toBe(403);
        expect((await errorOf(response)).code).toBe('reauthentication_failed');
      }
      expect((await currentSession(server, { cookie: account.cookie })).session).not.toBeNull();
    });

    it('deletes the account and its personal data, ends every session, and keeps payments without the person', async () => {
      const account = await signUpAndConfirm(server);
      const otherDevice = await signIn(server, account.email, account.password);
      const bystander = await signUpAndConfirm(server);
      await withActivity(account, TITLES[2]!.slug);
      await withActivity(bystander, TITLES[2]!.slug);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#111111' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      expect(
        (
          await server.request('/api/profile/avatar', {
            method: 'POST',
            body: form,
            headers: { cookie: account.cookie },
          })
        ).status,
      ).toBe(200);
      // An audit entry about them (an admin changed their roles).
      const admin = await signIn(server, 'admin@mzansi.test', 'mzansi-demo-2026');
      await server.request(`/api/admin/users/${account.userId}/roles`, {
        method: 'PUT',
        json: { roles: ['creator'] },
        headers: { cookie: admin },
      });

      const response = await remove(account.cookie, { password: account.password });
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie().some((value) => /^mzansi\.session_token=;/.test(value))).toBe(
        true,
      );

      const db = server.ctx.database.db;
      for (const cookie of [account.cookie, otherDevice]) {
        expect((await currentSession(server, { cookie })).session).toBeNull();
      }
      expect((await login(server, account.email, account.password)).response.status).toBe(401);
      const id = account.userId;
      expect(await db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
      for (const [table, column] of [
        [sessions, sessions.userId],
        [accounts, accounts.userId],
        [userRoles, userRoles.userId],
        [watchlist, watchlist.userId],
        [watchProgress, watchProgress.userId],
        [watchHistory, watchHistory.userId],
        [ratings, ratings.userId],
        [reviews, reviews.userId],
        [subscriptions, subscriptions.userId],
        [feedback, feedback.userId],
      ] as const) {
        expect(await db.select().from(table).where(eq(column, id))).toHaveLength(0);
      }
      expect(await db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
      expect(await readOutbox(server, account.email)).toHaveLength(0);
      expect(await server.ctx.storage.list(`artwork/avatars/${id}/`)).toHaveLength(0);

      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.reference, `ref-${id}`));
      expect(payment).toMatchObject({ userId: null, amountCents: 5900, status: 'complete' });

      const trail = await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ['user.roles_changed', 'account.deleted']));
      expect(JSON.stringify(trail)).not.toContain(id);
      expect(JSON.stringify(trail)).not.toContain(account.email);
      expect(trail.some((entry) => entry.action === 'account.deleted' && entry.targetId === null)).toBe(true);

      // The bystander keeps everything.
      expect((await currentSession(server, { cookie: bystander.cookie })).session).not.toBeNull();
      expect(await db.select().from(watchlist).where(eq(watchlist.userId, bystander.userId))).toHaveLength(1);
    });

    it('asks a Google-only account to type its e-mail address instead of a password', async () => {
      const email = uniqueEmail('google-only');
      provider.identities.set('g-only-1', { sub: 'g-only-1', email, email_verified: true });
      const { appCookies } = await googleSignIn(server, provider, { sub: 'g-only-1' });
      const wrong = await remove(appCookies, { confirmEmail: 'someone@else.co.za' });
      expect(wrong.status).toBe(403);
      const response = await remove(appCookies, { confirmEmail: email.toUpperCase() });
      expect(response.status).toBe(204);
      expect(await server.ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(
        await server.ctx.database.db.select().from(accounts).where(eq(accounts.accountId, 'g-only-1')),
      ).toHaveLength(0);
    });
  });
});
