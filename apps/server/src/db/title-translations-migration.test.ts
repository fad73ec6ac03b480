import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../seed/reference-data';
import { openPglite, PGLITE_EXTENSIONS, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { queryRows } from './sql';

/** A fresh PGlite migrated in two steps: slow on a busy machine. */
const MIGRATION_TIMEOUT_MS = 240_000;

interface Journal {
  entries: { tag: string }[];
}

/** Issue 16: the migration that adds title_translations, on a database that already holds titles. */
describe('migration: title translations', () => {
  let handle: DatabaseHandle | undefined;
  let earlierFolder: string | undefined;
  afterAll(async () => {
    await handle?.close();
    if (earlierFolder) await fs.rm(earlierFolder, { recursive: true, force: true });
  });

  /** A copy of the migrations before this one (the database as it was before the change). */
  async function migrationsBefore(tagSuffix: string): Promise<string> {
    const folder = migrationsFolder();
    const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
    const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
    expect(index).toBeGreaterThan(0);
    const earlier = journal.entries.slice(0, index);
    const target = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-migrations-'));
    await fs.mkdir(path.join(target, 'meta'));
    await fs.writeFile(
      path.join(target, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: earlier }),
    );
    for (const entry of earlier) {
      await fs.copyFile(path.join(folder, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
    }
    return target;
  }

  it(
    'keeps every title and its search document, then indexes translations',
    async () => {
      earlierFolder = await migrationsBefore('_title_translations');
      handle = await openPglite({ instance: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
      const { db } = handle;
      await migrate(db as unknown as PgliteDatabase, { migrationsFolder: earlierFolder });
      await syncReferenceData(db);
      const [title] = await queryRows<{ id: string }>(
        db,
        sql`insert into titles (slug, type, title, tagline, synopsis, release_year, age_rating, original_language,
          status, published_at)
        values ('droogte', 'movie', 'Droogte', 'A dry year.', 'Sheep and dust.', 2025, '13', 'af', 'published', now())
        returning id`,
      );
      const read = () =>
        queryRows<{ slug: string; tagline: string; synopsis: string; document: string }>(
          db,
          sql`select t.slug, t.tagline, t.synopsis, s.document::text as document
          from titles t join title_search s on s.title_id = t.id where t.id = ${title!.id}`,
        );
      const before = await read();

      await migrateDatabase(handle);

      expect(await read()).toEqual(before);
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from title_translations`,
      );
      expect(count?.n).toBe(0);
      await queryRows(
        db,
        sql`insert into title_translations (title_id, language, tagline, synopsis)
        values (${title!.id}, 'af', 'n Droë jaar.', 'Skape en stof op die skaapplaas.')`,
      );
      const [after] = await read();
      expect(after?.document).toContain("'skaapplaas'");
      expect(after?.tagline).toBe('A dry year.');
      // Only the three interface languages besides English.
      await expect(
        queryRows(
          db,
          sql`insert into title_translations (title_id, language, tagline) values (${title!.id}, 'fr', 'Sécheresse')`,
        ),
      ).rejects.toThrow();
    },
    MIGRATION_TIMEOUT_MS,
  );
});
