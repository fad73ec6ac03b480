/**
 * Search as you type (issue 15): time from a key press to the results on screen reflecting exactly what is now in
 * the field, on /search in Chromium against the built server on the 10,000-title bench catalogue. Goal: median and
 * p95 under 100 ms, unthrottled.
 *
 *   npm run bench:search-ui -- [--db postgres|pglite] [--throttle 1,4] [--rounds 2] [--delay 120-200]
 *                               [--queries 'umkhokha,mabaso,zulu stories,umkhoka,thriller'] [--settle 4]
 *                               [--titles 10000] [--people 3000] [--seed 4] [--label name] [--http-cache]
 *                               [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--skip-build] [--keep]
 *                               [--url http://127.0.0.1:3000] [--no-artwork]
 *
 * Setup: builds the client and the server (`npm run build`, unless --skip-build), generates the catalogue of
 * bench/api (a throwaway `mzansi_bench_<random>` PostgreSQL database at --pg-url or BENCH_DATABASE_URL, dropped at
 * the end unless --keep; or an embedded PGlite folder with --db pglite), and starts the built server in production
 * mode in its own process (bench/api/server.ts: per-IP limits raised, so the bench never measures a 429) serving a
 * copy of apps/web/dist taken at start. The generated titles carry artwork that does not exist; unless
 * --no-artwork, each is given the posters and backdrops of one of the demo titles in .cache/e2e-storage (the
 * e2e runs' demo media, served as STORAGE_DIR), so result cards load real images as they would in production
 * (without them every poster is a 404). `--url` measures a server that is already running instead (no build,
 * no catalogue, no server: for trying changes quickly against a kept database). One headless Chromium (playwright-core, the e2e flags, 1366x900).
 *
 * What is typed: each query of --queries, one key at a time through CDP key events (the browser's own input
 * path), at a human pace: each key --delay ms after the last (uniform in the range, seeded, so every run types
 * the same rhythm). Every query starts on a freshly loaded /search (an empty query cache) and is preceded by
 * one warm-up query per CPU setting that is not counted. The browser's HTTP cache is disabled (CDP
 * Network.setCacheDisabled) unless --http-cache: search answers may be cached for 60 s, and a later round or a
 * query sharing a prefix with an earlier one would otherwise measure the cache, not the search. --throttle lists
 * the CPU slowdowns (CDP Emulation.setCPUThrottlingRate; 4 is DevTools' "mid-tier mobile").
 *
 * What is measured, in the page (an init script): a keydown on the search field records its event.timeStamp and,
 * once its input event has run, the query it leaves (the field's text, trimmed, as the page searches it). Two
 * surfaces say which query they show: the results (`[data-search-results]`, its data-query is the query of the
 * answer on screen, an older one while the next loads) and the suggestions listbox (`[role=listbox]` data-query).
 * A MutationObserver sees the surface change to the key's query; the time is taken after the next frame
 * (requestAnimationFrame, then a message: the frame's style, layout and paint are done). A key whose query was
 * never shown before a newer key's was is "superseded" (the viewer never saw its results); it counts as infinite
 * in the percentiles, so a p95 is only finite when at least 95% of the keys got their own results on screen. A
 * key that does not change the query (a space after a word) is left out; suggestions are measured from the
 * second character (the page asks for none before). Also kept: the requests each query sent (search and
 * suggest, aborted ones included), and for each shown key the split key -> request start -> answer end -> on
 * screen, from the page's Resource Timing entries.
 *
 * Prints, per CPU setting and surface: keys measured, shown, superseded, median / p95 / max (nearest rank) of
 * key -> on screen, the same for the last key of each query (typing has stopped), the split, and requests per
 * query; with the load average. Then, per round, the medians and how many answers the server gave from memory
 * (`x-cache: HIT`: search answers are kept in memory, D69): the first round types each query on a server that has
 * not seen it (prefixes shared with an earlier query aside), later rounds repeat them. Each CPU setting starts on a
 * fresh server process (not with --url). Everything goes to bench/results/search-ui-<date>[-label].json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../../e2e/support/chromium';
import { generateCatalogue } from '../api/catalogue';
import type { RawSql } from '../../apps/server/src/db/client';
import { createPgliteDatabase, createPostgresDatabase, type BenchDatabase } from '../api/databases';
import { machine, writeResults } from '../results';
import { ROOT, startServer, type RunningServer } from '../api/server';
import { mulberry32 } from '../../packages/media/src/seeded-random';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    throttle: { type: 'string', default: '1,4' },
    rounds: { type: 'string', default: '2' },
    delay: { type: 'string', default: '120-200' },
    queries: { type: 'string', default: 'umkhokha,mabaso,zulu stories,umkhoka,thriller' },
    warmup: { type: 'string', default: 'drama' },
    settle: { type: 'string', default: '4' },
    titles: { type: 'string', default: '10000' },
    people: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '4' },
    label: { type: 'string', default: '' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'http-cache': { type: 'boolean', default: false },
    'no-artwork': { type: 'boolean', default: false },
    url: { type: 'string', default: '' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const GOAL_MS = 100;
const throttles = values.throttle.split(',').map(Number);
const rounds = Math.max(1, Number(values.rounds));
const [minDelay, maxDelay] = values.delay.split('-').map(Number) as [number, number?];
const queries = values.queries
  .split(',')
  .map((query) => query.trim())
  .filter(Boolean);
const settleMs = Number(values.settle) * 1000;
if (values.db !== 'postgres' && values.db !== 'pglite') throw new Error(`--db postgres or pglite`);

type Surface = 'results' | 'suggestions';
const SURFACES: readonly Surface[] = ['results', 'suggestions'];

/** One key as the page saw it (performance.now() times). */
interface KeyMark {
  key: string;
  /** keydown's event.timeStamp */
  t: number;
  /** the field's text after the key, trimmed; null until its input event */
  query: string | null;
  /** when the surface showed this key's query, after the next frame; null when it never did */
  results: number | null;
  suggestions: number | null;
}

declare global {
  interface Window {
    __searchBench?: { keys: KeyMark[]; olderShown: Record<Surface, number> };
  }
}

/**
 * Runs in the page before its scripts. A string, not a function: tsx's esbuild would add helpers (__name) to a
 * function's source that do not exist in the page.
 */
const INSTALL_MARKS = `(() => {
  const bench = { keys: [], olderShown: { results: 0, suggestions: 0 } };
  window.__searchBench = bench;
  performance.setResourceTimingBufferSize(5000);
  const isField = (node) => node instanceof HTMLInputElement && node.getAttribute('role') === 'combobox';
  const afterNextFrame = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  });
  const seen = { results: null, suggestions: null };
  // The newest keys whose query the surface now shows get their time; older keys still waiting never will
  // (superseded), and a surface going back to one of them is counted as showing an older query after a newer one.
  const check = () => {
    const shown = {
      results: document.querySelector('[data-search-results]')?.getAttribute('data-query') ?? null,
      suggestions: document.querySelector('[role=listbox][data-query]')?.getAttribute('data-query') ?? null,
    };
    for (const surface of ['results', 'suggestions']) {
      const query = shown[surface];
      if (query === null || query === seen[surface]) continue;
      seen[surface] = query;
      let index = bench.keys.length - 1;
      while (index >= 0 && bench.keys[index].query !== query) index--;
      if (index < 0) continue;
      if (bench.keys[index][surface + 'Closed']) {
        bench.olderShown[surface] += 1;
        continue;
      }
      for (; index >= 0 && bench.keys[index].query === query; index--) {
        const key = bench.keys[index];
        if (key[surface] !== null || key[surface + 'Pending']) continue;
        key[surface + 'Pending'] = true;
        afterNextFrame((time) => { key[surface] = time; });
      }
      for (; index >= 0; index--) bench.keys[index][surface + 'Closed'] = true;
    }
  };
  document.addEventListener('keydown', (event) => {
    if (!isField(event.target)) return;
    bench.keys.push({ key: event.key, t: event.timeStamp, query: null, results: null, suggestions: null });
  }, true);
  document.addEventListener('input', (event) => {
    if (!isField(event.target)) return;
    const key = bench.keys[bench.keys.length - 1];
    if (key && key.query === null) key.query = event.target.value.trim();
    // A surface that already shows this query (an answer drawn in the same task, a space) is caught here.
    seen.results = null;
    seen.suggestions = null;
    queueMicrotask(check);
  }, true);
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-query'],
  });
})();`;

// Seeded, so every run types with the same rhythm.
const random = mulberry32(15);
const keyDelay = () => minDelay + random() * ((maxDelay ?? minDelay) - minDelay);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A key of one typed query, with what happened to it on each surface (ms from its keydown). */
interface KeyResult {
  throttle: number;
  round: number;
  query: string;
  index: number;
  last: boolean;
  /** the query the page searched after this key */
  typed: string;
  /** the key left the query as it was (a space after a word): not measured */
  unchanged: boolean;
  results: number | null;
  suggestions: number | null;
  /** resource timing of the request that answered this key's query, ms from its keydown */
  resultsRequest: { start: number; end: number } | null;
  suggestionsRequest: { start: number; end: number } | null;
}

/** Requests of search and suggestions sent while typing one query, and how many the server answered from memory. */
interface RequestCounts {
  search: number;
  suggest: number;
  /** answers with `x-cache: HIT` (the server's cache of search answers, D69) */
  fromMemory: number;
}

interface QueryRun {
  throttle: number;
  round: number;
  query: string;
  requests: RequestCounts;
  /** times a surface went back to an older query after showing a newer one (must be 0) */
  olderShown: Record<Surface, number>;
  keys: KeyResult[];
}

async function typeQuery(
  browser: Browser,
  baseUrl: string,
  query: string,
  throttle: number,
): Promise<{
  marks: KeyMark[];
  olderShown: Record<Surface, number>;
  requests: RequestCounts;
  timings: ResourceMark[];
}> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  });
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!values['http-cache']) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript({ content: INSTALL_MARKS });
    const requests: RequestCounts = { search: 0, suggest: 0, fromMemory: 0 };
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/search') requests.search += 1;
      if (pathname === '/api/search/suggest') requests.suggest += 1;
    });
    page.on('response', (response) => {
      if (
        new URL(response.url()).pathname.startsWith('/api/search') &&
        response.headers()['x-cache'] === 'HIT'
      )
        requests.fromMemory += 1;
    });
    await page.goto(`${baseUrl}/search`, { waitUntil: 'load' });
    const field = page.getByRole('combobox', { name: /Search titles/ });
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    await field.focus();
    // Let the page's own start (categories, idle prefetches) finish before the first key.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    requests.search = 0;
    requests.suggest = 0;
    requests.fromMemory = 0;

    let next = performance.now();
    for (const character of query) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      next = performance.now() + keyDelay();
      await page.keyboard.type(character);
    }
    // Typing has stopped: wait for both surfaces to show the final query (or give up after --settle seconds).
    const final = query.trim();
    await page
      .waitForFunction(
        ({ final, suggests }) => {
          const keys = window.__searchBench?.keys ?? [];
          const last = keys[keys.length - 1];
          return (
            !!last &&
            last.query === final &&
            last.results !== null &&
            (!suggests || last.suggestions !== null)
          );
        },
        { final, suggests: final.length >= 2 },
        { timeout: settleMs * throttle, polling: 50 },
      )
      .catch(() => undefined);
    await sleep(100);
    const { keys: marks, olderShown } = await page.evaluate(
      () => window.__searchBench ?? { keys: [], olderShown: { results: 0, suggestions: 0 } },
    );
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/search'))
        .map((entry) => {
          const url = new URL(entry.name);
          return {
            surface: url.pathname.endsWith('/suggest') ? 'suggestions' : 'results',
            q: url.searchParams.get('q') ?? '',
            start: entry.startTime,
            end: (entry as PerformanceResourceTiming).responseEnd,
          };
        }),
    );
    return { marks, olderShown, requests, timings: timings as ResourceMark[] };
  } finally {
    await context.close();
  }
}

interface ResourceMark {
  surface: Surface;
  q: string;
  start: number;
  end: number;
}

function keyResults(
  throttle: number,
  round: number,
  query: string,
  marks: KeyMark[],
  timings: ResourceMark[],
): KeyResult[] {
  return marks.map((mark, index) => {
    const previous = marks[index - 1]?.query ?? '';
    const typed = mark.query ?? '';
    const request = (surface: Surface) => {
      const entry = timings
        .filter((timing) => timing.surface === surface && timing.q === typed && timing.start >= mark.t)
        .sort((a, b) => a.start - b.start)[0];
      return entry ? { start: entry.start - mark.t, end: entry.end - mark.t } : null;
    };
    return {
      throttle,
      round,
      query,
      index,
      last: index === marks.length - 1,
      typed,
      unchanged: typed === previous,
      results: mark.results === null ? null : mark.results - mark.t,
      suggestions: mark.suggestions === null ? null : mark.suggestions - mark.t,
      resultsRequest: request('results'),
      suggestionsRequest: request('suggestions'),
    };
  });
}

const nearestRank = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const medianOf = (sorted: number[]) => nearestRank(sorted, 50);

interface SurfaceSummary {
  throttle: number;
  surface: Surface;
  keys: number;
  shown: number;
  superseded: number;
  median: number;
  p95: number;
  max: number;
  lastKey: { keys: number; median: number; p95: number; max: number };
  /** medians over shown keys with a matched request: keydown -> request start, -> answer end */
  split: { requestStart: number; answerEnd: number; onScreen: number };
  meetsGoal: boolean;
}

function summarise(throttle: number, surface: Surface, keys: KeyResult[]): SurfaceSummary {
  const measured = keys.filter(
    (key) => key.throttle === throttle && !key.unchanged && (surface === 'results' || key.typed.length >= 2),
  );
  const times = measured.map((key) => key[surface] ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const lastTimes = measured
    .filter((key) => key.last)
    .map((key) => key[surface] ?? Number.POSITIVE_INFINITY)
    .sort((a, b) => a - b);
  const requestOf = (key: KeyResult) => (surface === 'results' ? key.resultsRequest : key.suggestionsRequest);
  const withRequest = measured.filter((key) => key[surface] !== null && requestOf(key) !== null);
  const sortedBy = (pick: (key: KeyResult) => number) => withRequest.map(pick).sort((a, b) => a - b);
  const median = medianOf(times);
  const p95 = nearestRank(times, 95);
  return {
    throttle,
    surface,
    keys: measured.length,
    shown: measured.filter((key) => key[surface] !== null).length,
    superseded: measured.filter((key) => key[surface] === null).length,
    median,
    p95,
    max: times.at(-1) ?? Number.NaN,
    lastKey: {
      keys: lastTimes.length,
      median: medianOf(lastTimes),
      p95: nearestRank(lastTimes, 95),
      max: lastTimes.at(-1) ?? Number.NaN,
    },
    split: {
      requestStart: medianOf(sortedBy((key) => requestOf(key)!.start)),
      answerEnd: medianOf(sortedBy((key) => requestOf(key)!.end)),
      onScreen: medianOf(sortedBy((key) => key[surface]!)),
    },
    meetsGoal: median < GOAL_MS && p95 < GOAL_MS,
  };
}

function snapshotWebBuild(target: string): Promise<void> {
  const source = path.join(ROOT, 'apps/web/dist');
  if (!existsSync(path.join(source, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run without --skip-build, or `npm run build` first.');
  }
  return fs.cp(source, target, { recursive: true, preserveTimestamps: true });
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : value > 0 ? '∞' : '-');
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const DEMO_STORAGE = path.join(ROOT, '.cache/e2e-storage');

/**
 * Gives the generated titles, in turn, the artwork of the demo titles found in the demo storage (their files as
 * the seed wrote them: `artwork/titles/{id}/{poster|backdrop}-{hash}-{width}.webp`). Returns how many sets were
 * found (0: the titles keep artwork that does not exist).
 */
async function useDemoArtwork(raw: RawSql): Promise<number> {
  const root = path.join(DEMO_STORAGE, 'artwork/titles');
  if (!existsSync(root)) return 0;
  const sets: string[] = [];
  for (const titleId of await fs.readdir(root)) {
    const files = await fs.readdir(path.join(root, titleId));
    const image = (kind: 'poster' | 'backdrop', width: number, height: number) => {
      const found = files
        .map((file) => new RegExp(`^${kind}-([0-9a-f]+)-(\\d+)\\.webp$`).exec(file))
        .filter((match): match is RegExpExecArray => match !== null);
      if (found.length === 0) return null;
      return {
        base: `artwork/titles/${titleId}/${kind}-${found[0]![1]}`,
        widths: found.map((match) => Number(match[2])).sort((a, b) => a - b),
        width,
        height,
        format: 'webp',
      };
    };
    const poster = image('poster', 600, 900);
    const backdrop = image('backdrop', 1920, 1080);
    if (poster && backdrop) sets.push(JSON.stringify({ poster, backdrop }));
  }
  if (sets.length === 0) return 0;
  await raw.query(
    `update titles t set artwork = (($1::jsonb[])[1 + (numbered.n % $2)])
      from (select id, row_number() over (order by id) as n from titles) numbered
      where t.id = numbered.id`,
    [sets, sets.length],
  );
  return sets.length;
}

interface BenchServer {
  url: string;
  /** a fresh server process on the same data (nothing in its memory); false for --url */
  restart: (() => Promise<void>) | null;
  /** stops the server and removes what the bench made */
  stop: () => Promise<void>;
}

/** The generated catalogue served by the built server, or the server at --url. */
async function prepareServer(): Promise<BenchServer> {
  if (values.url) return { url: values.url.replace(/\/+$/, ''), restart: null, stop: async () => undefined };
  if (!values['skip-build']) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`build failed (exit ${build.status})`);
  }
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js is missing: run without --skip-build.');
  }
  const database: BenchDatabase =
    values.db === 'pglite' ? await createPgliteDatabase() : await createPostgresDatabase(values['pg-url']);
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-search-ui-web-'));
  let server: RunningServer | null = null;
  const stop = async () => {
    await server?.stop();
    await fs.rm(webDir, { recursive: true, force: true });
    if (values.keep) console.log(`kept: ${JSON.stringify(database.serverEnv)}`);
    else await database.drop();
  };
  try {
    console.log(`[${values.db}] generating ${values.titles} titles…`);
    const handle = await database.open();
    try {
      const figures = await generateCatalogue(handle.raw, {
        titles: Number(values.titles),
        people: Number(values.people),
        seed: Number(values.seed),
      });
      console.log(`[${values.db}] generated ${figures.titles} titles in ${figures.seconds.toFixed(1)} s`);
      if (!values['no-artwork']) {
        const sets = await useDemoArtwork(handle.raw);
        console.log(
          sets > 0
            ? `[${values.db}] artwork of ${sets} demo titles (${path.relative(ROOT, DEMO_STORAGE)}) shared out`
            : `[${values.db}] no demo artwork in ${path.relative(ROOT, DEMO_STORAGE)}: every poster is a 404`,
        );
      }
    } finally {
      await handle.close();
    }
    await snapshotWebBuild(webDir);
    const serverEnv = {
      ...database.serverEnv,
      WEB_DIST_DIR: webDir,
      ...(values['no-artwork'] || !existsSync(DEMO_STORAGE) ? {} : { STORAGE_DIR: DEMO_STORAGE }),
    };
    server = await startServer(serverEnv);
    const bench: BenchServer = {
      url: server.url,
      async restart() {
        await server?.stop();
        server = null;
        server = await startServer(serverEnv);
        bench.url = server.url;
      },
      stop,
    };
    return bench;
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const loadStart = os.loadavg();
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${loadAverage()}`);
  const server = await prepareServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_ARGS });
    console.log(`Server ${server.url}; ${chromePath} ${browser.version()}`);

    const runs: QueryRun[] = [];
    const loadByThrottle: Record<string, { start: string; end: string }> = {};
    for (const [phase, throttle] of throttles.entries()) {
      // Each CPU setting starts on a fresh server: the search answers the last one left in memory would be hits.
      if (phase > 0 && server.restart) await server.restart();
      const start = loadAverage();
      await typeQuery(browser, server.url, values.warmup, throttle);
      for (let round = 1; round <= rounds; round++) {
        for (const query of queries) {
          const { marks, olderShown, requests, timings } = await typeQuery(
            browser,
            server.url,
            query,
            throttle,
          );
          const keys = keyResults(throttle, round, query, marks, timings);
          runs.push({ throttle, round, query, requests, olderShown, keys });
          const line = (surface: Surface) =>
            keys
              .filter((key) => !key.unchanged && (surface === 'results' || key.typed.length >= 2))
              .map((key) => (key[surface] === null ? '×' : key[surface].toFixed(0)))
              .join(' ');
          console.log(
            `  ${throttle}x r${round} "${query}": results [${line('results')}] suggestions [${line('suggestions')}] ` +
              `requests ${requests.search} + ${requests.suggest} (${requests.fromMemory} from memory)` +
              (olderShown.results + olderShown.suggestions > 0
                ? `, OLDER QUERY SHOWN AFTER A NEWER ONE ${olderShown.results} + ${olderShown.suggestions}`
                : ''),
          );
        }
      }
      loadByThrottle[String(throttle)] = { start, end: loadAverage() };
    }

    const allKeys = runs.flatMap((run) => run.keys);
    const summary = throttles.flatMap((throttle) =>
      SURFACES.map((surface) => summarise(throttle, surface, allKeys)),
    );
    console.log(
      `\nkey -> on screen (ms), ${rounds} round(s) of ${queries.length} queries at ${values.delay} ms a key, ` +
        `${values.db}, HTTP cache ${values['http-cache'] ? 'on' : 'off'}`,
    );
    console.log(
      'cpu  surface      keys  shown  superseded  median    p95    max | last key: median  p95  max | ' +
        'split: request start  answer end  on screen | requests/query  older shown | load average',
    );
    for (const row of summary) {
      const forThrottle = runs.filter((run) => run.throttle === row.throttle);
      const requests =
        forThrottle.reduce(
          (sum, run) => sum + (row.surface === 'results' ? run.requests.search : run.requests.suggest),
          0,
        ) / Math.max(1, forThrottle.length);
      const load = loadByThrottle[String(row.throttle)]!;
      console.log(
        `${`${row.throttle}x`.padEnd(4)} ${row.surface.padEnd(11)} ${String(row.keys).padStart(5)} ` +
          `${String(row.shown).padStart(6)} ${String(row.superseded).padStart(11)} ${fmt(row.median).padStart(7)} ` +
          `${fmt(row.p95).padStart(6)} ${fmt(row.max).padStart(6)} | ${fmt(row.lastKey.median).padStart(16)} ` +
          `${fmt(row.lastKey.p95).padStart(4)} ${fmt(row.lastKey.max).padStart(4)} | ` +
          `${fmt(row.split.requestStart).padStart(21)} ${fmt(row.split.answerEnd).padStart(11)} ` +
          `${fmt(row.split.onScreen).padStart(10)} | ${requests.toFixed(1).padStart(14)} ` +
          `${String(forThrottle.reduce((sum, run) => sum + run.olderShown[row.surface], 0)).padStart(12)} | ` +
          `${load.start} → ${load.end}` +
          (row.throttle === 1 ? `  (goal < ${GOAL_MS} ms: ${row.meetsGoal ? 'met' : 'NOT met'})` : ''),
      );
    }

    // By round: the first types every query on a server that has seen none of it (but for prefixes shared with
    // earlier queries, "umkho" of "umkhokha" and "umkhoka"); later rounds find the answers in the server's memory.
    for (const throttle of throttles) {
      for (let round = 1; round <= rounds; round++) {
        const inRound = runs.filter((run) => run.throttle === throttle && run.round === round);
        const answers = inRound.reduce((sum, run) => sum + run.requests.search + run.requests.suggest, 0);
        const remembered = inRound.reduce((sum, run) => sum + run.requests.fromMemory, 0);
        const cells = SURFACES.map((surface) => {
          const row = summarise(
            throttle,
            surface,
            inRound.flatMap((run) => run.keys),
          );
          return `${surface} median ${fmt(row.median)} p95 ${fmt(row.p95)} (${row.superseded}/${row.keys} superseded)`;
        });
        console.log(
          `  ${throttle}x round ${round}: ${cells.join(', ')}; ${remembered} of ${answers} answers from memory`,
        );
      }
    }

    const file = await writeResults('search-ui', values.label, {
      machine: machine({
        chromium: `${chromePath} ${browser.version()}`,
        loadAverageStart: loadStart,
        loadAverageEnd: os.loadavg(),
        loadByThrottle,
      }),
      setup: {
        db: values.url ? `server at ${values.url}` : values.db,
        titles: Number(values.titles),
        throttles,
        rounds,
        delay: values.delay,
        queries,
        httpCache: values['http-cache'],
        artwork: !values['no-artwork'],
        goalMs: GOAL_MS,
      },
      summary,
      runs,
    });
    console.log(`\nLoad average ${loadAverage()} at the end. Wrote ${path.relative(ROOT, file)}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
