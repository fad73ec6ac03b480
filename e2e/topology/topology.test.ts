import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeSample,
  patchUpload,
  headUpload,
  createUpload,
} from '../../apps/server/src/modules/uploads/test-support';
import { startTopology, topologyProblem, type Topology } from '../support/topology';
import { WebClient } from './web-client';

const PASSWORD = 'jacaranda-season-2026';
const email = (who: string) => `${who}.${randomBytes(4).toString('hex')}@mzansi.test`;
const ADMIN = email('topology-admin');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  what: string | (() => string),
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(200);
  }
}

/** What a fault cost, printed with the figures: each must be nothing. */
function report(fault: string, lost: string[]) {
  process.stdout.write(`[fault] ${fault}: lost ${lost.length === 0 ? 'nothing' : lost.join('; ')}\n`);
  expect(lost, fault).toEqual([]);
}

const problem = await topologyProblem();

describe.skipIf(problem !== null)(
  problem
    ? `the scale-out topology: SKIPPED, ${problem}`
    : 'the scale-out topology: nginx, two API instances, a worker, PostgreSQL and S3',
  () => {
    let t: Topology;
    let edge: string;
    const api = (index: number) => t.apis[index]!.baseUrl!;
    let admin: WebClient;
    let viewer: WebClient;
    let titleId: string;
    let videoId: string;
    let sample: Buffer;
    let work: string;

    beforeAll(async () => {
      work = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-topology-media-'));
      [t, sample] = await Promise.all([
        startTopology({ name: 'topology', admins: [ADMIN] }),
        makeSample(path.join(work, 'clip.mp4'), { width: 640, height: 360, seconds: 6 }),
      ]);
      edge = t.edge.url;
      admin = new WebClient(edge);
      viewer = new WebClient(edge);
    }, 240_000);

    afterAll(async () => {
      await t?.stop();
      if (work) await fs.rm(work, { recursive: true, force: true });
    });

    /** Signs up through `base`, confirms the address from the development mailbox, and signs in. */
    async function signUp(client: WebClient, base: string, address: string) {
      const registered = await client.fetch(base, '/api/auth/register', {
        method: 'POST',
        json: { email: address, password: PASSWORD },
      });
      expect(registered.status, 'sign-up').toBe(200);
      const link = await waitFor('the confirmation e-mail', async () => {
        const mailbox = await client.json<{ items: Array<{ kind: string; links: string[] }> }>(
          base,
          `/api/dev/mailbox?to=${encodeURIComponent(address)}`,
        );
        return mailbox.items
          .find((item) => item.kind === 'confirm_email')
          ?.links.find((candidate) => candidate.includes('/api/auth/verify-email'));
      });
      const confirmed = await client.fetch(base, new URL(link).pathname + new URL(link).search);
      expect(confirmed.status, 'confirmation').toBeLessThan(400);
      const signedIn = await client.fetch(base, '/api/auth/login', {
        method: 'POST',
        json: { email: address, password: PASSWORD },
      });
      expect(signedIn.status, 'sign-in').toBe(200);
    }

    /** tus upload of `file` to a title through `base`, in two PATCH requests. */
    async function upload(base: string, file: Buffer, title: string): Promise<string> {
      const target = { baseUrl: base, cookie: admin.cookieHeader };
      const created = await createUpload(target, file.length, {
        filename: 'clip.mp4',
        filetype: 'video/mp4',
        titleId: title,
        kind: 'main',
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const location = created.headers.get('location')!;
      const half = Math.floor(file.length / 2);
      expect((await patchUpload(target, location, 0, file.subarray(0, half))).status).toBe(204);
      expect((await patchUpload(target, location, half, file.subarray(half))).status).toBe(204);
      return location.split('/').pop()!;
    }

    const videoStatus = async (id: string) =>
      (
        await t.sql.query<{ status: string; progress: number }>(
          'select status, progress from videos where id = $1',
          [id],
        )
      ).rows[0];

    async function createTitle(name: string): Promise<string> {
      const title = await admin.json<{ id: string }>(edge, '/api/studio/titles', {
        method: 'POST',
        json: { title: name, type: 'movie', releaseYear: 2026, ageRating: '13', originalLanguage: 'zu' },
      });
      return title.id;
    }

    it('signs in through one instance and is signed in on the other', async () => {
      await signUp(viewer, api(0), email('topology-viewer'));
      const session = await viewer.json<{ session: unknown; roles: string[] }>(api(1), '/api/auth/session');
      expect(session.session).not.toBeNull();
      expect(session.roles).toContain('user');
    });

    it('uploads through one instance, transcodes on the worker into the bucket, and publishes', async () => {
      await signUp(admin, edge, ADMIN);
      titleId = await createTitle('Topology Movie');
      videoId = await upload(api(0), sample, titleId);
      const ready = await waitFor(
        'the transcode',
        async () => (await videoStatus(videoId))?.status === 'ready',
        120_000,
      );
      expect(ready).toBe(true);
      // Read through the other instance: the studio sees the ladder the worker wrote.
      const video = await admin.json<{ status: string; renditions: unknown[] }>(
        api(1),
        `/api/studio/videos/${videoId}`,
      );
      expect(video.status).toBe('ready');
      const keys = (await t.objects.list(`videos/${videoId}/`, 10_000)).map((object) => object.key);
      expect(keys).toContain(`videos/${videoId}/master.m3u8`);
      expect(keys.some((key) => /\/\d+p\/seg_\d+\.m4s$/.test(key))).toBe(true);
      const published = await admin.fetch(edge, `/api/studio/titles/${titleId}`, {
        method: 'PATCH',
        json: { status: 'published' },
      });
      expect(published.status, await published.clone().text()).toBe(200);
    });

    it('pays through one instance; a tab connected to the other sees Premium arrive', async () => {
      const tab = viewer.events(api(1));
      await tab.opened;
      await tab.next((event) => event.event === 'subscription');
      const checkout = await viewer.json<{ action: string; fields: Array<[string, string]> }>(
        api(0),
        '/api/payments/checkout',
        { method: 'POST', json: { plan_id: 'premium' } },
      );
      const form = (extra: Array<[string, string]> = []) => ({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams([...checkout.fields, ...extra]).toString(),
      });
      expect((await fetch(new URL(checkout.action, edge), form())).status).toBe(200);
      const paid = await fetch(new URL('/payments/local-gateway/complete', edge), {
        ...form([['decision', 'pay']]),
        redirect: 'manual',
      });
      expect(paid.status).toBeLessThan(400);
      const premium = await tab.next(
        (event) => event.event === 'subscription' && JSON.parse(event.data).is_premium === true,
      );
      expect(JSON.parse(premium.data)).toMatchObject({ plan_id: 'premium', status: 'active' });
      tab.close();
    });

    /** The grant through `grantBase`, then the master, a rung playlist, its init and first segment through nginx. */
    async function play(grantBase: string) {
      const grant = await viewer.json<{ signedUrl: string }>(grantBase, '/api/signed-video-url', {
        method: 'POST',
        json: { videoId },
      });
      const masterUrl = new URL(grant.signedUrl, edge);
      const master = await viewer.fetch(edge, masterUrl.pathname);
      expect(master.status).toBe(200);
      const rung = (await master.text()).split('\n').find((line) => line.endsWith('index.m3u8'))!;
      const rungUrl = new URL(rung, masterUrl);
      const playlist = await viewer.fetch(edge, rungUrl.pathname);
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('server')).toBe('nginx');
      const text = await playlist.text();
      const segment = text.split('\n').find((line) => line.endsWith('.m4s'))!;
      const segmentUrl = new URL(segment, rungUrl);
      const body = await viewer.fetch(edge, segmentUrl.pathname);
      expect(body.status).toBe(200);
      const bytes = Buffer.from(await body.arrayBuffer());
      const key = `videos/${videoId}/${path.posix.relative(`${masterUrl.pathname.replace(/master\.m3u8$/, '')}`, segmentUrl.pathname)}`;
      return { bytes, key, segmentPath: segmentUrl.pathname, cache: body.headers.get('x-cache') };
    }

    it('plays through nginx: the grant from one instance, the files from the bucket through the edge cache', async () => {
      const first = await play(api(1));
      expect(sha256(first.bytes)).toBe(sha256(await t.objects.read(first.key)));
      const again = await viewer.fetch(edge, first.segmentPath);
      expect(again.status).toBe(200);
      expect(again.headers.get('x-cache')).toBe('HIT');
      // Without the viewer's device cookie the same URL is refused by nginx.
      expect((await fetch(new URL(first.segmentPath, edge))).status).toBe(403);
    });

    it('keeps going through nginx when one API instance is killed', async () => {
      const before = viewer.events(edge);
      await before.opened;
      const killedPort = Number(new URL(api(0)).port);
      await t.apis[0]!.kill();
      const answers: number[] = [];
      for (let round = 0; round < 10; round++) {
        answers.push((await viewer.fetch(edge, '/api/auth/session')).status);
        answers.push((await viewer.fetch(edge, `/api/videos/${titleId}`)).status);
        answers.push((await play(edge)).bytes.length > 0 ? 200 : 0);
        answers.push(
          (
            await viewer.fetch(edge, '/api/user/watch-progress', {
              method: 'PUT',
              json: { videoId, positionSeconds: round, durationSeconds: 6 },
            })
          ).status,
        );
      }
      expect(answers.filter((status) => status >= 300)).toEqual([]);
      // A tab whose stream was on the killed instance reconnects through nginx and gets the current state.
      const after = viewer.events(edge);
      await after.opened;
      const state = await after.next((event) => event.event === 'subscription');
      expect(JSON.parse(state.data).is_premium).toBe(true);
      before.close();
      after.close();
      // Back to two instances for what follows (a restarted machine takes its old address).
      t.apis[0] = await t.start('api', 'api-1-again', killedPort);
    });

    it('fault: an API instance killed mid-upload; the upload resumes through the other', async () => {
      const file = await makeSample(path.join(work, 'resume.mp4'), { width: 640, height: 360, seconds: 8 });
      const title = await createTitle('Topology Resume');
      const direct = { baseUrl: api(0), cookie: admin.cookieHeader };
      const created = await createUpload(direct, file.length, {
        filename: 'resume.mp4',
        filetype: 'video/mp4',
        titleId: title,
        kind: 'main',
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const third = Math.floor(file.length / 3);
      expect((await patchUpload(direct, location, 0, file.subarray(0, third))).status).toBe(204);
      // The second chunk is on its way when the instance dies.
      await new Promise<void>((resolve) => {
        const request = http.request(new URL(location, api(0)), {
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            cookie: admin.cookieHeader,
            origin: edge,
            'upload-offset': String(third),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(file.length - third),
          },
        });
        request.on('error', () => resolve());
        request.on('response', (response) => {
          response.resume();
          resolve();
        });
        request.write(file.subarray(third, third + Math.floor(third / 2)), () => {
          void t.apis[0]!.kill();
        });
      });
      const through = { baseUrl: edge, cookie: admin.cookieHeader };
      const head = await headUpload(through, location);
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(third);
      const rest = await patchUpload(through, location, offset, file.subarray(offset));
      expect(rest.status, await rest.clone().text()).toBe(204);
      const id = location.split('/').pop()!;
      const source = await waitFor('the source in the bucket', async () => {
        const row = (
          await t.sql.query<{ source_key: string | null; status: string }>(
            'select source_key, status from videos where id = $1',
            [id],
          )
        ).rows[0];
        return row?.source_key ? row.source_key : null;
      });
      const stored = await t.objects.read(source);
      report(
        'API instance killed mid-upload',
        sha256(stored) === sha256(file)
          ? []
          : [`the source differs (${stored.length} of ${file.length} bytes)`],
      );
      t.apis[0] = await t.start('api', 'api-1-third', Number(new URL(direct.baseUrl).port));
      await waitFor('its transcode', async () => (await videoStatus(id))?.status === 'ready', 120_000);
    });

    it('fault: the worker killed mid-transcode; the job is retried and finishes, with no duplicate outputs', async () => {
      const file = await makeSample(path.join(work, 'long.mp4'), { width: 1280, height: 720, seconds: 12 });
      const title = await createTitle('Topology Worker Crash');
      const id = await upload(edge, file, title);
      await waitFor('the transcode to be under way', async () => {
        const row = await videoStatus(id);
        return row?.status === 'transcoding' && row.progress > 0;
      });
      await t.worker.kill();
      t.worker = await t.start('worker', 'worker-again');
      await waitFor(
        'the retried transcode',
        async () => (await videoStatus(id))?.status === 'ready',
        180_000,
      );
      const lost: string[] = [];
      const jobStates = async () =>
        (
          await t.sql.query<{ state: string }>(
            `select state from pgboss.job where name = 'transcode' and singleton_key = $1
           union all select state from pgboss.archive where name = 'transcode' and singleton_key = $1`,
            [id],
          )
        ).rows.map((row) => row.state);
      // The video is ready a moment before the worker tells the queue its job is done: wait for the queue too.
      let jobs: string[] = [];
      await waitFor(
        () => `the transcode job to settle (${jobs.join(',')})`,
        async () => {
          jobs = await jobStates();
          return jobs.length > 0 && jobs.every((state) => !['created', 'retry', 'active'].includes(state));
        },
      );
      if (jobs.filter((state) => state === 'completed').length !== 1) lost.push(`jobs ${jobs.join(',')}`);
      // Every object of the video is one the playlists name (or its poster and storyboard), and each once.
      const keys = (await t.objects.list(`videos/${id}/`, 10_000)).map((object) => object.key);
      const master = (await t.objects.read(`videos/${id}/master.m3u8`)).toString();
      const named = new Set([`videos/${id}/master.m3u8`]);
      for (const rung of master.split('\n').filter((line) => line.endsWith('.m3u8'))) {
        const rungKey = path.posix.join(`videos/${id}`, rung);
        named.add(rungKey);
        const playlist = (await t.objects.read(rungKey)).toString();
        for (const line of playlist.split('\n')) {
          const file = line.startsWith('#EXT-X-MAP:')
            ? /URI="([^"]+)"/.exec(line)?.[1]
            : line.startsWith('#')
              ? null
              : line.trim();
          if (file) named.add(path.posix.join(path.posix.dirname(rungKey), file));
        }
      }
      const extra = keys.filter(
        (key) => !named.has(key) && !/\/(poster\.jpg|storyboard[^/]*|captions\/.*)$/.test(key),
      );
      const missing = [...named].filter((key) => !keys.includes(key));
      if (extra.length) lost.push(`unexpected objects: ${extra.join(', ')}`);
      if (missing.length) lost.push(`missing objects: ${missing.join(', ')}`);
      if ((await t.objects.list('work/', 10_000)).map((object) => object.key).length)
        lost.push('staging objects left in the bucket');
      report('worker killed mid-transcode', lost);
    });

    it('fault: an API instance killed while it processes a payment notification; processed exactly once', async () => {
      const lost: string[] = [];
      // Killed at several moments: before the instance read the notification, while it works, after it answered.
      for (const delayMs of [0, 5, 20, 60]) {
        const payer = new WebClient(edge);
        await signUp(payer, edge, email('topology-payer'));
        const checkout = await payer.json<{ reference: string; fields: Array<[string, string]> }>(
          edge,
          '/api/payments/checkout',
          { method: 'POST', json: { plan_id: 'premium' } },
        );
        const amount = Number(new Map(checkout.fields).get('amount'));
        const body = JSON.stringify({
          event: 'charge.success',
          data: {
            id: `ch_${randomBytes(12).toString('hex')}`,
            reference: checkout.reference,
            amount,
            currency: 'ZAR',
            status: 'success',
            subscription_code: `sub_${randomBytes(12).toString('hex')}`,
            gateway_response: 'Approved',
            paid_at: new Date().toISOString(),
          },
        });
        const headers = {
          'content-type': 'application/json',
          'x-local-gateway-signature': createHmac('sha512', t.env.PAYMENTS_LOCAL_SECRET!)
            .update(body)
            .digest('hex'),
        };
        const killedPort = Number(new URL(api(0)).port);
        const sent = fetch(new URL('/api/payments/notify/local', api(0)), {
          method: 'POST',
          headers,
          body,
        }).then(
          (response) => response.status,
          () => 0,
        );
        await sleep(delayMs);
        await t.apis[0]!.kill();
        await sent;
        // The gateway delivers again, through nginx (the instance is gone), until it is answered 2xx; it may not
        // have seen the first answer, so it always delivers at least once more.
        for (let attempt = 0; attempt < 20; attempt++) {
          if (
            (await fetch(new URL('/api/payments/notify/local', edge), { method: 'POST', headers, body })).ok
          )
            break;
          await sleep(500);
        }
        const payments = (
          await t.sql.query<{ status: string; user_id: string }>(
            'select status, user_id from payments where reference = $1',
            [checkout.reference],
          )
        ).rows;
        const periods = (
          await t.sql.query<{ days: number }>(
            `select extract(epoch from end_date - start_date) / 86400 as days from subscriptions
             where user_id = $1 and status = 'active'`,
            [payments[0]?.user_id],
          )
        ).rows;
        const when = `killed ${delayMs} ms into the notification`;
        if (payments.length !== 1 || payments[0]!.status !== 'complete')
          lost.push(`${when}: payments ${JSON.stringify(payments)}`);
        if (periods.length !== 1 || Number(periods[0]!.days) > 32)
          lost.push(`${when}: active periods ${JSON.stringify(periods)}`);
        t.apis[0] = await t.start('api', `api-1-payment-${delayMs}`, killedPort);
      }
      report('API instance killed during a payment notification', lost);
    });

    it('fault: PostgreSQL goes away under load; requests answer 503 with Retry-After, then recover with nothing lost', async () => {
      let stop = false;
      const statuses = new Map<number, number>();
      let missingRetryAfter = 0;
      let lastAcknowledged = -1;
      let position = 0;
      // Three tabs reading, one player saving its position (one writer, so the last acknowledged is the newest).
      const load = async (writer: boolean) => {
        while (!stop) {
          const mine = ++position;
          const response = writer
            ? await viewer.fetch(edge, '/api/user/watch-progress', {
                method: 'PUT',
                json: { videoId, positionSeconds: mine / 1000, durationSeconds: 6 },
              })
            : await viewer.fetch(edge, '/api/auth/session');
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 503 && !response.headers.get('retry-after')) missingRetryAfter += 1;
          await response.arrayBuffer();
          if (writer && response.status === 204) lastAcknowledged = mine;
          await sleep(20);
        }
      };
      const loops = [load(true), load(false), load(false), load(false)];
      await sleep(1500);
      t.database.cut();
      await sleep(3000);
      t.database.restore();
      const restoredAt = Date.now();
      // Healthy again within 10 s of the database (the issue's bound); what each instance last said if not.
      const lastAnswers: string[] = [];
      await waitFor(
        () => `every instance ready again (last answers: ${lastAnswers.join(' | ')})`,
        async () => {
          const answers = await Promise.all(
            t.apis.map(async (instance) => {
              try {
                const ready = await fetch(new URL('/api/health/ready', instance.baseUrl!));
                return { ok: ready.ok, said: `${ready.status} ${await ready.text()}` };
              } catch (error) {
                const exited = await Promise.race([instance.exited, sleep(0).then(() => 'running')]);
                return {
                  ok: false,
                  said: `${String(error)} (process: ${exited === 'running' ? exited : `exited ${exited}`})`,
                };
              }
            }),
          );
          answers.forEach((answer, index) => (lastAnswers[index] = answer.said));
          return answers.every((answer) => answer.ok);
        },
        10_000,
      ).catch(async (error: unknown) => {
        // Not left running against a topology about to be stopped.
        stop = true;
        await Promise.all(loops);
        throw error;
      });
      const recoveredInMs = Date.now() - restoredAt;
      await sleep(1500);
      stop = true;
      await Promise.all(loops);
      const stored = (
        await t.sql.query<{ position_seconds: number }>(
          'select position_seconds from watch_progress where video_id = $1 order by updated_at desc limit 1',
          [videoId],
        )
      ).rows[0];
      process.stdout.write(
        `[fault] database away 3 s under load: answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `ready again ${recoveredInMs} ms after it came back\n`,
      );
      const lost: string[] = [];
      const errors = [...statuses].filter(([status]) => status >= 500 && status !== 503);
      if (errors.length) lost.push(`answers ${JSON.stringify(errors)} (not 503)`);
      if (missingRetryAfter) lost.push(`${missingRetryAfter} answers of 503 without Retry-After`);
      if (!statuses.get(503)) lost.push('no request met the outage (the test did not test it)');
      if (!stored || stored.position_seconds * 1000 < lastAcknowledged - 0.5)
        lost.push(
          `the last acknowledged progress (${lastAcknowledged / 1000}) is not stored (${stored?.position_seconds})`,
        );
      report('PostgreSQL away for 3 s', lost);
    });
  },
);
