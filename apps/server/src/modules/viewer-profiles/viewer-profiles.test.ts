import { sessionResponseSchema } from '@mzansi/contracts/auth';
import { errorBodySchema } from '@mzansi/contracts/errors';
import {
  KIDS_DEFAULT_MATURITY,
  MAX_VIEWER_PROFILES,
  PIN_LOCK_MINUTES,
  pinErrorDetailsSchema,
  viewerProfileSchema,
  viewerProfilesResponseSchema,
  type ViewerProfile,
} from '@mzansi/contracts/viewer-profiles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSession, signIn, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { accounts, auditLog, users, viewerProfiles, watchlist } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';
import { SESSION_TTL_SECONDS } from '../auth/session.service';

const UMKHOKHA = demoIds.title('umkhokha');
const LOCK_MESSAGE = `Too many wrong PINs. Try again in ${PIN_LOCK_MINUTES} minutes or reset the PIN with your account password.`;

/** Every answer body this file reads, to look for PIN hashes in them at the end. */
const bodies: string[] = [];

describe('viewer profiles API (issue 16, D73)', () => {
  let server: TestServer;
  let other: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    other = await signUpAndConfirm(server);
  });
  afterAll(() => server.close());

  async function call(
    cookie: string,
    method: string,
    path: string,
    json?: unknown,
  ): Promise<{ status: number; body: unknown; response: Response }> {
    const response = await server.request(path, {
      method,
      headers: { cookie },
      ...(json === undefined ? {} : { json }),
    });
    const text = await response.text();
    bodies.push(text);
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
  }
  const list = async (cookie: string) => {
    const { status, body, response } = await call(cookie, 'GET', '/api/viewer-profiles');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return viewerProfilesResponseSchema.parse(body);
  };
  const create = (cookie: string, json: Record<string, unknown>) =>
    call(cookie, 'POST', '/api/viewer-profiles', { avatar: 'zebra', ...json });
  const created = async (cookie: string, json: Record<string, unknown>): Promise<ViewerProfile> => {
    // A second apart: the list's order (by creation) is then certain.
    server.clock.advance(1000);
    const { status, body } = await create(cookie, json);
    expect(status, JSON.stringify(body)).toBe(201);
    return viewerProfileSchema.parse(body);
  };
  const update = (cookie: string, id: string, json: Record<string, unknown>) =>
    call(cookie, 'PATCH', `/api/viewer-profiles/${id}`, json);
  const remove = (cookie: string, id: string) => call(cookie, 'DELETE', `/api/viewer-profiles/${id}`);
  const select = (cookie: string, id: string, json: Record<string, unknown> = {}) =>
    call(cookie, 'POST', `/api/viewer-profiles/${id}/select`, json);
  const selected = async (cookie: string, id: string, json: Record<string, unknown> = {}) => {
    const result = await select(cookie, id, json);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return sessionResponseSchema.parse(result.body);
  };
  const setProfilePin = (cookie: string, id: string, json: Record<string, unknown>) =>
    call(cookie, 'PUT', `/api/viewer-profiles/${id}/pin`, json);
  const setAccountPin = (cookie: string, json: Record<string, unknown>) =>
    call(cookie, 'PUT', '/api/account/pin', json);
  const errorOf = (body: unknown) => errorBodySchema.parse(body).error;
  const pinDetails = (body: unknown) => pinErrorDetailsSchema.parse(errorOf(body).details);

  describe('list, create, update, delete', () => {
    let owner: TestAccount;
    beforeAll(async () => {
      owner = await signUpAndConfirm(server);
    });

    it('lists a new account with its primary profile only, no choice yet, privately', async () => {
      const answer = await list(owner.cookie);
      expect(answer).toMatchObject({ active_id: null, account_pin_set: false, max: MAX_VIEWER_PROFILES });
      expect(answer.profiles).toHaveLength(1);
      expect(answer.profiles[0]).toMatchObject({
        id: owner.profileId,
        primary: true,
        kids: false,
        maturity_limit: null,
        has_pin: false,
      });
    });

    it('creates profiles: the account language by default, Kids limited by default and never above the ceiling', async () => {
      await server.ctx.database.db.update(users).set({ language: 'zu' }).where(eq(users.id, owner.userId));
      const sipho = await created(owner.cookie, { name: '  Sipho  ' });
      expect(sipho).toMatchObject({
        name: 'Sipho',
        language: 'zu',
        kids: false,
        maturity_limit: null,
        primary: false,
      });
      expect((await created(owner.cookie, { name: 'Lerato', language: 'af' })).language).toBe('af');

      const kids = await created(owner.cookie, { name: 'Kids', kids: true, avatar: 'penguin' });
      expect(kids).toMatchObject({ kids: true, maturity_limit: KIDS_DEFAULT_MATURITY, avatar: 'penguin' });

      const tooOld = await create(owner.cookie, { name: 'Teen kids', kids: true, maturity_limit: '13' });
      expect(tooOld.status).toBe(400);
      expect(errorOf(tooOld.body)).toMatchObject({ code: 'validation_failed' });
      expect(JSON.stringify(errorOf(tooOld.body).details)).toContain('body.maturity_limit');
      const noLimit = await create(owner.cookie, { name: 'Open kids', kids: true, maturity_limit: null });
      expect(noLimit.status).toBe(400);
      expect(
        (await created(owner.cookie, { name: 'Big kids', kids: true, maturity_limit: '10-12PG' }))
          .maturity_limit,
      ).toBe('10-12PG');

      const answer = await list(owner.cookie);
      expect(answer.profiles.map((profile) => profile.name)).toEqual([
        answer.profiles[0]!.name,
        'Sipho',
        'Lerato',
        'Kids',
        'Big kids',
      ]);
      expect(answer.profiles[0]!.primary).toBe(true);
    });

    it(`refuses a profile beyond ${MAX_VIEWER_PROFILES} with 409`, async () => {
      expect((await list(owner.cookie)).profiles).toHaveLength(MAX_VIEWER_PROFILES);
      const refused = await create(owner.cookie, { name: 'Sixth' });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body)).toMatchObject({
        code: 'conflict',
        message: 'You can have up to 5 profiles.',
      });
      // In the request's language too.
      const zulu = await server.request('/api/viewer-profiles?lang=zu', {
        method: 'POST',
        headers: { cookie: owner.cookie },
        json: { name: 'Sixth', avatar: 'lion' },
      });
      expect(errorOf(await zulu.json()).message).toBe('Ungaba namaphrofayela angu-5 kuphela.');
    });

    it('updates a profile, and keeps the primary one unrestricted (409)', async () => {
      const { profiles } = await list(owner.cookie);
      const sipho = profiles.find((profile) => profile.name === 'Sipho')!;
      const renamed = await update(owner.cookie, sipho.id, {
        name: 'Sipho M',
        autoplay_next: false,
        avatar: 'lion',
      });
      expect(renamed.status).toBe(200);
      expect(viewerProfileSchema.parse(renamed.body)).toMatchObject({
        name: 'Sipho M',
        autoplay_next: false,
        avatar: 'lion',
      });
      const limited = await update(owner.cookie, sipho.id, { maturity_limit: '16' });
      expect(viewerProfileSchema.parse(limited.body).maturity_limit).toBe('16');
      // Made a Kids profile: a limit above the ceiling gives way to the Kids default.
      const madeKids = await update(owner.cookie, sipho.id, { kids: true });
      expect(viewerProfileSchema.parse(madeKids.body)).toMatchObject({
        kids: true,
        maturity_limit: KIDS_DEFAULT_MATURITY,
      });
      expect((await update(owner.cookie, sipho.id, { maturity_limit: '18' })).status).toBe(400);

      for (const change of [{ kids: true }, { maturity_limit: '13' }]) {
        const refused = await update(owner.cookie, owner.profileId, change);
        expect(refused.status, JSON.stringify(change)).toBe(409);
        expect(errorOf(refused.body).message).toBe(
          'The main profile cannot be a Kids profile or have an age limit.',
        );
      }
      const primary = await update(owner.cookie, owner.profileId, {
        name: 'Mama',
        kids: false,
        maturity_limit: null,
      });
      expect(viewerProfileSchema.parse(primary.body)).toMatchObject({
        name: 'Mama',
        primary: true,
        kids: false,
      });
    });

    it('deletes a profile with its list (not the primary one); sessions that chose it fall back to the primary', async () => {
      const lerato = (await list(owner.cookie)).profiles.find((profile) => profile.name === 'Lerato')!;
      const elsewhere = await signIn(server, owner.email, owner.password);
      await selected(elsewhere, lerato.id);
      const added = await server.request('/api/user/watchlist', {
        method: 'POST',
        headers: { cookie: elsewhere },
        json: { videoId: UMKHOKHA },
      });
      expect(added.status).toBe(201);
      const rows = () =>
        server.ctx.database.db.select().from(watchlist).where(eq(watchlist.profileId, lerato.id));
      expect(await rows()).toHaveLength(1);

      const primary = await remove(owner.cookie, owner.profileId);
      expect(primary.status).toBe(409);
      expect(errorOf(primary.body).message).toBe('The main profile cannot be deleted.');

      expect((await remove(owner.cookie, lerato.id)).status).toBe(204);
      expect(await rows()).toHaveLength(0);
      expect((await remove(owner.cookie, lerato.id)).status).toBe(404);
      const after = await currentSession(server, { cookie: elsewhere });
      expect(after.viewer_profile?.id).toBe(owner.profileId);
      expect((await list(elsewhere)).active_id).toBeNull();
    });
  });

  it("answers 404 for another account's profile on every endpoint", async () => {
    const owner = await signUpAndConfirm(server);
    const theirs = await created(other.cookie, { name: 'Not yours' });
    for (const [method, path, json] of [
      ['PATCH', `/api/viewer-profiles/${theirs.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/viewer-profiles/${theirs.id}`, undefined],
      ['POST', `/api/viewer-profiles/${theirs.id}/select`, {}],
      ['PUT', `/api/viewer-profiles/${theirs.id}/pin`, { pin: '1234', password: owner.password }],
      ['PATCH', `/api/viewer-profiles/${other.profileId}`, { name: 'Mine now' }],
      ['POST', `/api/viewer-profiles/${other.profileId}/select`, {}],
    ] as const) {
      const answer = await call(owner.cookie, method, path, json);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(errorOf(answer.body).code).toBe('not_found');
    }
    expect((await list(owner.cookie)).profiles.map((profile) => profile.id)).toEqual([owner.profileId]);
    const [still] = await server.ctx.database.db
      .select()
      .from(viewerProfiles)
      .where(eq(viewerProfiles.id, theirs.id));
    expect(still).toMatchObject({ name: 'Not yours', pinHash: null });
  });

  describe('choosing a profile', () => {
    let owner: TestAccount;
    let guarded: ViewerProfile;

    beforeAll(async () => {
      owner = await signUpAndConfirm(server);
      guarded = await created(owner.cookie, { name: 'Thabo' });
    });

    it('asks a new session of an account with several profiles to choose', async () => {
      const session = await currentSession(server, { cookie: owner.cookie });
      expect(session).toMatchObject({ choose_viewer_profile: true, viewer_profile: { id: owner.profileId } });
    });

    it('sets a PIN with the account password only, then asks for it; wrong PINs count down', async () => {
      const noPassword = await setProfilePin(owner.cookie, guarded.id, { pin: '2468' });
      expect(noPassword.status).toBe(403);
      expect(errorOf(noPassword.body)).toMatchObject({
        code: 'reauthentication_failed',
        message: 'Enter your account password to set or remove a PIN.',
      });
      const wrongPassword = await setProfilePin(owner.cookie, guarded.id, {
        pin: '2468',
        password: 'not-it-at-all',
      });
      expect(errorOf(wrongPassword.body).code).toBe('reauthentication_failed');
      expect(
        (await setProfilePin(owner.cookie, guarded.id, { pin: '12345', password: owner.password })).status,
      ).toBe(400);

      const set = await setProfilePin(owner.cookie, guarded.id, { pin: '2468', password: owner.password });
      expect(set.status).toBe(200);
      expect(viewerProfileSchema.parse(set.body)).toMatchObject({ id: guarded.id, has_pin: true });
      const [row] = await server.ctx.database.db
        .select({ pinHash: viewerProfiles.pinHash })
        .from(viewerProfiles)
        .where(eq(viewerProfiles.id, guarded.id));
      expect(row?.pinHash).toMatch(/^\$argon2id\$/);

      const missing = await select(owner.cookie, guarded.id);
      expect(missing.status).toBe(403);
      expect(errorOf(missing.body)).toMatchObject({
        code: 'pin_required',
        message: "Enter this profile's PIN.",
      });
      expect(pinDetails(missing.body)).toEqual({ pin: 'profile' });

      const first = await select(owner.cookie, guarded.id, { pin: '1111' });
      expect(first.status).toBe(403);
      expect(errorOf(first.body)).toMatchObject({
        code: 'pin_incorrect',
        message: 'That PIN is not right. 4 tries left before PINs are locked for a while.',
      });
      expect(pinDetails(first.body)).toEqual({ pin: 'profile', attempts_left: 4 });
      const second = await select(owner.cookie, guarded.id, { pin: '2222' });
      expect(pinDetails(second.body)).toEqual({ pin: 'profile', attempts_left: 3 });
      // Still this session's profile: nothing was chosen.
      expect((await currentSession(server, { cookie: owner.cookie })).viewer_profile?.id).toBe(
        owner.profileId,
      );
    });

    it('chooses with the right PIN: the session answer, the session and the list agree, and the cookie is set', async () => {
      const { status, body, response } = await select(owner.cookie, guarded.id, { pin: '2468' });
      expect(status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const answer = sessionResponseSchema.parse(body);
      expect(answer).toMatchObject({
        choose_viewer_profile: false,
        viewer_profile: { id: guarded.id, has_pin: true },
      });
      expect(answer.session?.user.id).toBe(owner.userId);

      const cookie = response.headers.getSetCookie().find((header) => header.startsWith('mzansi_profile='));
      expect(cookie).toBeDefined();
      expect(cookie).toContain(`mzansi_profile=${guarded.id}`);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toContain(`Max-Age=${SESSION_TTL_SECONDS}`);

      const session = await currentSession(server, { cookie: owner.cookie });
      expect(session).toMatchObject({ choose_viewer_profile: false, viewer_profile: { id: guarded.id } });
      expect((await list(owner.cookie)).active_id).toBe(guarded.id);

      // The profile already in use asks for nothing; a right PIN forgot the wrong ones before it.
      expect((await selected(owner.cookie, guarded.id)).viewer_profile?.id).toBe(guarded.id);
      const again = await select(owner.cookie, owner.profileId);
      expect(again.status).toBe(200);
      const wrong = await select(owner.cookie, guarded.id, { pin: '0000' });
      expect(pinDetails(wrong.body).attempts_left).toBe(4);
      await selected(owner.cookie, guarded.id, { pin: '2468' });

      // My List is the chosen profile's.
      expect(
        (
          await server.request('/api/user/watchlist', {
            method: 'POST',
            headers: { cookie: owner.cookie },
            json: { videoId: UMKHOKHA },
          })
        ).status,
      ).toBe(201);
      const [entry] = await server.ctx.database.db
        .select({ profileId: watchlist.profileId })
        .from(watchlist)
        .where(eq(watchlist.userId, owner.userId));
      expect(entry?.profileId).toBe(guarded.id);

      // A brand new session of the same account has not chosen yet.
      const fresh = await signIn(server, owner.email, owner.password);
      expect(await currentSession(server, { cookie: fresh })).toMatchObject({
        choose_viewer_profile: true,
        viewer_profile: { id: owner.profileId },
      });
    });
  });

  describe('Kids profiles and the account PIN', () => {
    let owner: TestAccount;
    let kids: ViewerProfile;
    let littleOnes: ViewerProfile;
    let teen: ViewerProfile;

    beforeAll(async () => {
      owner = await signUpAndConfirm(server);
      kids = await created(owner.cookie, { name: 'Kids', kids: true });
      littleOnes = await created(owner.cookie, { name: 'Little ones', kids: true, maturity_limit: 'A' });
      teen = await created(owner.cookie, { name: 'Teen', maturity_limit: '13' });
    });

    it('sets the account PIN with the password (204), and the list says so', async () => {
      expect((await setAccountPin(owner.cookie, { pin: '9876' })).status).toBe(403);
      const set = await setAccountPin(owner.cookie, { pin: '9876', password: owner.password });
      expect(set.status).toBe(204);
      expect((await list(owner.cookie)).account_pin_set).toBe(true);
    });

    it('asks for the account PIN to change a limit or make a Kids profile, and to add an unlimited profile', async () => {
      const missing = await update(owner.cookie, teen.id, { maturity_limit: '16' });
      expect(missing.status).toBe(403);
      expect(errorOf(missing.body)).toMatchObject({
        code: 'pin_required',
        message: 'Enter the account PIN to continue.',
      });
      expect(pinDetails(missing.body)).toEqual({ pin: 'account' });
      const wrong = await update(owner.cookie, teen.id, { maturity_limit: '16', account_pin: '1111' });
      expect(errorOf(wrong.body).code).toBe('pin_incorrect');
      expect(pinDetails(wrong.body)).toEqual({ pin: 'account', attempts_left: 4 });
      const right = await update(owner.cookie, teen.id, { maturity_limit: '16', account_pin: '9876' });
      expect(viewerProfileSchema.parse(right.body).maturity_limit).toBe('16');
      // Other changes, or the same values again, ask for nothing.
      expect(
        (await update(owner.cookie, teen.id, { name: 'Teenager', maturity_limit: '16', kids: false })).status,
      ).toBe(200);
      expect(pinDetails((await update(owner.cookie, teen.id, { kids: true })).body)).toEqual({
        pin: 'account',
      });

      expect(pinDetails((await create(owner.cookie, { name: 'Open' })).body)).toEqual({ pin: 'account' });
      const open = await created(owner.cookie, { name: 'Open', account_pin: '9876' });
      expect(open.maturity_limit).toBeNull();
      expect((await remove(owner.cookie, open.id)).status).toBe(204);
    });

    it('lets a profile with a limit add only profiles within it without the account PIN', async () => {
      await selected(owner.cookie, teen.id);
      expect(pinDetails((await create(owner.cookie, { name: 'Older', maturity_limit: '18' })).body)).toEqual({
        pin: 'account',
      });
      const within = await created(owner.cookie, { name: 'Younger', maturity_limit: '13' });
      expect((await remove(owner.cookie, within.id)).status).toBe(204);
      await selected(owner.cookie, owner.profileId);
    });

    it('keeps a Kids profile out of profile management and PINs (403)', async () => {
      await selected(owner.cookie, kids.id);
      const refusals = [
        await create(owner.cookie, { name: 'Sneaky' }),
        await update(owner.cookie, kids.id, { maturity_limit: '18' }),
        await update(owner.cookie, teen.id, { name: 'Renamed' }),
        await remove(owner.cookie, teen.id),
        await setProfilePin(owner.cookie, kids.id, { pin: null, password: owner.password }),
        await setAccountPin(owner.cookie, { pin: null, password: owner.password }),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBe(403);
        expect(errorOf(refused.body)).toMatchObject({
          code: 'forbidden',
          message: 'Switch to an adult profile to manage profiles.',
        });
      }
      // In isiZulu too.
      const zulu = await server.request(`/api/viewer-profiles/${teen.id}?lang=zu`, {
        method: 'DELETE',
        headers: { cookie: owner.cookie },
      });
      expect(errorOf(await zulu.json()).message).toBe(
        'Shintshela kuphrofayela yomuntu omdala ukuze uphathe amaphrofayela.',
      );
      // It can still list the profiles (the "Who's watching?" screen).
      expect((await list(owner.cookie)).active_id).toBe(kids.id);
    });

    it('asks for the account PIN to leave a Kids profile, but not to move to another Kids profile', async () => {
      expect((await selected(owner.cookie, littleOnes.id)).viewer_profile?.id).toBe(littleOnes.id);
      const missing = await select(owner.cookie, owner.profileId);
      expect(missing.status).toBe(403);
      expect(pinDetails(missing.body)).toEqual({ pin: 'account' });
      const wrong = await select(owner.cookie, owner.profileId, { account_pin: '0000' });
      expect(errorOf(wrong.body).code).toBe('pin_incorrect');
      const answer = await selected(owner.cookie, owner.profileId, { account_pin: '9876' });
      expect(answer.viewer_profile).toMatchObject({ id: owner.profileId, primary: true });
    });
  });

  describe('the PIN lock', () => {
    let owner: TestAccount;
    /** the device being tried on (owner.cookie, an adult session, resets the PINs) */
    let device: string;
    let guarded: ViewerProfile;
    let kids: ViewerProfile;

    beforeAll(async () => {
      owner = await signUpAndConfirm(server);
      device = await signIn(server, owner.email, owner.password);
      guarded = await created(owner.cookie, { name: 'Guarded' });
      kids = await created(owner.cookie, { name: 'Kids', kids: true });
      expect(
        (await setProfilePin(owner.cookie, guarded.id, { pin: '1357', password: owner.password })).status,
      ).toBe(200);
      expect((await setAccountPin(owner.cookie, { pin: '8642', password: owner.password })).status).toBe(204);
    });

    const expectLocked = (
      answer: { status: number; body: unknown; response: Response },
      message = LOCK_MESSAGE,
    ) => {
      expect(answer.status).toBe(429);
      expect(errorOf(answer.body)).toMatchObject({ code: 'rate_limited', message });
      const retryAfter = Number(answer.response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PIN_LOCK_MINUTES * 60);
    };

    it('locks every PIN of the account after 5 wrong ones, even the right PIN, until 15 minutes have passed', async () => {
      for (const left of [4, 3, 2]) {
        const wrong = await select(device, guarded.id, { pin: '0000' });
        expect(pinDetails(wrong.body)).toEqual({ pin: 'profile', attempts_left: left });
      }
      // The account PIN shares the count.
      const wrongAccount = await update(device, guarded.id, { maturity_limit: '16', account_pin: '0000' });
      expect(pinDetails(wrongAccount.body)).toEqual({ pin: 'account', attempts_left: 1 });
      // The fifth wrong PIN locks.
      expectLocked(await select(device, guarded.id, { pin: '0000' }));

      expectLocked(await select(device, guarded.id, { pin: '1357' }));
      expectLocked(await update(device, guarded.id, { maturity_limit: '16', account_pin: '8642' }));
      const zulu = await server.request(`/api/viewer-profiles/${guarded.id}/select?lang=zu`, {
        method: 'POST',
        headers: { cookie: device },
        json: { pin: '1357' },
      });
      expect(zulu.status).toBe(429);
      expect(errorOf(await zulu.json()).message).toContain('kwemizuzu engu-15');

      server.clock.advance((PIN_LOCK_MINUTES - 1) * 60_000);
      const later = await select(device, guarded.id, { pin: '1357' });
      expectLocked(
        later,
        'Too many wrong PINs. Try again in 1 minute or reset the PIN with your account password.',
      );
      expect(Number(later.response.headers.get('retry-after'))).toBeLessThanOrEqual(60);

      server.clock.advance(60_000);
      expect((await selected(device, guarded.id, { pin: '1357' })).viewer_profile?.id).toBe(guarded.id);
      // The count starts again.
      await selected(device, kids.id);
      const wrong = await select(device, guarded.id, { account_pin: '0000', pin: '1357' });
      expect(pinDetails(wrong.body)).toEqual({ pin: 'account', attempts_left: 4 });
    });

    it('counts parallel guesses before checking them: no more than 5 are ever checked', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => select(device, guarded.id, { account_pin: '0000', pin: '1357' })),
      );
      // One wrong PIN was counted already; of the 4 checked, the one that makes 5 locks.
      expect(answers.filter((answer) => answer.status === 403).length).toBeLessThanOrEqual(3);
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(9);
      expectLocked(await select(device, guarded.id, { account_pin: '8642', pin: '1357' }));
    });

    it('lifts the lock when a PIN is reset through the password', async () => {
      const wrongPassword = await setAccountPin(owner.cookie, {
        pin: '1122',
        password: 'not-the-password-1',
      });
      expect(wrongPassword.status).toBe(403);
      expect(errorOf(wrongPassword.body).code).toBe('reauthentication_failed');
      expectLocked(await select(device, guarded.id, { account_pin: '8642', pin: '1357' }));

      expect((await setAccountPin(owner.cookie, { pin: '1122', password: owner.password })).status).toBe(204);
      const answer = await selected(device, guarded.id, { account_pin: '1122', pin: '1357' });
      expect(answer.viewer_profile?.id).toBe(guarded.id);

      // Removing a profile's PIN (a reset too) lifts it as well, and the profile no longer asks for it.
      await selected(device, kids.id);
      for (let i = 0; i < 4; i++) await select(device, guarded.id, { account_pin: '0000' });
      expectLocked(await select(device, guarded.id, { account_pin: '0000' }));
      expectLocked(await select(device, guarded.id, { account_pin: '1122', pin: '1357' }));
      // Not from the Kids profile.
      expect((await setProfilePin(device, guarded.id, { pin: null, password: owner.password })).status).toBe(
        403,
      );
      const cleared = await setProfilePin(owner.cookie, guarded.id, { pin: null, password: owner.password });
      expect(viewerProfileSchema.parse(cleared.body).has_pin).toBe(false);
      expect((await selected(device, guarded.id, { account_pin: '1122' })).viewer_profile?.id).toBe(
        guarded.id,
      );
    });

    it('audits PIN changes without the PIN', async () => {
      const entries = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, owner.userId));
      const actions = entries.map((entry) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining(['viewer_profile.pin_set', 'account.pin_set', 'viewer_profile.pin_removed']),
      );
      const text = JSON.stringify(entries);
      for (const pin of ['1357', '8642', '1122']) expect(text).not.toContain(pin);
      expect(entries.find((entry) => entry.action === 'viewer_profile.pin_set')).toMatchObject({
        targetType: 'viewer_profile',
        targetId: guarded.id,
      });
    });
  });

  it('confirms a PIN change on an account without a password (Google) with its e-mail', async () => {
    const owner = await signUpAndConfirm(server);
    await server.ctx.database.db
      .delete(accounts)
      .where(and(eq(accounts.userId, owner.userId), eq(accounts.providerId, 'credential')));
    const withPassword = await setAccountPin(owner.cookie, { pin: '4321', password: owner.password });
    expect(errorOf(withPassword.body)).toMatchObject({
      code: 'reauthentication_failed',
      message: 'Type the e-mail address of your account to set or remove a PIN.',
    });
    expect(
      (await setAccountPin(owner.cookie, { pin: '4321', confirmEmail: ` ${owner.email.toUpperCase()} ` }))
        .status,
    ).toBe(204);
  });

  it('never answers a PIN hash, in any answer or in the account export', async () => {
    const owner = await signUpAndConfirm(server);
    const guarded = await created(owner.cookie, { name: 'Hidden' });
    await setProfilePin(owner.cookie, guarded.id, { pin: '5555', password: owner.password });
    await setAccountPin(owner.cookie, { pin: '6666', password: owner.password });
    await selected(owner.cookie, guarded.id, { pin: '5555' });
    const exported = await call(owner.cookie, 'GET', '/api/account/export');
    expect(exported.status).toBe(200);
    const profiles = (exported.body as { viewer_profiles: ViewerProfile[] }).viewer_profiles;
    expect(profiles.find((profile) => profile.id === guarded.id)).toMatchObject({ has_pin: true });
    await call(owner.cookie, 'GET', '/api/auth/session');

    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2/i);
      expect(body).not.toMatch(/pin_?hash/i);
    }
  });
});
