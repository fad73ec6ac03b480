import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { broadcast, listenToBroadcasts } from '../../db/broadcast';
import type { ChannelListener } from '../../db/channel-listener';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { requestLanguageOf } from '../../http/request-language';
import { createResponseCache, type ResponseCache } from '../../http/response-cache';
import { catalogueAudienceOf } from '../viewer-profiles/maturity';

/**
 * The catalogue's version, and the in-process cache of its public answers (lists, title pages, related titles,
 * categories, collections: the same for every viewer who reads it in the same language with the same maturity
 * limit, kept per language and audience: visitors, or signed-in viewers of one limit, D74).
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
  listener: ChannelListener | null;
}

const states = new WeakMap<DatabaseHandle, CatalogueState>();

/** The channel other processes' invalidations arrive on (db/broadcast.ts). */
export const CATALOGUE_CHANNEL = 'mzansi_catalogue';

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
  broadcast(
    ctx,
    CATALOGUE_CHANNEL,
    {},
    'catalogue: other processes were not told of a change (their cached answers expire within the TTL)',
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

/**
 * The response cache for one app's public catalogue routes (see http/response-cache.ts), sized by
 * CATALOGUE_CACHE_MB (or `maxBytes`, for another set of routes reading the catalogue) and
 * CATALOGUE_CACHE_TTL_SECONDS, on the app's clock. On PostgreSQL it also starts listening
 * for other processes' invalidations (`ready` resolves once it listens). `release()` detaches it (app close).
 */
export function createCatalogueResponseCache(
  ctx: AppContext,
  options: { maxBytes?: number } = {},
): ResponseCache & { ready: Promise<void>; release(): Promise<void> } {
  const state = stateOf(ctx.database);
  const cache = createResponseCache({
    maxBytes: options.maxBytes ?? ctx.config.catalogueCache.maxBytes,
    ttlMs: ctx.config.catalogueCache.ttlSeconds * 1000,
    now: () => ctx.clock.now().getTime(),
    expiryBound: (now) => nextPublication(ctx, now),
    // Taglines, synopses and category names are in the request's language (issue 16): `?lang=` is in the URL, the
    // language cookie and Accept-Language are not. The titles are those the viewer profile's maturity limit allows
    // (D74): visitors share answers, signed-in viewers share them per limit (the session cookie or bearer token).
    variant: {
      key: async (request) =>
        `${requestLanguageOf(request).language}|${(await catalogueAudienceOf(request)).key}`,
      headers: 'accept-language, cookie, authorization',
    },
  });
  state.caches.add(cache);
  if (!state.listener && ctx.config.catalogueCache.maxBytes > 0) {
    state.listener = listenToBroadcasts(ctx, {
      channel: CATALOGUE_CHANNEL,
      purpose: 'catalogue',
      onMessage: () => invalidateHere(state),
      // Changes made while nobody listened are unknown: start from nothing.
      onListening: () => invalidateHere(state),
    });
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
