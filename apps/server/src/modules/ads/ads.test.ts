import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AD_SKIP_OFFSET_SECONDS,
  adCampaignSchema,
  adCampaignsResponseSchema,
  adReportResponseSchema,
  type AdCampaignInput,
} from '@mzansi/contracts/ads';
import { signedUrlResponseSchema, playbackGrantSchema } from '@mzansi/contracts/playback';
import { studioVideosResponseSchema } from '@mzansi/contracts/studio';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { grantPremium, signInDemo, signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loadConfig } from '../../config';
import { adCampaigns, adDailyStats, titles, videos } from '../../db/schema/index';
import { queryRows } from '../../db/sql';
import { ensureTestMedia, markReady, TEST_MEDIA } from '../media/test-media';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { makeSample, uploadFile } from '../uploads/test-support';
import { adBreaks, adPlanFor, HOUSE_VAST_URL_TEMPLATE } from './ad-plan';
import { adDay, pickByWeight } from './ads.service';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/**
 * The IAB's VAST 4.2 schema lives beside the project, not in it (../shared/reference/vast/, its licence there): found
 * from VAST_XSD_PATH, next to the checkout or one of its parents, or in the machines' shared folder.
 */
const VAST_XSD_RELATIVE = 'shared/reference/vast/vast_4.2.xsd';
function findVastSchema(): string {
  const candidates = [process.env.VAST_XSD_PATH ?? ''];
  for (let dir = path.dirname(REPO_ROOT); ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, VAST_XSD_RELATIVE));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push(path.join('/work', VAST_XSD_RELATIVE));
  const found = candidates.find((candidate) => candidate !== '' && existsSync(candidate));
  if (!found) {
    throw new Error(
      `The VAST 4.2 schema was not found (set VAST_XSD_PATH). Looked in: ${candidates.join(', ')}`,
    );
  }
  return found;
}
const VAST_XSD = findVastSchema();
const CREATIVE = '5e1d7a10-0000-4000-8000-00000000ad01';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 3600_000;

/** A device cookie value (22 base64url characters), distinct per n. */
const device = (n: number | string) => `adv${String(n).padStart(19, '0')}`.slice(0, 22);

async function validVast(xml: string): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: 'answer.xml', contents: xml }],
    schema: [{ fileName: 'vast_4.2.xsd', contents: await fs.readFile(VAST_XSD, 'utf8') }],
  });
  expect(
    result.errors.map((error) => error.message),
    xml,
  ).toEqual([]);
  expect(result.valid).toBe(true);
}

const serveIdOf = (xml: string) => /<AdServingId>([^<]+)<\/AdServingId>/.exec(xml)?.[1] ?? null;
const titleOf = (xml: string) => /<AdTitle>([^<]*)<\/AdTitle>/.exec(xml)?.[1] ?? null;

describe('ads on the free tier (issue 18)', () => {
  let server: TestServer;
  let admin: string;
  let free: string;
  let premium: string;

  const vast = (
    headers: Record<string, string> = {},
    videoId: string = TEST_MEDIA.trailer,
    placement = 'preroll',
  ) =>
    server.request(`/api/ads/vast?placement=${placement}&videoId=${videoId}&position=1&cb=12345678`, {
      headers,
    });
  const vastAs = async (deviceId: string, cookie?: string) => {
    const response = await vast({ cookie: `${cookie ? `${cookie}; ` : ''}${DEVICE_COOKIE}=${deviceId}` });
    expect(response.status).toBe(200);
    return response.text();
  };
  const beacon = (serveId: string, event: string, query = '') =>
    server.request(`/api/ads/events/${serveId}/${event}${query}`);
  const campaign = async (input: Partial<AdCampaignInput> = {}) => {
    const response = await server.request('/api/admin/ads/campaigns', {
      method: 'POST',
      headers: { cookie: admin },
      json: {
        name: 'House ad',
        status: 'active',
        creativeVideoId: CREATIVE,
        clickThroughUrl: 'https://mzansi.example/premium?from=ad&x=1',
        startsAt: new Date(server.clock.now().getTime() - DAY).toISOString(),
        ...input,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return adCampaignSchema.parse(await response.json());
  };
  const grantPublic = async (headers: Record<string, string> = {}, purpose?: 'play' | 'preview') => {
    const response = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      headers,
      json: { videoId: TEST_MEDIA.trailer, ...(purpose ? { purpose } : {}) },
    });
    expect(response.status).toBe(200);
    return signedUrlResponseSchema.parse(await response.json());
  };

  beforeAll(async () => {
    const media = await ensureTestMedia();
    server = await startTestServer({ storageDir: media.storageDir });
    const { db } = server.ctx.database;
    await markReady(db, media.results);
    const trailer = media.results.get(TEST_MEDIA.trailer)!;
    await fs.cp(
      path.join(media.storageDir, 'videos', TEST_MEDIA.trailer),
      path.join(media.storageDir, 'videos', CREATIVE),
      {
        recursive: true,
      },
    );
    // A ready ad creative (the trailer's files stand in for it: only the VAST and the grant read it here).
    await db.insert(videos).values({
      id: CREATIVE,
      kind: 'main',
      purpose: 'ad',
      status: 'ready',
      progress: 100,
      durationSeconds: 8,
      width: trailer.width,
      height: trailer.height,
      renditions: trailer.renditions,
      storagePrefix: `videos/${CREATIVE}`,
      readyAt: new Date(),
    });
    admin = await signInDemo(server, 'admin');
    free = await signInDemo(server, 'free');
    const account = await signUpAndConfirm(server);
    await grantPremium(server, account.userId);
    premium = account.cookie;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await fs.rm(path.join((await ensureTestMedia()).storageDir, 'videos', CREATIVE), {
      recursive: true,
      force: true,
    });
  });

  /** Each selection test starts with no campaigns (the creative row stays). */
  const noCampaigns = () => server.ctx.database.db.delete(adCampaigns);

  describe('campaign management', () => {
    it('is for admins only: visitors 401, users, creators and moderators 403, admins 200', async () => {
      const created = await campaign({ name: 'Guarded' });
      const calls = [
        ['GET', '/api/admin/ads/campaigns', undefined],
        ['POST', '/api/admin/ads/campaigns', { name: 'x' }],
        ['GET', `/api/admin/ads/campaigns/${created.id}`, undefined],
        ['PATCH', `/api/admin/ads/campaigns/${created.id}`, { weight: 2 }],
        ['DELETE', `/api/admin/ads/campaigns/${created.id}`, undefined],
        ['GET', '/api/admin/ads/report', undefined],
      ] as const;
      const cookies = {
        free,
        premium: await signInDemo(server, 'premium'),
        creator: await signInDemo(server, 'creator'),
        moderator: await signInDemo(server, 'moderator'),
      };
      for (const [method, url, json] of calls) {
        const visitor = await server.request(url, { method, ...(json ? { json } : {}) });
        expect(visitor.status, `visitor ${method} ${url}`).toBe(401);
        for (const [role, cookie] of Object.entries(cookies)) {
          const response = await server.request(url, {
            method,
            headers: { cookie },
            ...(json ? { json } : {}),
          });
          expect(response.status, `${role} ${method} ${url}`).toBe(403);
        }
      }
      const list = await server.request('/api/admin/ads/campaigns', { headers: { cookie: admin } });
      expect(list.status).toBe(200);
      expect(adCampaignsResponseSchema.parse(await list.json()).items.map((item) => item.id)).toContain(
        created.id,
      );
    });

    it('creates, reads, changes and deletes a campaign (audit-logged); the creative must be an ad creative', async () => {
      const created = await campaign({
        name: 'Go <Premium> & "save"',
        targetLanguages: ['zu'],
        maxAgeRating: '16',
      });
      expect(created).toMatchObject({
        creativeStatus: 'ready',
        creativeDurationSeconds: 8,
        impressionsToday: 0,
        impressionsTotal: 0,
        targetLanguages: ['zu'],
        weight: 10,
      });
      const patched = await server.request(`/api/admin/ads/campaigns/${created.id}`, {
        method: 'PATCH',
        headers: { cookie: admin },
        json: { weight: 40, status: 'paused' },
      });
      expect(patched.status).toBe(200);
      expect(adCampaignSchema.parse(await patched.json())).toMatchObject({
        weight: 40,
        status: 'paused',
        name: created.name,
      });
      for (const creativeVideoId of [UNKNOWN, TEST_MEDIA.trailer]) {
        const response = await server.request('/api/admin/ads/campaigns', {
          method: 'POST',
          headers: { cookie: admin },
          json: {
            name: 'x',
            clickThroughUrl: 'https://a.example',
            startsAt: new Date().toISOString(),
            creativeVideoId,
          },
        });
        expect(response.status, creativeVideoId).toBe(404);
      }
      const missing = await server.request(`/api/admin/ads/campaigns/${UNKNOWN}`, {
        headers: { cookie: admin },
      });
      expect(missing.status).toBe(404);
      const actions = await queryRows<{ action: string }>(
        server.ctx.database.db,
        sql`select action from audit_log where target_id = ${created.id} order by created_at`,
      );
      expect(actions.map((row) => row.action)).toEqual(['ad_campaign.created', 'ad_campaign.updated']);
    });
  });

  describe('the VAST answer', () => {
    beforeEach(noCampaigns);

    it('answers a VAST 4.2 InLine ad valid against the IAB schema, with our tracking and a signed HLS creative', async () => {
      const created = await campaign({ name: 'Go <Premium> & "save"' });
      const response = await vast({ cookie: `${DEVICE_COOKIE}=${device(1)}` });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const xml = await response.text();
      await validVast(xml);
      const serveId = serveIdOf(xml)!;
      const origin = server.baseUrl;
      expect(xml).toContain('<VAST xmlns="http://www.iab.com/VAST" version="4.2">');
      expect(xml).toContain('<AdSystem>Mzansi Stream</AdSystem>');
      expect(xml).toContain('<AdTitle>Go &lt;Premium&gt; &amp; "save"</AdTitle>');
      expect(xml).toContain(
        `<Impression id="${serveId}">${origin}/api/ads/events/${serveId}/impression</Impression>`,
      );
      expect(xml).toContain(`<Error>${origin}/api/ads/events/${serveId}/error?code=%5BERRORCODE%5D</Error>`);
      expect(xml).toContain(`skipoffset="00:00:0${AD_SKIP_OFFSET_SECONDS}"`);
      expect(xml).toContain('<Duration>00:00:08.000</Duration>');
      for (const event of [
        'start',
        'firstQuartile',
        'midpoint',
        'thirdQuartile',
        'complete',
        'skip',
        'pause',
        'mute',
      ]) {
        expect(xml).toContain(
          `<Tracking event="${event}">${origin}/api/ads/events/${serveId}/${event}</Tracking>`,
        );
      }
      expect(xml).toContain(
        '<ClickThrough id="' + created.id + '">https://mzansi.example/premium?from=ad&amp;x=1</ClickThrough>',
      );
      expect(xml).toContain(
        `<ClickTracking id="${created.id}">${origin}/api/ads/events/${serveId}/click</ClickTracking>`,
      );
      const media =
        /<MediaFile [^>]*delivery="streaming" type="application\/x-mpegURL"[^>]*>([^<]+)<\/MediaFile>/.exec(
          xml,
        );
      expect(media?.[1]).toMatch(new RegExp(`^${origin}/media/v/[^/]+/${CREATIVE}/master\\.m3u8$`));
      // The signed creative plays for the device it was served to.
      const playlist = await fetch(media![1]!, { headers: { cookie: `${DEVICE_COOKIE}=${device(1)}` } });
      expect(playlist.status).toBe(200);
      expect(await playlist.text()).toContain('#EXTM3U');
    });

    it('gives a visitor a device cookie so the frequency cap can count them', async () => {
      await campaign();
      const response = await vast();
      expect(response.headers.get('set-cookie')).toContain(`${DEVICE_COOKIE}=`);
    });

    it('answers an empty VAST (valid) to Premium, for unknown or unpublished programmes, and when nothing is eligible', async () => {
      const empty = await vast({ cookie: `${DEVICE_COOKIE}=${device(2)}` });
      const emptyXml = await empty.text();
      expect(emptyXml).toMatch(/<VAST xmlns="http:\/\/www\.iab\.com\/VAST" version="4\.2"\/>$/);
      await validVast(emptyXml);
      await campaign();
      expect(serveIdOf(await vastAs(device(2)))).not.toBeNull();
      expect(serveIdOf(await vastAs(device(2), premium))).toBeNull();
      expect(serveIdOf(await vastAs(device(2), free))).not.toBeNull();
      expect(serveIdOf(await (await vast({}, UNKNOWN)).text())).toBeNull();
      expect(serveIdOf(await (await vast({}, CREATIVE)).text())).toBeNull();
      const { db } = server.ctx.database;
      await db.update(titles).set({ status: 'draft' }).where(eq(titles.id, TEST_MEDIA.titleId));
      try {
        expect(serveIdOf(await vastAs(device(2)))).toBeNull();
      } finally {
        await db.update(titles).set({ status: 'published' }).where(eq(titles.id, TEST_MEDIA.titleId));
      }
    });

    it('respects status and dates', async () => {
      const now = server.clock.now().getTime();
      await campaign({ name: 'draft', status: 'draft' });
      await campaign({ name: 'paused', status: 'paused' });
      await campaign({ name: 'future', startsAt: new Date(now + DAY).toISOString() });
      await campaign({
        name: 'over',
        startsAt: new Date(now - 3 * DAY).toISOString(),
        endsAt: new Date(now - DAY).toISOString(),
      });
      expect(titleOf(await vastAs(device(3)))).toBeNull();
      await campaign({ name: 'running', endsAt: new Date(now + DAY).toISOString() });
      expect(titleOf(await vastAs(device(3)))).toBe('running');
    });

    it('targets the programme by language, genre and age rating (Umkhokha: zu, drama/thriller, 16)', async () => {
      await campaign({ name: 'en only', targetLanguages: ['en'] });
      await campaign({ name: 'comedy only', targetGenres: ['comedy'] });
      await campaign({ name: 'up to 13', maxAgeRating: '13' });
      expect(titleOf(await vastAs(device(4)))).toBeNull();
      await campaign({
        name: 'zu thriller 16',
        targetLanguages: ['zu', 'xh'],
        targetGenres: ['thriller'],
        maxAgeRating: '16',
      });
      expect(titleOf(await vastAs(device(4)))).toBe('zu thriller 16');
    });

    it('chooses by weight (a deterministic random source)', async () => {
      await campaign({ name: 'light', weight: 1 });
      await campaign({ name: 'heavy', weight: 3 });
      const draws = Array.from({ length: 20 }, (_, index) => (index + 0.5) / 20);
      let next = 0;
      server.services.ads.random = () => draws[next++]!;
      try {
        const titlesServed: string[] = [];
        for (let index = 0; index < draws.length; index++)
          titlesServed.push(titleOf(await vastAs(device(5)))!);
        expect(titlesServed.filter((name) => name === 'light')).toHaveLength(5);
        expect(titlesServed.filter((name) => name === 'heavy')).toHaveLength(15);
      } finally {
        server.services.ads.random = Math.random;
      }
      expect(pickByWeight([{ weight: 1 }, { weight: 3 }], () => 0.1)).toEqual({ weight: 1 });
      expect(pickByWeight([{ weight: 1 }, { weight: 3 }], () => 0.3)).toEqual({ weight: 3 });
      expect(pickByWeight([], () => 0.3)).toBeNull();
    });

    it('stops at the per-viewer frequency cap (impressions, not serves, count) and the daily and total caps', async () => {
      const capped = await campaign({ name: 'once a day', frequencyCapPerDay: 1 });
      const first = serveIdOf(await vastAs(device(6)))!;
      // Served but never shown: does not count against the viewer.
      const second = serveIdOf(await vastAs(device(6)))!;
      expect(second).not.toBeNull();
      expect((await beacon(first, 'impression')).status).toBe(200);
      expect(serveIdOf(await vastAs(device(6)))).toBeNull();
      expect(serveIdOf(await vastAs(device(7)))).not.toBeNull();
      // A signed-in viewer is counted by profile, whatever the device.
      const signedIn = serveIdOf(await vastAs(device(8), free))!;
      await beacon(signedIn, 'impression');
      expect(serveIdOf(await vastAs(device(9), free))).toBeNull();
      await server.request(`/api/admin/ads/campaigns/${capped.id}`, {
        method: 'PATCH',
        headers: { cookie: admin },
        json: { frequencyCapPerDay: null, dailyImpressionCap: 2 },
      });
      expect(serveIdOf(await vastAs(device(10)))).toBeNull();
      await noCampaigns();
      const total = await campaign({ name: 'total', totalImpressionCap: 5 });
      await server.ctx.database.db.insert(adDailyStats).values({
        campaignId: total.id,
        day: adDay(new Date(server.clock.now().getTime() - 2 * DAY)),
        impressions: 5,
      });
      expect(serveIdOf(await vastAs(device(11)))).toBeNull();
    });
  });

  describe('tracking and the report', () => {
    beforeEach(noCampaigns);

    it('records each event once (a reloaded beacon does not count twice) and answers a GIF whatever happens', async () => {
      const created = await campaign({ name: 'Report me' });
      const serves = [serveIdOf(await vastAs(device(20)))!, serveIdOf(await vastAs(device(21)))!];
      for (const serveId of serves) {
        for (const event of ['impression', 'impression', 'start', 'firstQuartile', 'midpoint']) {
          const response = await beacon(serveId, event);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe('image/gif');
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(
            Buffer.from(await response.arrayBuffer())
              .subarray(0, 6)
              .toString(),
          ).toBe('GIF89a');
        }
      }
      await beacon(serves[0]!, 'complete');
      await beacon(serves[0]!, 'click');
      await beacon(serves[0]!, 'click');
      await beacon(serves[1]!, 'error', '?code=405');
      // Unknown serve: still the GIF, nothing recorded.
      expect((await beacon(UNKNOWN, 'impression')).status).toBe(200);

      const response = await server.request(`/api/admin/ads/report?campaignId=${created.id}`, {
        headers: { cookie: admin },
      });
      expect(response.status).toBe(200);
      const report = adReportResponseSchema.parse(await response.json());
      expect(report.to).toBe(adDay(server.clock.now()));
      expect(report.campaigns).toHaveLength(1);
      const [row] = report.campaigns;
      expect(row!.totals).toEqual({
        impressions: 2,
        starts: 2,
        firstQuartiles: 2,
        midpoints: 2,
        thirdQuartiles: 0,
        completes: 1,
        skips: 0,
        clicks: 1,
        errors: 1,
        completionRate: 0.5,
        ctr: 0.5,
      });
      expect(row!.days).toEqual([{ day: adDay(server.clock.now()), ...row!.totals }]);
      const codes = await queryRows(
        server.ctx.database.db,
        sql`select code from ad_events where event = 'error'`,
      );
      expect(codes).toEqual([{ code: '405' }]);
      const listed = adCampaignSchema.parse(
        await (
          await server.request(`/api/admin/ads/campaigns/${created.id}`, { headers: { cookie: admin } })
        ).json(),
      );
      expect(listed).toMatchObject({ impressionsToday: 2, impressionsTotal: 2 });
    });

    it('purges serves and events after 30 days and keeps the daily figures', async () => {
      const created = await campaign({ name: 'Old' });
      const serveId = serveIdOf(await vastAs(device(30)))!;
      await beacon(serveId, 'impression');
      server.clock.advance(31 * DAY);
      try {
        expect(await server.services.ads.purgeOldServes()).toBeGreaterThanOrEqual(1);
        const left = await queryRows(
          server.ctx.database.db,
          sql`select count(*)::int as n from ad_serves where id = ${serveId}`,
        );
        expect(left).toEqual([{ n: 0 }]);
        const report = adReportResponseSchema.parse(
          await (
            await server.request(`/api/admin/ads/report?campaignId=${created.id}&from=2000-01-01`, {
              headers: { cookie: await signInDemo(server, 'admin') },
            })
          ).json(),
        );
        expect(report.campaigns[0]!.totals.impressions).toBe(1);
      } finally {
        server.clock.advance(-31 * DAY);
      }
    });
  });

  describe('the playback grant', () => {
    it('carries an ad plan for visitors and free users, none for Premium', async () => {
      const visitor = await grantPublic();
      expect(visitor.ads).toEqual({
        vastUrl: HOUSE_VAST_URL_TEMPLATE,
        breaks: [{ placement: 'preroll', offsetSeconds: 0 }],
        timeoutMs: 2000,
        skipOffsetSeconds: 5,
        maxWrapperDepth: 5,
        language: 'zu',
      });
      expect((await grantPublic({ cookie: free })).ads?.breaks).toHaveLength(1);
      expect((await grantPublic({ cookie: premium })).ads).toBeNull();
      // A muted hero or hover preview nobody asked to play never carries an ad.
      expect((await grantPublic({}, 'preview')).ads).toBeNull();
      expect((await grantPublic({ cookie: free }, 'preview')).ads).toBeNull();
      const signed = await server.request('/api/signed-video-url', {
        method: 'POST',
        headers: { cookie: premium },
        json: { videoId: TEST_MEDIA.main },
      });
      expect(signed.status).toBe(200);
      expect(playbackGrantSchema.parse(await signed.json()).ads).toBeNull();
    });

    it('gives a long free programme mid-rolls every 8 minutes, none in its last minute', async () => {
      const { db } = server.ctx.database;
      await db.update(titles).set({ isPremium: false }).where(eq(titles.id, TEST_MEDIA.titleId));
      await db.update(videos).set({ durationSeconds: 1500 }).where(eq(videos.id, TEST_MEDIA.main));
      try {
        const response = await server.request('/api/signed-video-url', {
          method: 'POST',
          headers: { cookie: free },
          json: { videoId: TEST_MEDIA.main },
        });
        expect(response.status).toBe(200);
        expect(playbackGrantSchema.parse(await response.json()).ads?.breaks).toEqual([
          { placement: 'preroll', offsetSeconds: 0 },
          { placement: 'midroll', offsetSeconds: 480 },
          { placement: 'midroll', offsetSeconds: 960 },
        ]);
      } finally {
        await db.update(titles).set({ isPremium: true }).where(eq(titles.id, TEST_MEDIA.titleId));
        await db.update(videos).set({ durationSeconds: 8 }).where(eq(videos.id, TEST_MEDIA.main));
      }
      expect(adBreaks('main', 600)).toHaveLength(1);
      expect(adBreaks('trailer', 5000)).toHaveLength(1);
      expect(adBreaks('main', 1020).map((item) => item.offsetSeconds)).toEqual([0, 480]);
    });

    it('never plays an ad creative through the signed-URL endpoints', async () => {
      for (const [url, cookie] of [
        ['/api/signed-video-url-public', undefined],
        ['/api/signed-video-url', admin],
      ] as const) {
        const response = await server.request(url, {
          method: 'POST',
          ...(cookie ? { headers: { cookie } } : {}),
          json: { videoId: CREATIVE },
        });
        expect(response.status, url).toBe(404);
      }
    });

    it('follows AD_VAST_URL and ADS_ENABLED', () => {
      const base = { NODE_ENV: 'test' };
      const video = {
        kind: 'trailer' as const,
        purpose: 'programme' as const,
        durationSeconds: 8,
        language: 'xh',
      };
      const outside = 'https://ads.example/vast?p=[PLACEMENT]&c=[CONTENTID]&l=[LANGUAGE]&cb=[CACHEBUSTING]';
      expect(adPlanFor(loadConfig({ ...base, AD_VAST_URL: outside }), video, false)?.vastUrl).toBe(outside);
      expect(adPlanFor(loadConfig({ ...base, ADS_ENABLED: 'false' }), video, false)).toBeNull();
      expect(adPlanFor(loadConfig(base), { ...video, purpose: 'ad' }, false)).toBeNull();
      expect(() => loadConfig({ ...base, AD_VAST_URL: 'ftp://x' })).toThrow(/AD_VAST_URL/);
    });

    it('puts the AD_VAST_URL template in a real grant', async () => {
      const outside = 'https://ads.example/vast?p=[PLACEMENT]&c=[CONTENTID]&cb=[CACHEBUSTING]';
      const other = await startTestServer({ storageDir: server.storageDir, env: { AD_VAST_URL: outside } });
      try {
        await markReady(other.ctx.database.db, (await ensureTestMedia()).results);
        const response = await other.request('/api/signed-video-url-public', {
          method: 'POST',
          json: { videoId: TEST_MEDIA.trailer },
        });
        expect(response.status).toBe(200);
        expect(signedUrlResponseSchema.parse(await response.json()).ads?.vastUrl).toBe(outside);
        // The page may reach the outside ad server (and, through its wrappers, any https ad server and CDN).
        const policy = response.headers.get('content-security-policy') ?? '';
        for (const directive of ['connect-src', 'media-src', 'img-src']) {
          expect(policy).toMatch(new RegExp(`${directive} [^;]*https://ads\\.example(?:[ ;]|$)`));
          expect(policy).toMatch(new RegExp(`${directive} [^;]*https:(?:[ ;]|$)`));
        }
        // House ads alone need nothing beyond the site's own origin.
        const house =
          (await server.request('/api/videos/public')).headers.get('content-security-policy') ?? '';
        expect(house).not.toContain('https:');
      } finally {
        await other.close();
      }
    });
  });

  describe('creatives through tus', () => {
    let fixtures: string;
    beforeAll(async () => {
      fixtures = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-ad-fixtures-'));
    });
    afterAll(() => fs.rm(fixtures, { recursive: true, force: true }));

    it('refuses purpose=ad to anyone but admins', async () => {
      const creator = await signInDemo(server, 'creator');
      const response = await fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          cookie: creator,
          'upload-length': '1000',
          'upload-metadata': `filename ${Buffer.from('ad.mp4').toString('base64')},purpose ${Buffer.from('ad').toString('base64')}`,
        },
      });
      expect(response.status).toBe(403);
    });

    it('transcodes an admin upload to the ad ladder, keeps it out of the studio and playback, and deletes it with its campaign', async () => {
      const target = { baseUrl: server.baseUrl, cookie: admin };
      const short = await makeSample(path.join(fixtures, 'short.mp4'), { seconds: 3 });
      const tooShort = await uploadFile(target, short, {
        filename: 'short.mp4',
        filetype: 'video/mp4',
        purpose: 'ad',
      });
      const [refused] = await server.ctx.database.db.select().from(videos).where(eq(videos.id, tooShort.id));
      expect(refused).toMatchObject({ status: 'failed', purpose: 'ad' });
      expect(refused!.failureReason).toMatch(/6 to 30 seconds/);

      const clip = await makeSample(path.join(fixtures, 'ad.mp4'), { seconds: 7, width: 640, height: 360 });
      const { id } = await uploadFile(target, clip, {
        filename: 'ad.mp4',
        filetype: 'video/mp4',
        purpose: 'ad',
      });
      expect(await server.services.transcode.run(id)).toBe('ready');
      const [ready] = await server.ctx.database.db.select().from(videos).where(eq(videos.id, id));
      expect(ready).toMatchObject({ status: 'ready', purpose: 'ad', titleId: null });
      expect(ready!.renditions.map((rendition) => rendition.name)).toEqual(['234p', '360p']);

      const studio = await server.request('/api/studio/videos', { headers: { cookie: admin } });
      expect(
        studioVideosResponseSchema.parse(await studio.json()).items.map((item) => item.id),
      ).not.toContain(id);
      expect((await server.request(`/api/studio/videos/${id}`, { headers: { cookie: admin } })).status).toBe(
        404,
      );
      const catalogue = await server.request('/api/videos?limit=100');
      expect(await catalogue.text()).not.toContain(id);

      const created = await campaign({ name: 'Uploaded', creativeVideoId: id, status: 'draft' });
      expect(created).toMatchObject({ creativeStatus: 'ready', creativeVideoId: id });
      expect(created.creativeDurationSeconds).toBeCloseTo(7, 0);
      const deleted = await server.request(`/api/admin/ads/campaigns/${created.id}`, {
        method: 'DELETE',
        headers: { cookie: admin },
      });
      expect(deleted.status).toBe(204);
      expect(await server.ctx.database.db.select().from(videos).where(eq(videos.id, id))).toEqual([]);
      await expect(fs.access(path.join(server.storageDir, 'videos', id))).rejects.toThrow();
    }, 120_000);
  });
});
