import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readinessResponseSchema } from '@mzansi/contracts/health';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../test/free-port';
import { framesOf } from '../test/event-stream';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const STARTUP = { timeout: 120_000, interval: 250 };

/** Starts main.ts from source (as `npm run dev` does) with the given environment and arguments. */
function startServer(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { output: '' };
  child.stdout.on('data', (chunk: Buffer) => (state.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (state.output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, state };
}

/**
 * The real server process (main.ts run from source, as `npm run dev` does) on its own embedded database, stopped
 * with SIGTERM as an orchestrator stops it.
 */
const testDb = inject('testDb');

/** The process runs on an embedded database of its own, whichever project runs this file: once is enough. */
describe.runIf(testDb.driver === 'pglite')('graceful shutdown of the server process', () => {
  let dataDir: string;
  let server: ReturnType<typeof startServer>;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  const output = () => server.state.output;
  let port: number;
  let metricsPort: number;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-shutdown-'));
    port = await freePort();
    metricsPort = await freePort();
    server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      WEB_SSR_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'false',
      AUTH_REQUIRE_EMAIL_VERIFICATION: 'false',
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DRAIN_SECONDS: '4',
    });
    ({ child, exited } = server);
    await vi.waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output()}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
    }, STARTUP);
  }, STARTUP.timeout + 10_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('turns readiness 503 at once, ends event streams with a short retry, finishes requests under way, and exits 0', async () => {
    const base = `http://127.0.0.1:${port}`;
    const email = `shutdown-${Date.now()}@example.test`;
    const password = 'jacaranda-season-2026';
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(registered.status, output()).toBeLessThan(300);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status, output()).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const stream = await fetch(`${base}/api/user/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const events = framesOf(stream);
    expect(await events.next()).toBe('retry: 5000');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health/ready`)).status).toBe(200);
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(scraped).toContain('mzansi_sse_clients 1');

    // A request under way: its head is in, half its body sent; the rest goes only once the port has closed.
    const body = Buffer.from(
      JSON.stringify({ topic: 'general', message: 'Sent across a shutdown, and still answered.' }),
    );
    let answered!: (status: number) => void;
    const slowAnswer = new Promise<number>((resolve) => (answered = resolve));
    const slow = http.request(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    slow.on('response', (response) => {
      response.resume();
      answered(response.statusCode ?? 0);
    });
    slow.on('error', () => answered(-1));
    slow.write(body.subarray(0, 10));
    slow.flushHeaders();

    child.kill('SIGTERM');

    // Draining: the probe says 503 (on both ports) while the app still answers other requests.
    await vi.waitFor(async () => {
      const ready = await fetch(`http://127.0.0.1:${metricsPort}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(readinessResponseSchema.parse(await ready.json())).toEqual({
        status: 'unavailable',
        draining: true,
      });
    });
    const mainReady = await fetch(`${base}/api/health/ready`);
    expect(mainReady.status).toBe(503);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    // The stream's last words tell the browser to come back within a second (to another instance).
    const frames: string[] = [];
    for (let frame = await events.next(); frame !== null; frame = await events.next()) frames.push(frame);
    expect(frames.filter((frame) => !frame.startsWith(':')).at(-1)).toBe('retry: 1000');

    // The stream ended because the app is closing: the request under way still finishes.
    slow.end(body.subarray(10));
    expect(await slowAnswer).toBe(201);

    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM: shutting down');
  }, 90_000);
});

/** A worker has no HTTP app: METRICS_PORT is where it is scraped and probed. Process roles need PostgreSQL. */
describe.runIf(testDb.driver === 'postgres')('a --role=worker process', () => {
  it(
    'serves its metrics and probes on METRICS_PORT, and stops cleanly on SIGTERM',
    async () => {
      if (testDb.driver !== 'postgres') return;
      // A clone of the prepared template (migrated): dropped with it by the global teardown.
      const name = `${testDb.template}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testDb.adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name} template ${testDb.template}`);
      } finally {
        await admin.end();
      }
      const url = new URL(testDb.adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-worker-'));
      const metricsPort = await freePort();
      const worker = startServer(
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          METRICS_PORT: String(metricsPort),
          SEED_DEMO: 'false',
        },
        ['--role=worker'],
      );
      const probe = (pathname: string) => fetch(`http://127.0.0.1:${metricsPort}${pathname}`);
      try {
        await vi.waitFor(async () => {
          if (worker.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.state.output}`);
          expect((await probe('/api/health/ready')).status).toBe(200);
        }, STARTUP);
        expect((await probe('/api/health/live')).status).toBe(200);
        const text = await (await probe('/metrics')).text();
        expect(text).toContain('mzansi_queue_depth{queue="transcode",state="queued"}');
        expect(text).toMatch(/mzansi_db_pool_connections\{state="total"\} [1-9]/);
        expect(text).toContain('process_cpu_user_seconds_total');

        worker.child.kill('SIGTERM');
        expect(await worker.exited, worker.state.output).toBe(0);
      } finally {
        if (worker.child.exitCode === null && worker.child.signalCode === null) {
          worker.child.kill('SIGKILL');
          await worker.exited;
        }
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    STARTUP.timeout + 60_000,
  );
});
