/**
 * API load benchmark (issue 4, Performance): a generated catalogue of 10,000 titles on PGlite and on PostgreSQL,
 * the real built server in its own process, and autocannon against the catalogue list, the title page and search.
 *
 *   npm run bench:api -- [--db pglite,postgres] [--seconds 25] [--connections 50] [--search-seconds 4]
 *                        [--warmup 5] [--titles 10000] [--people 3000] [--seed 4] [--label after]
 *                        [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--skip-build] [--keep]
 *                        [--accept-encoding 'gzip, deflate, br'] [--no-cache]
 *
 * Every request carries the Accept-Encoding a browser sends (`identity` measures uncompressed answers), and each
 * scenario runs right after its own warm-up. `--no-cache` starts the server with CATALOGUE_CACHE_MB=0: every
 * catalogue answer then comes from the database, which is what a cache miss costs.
 *
 * Prints one table per database and writes every figure to bench/results/api-<date>[-label].json.
 * See bench/README.md for how to read the figures.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateCatalogue, type CatalogueFigures } from './catalogue';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type BenchDatabase,
  type DatabaseKind,
} from './databases';
import { cpuProbe } from './cpu';
import { percentiles, runLoad, type LoadResult } from './load';
import { buildServer, ROOT, startServer } from './server';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '25' },
    connections: { type: 'string', default: '50' },
    'search-seconds': { type: 'string', default: '4' },
    warmup: { type: 'string', default: '5' },
    titles: { type: 'string', default: '10000' },
    people: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '4' },
    label: { type: 'string', default: '' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    'no-cache': { type: 'boolean', default: false },
  },
});
const kinds = values.db.split(',').map((kind) => kind.trim()) as DatabaseKind[];
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const searchSeconds = Number(values['search-seconds']);
const warmupSeconds = Number(values.warmup);
/** What Chromium and Firefox send; the catalogue's cached answers go out compressed to such clients. */
const headers = { 'accept-encoding': values['accept-encoding'] };
/** The in-process catalogue cache is on unless --no-cache (then every list and title page queries the database). */
const serverOverrides: Record<string, string> = values['no-cache'] ? { CATALOGUE_CACHE_MB: '0' } : {};

/** Issue 4's targets, on PostgreSQL. */
const TARGETS = { listP99: 25, detailP99: 25, searchP95: 20 };

/** What a viewer types: a title word, a surname, a genre, two typos, an accented word; and one very common word. */
const SEARCH_TERMS = [
  { q: 'umkhokha', kind: 'title word' },
  { q: 'mabaso', kind: 'surname' },
  { q: 'thriller', kind: 'genre' },
  { q: 'zulu storys', kind: 'typo (collection)' },
  { q: 'umkhoka', kind: 'typo (title)' },
  { q: 'more kom die reen', kind: 'accents left out' },
  { q: 'the', kind: 'very common word', common: true },
] as const;

/**
 * Filter mixes for GET /api/videos, each followed through its cursors for up to `pages` pages: browse and home
 * rows (newest first), categories, languages, a collection, and the other sort orders.
 */
const LIST_MIXES = [
  { query: '', pages: 60 },
  { query: 'type=series', pages: 20 },
  { query: 'type=movie', pages: 20 },
  { query: 'genre=drama', pages: 20 },
  { query: 'genre=thriller&type=movie', pages: 10 },
  { query: 'language=zu', pages: 20 },
  { query: 'language=af&genre=comedy', pages: 10 },
  { query: 'collection=zulu-stories', pages: 20 },
  { query: 'sort=popular', pages: 20 },
  { query: 'sort=title', pages: 10 },
];

interface ScenarioResult extends LoadResult {
  name: string;
  /** CPU time of the server process per answer, ms (PGlite's work included: it runs inside the server) */
  serverCpuMs: number;
  /** CPU time of the PostgreSQL backends per answer, ms (0 on PGlite) */
  databaseCpuMs: number;
  /** results of GET /api/search for this term (search only) */
  results?: number;
  didYouMean?: string | null;
}

interface DatabaseRun {
  database: DatabaseKind;
  version: string;
  generation: Omit<CatalogueFigures, 'titleIds'>;
  listPages: number;
  scenarios: ScenarioResult[];
}

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** A copy in random order (Fisher-Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Follows nextCursor through each mix: every page a browser would ask for, ready to be replayed at random. */
async function listPaths(url: string): Promise<string[]> {
  const paths: string[] = [];
  for (const mix of LIST_MIXES) {
    let cursor: string | null = null;
    for (let page = 0; page < mix.pages; page++) {
      const params = new URLSearchParams(mix.query);
      params.set('limit', '20');
      if (cursor) params.set('cursor', cursor);
      const pagePath = `/api/videos?${params}`;
      const response = await fetch(`${url}${pagePath}`);
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status}: ${await response.text()}`);
      paths.push(pagePath);
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      if (!cursor) break;
    }
  }
  return paths;
}

async function databaseVersion(database: BenchDatabase, kind: DatabaseKind): Promise<string> {
  if (kind === 'pglite') {
    const pkg = JSON.parse(
      await fs.readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string };
    return `PGlite ${pkg.version}`;
  }
  const client = new pg.Client({ connectionString: database.serverEnv.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version}`;
  } finally {
    await client.end();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const cpuMs = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');

function printTable(run: DatabaseRun): void {
  const floor = run.scenarios.find((scenario) => scenario.name === 'health (50 conns)');
  const floorSingle = run.scenarios.find((scenario) => scenario.name === 'health (1 conn)');
  const rows = run.scenarios.map((scenario) => {
    const reference = scenario.connections === 1 ? floorSingle : floor;
    const isReference = scenario.name.startsWith('health');
    return [
      scenario.name,
      String(scenario.connections),
      scenario.rps.toFixed(0),
      ms(scenario.p50),
      ms(scenario.p95),
      ms(scenario.p99),
      ms(scenario.max),
      String(scenario.failures),
      (scenario.meanBytes / 1024).toFixed(1),
      cpuMs(scenario.serverCpuMs),
      cpuMs(scenario.databaseCpuMs),
      reference && !isReference ? `${(reference.rps / scenario.rps).toFixed(1)}x` : '',
      reference && !isReference ? `${(scenario.p99 / reference.p99).toFixed(1)}x` : '',
      scenario.results === undefined
        ? ''
        : `${scenario.results}${scenario.didYouMean ? ' (did you mean)' : ''}`,
    ];
  });
  const header = [
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'fail',
    'KiB',
    'cpu ms',
    'db ms',
    'floor/rps',
    'p99/floor',
    'results',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(
    `\n${run.version} · ${run.generation.titles} titles · ${run.listPages} list pages in the mix · ` +
      `catalogue cache ${values['no-cache'] ? 'off' : 'on'} · accept-encoding: ${headers['accept-encoding']}`,
  );
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The issue's targets (meant for PostgreSQL), checked against a run. */
function checkTargets(run: DatabaseRun): string[] {
  const find = (name: string) => run.scenarios.find((scenario) => scenario.name === name);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const list = find('list');
  const detail = find('detail');
  const search = find('search, typical terms');
  const lines: string[] = [];
  if (list)
    lines.push(`list p99 ${ms(list.p99)} ms < ${TARGETS.listP99}: ${verdict(list.p99 < TARGETS.listP99)}`);
  if (detail)
    lines.push(
      `detail p99 ${ms(detail.p99)} ms < ${TARGETS.detailP99}: ${verdict(detail.p99 < TARGETS.detailP99)}`,
    );
  const firstVisits = find('detail, first visits');
  if (firstVisits) {
    lines.push(
      `(detail, first visits: p99 ${ms(firstVisits.p99)} ms, ${firstVisits.rps.toFixed(0)} req/s: every answer a cache miss, no target)`,
    );
  }
  if (search) {
    const worst = run.scenarios
      .filter((scenario) => scenario.name.startsWith('search "') && !scenario.name.includes('common'))
      .reduce((max, scenario) => Math.max(max, scenario.p95), 0);
    lines.push(
      `search p95 ${ms(search.p95)} ms (worst typical term ${ms(worst)}) < ${TARGETS.searchP95}: ` +
        verdict(worst < TARGETS.searchP95),
    );
  }
  return lines;
}

async function benchDatabase(kind: DatabaseKind): Promise<DatabaseRun> {
  const database =
    kind === 'pglite' ? await createPgliteDatabase() : await createPostgresDatabase(values['pg-url']);
  try {
    console.log(`\n[${kind}] generating ${values.titles} titles…`);
    const handle = await database.open();
    let figures: CatalogueFigures;
    try {
      figures = await generateCatalogue(handle.raw, {
        titles: Number(values.titles),
        people: Number(values.people),
        seed: Number(values.seed),
      });
    } finally {
      await handle.close();
    }
    const { titleIds, ...generation } = figures;
    console.log(
      `[${kind}] generated in ${generation.seconds.toFixed(1)} s: ${generation.titles} titles (${generation.series} series, ` +
        `${generation.seasons} seasons, ${generation.episodes} episodes), ${generation.videos} videos, ` +
        `${generation.people} people, ${generation.credits} credits, ${generation.collections} collections`,
    );
    const version = await databaseVersion(database, kind);

    const server = await startServer({ ...database.serverEnv, ...serverOverrides });
    try {
      const paths = await listPaths(server.url);
      const scenarios: ScenarioResult[] = [];
      const postgresName =
        kind === 'postgres' ? new URL(database.serverEnv.DATABASE_URL!).pathname.slice(1) : null;
      const load = async (
        name: string,
        conns: number,
        duration: number,
        nextPath: () => string,
        amount?: number,
      ) => {
        const cpu = cpuProbe(server.pid, postgresName);
        const { result, latencies } = await runLoad({
          url: server.url,
          connections: conns,
          seconds: duration,
          amount,
          nextPath,
          headers,
        });
        const used = cpu.read();
        const perAnswer = (total: number) => total / Math.max(1, result.requests);
        scenarios.push({
          name,
          ...result,
          serverCpuMs: perAnswer(used.serverMs),
          databaseCpuMs: perAnswer(used.databaseMs),
        });
        console.log(
          `[${kind}] ${name}: ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)} p95 ${ms(result.p95)} ` +
            `p99 ${ms(result.p99)} ms, CPU ${cpuMs(perAnswer(used.serverMs))} + ${cpuMs(perAnswer(used.databaseMs))} ms` +
            `${result.failures ? `, ${result.failures} failures` : ''}`,
        );
        return latencies;
      };
      const health = () => '/api/health';
      const list = () => random(paths);
      const detail = () => `/api/videos/${random(titleIds)}`;
      const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

      /**
       * Warm-up right before each scenario, discarded: JIT, connection pools, the database's caches, and the
       * catalogue cache as a running server would have it (filled by the same traffic, within its TTL).
       */
      const warmUp = (conns: number, nextPath: () => string) =>
        runLoad({ url: server.url, connections: conns, seconds: warmupSeconds, nextPath, headers });
      console.log(`[${kind}] each scenario runs after a ${warmupSeconds} s warm-up (discarded)`);

      await warmUp(connections, health);
      await load('health (50 conns)', connections, Math.min(seconds, 10), health);
      await warmUp(connections, list);
      await load('list', connections, seconds, list);
      // Every title once, in random order: each request is a first visit (a cache miss), the path a title takes
      // after a deployment or an edit. It also leaves every title page cached, as the list's warm-up leaves its
      // pages, so \`detail\` then measures the title pages of a running server, like \`list\`.
      const firstVisits = shuffled(titleIds);
      const firstVisit = () => `/api/videos/${firstVisits.pop() ?? random(titleIds)}`;
      await load('detail, first visits', connections, 0, firstVisit, titleIds.length);
      await warmUp(connections, detail);
      await load('detail', connections, seconds, detail);
      await load('health (1 conn)', 1, Math.min(seconds, 5), health);
      await warmUp(1, () => searchPath(random(SEARCH_TERMS).q));
      const typical: Float64Array[] = [];
      for (const term of SEARCH_TERMS) {
        const answer = (await (await fetch(`${server.url}${searchPath(term.q)}`)).json()) as {
          items: unknown[];
          didYouMean: string | null;
        };
        const latencies = await load(`search "${term.q}" (${term.kind})`, 1, searchSeconds, () =>
          searchPath(term.q),
        );
        const scenario = scenarios.at(-1)!;
        scenario.results = answer.items.length;
        scenario.didYouMean = answer.didYouMean;
        if (!('common' in term)) typical.push(latencies);
      }
      const merged = Float64Array.from(typical.flatMap((latencies) => [...latencies])).sort();
      const typicalRuns = scenarios.filter(
        (s) => s.name.startsWith('search "') && !s.name.includes('common'),
      );
      scenarios.push({
        name: 'search, typical terms',
        connections: 1,
        seconds: searchSeconds * typical.length,
        requests: merged.length,
        rps: typicalRuns.reduce((sum, s) => sum + s.requests, 0) / (searchSeconds * typical.length),
        ...percentiles(merged),
        failures: typicalRuns.reduce((sum, s) => sum + s.failures, 0),
        meanBytes:
          typicalRuns.reduce((sum, s) => sum + s.meanBytes * s.requests, 0) / Math.max(1, merged.length),
        serverCpuMs:
          typicalRuns.reduce((sum, s) => sum + s.serverCpuMs * s.requests, 0) / Math.max(1, merged.length),
        databaseCpuMs:
          typicalRuns.reduce((sum, s) => sum + s.databaseCpuMs * s.requests, 0) / Math.max(1, merged.length),
      });
      return { database: kind, version, generation, listPages: paths.length, scenarios };
    } finally {
      await server.stop();
    }
  } finally {
    if (values.keep) console.log(`[${kind}] kept: ${JSON.stringify(database.serverEnv)}`);
    else await database.drop();
  }
}

if (!values['skip-build']) buildServer();
const started = performance.now();
/** Other work on the machine skews every figure: the load average is kept with them. */
const loadAtStart = os.loadavg();
const runs: DatabaseRun[] = [];
for (const kind of kinds) runs.push(await benchDatabase(kind));

for (const run of runs) {
  printTable(run);
  for (const line of checkTargets(run)) console.log(`  target (${run.database}): ${line}`);
}
const date = new Date().toISOString();
const file = path.join(
  ROOT,
  'bench/results',
  `api-${date.replace(/[:.]/g, '-')}${values.label ? `-${values.label}` : ''}.json`,
);
await fs.mkdir(path.dirname(file), { recursive: true });
await fs.writeFile(
  file,
  `${JSON.stringify(
    {
      date,
      label: values.label || null,
      machine: {
        cpus: os.availableParallelism(),
        cpu: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadAverage: { start: loadAtStart, end: os.loadavg() },
      },
      options: {
        connections,
        seconds,
        searchSeconds,
        warmupSeconds,
        titles: Number(values.titles),
        acceptEncoding: headers['accept-encoding'],
        catalogueCache: !values['no-cache'],
      },
      targets: TARGETS,
      runs,
    },
    null,
    2,
  )}\n`,
);
const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
console.log(
  `\nWhole run ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load(loadAtStart)} at the ` +
    `start and ${load(os.loadavg())} at the end (${os.availableParallelism()} CPUs). ` +
    `Figures: ${path.relative(ROOT, file)}`,
);
