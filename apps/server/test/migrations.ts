import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { openPglite, PGLITE_EXTENSIONS, type DatabaseHandle } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { syncReferenceData } from '../src/seed/reference-data';

interface Journal {
  entries: { tag: string }[];
}

/**
 * A fresh PGlite database as it was before one migration (the committed migrations up to the one whose tag ends
 * with `tagSuffix`, and the reference data), for a test that fills it with old-shaped rows and then runs the rest
 * with migrateDatabase. Closing the handle also removes the copy of the earlier migrations.
 */
export async function databaseBefore(tagSuffix: string): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  expect(index, `a migration whose tag ends with ${tagSuffix}`).toBeGreaterThan(0);
  const earlier = journal.entries.slice(0, index);
  const target = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-migrations-'));
  try {
    await fs.mkdir(path.join(target, 'meta'));
    await fs.writeFile(
      path.join(target, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: earlier }),
    );
    for (const entry of earlier) {
      await fs.copyFile(path.join(folder, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
    }
    const handle = await openPglite({ instance: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: target });
    await syncReferenceData(handle.db);
    return handle;
  } finally {
    await fs.rm(target, { recursive: true, force: true });
  }
}
