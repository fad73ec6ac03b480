import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the code uses: the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Raw SQL access for the few places that need it (migrations, the job queue): parameterless scripts go through
 * `exec` (PGlite runs multi-statement scripts only there), parameterised statements through `query`.
 */
export interface RawSql {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  /** Runs `fn` while holding a session-level advisory lock (one connection for lock and unlock). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  raw: RawSql;
  /** Connections now: node-postgres's pool counts; the embedded database is one connection (metrics). */
  poolCounts(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Opens the embedded database (data in `dataDir`, or in memory), or wraps an existing PGlite instance. */
export async function openPglite(source: { dataDir?: string; instance?: PGlite }): Promise<DatabaseHandle> {
  let client = source.instance;
  if (!client) {
    if (source.dataDir) await fs.mkdir(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir, { extensions: PGLITE_EXTENSIONS });
  }
  const instance = client;
  return {
    kind: 'pglite',
    db: drizzlePglite(instance, drizzleOptions) as unknown as Database,
    raw: {
      exec: async (sql) => {
        await instance.exec(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => {
        const result = await instance.query<T>(sql, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
      // One embedded database belongs to one process: nothing else can race it.
      withAdvisoryLock: (_lockId, fn) => fn(),
    },
    poolCounts: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => instance.close(),
  };
}

/** How long a query waits for a new connection to PostgreSQL before failing (see openPostgres). */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // While the database is down or restarting, a request waits at most this long for a connection and is then
    // answered 503 (http/error-handler.ts) instead of queueing until the client gives up.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Idle connections are closed after a while, so few are left to find dead after a restart; TCP keepalive finds
    // those a network cut left half-open (no FIN ever arrives) instead of a query hanging on them.
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle connection the server ends (a restart, a failover, an administrator) is dropped by the pool and replaced
  // on the next query; without a listener node-postgres would throw it and take the process down.
  pool.on('error', (error) => options.onIdleError?.(error));
  // A connection lent out (a transaction, an advisory lock) that the server ends emits 'error' too, and the pool
  // listens only while it is idle: without this a database restart during a transaction took the process down.
  // The failure reaches the query under way (and the request, answered 503), and the pool drops the connection.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start, with the connection error, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool, drizzleOptions) as unknown as Database,
    raw: {
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => {
        const result = await pool.query(sql, params);
        return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
      },
      withAdvisoryLock: async (lockId, fn) => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [lockId]);
          try {
            return await fn();
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [lockId]);
          }
        } finally {
          connection.release();
        }
      },
    },
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.kind === 'pglite'
    ? openPglite({ dataDir: config.dataDir })
    : openPostgres(config.url, { onIdleError });
}
