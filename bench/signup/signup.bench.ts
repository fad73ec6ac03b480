/**
 * bench/signup: does a sign-up tell, by its time, whether the address has an account? (ASVS 6.3.8, D52)
 *
 *   npm run bench:signup -- [--rounds 40] [--warmup 10] [--skip-build] [--label name]
 *
 * Starts the built server (production mode, a fresh embedded database), registers one address, then alternates
 * sign-ups for new addresses and for that registered one, and prints the median, p90 and mean time of each kind and
 * their differences. Without the uniform timing the new-address sign-up was 5-15 ms slower (the issue's figure);
 * the aim is a difference within the run's noise.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, ROOT, startServer } from '../api/server';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '10' },
    'skip-build': { type: 'boolean', default: false },
    label: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const warmup = Number(values.warmup);

const PASSWORD = 'jacaranda-season-2026';
let counter = 0;
const newAddress = () => `bench.${Date.now()}.${counter++}@example.co.za`;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return {
    median: at(0.5),
    p90: at(0.9),
    mean: times.reduce((sum, value) => sum + value, 0) / times.length,
  };
}

async function main() {
  if (!values['skip-build']) buildServer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-signup-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    // One address signs up over and over: the abuse limits would answer 429 instead of measuring.
    RATE_LIMITS: 'sign_up_ip=1000000/600,email_address=1000000/900',
  });
  try {
    const signUp = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
      return performance.now() - started;
    };
    const registered = newAddress();
    await signUp(registered);
    for (let i = 0; i < warmup; i++) {
      await signUp(newAddress());
      await signUp(registered);
    }
    const fresh: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < rounds; i++) {
      fresh.push(await signUp(newAddress()));
      existing.push(await signUp(registered));
    }
    const a = summary(fresh);
    const b = summary(existing);
    const row = (name: string, s: ReturnType<typeof summary>) =>
      `${name.padEnd(18)} ${s.median.toFixed(1).padStart(8)} ${s.p90.toFixed(1).padStart(8)} ${s.mean.toFixed(1).padStart(8)}`;
    console.log(`\nsign-up time, ms (${rounds} of each, alternating; load ${os.loadavg()[0]!.toFixed(2)})`);
    console.log(`${'kind'.padEnd(18)} ${'median'.padStart(8)} ${'p90'.padStart(8)} ${'mean'.padStart(8)}`);
    console.log(row('new address', a));
    console.log(row('existing address', b));
    console.log(
      `difference (new - existing): median ${(a.median - b.median).toFixed(1)} ms, ` +
        `p90 ${(a.p90 - b.p90).toFixed(1)} ms, mean ${(a.mean - b.mean).toFixed(1)} ms`,
    );
    const results = path.join(ROOT, 'bench/results');
    await fs.mkdir(results, { recursive: true });
    const file = path.join(
      results,
      `signup-${new Date().toISOString().slice(0, 10)}${values.label ? `-${values.label}` : ''}.json`,
    );
    await fs.writeFile(
      file,
      JSON.stringify({ rounds, load: os.loadavg(), cpus: os.cpus().length, fresh: a, existing: b }, null, 2),
    );
    console.log(`\nwritten to ${path.relative(ROOT, file)}`);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
