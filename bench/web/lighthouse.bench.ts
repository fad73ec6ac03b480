/**
 * Web benchmark (issue 4, Performance): Lighthouse 12 (mobile form factor, simulated throttling: the default
 * "Slow 4G" profile and a 4x CPU slowdown) on / and /home of the built app, with the system Chromium, and the
 * JavaScript each page needs.
 *
 *   npm run bench:web -- [--runs 3] [--pages /,/home] [--skip-build] [--url http://127.0.0.1:3000]
 *
 * With --url it audits a server that is already running (built in production mode) instead of starting one.
 * The server runs in production mode on a fresh embedded database seeded with the demo catalogue; the demo media
 * lives in .cache/e2e-storage (shared with the e2e tests, generated on first use). Prints a table (median of the
 * runs per page) and the gzip size of the landing start, the app start and every route chunk; writes the figures to
 * bench/results/web-<date>.json. Targets: performance score >= 90 on both pages, initial JS of / <= 100 KiB gzip.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  APP_START,
  chunkUrls,
  LANDING_START,
  type ViteManifest,
} from '../../apps/server/src/modules/seo/entry-chunks';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../../e2e/support/chromium';
import { ROOT, startServer } from '../api/server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/home' },
    'skip-build': { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',').map((page) => page.trim());
const TARGETS = { performance: 90, landingJsKiB: 100 };
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** transferred bytes of every script the page loaded during the run */
  scriptBytes: number;
  scriptCount: number;
  totalBytes: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function gzipKiB(file: string): Promise<number> {
  return gzipSync(await fs.readFile(path.join(WEB_DIST, file)), { level: 9 }).length / 1024;
}

/** gzip sizes from the build: the two starts (entry included) and each route's own chunk. */
async function bundleFigures() {
  const manifest = JSON.parse(
    await fs.readFile(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  const entry = chunkUrls(manifest, 'index.html');
  const total = async (urls: string[]) => {
    let sum = 0;
    for (const url of new Set(urls)) sum += await gzipKiB(url.slice(1));
    return sum;
  };
  const routeChunks: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/\/(routes|components)\/[^/]+-page\.tsx$|-route\.tsx$/.test(key)) {
      routeChunks[key.replace(/^src\//, '')] = await gzipKiB(chunk.file);
    }
  }
  return {
    landingInitialKiB: await total([...entry, ...chunkUrls(manifest, LANDING_START)]),
    appInitialKiB: await total([...entry, ...chunkUrls(manifest, APP_START)]),
    routeChunks,
  };
}

async function auditPage(url: string, chromePath: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-lh-')),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The whole report, for a look at what the figures come from (bench/results is not committed).
    const report = path.join(
      ROOT,
      'bench/results',
      `lighthouse${new URL(url).pathname.replace(/\W+/g, '-')}${Date.now()}.json`,
    );
    await fs.mkdir(path.dirname(report), { recursive: true });
    await fs.writeFile(report, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (
        lhr.audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndex: audit('speed-index'),
      scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      scriptCount: scripts.length,
      totalBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

const chromePath = findChromium();
if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
if (!values['skip-build']) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`build failed (exit ${build.status})`);
}

const bundles = await bundleFigures();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-web-'));
async function ownServer() {
  const storageDir = path.join(ROOT, '.cache/e2e-storage');
  await fs.mkdir(storageDir, { recursive: true });
  console.log('Starting the server (the first run on a machine generates the demo media: a few minutes)…');
  return startServer(
    { DATA_DIR: dataDir, STORAGE_DIR: storageDir, SEED_DEMO: 'true' },
    { healthTimeoutMs: 400_000 },
  );
}
const server = values.url ? { url: values.url.replace(/\/$/, ''), stop: async () => {} } : await ownServer();
const results: Record<string, { runs: PageRun[]; median: PageRun }> = {};
try {
  for (const page of pages) {
    // One discarded visit: the server's first rendering of the page, the database's cache.
    await fetch(`${server.url}${page}`);
    const pageRuns: PageRun[] = [];
    for (let run = 0; run < runs; run++) {
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one more try before giving up.
      const figures = await auditPage(`${server.url}${page}`, chromePath).catch((error: unknown) => {
        console.log(`${page} run ${run + 1} failed (${(error as Error).message}); trying again`);
        return auditPage(`${server.url}${page}`, chromePath);
      });
      pageRuns.push(figures);
      console.log(
        `${page} run ${run + 1}: score ${figures.score}, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, ` +
          `CLS ${figures.cls.toFixed(3)}, JS ${(figures.scriptBytes / 1024).toFixed(1)} KiB in ${figures.scriptCount} files`,
      );
    }
    const pick = (key: keyof PageRun) => median(pageRuns.map((figures) => figures[key]));
    results[page] = {
      runs: pageRuns,
      median: {
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        speedIndex: pick('speedIndex'),
        scriptBytes: pick('scriptBytes'),
        scriptCount: pick('scriptCount'),
        totalBytes: pick('totalBytes'),
      },
    };
  }
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse 12, mobile, simulated throttling · median of ${runs} runs · ${os.cpus()[0]?.model}`,
);
console.log('page     score   FCP ms   LCP ms   TBT ms     CLS   SI ms   JS KiB (files)   all KiB');
for (const [page, { median: m }] of Object.entries(results)) {
  console.log(
    `${page.padEnd(8)} ${String(m.score).padStart(5)} ${m.fcp.toFixed(0).padStart(8)} ${m.lcp.toFixed(0).padStart(8)} ` +
      `${m.tbt.toFixed(0).padStart(8)} ${m.cls.toFixed(3).padStart(7)} ${m.speedIndex.toFixed(0).padStart(7)} ` +
      `${(m.scriptBytes / 1024).toFixed(1).padStart(8)} (${m.scriptCount})   ${(m.totalBytes / 1024).toFixed(0).padStart(7)}`,
  );
}
console.log(
  `\nInitial JS (gzip -9 of the build): landing ${bundles.landingInitialKiB.toFixed(1)} KiB ` +
    `(target <= ${TARGETS.landingJsKiB}: ${bundles.landingInitialKiB <= TARGETS.landingJsKiB ? 'met' : 'MISSED'}), ` +
    `app start ${bundles.appInitialKiB.toFixed(1)} KiB`,
);
console.log('Route chunks (gzip KiB):');
for (const [chunk, size] of Object.entries(bundles.routeChunks).sort(([, a], [, b]) => b - a)) {
  console.log(`  ${size.toFixed(1).padStart(6)}  ${chunk}`);
}
for (const [page, { median: m }] of Object.entries(results)) {
  console.log(
    `target: ${page} performance ${m.score} >= ${TARGETS.performance}: ${m.score >= TARGETS.performance ? 'met' : 'MISSED'}`,
  );
}

const date = new Date().toISOString();
const file = path.join(ROOT, 'bench/results', `web-${date.replace(/[:.]/g, '-')}.json`);
await fs.mkdir(path.dirname(file), { recursive: true });
await fs.writeFile(
  file,
  `${JSON.stringify({ date, node: process.version, cpus: os.availableParallelism(), runs, targets: TARGETS, bundles, results }, null, 2)}\n`,
);
console.log(`\nFigures: ${path.relative(ROOT, file)}`);
