/**
 * bench/admin: the admin dashboard (issue 19) on a large dataset: GET /api/admin/analytics must answer in < 200 ms.
 *
 *   npm run bench:admin -- [--users 100000] [--plays 1000000] [--days 120] [--requests 50] [--warmup 5]
 *                          [--titles 500] [--skip-build] [--keep] [--label name]
 *
 * 1. a fresh embedded database (PGlite, migrated, reference data) with a generated catalogue (`--titles`), then
 *    bulk SQL (generate_series, no row-by-row inserts): `--users` accounts over `--days` days (15% of the last 6 days' unconfirmed),
 *    Premium subscriptions for 15% of them (new, cancelled, lapsed), their payments (5% failed), `--plays` play
 *    events with quality, device class and Data saver, a stream session for every third play;
 * 2. the rollup job's first run (the catch-up over the whole history) and its next run (the current hour and day,
 *    what runs every 5 minutes), timed, through the app's own service (openContext + createServices);
 * 3. the built server (production mode, its own process) on that database: an admin signs in, and each range
 *    is asked `--requests` times one after another over real HTTP: cold (7, 30 and 90-day custom windows, each
 *    request a window not asked since the last rollup run, so computed from the rollup tables) and warm (the 7d,
 *    30d and 90d presets again, after `--warmup` requests: the answer kept until the next run); p50/p95/max in ms
 *    are printed and written to bench/results/admin-<date>.json.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openContext } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/logger';
import { createServices } from '../../apps/server/src/services';
import { generateCatalogue } from '../api/catalogue';
import { createPgliteDatabase } from '../api/databases';
import { buildServer, startServer } from '../api/server';
import { machine, writeResults } from '../results';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    plays: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '120' },
    titles: { type: 'string', default: '500' },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    label: { type: 'string' },
  },
});
const USERS = Number(values.users);
const PLAYS = Number(values.plays);
const DAYS = Number(values.days);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const ADMIN_EMAIL = 'bench.admin@example.co.za';
const ADMIN_PASSWORD = 'jacaranda-season-2026-bench';

const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  console.log(`  ${label.padEnd(46)} ${seconds(ms).padStart(9)}`);
  return { value, ms };
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

async function main() {
  if (!values['skip-build']) buildServer();
  const database = await createPgliteDatabase();
  const figures: Record<string, unknown> = {};
  try {
    console.log(`\nFilling the database (${USERS} users, ${PLAYS} play events over ${DAYS} days)`);
    const handle = await database.open();
    const fill: Record<string, number> = {};
    try {
      const run = async (label: string, query: string) => {
        fill[label] = (await timed(label, () => handle.raw.exec(query))).ms;
      };
      fill.catalogue = (
        await timed(`catalogue (${values.titles} titles)`, () =>
          generateCatalogue(handle.raw, { titles: Number(values.titles), people: 300, seed: 4 }),
        )
      ).ms;
      // Deterministic pseudo-random numbers from the row number (no random(): the same data every run).
      await run(
        'users',
        `insert into users (id, name, email, email_verified, email_verified_at, created_at, updated_at)
         select 'bench-' || g, 'Viewer ' || g, 'viewer' || g || '@bench.example.co.za', v, case when v then t + ((g % 7) * interval '11 minutes') end, t, t
         from (select g, now() - interval '${DAYS} days' + (g::float8 / ${USERS}) * interval '${DAYS} days' as t
           from generate_series(1, ${USERS}) g) s
         -- unconfirmed accounts only among the last 6 days' (older ones the account sweep would delete at start)
         cross join lateral (select g % 20 < 17 or t < now() - interval '6 days' as v) c`,
      );
      // 15% subscribe a day after signing up; of those a tenth cancel, a tenth lapse, the rest stay live.
      await run(
        'subscriptions',
        `insert into subscriptions (user_id, plan_id, status, start_date, end_date, cancelled_at, provider,
           created_at, updated_at)
         select u.id, 'premium',
           (case when n % 10 = 0 then 'cancelled' when n % 10 = 1 then 'payment_failed' else 'active' end)::subscription_status,
           u.created_at + interval '1 day',
           case when n % 10 in (0, 1) then u.created_at + interval '1 day' + ((n % 25) + 5) * interval '1 day'
             else now() + interval '30 days' end,
           case when n % 10 = 0 then u.created_at + interval '1 day' + ((n % 25) + 5) * interval '1 day' end,
           'demo', u.created_at + interval '1 day', u.created_at + interval '1 day'
         from (select id, created_at, row_number() over (order by id) as n from users
           where id like 'bench-%' and (substr(id, 7)::int % 20) in (3, 9, 15)) u`,
      );
      await run(
        'payments',
        `insert into payments (user_id, subscription_id, provider, reference, amount_cents, status, paid_at,
           created_at, updated_at)
         select s.user_id, s.id, 'demo', 'bench-' || s.id || '-' || k, 5900,
           (case when (k + abs(hashtext(s.id::text))) % 20 = 0 then 'failed' else 'complete' end)::payment_status,
           case when (k + abs(hashtext(s.id::text))) % 20 = 0 then null else s.start_date + (k * interval '30 days') end,
           s.start_date + (k * interval '30 days'), s.start_date + (k * interval '30 days')
         from subscriptions s cross join generate_series(0, 3) k
         where s.start_date + (k * interval '30 days') < now()`,
      );
      await run(
        `play events (${PLAYS})`,
        `with a as (
           select array_agg(t.id order by t.id) as titles, array_agg(v.id order by t.id) as videos, count(*)::int as c
           from titles t left join lateral (
             select id from videos where title_id = t.id and kind = 'main' order by id limit 1) v on true)
         insert into play_events (title_id, video_id, user_id, occurred_at, quality, device_class, data_saver)
         select a.titles[1 + (g * 31 + (g / 1000) * 7) % a.c], a.videos[1 + (g * 31 + (g / 1000) * 7) % a.c],
           'bench-' || (1 + (g * 7919) % ${USERS}),
           now() - interval '${DAYS} days' + ((g * 104729) % ${PLAYS})::float8 / ${PLAYS} * interval '${DAYS} days',
           case when g % 3 = 0 then 'SD' else 'HD' end,
           (array['mobile', 'mobile', 'mobile', 'desktop', 'tablet', 'tv'])[1 + g % 6],
           g % 8 = 0
         from generate_series(1::bigint, ${PLAYS}::bigint) g cross join a`,
      );
      await run(
        'stream sessions (a third of the plays)',
        `insert into stream_sessions (user_id, video_id, device_id, started_at, last_heartbeat_at, lease_expires_at,
           ended_at)
         select p.user_id, p.video_id, 'bench-device-' || p.id, p.occurred_at,
           p.occurred_at + ((p.id % 90) + 5) * interval '1 minute',
           p.occurred_at + ((p.id % 90) + 5) * interval '1 minute' + interval '90 seconds',
           case when p.id % 2 = 0 then p.occurred_at + ((p.id % 90) + 5) * interval '1 minute' + interval '10 seconds' end
         from play_events p where p.id % 3 = 0 and p.video_id is not null and p.user_id like 'bench-%'`,
      );
      await timed('analyze', () => handle.raw.exec('analyze'));
    } finally {
      await handle.close();
    }
    figures.fillMs = fill;

    console.log('\nThe rollup job (through the app: openContext + createServices)');
    process.env.DATA_DIR = database.serverEnv.DATA_DIR;
    process.env.SEED_DEMO = 'false';
    const config = loadConfig();
    const ctx = await openContext(config, createLogger('warn'));
    try {
      const services = createServices(ctx);
      try {
        await services.adminUsers.createAdmin({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
        const first = await timed('first run (catch-up over the whole history)', () =>
          services.analytics.refresh(),
        );
        const next = await timed('next run (the current hour and day)', () => services.analytics.refresh());
        const again = await timed('next run again', () => services.analytics.refresh());
        figures.rollup = {
          firstRunMs: first.ms,
          firstRunBuckets: first.value,
          nextRunMs: next.ms,
          nextRunAgainMs: again.ms,
        };
      } finally {
        await services.close();
      }
    } finally {
      await ctx.close();
    }

    console.log('\nGET /api/admin/analytics over HTTP (the built server, production mode)');
    const server = await startServer(database.serverEnv);
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      if (!login.ok) throw new Error(`admin sign-in answered ${login.status}: ${await login.text()}`);
      const cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      const ask = async (range: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/admin/analytics?range=${range}`, {
          headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
        });
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`analytics ${range} answered ${response.status}`);
        return { ms: performance.now() - started, bytes: body.byteLength };
      };
      const latencies: Record<string, ReturnType<typeof summary> & { bytes: number }> = {};
      console.log(
        `  ${'range'.padEnd(22)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)} ${'bytes'.padStart(8)}`,
      );
      const measure = async (name: string, query: (i: number) => string) => {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < REQUESTS; i++) {
          const answer = await ask(query(i));
          times.push(answer.ms);
          bytes = answer.bytes;
        }
        const s = summary(times);
        latencies[name] = { ...s, bytes };
        console.log(
          `  ${name.padEnd(22)} ${s.p50.toFixed(1).padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${s.max.toFixed(1).padStart(8)} ${String(bytes).padStart(8)}`,
        );
      };
      // Cold: every request a range nobody asked for since the last rollup run (custom windows ending 1, 2, 3 ...
      // days ago), so each is computed from the rollup tables.
      for (const days of [7, 30, 90]) {
        await measure(`${days} days, cold`, (i) => {
          const to = addDays(today, -(i + 1));
          return `custom&from=${addDays(to, -(days - 1))}&to=${to}`;
        });
      }
      // Warm: the presets the dashboard opens with, asked again (kept per range until the next rollup run).
      for (const range of ['7d', '30d', '90d']) {
        for (let i = 0; i < WARMUP; i++) await ask(range);
        await measure(`${range}, warm`, () => range);
      }
      figures.latencyMs = latencies;
      const worst = Math.max(...Object.values(latencies).map((l) => l.p95));
      console.log(
        `\n  goal: < 200 ms · worst p95 ${worst.toFixed(1)} ms · load ${os.loadavg()[0]!.toFixed(2)}`,
      );
    } finally {
      await server.stop();
    }
    const file = await writeResults('admin', values.label, {
      users: USERS,
      plays: PLAYS,
      days: DAYS,
      requests: REQUESTS,
      ...figures,
      machine: machine({ loadavg: os.loadavg() }),
    });
    console.log(`  written to ${path.relative(process.cwd(), file)}`);
  } finally {
    if (values.keep) console.log(`kept ${database.serverEnv.DATA_DIR}`);
    else await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
