import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppProcess, startAppProcess } from './support/app-process';
import { DEMO_PASSWORD, signInThroughForm, titleId } from './support/app';
import { openBrowser } from './support/browser';
import { makeTestClip } from './support/test-clip';

/** The trailer of a demo title, and its /watch address that plays it. */
async function trailerOf(baseUrl: string, name: string): Promise<{ watchUrl: string; videoId: string }> {
  const id = await titleId(baseUrl, name);
  const detail = (await (await fetch(`${baseUrl}/api/videos/${id}`)).json()) as {
    trailer: { videoId: string };
  };
  return { watchUrl: `/watch/${id}?play=${detail.trailer.videoId}`, videoId: detail.trailer.videoId };
}

/** The programme's own <video> (the ad plays in another, `ad-video`, over it). */
const PROGRAMME_VIDEO = '[data-testid="trailer-video"], [data-testid="player-video"]';

/** Waits until the programme (not an ad) has shown a frame and played `seconds`, with no ad break active. */
async function waitForProgramme(page: Page, seconds: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    ({ atLeast, selector }) => {
      const video = document.querySelector<HTMLVideoElement>(selector);
      return (
        document.querySelector('[data-ad]') === null &&
        video !== null &&
        video.videoHeight > 0 &&
        video.currentTime > atLeast
      );
    },
    { atLeast: seconds, selector: PROGRAMME_VIDEO },
    { timeout, polling: 'raf' },
  );
}

/**
 * The moment the programme's first frame is on screen (polled every animation frame): it is playing, past 0, with no
 * ad break over it. (Its metadata, even its first segment, may load while an ad plays: the height alone says nothing.)
 */
async function waitForProgrammeFrame(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const video = document.querySelector<HTMLVideoElement>(selector);
      return (
        document.querySelector('[data-ad]') === null &&
        video !== null &&
        video.videoHeight > 0 &&
        video.currentTime > 0
      );
    },
    PROGRAMME_VIDEO,
    { timeout: 30_000, polling: 'raf' },
  );
}

test('a visitor gets a house pre-roll before a trailer, skips it after 5 s, and the trailer plays', async () => {
  const { page, baseUrl } = await openBrowser('visitor pre-roll');
  const trailer = await trailerOf(baseUrl, 'Umkhokha');
  const beacons: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/ads\/events\/[^/]+\/([a-zA-Z]+)/.exec(request.url());
    if (match) beacons.push(match[1]!);
  });

  await page.goto(trailer.watchUrl);
  const ad = page.getByRole('group', { name: 'Advertisement' });
  await ad.waitFor({ timeout: 30_000 });
  expect(await ad.getByTestId('ad-label').textContent()).toBe('Ad');
  await ad.getByRole('link', { name: 'Go ad-free with Premium' }).waitFor();
  await ad.getByRole('link', { name: 'Learn more (opens in a new tab)' }).waitFor();
  // The ad plays, and Skip waits for 5 s of it: a disabled countdown first.
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('[data-testid="ad-video"]')?.currentTime ?? 0) > 0.2,
    undefined,
    { timeout: 30_000 },
  );
  const early = ad.getByTestId('ad-skip');
  expect(await early.isDisabled()).toBe(true);
  expect(await early.textContent()).toMatch(/Skip in \d/);
  const skip = ad.getByRole('button', { name: 'Skip ad' });
  await skip.waitFor({ timeout: 30_000 });
  const played = await page.evaluate(
    () => document.querySelector<HTMLVideoElement>('[data-testid="ad-video"]')?.currentTime ?? 0,
  );
  expect(played).toBeGreaterThanOrEqual(4.9);
  // The programme has not started behind the ad.
  expect(
    await page.evaluate(
      (selector) => document.querySelector<HTMLVideoElement>(selector)?.currentTime ?? 0,
      PROGRAMME_VIDEO,
    ),
  ).toBe(0);
  await skip.click();
  await ad.waitFor({ state: 'detached' });
  await waitForProgramme(page, 0.5);
  await expect.poll(() => beacons.includes('impression') && beacons.includes('skip')).toBe(true);
  expect(beacons).toContain('start');
  expect(beacons).not.toContain('complete');
});

test("a Premium viewer's first frame is the programme's: no ad is asked for", async () => {
  const { page, baseUrl } = await openBrowser('premium no ads');
  let vastRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/ads/')) vastRequests += 1;
  });
  await page.goto('/auth?returnUrl=%2Fhome');
  await signInThroughForm(page, 'premium@mzansi.test', DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  const trailer = await trailerOf(baseUrl, 'Umkhokha');
  await page.goto(trailer.watchUrl);
  await waitForProgrammeFrame(page);
  // The first frame on screen is the trailer's, and nothing ever asked for an ad.
  expect(await page.locator('[data-ad]').count()).toBe(0);
  expect(await page.getByTestId('ad-video').count()).toBe(0);
  await waitForProgramme(page, 0.5);
  expect(vastRequests).toBe(0);
});

/**
 * An outside ad server, as an operator would point AD_VAST_URL at (Google Ad Manager, Revive): its VAST answer is a
 * Wrapper that points at its own InLine ad, whose creative is an MP4 it serves; it records every tracking call. In
 * `hang` mode it never answers.
 */
interface OutsideAdServer {
  origin: string;
  mode: 'wrapper' | 'hang';
  calls: string[];
  close(): Promise<void>;
}

async function startOutsideAdServer(creative: Buffer): Promise<OutsideAdServer> {
  const held: http.ServerResponse[] = [];
  const state: OutsideAdServer = { origin: '', mode: 'wrapper', calls: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', state.origin);
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'cache-control': 'no-store',
    };
    state.calls.push(`${url.pathname}${url.search}`);
    const xml = (body: string) => {
      response.writeHead(200, { ...cors, 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
    };
    if (url.pathname === '/vast') {
      if (state.mode === 'hang') {
        held.push(response);
        return;
      }
      xml(`<VAST version="4.2" xmlns="http://www.iab.com/VAST"><Ad id="outside-wrapper"><Wrapper>
  <AdSystem>Outside</AdSystem>
  <Impression><![CDATA[${state.origin}/track/wrapper-impression]]></Impression>
  <Error><![CDATA[${state.origin}/track/wrapper-error?code=[ERRORCODE]]]></Error>
  <VASTAdTagURI><![CDATA[${state.origin}/inline]]></VASTAdTagURI>
  <Creatives><Creative><Linear><TrackingEvents>
    <Tracking event="start"><![CDATA[${state.origin}/track/wrapper-start]]></Tracking>
  </TrackingEvents></Linear></Creative></Creatives>
</Wrapper></Ad></VAST>`);
      return;
    }
    if (url.pathname === '/inline') {
      xml(`<VAST version="4.2" xmlns="http://www.iab.com/VAST"><Ad id="outside-inline"><InLine>
  <AdSystem>Outside</AdSystem>
  <AdTitle>Outside creative</AdTitle>
  <Impression><![CDATA[${state.origin}/track/impression]]></Impression>
  <Error><![CDATA[${state.origin}/track/error?code=[ERRORCODE]]]></Error>
  <Creatives><Creative><Linear skipoffset="00:00:05">
    <Duration>00:00:06</Duration>
    <TrackingEvents>
      <Tracking event="start"><![CDATA[${state.origin}/track/start]]></Tracking>
      <Tracking event="firstQuartile"><![CDATA[${state.origin}/track/firstQuartile]]></Tracking>
      <Tracking event="midpoint"><![CDATA[${state.origin}/track/midpoint]]></Tracking>
      <Tracking event="thirdQuartile"><![CDATA[${state.origin}/track/thirdQuartile]]></Tracking>
      <Tracking event="complete"><![CDATA[${state.origin}/track/complete]]></Tracking>
    </TrackingEvents>
    <VideoClicks><ClickThrough><![CDATA[https://advertiser.example/]]></ClickThrough></VideoClicks>
    <MediaFiles>
      <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="600"><![CDATA[${state.origin}/creative.mp4]]></MediaFile>
    </MediaFiles>
  </Linear></Creative></Creatives>
</InLine></Ad></VAST>`);
      return;
    }
    if (url.pathname === '/creative.mp4') {
      response.writeHead(200, {
        ...cors,
        'content-type': 'video/mp4',
        'content-length': String(creative.length),
        'cross-origin-resource-policy': 'cross-origin',
      });
      response.end(creative);
      return;
    }
    if (url.pathname.startsWith('/track/')) {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    response.writeHead(404, cors);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const response of held) response.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

let outside: OutsideAdServer;
let app: AppProcess;

beforeAll(async () => {
  // six seconds of a moving test picture with sound, as an ad server's progressive MP4 creative
  const clip = await makeTestClip({ name: 'creative.mp4', seconds: 6, toneHz: 660 });
  outside = await startOutsideAdServer(await fs.readFile(clip.file));
  await clip.remove();
  // A second app, configured by its operator to take its ads from the outside server.
  app = await startAppProcess({
    name: 'server-outside-ads',
    env: {
      AD_VAST_URL: `${outside.origin}/vast?slot=[PLACEMENT]&pos=[BREAKPOSITION]&content=[CONTENTID]&lang=[LANGUAGE]&cb=[CACHEBUSTING]`,
    },
  });
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await outside?.close();
});

test('an outside VAST server (a wrapper, then its inline ad) plays its creative and receives its tracking calls', async () => {
  outside.mode = 'wrapper';
  outside.calls.length = 0;
  const { page } = await openBrowser('outside ad server');
  const trailer = await trailerOf(app.baseUrl, 'Umkhokha');
  await page.goto(`${app.baseUrl}${trailer.watchUrl}`);
  const ad = page.getByRole('group', { name: 'Advertisement' });
  await ad.waitFor({ timeout: 30_000 });
  // The player asked the outside server with the macros filled in.
  const asked = outside.calls.find((call) => call.startsWith('/vast?'))!;
  const query = new URL(asked, outside.origin).searchParams;
  expect(query.get('slot')).toBe('preroll');
  expect(query.get('pos')).toBe('1');
  expect(query.get('content')).toBe(trailer.videoId);
  expect(query.get('lang')).toMatch(/^[a-z]{2,3}$/);
  expect(query.get('cb')).toMatch(/^\d+$/);
  // Its creative plays to the end (6 s), and then the trailer.
  await waitForProgramme(page, 0.5, 40_000);
  await expect
    .poll(() => outside.calls.filter((call) => call.startsWith('/track/')).map((call) => call.slice(7)))
    .toEqual(
      expect.arrayContaining([
        'wrapper-impression',
        'impression',
        'wrapper-start',
        'start',
        'firstQuartile',
        'midpoint',
        'thirdQuartile',
        'complete',
      ]),
    );
  expect(outside.calls).toContain('/creative.mp4');
});

test("an ad server that never answers: the trailer's first frame within 3 s of asking it", async () => {
  outside.mode = 'hang';
  outside.calls.length = 0;
  const { page } = await openBrowser('ad server never answers');
  const trailer = await trailerOf(app.baseUrl, 'Umkhokha');
  let askedAt = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(`${outside.origin}/vast`)) askedAt = Date.now();
  });
  await page.goto(`${app.baseUrl}${trailer.watchUrl}`);
  await waitForProgrammeFrame(page);
  const firstFrameAt = Date.now();
  expect(askedAt).toBeGreaterThan(0);
  expect(firstFrameAt - askedAt).toBeLessThan(3000);
  expect(await page.getByTestId('ad-video').count()).toBe(0);
  await waitForProgramme(page, 0.5);
});
