/**
 * Segment delivery benchmark (issue 5, Performance): throughput of our tokenised HLS delivery (the Node server's
 * /media/v/{token}/{videoId}/... route) against nginx serving the same files with the shipped edge config
 * (deploy/nginx/mzansi-media.conf, secure_link), in the same run, with the same token and device cookie.
 *
 *   npm run bench:segments -- [--connections 8,32] [--seconds 15] [--warmup 3] [--rounds 2] [--rung 720]
 *                             [--nginx-workers 1] [--label name]
 *
 * The built server (apps/server/dist/main.js; this bench does not build it) runs in production mode in its own
 * process with MEDIA_SIGNER=nginx on a fresh embedded database seeded with the demo catalogue, reusing the demo
 * HLS media in .cache/e2e-storage. We sign in as premium@mzansi.test, ask POST /api/signed-video-url for a ready
 * main video, read its master and rung playlists through the app, and start a real nginx (unprivileged, temp
 * prefix, free port, the Debian stock `sendfile on; tcp_nopush on;` http context) on the same storage folder.
 * autocannon (closed loop, no pipelining) then fetches the rung's media segments in turn, each request carrying
 * the `mz_device` cookie the token is bound to: first the app, then nginx (the order alternates between rounds),
 * each after a warm-up of its own, at each connection count.
 *
 * Reading the figures: req/s and MB/s are answers (bodies and headers) over the measured seconds; p50/p99 are
 * per-request latencies in ms; "app/nginx" is the app's figure divided by nginx's (below 1 = the app is slower;
 * for latencies above 1 = slower). CPU s is the CPU time the serving processes used during the measured seconds
 * (from /proc): on a busy 2-core machine where the load generator shares the cores, MB per CPU-second is the
 * steadier comparison. "autocannon CPU" is the load generator's share of one core: near 100 % it, not the
 * server, is the limit (nginx with sendfile usually outruns a single-threaded autocannon). With several rounds,
 * req/s and MB/s are the median round, latencies are over all rounds. The machine's load average is printed and
 * kept in the JSON: figures are only comparable at similar load. Everything goes to
 * bench/results/segments-<date>[-label].json.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { videoDetailSchema, videoPageSchema } from '@mzansi/contracts/discovery';
import { playbackGrantSchema } from '@mzansi/contracts/playback';
import { percentiles, runLoad, type LoadResult } from '../api/load';
import { machine, writeResults } from '../results';
import { ROOT, startServer, type RunningServer } from '../api/server';
import {
  findNginx,
  NO_NGINX_MESSAGE,
  shippedSite,
  startNginx,
  type Nginx,
} from '../../apps/server/test/nginx';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '8,32' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    rung: { type: 'string', default: '720' },
    'nginx-workers': { type: 'string', default: '1' },
    label: { type: 'string', default: '' },
  },
});
const connectionCounts = values.connections.split(',').map((value) => Number(value.trim()));
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const rounds = Math.max(1, Number(values.rounds));
const rung = `${Number(values.rung)}p`;
const nginxWorkers = values['nginx-workers'];

const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const STORAGE_DIR = path.join(ROOT, '.cache/e2e-storage');
const DEVICE_COOKIE = 'mz_device';
const PREMIUM = { email: 'premium@mzansi.test', password: 'mzansi-demo-2026' };
/** What Chromium sends with hls.js's segment requests (segments are never compressed by either server). */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Only the fields this bench reads (the rest of the contracts may move while the player is being finished). */
const pageSchema = videoPageSchema.pick({ items: true });
const detailSchema = videoDetailSchema.pick({ id: true, title: true, mainVideo: true });
const grantSchema = playbackGrantSchema.pick({ signedUrl: true, videoId: true });

/** The `name=value` pairs of a response's Set-Cookie headers. */
function cookiesFrom(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    cookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
  }
  return cookies;
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

interface Target {
  videoId: string;
  title: string;
  /** /media/v/{token}/{videoId}/ */
  base: string;
  device: string;
  segments: { name: string; bytes: number }[];
}

/** Signs in as the premium demo account, picks a ready HD main video and reads its playlists through the app. */
async function prepareTarget(server: RunningServer): Promise<Target> {
  const login = await expectOk(
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PREMIUM),
    }),
    'sign-in as premium@mzansi.test',
  );
  const session = cookieHeader(cookiesFrom(login));

  const list = pageSchema.parse(
    await (await expectOk(await fetch(`${server.url}/api/videos?limit=20`), 'GET /api/videos')).json(),
  );
  for (const item of list.items) {
    const detail = detailSchema.parse(
      await (
        await expectOk(await fetch(`${server.url}/api/videos/${item.id}`), `GET /api/videos/${item.id}`)
      ).json(),
    );
    const main = detail.mainVideo;
    if (!main || main.maxQuality !== 'HD') continue;
    if (!existsSync(path.join(STORAGE_DIR, 'videos', main.videoId, rung, 'index.m3u8'))) continue;

    const grantResponse = await expectOk(
      await fetch(`${server.url}/api/signed-video-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ videoId: main.videoId, expiresIn: 6 * 3600 }),
      }),
      `POST /api/signed-video-url for ${detail.title}`,
    );
    const grant = grantSchema.parse(await grantResponse.json());
    const device = cookiesFrom(grantResponse)[DEVICE_COOKIE];
    if (!device) throw new Error('the grant set no mz_device cookie');
    const media = { cookie: `${DEVICE_COOKIE}=${device}` };
    const master = await (
      await expectOk(await fetch(`${server.url}${grant.signedUrl}`, { headers: media }), 'master playlist')
    ).text();
    if (!master.includes(`${rung}/index.m3u8`)) {
      throw new Error(`the premium master playlist of ${detail.title} lists no ${rung} rung:\n${master}`);
    }
    const base = grant.signedUrl.slice(0, grant.signedUrl.lastIndexOf('/') + 1);
    const playlist = await (
      await expectOk(
        await fetch(`${server.url}${base}${rung}/index.m3u8`, { headers: media }),
        'rung playlist',
      )
    ).text();
    const names = playlist.split('\n').filter((line) => /^seg_\d+\.m4s$/.test(line.trim()));
    if (names.length === 0) throw new Error(`no segments in the ${rung} playlist:\n${playlist}`);
    const segments = await Promise.all(
      names.map(async (name) => ({
        name: name.trim(),
        bytes: (await fs.stat(path.join(STORAGE_DIR, 'videos', main.videoId, rung, name.trim()))).size,
      })),
    );
    return { videoId: main.videoId, title: detail.title, base, device, segments };
  }
  throw new Error(`none of the first 20 titles has a ready HD main video with a ${rung} rung`);
}

const CLOCK_TICKS = 100;

/** utime + stime of one process in seconds (0 when it is gone or /proc is missing). */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** A process and its direct children (nginx's master and workers). */
function processTree(pid: number): number[] {
  const pids = [pid];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === pid) pids.push(Number(entry));
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

const cpuSecondsOfTree = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);

/** A GET of one segment with the device cookie: status, Server header and body. */
async function fetchSegment(origin: string, target: Target, name: string) {
  const response = await fetch(`${origin}${target.base}${rung}/${name}`, {
    headers: { cookie: `${DEVICE_COOKIE}=${target.device}` },
  });
  return {
    status: response.status,
    server: response.headers.get('server'),
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

interface Measured extends LoadResult {
  target: 'app' | 'nginx';
  round: number;
  mbPerSecond: number;
  /** CPU time of the serving processes (server, or nginx master + workers) during the measured seconds */
  serverCpuSeconds: number;
  /** CPU time of this process (autocannon) during the measured seconds */
  loadGeneratorCpuSeconds: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build the server first (npm run build -w @mzansi/server).`);
  }
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error(NO_NGINX_MESSAGE);
  if (!existsSync(path.join(STORAGE_DIR, 'videos'))) {
    throw new Error(
      `${STORAGE_DIR}/videos is missing: run the e2e tests or bench:web once to generate the demo media.`,
    );
  }

  const loadStart = os.loadavg();
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${loadStart.map((n) => n.toFixed(2)).join(' ')}`,
  );
  const secret = randomBytes(32).toString('hex');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-segments-'));
  let server: RunningServer | null = null;
  let nginx: Nginx | null = null;
  try {
    console.log('Starting the built server (production, MEDIA_SIGNER=nginx, demo seed)…');
    server = await startServer(
      {
        DATA_DIR: dataDir,
        STORAGE_DIR,
        SEED_DEMO: 'true',
        DEMO_MEDIA_CONCURRENCY: '1',
        MEDIA_SIGNER: 'nginx',
        MEDIA_NGINX_SECRET: secret,
      },
      { healthTimeoutMs: 280_000 },
    );
    const target = await prepareTarget(server);
    const appUpstream = `127.0.0.1:${new URL(server.url).port}`;
    nginx = await startNginx(
      nginxBinary,
      (listen) => shippedSite({ listen, storageDir: STORAGE_DIR, secret, appUpstream }),
      { workers: nginxWorkers },
    );
    const nginxPids = processTree(nginx.pid);
    const meanSegment =
      target.segments.reduce((sum, segment) => sum + segment.bytes, 0) / target.segments.length;
    console.log(
      `Video: ${target.title} (${target.videoId}), ${rung}: ${target.segments.length} segments, ` +
        `mean ${(meanSegment / 1024).toFixed(0)} KiB; ${nginx.version}, ${nginxPids.length - 1} worker(s)`,
    );

    // Both servers must answer the same bytes with the same token before anything is measured.
    const first = target.segments[0]!.name;
    const onDisk = await fs.readFile(path.join(STORAGE_DIR, 'videos', target.videoId, rung, first));
    const fromApp = await fetchSegment(server.url, target, first);
    const fromNginx = await fetchSegment(nginx.url, target, first);
    if (fromApp.status !== 200 || !fromApp.body.equals(onDisk)) {
      throw new Error(`the app answered ${fromApp.status} or other bytes for ${first}`);
    }
    if (fromNginx.status !== 200 || fromNginx.server !== 'nginx' || !fromNginx.body.equals(onDisk)) {
      throw new Error(
        `nginx answered ${fromNginx.status} (server ${fromNginx.server}) or other bytes for ${first}`,
      );
    }
    const refused = await fetch(`${nginx.url}${target.base}${rung}/${first}`);
    if (refused.status !== 403) throw new Error(`nginx answered ${refused.status} without the device cookie`);

    const origins = { app: server.url, nginx: nginx.url } as const;
    const serverPids = { app: [server.pid], nginx: nginxPids } as const;
    const headers = { cookie: `${DEVICE_COOKIE}=${target.device}`, 'accept-encoding': ACCEPT_ENCODING };
    const measured: Measured[] = [];
    const latencies = new Map<string, Float64Array[]>();

    for (const connections of connectionCounts) {
      for (let round = 1; round <= rounds; round++) {
        const order: ('app' | 'nginx')[] = round % 2 === 1 ? ['app', 'nginx'] : ['nginx', 'app'];
        for (const which of order) {
          let next = 0;
          const nextPath = () => {
            const segment = target.segments[next++ % target.segments.length]!;
            return `${target.base}${rung}/${segment.name}`;
          };
          const options = { url: origins[which], connections, headers, nextPath };
          if (warmupSeconds > 0) await runLoad({ ...options, seconds: warmupSeconds });
          const serverCpuBefore = cpuSecondsOfTree(serverPids[which]);
          const ownCpuBefore = process.cpuUsage();
          const { result, latencies: sorted } = await runLoad({ ...options, seconds });
          const ownCpu = process.cpuUsage(ownCpuBefore);
          const row: Measured = {
            target: which,
            round,
            ...result,
            mbPerSecond: (result.rps * result.meanBytes) / 1e6,
            serverCpuSeconds: cpuSecondsOfTree(serverPids[which]) - serverCpuBefore,
            loadGeneratorCpuSeconds: (ownCpu.user + ownCpu.system) / 1e6,
          };
          measured.push(row);
          const key = `${which}:${connections}`;
          latencies.set(key, [...(latencies.get(key) ?? []), sorted]);
          console.log(
            `  ${which.padEnd(5)} ${String(connections).padStart(3)} conn, round ${round}: ` +
              `${row.rps.toFixed(0)} req/s, ${row.mbPerSecond.toFixed(1)} MB/s, ` +
              `p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.failures} failures`,
          );
        }
      }
    }

    const summarise = (which: 'app' | 'nginx', connections: number) => {
      const rows = measured.filter((row) => row.target === which && row.connections === connections);
      const all = Float64Array.from(
        latencies.get(`${which}:${connections}`)!.flatMap((part) => [...part]),
      ).sort();
      const cpu = rows.reduce((sum, row) => sum + row.serverCpuSeconds, 0);
      const bytes = rows.reduce((sum, row) => sum + row.requests * row.meanBytes, 0);
      return {
        rps: median(rows.map((row) => row.rps)),
        mbPerSecond: median(rows.map((row) => row.mbPerSecond)),
        ...percentiles(all),
        failures: rows.reduce((sum, row) => sum + row.failures, 0),
        serverCpuSeconds: cpu,
        mbPerCpuSecond: cpu > 0 ? bytes / 1e6 / cpu : Number.NaN,
        loadGeneratorCpuShare:
          rows.reduce((sum, row) => sum + row.loadGeneratorCpuSeconds, 0) / (rows.length * seconds),
      };
    };
    const summary = connectionCounts.map((connections) => {
      const app = summarise('app', connections);
      const edge = summarise('nginx', connections);
      return {
        connections,
        app,
        nginx: edge,
        ratio: {
          rps: app.rps / edge.rps,
          mbPerSecond: app.mbPerSecond / edge.mbPerSecond,
          p50: app.p50 / edge.p50,
          p99: app.p99 / edge.p99,
          mbPerCpuSecond: app.mbPerCpuSecond / edge.mbPerCpuSecond,
        },
      };
    });

    const loadEnd = os.loadavg();
    const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
    console.log(
      `\nSegments of ${rung} (${target.segments.length} files, mean ${(meanSegment / 1024).toFixed(0)} KiB), ` +
        `${seconds} s per run, ${rounds} round(s); load average now ${loadEnd.map((n) => n.toFixed(2)).join(' ')}`,
    );
    console.log('conn  server   req/s    MB/s   p50 ms   p99 ms  fail  CPU s  MB/CPU-s  autocannon CPU');
    for (const row of summary) {
      for (const which of ['app', 'nginx'] as const) {
        const s = row[which];
        console.log(
          `${String(row.connections).padStart(4)}  ${which.padEnd(6)} ${fmt(s.rps, 0).padStart(7)} ${fmt(s.mbPerSecond).padStart(7)} ` +
            `${fmt(s.p50).padStart(8)} ${fmt(s.p99).padStart(8)} ${String(s.failures).padStart(5)} ` +
            `${fmt(s.serverCpuSeconds).padStart(6)} ${fmt(s.mbPerCpuSecond, 0).padStart(9)} ` +
            `${fmt(s.loadGeneratorCpuShare * 100, 0).padStart(13)}%`,
        );
      }
      const r = row.ratio;
      console.log(
        `      app/nginx ${fmt(r.rps, 2).padStart(5)} ${fmt(r.mbPerSecond, 2).padStart(7)} ${fmt(r.p50, 2).padStart(8)} ` +
          `${fmt(r.p99, 2).padStart(8)} ${''.padStart(5)} ${''.padStart(6)} ${fmt(r.mbPerCpuSecond, 2).padStart(9)}`,
      );
    }

    const file = await writeResults('segments', values.label, {
      machine: machine({
        loadAverageStart: loadStart,
        loadAverageEnd: loadEnd,
      }),
      setup: {
        seconds,
        warmupSeconds,
        rounds,
        rung,
        connections: connectionCounts,
        nginx: {
          version: nginx.version,
          workers: nginxPids.length - 1,
          config: 'deploy/nginx/mzansi-media.conf',
        },
        app: 'apps/server/dist/main.js, NODE_ENV=production, MEDIA_SIGNER=nginx',
        headers: { cookie: `${DEVICE_COOKIE}=…`, 'accept-encoding': ACCEPT_ENCODING },
      },
      video: { id: target.videoId, title: target.title, segments: target.segments },
      summary,
      runs: measured,
    });
    console.log(`\nWrote ${path.relative(ROOT, file)}`);
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
