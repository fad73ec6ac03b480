import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { queryRows } from './sql';

/** A fresh PGlite migrated in two steps: slow on a busy machine. */
const MIGRATION_TIMEOUT_MS = 240_000;

/** The personal tables that moved from the account to a viewer profile, with what identifies a row in each. */
const TABLES = {
  watchlist: sql`select user_id, title_id::text as key from watchlist`,
  watch_progress: sql`select user_id, video_id::text || ' ' || position_seconds as key from watch_progress`,
  watch_history: sql`select user_id, title_id::text || ' ' || watch_count as key from watch_history`,
  // The value is not compared: migration 0012 (D80) turns the stars into thumbs later.
  ratings: sql`select user_id, title_id::text as key from ratings`,
} as const;

type Row = { user_id: string; key: string };

/**
 * Issue 16 (D73): migration 0009 on a database that already holds accounts with lists, progress, history and
 * ratings. Every account gets its primary viewer profile and every row goes to it; nothing is lost.
 */
describe('migration: viewer profiles', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it(
    "moves each account's list, progress, history and ratings to its new primary profile",
    async () => {
      handle = await databaseBefore('_viewer_profiles');
      const { db } = handle;

      // Three accounts: one with a public profile and data, one with data but no profile row, one with nothing.
      await queryRows(
        db,
        sql`insert into users (id, name, email, email_verified, language, created_at) values
          ('user-ayanda', 'Ayanda', 'ayanda@example.co.za', true, 'zu', '2026-01-05T08:00:00Z'),
          ('user-bongani', '', 'bongani.m@example.co.za', true, 'en', '2026-02-10T08:00:00Z'),
          ('user-carla', 'Carla', 'carla@example.co.za', true, 'af', '2026-03-15T08:00:00Z')`,
      );
      await queryRows(
        db,
        sql`insert into profiles (id, username, display_name) values ('user-ayanda', 'ayanda', 'Ayanda Dlamini')`,
      );
      const titleIds: string[] = [];
      const videoIds: string[] = [];
      for (const slug of ['ilanga', 'umfula', 'intaba']) {
        const [title] = await queryRows<{ id: string }>(
          db,
          sql`insert into titles (slug, type, title, release_year, age_rating, original_language, status, published_at)
            values (${slug}, 'movie', ${slug}, 2025, '13', 'zu', 'published', now()) returning id`,
        );
        const [video] = await queryRows<{ id: string }>(
          db,
          sql`insert into videos (title_id, kind, status) values (${title!.id}, 'main', 'ready') returning id`,
        );
        titleIds.push(title!.id);
        videoIds.push(video!.id);
      }
      const [t0, t1, t2] = titleIds as [string, string, string];
      const [v0, v1, v2] = videoIds as [string, string, string];
      await queryRows(
        db,
        sql`insert into watchlist (user_id, title_id) values
          ('user-ayanda', ${t0}), ('user-ayanda', ${t1}), ('user-ayanda', ${t2}), ('user-bongani', ${t0})`,
      );
      await queryRows(
        db,
        sql`insert into watch_progress (user_id, video_id, title_id, position_seconds, duration_seconds) values
          ('user-ayanda', ${v0}, ${t0}, 120, 5400), ('user-ayanda', ${v1}, ${t1}, 30, 3000),
          ('user-bongani', ${v0}, ${t0}, 600, 5400), ('user-bongani', ${v2}, ${t2}, 5, 4000)`,
      );
      await queryRows(
        db,
        sql`insert into watch_history (user_id, title_id, last_video_id, watch_count) values
          ('user-ayanda', ${t0}, ${v0}, 3), ('user-ayanda', ${t1}, ${v1}, 1), ('user-bongani', ${t0}, ${v0}, 2)`,
      );
      await queryRows(
        db,
        sql`insert into ratings (user_id, title_id, rating) values
          ('user-ayanda', ${t0}, 5), ('user-bongani', ${t0}, 2), ('user-bongani', ${t2}, 4)`,
      );
      const read = async (query: (typeof TABLES)[keyof typeof TABLES]) =>
        (await queryRows<Row>(db, query)).map((row) => `${row.user_id} ${row.key}`).sort();
      const before = Object.fromEntries(
        await Promise.all(Object.entries(TABLES).map(async ([name, query]) => [name, await read(query)])),
      ) as Record<keyof typeof TABLES, string[]>;
      expect(before.watchlist).toHaveLength(4);

      await migrateDatabase(handle);

      // One primary profile per account, named as the account shows itself, in its language.
      const profiles = await queryRows<{
        user_id: string;
        name: string;
        language: string;
        is_primary: boolean;
      }>(db, sql`select user_id, name, language, is_primary from viewer_profiles order by user_id`);
      expect(profiles).toEqual([
        { user_id: 'user-ayanda', name: 'Ayanda Dlamini', language: 'zu', is_primary: true },
        { user_id: 'user-bongani', name: 'bongani.m', language: 'en', is_primary: true },
        { user_id: 'user-carla', name: 'Carla', language: 'af', is_primary: true },
      ]);

      for (const [name, query] of Object.entries(TABLES) as [
        keyof typeof TABLES,
        (typeof TABLES)[keyof typeof TABLES],
      ][]) {
        // Nothing lost, nothing changed...
        expect(await read(query), name).toEqual(before[name]);
        // ...and every row on its own account's primary profile.
        const misplaced = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.identifier(name)} r
            left join viewer_profiles vp on vp.id = r.profile_id
            where vp.id is null or vp.user_id <> r.user_id or not vp.is_primary`,
        );
        expect(misplaced[0]?.n, name).toBe(0);
      }

      // Migration 0012 (D80) made the stars thumbs: 4-5 up, 1-2 down (a 3 would have gone).
      const thumbs = await queryRows<{ key: string }>(
        db,
        sql`select user_id || ' ' || rating as key from ratings order by user_id, rating`,
      );
      expect(thumbs.map((row) => row.key)).toEqual(['user-ayanda 1', 'user-bongani -1', 'user-bongani 1']);

      // From now on the lists are per profile: a second profile of the account can keep the same title.
      const [second] = await queryRows<{ id: string }>(
        db,
        sql`insert into viewer_profiles (user_id, name) values ('user-ayanda', 'Kids') returning id`,
      );
      await queryRows(
        db,
        sql`insert into watchlist (user_id, profile_id, title_id) values ('user-ayanda', ${second!.id}, ${t0})`,
      );
      // And a new account gets its primary profile from the trigger.
      await queryRows(db, sql`insert into users (id, email) values ('user-dumi', 'dumi@example.co.za')`);
      const [dumi] = await queryRows<{ name: string; is_primary: boolean }>(
        db,
        sql`select name, is_primary from viewer_profiles where user_id = 'user-dumi'`,
      );
      expect(dumi).toEqual({ name: 'dumi', is_primary: true });
    },
    MIGRATION_TIMEOUT_MS,
  );
});
