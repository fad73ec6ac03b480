import { randomBytes } from 'node:crypto';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { MESSAGES } from '@mzansi/contracts/messages';
import {
  heartbeatResponseSchema,
  LEASE_SECONDS,
  playbackGrantSchema,
  signedUrlResponseSchema,
  streamSessionsResponseSchema,
  tooManyStreamsDetailsSchema,
} from '@mzansi/contracts/playback';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { playEvents, subscriptions, titles } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';
import { ensureTestMedia, markReady, TEST_MEDIA } from '../media/test-media';
import { DEVICE_COOKIE } from './device-cookie';

const newDevice = () => randomBytes(16).toString('base64url');
const NOT_READY_TRAILER = demoIds.trailer('amanzi-amnyama');

describe('playback: signed URLs, entitlements and device limits (spec §3, §7, §8, §9)', () => {
  let server: TestServer;

  const cookieFor = (session: string | null, device: string) =>
    [session, `${DEVICE_COOKIE}=${device}`].filter(Boolean).join('; ');
  const post = (path: string, session: string | null, device: string, json: unknown) =>
    server.request(path, { method: 'POST', headers: { cookie: cookieFor(session, device) }, json });
  const grant = (session: string | null, device: string, videoId: string, extra: object = {}) =>
    post('/api/signed-video-url', session, device, { videoId, ...extra });
  const grantPublic = (session: string | null, device: string, videoId: string, extra: object = {}) =>
    post('/api/signed-video-url-public', session, device, { videoId, ...extra });
  const heartbeat = (session: string, device: string, streamSessionId: string, positionSeconds?: number) =>
    post('/api/stream-sessions/heartbeat', session, device, { streamSessionId, positionSeconds });
  const endStream = (session: string, id: string) =>
    server.request(`/api/stream-sessions/${id}`, { method: 'DELETE', headers: { cookie: session } });
  const errorOf = async (response: Response) => errorBodySchema.parse(await response.json()).error;
  /** GET a file of a signed URL's video directory with the device cookie. */
  const fetchFile = (signedUrl: string, device: string, file: string) =>
    server.request(`${signedUrl.slice(0, signedUrl.lastIndexOf('/') + 1)}${file}`, {
      headers: { cookie: `${DEVICE_COOKIE}=${device}` },
    });

  async function subscribe(account: TestAccount, endsInMs = 30 * 24 * 3600_000) {
    const now = server.clock.now();
    const [row] = await server.ctx.database.db
      .insert(subscriptions)
      .values({
        userId: account.userId,
        planId: 'premium',
        status: 'active',
        startDate: now,
        endDate: new Date(now.getTime() + endsInMs),
        provider: 'test',
      })
      .returning({ id: subscriptions.id });
    return row!.id;
  }

  beforeAll(async () => {
    const media = await ensureTestMedia();
    server = await startTestServer({ storageDir: media.storageDir });
    await markReady(server.ctx.database.db, media.results);
  });
  afterAll(() => server?.close());

  describe('errors of the signed-URL calls', () => {
    it('answers a visitor 401 "Please log in to watch videos." on the signed-in call', async () => {
      for (const videoId of [TEST_MEDIA.main, TEST_MEDIA.trailer]) {
        const response = await grant(null, newDevice(), videoId);
        expect(response.status).toBe(401);
        expect((await errorOf(response)).message).toBe(MESSAGES.signedUrl401);
      }
    });

    it('answers 404 "Video not found or no longer available." for unknown and unfinished videos', async () => {
      const premium = await signInDemo(server, 'premium');
      for (const videoId of ['00000000-0000-4000-8000-000000000000', NOT_READY_TRAILER]) {
        for (const response of [
          await grant(premium, newDevice(), videoId),
          await grantPublic(null, newDevice(), videoId),
        ]) {
          expect(response.status).toBe(404);
          expect((await errorOf(response)).message).toBe(MESSAGES.signedUrl404);
        }
      }
    });

    it('answers 400 for a malformed request', async () => {
      const premium = await signInDemo(server, 'premium');
      expect((await grant(premium, newDevice(), 'not-a-uuid')).status).toBe(400);
      expect((await grant(premium, newDevice(), TEST_MEDIA.main, { expiresIn: 10 })).status).toBe(400);
    });

    it('answers other methods with 405 and the spec message', async () => {
      for (const path of ['/api/signed-video-url', '/api/signed-video-url-public']) {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const response = await server.request(path, { method });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.get('allow')).toBe('POST');
          expect((await errorOf(response)).message).toBe(MESSAGES.signedUrl405);
        }
      }
      expect((await server.request('/api/stream-sessions/heartbeat')).status).toBe(405);
    });
  });

  describe('entitlement matrix', () => {
    interface Outcome {
      trailer: number;
      trailerQuality?: string;
      main: number;
      mainQuality?: string;
      sdRung: number;
      hdRung: number;
    }

    /** Grants the trailer and the main video and tries an SD and an HD rung with the best URL obtained. */
    async function outcomeFor(session: string | null): Promise<Outcome> {
      const device = newDevice();
      const trailer = session
        ? await grant(session, device, TEST_MEDIA.trailer)
        : await grantPublic(null, device, TEST_MEDIA.trailer);
      const main = session
        ? await grant(session, device, TEST_MEDIA.main)
        : await grant(null, device, TEST_MEDIA.main);
      const trailerBody = trailer.status === 200 ? ((await trailer.json()) as Record<string, unknown>) : null;
      const mainBody = main.status === 200 ? playbackGrantSchema.parse(await main.json()) : null;
      const url = (mainBody?.signedUrl ?? trailerBody?.signedUrl) as string;
      return {
        trailer: trailer.status,
        trailerQuality: trailerBody?.maxQuality as string | undefined,
        main: main.status,
        mainQuality: mainBody?.maxQuality,
        sdRung: (await fetchFile(url, device, '360p/index.m3u8')).status,
        hdRung: (await fetchFile(url, device, '720p/index.m3u8')).status,
      };
    }

    it('visitor: the trailer in SD only; the main video asks to sign in', async () => {
      expect(await outcomeFor(null)).toEqual({ trailer: 200, main: 401, sdRung: 200, hdRung: 403 });
    });

    it('free user: the trailer in SD only; the main video needs Premium (403 with the spec message)', async () => {
      const free = await signInDemo(server, 'free');
      expect(await outcomeFor(free)).toEqual({
        trailer: 200,
        trailerQuality: 'SD',
        main: 403,
        sdRung: 200,
        hdRung: 403,
      });
      const refused = await grant(free, newDevice(), TEST_MEDIA.main);
      expect(await errorOf(refused)).toMatchObject({
        code: 'subscription_required',
        message: MESSAGES.signedUrl403,
      });
    });

    it('premium subscriber: trailer and main video in HD, every rung', async () => {
      const premium = await signInDemo(server, 'premium');
      expect(await outcomeFor(premium)).toEqual({
        trailer: 200,
        trailerQuality: 'HD',
        main: 200,
        mainQuality: 'HD',
        sdRung: 200,
        hdRung: 200,
      });
    });

    it('hands out the first playlists with a grant, as its URL answers them and capped alike', async () => {
      const device = newDevice();
      const trailer = signedUrlResponseSchema.parse(
        await (await grantPublic(null, device, TEST_MEDIA.trailer)).json(),
      );
      const master = await (await fetchFile(trailer.signedUrl, device, 'master.m3u8')).text();
      expect(trailer.playlists?.master).toBe(master);
      expect(trailer.playlists?.master).not.toContain('720p');
      expect(Object.keys(trailer.playlists?.media ?? {})).toContain('360p/index.m3u8');
      expect(Object.keys(trailer.playlists?.media ?? {})).not.toContain('720p/index.m3u8');
      for (const [uri, text] of Object.entries(trailer.playlists!.media)) {
        expect(text, uri).toBe(await (await fetchFile(trailer.signedUrl, device, uri)).text());
      }

      const premium = await signInDemo(server, 'premium');
      const main = playbackGrantSchema.parse(
        await (await grant(premium, newDevice(), TEST_MEDIA.main)).json(),
      );
      expect(main.playlists?.master).toContain('720p/index.m3u8');
      expect(Object.keys(main.playlists?.media ?? {})).toContain('720p/index.m3u8');
    });

    it('expired premium: no new premium token from the moment the subscription ends', async () => {
      const account = await signUpAndConfirm(server);
      const subscriptionId = await subscribe(account);
      expect((await grant(account.cookie, newDevice(), TEST_MEDIA.main)).status).toBe(200);
      await server.ctx.database.db
        .update(subscriptions)
        .set({ endDate: new Date(server.clock.now().getTime() - 1000) })
        .where(eq(subscriptions.id, subscriptionId));
      expect(await outcomeFor(account.cookie)).toEqual({
        trailer: 200,
        trailerQuality: 'SD',
        main: 403,
        sdRung: 200,
        hdRung: 403,
      });
    });

    it('a title an admin marked not premium plays for free users, in SD', async () => {
      await server.ctx.database.db
        .update(titles)
        .set({ isPremium: false })
        .where(eq(titles.id, TEST_MEDIA.titleId));
      try {
        const free = await signUpAndConfirm(server);
        expect(await outcomeFor(free.cookie)).toEqual({
          trailer: 200,
          trailerQuality: 'SD',
          main: 200,
          mainQuality: 'SD',
          sdRung: 200,
          hdRung: 403,
        });
        // Visitors still only get trailers.
        expect((await grantPublic(null, newDevice(), TEST_MEDIA.main)).status).toBe(403);
      } finally {
        await server.ctx.database.db
          .update(titles)
          .set({ isPremium: true })
          .where(eq(titles.id, TEST_MEDIA.titleId));
      }
    });

    it('answers the spec shape plus the grant: lease for main videos only, resume point, heartbeat period', async () => {
      const premium = await signInDemo(server, 'premium');
      const device = newDevice();
      const seconds = () => Math.floor(server.clock.now().getTime() / 1000);
      const asked = seconds();
      const main = playbackGrantSchema.parse(await (await grant(premium, device, TEST_MEDIA.main)).json());
      const answered = seconds();
      expect(main).toMatchObject({
        success: true,
        videoId: TEST_MEDIA.main,
        isTrailer: false,
        maxQuality: 'HD',
        heartbeatSeconds: 30,
        streamSessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(main.signedUrl).toMatch(new RegExp(`^/media/v/[^/]+/${TEST_MEDIA.main}/master\\.m3u8$`));
      // An hour from the moment of the grant, which lies between asking and the answer.
      expect(main.expires).toBeGreaterThanOrEqual(asked + 3600);
      expect(main.expires).toBeLessThanOrEqual(answered + 3600);
      const trailer = playbackGrantSchema.parse(
        await (await grant(premium, device, TEST_MEDIA.trailer)).json(),
      );
      expect(trailer).toMatchObject({ isTrailer: true, streamSessionId: null, resumeFromSeconds: null });
      // Premium never gets an ad (issue 18).
      expect(main.ads).toBeNull();
      expect(trailer.ads).toBeNull();
      const visitor = signedUrlResponseSchema.parse(
        await (await grantPublic(null, newDevice(), TEST_MEDIA.trailer)).json(),
      );
      // The spec's fields, the first playlists (D64) and the visitor's ad plan (issue 18).
      expect(Object.keys(visitor).sort()).toEqual([
        'ads',
        'expires',
        'isTrailer',
        'playlists',
        'signedUrl',
        'success',
        'videoId',
      ]);
      expect(visitor.ads?.breaks).toEqual([{ placement: 'preroll', offsetSeconds: 0 }]);
      await endStream(premium, main.streamSessionId!);
    });
  });

  describe('device limits', () => {
    it('lets exactly 4 of 5 simultaneous starts through on a 4-device plan', async () => {
      const account = await signUpAndConfirm(server);
      await subscribe(account);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => grant(account.cookie, newDevice(), TEST_MEDIA.main)),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 409]);
      const refused = responses.find((response) => response.status === 409)!;
      const error = await errorOf(refused);
      expect(error.code).toBe('too_many_streams');
      expect(error.message).toMatch(/Premium plan lets you watch on 4 devices at a time/);
      const details = tooManyStreamsDetailsSchema.parse(error.details);
      expect(details.limit).toBe(4);
      expect(details.streams).toHaveLength(4);
      expect(details.streams.every((stream) => !stream.current && stream.title === 'Umkhokha')).toBe(true);

      const listed = streamSessionsResponseSchema.parse(
        await (await server.request('/api/stream-sessions', { headers: { cookie: account.cookie } })).json(),
      );
      expect(listed.limit).toBe(4);
      expect(listed.items).toHaveLength(4);
    });

    it('reuses the lease of a device that starts again, even for another video', async () => {
      const account = await signUpAndConfirm(server);
      await subscribe(account);
      const device = newDevice();
      const first = playbackGrantSchema.parse(
        await (await grant(account.cookie, device, TEST_MEDIA.main)).json(),
      );
      const again = playbackGrantSchema.parse(
        await (await grant(account.cookie, device, TEST_MEDIA.main)).json(),
      );
      expect(again.streamSessionId).toBe(first.streamSessionId);
      const listed = streamSessionsResponseSchema.parse(
        await (
          await server.request('/api/stream-sessions', {
            headers: { cookie: cookieFor(account.cookie, device) },
          })
        ).json(),
      );
      expect(listed.items).toEqual([expect.objectContaining({ id: first.streamSessionId, current: true })]);
    });

    it('refuses a free user’s second device with a message naming the limit; stopping the other stream frees it', async () => {
      await server.ctx.database.db
        .update(titles)
        .set({ isPremium: false })
        .where(eq(titles.id, TEST_MEDIA.titleId));
      try {
        const free = await signUpAndConfirm(server);
        const phone = newDevice();
        const laptop = newDevice();
        const first = playbackGrantSchema.parse(
          await (await grant(free.cookie, phone, TEST_MEDIA.main)).json(),
        );

        const refused = await grant(free.cookie, laptop, TEST_MEDIA.main);
        expect(refused.status).toBe(409);
        const error = await errorOf(refused);
        expect(error.message).toBe(
          'Your Free plan lets you watch on 1 device at a time. Stop one of your other streams to watch here, ' +
            'or upgrade to Premium to watch on 4 devices at once.',
        );
        const details = tooManyStreamsDetailsSchema.parse(error.details);
        expect(details).toMatchObject({ limit: 1, streams: [{ id: first.streamSessionId }] });

        // "Stop that stream" from the dialog on the laptop, then play there.
        expect((await endStream(free.cookie, details.streams[0]!.id)).status).toBe(204);
        expect((await grant(free.cookie, laptop, TEST_MEDIA.main)).status).toBe(200);

        // The phone learns at its next heartbeat that it was stopped.
        const stopped = await heartbeat(free.cookie, phone, first.streamSessionId!);
        expect(stopped.status).toBe(410);
        expect(await errorOf(stopped)).toMatchObject({ code: 'stream_ended', details: { reason: 'ended' } });
      } finally {
        await server.ctx.database.db
          .update(titles)
          .set({ isPremium: true })
          .where(eq(titles.id, TEST_MEDIA.titleId));
      }
    });

    it('renews leases by heartbeat; a lapsed lease frees its slot, and comes back only if the slot is still free', async () => {
      await server.ctx.database.db
        .update(titles)
        .set({ isPremium: false })
        .where(eq(titles.id, TEST_MEDIA.titleId));
      try {
        const free = await signUpAndConfirm(server);
        const tv = newDevice();
        const tablet = newDevice();
        const stream = playbackGrantSchema.parse(
          await (await grant(free.cookie, tv, TEST_MEDIA.main)).json(),
        );

        server.clock.advance(60_000);
        const before = server.clock.now().getTime();
        const renewed = heartbeatResponseSchema.parse(
          await (await heartbeat(free.cookie, tv, stream.streamSessionId!)).json(),
        );
        const leaseEnd = new Date(renewed.leaseExpiresAt).getTime() - LEASE_SECONDS * 1000;
        expect(leaseEnd).toBeGreaterThanOrEqual(before);
        expect(leaseEnd).toBeLessThanOrEqual(server.clock.now().getTime());
        expect(renewed.heartbeatSeconds).toBe(30);

        // Lapsed with nobody waiting: the heartbeat picks the stream up again.
        server.clock.advance((LEASE_SECONDS + 1) * 1000);
        expect((await heartbeat(free.cookie, tv, stream.streamSessionId!)).status).toBe(200);

        // Lapsed, and the tablet took the slot meanwhile: the TV's stream has ended.
        server.clock.advance((LEASE_SECONDS + 1) * 1000);
        expect((await grant(free.cookie, tablet, TEST_MEDIA.main)).status).toBe(200);
        const taken = await heartbeat(free.cookie, tv, stream.streamSessionId!);
        expect(taken.status).toBe(410);
        expect(await errorOf(taken)).toMatchObject({ code: 'stream_ended', details: { reason: 'lapsed' } });
        // …for good: it does not come back when the slot frees up again.
        server.clock.advance((LEASE_SECONDS + 1) * 1000);
        expect((await heartbeat(free.cookie, tv, stream.streamSessionId!)).status).toBe(410);
      } finally {
        await server.ctx.database.db
          .update(titles)
          .set({ isPremium: true })
          .where(eq(titles.id, TEST_MEDIA.titleId));
      }
    });

    it('ends a stream at the next heartbeat once the subscription has ended', async () => {
      const account = await signUpAndConfirm(server);
      const subscriptionId = await subscribe(account);
      const device = newDevice();
      const stream = playbackGrantSchema.parse(
        await (await grant(account.cookie, device, TEST_MEDIA.main)).json(),
      );
      await server.ctx.database.db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(eq(subscriptions.id, subscriptionId));
      const ended = await heartbeat(account.cookie, device, stream.streamSessionId!);
      expect(ended.status).toBe(410);
      expect(await errorOf(ended)).toMatchObject({
        code: 'stream_ended',
        message: MESSAGES.signedUrl403,
        details: { reason: 'subscription_required' },
      });
    });

    it('keeps streams to their owner: nobody else can list, renew or end them', async () => {
      const owner = await signUpAndConfirm(server);
      await subscribe(owner);
      const stream = playbackGrantSchema.parse(
        await (await grant(owner.cookie, newDevice(), TEST_MEDIA.main)).json(),
      );
      const other = await signInDemo(server, 'premium');
      const list = streamSessionsResponseSchema.parse(
        await (await server.request('/api/stream-sessions', { headers: { cookie: other } })).json(),
      );
      expect(list.items.map((item) => item.id)).not.toContain(stream.streamSessionId);
      expect((await heartbeat(other, newDevice(), stream.streamSessionId!)).status).toBe(404);
      expect((await endStream(other, stream.streamSessionId!)).status).toBe(404);
      // Still the owner's, still running.
      expect((await heartbeat(owner.cookie, newDevice(), stream.streamSessionId!)).status).toBe(200);
      expect((await endStream(owner.cookie, stream.streamSessionId!)).status).toBe(204);
      expect((await endStream(owner.cookie, stream.streamSessionId!)).status).toBe(204);
    });

    it('asks for sign-in on every stream endpoint', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, path] of [
        ['GET', '/api/stream-sessions'],
        ['POST', '/api/stream-sessions/heartbeat'],
        ['DELETE', `/api/stream-sessions/${id}`],
      ] as const) {
        const response = await server.request(path, {
          method,
          ...(method === 'POST' ? { json: { streamSessionId: id } } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    });
  });

  describe('plays, resume and progress from heartbeats', () => {
    const playsOf = async (videoId: string) => {
      const [row] = await server.ctx.database.db
        .select({ n: count() })
        .from(playEvents)
        .where(and(eq(playEvents.videoId, videoId)));
      return Number(row!.n);
    };

    it('counts a play per grant (Trending), once per viewer and half hour, and never for previews', async () => {
      const before = await playsOf(TEST_MEDIA.trailer);
      await grantPublic(null, newDevice(), TEST_MEDIA.trailer);
      await grantPublic(null, newDevice(), TEST_MEDIA.trailer, { purpose: 'preview' });
      expect(await playsOf(TEST_MEDIA.trailer)).toBe(before + 1);

      const viewer = await signUpAndConfirm(server);
      await grant(viewer.cookie, newDevice(), TEST_MEDIA.trailer);
      await grant(viewer.cookie, newDevice(), TEST_MEDIA.trailer);
      expect(await playsOf(TEST_MEDIA.trailer)).toBe(before + 2);
      server.clock.advance(31 * 60_000);
      await grant(viewer.cookie, newDevice(), TEST_MEDIA.trailer);
      expect(await playsOf(TEST_MEDIA.trailer)).toBe(before + 3);
    });

    it('saves the position a heartbeat reports and offers it as the resume point of the next grant', async () => {
      const account = await signUpAndConfirm(server);
      await subscribe(account);
      const device = newDevice();
      const first = playbackGrantSchema.parse(
        await (await grant(account.cookie, device, TEST_MEDIA.main)).json(),
      );
      expect(first.resumeFromSeconds).toBeNull();
      expect((await heartbeat(account.cookie, device, first.streamSessionId!, 4.5)).status).toBe(200);
      const again = playbackGrantSchema.parse(
        await (await grant(account.cookie, device, TEST_MEDIA.main)).json(),
      );
      expect(again.resumeFromSeconds).toBe(4.5);
    });
  });
});
