import { createHash, randomBytes } from 'node:crypto';
import type { CheckoutResponse, Payment, PaymentStatusResponse } from '@mzansi/contracts/billing';
import { PLANS } from '@mzansi/contracts/plans';
import { safeReturnUrl } from '@mzansi/contracts/return-url';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { publishUserEvent } from '../live-events/user-events';
import type { BillingNotices } from '../subscriptions/billing-notices';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { addMonths, graceEnd } from '../subscriptions/subscription-period';
import type { Gateways } from './gateways/gateways';
import type { GatewayEvent, IncomingNotification } from './gateways/payment-gateway';
import { createPaymentsRepository, type PaymentRow, type SubscriptionRow } from './payments.repository';
import { localised } from '../../i18n/translate';

const PREMIUM = PLANS.premium;
const FIRST_PAYMENT_DESCRIPTION = `${PREMIUM.name}, first month`;
const RENEWAL_DESCRIPTION = `${PREMIUM.name}, monthly renewal`;
const ITEM_NAME = `Mzansi Stream ${PREMIUM.name} (monthly)`;

/** Our payment reference: short, unguessable, safe in every gateway's field (PayFast m_payment_id ≤ 100). */
function newReference(): string {
  return `MS-${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    reference: row.reference,
    provider: row.provider,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** What a notification did, for the log and the HTTP answer. */
export type NotificationOutcome =
  | { outcome: 'applied' | 'duplicate' | 'ignored'; reason?: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'retry'; reason: string };

interface Applied {
  outcome: 'applied' | 'duplicate' | 'ignored';
  reason?: string;
  userId?: string;
  /** a renewal payment failed and the subscription entered its grace period */
  enteredGrace?: { until: Date };
  /** a second recurring billing the user does not need (two checkouts paid): stopped at the gateway after commit */
  stopBilling?: string;
}

/**
 * Checkout and gateway notifications (issue 6). Notifications are idempotent: the provider's event id is stored
 * under a unique key in the same transaction as its effect, so a repeated delivery changes nothing; forged,
 * tampered or unconfirmed ones are refused by the gateway's checks, stored with the reason, and change nothing.
 */
export function createPaymentsService(
  ctx: AppContext,
  deps: {
    gateways: Gateways;
    subscriptions: SubscriptionService;
    rateLimiter: RateLimiter;
    notices: BillingNotices;
  },
) {
  const { gateways, subscriptions: subscriptionsRead, rateLimiter: limiter, notices } = deps;
  const { db } = ctx.database;
  const repository = createPaymentsRepository(db);
  const log = ctx.logger.child({ module: 'payments' });
  const notifyUrl = (provider: string) => `${ctx.config.publicUrl}/api/payments/notify/${provider}`;

  async function applyEvent(
    provider: string,
    event: GatewayEvent,
    payload: Record<string, string>,
  ): Promise<Applied> {
    const now = ctx.clock.now();
    return db.transaction(async (tx) => {
      const repo = createPaymentsRepository(tx);
      const eventRowId = await repo.recordEvent({
        provider,
        eventId: event.eventId,
        payload,
        outcome: 'applied',
        receivedAt: now,
      });
      if (!eventRowId) return { outcome: 'duplicate' };
      const ignore = async (reason: string, paymentId?: string): Promise<Applied> => {
        await repo.updateEvent(eventRowId, { outcome: 'ignored', reason, paymentId: paymentId ?? null });
        return { outcome: 'ignored', reason };
      };
      const payment = await repo.paymentByReference(event.reference, { lock: true });
      if (!payment || payment.provider !== provider) return ignore('unknown_reference');
      const subscription = payment.subscriptionId
        ? await repo.subscriptionById(payment.subscriptionId, { lock: true })
        : null;
      if (!subscription) return ignore('no_subscription', payment.id);
      const isFirstPayment = payment.providerPaymentId === null;
      const userId = subscription.userId;

      if (event.kind === 'subscription_cancelled') {
        if (
          subscription.cancelAtPeriodEnd ||
          !['pending', 'active', 'trialing'].includes(subscription.status)
        ) {
          return ignore('already_ended', payment.id);
        }
        await repo.updateSubscription(subscription.id, {
          cancelAtPeriodEnd: true,
          cancelledAt: now,
          updatedAt: now,
        });
        await repo.updateEvent(eventRowId, { paymentId: payment.id });
        return { outcome: 'applied', userId };
      }

      if (event.kind === 'payment_complete') {
        if (isFirstPayment) {
          await repo.updatePayment(payment.id, {
            status: 'complete',
            providerPaymentId: event.providerPaymentId,
            paidAt: now,
            updatedAt: now,
          });
          const merged = await startOrExtend(repo, subscription, event.providerSubscriptionId, now);
          await repo.updateEvent(eventRowId, { paymentId: payment.id });
          return {
            outcome: 'applied',
            userId,
            ...(merged && event.providerSubscriptionId ? { stopBilling: event.providerSubscriptionId } : {}),
          };
        }
        // A renewal: a new payment of the same recurring billing.
        const renewal = await repo.insertPayment({
          userId: payment.userId,
          subscriptionId: subscription.id,
          provider,
          reference: `${payment.reference}-${event.eventId}`.slice(0, 200),
          providerPaymentId: event.providerPaymentId,
          amountCents: event.amountCents,
          status: 'complete',
          description: RENEWAL_DESCRIPTION,
          paidAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await renew(repo, subscription, now);
        await repo.updateEvent(eventRowId, { paymentId: renewal.id });
        return { outcome: 'applied', userId };
      }

      // payment_failed
      if (isFirstPayment) {
        if (payment.status !== 'pending') return ignore('payment_not_pending', payment.id);
        // The gateway's payment id stays free: a later success for the same payment must still count as the first.
        await repo.updatePayment(payment.id, { status: 'failed', updatedAt: now });
        if (subscription.status === 'pending') {
          await repo.updateSubscription(subscription.id, { status: 'payment_failed', updatedAt: now });
        }
        await repo.updateEvent(eventRowId, { paymentId: payment.id });
        return { outcome: 'applied', userId };
      }
      const failed = await repo.insertPayment({
        userId: payment.userId,
        subscriptionId: subscription.id,
        provider,
        reference: `${payment.reference}-${event.eventId}`.slice(0, 200),
        // Not claimed by a failure (it is in the event's payload): a later success may carry the same id.
        providerPaymentId: null,
        amountCents: event.amountCents,
        status: 'failed',
        description: `${RENEWAL_DESCRIPTION} (${event.reason})`.slice(0, 500),
        createdAt: now,
        updatedAt: now,
      });
      await repo.updateEvent(eventRowId, { paymentId: failed.id });
      const live = subscription.status === 'active' || subscription.status === 'trialing';
      if (!live || subscription.pastDueSince || !subscription.endDate) return { outcome: 'applied', userId };
      const until = graceEnd(subscription.endDate);
      await repo.updateSubscription(subscription.id, {
        pastDueSince: subscription.endDate,
        endDate: until,
        updatedAt: now,
      });
      return { outcome: 'applied', userId, enteredGrace: { until } };
    });
  }

  /**
   * The first payment: the subscription starts now for one period (or, if another is live, that one grows and the
   * answer is true: this payment's recurring billing is not needed).
   */
  async function startOrExtend(
    repo: ReturnType<typeof createPaymentsRepository>,
    subscription: SubscriptionRow,
    providerSubscriptionId: string | null,
    now: Date,
  ): Promise<boolean> {
    const other = await repo.liveSubscription(subscription.userId, subscription.id);
    if (other) {
      // Two checkouts paid (two tabs): the money is honoured as another month on the live subscription.
      log.warn({ subscriptionId: other.id }, 'a second first payment extends the live subscription');
      const base = other.endDate && other.endDate > now ? other.endDate : now;
      await repo.updateSubscription(other.id, {
        endDate: addMonths(base, PREMIUM.duration_months),
        updatedAt: now,
      });
      await repo.updateSubscription(subscription.id, {
        status: 'cancelled',
        cancelledAt: now,
        providerSubscriptionId,
        updatedAt: now,
      });
      return true;
    }
    await repo.updateSubscription(subscription.id, {
      status: 'active',
      startDate: now,
      endDate: addMonths(now, PREMIUM.duration_months),
      providerSubscriptionId,
      pastDueSince: null,
      renewalRequestedAt: null,
      updatedAt: now,
    });
    return false;
  }

  /** A paid renewal: the next period follows the paid one (also out of grace); after a lapse it starts now. */
  async function renew(
    repo: ReturnType<typeof createPaymentsRepository>,
    subscription: SubscriptionRow,
    now: Date,
  ): Promise<void> {
    const live = subscription.status === 'active' || subscription.status === 'trialing';
    if (live) {
      const paidUntil = subscription.pastDueSince ?? subscription.endDate ?? now;
      await repo.updateSubscription(subscription.id, {
        endDate: addMonths(paidUntil, PREMIUM.duration_months),
        pastDueSince: null,
        renewalRequestedAt: null,
        updatedAt: now,
      });
      return;
    }
    // Paid after it lapsed (or a late notification): it lives again from now, unless another one is live.
    const other = await repo.liveSubscription(subscription.userId, subscription.id);
    if (other) {
      const base = other.endDate && other.endDate > now ? other.endDate : now;
      await repo.updateSubscription(other.id, {
        endDate: addMonths(base, PREMIUM.duration_months),
        updatedAt: now,
      });
      return;
    }
    await repo.updateSubscription(subscription.id, {
      status: 'active',
      startDate: subscription.startDate ?? now,
      endDate: addMonths(now, PREMIUM.duration_months),
      pastDueSince: null,
      renewalRequestedAt: null,
      updatedAt: now,
    });
  }

  /** Checks a notification with its gateway and applies it once. */
  async function handleVerified(
    provider: string,
    gateway: NonNullable<ReturnType<typeof gateways.of>>,
    notification: IncomingNotification,
  ): Promise<NotificationOutcome> {
    const verified = await gateway.verifyNotification(notification, async (reference) => {
      const payment = await repository.paymentByReference(reference);
      return payment && payment.provider === provider ? payment.amountCents : null;
    });
    if (!verified.ok) {
      if (verified.retryable) {
        log.warn(
          { provider, reason: verified.reason, eventId: verified.eventId },
          'notification not confirmed yet',
        );
        return { outcome: 'retry', reason: verified.reason };
      }
      // Stored under a key of its own content: a forged copy can never take the real event id's place.
      const key = `refused:${createHash('sha256').update(notification.rawBody).digest('hex')}`;
      await repository.recordEvent({
        provider,
        eventId: key,
        payload: verified.payload,
        outcome: 'refused',
        reason: verified.reason,
        receivedAt: ctx.clock.now(),
      });
      log.warn(
        { provider, reason: verified.reason, eventId: verified.eventId, from: notification.remoteAddress },
        'payment notification refused',
      );
      return { outcome: 'refused', reason: verified.reason };
    }
    const result = await applyEvent(provider, verified.event, verified.payload);
    log.info(
      {
        provider,
        kind: verified.event.kind,
        eventId: verified.event.eventId,
        outcome: result.outcome,
        reason: result.reason,
      },
      'payment notification',
    );
    if (result.stopBilling) {
      await gateway
        .cancelSubscription(result.stopBilling)
        .catch((error: unknown) =>
          log.error({ err: error, provider }, 'a second recurring billing was not stopped'),
        );
    }
    if (result.userId) {
      publishUserEvent(ctx, result.userId, 'subscription');
      if (result.enteredGrace) await notices.renewalFailed(result.userId, result.enteredGrace.until);
    }
    return { outcome: result.outcome, ...(result.reason ? { reason: result.reason } : {}) };
  }

  return {
    /** Starts paying for Premium: a pending payment and the gateway's checkout form. */
    async checkout(viewer: { userId: string; email: string }, returnUrl?: string): Promise<CheckoutResponse> {
      if ((await subscriptionsRead.getSummary(viewer.userId)).is_premium) {
        throw new AppError('conflict', localised('errors:payments.alreadyPremium'));
      }
      await limiter.consume('checkout_user', viewer.userId);
      const gateway = gateways.checkout;
      const now = ctx.clock.now();
      const reference = newReference();
      await repository.createCheckout({
        userId: viewer.userId,
        planId: PREMIUM.id,
        provider: gateway.provider,
        reference,
        amountCents: PREMIUM.price,
        description: FIRST_PAYMENT_DESCRIPTION,
        now,
      });
      const back = safeReturnUrl(returnUrl, ctx.config.publicUrl);
      const query = (path: string) =>
        `${ctx.config.publicUrl}${path}?${new URLSearchParams({ reference, ...(back ? { returnUrl: back } : {}) }).toString()}`;
      const form = gateway.createCheckout({
        reference,
        amountCents: PREMIUM.price,
        itemName: ITEM_NAME,
        billingDate: now,
        buyer: { email: viewer.email, firstName: await repository.userName(viewer.userId) },
        returnUrl: query('/payment/success'),
        cancelUrl: query('/payment/cancel'),
        notifyUrl: notifyUrl(gateway.provider),
      });
      return {
        reference,
        provider: gateway.provider,
        action: form.action,
        method: 'POST',
        fields: form.fields,
      };
    },

    /** A gateway's notification: checked, applied once, acknowledged. */
    async handleNotification(
      provider: string,
      notification: IncomingNotification,
    ): Promise<NotificationOutcome> {
      const gateway = gateways.of(provider);
      if (!gateway) throw new AppError('not_found', localised('errors:payments.noGateway', { provider }));
      // Counted by outcome once known (a gateway's name only: an unknown provider is a 404, not a label).
      const result = await handleVerified(provider, gateway, notification);
      ctx.metrics.paymentNotifications.inc({ gateway: provider, outcome: result.outcome });
      return result;
    },

    /** One of the user's payments with their subscription now (what /payment/success waits on). */
    async status(userId: string, reference: string): Promise<PaymentStatusResponse> {
      const payment = await repository.paymentByReference(reference);
      if (!payment || payment.userId !== userId)
        throw new AppError('not_found', localised('errors:payments.noSuchPayment'));
      return { payment: toPayment(payment), subscription: await subscriptionsRead.getSummary(userId) };
    },

    /** The payer came back from the gateway without paying: a pending checkout is closed (no-op otherwise). */
    async abandon(userId: string, reference: string): Promise<PaymentStatusResponse> {
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        const repo = createPaymentsRepository(tx);
        const payment = await repo.paymentByReference(reference, { lock: true });
        if (!payment || payment.userId !== userId)
          throw new AppError('not_found', localised('errors:payments.noSuchPayment'));
        if (payment.status !== 'pending' || payment.providerPaymentId) return;
        await repo.updatePayment(payment.id, { status: 'cancelled', updatedAt: now });
        if (!payment.subscriptionId) return;
        const subscription = await repo.subscriptionById(payment.subscriptionId, { lock: true });
        if (subscription?.status === 'pending') {
          await repo.updateSubscription(subscription.id, {
            status: 'cancelled',
            cancelledAt: now,
            updatedAt: now,
          });
        }
      });
      return this.status(userId, reference);
    },

    async history(userId: string): Promise<Payment[]> {
      return (await repository.history(userId, 100)).map(toPayment);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
