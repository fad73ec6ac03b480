import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { ensureDemoAccounts } from '../src/seed/demo-accounts';
import { insertDemoCatalogue } from '../src/seed/demo-catalogue';
import { syncReferenceData } from '../src/seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      { driver: 'pglite'; templateFile: string } | { driver: 'postgres'; adminUrl: string; template: string };
  }
}

/** Template state every test file starts from: migrated, reference data, the demo catalogue rows and accounts. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await syncReferenceData(handle.db);
  const now = new Date();
  await insertDemoCatalogue(handle.db, now);
  await ensureDemoAccounts(handle.db, now);
}

export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts) decides; global setup does not see it in process.env.
  const requested = project.config.env?.TEST_DB_DRIVER ?? process.env.TEST_DB_DRIVER;
  const driver = requested === 'postgres' ? 'postgres' : 'pglite';
  if (driver === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await prepare(await openPglite({ instance: client }));
    const dump = await client.dumpDataDir('none');
    const dir = path.resolve('.cache/test');
    await fs.mkdir(dir, { recursive: true });
    const templateFile = path.join(dir, `pglite-template-${process.pid}.tar`);
    await fs.writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('testDb', { driver, templateFile });
    return async () => {
      await fs.rm(templateFile, { force: true });
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const template = `mzansi_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = await openPostgres(url.toString(), { max: 2 });
  await prepare(handle);
  await handle.close();
  project.provide('testDb', { driver, adminUrl, template });
  return async () => {
    // The databases cloned by test files are dropped here, once, with the template: a DROP DATABASE waits for a
    // checkpoint, which on a busy machine held a test file's afterAll past its timeout (CI, stop 23).
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${template}_%`, template],
    );
    for (const row of leftovers.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}
