import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { createResponseCache, type ResponseCache } from '../../http/response-cache';

/**
 * The catalogue's version, and the in-process cache of its public answers (lists, title pages, related titles,
 * categories, collections: the same for every viewer).
 *
 * Every write that changes what the public catalogue shows (titles, their genres, languages, credits, people,
 * seasons, episodes, videos becoming ready, collections, artwork) must call `invalidateCatalogue(ctx)` once it
 * has committed: the version goes up and every cached answer is dropped at once. On PostgreSQL the call is also
 * sent to the other processes on the same database (NOTIFY on `mzansi_catalogue`, which every process serving
 * the API listens to): a worker process (`--role=worker`) or another instance behind a load balancer invalidates
 * them too. Writes that do not call it (`npm run seed` on a running server, SQL by hand) are not seen: cached
 * answers live at most CATALOGUE_CACHE_TTL_SECONDS (60 s by default, the answers' own `max-age`) for that
 * reason. Titles scheduled for later appear on time: no answer outlives the next scheduled publication.
 *
 * State hangs off the database handle, so the app, the worker and the seed of one process share it whatever
 * context object they hold, and two test servers in one process never see each other's answers.
 */
interface CatalogueState {
  version: number;
  caches: Set<ResponseCache>;
  listener: CatalogueListener | null;
}

const states = new WeakMap<DatabaseHandle, CatalogueState>();

/** The channel, and this process's name on it (its own notifications come back and are ignored). */
export const CATALOGUE_CHANNEL = 'mzansi_catalogue';
const PROCESS_ID = randomUUID();
const LISTEN_RETRY_MS = 5_000;

function stateOf(database: DatabaseHandle): CatalogueState {
  let state = states.get(database);
  if (!state) {
    state = { version: 1, caches: new Set(), listener: null };
    states.set(database, state);
  }
  return state;
}

function invalidateHere(state: CatalogueState): void {
  state.version++;
  for (const cache of state.caches) cache.invalidate();
}

/**
 * Call after a committed write that changes the public catalogue: cached answers are dropped at once, in this
 * process and (PostgreSQL) in every other process serving the same database.
 */
export function invalidateCatalogue(ctx: Pick<AppContext, 'database' | 'logger'>): void {
  invalidateHere(stateOf(ctx.database));
  if (ctx.database.kind !== 'postgres') return;
  ctx.database.raw
    .query('select pg_notify($1, $2)', [CATALOGUE_CHANNEL, PROCESS_ID])
    .catch((error: unknown) =>
      ctx.logger.warn(
        { err: error },
        'catalogue: other processes were not told of a change (their cached answers expire within the TTL)',
      ),
    );
}

/** Goes up with every `invalidateCatalogue` (for anything else that derives from the catalogue). */
export function catalogueVersion(ctx: Pick<AppContext, 'database'>): number {
  return stateOf(ctx.database).version;
}

/** The next time a scheduled title becomes visible (ms), or null. Uses titles_published_idx. */
async function nextPublication(ctx: AppContext, now: number): Promise<number | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    ctx.database.db,
    sql`select min(published_at) as at from titles where status = 'published' and published_at > ${new Date(now)}`,
  );
  return row?.at ? new Date(row.at).getTime() : null;
}

interface CatalogueListener {
  /** resolves once LISTEN is in place (or the first attempt failed: it keeps retrying) */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * One connection of its own (not from the pool) that LISTENs for other processes' invalidations, reconnecting
 * after a failure. While it is down, the TTL bounds staleness.
 */
function listenForChanges(
  ctx: AppContext,
  connection: pg.ClientConfig,
  state: CatalogueState,
): CatalogueListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // The pool's own settings (the same database, credentials and TLS), as one plain connection.
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload !== PROCESS_ID) invalidateHere(state);
    });
    next.on('error', (error) => {
      ctx.logger.warn({ err: error }, 'catalogue: change listener lost its connection; reconnecting');
      if (client === next) client = null;
      next.end().catch(() => undefined);
      scheduleRetry();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      // Changes made while nobody listened are unknown: start from nothing.
      invalidateHere(state);
    } catch (error) {
      next.end().catch(() => undefined);
      ctx.logger.warn({ err: error }, 'catalogue: cannot listen for changes from other processes; retrying');
      scheduleRetry();
    }
  };

  function scheduleRetry() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, LISTEN_RETRY_MS);
    retry.unref();
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * The response cache for one app's public catalogue routes (see http/response-cache.ts), sized by
 * CATALOGUE_CACHE_MB and CATALOGUE_CACHE_TTL_SECONDS, on the app's clock. On PostgreSQL it also starts listening
 * for other processes' invalidations (`ready` resolves once it listens). `release()` detaches it (app close).
 */
export function createCatalogueResponseCache(
  ctx: AppContext,
): ResponseCache & { ready: Promise<void>; release(): Promise<void> } {
  const state = stateOf(ctx.database);
  const cache = createResponseCache({
    maxBytes: ctx.config.catalogueCache.maxBytes,
    ttlMs: ctx.config.catalogueCache.ttlSeconds * 1000,
    now: () => ctx.clock.now().getTime(),
    expiryBound: (now) => nextPublication(ctx, now),
  });
  state.caches.add(cache);
  const pool = (ctx.database.db as unknown as { $client?: unknown }).$client;
  if (!state.listener && ctx.config.catalogueCache.maxBytes > 0 && pool instanceof pg.Pool) {
    state.listener = listenForChanges(ctx, pool.options, state);
  }
  return {
    ...cache,
    ready: state.listener?.ready ?? Promise.resolve(),
    async release() {
      state.caches.delete(cache);
      if (state.caches.size === 0 && state.listener) {
        const listener = state.listener;
        state.listener = null;
        await listener.stop();
      }
    },
  };
}
