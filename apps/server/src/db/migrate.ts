import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

/**
 * The committed drizzle-kit migrations. In the source tree they sit beside this file; the server build copies them
 * next to the bundle (dist/migrations).
 */
export function migrationsFolder(): string {
  const candidates = [
    new URL('./migrations/', import.meta.url),
    new URL('../src/db/migrations/', import.meta.url),
  ];
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    if (existsSync(`${folder}meta/_journal.json`)) return folder;
  }
  throw new Error(
    `Database migrations not found (looked in ${candidates.map((c) => fileURLToPath(c)).join(', ')})`,
  );
}

// Any constant works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 727_001;

/** Applies pending migrations. On PostgreSQL an advisory lock keeps two starting instances from racing. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  await handle.raw.withAdvisoryLock(MIGRATION_LOCK_ID, () =>
    migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
  );
}
