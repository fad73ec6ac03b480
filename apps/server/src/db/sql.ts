import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs a hand-written query and returns its rows. Both drivers answer `{ rows }`; alias columns to the field names
 * you want, and cast counts to int (node-postgres returns bigint as a string, PGlite as a number).
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
