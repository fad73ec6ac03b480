import {
  isSubscriptionActive,
  NO_SUBSCRIPTION,
  type SubscriptionSummary,
} from '@mzansi/contracts/subscription';
import type { AppContext } from '../../context';
import { createSubscriptionRepository, type SubscriptionRow } from './subscription.repository';

export function toSummary(row: SubscriptionRow | null, now: Date): SubscriptionSummary {
  if (!row) return NO_SUBSCRIPTION;
  return {
    status: row.status,
    plan_id: row.planId === 'premium' ? 'premium' : 'free',
    is_active: row.isActive,
    end_date: row.endDate?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    // The one premium rule (D7), with our clock: an expiry takes effect at once (ASVS 8.3.2).
    is_premium: isSubscriptionActive({ status: row.status, end_date: row.endDate }, now),
  };
}

/**
 * Reads a user's subscription (spec §3, §4). The payments module writes subscriptions; this reader is what the
 * auth state, guards and entitlement checks use.
 */
export function createSubscriptionService(ctx: AppContext) {
  const repository = createSubscriptionRepository(ctx.database.db);
  return {
    /** Spec §7 "subscription status": the latest relevant row, or plan free with status none. */
    async getSummary(userId: string): Promise<SubscriptionSummary> {
      const now = ctx.clock.now();
      return toSummary(await repository.latestRelevant(userId, now), now);
    },
    async isPremium(userId: string): Promise<boolean> {
      return (await this.getSummary(userId)).is_premium;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
