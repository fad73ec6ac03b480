/**
 * Time to first byte of each HLS file a player asks for at start (issue 15): the app's tokenised media route
 * against nginx with the shipped edge config (deploy/nginx/mzansi-media.conf), for the same files, in one run.
 *
 *   npm run bench:ttfb -- [--rounds 300] [--warmup 30] [--title umkhokha] [--rung 360] [--label name]
 *                          [--log-level warn] [--cpu-prof dir]
 *
 * The built server (apps/server/dist/main.js; this bench does not build it) runs in production mode in its own
 * process on a fresh embedded database with the demo catalogue (demo media from .cache/e2e-storage), with
 * MEDIA_SIGNER=nginx so that nginx can check the tokens it signs and hand it the master playlist to filter, as in
 * deployment. A visitor's POST /api/signed-video-url-public for the title's trailer gives the nginx URL and the
 * device cookie; the app is asked with a token of its own embedded signer for the same video, cap and device (the
 * default deployment's path through the route; MEDIA_TOKEN_SECRET is the bench's).
 *
 * Each target gets one keep-alive connection (as a browser's player keeps one per origin), and each round asks,
 * one request after the other, for the master playlist, the rung's media playlist, its init segment and its first
 * two media segments, with the headers Chromium sends with hls.js's requests (cookie, Accept-Encoding ...). Rounds
 * alternate which target goes first. TTFB is the time from the request being written to its response headers
 * being parsed (Node's 'response' event); "total" runs to the last byte of the body.
 *
 * Reading the figures: p50/p95 per kind in ms, and app/nginx for each (1.10 = the app takes 10 % longer). nginx's
 * master playlist is the app's answer through nginx's proxy (the shipped config filters it in the app), so its
 * figure is the app's plus a hop. The load average is printed and kept; JSON in bench/results/ttfb-<date>.json.
 *
 * --log-level sets the server's LOG_LEVEL (warn by default, as the other benches; production's default is info,
 * which logs every request); --cpu-prof writes a V8 CPU profile of the server into that folder when it stops.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { videoDetailSchema } from '@mzansi/contracts/discovery';
import { signedUrlResponseSchema } from '@mzansi/contracts/playback';
import { bindingTag, signMediaToken } from '../../apps/server/src/modules/media/media-token';
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
    rounds: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    title: { type: 'string', default: 'umkhokha' },
    rung: { type: 'string', default: '360' },
    label: { type: 'string', default: '' },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string', default: '' },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const warmup = Math.max(0, Number(values.warmup));
const rung = `${Number(values.rung)}p`;

const STORAGE_DIR = path.join(ROOT, '.cache/e2e-storage');
const DEVICE_COOKIE = 'mz_device';
/** What Chromium sends with hls.js's XHRs (besides Host and the cookie). */
const BROWSER_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-ZA,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};

const KINDS = ['master', 'playlist', 'init', 'segment'] as const;
type Kind = (typeof KINDS)[number];
const FILES: { kind: Kind; file: string }[] = [
  { kind: 'master', file: 'master.m3u8' },
  { kind: 'playlist', file: `${rung}/index.m3u8` },
  { kind: 'init', file: `${rung}/init.mp4` },
  { kind: 'segment', file: `${rung}/seg_00000.m4s` },
  { kind: 'segment', file: `${rung}/seg_00001.m4s` },
];

interface Timed {
  status: number;
  ttfbMs: number;
  totalMs: number;
  bytes: number;
}

/** One GET on the target's keep-alive agent: when the headers came, when the body ended. */
function timedGet(agent: http.Agent, origin: URL, pathname: string, headers: Record<string, string>) {
  return new Promise<Timed>((resolve, reject) => {
    let started = 0n;
    const request = http.request(
      { agent, host: origin.hostname, port: origin.port, path: pathname, method: 'GET', headers },
      (response) => {
        const ttfb = process.hrtime.bigint();
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          const end = process.hrtime.bigint();
          resolve({
            status: response.statusCode ?? 0,
            ttfbMs: Number(ttfb - started) / 1e6,
            totalMs: Number(end - started) / 1e6,
            bytes,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    started = process.hrtime.bigint();
    request.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function main() {
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error(NO_NGINX_MESSAGE);
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
  }
  const loadStart = os.loadavg();
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${loadStart.map((n) => n.toFixed(2)).join(' ')}`,
  );
  const nginxSecret = randomBytes(32).toString('hex');
  const tokenSecret = randomBytes(32).toString('hex');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-ttfb-'));
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
        MEDIA_NGINX_SECRET: nginxSecret,
        MEDIA_TOKEN_SECRET: tokenSecret,
        LOG_LEVEL: values['log-level'],
      },
      {
        healthTimeoutMs: 280_000,
        ...(values['cpu-prof']
          ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] }
          : {}),
      },
    );
    const appUpstream = `127.0.0.1:${new URL(server.url).port}`;
    nginx = await startNginx(nginxBinary, (listen) =>
      shippedSite({ listen, storageDir: STORAGE_DIR, secret: nginxSecret, appUpstream }),
    );

    const detailResponse = await fetch(`${server.url}/api/videos/${encodeURIComponent(values.title)}`);
    if (!detailResponse.ok) throw new Error(`GET /api/videos/${values.title}: HTTP ${detailResponse.status}`);
    const detail = videoDetailSchema.pick({ title: true, trailer: true }).parse(await detailResponse.json());
    if (!detail.trailer) throw new Error(`${detail.title} has no trailer`);
    const videoId = detail.trailer.videoId;
    const grantResponse = await fetch(`${server.url}/api/signed-video-url-public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ videoId, expiresIn: 6 * 3600 }),
    });
    if (!grantResponse.ok) throw new Error(`signed URL: HTTP ${grantResponse.status}`);
    const grant = signedUrlResponseSchema.parse(await grantResponse.json());
    const device = grantResponse.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))
      ?.slice(DEVICE_COOKIE.length + 1);
    if (!device) throw new Error('the grant set no mz_device cookie');
    const [, nginxToken] = /\/media\/v\/([^/]+)\//.exec(grant.signedUrl) ?? [];
    const maxHeight = Number(nginxToken!.split('-')[1]);
    const expires = Number(nginxToken!.split('-')[0]);
    const appToken = signMediaToken(tokenSecret, {
      videoId,
      expires,
      maxHeight,
      binding: bindingTag(device),
    });
    const targets = {
      app: { origin: new URL(server.url), base: `/media/v/${appToken}/${videoId}/` },
      nginx: { origin: new URL(nginx.url), base: `/media/v/${nginxToken}/${videoId}/` },
    };
    const headers = { ...BROWSER_HEADERS, cookie: `${DEVICE_COOKIE}=${device}` };
    const agents = {
      app: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      nginx: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    };

    // Both must answer every file, with the same bytes for the files nginx serves itself.
    for (const { file } of FILES) {
      for (const which of ['app', 'nginx'] as const) {
        const { origin, base } = targets[which];
        const answer = await timedGet(agents[which], origin, `${base}${file}`, {
          ...headers,
          'accept-encoding': 'identity',
        });
        if (answer.status !== 200) throw new Error(`${which} answered ${answer.status} for ${file}`);
      }
    }
    console.log(
      `Video: trailer of ${detail.title} (${videoId}), rung ${rung}, cap ${maxHeight}; ${nginx.version}; ` +
        `${rounds} rounds after ${warmup} of warm-up, one keep-alive connection per target`,
    );

    const samples: Record<'app' | 'nginx', Record<Kind, { ttfb: number[]; total: number[] }>> = {
      app: Object.fromEntries(KINDS.map((kind) => [kind, { ttfb: [], total: [] }])) as never,
      nginx: Object.fromEntries(KINDS.map((kind) => [kind, { ttfb: [], total: [] }])) as never,
    };
    let failures = 0;
    for (let round = 0; round < warmup + rounds; round++) {
      const order = round % 2 === 0 ? (['app', 'nginx'] as const) : (['nginx', 'app'] as const);
      for (const which of order) {
        const { origin, base } = targets[which];
        for (const { kind, file } of FILES) {
          const answer = await timedGet(agents[which], origin, `${base}${file}`, headers);
          if (answer.status !== 200) failures += 1;
          if (round < warmup) continue;
          samples[which][kind].ttfb.push(answer.ttfbMs);
          samples[which][kind].total.push(answer.totalMs);
        }
      }
    }
    agents.app.destroy();
    agents.nginx.destroy();

    const loadEnd = os.loadavg();
    const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
    const summary = KINDS.map((kind) => {
      const stats = (which: 'app' | 'nginx') => {
        const ttfb = [...samples[which][kind].ttfb].sort((a, b) => a - b);
        const total = [...samples[which][kind].total].sort((a, b) => a - b);
        return {
          ttfbP50: percentile(ttfb, 50),
          ttfbP95: percentile(ttfb, 95),
          totalP50: percentile(total, 50),
          totalP95: percentile(total, 95),
          n: ttfb.length,
        };
      };
      const app = stats('app');
      const edge = stats('nginx');
      return {
        kind,
        app,
        nginx: edge,
        ratio: { ttfbP50: app.ttfbP50 / edge.ttfbP50, ttfbP95: app.ttfbP95 / edge.ttfbP95 },
      };
    });
    console.log(
      `\nTTFB in ms (request written -> response headers), ${rounds} rounds; load average ` +
        `${loadStart.map((n) => n.toFixed(2)).join(' ')} -> ${loadEnd.map((n) => n.toFixed(2)).join(' ')}; ` +
        `${failures} failed answers`,
    );
    console.log(
      'kind       app p50  app p95  nginx p50  nginx p95  app/nginx p50  p95   total p50 app / nginx',
    );
    for (const row of summary) {
      console.log(
        `${row.kind.padEnd(9)} ${fmt(row.app.ttfbP50).padStart(8)} ${fmt(row.app.ttfbP95).padStart(8)} ` +
          `${fmt(row.nginx.ttfbP50).padStart(10)} ${fmt(row.nginx.ttfbP95).padStart(10)} ` +
          `${fmt(row.ratio.ttfbP50).padStart(14)} ${fmt(row.ratio.ttfbP95).padStart(5)}   ` +
          `${fmt(row.app.totalP50)} / ${fmt(row.nginx.totalP50)}` +
          (row.kind === 'master' ? '  (nginx proxies the master to the app)' : ''),
      );
    }

    const file = await writeResults('ttfb', values.label, {
      machine: machine({
        loadAverageStart: loadStart,
        loadAverageEnd: loadEnd,
      }),
      setup: {
        rounds,
        warmup,
        rung,
        videoId,
        files: FILES,
        nginx: nginx.version,
        headers: BROWSER_HEADERS,
      },
      failures,
      summary,
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
