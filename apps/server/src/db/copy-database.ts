import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/** Rows read and written per statement: small enough for any row size, large enough to be quick. */
const BATCH_ROWS = 500;

export interface CopyDatabaseReport {
  /** rows copied per table (every table of the app's schema, empty ones included) */
  tables: Record<string, number>;
  seconds: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function appliedMigrations(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.raw.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => row.hash);
}

async function tablesOf(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.raw.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

async function countRows(database: DatabaseHandle, table: string): Promise<number> {
  const { rows } = await database.raw.query<{ count: string | number }>(
    `select count(*) as count from public.${quote(table)}`,
  );
  return Number(rows[0]!.count);
}

/**
 * Copies every row of the app's tables from one database to another of the same schema version: how an install
 * on the embedded database (PGlite) moves to PostgreSQL (docs/deployment.md, "Moving a running install"). The
 * source is only read. The target is migrated first, must hold no accounts (unless `replace`), and is written in one
 * transaction: its tables are emptied (the reference data its migrations wrote included), the source's rows copied,
 * foreign keys checked again over everything, and the sequences set past the copied rows. Any failure leaves the
 * target as it was. The job queue (schema pgboss) is not copied: the worker queues again what a video still needs
 * when it starts (transcode reconciliation), and the periodic sweeps are sent anew.
 *
 * Rows travel as JSON (to_jsonb, then jsonb_populate_recordset into the same table type), so every column type
 * PostgreSQL can print and read back (timestamps, enums, arrays, bytea, jsonb) arrives unchanged. Generated
 * columns are left to the target to compute, and the app's triggers are off while the rows go in (they would add
 * rows of their own).
 */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
  options: { replace?: boolean; onTable?: (table: string, rows: number) => void } = {},
): Promise<CopyDatabaseReport> {
  const started = performance.now();
  await migrateDatabase(target);
  const [sourceVersion, targetVersion] = await Promise.all([
    appliedMigrations(source),
    appliedMigrations(target),
  ]);
  if (sourceVersion.join() !== targetVersion.join()) {
    throw new Error(
      `The two databases are at different schema versions (${sourceVersion.length} and ${targetVersion.length} ` +
        'migrations): start the server once on the source with this version of the app first.',
    );
  }
  if (!options.replace && (await countRows(target, 'users')) > 0) {
    throw new Error(
      'The target database already has accounts: give --replace to overwrite everything in it.',
    );
  }
  const tables = await tablesOf(source);
  const report: Record<string, number> = {};

  await target.db.transaction(async (tx) => {
    // A statement in the transaction; `json` is bound as the last parameter (the rows of an insert).
    const run = async <T = unknown>(statement: string, json?: string): Promise<{ rows: T[] }> => {
      const result: unknown = await tx.execute(
        json === undefined ? sql.raw(statement) : sql`${sql.raw(statement)}${json}::jsonb)`,
      );
      return result as { rows: T[] };
    };
    const { rows: foreignKeys } = await run<{ tbl: string; name: string; definition: string }>(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    // Without the foreign keys the tables can be filled in any order; they are all checked again at the end.
    for (const key of foreignKeys) {
      await run(`alter table ${key.tbl} drop constraint ${quote(key.name)}`);
    }
    await run(`truncate ${tables.map((table) => `public.${quote(table)}`).join(', ')}`);
    // The app's own triggers (a new account gets its primary viewer profile) would add rows the copy brings.
    for (const table of tables) await run(`alter table public.${quote(table)} disable trigger user`);

    for (const table of tables) {
      const { rows: columns } = await source.raw.query<{ name: string }>(
        `select attname as name from pg_attribute
           where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
           order by attnum`,
        [`public.${quote(table)}`],
      );
      const list = columns.map((column) => quote(column.name)).join(', ');
      let copied = 0;
      for (;;) {
        const { rows } = await source.raw.query<{ row: unknown }>(
          `select to_jsonb(t.*) as row from public.${quote(table)} t order by ctid limit ${BATCH_ROWS} offset ${copied}`,
        );
        if (rows.length === 0) break;
        await run(
          `insert into public.${quote(table)} (${list})
             select ${list} from jsonb_populate_recordset(null::public.${quote(table)}, `,
          JSON.stringify(rows.map((entry) => entry.row)),
        );
        copied += rows.length;
        if (rows.length < BATCH_ROWS) break;
      }
      report[table] = copied;
      options.onTable?.(table, copied);
    }

    for (const table of tables) await run(`alter table public.${quote(table)} enable trigger user`);
    for (const key of foreignKeys) {
      await run(`alter table ${key.tbl} add constraint ${quote(key.name)} ${key.definition}`);
    }
    // Serial and identity columns continue after the copied rows.
    await run(
      `select setval(seq, greatest(coalesce(max_value, 0), 1), max_value is not null)
         from (
           select pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq,
                  (xpath('/row/m/text()', query_to_xml(
                     format('select max(%I) as m from public.%I', a.attname, c.relname), false, true, '')))[1]::text::bigint
                    as max_value
           from pg_attribute a join pg_class c on c.oid = a.attrelid
           where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0
             and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null
         ) sequences`,
    );
  });

  for (const table of tables) {
    const rows = await countRows(target, table);
    if (rows !== report[table]) {
      throw new Error(`${table}: ${report[table]} rows copied but ${rows} in the target`);
    }
  }
  return { tables: report, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
