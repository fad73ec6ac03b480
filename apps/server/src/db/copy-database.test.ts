import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremium, signUpAndConfirm } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { copyDatabase } from './copy-database';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every table's rows, as JSON sorted, so two databases can be compared whole. */
async function contents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const { rows: tables } = await database.raw.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await database.raw.query<{ row: unknown }>(
      `select to_jsonb(t.*) as row from public."${name}" t`,
    );
    all[name] = rows.map((entry) => JSON.stringify(entry.row)).sort();
  }
  return all;
}

// The embedded database of a running test app is the source; a fresh PostgreSQL database the target.
describe.runIf(process.env.TEST_DB_DRIVER === 'pglite' && adminUrl)(
  'moving an install from the embedded database to PostgreSQL',
  () => {
    let server: TestServer;
    let target: DatabaseHandle;
    const name = `mzansi_move_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      server = await startTestServer();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      target = await openDatabase({ kind: 'postgres', url: url.toString() });
    });

    afterAll(async () => {
      await target?.close();
      await server?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('copies every row of every table, and the copy is a working database', async () => {
      const account = await signUpAndConfirm(server);
      await grantPremium(server, account.userId);
      const report = await copyDatabase(server.ctx.database, target);
      expect(report.tables.users).toBeGreaterThan(5);
      expect(report.tables.titles).toBeGreaterThan(0);
      const [before, after] = await Promise.all([contents(server.ctx.database), contents(target)]);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      // Generated columns are computed again, foreign keys hold, and the account signs in from the copy.
      const { rows } = await target.raw.query<{ is_active: boolean }>(
        'select is_active from subscriptions where user_id = $1',
        [account.userId],
      );
      expect(rows).toEqual([{ is_active: true }]);
      await expect(
        target.raw.query(`insert into watchlist (user_id, profile_id, title_id) values ('nobody', $1, $1)`, [
          account.profileId,
        ]),
      ).rejects.toThrow(/foreign key/);
    });

    it('refuses a target that already has accounts, unless told to replace them', async () => {
      await expect(copyDatabase(server.ctx.database, target)).rejects.toThrow(/already has accounts/);
      const again = await copyDatabase(server.ctx.database, target, { replace: true });
      expect(again.tables.users).toBe(
        Number((await target.raw.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n),
      );
    });
  },
);
