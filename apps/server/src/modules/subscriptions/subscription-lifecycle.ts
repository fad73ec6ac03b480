import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { UserSubscription } from '@mzansi/contracts/billing';
import { COMPLIMENTARY_PROVIDER } from '@mzansi/contracts/admin-users';
import { PLANS } from '@mzansi/contracts/plans';
import type { AppContext } from '../../context';
import { payments, subscriptions } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import { publishUserEvent } from '../live-events/user-events';
import type { DownloadsService } from '../downloads/downloads.service';
import type { Gateways } from '../payments/gateways/gateways';
import type { BillingNotices } from './billing-notices';
import { graceEnd, RENEWAL_LEAD_MS, RENEWAL_RETRY_MS } from './subscription-period';
import { toSummary } from './subscription.service';
import { localised } from '../../i18n/translate';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const LIVE = sql`${subscriptions.status} in ('active', 'trialing')`;
/** A checkout nobody came back from is closed after this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/**
 * Gateways that charge on their own (PayFast) notify shortly after the billing moment: their subscriptions enter the
 * grace period this long before the paid period ends, so a notification arriving a little late costs no Premium.
 */
const SELF_CHARGED_LOOKAHEAD_MS = 10 * 60_000;

/** What the sweep did, for logs and tests. */
export interface SweepReport {
  renewalsRequested: number;
  enteredGrace: number;
  movedToFree: number;
  expired: number;
  abandonedCheckouts: number;
}

/**
 * The subscription lifecycle (issue 6): pending -> active (end_date = start + one month) -> renewed (end_date moves
 * on) | cancelled at period end (still Premium until end_date, then expired) | past due (a renewal unpaid: Premium
 * continues for RENEWAL_GRACE_DAYS while it is retried) -> payment_failed | revoked by an admin (cancelled at once).
 * Payments move it forward (payments.service.ts); time moves it through `sweep`, run by the billing worker.
 */
export function createSubscriptionLifecycle(
  ctx: AppContext,
  deps: { gateways: Gateways; notices: BillingNotices; audit: AuditService; downloads: DownloadsService },
) {
  const { gateways, notices, audit, downloads } = deps;
  const { db } = ctx.database;
  const log = ctx.logger.child({ module: 'subscriptions' });

  async function liveRow(userId: string): Promise<SubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), LIVE))
      .limit(1);
    return row ?? null;
  }

  async function latestStarted(userId: string): Promise<SubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.startDate)))
      .orderBy(sql`${LIVE} desc`, sql`${subscriptions.createdAt} desc`)
      .limit(1);
    return row ?? null;
  }

  function describe(row: SubscriptionRow | null, now: Date): UserSubscription {
    const summary = toSummary(row, now);
    const plan = summary.is_premium ? PLANS.premium : PLANS.free;
    const live = summary.is_premium && row !== null;
    const endDate = row?.endDate?.toISOString() ?? null;
    const resumable = row ? canResume(row) : false;
    return {
      subscription: summary,
      provider: row && (row.provider === 'local' || row.provider === 'payfast') ? row.provider : null,
      renewal_date: live && !row.cancelAtPeriodEnd && !row.pastDueSince ? endDate : null,
      ends_at: live && row.cancelAtPeriodEnd ? endDate : null,
      grace_until: live && row.pastDueSince && !row.cancelAtPeriodEnd ? endDate : null,
      can_cancel: live && !row.cancelAtPeriodEnd,
      can_resume: live && row.cancelAtPeriodEnd && resumable,
      allowed: {
        plan_id: plan.id,
        watch_premium: summary.is_premium,
        video_quality: plan.video_quality,
        max_devices: plan.max_devices,
        offline_downloads: plan.offline_downloads,
        max_downloads: plan.max_downloads,
        has_ads: plan.has_ads,
      },
    };
  }

  /** Billing can be taken up again: none was stopped at a gateway (demo grants), or the gateway allows it. */
  const canResume = (row: SubscriptionRow) =>
    row.provider !== COMPLIMENTARY_PROVIDER &&
    (!row.providerSubscriptionId || Boolean(gateways.of(row.provider)?.canResume));

  const changed = (userId: string) => publishUserEvent(ctx, userId, 'subscription');
  /** Premium ended: the account's download licences are revoked now, not only at each device's next check (D75). */
  const ended = async (userId: string) => {
    changed(userId);
    await downloads.subscriptionEnded(userId);
  };

  /** Claims a row for a change when it still matches `condition` (another process may have taken it). */
  async function claim(
    id: string,
    condition: ReturnType<typeof and>,
    patch: Partial<typeof subscriptions.$inferInsert>,
  ) {
    const [row] = await db
      .update(subscriptions)
      .set({ ...patch, updatedAt: ctx.clock.now() })
      .where(and(eq(subscriptions.id, id), condition))
      .returning();
    return row ?? null;
  }

  return {
    /** GET /api/user/subscription: spec §7's get_user_subscription_status with what the manage page needs. */
    async details(userId: string): Promise<UserSubscription> {
      return describe(await latestStarted(userId), ctx.clock.now());
    },

    /** Cancel at period end: billing stops at the gateway now; Premium stays until end_date. */
    async cancel(userId: string): Promise<UserSubscription> {
      const row = await liveRow(userId);
      const now = ctx.clock.now();
      if (!row || !toSummary(row, now).is_premium)
        throw new AppError('conflict', localised('errors:subscriptions.nothingToCancel'));
      if (!row.cancelAtPeriodEnd) {
        const gateway = gateways.of(row.provider);
        if (gateway && row.providerSubscriptionId) {
          try {
            await gateway.cancelSubscription(row.providerSubscriptionId);
          } catch (error) {
            log.error({ err: error, subscriptionId: row.id }, 'the gateway did not cancel the billing');
            throw new AppError('service_unavailable', localised('errors:subscriptions.gatewayUnreachable'));
          }
        }
        await claim(row.id, LIVE, { cancelAtPeriodEnd: true, cancelledAt: now });
        changed(userId);
      }
      return this.details(userId);
    },

    /** Takes back a cancellation before the period ends (gateways that allow it). */
    async resume(userId: string): Promise<UserSubscription> {
      const row = await liveRow(userId);
      const now = ctx.clock.now();
      if (!row || !toSummary(row, now).is_premium || !row.cancelAtPeriodEnd) {
        throw new AppError('conflict', localised('errors:subscriptions.nothingToResume'));
      }
      if (!canResume(row)) {
        throw new AppError('conflict', localised('errors:subscriptions.billingStopped'));
      }
      await claim(row.id, LIVE, { cancelAtPeriodEnd: false, cancelledAt: null });
      changed(userId);
      return this.details(userId);
    },

    /**
     * Complimentary Premium (issue 19): a subscription row of provider `complimentary`, no payment, set to end
     * (cancel_at_period_end) after `days`, so the sweep expires it like any cancelled one and it never renews or
     * enters a grace period. The user's billing page shows Premium that ends on that date, with nothing to resume.
     * A live complimentary grant is extended; paid Premium is left alone (conflict).
     */
    async grantComplimentary(
      actor: { userId: string; ip: string | null },
      userId: string,
      days: number,
    ): Promise<{ endDate: Date }> {
      const now = ctx.clock.now();
      const row = await liveRow(userId);
      const length = days * 24 * 60 * 60_000;
      let subscriptionId: string;
      let endDate: Date;
      if (row && row.endDate && row.endDate > now) {
        if (row.provider !== COMPLIMENTARY_PROVIDER) {
          throw new AppError('conflict', localised('errors:admin.alreadyPremium'));
        }
        endDate = new Date(row.endDate.getTime() + length);
        await claim(row.id, LIVE, { endDate });
        subscriptionId = row.id;
      } else {
        endDate = new Date(now.getTime() + length);
        const inserted = await db.transaction(async (tx) => {
          // A live row whose time is up (the sweep has not reached it yet) makes way first.
          if (row) {
            await tx
              .update(subscriptions)
              .set({ status: 'expired', updatedAt: now })
              .where(and(eq(subscriptions.id, row.id), LIVE));
          }
          const [created] = await tx
            .insert(subscriptions)
            .values({
              userId,
              planId: 'premium',
              status: 'active',
              startDate: now,
              endDate,
              cancelAtPeriodEnd: true,
              cancelledAt: now,
              provider: COMPLIMENTARY_PROVIDER,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: subscriptions.id });
          return created!;
        });
        subscriptionId = inserted.id;
      }
      await audit.record({
        actorId: actor.userId,
        action: 'subscription.complimentary_granted',
        targetType: 'user',
        targetId: userId,
        details: { subscriptionId, days, endDate: endDate.toISOString() },
        ipAddress: actor.ip,
      });
      changed(userId);
      return { endDate };
    },

    /** An admin ends a user's Premium at once (billing stopped at the gateway as well as it can be). */
    async revoke(actor: { userId: string; ip: string | null }, userId: string): Promise<void> {
      const row = await liveRow(userId);
      if (!row) throw new AppError('not_found', localised('errors:subscriptions.noLiveSubscription'));
      const now = ctx.clock.now();
      await claim(row.id, LIVE, {
        status: 'cancelled',
        cancelledAt: now,
        endDate: now,
        cancelAtPeriodEnd: false,
      });
      const gateway = gateways.of(row.provider);
      if (gateway && row.providerSubscriptionId) {
        await gateway
          .cancelSubscription(row.providerSubscriptionId)
          .catch((error: unknown) =>
            log.error(
              { err: error, subscriptionId: row.id },
              'revoked, but the gateway did not cancel the billing',
            ),
          );
      }
      await audit.record({
        actorId: actor.userId,
        action: 'subscription.revoked',
        targetType: 'user',
        targetId: userId,
        details: { subscriptionId: row.id },
        ipAddress: actor.ip,
      });
      await ended(userId);
    },

    /**
     * Moves subscriptions through time: asks gateways for renewals a day ahead (and daily while one is unpaid),
     * starts grace periods, ends them, expires cancelled subscriptions, closes abandoned checkouts. Safe to run in
     * several processes at once: every change is claimed with a conditional update.
     */
    async sweep(): Promise<SweepReport> {
      const now = ctx.clock.now();
      const report: SweepReport = {
        renewalsRequested: 0,
        enteredGrace: 0,
        movedToFree: 0,
        expired: 0,
        abandonedCheckouts: 0,
      };
      const at = (ms: number) => new Date(now.getTime() + ms);

      // 1. Renewals our job must ask for: due within a day (or unpaid), not asked in the last day.
      const due = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            LIVE,
            eq(subscriptions.cancelAtPeriodEnd, false),
            or(lte(subscriptions.endDate, at(RENEWAL_LEAD_MS)), isNotNull(subscriptions.pastDueSince)),
            or(
              isNull(subscriptions.renewalRequestedAt),
              lt(subscriptions.renewalRequestedAt, at(-RENEWAL_RETRY_MS)),
            ),
            isNotNull(subscriptions.providerSubscriptionId),
          ),
        );
      for (const row of due) {
        const gateway = gateways.of(row.provider);
        if (!gateway || gateway.chargesRenewalsItself || !gateway.chargeRenewal) continue;
        const claimed = await claim(
          row.id,
          and(
            LIVE,
            or(
              isNull(subscriptions.renewalRequestedAt),
              lt(subscriptions.renewalRequestedAt, at(-RENEWAL_RETRY_MS)),
            ),
          ),
          { renewalRequestedAt: now },
        );
        if (!claimed) continue;
        const [first] = await db
          .select({ reference: payments.reference, amountCents: payments.amountCents })
          .from(payments)
          .where(eq(payments.subscriptionId, row.id))
          .orderBy(payments.createdAt)
          .limit(1);
        if (!first) continue;
        report.renewalsRequested++;
        try {
          // The outcome arrives as a notification, handled like any other.
          await gateway.chargeRenewal({
            providerSubscriptionId: row.providerSubscriptionId!,
            reference: first.reference,
            amountCents: first.amountCents,
            notifyUrl: `${ctx.config.publicUrl}/api/payments/notify/${row.provider}`,
          });
        } catch (error) {
          log.error({ err: error, subscriptionId: row.id }, 'renewal charge not requested; retried tomorrow');
        }
      }

      // 2. Paid period over and no renewal yet: grace period (Premium continues, payment retried).
      const graceCandidates = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            LIVE,
            eq(subscriptions.cancelAtPeriodEnd, false),
            isNull(subscriptions.pastDueSince),
            lte(subscriptions.endDate, at(SELF_CHARGED_LOOKAHEAD_MS)),
          ),
        );
      for (const row of graceCandidates) {
        const selfCharged = gateways.of(row.provider)?.chargesRenewalsItself ?? false;
        if (!row.endDate || (!selfCharged && row.endDate > now)) continue;
        const claimed = await claim(
          row.id,
          and(LIVE, isNull(subscriptions.pastDueSince), eq(subscriptions.endDate, row.endDate)),
          {
            pastDueSince: row.endDate,
            endDate: graceEnd(row.endDate),
          },
        );
        if (!claimed) continue;
        report.enteredGrace++;
        changed(row.userId);
        await notices.renewalFailed(row.userId, claimed.endDate!);
      }

      // 3. Grace over, still unpaid: Free.
      const lapsed = await db
        .select()
        .from(subscriptions)
        .where(and(LIVE, isNotNull(subscriptions.pastDueSince), lte(subscriptions.endDate, now)));
      for (const row of lapsed) {
        const claimed = await claim(
          row.id,
          and(LIVE, isNotNull(subscriptions.pastDueSince), lte(subscriptions.endDate, now)),
          {
            status: 'payment_failed',
          },
        );
        if (!claimed) continue;
        report.movedToFree++;
        await ended(row.userId);
        await notices.movedToFree(row.userId);
      }

      // 4. Cancelled at period end, and the period is over.
      const expired = await db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(and(LIVE, eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.endDate, now)))
        .returning({ userId: subscriptions.userId });
      report.expired = expired.length;
      for (const row of expired) await ended(row.userId);

      // 5. Checkouts nobody paid: closed, so they never count as waiting.
      const stale = at(-ABANDONED_AFTER_MS);
      const abandoned = await db
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          and(
            eq(payments.status, 'pending'),
            isNull(payments.providerPaymentId),
            lt(payments.createdAt, stale),
          ),
        )
        .returning({ subscriptionId: payments.subscriptionId });
      report.abandonedCheckouts = abandoned.length;
      await db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(subscriptions.status, 'pending'), lt(subscriptions.createdAt, stale)));
      if (Object.values(report).some((count) => count > 0)) log.info(report, 'subscription sweep');
      return report;
    },
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
