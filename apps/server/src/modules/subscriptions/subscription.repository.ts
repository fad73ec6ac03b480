import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema/index';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function createSubscriptionRepository(db: Database) {
  return {
    /**
     * The subscription that describes the user now: a live one (active or trialing, not ended) if any, else the
     * newest one that ever started.
     */
    async latestRelevant(userId: string, now: Date): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        // A checkout that was never paid (start_date null) is not the user's subscription.
        .where(sql`${subscriptions.userId} = ${userId} and ${subscriptions.startDate} is not null`)
        .orderBy(
          sql`(${subscriptions.status} in ('active', 'trialing') and ${subscriptions.endDate} > ${now.toISOString()}::timestamptz) desc`,
          sql`${subscriptions.createdAt} desc`,
          sql`${subscriptions.id}`,
        )
        .limit(1);
      return row ?? null;
    },
  };
}
