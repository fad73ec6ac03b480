import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { queryRows } from './sql';

/** A fresh PGlite migrated in two steps: slow on a busy machine. */
const MIGRATION_TIMEOUT_MS = 240_000;

/** Issue 16: the migration that adds title_translations, on a database that already holds titles. */
describe('migration: title translations', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it(
    'keeps every title and its search document, then indexes translations',
    async () => {
      handle = await databaseBefore('_title_translations');
      const { db } = handle;
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
