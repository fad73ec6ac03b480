import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** A transaction of the one database type (the same on PGlite and PostgreSQL). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs a hand-written query (on the database or in a transaction) and returns its rows. Both drivers answer
 * `{ rows }`; alias columns to the field names you want, and cast counts to int (node-postgres returns bigint as a
 * string, PGlite as a number).
 */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
