import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { ffmpegVersion } from '../src/adapters/ffmpeg/ffmpeg-runner';
import { createMetrics } from '../src/adapters/metrics/metrics';
import { createStorage } from '../src/adapters/storage/create-storage';
import { instrumentStorage } from '../src/adapters/storage/instrument-storage';
import { loadConfig, type Config } from '../src/config';
import type { AppContext, Clock } from '../src/context';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type DatabaseHandle } from '../src/db/client';
import { buildApp } from '../src/http/app';
import { closeWithin } from '../src/http/close-app';
import type { Services } from '../src/services';
import { createLogger, type Logger } from '../src/logger';
import { freePort } from './free-port';

/** A clock tests can move: starts at the real time, `advance` jumps ahead (expiry without waiting). */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A fresh database cloned from the prepared template (migrated, reference data, demo catalogue and accounts). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const testDb = inject('testDb');
  if (testDb.driver === 'pglite') {
    const dump = await fs.readFile(testDb.templateFile);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    return openPglite({ instance: client });
  }
  // Closing ends the pool only: the global teardown drops every clone at once (see global-setup.ts).
  return openPostgres(await cloneTestDatabase(), { max: 5 });
}

/**
 * PostgreSQL only: the URL of a fresh clone of the template (or of an empty database with `empty`), for tests that
 * open it themselves (through a proxy, from two apps, as a restore target). Dropped by the global teardown.
 */
export async function cloneTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const testDb = inject('testDb');
  if (testDb.driver !== 'postgres') throw new Error('cloneTestDatabase needs the server:postgres project');
  const name = `${testDb.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${options.empty ? 'template0' : testDb.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDb.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs one step of closing a test server, saying which one when it is slow (a hook timeout names none), and what
 * the process is still waiting on.
 */
async function closing<T>(step: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const slow = setInterval(() => {
    const waiting = new Map<string, number>();
    for (const resource of process.getActiveResourcesInfo())
      waiting.set(resource, (waiting.get(resource) ?? 0) + 1);
    console.warn(
      `test server close: ${step} still running after ${Math.round((Date.now() - started) / 1000)} s ` +
        `(the process waits on ${[...waiting].map(([resource, count]) => `${count} ${resource}`).join(', ')})`,
    );
  }, 15_000);
  try {
    return await run();
  } finally {
    clearInterval(slow);
  }
}

/** Closes the app as the server process does: connections still busy after 10 s (a response not read) are cut. */
async function closeApp(app: FastifyInstance): Promise<void> {
  if (await closeWithin(app, 10_000))
    console.warn(
      'test server close: connections still busy after 10 s were cut (a response not read to its end?)',
    );
}

export interface TestServer {
  baseUrl: string;
  ctx: AppContext;
  /** the app's services (the composition root's instances) */
  services: Services;
  clock: TestClock;
  app: FastifyInstance;
  storageDir: string;
  /** fetch against the server; JSON bodies are encoded for you */
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** The app built again on the same database, storage and port (a restart): nothing kept in memory survives. */
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** an existing storage folder (for tests that share generated media) */
  storageDir?: string;
  /**
   * Keep the production abuse limits (for tests of the limits themselves). By default the per-IP and per-address
   * limits are raised: every test request comes from 127.0.0.1, and a file that signs up a dozen users is no attack.
   */
  productionRateLimits?: boolean;
  /** a logger of the test's own (to read what the server logs) */
  logger?: Logger;
  /**
   * PostgreSQL only: the database to serve instead of a fresh clone (a second app on another's database, an app
   * behind a TCP proxy, a restored database). It is opened, and closed with the server, by this server.
   */
  databaseUrl?: string;
}

/** Generous limits for ordinary tests (RATE_LIMITS syntax): the production ones are tested on their own. */
export const RELAXED_RATE_LIMITS = [
  'sign_in_ip_email=1000/300',
  'sign_in_ip=1000/300',
  'sign_up_ip=1000/600',
  'email_address=1000/900',
  'forgot_ip=1000/900',
  'resend_ip=1000/900',
  'reset_ip=1000/900',
  'reauth_user=1000/900',
  'oauth_start_ip=1000/300',
  'feedback_ip=1000/3600',
  'client_errors_ip=1000/60',
  'search_ip=100000/60',
  'signed_url_user=100000/300',
  'signed_url_ip=100000/300',
  'heartbeat_user=100000/300',
  'heartbeat_ip=100000/300',
  'downloads_user=100000/300',
  'downloads_ip=100000/300',
  'avatar_user=1000/3600',
  'ad_vast_ip=100000/300',
  'ad_event_ip=100000/300',
  'rating_user=100000/300',
  'review_write_user=1000/3600',
  'review_report_user=1000/3600',
].join(',');

/** A port nobody listens on right now, so PUBLIC_URL (links in e-mails, OAuth redirect URIs) can name it. */

/** Starts the real app on a free port with its own database and storage folder. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const storageDir = options.storageDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-test-storage-')));
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, { max: 5 })
    : await openTestDatabase();
  const clock = new TestClock();
  const configFor = (port: number): Config =>
    loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(options.productionRateLimits ? {} : { RATE_LIMITS: RELAXED_RATE_LIMITS }),
      STORAGE_DIR: storageDir,
      // Scratch space of object storage (STORAGE_DRIVER=s3 in options.env): inside the test's folder.
      WORK_DIR: path.join(storageDir, '.work'),
      WEB_DIST_DIR: path.join(storageDir, 'no-web-build'),
      // Pages drawn by the browser alone, whatever has been built: a test that wants the renderer gives its own.
      WEB_SSR_DIR: path.join(storageDir, 'no-web-build'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...options.env,
    });
  // The port is chosen before the app is built (PUBLIC_URL names it); if something takes it meanwhile, try another.
  for (let attempt = 1; ; attempt++) {
    const config = configFor(await freePort());
    // Process metrics (event loop, GC) are left out: many test servers share one process.
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.readPool(() => database.poolCounts());
    const ctx: AppContext = {
      config,
      database,
      storage: instrumentStorage(createStorage(config), metrics),
      logger: options.logger ?? createLogger(config.logLevel),
      clock,
      media: { ffmpegVersion: () => ffmpegVersion(config.ffmpegPath) },
      metrics,
    };
    const app = await buildApp(ctx);
    try {
      await app.listen({ port: config.port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || attempt >= 5 || options.env?.PORT) {
        await database.close();
        throw error;
      }
      continue;
    }
    return serverFor(ctx, app, clock, storageDir, options);
  }
}

function serverFor(
  ctx: AppContext,
  app: FastifyInstance,
  clock: TestClock,
  storageDir: string,
  options: TestServerOptions,
): TestServer {
  const { config, database } = ctx;
  const baseUrl = `http://127.0.0.1:${config.port}`;
  return {
    baseUrl,
    ctx,
    services: app.services,
    clock,
    app,
    storageDir,
    request(pathname, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(`${baseUrl}${pathname}`, {
        ...rest,
        headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    },
    async restart() {
      await closing('app.close()', () => closeApp(app));
      const next = await buildApp(ctx);
      await next.listen({ port: config.port, host: '127.0.0.1' });
      return serverFor(ctx, next, clock, storageDir, options);
    },
    async close() {
      await closing('app.close()', () => closeApp(app));
      await closing('database.close()', () => database.close());
      // An S3 client's keep-alive sockets would hold a test S3 server open.
      (ctx.storage as { destroy?: () => void }).destroy?.();
      if (!options.storageDir) await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}

export { freePort };
