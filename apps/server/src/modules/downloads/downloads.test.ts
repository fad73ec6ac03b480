import { randomUUID } from 'node:crypto';
import {
  checkDownloadsResponseSchema,
  createDownloadResponseSchema,
  DOWNLOAD_SOURCE_SECONDS,
  downloadsResponseSchema,
  videoSizesResponseSchema,
} from '@mzansi/contracts/downloads';
import { AGE_RATING_CODES } from '@mzansi/contracts/catalogue';
import { deviceSessionsResponseSchema } from '@mzansi/contracts/auth';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { PLANS } from '@mzansi/contracts/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremium, signIn, signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { downloadLicences, titles, videos, viewerProfiles, type Rendition } from '../../db/schema/index';
import { ensureTestMedia, markReady, TEST_MEDIA } from '../media/test-media';
import { DEVICE_COOKIE } from '../playback/device-cookie';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A device cookie value (22 base64url characters), distinct per n. */
const device = (n: number | string) => `dev${String(n).padStart(19, '0')}`.slice(0, 22);

describe('offline download licences (issue 17, D75)', () => {
  let server: TestServer;
  let premium: TestAccount;
  let renditions: Rendition[];
  const MAIN = TEST_MEDIA.main;

  const on = (cookie: string, deviceId: string) => ({ cookie: `${cookie}; ${DEVICE_COOKIE}=${deviceId}` });
  const create = (cookie: string, deviceId: string, body: unknown = { videoId: MAIN, quality: 'SD' }) =>
    server.request('/api/downloads', { method: 'POST', headers: on(cookie, deviceId), json: body });
  const check = async (cookie: string, deviceId: string, items: unknown[]) => {
    const response = await server.request('/api/downloads/check', {
      method: 'POST',
      headers: on(cookie, deviceId),
      json: { items },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return checkDownloadsResponseSchema.parse(await response.json()).items;
  };
  const list = async (cookie: string, deviceId: string) => {
    const response = await server.request('/api/downloads', { headers: on(cookie, deviceId) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return downloadsResponseSchema.parse(await response.json());
  };
  const issued = async (response: Response, status = 201) => {
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(status);
    return createDownloadResponseSchema.parse(await response.json());
  };
  const errorOf = async (response: Response) => errorBodySchema.parse(await response.json()).error;
  const premiumAccount = async () => {
    const account = await signUpAndConfirm(server);
    await grantPremium(server, account.userId);
    return account;
  };
  /** A new sign-in of the account (sessions last 7 days: tests that move the clock further sign in again). */
  const again = async (account: TestAccount) => ({
    ...account,
    cookie: await signIn(server, account.email, account.password),
  });
  const stored = async (id: string) =>
    (await server.ctx.database.db.select().from(downloadLicences).where(eq(downloadLicences.id, id)))[0]!;

  beforeAll(async () => {
    const media = await ensureTestMedia();
    server = await startTestServer({ storageDir: media.storageDir });
    await markReady(server.ctx.database.db, media.results);
    premium = await premiumAccount();
    const [row] = await server.ctx.database.db
      .select({ renditions: videos.renditions })
      .from(videos)
      .where(eq(videos.id, MAIN));
    renditions = row!.renditions;
  }, 180_000);
  afterAll(() => server.close());

  describe('refusals', () => {
    it('answers every call without a signed-in user with 401', async () => {
      for (const [method, path, json] of [
        ['GET', '/api/downloads', undefined],
        ['POST', '/api/downloads', { videoId: MAIN, quality: 'SD' }],
        ['POST', '/api/downloads/check', { items: [] }],
        ['DELETE', `/api/downloads/${UNKNOWN}`, undefined],
      ] as const) {
        const response = await server.request(path, { method, ...(json ? { json } : {}) });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect((await errorOf(response)).code).toBe('unauthenticated');
      }
    });

    it('refuses a malformed request with 400', async () => {
      expect((await create(premium.cookie, device(1), { videoId: 'nope', quality: 'SD' })).status).toBe(400);
      expect((await create(premium.cookie, device(1), { videoId: MAIN, quality: '4K' })).status).toBe(400);
      const tooMany = await server.request('/api/downloads/check', {
        method: 'POST',
        headers: on(premium.cookie, device(1)),
        json: { items: Array.from({ length: 101 }, () => ({ id: randomUUID() })) },
      });
      expect(tooMany.status).toBe(400);
      const badDate = await server.request('/api/downloads/check', {
        method: 'POST',
        headers: on(premium.cookie, device(1)),
        json: { items: [{ id: randomUUID(), firstPlayedAt: 'yesterday' }] },
      });
      expect(badDate.status).toBe(400);
    });

    it('refuses a free account with 403 subscription_required, saying downloads come with Premium', async () => {
      const free = await signInDemo(server, 'free');
      for (const quality of ['SD', 'HD']) {
        const response = await create(free, device('free'), { videoId: MAIN, quality });
        expect(response.status, quality).toBe(403);
        const error = await errorOf(response);
        expect(error.code).toBe('subscription_required');
        expect(error.message).toMatch(/Downloads come with Premium/);
      }
      const inZulu = await server.request('/api/downloads', {
        method: 'POST',
        headers: { ...on(free, device('free')), 'accept-language': 'zu' },
        json: { videoId: MAIN, quality: 'SD' },
      });
      const zulu = await errorOf(inZulu);
      expect(zulu.message).toMatch(/Premium/);
      expect(zulu.message).not.toMatch(/Downloads come with/);
    });

    it('refuses an unknown video and a trailer with 404', async () => {
      expect((await create(premium.cookie, device(1), { videoId: UNKNOWN, quality: 'SD' })).status).toBe(404);
      const trailer = await create(premium.cookie, device(1), { videoId: TEST_MEDIA.trailer, quality: 'SD' });
      expect(trailer.status).toBe(404);
      expect((await errorOf(trailer)).message).toMatch(/movies, documentaries and episodes/);
    });

    it('refuses a title above the profile’s maturity limit with 403 maturity_restricted', async () => {
      const account = await premiumAccount();
      const [title] = await server.ctx.database.db
        .select({ ageRating: titles.ageRating })
        .from(titles)
        .where(eq(titles.id, TEST_MEDIA.titleId));
      const youngest = AGE_RATING_CODES[0];
      expect(title!.ageRating).not.toBe(youngest);
      await server.ctx.database.db
        .update(viewerProfiles)
        .set({ maturityLimit: youngest })
        .where(eq(viewerProfiles.id, account.profileId));
      const response = await create(account.cookie, device(2));
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('maturity_restricted');
      const sizes = await server.request(`/api/videos/${MAIN}/sizes`, {
        headers: { cookie: account.cookie },
      });
      expect(sizes.status).toBe(403);
    });
  });

  describe('issue, resume and the files', () => {
    let licenceId: string;
    let signedUrl: string;
    const sd = () => renditions.filter((r) => r.height <= 480).sort((a, b) => b.height - a.height)[0]!;

    it('issues a licence (201) for the tallest SD rung, with its measured size and a URL bound to the device', async () => {
      const before = server.clock.now();
      const answer = await issued(await create(premium.cookie, device(1)));
      licenceId = answer.licence.id;
      signedUrl = answer.source.signedUrl;
      expect(answer.licence).toMatchObject({
        videoId: MAIN,
        profileId: premium.profileId,
        quality: 'SD',
        height: sd().height,
        status: 'active',
        reason: null,
        firstPlayedAt: null,
        video: { id: TEST_MEDIA.titleId },
        episodeLabel: null,
      });
      expect(new Date(answer.licence.expiresAt).getTime() - new Date(answer.licence.issuedAt).getTime()).toBe(
        30 * DAY,
      );
      // 6 h from when the server signed it: between the clock's second before the call and after it.
      const after = server.clock.now();
      expect(answer.source.expires).toBeGreaterThanOrEqual(
        Math.floor(before.getTime() / 1000) + DOWNLOAD_SOURCE_SECONDS,
      );
      expect(answer.source.expires).toBeLessThanOrEqual(
        Math.floor(after.getTime() / 1000) + DOWNLOAD_SOURCE_SECONDS,
      );
      // Measured on storage: the rung's playlist, init and segments, plus the master and poster.
      const rungFiles = await server.ctx.storage.list(`videos/${MAIN}/${sd().playlist.split('/')[0]}`, 1000);
      const rungBytes = rungFiles.reduce((sum, file) => sum + file.size, 0);
      expect(rungFiles.some((file) => file.key.endsWith('.m4s'))).toBe(true);
      expect(answer.licence.bytes).toBeGreaterThan(rungBytes);
      expect(answer.licence.bytes).toBeLessThan(rungBytes + 2_000_000);
      const row = await stored(licenceId);
      expect(row.userId).toBe(premium.userId);
      expect(row.authSessionId).not.toBeNull();
    });

    it('opens the rung’s files with the URL on this device, and refuses a taller rung and another device', async () => {
      const base = signedUrl.slice(0, signedUrl.lastIndexOf('/') + 1);
      const get = (path: string, deviceId = device(1)) =>
        server.request(path, { headers: { cookie: `${DEVICE_COOKIE}=${deviceId}` } });
      const master = await get(signedUrl);
      expect(master.status).toBe(200);
      const text = await master.text();
      const rungDir = sd().playlist.split('/')[0]!;
      expect(text).toContain(`${rungDir}/index.m3u8`);
      for (const file of ['index.m3u8', 'init.mp4', 'seg_00000.m4s']) {
        expect((await get(`${base}${rungDir}/${file}`)).status, file).toBe(200);
      }
      const taller = renditions.filter((r) => r.height > sd().height);
      expect(taller.length).toBeGreaterThan(0);
      for (const rung of taller) {
        const dir = rung.playlist.split('/')[0]!;
        expect(text).not.toContain(`${dir}/`);
        for (const file of ['index.m3u8', 'init.mp4', 'seg_00000.m4s']) {
          expect((await get(`${base}${dir}/${file}`)).status, `${dir}/${file}`).toBe(403);
        }
      }
      expect((await get(signedUrl, device(99))).status).toBe(403);
      expect((await server.request(signedUrl)).status).toBe(403);
    });

    it('answers the same licence (200) with a fresh URL when asked again on this device: a download resumes', async () => {
      server.clock.advance(60_000);
      const again = await issued(await create(premium.cookie, device(1)), 200);
      expect(again.licence.id).toBe(licenceId);
      expect(again.source.expires).toBeGreaterThan(Math.floor(Date.now() / 1000));
      const hd = await issued(await create(premium.cookie, device(1), { videoId: MAIN, quality: 'HD' }), 200);
      expect(hd.licence).toMatchObject({ id: licenceId, quality: 'HD' });
      expect(hd.licence.height).toBe(
        Math.max(...renditions.filter((r) => r.height <= 1080).map((r) => r.height)),
      );
      expect(hd.licence.bytes).toBeGreaterThan(again.licence.bytes);
      // Back to SD for the rest of the file.
      await issued(await create(premium.cookie, device(1)), 200);
      // Another device of the same account: a licence of its own.
      const other = await issued(await create(premium.cookie, device(3)));
      expect(other.licence.id).not.toBe(licenceId);
    });

    it('lists this device’s licences of the active profile, with the account’s count and the limit', async () => {
      const mine = await list(premium.cookie, device(1));
      expect(mine.items.map((item) => item.id)).toEqual([licenceId]);
      expect(mine).toMatchObject({ used: 2, limit: PLANS.premium.max_downloads });
      expect((await list(premium.cookie, device(50))).items).toEqual([]);
      const stranger = await signInDemo(server, 'premium');
      expect((await list(stranger, device(1))).items).toEqual([]);
    });

    it('renews on a check: renewed_at and expires_at move, the session is recorded', async () => {
      server.clock.advance(2 * DAY);
      const now = server.clock.now().getTime();
      const [answer] = await check(premium.cookie, device(1), [{ id: licenceId }]);
      expect(answer).toMatchObject({ id: licenceId, status: 'active', reason: null });
      expect(new Date(answer!.renewedAt!).getTime()).toBeGreaterThanOrEqual(now);
      expect(new Date(answer!.expiresAt!).getTime() - new Date(answer!.renewedAt!).getTime()).toBe(30 * DAY);
      expect((await stored(licenceId)).renewedAt.getTime()).toBe(new Date(answer!.renewedAt!).getTime());
    });

    it('answers ids of another device or account, and unknown ids, as revoked (deleted) without touching them', async () => {
      const [fromElsewhere, unknown] = await check(premium.cookie, device(3), [
        { id: licenceId },
        { id: UNKNOWN },
      ]);
      for (const answer of [fromElsewhere, unknown]) {
        expect(answer).toMatchObject({
          status: 'revoked',
          reason: 'deleted',
          renewedAt: null,
          expiresAt: null,
        });
      }
      expect((await stored(licenceId)).revokedAt).toBeNull();
    });
  });

  describe('expiry', () => {
    it('expires 30 days after the last renewal', async () => {
      const account = await premiumAccount();
      const { licence } = await issued(await create(account.cookie, device(10)));
      server.clock.advance(30 * DAY + 1000);
      const later = await again(account);
      const [answer] = await check(later.cookie, device(10), [{ id: licence.id }]);
      expect(answer).toMatchObject({ status: 'expired', reason: null });
      const listed = await list(later.cookie, device(10));
      expect(listed.items[0]).toMatchObject({ id: licence.id, status: 'expired' });
      expect(listed.used).toBe(0);
      // Expired stays expired: a later check does not bring it back.
      expect((await check(later.cookie, device(10), [{ id: licence.id }]))[0]!.status).toBe('expired');
    });

    it('expires 48 hours after a first offline play reported later; a report older than the renewal is ignored', async () => {
      const account = await premiumAccount();
      const { licence } = await issued(await create(account.cookie, device(11)));
      const played = new Date(server.clock.now().getTime() + HOUR);
      server.clock.advance(50 * HOUR);
      const [answer] = await check(account.cookie, device(11), [
        { id: licence.id, firstPlayedAt: played.toISOString() },
      ]);
      expect(answer).toMatchObject({ status: 'expired' });
      expect(new Date(answer!.expiresAt!).getTime()).toBe(played.getTime() + 48 * HOUR);
      expect((await stored(licence.id)).firstPlayedAt?.getTime()).toBe(played.getTime());

      // Within the window, a reported play is stored and the renewal then starts a fresh 30 days.
      const { licence: second } = await issued(await create(account.cookie, device(12)));
      server.clock.advance(HOUR);
      const early = new Date(server.clock.now().getTime() - 2 * HOUR).toISOString();
      const [renewed] = await check(account.cookie, device(12), [{ id: second.id, firstPlayedAt: early }]);
      expect(renewed).toMatchObject({ status: 'active' });
      const row = await stored(second.id);
      expect(row.firstPlayedAt).toBeNull();
      // A report from the future counts as now, then the renewal clears it.
      server.clock.advance(HOUR);
      const future = new Date(server.clock.now().getTime() + 10 * DAY).toISOString();
      const [again] = await check(account.cookie, device(12), [{ id: second.id, firstPlayedAt: future }]);
      expect(again).toMatchObject({ status: 'active' });
    });
  });

  describe('the limit of the plan', () => {
    it(`lets exactly ${PLANS.premium.max_downloads} of 25 concurrent requests win, then frees a slot on delete`, async () => {
      const account = await premiumAccount();
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, n) => create(account.cookie, device(`lim${n}`))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(PLANS.premium.max_downloads);
      expect(statuses.filter((status) => status === 409)).toHaveLength(25 - PLANS.premium.max_downloads);
      const refused = responses.find((response) => response.status === 409)!;
      const error = await errorOf(refused);
      expect(error.code).toBe('download_limit');
      expect(error.message).toBe(
        `You have ${PLANS.premium.max_downloads} downloads, the most your plan allows. Delete one to download another.`,
      );
      const winner = responses.find((response) => response.status === 201)!;
      const { licence } = createDownloadResponseSchema.parse(await winner.json());

      const extra = await create(account.cookie, device('extra'));
      expect(extra.status).toBe(409);
      expect(((await extra.json()) as { error: { details?: unknown } }).error.details).toEqual({
        limit: PLANS.premium.max_downloads,
        used: PLANS.premium.max_downloads,
      });

      // Delete: 404 for someone else, 204 for the owner (the row stays, revoked), then a slot is free.
      const other = await premiumAccount();
      const foreign = await server.request(`/api/downloads/${licence.id}`, {
        method: 'DELETE',
        headers: { cookie: other.cookie },
      });
      expect(foreign.status).toBe(404);
      expect(
        (
          await server.request(`/api/downloads/${UNKNOWN}`, {
            method: 'DELETE',
            headers: { cookie: account.cookie },
          })
        ).status,
      ).toBe(404);
      const deleted = await server.request(`/api/downloads/${licence.id}`, {
        method: 'DELETE',
        headers: { cookie: account.cookie },
      });
      expect(deleted.status).toBe(204);
      expect(await stored(licence.id)).toMatchObject({ revokeReason: 'deleted' });
      expect(await issued(await create(account.cookie, device('extra')))).toBeTruthy();
      expect((await create(account.cookie, device('extra2'))).status).toBe(409);
    });
  });

  describe('revocation', () => {
    /** Revoked and stored before any check (eager), then answered so by a check; or revoked by the check (lazy). */
    const revokedBy = async (
      account: TestAccount,
      deviceId: string,
      id: string,
      reason: string,
      when: 'eager' | 'lazy' = 'eager',
    ) => {
      if (when === 'eager') expect(await stored(id)).toMatchObject({ revokeReason: reason });
      const [answer] = await check(account.cookie, deviceId, [{ id }]);
      expect(answer).toMatchObject({ id, status: 'revoked', reason });
      expect(await stored(id)).toMatchObject({ revokeReason: reason });
      expect((await stored(id)).revokedAt).not.toBeNull();
    };

    it('revokes every licence of the account when the subscription ends (the lifecycle sweep)', async () => {
      const account = await premiumAccount();
      const { licence } = await issued(await create(account.cookie, device(20)));
      await server.services.subscriptionLifecycle.cancel(account.userId);
      // Renewed before the period ends, so it is still active when the subscription expires.
      server.clock.advance(29 * DAY);
      const renewing = await again(account);
      expect((await check(renewing.cookie, device(20), [{ id: licence.id }]))[0]!.status).toBe('active');
      server.clock.advance(3 * DAY);
      const report = await server.services.subscriptionLifecycle.sweep();
      expect(report.expired).toBeGreaterThanOrEqual(1);
      await revokedBy(await again(account), device(20), licence.id, 'subscription_ended');
    });

    it('revokes the licences of a sign-in ended from the device list', async () => {
      const account = await premiumAccount();
      const phone = await signIn(server, account.email, account.password);
      const { licence } = await issued(await create(phone, device(21)));
      const kept = await issued(await create(account.cookie, device(22)));
      const sessions = deviceSessionsResponseSchema.parse(
        await (await server.request('/api/auth/sessions', { headers: { cookie: phone } })).json(),
      ).items;
      const phoneSession = sessions.find((session) => session.current)!.id;
      const ended = await server.request(`/api/auth/sessions/${phoneSession}`, {
        method: 'DELETE',
        headers: { cookie: account.cookie },
      });
      expect(ended.status).toBe(204);
      await revokedBy(account, device(21), licence.id, 'device_removed');
      expect((await stored(kept.licence.id)).revokedAt).toBeNull();
    });

    it('revokes the licences of a title unpublished in the studio, and a check answers why', async () => {
      const account = await premiumAccount();
      const { licence } = await issued(await create(account.cookie, device(23)));
      const admin = await signInDemo(server, 'admin');
      const unpublish = await server.request(`/api/studio/titles/${TEST_MEDIA.titleId}`, {
        method: 'PATCH',
        headers: { cookie: admin },
        json: { status: 'draft' },
      });
      expect(unpublish.status).toBe(200);
      await revokedBy(account, device(23), licence.id, 'unpublished');
      // The page still shows it (ended recently), with the reason.
      expect((await list(account.cookie, device(23))).items[0]).toMatchObject({
        id: licence.id,
        status: 'revoked',
        reason: 'unpublished',
      });
      expect((await create(account.cookie, device(23))).status).toBe(404);
      await server.request(`/api/studio/titles/${TEST_MEDIA.titleId}`, {
        method: 'PATCH',
        headers: { cookie: admin },
        json: { status: 'published' },
      });
    });

    it('revokes at the next check what the profile may no longer watch', async () => {
      const account = await premiumAccount();
      const { licence } = await issued(await create(account.cookie, device(24)));
      await server.ctx.database.db
        .update(viewerProfiles)
        .set({ maturityLimit: AGE_RATING_CODES[0] })
        .where(eq(viewerProfiles.id, account.profileId));
      await revokedBy(account, device(24), licence.id, 'maturity_restricted', 'lazy');
    });
  });

  describe('across a restart', () => {
    it('keeps licences, renewals and revocations in the database: a restarted app answers them as before', async () => {
      const account = await premiumAccount();
      const kept = await issued(await create(account.cookie, device(40)));
      const given = await issued(await create(account.cookie, device(41)));
      const deleted = await server.request(`/api/downloads/${given.licence.id}`, {
        method: 'DELETE',
        headers: on(account.cookie, device(41)),
      });
      expect(deleted.status).toBe(204);
      server.clock.advance(2 * DAY);
      const [renewed] = await check(account.cookie, device(40), [{ id: kept.licence.id }]);

      server = await server.restart();

      const [active] = await check(account.cookie, device(40), [{ id: kept.licence.id }]);
      expect(active).toMatchObject({ id: kept.licence.id, status: 'active' });
      expect(Date.parse(active!.renewedAt!)).toBeGreaterThanOrEqual(Date.parse(renewed!.renewedAt!));
      expect(await stored(given.licence.id)).toMatchObject({ revokeReason: 'deleted' });
      const [gone] = await check(account.cookie, device(41), [{ id: given.licence.id }]);
      expect(gone).toMatchObject({ id: given.licence.id, status: 'revoked', reason: 'deleted' });
      const after = await list(account.cookie, device(40));
      expect(after.used).toBe(1);
      expect(after.items.map((item) => item.id)).toContain(kept.licence.id);
    });
  });

  describe('GET /api/videos/:videoId/sizes', () => {
    it('answers 400 for a malformed id and 404 for an unknown or unready video', async () => {
      expect((await server.request('/api/videos/nope/sizes')).status).toBe(400);
      expect((await server.request(`/api/videos/${UNKNOWN}/sizes`)).status).toBe(404);
    });

    it('gives SD, HD and Data saver figures from the rungs’ average bitrates and the duration', async () => {
      const response = await server.request(`/api/videos/${MAIN}/sizes`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
      const sizes = videoSizesResponseSchema.parse(await response.json());
      const [row] = await server.ctx.database.db
        .select({ duration: videos.durationSeconds })
        .from(videos)
        .where(eq(videos.id, MAIN));
      const tallest = (max: number) =>
        renditions.filter((r) => r.height <= max).sort((a, b) => b.height - a.height)[0]!;
      const figures = (rung: Rendition) => ({
        height: rung.height,
        bytes: Math.round((rung.averageBandwidth * row!.duration!) / 8),
        bytesPerHour: Math.round((rung.averageBandwidth * 3600) / 8),
      });
      expect(sizes).toEqual({
        videoId: MAIN,
        durationSeconds: row!.duration,
        qualities: [
          { quality: 'SD', ...figures(tallest(480)) },
          { quality: 'HD', ...figures(tallest(1080)) },
        ],
        dataSaver: figures(tallest(360)),
      });
      const fresh = await signInDemo(server, 'premium');
      const signedIn = await server.request(`/api/videos/${MAIN}/sizes`, { headers: { cookie: fresh } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    });
  });
});
