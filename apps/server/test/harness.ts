import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { ffmpegVersion } from '../src/adapters/ffmpeg/ffmpeg-runner';
import { createLocalStorage } from '../src/adapters/storage/local-storage';
import { loadConfig, type Config } from '../src/config';
import type { AppContext, Clock } from '../src/context';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type DatabaseHandle } from '../src/db/client';
import { buildApp } from '../src/http/app';
import { createLogger } from '../src/logger';

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
  const handle = await openPostgres(url.toString(), { max: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: testDb.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestServer {
  baseUrl: string;
  ctx: AppContext;
  clock: TestClock;
  app: FastifyInstance;
  storageDir: string;
  /** fetch against the server; JSON bodies are encoded for you */
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** an existing storage folder (for tests that share generated media) */
  storageDir?: string;
}

/** Starts the real app on a free port with its own database and storage folder. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const storageDir = options.storageDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-test-storage-')));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    STORAGE_DIR: storageDir,
    WEB_DIST_DIR: path.join(storageDir, 'no-web-build'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = new TestClock();
  const ctx: AppContext = {
    config,
    database,
    storage: createLocalStorage(storageDir),
    logger: createLogger(config.logLevel),
    clock,
    media: { ffmpegVersion: () => ffmpegVersion(config.ffmpegPath) },
  };
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    ctx,
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
    async close() {
      await app.close();
      await database.close();
      if (!options.storageDir) await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}
