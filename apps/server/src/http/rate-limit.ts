import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { RateLimitName } from '../config';
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
 * Fixed-window counters in the database (`rate_limits`), so every instance behind a load balancer shares them.
 * One atomic upsert per check: a window that has run out starts again at 1. Subjects (IP addresses, e-mails) are
 * stored only as a keyed hash.
 */
export function createRateLimiter(ctx: AppContext): RateLimiter {
  const { db } = ctx.database;
  let nextCleanupAt = 0;

  const keyOf = (name: RateLimitName, subject: string) =>
    createHmac('sha256', ctx.config.authSecret)
      .update(`rate-limit\0${name}\0${subject.toLowerCase()}`)
      .digest('base64url');

  async function hit(name: RateLimitName, subject: string) {
    const rule = ctx.config.rateLimits[name];
    const now = ctx.clock.now();
    const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
    const key = keyOf(name, subject);
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (now.getTime() >= nextCleanupAt) {
      nextCleanupAt = now.getTime() + CLEANUP_INTERVAL_MS;
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000));
    return { allowed: row!.count <= rule.max, retryAfterSeconds };
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
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, keyOf(name, subject)));
    },
  };
}
