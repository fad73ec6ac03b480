/**
 * Start-up benchmark (issue 5, Performance): time from play() to the first rendered frame in Chromium, for a
 * trailer (visitor) and a premium main video (signed in as premium@mzansi.test), unthrottled and on simulated
 * Fast 4G. Goal: median < 1 s on Fast 4G.
 *
 *   npm run bench:startup -- [--runs 20] [--scenarios trailer,premium] [--networks none,fast4g] [--label name]
 *                             [--timeout 30]
 *
 * The built server (apps/server/dist/main.js and apps/web/dist; this bench does not build them) runs in
 * production mode in its own process on a fresh embedded database seeded with the demo catalogue, reusing the
 * demo media in .cache/e2e-storage, and serves a copy of apps/web/dist taken at start (a rebuild during the run
 * would otherwise leave it naming deleted chunks). Every run is a fresh Chromium (playwright-core,
 * /usr/bin/chromium, headless, the e2e flags including --autoplay-policy=no-user-gesture-required) with a fresh
 * temp profile, so no HTTP cache, no remembered bandwidth estimate and a new device cookie; the premium runs sign
 * in through the API first (in that browser context, and end the account's streams before and after: a fresh
 * profile is a new device and premium allows 4), then every run loads the title page
 * /watch/{titleId}?play={videoId}, where the web player opens and starts by itself.
 *
 * What is measured: an init script wraps HTMLMediaElement.prototype.play; the first play() call on a <video>
 * records performance.now() and registers requestVideoFrameCallback; the first callback is the first rendered
 * frame (TTFF = callback time - play() time). Without requestVideoFrameCallback the 'playing' event stands in.
 * If the page does not start playback by itself (autoplay refused: data-state "paused"), the bench clicks the
 * player's Play button and measures from that click. Also kept per run: play() -> 'playing', navigation start ->
 * first frame (the whole page load, for context) and the rung of the first media segment hls.js fetched.
 *
 * Fast 4G is Chrome DevTools' preset of that name, applied with CDP Network.emulateNetworkConditions before the
 * page loads: 165 ms latency (60 ms RTT x 2.75), 9 Mbit/s x 0.9 down, 1.5 Mbit/s x 0.9 up (Fast4GConditions in
 * https://github.com/ChromeDevTools/devtools-frontend/blob/main/front_end/core/sdk/NetworkManager.ts). The CDP
 * latency is added to every request (Chromium 156 delays the response's completion by it), on top of loopback;
 * the "html ms" column (navigation start -> the HTML's responseEnd) shows it is in force.
 *
 * Reading the figures: median and p95 (nearest rank) per scenario in ms, with the failed runs counted apart. The
 * runs of the four scenarios are interleaved so that changes in machine load spread over all of them; the load
 * average is printed and kept. Everything goes to bench/results/startup-<date>[-label].json.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { videoDetailSchema, videoPageSchema } from '@mzansi/contracts/discovery';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../../e2e/support/chromium';
import { ROOT, startServer, type RunningServer } from '../api/server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    scenarios: { type: 'string', default: 'trailer,premium' },
    networks: { type: 'string', default: 'none,fast4g' },
    timeout: { type: 'string', default: '30' },
    label: { type: 'string', default: '' },
  },
});
const runs = Math.max(1, Number(values.runs));
const timeoutMs = Number(values.timeout) * 1000;

const STORAGE_DIR = path.join(ROOT, '.cache/e2e-storage');
const PREMIUM = { email: 'premium@mzansi.test', password: 'mzansi-demo-2026' };
const GOAL_MS = 1000;

/** Chrome DevTools' "Fast 4G" (Fast4GConditions, front_end/core/sdk/NetworkManager.ts). */
const NETWORKS = {
  none: null,
  fast4g: {
    offline: false,
    latency: 60 * 2.75,
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  },
} as const;
type NetworkName = keyof typeof NETWORKS;
type ScenarioKind = 'trailer' | 'premium';

const scenarioKinds = values.scenarios.split(',').map((kind) => kind.trim()) as ScenarioKind[];
const networkNames = values.networks.split(',').map((name) => name.trim()) as NetworkName[];
for (const kind of scenarioKinds) {
  if (kind !== 'trailer' && kind !== 'premium') throw new Error(`Unknown scenario: ${String(kind)}`);
}
for (const name of networkNames) if (!(name in NETWORKS)) throw new Error(`Unknown network: ${name}`);

/** What the init script keeps in the page (performance.now() times, ms from navigation start). */
interface PageMarks {
  play: number | null;
  click: number | null;
  playEvent: number | null;
  playing: number | null;
  frame: number | null;
  /** requestVideoFrameCallback metadata of the first frame */
  expectedDisplayTime: number | null;
  mediaTime: number | null;
  rvfc: boolean;
}

declare global {
  interface Window {
    __startupMarks?: PageMarks;
  }
}

/**
 * Runs in the page before any of its scripts. A string, not a function: tsx's esbuild would add helpers (__name)
 * to a function's source that do not exist in the page.
 */
const INSTALL_MARKS = `(() => {
  const marks = {
    play: null, click: null, playEvent: null, playing: null, frame: null,
    expectedDisplayTime: null, mediaTime: null,
    rvfc: 'requestVideoFrameCallback' in HTMLVideoElement.prototype,
  };
  window.__startupMarks = marks;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (this instanceof HTMLVideoElement && marks.play === null) {
      marks.play = performance.now();
      this.addEventListener('play', () => { marks.playEvent ??= performance.now(); }, { once: true });
      this.addEventListener('playing', () => { marks.playing ??= performance.now(); }, { once: true });
      if (marks.rvfc) {
        this.requestVideoFrameCallback((now, metadata) => {
          marks.frame = performance.now();
          marks.expectedDisplayTime = metadata.expectedDisplayTime;
          marks.mediaTime = metadata.mediaTime;
        });
      }
    }
    return play.call(this);
  };
})();`;

interface RunResult {
  scenario: string;
  run: number;
  ok: boolean;
  /** play() (or the Play click) -> first requestVideoFrameCallback ('playing' without it) */
  ttffMs: number | null;
  playToPlayingMs: number | null;
  /** navigation start -> first frame: the whole page load */
  navigationToFrameMs: number | null;
  navigationToPlayMs: number | null;
  /** navigation start -> the document's responseEnd: shows the network emulation is on (>= its latency) */
  documentResponseEndMs: number | null;
  clickedPlay: boolean;
  firstSegmentRung: string | null;
  mediaRequestsBeforeFrame: number;
  state: string | null;
  error: string | null;
}

interface Scenario {
  name: string;
  kind: ScenarioKind;
  network: NetworkName;
  titleId: string;
  videoId: string;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

const pageSchema = videoPageSchema.pick({ items: true });
const detailSchema = videoDetailSchema.pick({
  id: true,
  title: true,
  premium: true,
  trailer: true,
  mainVideo: true,
});

/** A premium title with a trailer and an HD main video among the first 20 (falls back to any such title). */
async function pickTitle(server: RunningServer) {
  const list = pageSchema.parse(
    await (await expectOk(await fetch(`${server.url}/api/videos?limit=20`), 'GET /api/videos')).json(),
  );
  const candidates = [];
  for (const item of list.items) {
    const detail = detailSchema.parse(
      await (
        await expectOk(await fetch(`${server.url}/api/videos/${item.id}`), `GET /api/videos/${item.id}`)
      ).json(),
    );
    if (detail.trailer && detail.mainVideo?.maxQuality === 'HD') candidates.push(detail);
  }
  const title = candidates.find((detail) => detail.premium) ?? candidates[0];
  if (!title) throw new Error('none of the first 20 titles has both a trailer and an HD main video');
  return title as typeof title & { trailer: { videoId: string }; mainVideo: { videoId: string } };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Ends every stream of the account (a fresh profile is a new device; premium allows 4 at once). */
async function endStreams(context: BrowserContext, baseUrl: string): Promise<void> {
  const response = await context.request.get(`${baseUrl}/api/stream-sessions`);
  if (!response.ok()) return;
  const body = (await response.json()) as { items?: { id: string }[] };
  for (const stream of body.items ?? []) {
    await context.request.delete(`${baseUrl}/api/stream-sessions/${stream.id}`);
  }
}

async function oneRun(
  chromePath: string,
  baseUrl: string,
  scenario: Scenario,
  run: number,
): Promise<RunResult> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-startup-'));
  const result: RunResult = {
    scenario: scenario.name,
    run,
    ok: false,
    ttffMs: null,
    playToPlayingMs: null,
    navigationToFrameMs: null,
    navigationToPlayMs: null,
    documentResponseEndMs: null,
    clickedPlay: false,
    firstSegmentRung: null,
    mediaRequestsBeforeFrame: 0,
    state: null,
    error: null,
  };
  let context: BrowserContext | null = null;
  const problems: string[] = [];
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1366, height: 900 },
      locale: 'en-ZA',
      timezoneId: 'Africa/Johannesburg',
    });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    if (scenario.kind === 'premium') {
      const login = await context.request.post(`${baseUrl}/api/auth/login`, { data: PREMIUM });
      if (!login.ok()) throw new Error(`sign-in: HTTP ${login.status()} ${await login.text()}`);
      await endStreams(context, baseUrl);
    }
    await page.addInitScript({ content: INSTALL_MARKS });
    const conditions = NETWORKS[scenario.network];
    if (conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    let frameSeen = false;
    // For the failure message: what the page could not load (a rebuilt apps/web/dist shows up here as 404s).
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('request', (request) => {
      const match = /\/media\/v\/[^/]+\/[^/]+\/(\d{3,4}p)\/seg_\d+\.m4s/.exec(request.url());
      if (!match || frameSeen) return;
      result.mediaRequestsBeforeFrame += 1;
      result.firstSegmentRung ??= match[1]!;
    });

    await page.goto(`${baseUrl}/watch/${scenario.titleId}?play=${scenario.videoId}`, { waitUntil: 'commit' });
    const player = page.getByRole('region', { name: 'Video player' });
    const deadline = Date.now() + timeoutMs;
    // Wait for the page's own play(); a refused autoplay leaves the player paused with its Play button.
    for (;;) {
      const marks = await page.evaluate(() => window.__startupMarks ?? null).catch(() => null);
      if (marks?.play != null) break;
      const state = await player.getAttribute('data-state', { timeout: 250 }).catch(() => null);
      if (state === 'error') throw new Error(`the player shows an error: ${await player.innerText()}`);
      if (state === 'paused') {
        await page.evaluate(() => {
          window.__startupMarks!.click = performance.now();
        });
        await player.getByRole('button', { name: 'Play', exact: true }).first().click();
        result.clickedPlay = true;
        break;
      }
      if (Date.now() > deadline) throw new Error(`no play() within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await page.waitForFunction(
      () => {
        const marks = window.__startupMarks;
        return !!marks && (marks.rvfc ? marks.frame !== null : marks.playing !== null);
      },
      undefined,
      { timeout: Math.max(1000, deadline - Date.now()), polling: 20 },
    );
    frameSeen = true;
    // 'playing' usually fires around the first frame; give it a moment for the secondary figure.
    await page
      .waitForFunction(() => window.__startupMarks?.playing != null, undefined, { timeout: 2000 })
      .catch(() => undefined);
    const marks: PageMarks = await page.evaluate(() => window.__startupMarks!);
    const start = result.clickedPlay ? marks.click! : marks.play!;
    const frame = marks.rvfc ? marks.frame! : marks.playing!;
    result.ttffMs = frame - start;
    result.playToPlayingMs = marks.playing === null ? null : marks.playing - start;
    result.navigationToFrameMs = frame;
    result.navigationToPlayMs = start;
    result.documentResponseEndMs = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return entry ? entry.responseEnd : null;
    });
    result.state = await player.getAttribute('data-state').catch(() => null);
    result.ok = true;
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    if (problems.length > 0) result.error += ` [${problems.slice(0, 4).join('; ')}]`;
    if (context) {
      const page = context.pages()[0];
      result.state =
        (await page
          ?.getByRole('region', { name: 'Video player' })
          .getAttribute('data-state', { timeout: 500 })
          .catch(() => null)) ?? null;
    }
  } finally {
    if (context) {
      if (scenario.kind === 'premium') await endStreams(context, baseUrl).catch(() => undefined);
      await context.close().catch(() => undefined);
    }
    await fs.rm(profile, { recursive: true, force: true });
  }
  return result;
}

/**
 * Copies apps/web/dist for the server to serve: it reads the HTML template and Vite's manifest once, so a rebuild
 * of apps/web/dist during the run (other work in this tree) would otherwise leave it naming deleted chunks.
 * Returns the build's date; retries when a rebuild was caught half-way.
 */
async function snapshotWebBuild(target: string): Promise<string> {
  const source = path.join(ROOT, 'apps/web/dist');
  for (let attempt = 1; ; attempt++) {
    await fs.rm(target, { recursive: true, force: true });
    await fs.cp(source, target, { recursive: true, preserveTimestamps: true });
    const html = await fs.readFile(path.join(target, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1]!);
    if (assets.length > 0 && assets.every((asset) => existsSync(path.join(target, asset)))) {
      return (await fs.stat(path.join(target, 'index.html'))).mtime.toISOString();
    }
    if (attempt === 3) throw new Error('apps/web/dist keeps changing (a build is running?): try again later');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(ROOT, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const loadStart = os.loadavg();
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${loadStart.map((n) => n.toFixed(2)).join(' ')}`,
  );
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-startup-data-'));
  const webDir = path.join(dataDir, 'web');
  let server: RunningServer | null = null;
  try {
    const webBuiltAt = await snapshotWebBuild(webDir);
    console.log(`Starting the built server (production, demo seed, web build of ${webBuiltAt})…`);
    server = await startServer(
      {
        DATA_DIR: dataDir,
        STORAGE_DIR,
        WEB_DIST_DIR: webDir,
        SEED_DEMO: 'true',
        DEMO_MEDIA_CONCURRENCY: '1',
      },
      { healthTimeoutMs: 280_000 },
    );
    const title = await pickTitle(server);
    console.log(
      `Title: ${title.title} (${title.id}${title.premium ? ', premium' : ''}); trailer ${title.trailer.videoId}, ` +
        `main ${title.mainVideo.videoId}; ${chromePath}`,
    );
    const scenarios: Scenario[] = [];
    for (const network of networkNames) {
      for (const kind of scenarioKinds) {
        scenarios.push({
          name: `${kind === 'trailer' ? 'trailer (visitor)' : 'premium main video'}, ${network === 'none' ? 'unthrottled' : 'Fast 4G'}`,
          kind,
          network,
          titleId: title.id,
          videoId: kind === 'trailer' ? title.trailer.videoId : title.mainVideo.videoId,
        });
      }
    }

    const results: RunResult[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const scenario of scenarios) {
        const result = await oneRun(chromePath, server.url, scenario, run);
        results.push(result);
        console.log(
          `  ${String(run).padStart(2)} ${scenario.name.padEnd(34)} ` +
            (result.ok
              ? `${result.ttffMs!.toFixed(0).padStart(5)} ms (page ${result.navigationToFrameMs!.toFixed(0)} ms, ` +
                `first segment ${result.firstSegmentRung ?? '?'}${result.clickedPlay ? ', clicked Play' : ''})`
              : `FAILED: ${result.error} (state ${result.state})`),
        );
      }
    }

    const summary = scenarios.map((scenario) => {
      const rows = results.filter((row) => row.scenario === scenario.name);
      const ok = rows.filter((row) => row.ok);
      const sorted = (pick: (row: RunResult) => number | null) =>
        ok
          .map(pick)
          .filter((value): value is number => value !== null)
          .sort((a, b) => a - b);
      const ttff = sorted((row) => row.ttffMs);
      const playing = sorted((row) => row.playToPlayingMs);
      const page = sorted((row) => row.navigationToFrameMs);
      const documentResponse = sorted((row) => row.documentResponseEndMs);
      const rungs: Record<string, number> = {};
      for (const row of ok)
        rungs[row.firstSegmentRung ?? '?'] = (rungs[row.firstSegmentRung ?? '?'] ?? 0) + 1;
      return {
        scenario: scenario.name,
        kind: scenario.kind,
        network: scenario.network,
        videoId: scenario.videoId,
        runs: rows.length,
        failures: rows.length - ok.length,
        clickedPlay: ok.filter((row) => row.clickedPlay).length,
        ttff: {
          median: median(ttff),
          p95: percentile(ttff, 95),
          min: ttff[0] ?? null,
          max: ttff.at(-1) ?? null,
        },
        playToPlaying: { median: median(playing), p95: percentile(playing, 95) },
        navigationToFrame: { median: median(page), p95: percentile(page, 95) },
        documentLoadMedian: median(documentResponse),
        firstSegmentRungs: rungs,
        meetsGoal: scenario.network === 'fast4g' ? median(ttff) < GOAL_MS : null,
      };
    });

    const loadEnd = os.loadavg();
    const fmt = (n: number | null) => (n === null || !Number.isFinite(n) ? '-' : n.toFixed(0));
    console.log(
      `\nplay() -> first frame (requestVideoFrameCallback), ${runs} runs per scenario, fresh profile each; ` +
        `load average now ${loadEnd.map((n) => n.toFixed(2)).join(' ')}`,
    );
    console.log(
      'scenario                            median ms  p95 ms  ->playing  page->frame  html ms  fail  first rung',
    );
    for (const row of summary) {
      console.log(
        `${row.scenario.padEnd(34)} ${fmt(row.ttff.median).padStart(10)} ${fmt(row.ttff.p95).padStart(7)} ` +
          `${fmt(row.playToPlaying.median).padStart(10)} ${fmt(row.navigationToFrame.median).padStart(12)} ` +
          `${fmt(row.documentLoadMedian).padStart(8)} ${String(row.failures).padStart(5)}  ` +
          Object.entries(row.firstSegmentRungs)
            .map(([rung, count]) => `${rung} x${count}`)
            .join(', ') +
          (row.meetsGoal === null ? '' : row.meetsGoal ? '  (goal < 1 s: met)' : '  (goal < 1 s: NOT met)'),
      );
    }

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(
      ROOT,
      'bench/results',
      `startup-${stamp}${values.label ? `-${values.label}` : ''}.json`,
    );
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          label: values.label || null,
          machine: {
            cores: os.availableParallelism(),
            cpu: os.cpus()[0]?.model ?? null,
            node: process.version,
            chromium: chromePath,
            loadAverageStart: loadStart,
            loadAverageEnd: loadEnd,
          },
          setup: {
            runs,
            goalMs: GOAL_MS,
            networks: Object.fromEntries(networkNames.map((name) => [name, NETWORKS[name]])),
            chromiumArgs: CHROMIUM_ARGS,
            webBuild: webBuiltAt,
            title: { id: title.id, title: title.title, premium: title.premium },
          },
          summary,
          runs: results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nWrote ${path.relative(ROOT, file)}`);
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
