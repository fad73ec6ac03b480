import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { RateLimitName, RateLimitRule } from '../config';
import type { AppContext } from '../context';
import { rateLimits } from '../db/schema/index';
import { AppError } from './errors';

export interface RateLimiter {
  /** Counts one request against the limit; over it, throws 429 `rate_limited` with Retry-After. */
  consume(name: RateLimitName, subject: string): Promise<void>;
  /** Counts one request; answers false (no error) over the limit, for silent limits such as re-sent e-mails. */
  tryConsume(name: RateLimitName, subject: string): Promise<boolean>;
  /** Gives one request back (a sign-in that succeeded counts for nothing: only failures are limited). */
  refund(name: RateLimitName, subject: string): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 10 * 60_000;

/**
 * Limits up to this many requests per window are counted in the database at every request (exact across
 * instances: sign-in, sign-up, e-mails). Larger ones (search, signed URLs, heartbeats) count a batch at a time.
 */
const EXACT_UP_TO = 100;
/** A batched limit writes its count once per this share of its maximum, or once a second. */
const BATCHES_PER_WINDOW = 50;
const BATCH_MAX_AGE_MS = 1000;

/** How many requests of a limit are counted locally before they are added to the shared count. */
export function batchSize(rule: RateLimitRule): number {
  return rule.max <= EXACT_UP_TO ? 1 : Math.floor(rule.max / BATCHES_PER_WINDOW);
}

/** One subject of a batched limit in this process: the shared count as last read, and what is not added yet. */
interface LocalCount {
  shared: number;
  pending: number;
  resetAt: number;
  pendingSince: number;
  flushing: Promise<void> | null;
}

/**
 * Fixed-window counters in the database (`rate_limits`), so every instance behind a load balancer shares them.
 * Subjects (IP addresses, e-mails) are stored only as a keyed hash.
 *
 * Small limits take one atomic upsert per check: a window that has run out starts again at 1. High-volume limits
 * on hot paths cannot: every search from one busy address would update the same row, and PostgreSQL serialises
 * those updates (measured: 50 concurrent upserts of one key, p95 230 ms). They add their requests to the shared
 * count in batches (BATCHES_PER_WINDOW per window, or after a second) and decide on the shared count as last read
 * plus their own pending requests: exact within one process, and at most a batch per other instance generous.
 */
export function createRateLimiter(ctx: AppContext): RateLimiter {
  const { db } = ctx.database;
  let nextCleanupAt = 0;
  const local = new Map<string, LocalCount>();

  const keyOf = (name: RateLimitName, subject: string) =>
    createHmac('sha256', ctx.config.authSecret)
      .update(`rate-limit\0${name}\0${subject.toLowerCase()}`)
      .digest('base64url');

  /** Adds `amount` to the shared count (a window that has run out starts again); the count and its window end. */
  async function add(key: string, amount: number, rule: RateLimitRule, now: Date) {
    const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: amount, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${amount} else ${rateLimits.count} + ${amount} end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (now.getTime() >= nextCleanupAt) {
      nextCleanupAt = now.getTime() + CLEANUP_INTERVAL_MS;
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
      for (const [localKey, entry] of local) {
        if (entry.resetAt <= now.getTime() && entry.pending === 0 && !entry.flushing) local.delete(localKey);
      }
    }
    return { count: row!.count, resetAt: row!.resetAt.getTime() };
  }

  /** Moves a subject's pending requests into the shared count and reads it back. */
  function flush(key: string, entry: LocalCount, rule: RateLimitRule, now: Date): Promise<void> {
    entry.flushing ??= (async () => {
      const amount = entry.pending;
      try {
        const shared = await add(key, amount, rule, now);
        entry.pending -= amount;
        entry.shared = shared.count;
        entry.resetAt = shared.resetAt;
      } finally {
        entry.flushing = null;
      }
      entry.pendingSince = ctx.clock.now().getTime();
    })();
    return entry.flushing;
  }

  async function hit(name: RateLimitName, subject: string) {
    const rule = ctx.config.rateLimits[name];
    const now = ctx.clock.now();
    const key = keyOf(name, subject);
    let count: number;
    let resetAt: number;
    if (batchSize(rule) === 1) {
      ({ count, resetAt } = await add(key, 1, rule, now));
    } else {
      let entry = local.get(key);
      if (!entry || (entry.resetAt <= now.getTime() && !entry.flushing)) {
        // A new window: what this process knew of the last one no longer counts (the first flush resets the row).
        entry = {
          shared: 0,
          pending: 0,
          resetAt: now.getTime() + rule.windowSeconds * 1000,
          pendingSince: now.getTime(),
          flushing: null,
        };
        local.set(key, entry);
      }
      entry.pending += 1;
      const due = entry.pending >= batchSize(rule) || now.getTime() - entry.pendingSince >= BATCH_MAX_AGE_MS;
      if (due || entry.shared === 0) await flush(key, entry, rule, now);
      count = entry.shared + entry.pending;
      resetAt = entry.resetAt;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
    return { allowed: count <= rule.max, retryAfterSeconds };
  }

  return {
    async consume(name, subject) {
      const result = await hit(name, subject);
      if (!result.allowed) {
        throw new AppError('rate_limited').withHeader('retry-after', String(result.retryAfterSeconds));
      }
    },
    async tryConsume(name, subject) {
      return (await hit(name, subject)).allowed;
    },
    async refund(name, subject) {
      const key = keyOf(name, subject);
      const entry = local.get(key);
      if (entry && entry.pending > 0) {
        entry.pending -= 1;
        return;
      }
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
  };
}
