/**
 * Concurrent viewers (issue 20, Proof): simulated viewers, each doing what the web player does (bench/load/viewer.ts),
 * ramped up until errors pass 0.1 % or the segment p99 passes 1 s over a step, against the embedded media route and
 * through the nginx edge, on this machine, the load generator included.
 *
 *   npm run bench:load -- [--target embedded|nginx|both] [--max 1500] [--step 100] [--step-seconds 20] [--warmup 20]
 *                         [--visitor-share 0.25] [--premium-share 0.5] [--sign-in-share 0.1]
 *                         [--data-saver-share 0.2] [--burst 3]
 *                         [--seek-chance 0.02] [--watch-min 300] [--watch-max 1200] [--think-min 5] [--think-max 15]
 *                         [--api-instances 2] [--nginx-workers auto] [--fetch-playlists] [--built]
 *                         [--error-limit 0.001] [--p99-limit 1000] [--keep-going] [--seed 1] [--label name]
 *                         [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--log-level warn]
 * Every flag can also be given as LOAD_<FLAG> in the environment (LOAD_MAX=2000, LOAD_TARGET=nginx …).
 *
 * Targets (bench/load/targets.ts): `embedded` is one app process on PGlite with MEDIA_SIGNER=embedded (the app
 * streams the files itself); `nginx` is nginx with the shipped edge config (deploy/nginx/mzansi-media.conf, its
 * upstream holding `--api-instances` servers) serving the segments by secure_link, in front of that many
 * `--role=api` processes on a new PostgreSQL database (dropped at the end). The server runs from source (tsx)
 * unless --built (apps/server/dist, which this bench does not build). The demo media must be in
 * .cache/e2e-storage (missing clips are encoded first, which takes minutes on two cores).
 *
 * The viewers: `--visitor-share` are signed out and watch trailers; the free accounts (the rest after premium) sign
 * in and watch trailers too (every demo title is premium: a free plan plays trailers only); `--premium-share` sign
 * in and watch main videos in HD, with a playback lease (heartbeats), progress saves and seeks. `--data-saver-share`
 * of them have Data saver on (360p at most). Accounts are made with bulk inserts before the servers start, each
 * with a session (a viewer back from an earlier visit); `--sign-in-share` of the signed-in viewers sign in with
 * their password on arrival instead (argon2id: the costliest request there is). A trailer
 * plays to its end (two 4 s segments) and the viewer browses `--think-*` seconds before the next; the demo's main
 * videos are clips of 12-75 s, so a premium viewer plays one as a programme of `--watch-*` seconds (its segments in
 * a loop: every request is a real segment of the title) before ending the stream and choosing another.
 *
 * After a warm-up (`--warmup` seconds with 20 viewers, not counted: the server's code compiles, caches fill), each
 * step adds `--step` viewers, arriving evenly over its first half, and lasts `--step-seconds`; the figures of
 * a step are the requests that ended in it. Columns: viewers, req/s, err (non-2xx, network errors, timeouts after
 * 10 s), segment p50/p95/p99 and max (request to last byte, ms), API p99 (grant, heartbeat, progress, sign-in,
 * end), grant p99, MB/s of segments, CPU of each process as % of one core (nginx = master + workers, postgres =
 * the backends of the bench database, gen = this process), the machine's CPU use (% of all cores: what else runs
 * shows here) and the load generator's event-loop delay p99 (high: its own timings are late, the figures err high).
 * The ramp stops after the first step over a limit (--keep-going runs to --max); the knee is the last step within
 * both. JSON in bench/results/load-<date>[-label].json.
 */
import path from 'node:path';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ROOT } from '../api/server';
import { machine, writeResults } from '../results';
import { CpuSampler, Recorder, type StepFigures } from './meter';
import { VIEWER_PASSWORD } from './prepare';
import { startTarget, type Target, type TargetKind } from './targets';
import { Viewer, type ViewerKind } from './viewer';
import { mulberry32 } from '../../packages/media/src/seeded-random';

const DEFAULTS = {
  target: 'both',
  max: '1500',
  step: '100',
  'step-seconds': '20',
  warmup: '20',
  'visitor-share': '0.25',
  'premium-share': '0.5',
  'sign-in-share': '0.1',
  'data-saver-share': '0.2',
  burst: '3',
  'seek-chance': '0.02',
  'watch-min': '300',
  'watch-max': '1200',
  'think-min': '5',
  'think-max': '15',
  'api-instances': '2',
  'nginx-workers': 'auto',
  'error-limit': '0.001',
  'p99-limit': '1000',
  timeout: '10000',
  seed: '1',
  label: '',
  'pg-url': process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'log-level': 'warn',
} as const;
const FLAGS = ['fetch-playlists', 'built', 'keep-going'] as const;
const fromEnv = (name: string) => process.env[`LOAD_${name.toUpperCase().replaceAll('-', '_')}`];

const { values } = parseArgs({
  options: {
    ...Object.fromEntries(
      Object.entries(DEFAULTS).map(([name, fallback]) => [
        name,
        { type: 'string' as const, default: fromEnv(name) ?? fallback },
      ]),
    ),
    ...Object.fromEntries(
      FLAGS.map((name) => [
        name,
        { type: 'boolean' as const, default: ['1', 'true'].includes(fromEnv(name) ?? '') },
      ]),
    ),
  },
}) as unknown as { values: Record<keyof typeof DEFAULTS, string> & Record<(typeof FLAGS)[number], boolean> };

/** A number option in [min, max], or the run stops with a clear message. */
function numberOption(name: keyof typeof DEFAULTS, min: number, max: number): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} must be a number from ${min} to ${max} (got "${values[name]}")`);
    process.exit(2);
  }
  return value;
}

const settings = {
  max: numberOption('max', 1, 20_000),
  step: numberOption('step', 1, 20_000),
  stepSeconds: numberOption('step-seconds', 5, 3600),
  warmupSeconds: numberOption('warmup', 0, 3600),
  visitorShare: numberOption('visitor-share', 0, 1),
  premiumShare: numberOption('premium-share', 0, 1),
  signInShare: numberOption('sign-in-share', 0, 1),
  dataSaverShare: numberOption('data-saver-share', 0, 1),
  burst: numberOption('burst', 1, 10),
  seekChance: numberOption('seek-chance', 0, 1),
  watchSeconds: [numberOption('watch-min', 10, 86_400), numberOption('watch-max', 10, 86_400)] as const,
  thinkSeconds: [numberOption('think-min', 0, 3600), numberOption('think-max', 0, 3600)] as const,
  apiInstances: numberOption('api-instances', 1, 8),
  errorLimit: numberOption('error-limit', 0, 1),
  p99LimitMs: numberOption('p99-limit', 1, 60_000),
  timeoutMs: numberOption('timeout', 100, 120_000),
  seed: numberOption('seed', 0, 2 ** 31),
  fetchPlaylists: values['fetch-playlists'],
  keepGoing: values['keep-going'],
};
if (settings.visitorShare + settings.premiumShare > 1) {
  console.error('--visitor-share + --premium-share must be at most 1 (the rest are free accounts)');
  process.exit(2);
}
if (!['embedded', 'nginx', 'both'].includes(values.target)) {
  console.error(`--target must be embedded, nginx or both (got "${values.target}")`);
  process.exit(2);
}
const targets: TargetKind[] =
  values.target === 'both' ? ['embedded', 'nginx'] : [values.target as TargetKind];
const STORAGE_DIR = path.join(ROOT, '.cache/e2e-storage');
const WARMUP_VIEWERS = 20;

interface StepRow extends StepFigures {
  step: number;
  viewers: number;
  seconds: number;
  rps: number;
  errorRate: number;
  segmentMBps: number;
  cpu: Record<string, number>;
  machineCpu: number;
  loopDelayP99: number;
  passed: boolean;
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function header(groups: readonly string[]): string {
  return (
    'step viewers  req/s    err  seg p50  seg p95  seg p99  seg max  api p99  grant p99  MB/s  ' +
    groups.map((name) => name.padStart(8)).join(' ') +
    '  machine  gen lag'
  );
}

function line(row: StepRow, groups: readonly string[]): string {
  return (
    `${String(row.step).padStart(4)} ${String(row.viewers).padStart(7)} ${fmt(row.rps).padStart(6)} ` +
    `${String(row.errors).padStart(6)} ${fmt(row.segmentP50, 1).padStart(8)} ${fmt(row.segmentP95, 1).padStart(8)} ` +
    `${fmt(row.segmentP99, 1).padStart(8)} ${fmt(row.segmentMax).padStart(8)} ${fmt(row.apiP99, 1).padStart(8)} ` +
    `${fmt(row.grantP99, 1).padStart(10)} ${fmt(row.segmentMBps, 1).padStart(5)}  ` +
    groups.map((name) => `${fmt(row.cpu[name] ?? Number.NaN)}%`.padStart(8)).join(' ') +
    `  ${`${fmt(row.machineCpu)}%`.padStart(7)}  ${fmt(row.loopDelayP99, 0).padStart(4)} ms` +
    (row.passed ? '' : '  over')
  );
}

async function ramp(target: Target) {
  const recorder = new Recorder();
  const groups = [...target.groups, { name: 'gen', pids: () => [process.pid] }];
  const names = groups.map((group) => group.name);
  const sampler = new CpuSampler(groups);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const viewers: Viewer[] = [];
  const accounts = { premium: [...target.data.premium], free: [...target.data.free] };
  const kinds: Record<ViewerKind, number> = { visitor: 0, free: 0, premium: 0 };
  const addViewer = () => {
    const index = viewers.length;
    const random = mulberry32(settings.seed * 100_003 + index);
    const draw = random();
    let kind: ViewerKind =
      draw < settings.visitorShare
        ? 'visitor'
        : draw < settings.visitorShare + settings.premiumShare
          ? 'premium'
          : 'free';
    const account = kind === 'visitor' ? undefined : accounts[kind].shift();
    if (!account) kind = 'visitor';
    kinds[kind] += 1;
    viewers.push(
      new Viewer(
        {
          kind,
          email: account?.email,
          password: account ? VIEWER_PASSWORD : undefined,
          // Most viewers come back with the session of an earlier visit; a share sign in with their password.
          sessionCookie: account && random() >= settings.signInShare ? account.sessionCookie : undefined,
          dataSaver: random() < settings.dataSaverShare,
          random,
        },
        {
          origin: target.origin,
          trailers: target.data.trailers,
          mains: target.data.mains,
          recorder,
          burst: settings.burst,
          seekChance: settings.seekChance,
          watchSeconds: settings.watchSeconds,
          thinkSeconds: settings.thinkSeconds,
          fetchPlaylists: settings.fetchPlaylists,
          timeoutMs: settings.timeoutMs,
        },
      ),
    );
  };

  console.log(`\n${target.kind}: ${target.description}`);
  console.log(header(names));
  const rows: StepRow[] = [];
  try {
    if (settings.warmupSeconds > 0) {
      // A few viewers first, not measured: the server's code paths compile and its caches fill.
      const warm = Math.min(settings.step, WARMUP_VIEWERS);
      for (let i = 0; i < warm; i++) addViewer();
      await new Promise((resolve) => setTimeout(resolve, settings.warmupSeconds * 1000));
      recorder.take();
      sampler.sample();
      loop.reset();
      console.log(`(warm-up: ${warm} viewers for ${settings.warmupSeconds} s, not counted)`);
    }
    for (let step = 1; ; step++) {
      const goal = Math.min(settings.max, step * settings.step);
      const started = performance.now();
      const arriving = goal - viewers.length;
      // New viewers arrive evenly over the first half of the step.
      const arrivals = (async () => {
        for (let i = 0; i < arriving; i++) {
          addViewer();
          await new Promise((resolve) => setTimeout(resolve, (settings.stepSeconds * 500) / arriving));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, settings.stepSeconds * 1000));
      await arrivals;
      const seconds = (performance.now() - started) / 1000;
      const figures = recorder.take();
      const cpu = sampler.sample();
      const errorRate = figures.requests > 0 ? figures.errors / figures.requests : 0;
      const row: StepRow = {
        step,
        viewers: viewers.length,
        seconds,
        ...figures,
        rps: figures.requests / seconds,
        errorRate,
        segmentMBps: figures.segmentBytes / 1e6 / seconds,
        cpu: cpu.perGroup,
        machineCpu: cpu.machine,
        loopDelayP99: loop.percentile(99) / 1e6,
        passed: errorRate <= settings.errorLimit && !(figures.segmentP99 > settings.p99LimitMs),
      };
      loop.reset();
      rows.push(row);
      console.log(line(row, names));
      if (!row.passed && !settings.keepGoing) break;
      if (viewers.length >= settings.max) break;
    }
  } finally {
    loop.disable();
    await Promise.all(viewers.map((viewer) => viewer.stop()));
  }

  const knee = rows.filter((row) => row.passed).at(-1) ?? null;
  const firstOver = rows.find((row) => !row.passed) ?? null;
  // What saturates first: the busiest process group at the first step over a limit (or the last step).
  const at = firstOver ?? rows.at(-1)!;
  const busiest = Object.entries(at.cpu).sort((a, b) => b[1] - a[1])[0];
  const why = firstOver
    ? [
        firstOver.errorRate > settings.errorLimit
          ? `errors ${(firstOver.errorRate * 100).toFixed(2)} % (${JSON.stringify(firstOver.errorsByStatus)})`
          : null,
        firstOver.segmentP99 > settings.p99LimitMs ? `segment p99 ${fmt(firstOver.segmentP99)} ms` : null,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  console.log(
    `\n${target.kind}: knee ${knee ? `${knee.viewers} viewers (segment p99 ${fmt(knee.segmentP99)} ms, ` + `${knee.errors} errors)` : 'below the first step'}` +
      (firstOver
        ? `; over the limits at ${firstOver.viewers} viewers: ${why}`
        : `; no step over the limits up to ${at.viewers} viewers`) +
      `; busiest at ${at.viewers} viewers: ${busiest ? `${busiest[0]} ${fmt(busiest[1])}% of a core` : '-'}, machine ${fmt(at.machineCpu)}%` +
      `\n  viewers: ${kinds.visitor} visitors, ${kinds.free} free, ${kinds.premium} premium`,
  );
  // What the viewers asked for, per second and per 1,000 viewers, in the last step (the mix, measured).
  const last = rows.at(-1)!;
  console.log(
    `  requests/s per 1,000 viewers at ${last.viewers}: ` +
      Object.entries(last.byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${fmt((count / last.seconds / last.viewers) * 1000, 1)}`)
        .join(', '),
  );
  if (recorder.errorSamples.length > 0) {
    console.log(`  first errors:\n    ${recorder.errorSamples.join('\n    ')}`);
  }
  return {
    target: target.kind,
    description: target.description,
    knee: knee?.viewers ?? 0,
    firstOver: firstOver ? { viewers: firstOver.viewers, why } : null,
    busiest: busiest ? { process: busiest[0], cpuPercentOfCore: busiest[1], atViewers: at.viewers } : null,
    viewers: kinds,
    errorSamples: recorder.errorSamples,
    steps: rows,
  };
}

async function main() {
  const loadStart = os.loadavg();
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${loadStart.map((n) => n.toFixed(2)).join(' ')}; ` +
      `ramp +${settings.step} viewers every ${settings.stepSeconds} s to ${settings.max}`,
  );
  const accounts = {
    premium: Math.ceil(settings.max * settings.premiumShare * 1.2) + 10,
    free: Math.ceil(settings.max * (1 - settings.premiumShare - settings.visitorShare) * 1.2) + 10,
  };
  const results = [];
  for (const kind of targets) {
    console.log(`\nStarting ${kind}…`);
    const starting = performance.now();
    const target = await startTarget(kind, {
      storageDir: STORAGE_DIR,
      accounts,
      postgresUrl: values['pg-url'],
      apiInstances: settings.apiInstances,
      nginxWorkers: values['nginx-workers'],
      fromSource: !values.built,
      logLevel: values['log-level'],
    });
    console.log(`  ready in ${((performance.now() - starting) / 1000).toFixed(0)} s`);
    try {
      results.push(await ramp(target));
    } finally {
      await target.stop();
    }
  }
  const loadEnd = os.loadavg();
  const file = await writeResults('load', values.label || undefined, {
    machine: machine({ loadAverageStart: loadStart, loadAverageEnd: loadEnd }),
    settings,
    results,
  });
  console.log(
    `\nLoad average ${loadEnd.map((n) => n.toFixed(2)).join(' ')}. Wrote ${path.relative(ROOT, file)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
