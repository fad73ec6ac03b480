/**
 * Compression benchmark: what each way of compressing our answers costs per request, in one process, so the
 * figures that decide between a library and our own code are measured side by side.
 *
 *   npm run bench:compression -- [--requests 3000] [--concurrency 16] [--rounds 3] [--label name]
 *
 * Scenarios (each answer checked: the encoding and the decompressed body must be what the client asked for):
 * - `cached page`: a 25 KiB catalogue list as brotli. `stored copy` is a response cache hit (http/response-cache:
 *   compressed once, then the stored brotli is sent); `re-encoded per hit` is the same body sent by a route under
 *   @fastify/compress (as `compressAnswers` sets it up), which compresses it again for every request;
 *   `uncompressed` is that route to a client that accepts no encoding (no compression work, nine times the bytes
 *   through the stack). This decides whether the cache keeps its own copies.
 * - `search answer`: 30 KiB of JSON built per request, brotli. `hand-written` is the compression step of the onSend
 *   hook the project had before (one async zlib call, same brotli settings); `compressAnswers` is
 *   http/content-encoding's use of @fastify/compress (synchronous up to 64 KiB); `default syncThreshold` is the
 *   library left to its own choice (zlib streams above 8 KiB on 2 cores).
 * - `playlist`: a 1.4 KiB rung playlist, gzip. `hand-written` is the media route's former async gzip;
 *   `@fastify/compress` is the library's `reply.compress` (its synchronous path for small bodies).
 *
 * Requests go through `app.inject` (no sockets: the same overhead for every variant), `--concurrency` in flight at
 * once, so zlib's thread pool works in parallel as it does under load. `cpu µs/req` is the process's CPU time
 * (every thread, zlib's pool included) over the requests: steadier than req/s on a shared machine. With several
 * rounds (the order of the variants alternates) each figure is the median round. `vs first` divides a variant's
 * CPU per request by the first variant's of its scenario. Figures go to bench/results/compression-<date>.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { compressAnswers } from '../../apps/server/src/http/content-encoding';
import { createResponseCache } from '../../apps/server/src/http/response-cache';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    label: { type: 'string', default: '' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const rounds = Math.max(1, Number(values.rounds));
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Deterministic bodies shaped like ours: a list of titles (catalogue, search) and a rung playlist.
const WORDS = [
  ...'umkhokha ubuntu jozi kasi durban mzansi khaya lerato thando'.split(' '),
  ...'sipho nandi amapiano braai karoo drakensberg soweto veld'.split(' '),
];
function title(index: number) {
  const word = (offset: number) => WORDS[(index * 7 + offset * 3) % WORDS.length]!;
  return {
    id: `0000${index.toString(16).padStart(4, '0')}-4e1f-4b5a-9c3d-${(index * 7919).toString(16).padStart(12, '0')}`,
    slug: `${word(0)}-${word(1)}-${index}`,
    title: `${word(0)} ${word(1)}`.replace(/^./, (letter) => letter.toUpperCase()),
    type: index % 3 === 0 ? 'series' : 'movie',
    year: 1990 + (index % 35),
    maturity: ['all', '13', '16', '18'][index % 4],
    genres: [word(2), word(3)],
    synopsis: `${word(4)} ${word(5)} ${word(6)} ${word(7)}, ${word(8)} ${word(9)} ${word(10)}.`,
    posterUrl: `/media/artwork/titles/${index}/poster-${(index * 104729).toString(36)}.webp`,
    rating: ((index * 37) % 50) / 10,
  };
}
function listOfSize(bytes: number, offset: number) {
  const items = [];
  while (JSON.stringify({ items }).length < bytes) items.push(title(offset + items.length));
  return { items, nextCursor: 'eyJ0IjoiMjAyNSJ9' };
}
const CATALOGUE_PAGE = JSON.stringify(listOfSize(25 * 1024, 0));
const SEARCH_RESULTS = listOfSize(30 * 1024, 500);
const PLAYLIST = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:6\n#EXT-X-MAP:URI="init.mp4"\n${Array.from(
  { length: 45 },
  (_, index) => `#EXTINF:6.000,\nseg_${String(index).padStart(5, '0')}.m4s\n`,
).join('')}#EXT-X-ENDLIST\n`;

const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The hand-written onSend hook the search routes used before @fastify/compress (kept here to compare). */
function handWrittenCompressAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
    reply.header('vary', 'accept-encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (Buffer.byteLength(payload) < 1024 || !accepts.includes('br')) return payload;
    reply.header('content-encoding', 'br');
    return brotli(payload, BROTLI_OPTIONS);
  });
}

interface Variant {
  name: string;
  app: FastifyInstance;
  url: string;
  acceptEncoding: string;
  /** expected Content-Encoding (undefined: none) and the body once decoded */
  encoding: 'br' | 'gzip' | undefined;
  body: string;
}
interface Scenario {
  name: string;
  variants: Variant[];
}

async function buildScenarios(): Promise<Scenario[]> {
  // Cached page: a response cache hit against @fastify/compress re-encoding the same body per request.
  const cached = Fastify();
  await cached.register(etag, { weak: true });
  const cache = createResponseCache({ maxBytes: 64 * 1024 * 1024, ttlMs: 3_600_000, now: Date.now });
  await cached.register(async (scope) => {
    scope.addHook('onRequest', cache.onRequest);
    scope.addHook('onSend', cache.onSend);
    scope.addHook('onResponse', cache.onResponse);
    scope.get('/cached', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(CATALOGUE_PAGE),
    );
  });
  await cached.register(async (scope) => {
    await compressAnswers(scope);
    scope.get('/per-hit', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(CATALOGUE_PAGE),
    );
  });

  const search = Fastify();
  await search.register(async (scope) => {
    handWrittenCompressAnswers(scope);
    scope.get('/hand-written', async () => SEARCH_RESULTS);
  });
  await search.register(async (scope) => {
    await compressAnswers(scope);
    scope.get('/library', async () => SEARCH_RESULTS);
  });
  await search.register(async (scope) => {
    // The library's own default: streams above 8 KiB on 2 cores (undefined leaves it to the library).
    await compressAnswers(scope, { syncThreshold: undefined });
    scope.get('/library-default', async () => SEARCH_RESULTS);
  });

  const media = Fastify();
  media.get('/hand-written', async (_request, reply) =>
    reply
      .type('application/vnd.apple.mpegurl')
      .header('content-encoding', 'gzip')
      .send(await gzip(PLAYLIST)),
  );
  await media.register(async (scope) => {
    await compressAnswers(scope, {
      global: false,
      encodings: ['gzip'],
      threshold: 256,
      customTypes: /^application\/vnd\.apple\.mpegurl/,
    });
    scope.get('/library', (_request, reply) => {
      reply.type('application/vnd.apple.mpegurl').compress(PLAYLIST);
      return reply;
    });
  });

  for (const app of [cached, search, media]) await app.ready();
  const browser = 'gzip, deflate, br';
  const searchBody = JSON.stringify(SEARCH_RESULTS);
  return [
    {
      name: 'cached page (25 KiB JSON, br)',
      variants: [
        {
          name: 'stored copy (response cache)',
          app: cached,
          url: '/cached',
          acceptEncoding: browser,
          encoding: 'br',
          body: CATALOGUE_PAGE,
        },
        {
          name: 're-encoded per hit (@fastify/compress)',
          app: cached,
          url: '/per-hit',
          acceptEncoding: browser,
          encoding: 'br',
          body: CATALOGUE_PAGE,
        },
        {
          name: 'uncompressed (identity client)',
          app: cached,
          url: '/per-hit',
          acceptEncoding: 'identity',
          encoding: undefined,
          body: CATALOGUE_PAGE,
        },
      ],
    },
    {
      name: 'search answer (30 KiB JSON, br)',
      variants: [
        {
          name: 'hand-written hook',
          app: search,
          url: '/hand-written',
          acceptEncoding: browser,
          encoding: 'br',
          body: searchBody,
        },
        {
          name: '@fastify/compress (compressAnswers)',
          app: search,
          url: '/library',
          acceptEncoding: browser,
          encoding: 'br',
          body: searchBody,
        },
        {
          name: '@fastify/compress, default syncThreshold',
          app: search,
          url: '/library-default',
          acceptEncoding: browser,
          encoding: 'br',
          body: searchBody,
        },
      ],
    },
    {
      name: `playlist (${(PLAYLIST.length / 1024).toFixed(1)} KiB m3u8, gzip)`,
      variants: [
        {
          name: 'hand-written async gzip',
          app: media,
          url: '/hand-written',
          acceptEncoding: browser,
          encoding: 'gzip',
          body: PLAYLIST,
        },
        {
          name: '@fastify/compress',
          app: media,
          url: '/library',
          acceptEncoding: browser,
          encoding: 'gzip',
          body: PLAYLIST,
        },
      ],
    },
  ];
}

function decode(encoding: string | undefined, payload: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(payload).toString();
  return payload.toString();
}

async function check(variant: Variant): Promise<number> {
  const response = await variant.app.inject({
    url: variant.url,
    headers: { 'accept-encoding': variant.acceptEncoding },
  });
  const encoding = response.headers['content-encoding'];
  if (response.statusCode !== 200 || encoding !== variant.encoding) {
    throw new Error(`${variant.name}: status ${response.statusCode}, encoding ${encoding ?? 'none'}`);
  }
  if (decode(encoding, response.rawPayload) !== variant.body) throw new Error(`${variant.name}: wrong body`);
  return response.rawPayload.length;
}

interface Figures {
  rps: number;
  cpuMicrosPerRequest: number;
  bytes: number;
}

async function measure(variant: Variant): Promise<Figures> {
  // The cache compresses an answer on its first reuse, off the event loop: ask until its copies are there.
  for (let attempt = 0; ; attempt++) {
    try {
      await check(variant);
      break;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  // Warm-up: the JIT and zlib's pool.
  for (let index = 0; index < 300; index++) await check(variant);
  const bytes = await check(variant);
  let started = 0;
  const cpuBefore = process.cpuUsage();
  const before = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < requests) {
        started++;
        await variant.app.inject({
          url: variant.url,
          headers: { 'accept-encoding': variant.acceptEncoding },
        });
      }
    }),
  );
  const seconds = (performance.now() - before) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { rps: requests / seconds, cpuMicrosPerRequest: (cpu.user + cpu.system) / requests, bytes };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const loadStart = os.loadavg();
const scenarios = await buildScenarios();
const results: { scenario: string; variant: string; rounds: Figures[]; median: Figures; vsFirst: number }[] =
  [];
console.log(
  `compression bench: ${requests} requests x ${rounds} rounds, ${concurrency} in flight; node ${process.version}, ` +
    `${os.availableParallelism()} cores, load ${loadStart.map((load) => load.toFixed(2)).join(' ')}`,
);
for (const scenario of scenarios) {
  const perVariant = new Map<Variant, Figures[]>(scenario.variants.map((variant) => [variant, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? scenario.variants : [...scenario.variants].reverse();
    for (const variant of order) perVariant.get(variant)!.push(await measure(variant));
  }
  console.log(`\n${scenario.name}`);
  const heading = [
    'req/s'.padStart(8),
    'cpu µs/req'.padStart(11),
    'bytes'.padStart(7),
    'vs first'.padStart(9),
  ];
  console.log(`  ${'variant'.padEnd(40)} ${heading.join(' ')}`);
  let first: number | undefined;
  for (const [variant, figures] of perVariant) {
    const mid: Figures = {
      rps: median(figures.map((figure) => figure.rps)),
      cpuMicrosPerRequest: median(figures.map((figure) => figure.cpuMicrosPerRequest)),
      bytes: figures[0]!.bytes,
    };
    first ??= mid.cpuMicrosPerRequest;
    const vsFirst = mid.cpuMicrosPerRequest / first;
    results.push({ scenario: scenario.name, variant: variant.name, rounds: figures, median: mid, vsFirst });
    const columns = [
      mid.rps.toFixed(0).padStart(8),
      mid.cpuMicrosPerRequest.toFixed(0).padStart(11),
      String(mid.bytes).padStart(7),
      vsFirst.toFixed(2).padStart(9),
    ];
    console.log(`  ${variant.name.padEnd(40)} ${columns.join(' ')}`);
  }
}
const apps = new Set(scenarios.flatMap((scenario) => scenario.variants.map((variant) => variant.app)));
for (const app of apps) await app.close();

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.join(
  ROOT,
  'bench/results',
  `compression-${stamp}${values.label ? `-${values.label}` : ''}.json`,
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
        loadAverageStart: loadStart,
        loadAverageEnd: os.loadavg(),
      },
      setup: { requests, concurrency, rounds },
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nfigures: ${path.relative(ROOT, file)}`);
