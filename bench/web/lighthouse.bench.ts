/**
 * Web benchmark (issues 4 and 15): Lighthouse 12 (mobile form factor, simulated throttling: the default "Slow 4G"
 * profile and a 4x CPU slowdown) on the pages people arrive on, with the system Chromium, and the JavaScript each
 * page's first load needs.
 *
 *   npm run bench:web -- [--runs 5] [--pages /,/home,...] [--skip-build] [--url http://127.0.0.1:3000]
 *                        [--no-readme] [--label name]
 *
 * Pages by default: /, /home, /browse, /search?q=zulu, a movie's and a series' title page (/watch/umkhokha,
 * /watch/amaphupho: slugs work as ids) and /pricing, as a visitor. With --url it audits a server that is already
 * running (built in production mode) instead of starting one: the built server in production mode on a fresh embedded
 * database seeded with the demo catalogue, reusing the demo media in .cache/e2e-storage (generated on first use).
 *
 * Per page: the median of the runs (score, FCP, LCP, TBT, CLS, speed index), the JavaScript Lighthouse saw transferred
 * during the whole run (the first load and whatever the page fetched after it: idle prefetches, preloads of the next
 * routes, spec §9), and the page's initial JavaScript: the gzip -9 size of every script its HTML loads before the page
 * runs (the entry and each modulepreload link, read from the server's HTML for that address, sized from the build).
 * The machine's load average is printed before and after: Lighthouse multiplies the main thread's observed tasks by 4,
 * so other work on a 2-core machine shows up in TBT.
 *
 * Writes bench/results/web-<date>[-label].json and, for a full run of the default pages (unless --no-readme), the
 * table into bench/README.md between its bench:web markers.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../../e2e/support/chromium';
import { ROOT, startServer } from '../api/server';

const DEFAULT_PAGES = [
  '/',
  '/home',
  '/browse',
  '/search?q=zulu',
  '/watch/umkhokha',
  '/watch/amaphupho',
  '/pricing',
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    'skip-build': { type: 'boolean', default: false },
    url: { type: 'string' },
    'no-readme': { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',').map((page) => page.trim());
/** Issue 15's goals. */
const TARGETS = { performance: 90, cls: 0.05, tbtMs: 200, landingJsKiB: 50, pageJsKiB: 120 };
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const README = path.join(ROOT, 'bench/README.md');

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

interface InitialJs {
  kib: number;
  files: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * The scripts a page's first load runs, gzip -9 from the build: its module entry and modulepreload links, and on an app
 * page the chunks the entry links after the first paint (data-app-chunks, D70). On / those are only prefetched into
 * the cache when the browser is idle (the landing page runs its own script): not initial there.
 */
async function initialJs(baseUrl: string, page: string): Promise<InitialJs> {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const linked = [
    ...html.matchAll(
      /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);
  const landing = new URL(page, baseUrl).pathname === '/';
  const deferred = landing ? [] : (/data-app-chunks="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
  const urls = new Set([...linked, ...deferred].filter(Boolean));
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await fs.readFile(path.join(WEB_DIST, url)), { level: 9 }).length;
  return { kib: bytes / 1024, files: urls.size };
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
const loadBefore = loadAverage();
console.log(`Load average before: ${loadBefore}`);
const results: Record<string, { runs: PageRun[]; median: PageRun; initialJs: InitialJs }> = {};
try {
  for (const page of pages) {
    // One discarded visit: the server's first rendering of the page, the database's cache.
    await fetch(`${server.url}${page}`);
    const js = await initialJs(server.url, page);
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
      initialJs: js,
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
const loadAfter = loadAverage();

const jsTarget = (page: string) => (page === '/' ? TARGETS.landingJsKiB : TARGETS.pageJsKiB);
const range = (numbers: number[]) => `${Math.min(...numbers)}-${Math.max(...numbers)}`;
const table = [
  '| page | score | FCP | LCP | TBT | CLS | initial JS (gzip) | JS in the run |',
  '|---|---|---|---|---|---|---|---|',
  ...Object.entries(results)
    .map(([page, { median: m, runs: pageRuns, initialJs: js }]) =>
      [
        `\`${page}\``,
        `${m.score} (${range(pageRuns.map((run) => run.score))})`,
        `${(m.fcp / 1000).toFixed(1)} s`,
        `${(m.lcp / 1000).toFixed(1)} s`,
        `${m.tbt.toFixed(0)} ms`,
        m.cls.toFixed(3),
        `${js.kib.toFixed(1)} KiB in ${js.files} files`,
        `${(m.scriptBytes / 1024).toFixed(0)} KiB in ${m.scriptCount}`,
      ].join(' | '),
    )
    .map((row) => `| ${row} |`),
].join('\n');

console.log(
  `\nLighthouse 12, mobile, simulated throttling · median of ${runs} runs · ${os.cpus()[0]?.model} · ` +
    `load average ${loadBefore} before, ${loadAfter} after\n`,
);
console.log(table);
console.log('');
for (const [page, { median: m, initialJs: js }] of Object.entries(results)) {
  const goals = [
    [`score ${m.score} >= ${TARGETS.performance}`, m.score >= TARGETS.performance],
    [`CLS ${m.cls.toFixed(3)} < ${TARGETS.cls}`, m.cls < TARGETS.cls],
    [`TBT ${m.tbt.toFixed(0)} < ${TARGETS.tbtMs} ms`, m.tbt < TARGETS.tbtMs],
    [`initial JS ${js.kib.toFixed(1)} <= ${jsTarget(page)} KiB`, js.kib <= jsTarget(page)],
  ] as const;
  console.log(
    `${page.padEnd(18)} ${goals.map(([text, met]) => `${text}: ${met ? 'met' : 'MISSED'}`).join(' · ')}`,
  );
}

const date = new Date().toISOString();
const label = values.label ? `-${values.label}` : '';
const file = path.join(ROOT, 'bench/results', `web-${date.replace(/[:.]/g, '-')}${label}.json`);
await fs.mkdir(path.dirname(file), { recursive: true });
await fs.writeFile(
  file,
  `${JSON.stringify({ date, node: process.version, cpus: os.availableParallelism(), loadBefore, loadAfter, runs, targets: TARGETS, results }, null, 2)}\n`,
);
console.log(`\nFigures: ${path.relative(ROOT, file)}`);

const fullRun = !values.url && pages.join(',') === DEFAULT_PAGES.join(',');
if (fullRun && !values['no-readme']) {
  const readme = await fs.readFile(README, 'utf8');
  const start = '<!-- bench:web:start -->';
  const end = '<!-- bench:web:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from >= 0 && to > from) {
    const section = `${start}\nLatest figures (${date.slice(0, 10)}, median of ${runs} runs, load average ${loadBefore} before and ${loadAfter} after):\n\n${table}\n`;
    await fs.writeFile(README, `${readme.slice(0, from)}${section}${readme.slice(to)}`);
    console.log('bench/README.md updated (bench:web section)');
  }
}
