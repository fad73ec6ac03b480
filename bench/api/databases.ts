/**
 * Fresh databases for a benchmark run: an embedded PGlite folder or a new PostgreSQL database, migrated with the
 * app's own migrations and reference data, then filled by the catalogue generator. The server then opens the same
 * data (DATA_DIR or DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { syncReferenceData } from '../../apps/server/src/seed/reference-data';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the server finds the data, and how to throw it away afterwards. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** environment for the server process: DATA_DIR or DATABASE_URL */
  serverEnv: Record<string, string>;
  /**
   * Opens the database migrated and with its reference data, exactly as the server's start leaves it. On
   * PostgreSQL the handle has one connection, so the generator's transaction stays on it.
   */
  open(): Promise<DatabaseHandle>;
  /** removes the folder or the database */
  drop(): Promise<void>;
}

/** A new folder under the system temp dir; the server keeps its embedded database in `<DATA_DIR>/pglite`. */
export async function createPgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-api-'));
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    async open() {
      const handle = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      await prepareSchema(handle);
      return handle;
    },
    drop: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new database `mzansi_bench_<random>` on the server of `adminUrl`, dropped (with its connections) at the end. */
export async function createPostgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `mzansi_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString() },
    async open() {
      // The migrator holds an advisory lock on one connection while it migrates on another.
      const migrator = await openPostgres(url.toString(), { max: 2 });
      try {
        await prepareSchema(migrator);
      } finally {
        await migrator.close();
      }
      return openPostgres(url.toString(), { max: 1 });
    },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function prepareSchema(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await syncReferenceData(handle.db);
}
