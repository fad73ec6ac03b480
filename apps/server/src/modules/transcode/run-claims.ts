import pg from 'pg';
import { advisoryLockKey } from '../../db/advisory-lock-key';
import { postgresConnection } from '../../db/channel-listener';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../logger';

/** The advisory lock of one video's transcode. */
export const claimKey = (videoId: string): string => advisoryLockKey('transcode', videoId);

const RECLAIM_MS = 1_000;

export interface RunClaims {
  /** Holds the video's claim while its transcode runs; the returned function lets it go. */
  hold(videoId: string): Promise<() => Promise<void>>;
  /** Which of these videos a live process is transcoding now (null: this database cannot tell). */
  held(videoIds: readonly string[]): Promise<Set<string> | null>;
}

/**
 * Which transcodes a live process is running, across processes and machines: while a worker runs a video's
 * transcode it holds a PostgreSQL advisory lock on it, on a connection of its own. PostgreSQL lets the lock go the
 * moment that connection ends, so when a worker process dies (killed, out of memory, its machine gone) the others
 * know at once that its run is lost, instead of waiting for the run's progress to go quiet for minutes.
 *
 * A claim whose connection breaks while the process lives (a database restart) is taken again within a second.
 * With the embedded database there is one process: nothing is held, and `held` cannot tell (null).
 */
export function createRunClaims(database: DatabaseHandle, logger: Logger): RunClaims {
  const connection = postgresConnection(database);
  return {
    async hold(videoId) {
      if (!connection) return async () => {};
      const key = claimKey(videoId);
      let client: pg.Client | null = null;
      let released = false;
      let retry: NodeJS.Timeout | undefined;
      const take = async (): Promise<void> => {
        const next = new pg.Client(connection);
        next.on('error', (error) => {
          if (released) return;
          logger.warn({ err: error, videoId }, 'transcode claim lost its connection; taking it again');
          if (client === next) client = null;
          next.end().catch(() => undefined);
          retry = setTimeout(() => void take().catch(() => undefined), RECLAIM_MS);
        });
        try {
          await next.connect();
          await next.query('select pg_advisory_lock($1::bigint)', [key]);
        } catch (error) {
          await next.end().catch(() => undefined);
          if (released) return;
          retry = setTimeout(() => void take().catch(() => undefined), RECLAIM_MS);
          throw error;
        }
        if (released) await next.end().catch(() => undefined);
        else client = next;
      };
      await take();
      return async () => {
        released = true;
        clearTimeout(retry);
        // Ending the connection lets the lock go.
        await client?.end().catch(() => undefined);
        client = null;
      };
    },

    async held(videoIds) {
      if (!connection) return null;
      if (videoIds.length === 0) return new Set();
      // The locks are free where nobody holds them: a probe takes each and lets it go at once, on one connection.
      const { rows } = await database.raw.query<{ id: string; free: boolean }>(
        `with probe as (
           select id, key, pg_try_advisory_lock(key::bigint) as free
           from unnest($1::text[], $2::text[]) as claim(id, key)
         )
         select id, free, case when free then pg_advisory_unlock(key::bigint) end as unlocked from probe`,
        [videoIds, videoIds.map(claimKey)],
      );
      return new Set(rows.filter((row) => !row.free).map((row) => row.id));
    },
  };
}
