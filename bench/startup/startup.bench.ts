/**
 * Start-up benchmark (issue 5, then issue 15): time to the first decoded frame of a trailer in Chromium, in the app
 * and in a minimal reference player (plain hls.js) fed by nginx or by our tokenised media route, unthrottled and on
 * simulated Fast 4G, in one run.
 *
 *   npm run bench:startup -- [--runs 15] [--scenarios app-click,app-cold,ref-nginx-click,ref-nginx-cold,
 *                             ref-route-click,ref-route-cold] [--networks none,fast4g] [--title umkhokha]
 *                             [--timeout 30] [--label name] [--readme auto|yes|no]
 *
 * Scenarios (each for every network):
 *   app-click        a visitor opens /watch/{title}, waits until the page is loaded and the network idle (500 ms
 *                    without requests), then clicks the page's "Watch trailer": click -> first frame
 *   app-cold         a visitor opens /watch/{title}?play={trailer} in a fresh profile: navigation start -> first
 *                    frame (and play() -> first frame)
 *   ref-nginx-click  bench-ref/index.html (plain hls.js, `new Hls()` with its defaults, the hls.js of node_modules
 *                    served as a static file, gzipped) served by nginx, which also serves the trailer's HLS files
 *                    straight from the storage folder (no token, no gzip): the page loaded and idle, click Play ->
 *                    frame
 *   ref-nginx-cold   the same page opened with autoplay: navigation start -> first frame
 *   ref-route-click  the same page served by the app (it must share the app's origin for the device cookie), asking
 *                    POST /api/signed-video-url-public on Play and playing the signed URL through our media route
 *   ref-route-cold   the same page opened with autoplay: navigation start -> first frame
 *
 * The built server (apps/server/dist/main.js and apps/web/dist; this bench does not build them: `npm run build`)
 * runs in production mode in its own process on a fresh embedded database seeded with the demo catalogue, reusing
 * the demo media in .cache/e2e-storage, and serves a copy of apps/web/dist taken at start (a rebuild during the run
 * would otherwise leave it naming deleted chunks), with the reference page added to the copy. Every run is a fresh
 * Chromium (playwright-core launchPersistentContext, /usr/bin/chromium, headless, the e2e flags of
 * e2e/support/chromium.ts) with a fresh temp profile: no HTTP cache, no remembered bandwidth, a new device cookie.
 *
 * What is measured: an init script wraps HTMLMediaElement.prototype.play; the first play() call on a <video>
 * records performance.now() and registers requestVideoFrameCallback, whose first callback is the first frame. A
 * capturing click listener records the click's event time. Cold scenarios measure from navigation start
 * (performance.now() = 0). Every run also keeps the requests made up to the first frame (what, when it started and
 * ended, in ms of the page's clock), the rung of the first media segment and, for the app, which requests the
 * click did not have to make (prefetched).
 *
 * Fast 4G is Chrome DevTools' preset of that name, applied with CDP Network.emulateNetworkConditions before the
 * page loads: 165 ms latency (60 ms RTT x 2.75), 9 Mbit/s x 0.9 down, 1.5 Mbit/s x 0.9 up (Fast4GConditions in
 * https://github.com/ChromeDevTools/devtools-frontend/blob/main/front_end/core/sdk/NetworkManager.ts). The CDP
 * latency is added to every request, on top of loopback; the "html ms" column (navigation start -> the HTML's
 * responseEnd) shows it is in force.
 *
 * Reading the figures: median and p95 (nearest rank) per scenario and network in ms, failed runs counted apart,
 * and the ratios app/ref-nginx and ref-route/ref-nginx of the medians (click with click, cold with cold). The runs
 * of all scenarios are interleaved so that changes in machine load spread over all of them; the load average is
 * printed and kept. Everything goes to bench/results/startup-<date>[-label].json; with --readme yes (or auto and
 * at least 10 runs without failures) the figures table in bench/README.md is replaced when it changed.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { videoDetailSchema } from '@mzansi/contracts/discovery';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../../e2e/support/chromium';
import { machine, writeResults } from '../results';
import { ROOT, startServer, type RunningServer } from '../api/server';
import { findNginx, NO_NGINX_MESSAGE, startNginx, type Nginx } from '../../apps/server/test/nginx';

const SCENARIOS = [
  'app-click',
  'app-cold',
  'ref-nginx-click',
  'ref-nginx-cold',
  'ref-route-click',
  'ref-route-cold',
] as const;
type ScenarioKind = (typeof SCENARIOS)[number];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    networks: { type: 'string', default: 'none,fast4g' },
    title: { type: 'string', default: 'umkhokha' },
    timeout: { type: 'string', default: '30' },
    label: { type: 'string', default: '' },
    readme: { type: 'string', default: 'auto' },
  },
});
const runs = Math.max(1, Number(values.runs));
const timeoutMs = Number(values.timeout) * 1000;

const STORAGE_DIR = path.join(ROOT, '.cache/e2e-storage');
const README = path.join(ROOT, 'bench/README.md');
const README_START = '<!-- bench:startup figures start -->';
const README_END = '<!-- bench:startup figures end -->';
/** Goals of issue 15 (medians on Fast 4G). */
const GOALS: Partial<Record<ScenarioKind, number>> = { 'app-click': 800, 'app-cold': 1500 };

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
const NETWORK_LABEL: Record<NetworkName, string> = { none: 'unthrottled', fast4g: 'Fast 4G' };

const scenarioKinds = values.scenarios.split(',').map((kind) => kind.trim()) as ScenarioKind[];
const networkNames = values.networks.split(',').map((name) => name.trim()) as NetworkName[];
for (const kind of scenarioKinds) {
  if (!SCENARIOS.includes(kind)) throw new Error(`Unknown scenario: ${String(kind)}`);
}
for (const name of networkNames) if (!(name in NETWORKS)) throw new Error(`Unknown network: ${name}`);

/** What the init script keeps in the page (performance.now() times, ms from navigation start). */
interface PageMarks {
  play: number | null;
  click: number | null;
  pointerdown: number | null;
  playing: number | null;
  frame: number | null;
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
    play: null, click: null, pointerdown: null, playing: null, frame: null,
    rvfc: 'requestVideoFrameCallback' in HTMLVideoElement.prototype,
  };
  window.__startupMarks = marks;
  addEventListener('pointerdown', (event) => { marks.pointerdown ??= event.timeStamp; }, true);
  addEventListener('click', (event) => { marks.click ??= event.timeStamp; }, true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (this instanceof HTMLVideoElement && marks.play === null) {
      marks.play = performance.now();
      this.addEventListener('playing', () => { marks.playing ??= performance.now(); }, { once: true });
      if (marks.rvfc) this.requestVideoFrameCallback(() => { marks.frame = performance.now(); });
    }
    return play.call(this);
  };
})();`;

/** The reference player: plain hls.js with its defaults, nothing else. */
const REF_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>hls.js reference</title><script src="hls.min.js" defer></script><script src="ref.js" defer></script></head>
<body style="margin:0;background:#000">
<button id="play" type="button">Play</button>
<video id="video" playsinline muted style="width:960px;height:540px"></video>
</body>
</html>
`;
const REF_JS = `(() => {
  const params = new URLSearchParams(location.search);
  const video = document.getElementById('video');
  async function sourceUrl() {
    if (params.get('source') !== 'route') return '/videos/' + params.get('video') + '/master.m3u8';
    const response = await fetch('/api/signed-video-url-public', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: params.get('video') }),
    });
    return (await response.json()).signedUrl;
  }
  async function start() {
    const hls = new Hls();
    hls.loadSource(await sourceUrl());
    hls.attachMedia(video);
    video.play().catch(() => undefined);
  }
  document.getElementById('play').addEventListener('click', () => void start());
  if (params.get('autoplay') === '1') void start();
})();
`;

interface RequestRecord {
  kind: string;
  /** ms of the page's clock (performance.now()) */
  start: number;
  end: number | null;
  status: number | null;
}

interface RunResult {
  scenario: string;
  kind: ScenarioKind;
  network: NetworkName;
  run: number;
  ok: boolean;
  /** click -> first frame (click scenarios); navigation start -> first frame (cold) */
  ttffMs: number | null;
  /** play() -> first frame */
  playToFrameMs: number | null;
  /** the start (click, or navigation) -> play() */
  startToPlayMs: number | null;
  /** navigation start -> the document's responseEnd: shows the network emulation is on */
  documentResponseEndMs: number | null;
  firstSegmentRung: string | null;
  /** what was requested from the start to the first frame */
  requests: RequestRecord[];
  error: string | null;
}

interface Scenario {
  name: string;
  kind: ScenarioKind;
  network: NetworkName;
}

interface Targets {
  app: string;
  nginx: string;
  titleId: string;
  trailerId: string;
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

/** What a request was, for the timeline. */
function requestKind(url: URL): string {
  const file = url.pathname;
  if (file.endsWith('/master.m3u8')) return 'master';
  if (file.endsWith('/index.m3u8')) return `playlist ${/(\d{3,4}p)\//.exec(file)?.[1] ?? ''}`.trim();
  if (file.endsWith('/init.mp4')) return `init ${/(\d{3,4}p)\//.exec(file)?.[1] ?? ''}`.trim();
  if (/seg_\d+\.m4s$/.test(file))
    return `segment ${/(\d{3,4}p)\/seg_(\d+)/.exec(file)?.slice(1).join(' ') ?? ''}`;
  if (file.includes('signed-video-url')) return 'signed url';
  if (/hls[^/]*\.js$/.test(file)) return `js ${path.basename(file)}`;
  if (file.endsWith('.js')) return `js ${path.basename(file)}`;
  if (file.startsWith('/api/')) return `api ${file.slice(5)}`;
  return file;
}

async function oneRun(
  chromePath: string,
  targets: Targets,
  scenario: Scenario,
  run: number,
): Promise<RunResult> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-startup-'));
  const result: RunResult = {
    scenario: scenario.name,
    kind: scenario.kind,
    network: scenario.network,
    run,
    ok: false,
    ttffMs: null,
    playToFrameMs: null,
    startToPlayMs: null,
    documentResponseEndMs: null,
    firstSegmentRung: null,
    requests: [],
    error: null,
  };
  let context: BrowserContext | null = null;
  const problems: string[] = [];
  const seen: Request[] = [];
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
    await page.addInitScript({ content: INSTALL_MARKS });
    const conditions = NETWORKS[scenario.network];
    if (conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    // For the failure message: what the page could not load (a rebuilt apps/web/dist shows up here as 404s).
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('request', (request) => seen.push(request));

    const [source, mode] = scenario.kind.split(/-(?=click$|cold$)/) as [string, 'click' | 'cold'];
    const cold = mode === 'cold';
    let url: string;
    if (source === 'app') {
      url = `${targets.app}/watch/${targets.titleId}${cold ? `?play=${targets.trailerId}` : ''}`;
    } else {
      const origin = source === 'ref-nginx' ? targets.nginx : targets.app;
      const query = new URLSearchParams({
        source: source === 'ref-nginx' ? 'nginx' : 'route',
        video: targets.trailerId,
        ...(cold ? { autoplay: '1' } : {}),
      });
      url = `${origin}/bench-ref/index.html?${query}`;
    }
    const deadline = Date.now() + timeoutMs;
    if (cold) {
      await page.goto(url, { waitUntil: 'commit' });
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      await page.waitForLoadState('networkidle', { timeout: Math.max(1000, deadline - Date.now()) });
      const button =
        source === 'app'
          ? page
              .getByRole('link', { name: 'Watch trailer' })
              .or(page.getByRole('button', { name: 'Watch trailer' }))
              .first()
          : page.getByRole('button', { name: 'Play' });
      await button.click({ timeout: Math.max(1000, deadline - Date.now()) });
    }
    await page.waitForFunction(
      () => {
        const marks = window.__startupMarks;
        return !!marks && (marks.rvfc ? marks.frame !== null : marks.playing !== null);
      },
      undefined,
      { timeout: Math.max(1000, deadline - Date.now()), polling: 20 },
    );
    const marks: PageMarks = await page.evaluate(() => window.__startupMarks!);
    const start = cold ? 0 : marks.click!;
    const frame = marks.rvfc ? marks.frame! : marks.playing!;
    result.ttffMs = frame - start;
    result.playToFrameMs = marks.play === null ? null : frame - marks.play;
    result.startToPlayMs = marks.play === null ? null : marks.play - start;
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    result.documentResponseEndMs = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return entry ? entry.responseEnd : null;
    });
    for (const request of seen) {
      const timing = request.timing();
      const begin = timing.startTime - timeOrigin;
      if (begin > frame || begin < start - 1) continue;
      const response = await request.response().catch(() => null);
      result.requests.push({
        kind: requestKind(new URL(request.url())),
        start: Math.round(begin),
        end: timing.responseEnd >= 0 ? Math.round(begin + timing.responseEnd) : null,
        status: response?.status() ?? null,
      });
    }
    result.firstSegmentRung =
      result.requests.find((entry) => entry.kind.startsWith('segment'))?.kind.split(' ')[1] ?? null;
    result.ok = true;
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    if (problems.length > 0) result.error += ` [${problems.slice(0, 4).join('; ')}]`;
  } finally {
    if (context) await context.close().catch(() => undefined);
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

/** The reference page and the hls.js of node_modules, in `dir`. */
async function writeReferencePage(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const hlsDir = path.join(ROOT, 'node_modules/hls.js');
  await fs.copyFile(path.join(hlsDir, 'dist/hls.min.js'), path.join(dir, 'hls.min.js'));
  await fs.writeFile(path.join(dir, 'index.html'), REF_HTML);
  await fs.writeFile(path.join(dir, 'ref.js'), REF_JS);
  return (JSON.parse(await fs.readFile(path.join(hlsDir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** nginx serving the reference page and the storage folder's HLS files as they are. */
function referenceSite(listen: string, refDir: string): string {
  return `server {
    listen ${listen};
    server_tokens off;
    types {
        text/html html;
        application/javascript js;
        application/vnd.apple.mpegurl m3u8;
        video/iso.segment m4s;
        video/mp4 mp4;
    }
    default_type application/octet-stream;
    # The page and hls.js compressed, as the app's own scripts are; the HLS files as they are.
    location /bench-ref/ { alias ${refDir}/; gzip on; gzip_types application/javascript; }
    location /videos/ { alias ${STORAGE_DIR}/videos/; }
}
`;
}

async function pickTrailer(server: RunningServer, idOrSlug: string) {
  const response = await fetch(`${server.url}/api/videos/${encodeURIComponent(idOrSlug)}`);
  if (!response.ok) throw new Error(`GET /api/videos/${idOrSlug}: HTTP ${response.status}`);
  const detail = videoDetailSchema
    .pick({ id: true, title: true, trailer: true })
    .parse(await response.json());
  if (!detail.trailer) throw new Error(`${detail.title} has no trailer`);
  return { titleId: idOrSlug, title: detail.title, trailerId: detail.trailer.videoId };
}

type Summary = ReturnType<typeof summarise>;

function summarise(scenario: Scenario, results: RunResult[]) {
  const rows = results.filter((row) => row.scenario === scenario.name);
  const ok = rows.filter((row) => row.ok);
  const sorted = (pick: (row: RunResult) => number | null) =>
    ok
      .map(pick)
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
  const ttff = sorted((row) => row.ttffMs);
  const playToFrame = sorted((row) => row.playToFrameMs);
  const rungs: Record<string, number> = {};
  for (const row of ok) rungs[row.firstSegmentRung ?? '?'] = (rungs[row.firstSegmentRung ?? '?'] ?? 0) + 1;
  const goal = scenario.network === 'fast4g' ? GOALS[scenario.kind] : undefined;
  return {
    scenario: scenario.name,
    kind: scenario.kind,
    network: scenario.network,
    runs: rows.length,
    failures: rows.length - ok.length,
    ttff: { median: median(ttff), p95: percentile(ttff, 95), min: ttff[0] ?? null, max: ttff.at(-1) ?? null },
    playToFrame: { median: median(playToFrame), p95: percentile(playToFrame, 95) },
    startToPlayMedian: median(sorted((row) => row.startToPlayMs)),
    documentLoadMedian: median(sorted((row) => row.documentResponseEndMs)),
    firstSegmentRungs: rungs,
    goalMs: goal ?? null,
    meetsGoal: goal === undefined ? null : median(ttff) <= goal,
  };
}

const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(digits);

/** The figures table, as printed and as written into bench/README.md. */
function figuresTable(summary: Summary[]): string[] {
  const lines = [
    'scenario                      network      median ms  p95 ms  play->frame  start->play  html ms  fail  first rung',
  ];
  for (const row of summary) {
    lines.push(
      `${row.kind.padEnd(29)} ${NETWORK_LABEL[row.network].padEnd(12)} ${fmt(row.ttff.median).padStart(9)} ` +
        `${fmt(row.ttff.p95).padStart(7)} ${fmt(row.playToFrame.median).padStart(12)} ` +
        `${fmt(row.startToPlayMedian).padStart(12)} ${fmt(row.documentLoadMedian).padStart(8)} ` +
        `${String(row.failures).padStart(5)}  ` +
        Object.entries(row.firstSegmentRungs)
          .map(([rung, count]) => `${rung} x${count}`)
          .join(', ') +
        (row.meetsGoal === null ? '' : `  (goal <= ${row.goalMs} ms: ${row.meetsGoal ? 'met' : 'NOT met'})`),
    );
  }
  const ratios = ratioLines(summary);
  if (ratios.length > 0) lines.push('', 'ratios of the medians (same network, same mode):', ...ratios);
  return lines;
}

function ratioLines(summary: Summary[]): string[] {
  const find = (kind: string, network: NetworkName) =>
    summary.find((row) => row.kind === kind && row.network === network)?.ttff.median ?? Number.NaN;
  const lines: string[] = [];
  for (const network of networkNames) {
    for (const mode of ['click', 'cold'] as const) {
      const nginx = find(`ref-nginx-${mode}`, network);
      const parts: string[] = [];
      const app = find(`app-${mode}`, network);
      const route = find(`ref-route-${mode}`, network);
      if (Number.isFinite(app) && Number.isFinite(nginx)) parts.push(`app/ref-nginx ${fmt(app / nginx, 2)}`);
      if (Number.isFinite(route) && Number.isFinite(nginx))
        parts.push(`ref-route/ref-nginx ${fmt(route / nginx, 2)}`);
      if (Number.isFinite(app) && Number.isFinite(route)) parts.push(`app/ref-route ${fmt(app / route, 2)}`);
      if (parts.length > 0)
        lines.push(`  ${NETWORK_LABEL[network].padEnd(12)} ${mode.padEnd(6)} ${parts.join('   ')}`);
    }
  }
  return lines;
}

/** Replaces the figures block of bench/README.md when it says something else; returns whether it did. */
async function writeReadme(block: string): Promise<boolean> {
  const readme = await fs.readFile(README, 'utf8');
  const from = readme.indexOf(README_START);
  const to = readme.indexOf(README_END);
  if (from < 0 || to < from) {
    console.warn(`bench/README.md has no ${README_START} … ${README_END} block: not updated`);
    return false;
  }
  const next = `${readme.slice(0, from + README_START.length)}\n${block}\n${readme.slice(to)}`;
  if (next === readme) return false;
  await fs.writeFile(README, next);
  return true;
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error(NO_NGINX_MESSAGE);
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
  let nginx: Nginx | null = null;
  try {
    const webBuiltAt = await snapshotWebBuild(webDir);
    const refDir = path.join(webDir, 'bench-ref');
    const hlsVersion = await writeReferencePage(refDir);
    if (process.getuid?.() === 0) {
      // nginx's workers run as nobody: they must reach the reference page.
      await fs.chmod(dataDir, 0o755);
    }
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
    nginx = await startNginx(nginxBinary, (listen) => referenceSite(listen, refDir));
    const title = await pickTrailer(server, values.title);
    const targets: Targets = {
      app: server.url,
      nginx: nginx.url,
      titleId: title.titleId,
      trailerId: title.trailerId,
    };
    for (const [name, url] of [
      ['the app', `${server.url}/bench-ref/index.html`],
      ['nginx', `${nginx.url}/bench-ref/index.html`],
      ['nginx', `${nginx.url}/videos/${title.trailerId}/master.m3u8`],
    ] as const) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${name} answered ${response.status} for ${url}`);
    }
    console.log(
      `Title: ${title.title} (/watch/${title.titleId}), trailer ${title.trailerId}; hls.js ${hlsVersion}; ` +
        `${nginx.version}; ${chromePath}`,
    );

    const scenarios: Scenario[] = [];
    for (const network of networkNames) {
      for (const kind of scenarioKinds) {
        scenarios.push({ name: `${kind}, ${NETWORK_LABEL[network]}`, kind, network });
      }
    }
    const results: RunResult[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const scenario of scenarios) {
        const result = await oneRun(chromePath, targets, scenario, run);
        results.push(result);
        console.log(
          `  ${String(run).padStart(2)} ${scenario.name.padEnd(30)} ` +
            (result.ok
              ? `${fmt(result.ttffMs).padStart(5)} ms (play->frame ${fmt(result.playToFrameMs)} ms, ` +
                `first segment ${result.firstSegmentRung ?? '?'})`
              : `FAILED: ${result.error}`),
        );
      }
    }

    const summary = scenarios.map((scenario) => summarise(scenario, results));
    const loadEnd = os.loadavg();
    const load = `load average ${loadStart.map((n) => n.toFixed(2)).join(' ')} -> ${loadEnd.map((n) => n.toFixed(2)).join(' ')}`;
    const table = figuresTable(summary);
    console.log(
      `\nClick -> first frame (click scenarios), navigation start -> first frame (cold), ${runs} runs each, ` +
        `fresh profile each; ${load}`,
    );
    for (const line of table) console.log(line);

    const file = await writeResults('startup', values.label, {
      machine: machine({
        chromium: chromePath,
        loadAverageStart: loadStart,
        loadAverageEnd: loadEnd,
      }),
      setup: {
        runs,
        goalsMs: GOALS,
        networks: Object.fromEntries(networkNames.map((name) => [name, NETWORKS[name]])),
        chromiumArgs: CHROMIUM_ARGS,
        webBuild: webBuiltAt,
        hlsJs: hlsVersion,
        nginx: nginx.version,
        title,
      },
      summary,
      ratios: ratioLines(summary),
      runs: results,
    });
    console.log(`\nWrote ${path.relative(ROOT, file)}`);

    const complete = summary.every((row) => row.failures === 0) && scenarios.length === SCENARIOS.length * 2;
    if (values.readme === 'yes' || (values.readme === 'auto' && runs >= 10 && complete)) {
      const day = new Date().toISOString().slice(0, 10);
      const block = [
        `Run of ${day}${values.label ? ` (\`${values.label}\`)` : ''}, ${runs} runs per scenario, ${load}, ` +
          `hls.js ${hlsVersion}, ${nginx.version}:`,
        '',
        '```',
        ...table,
        '```',
      ].join('\n');
      if (await writeReadme(block)) console.log('Updated the figures in bench/README.md');
    }
  } finally {
    await nginx?.stop();
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
