import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents, payments, subscriptions, users } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaymentInsert = typeof payments.$inferInsert;
type SubscriptionUpdate = Partial<typeof subscriptions.$inferInsert>;

/** Payments, their subscriptions and the gateway events that changed them. `db` may be a transaction. */
export function createPaymentsRepository(db: Database) {
  return {
    /** A checkout: a pending subscription that the first payment will start, and that payment. */
    async createCheckout(input: {
      userId: string;
      planId: string;
      provider: string;
      reference: string;
      amountCents: number;
      description: string;
      now: Date;
    }): Promise<{ subscription: SubscriptionRow; payment: PaymentRow }> {
      return db.transaction(async (tx) => {
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            userId: input.userId,
            planId: input.planId,
            status: 'pending',
            provider: input.provider,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        const [payment] = await tx
          .insert(payments)
          .values({
            userId: input.userId,
            subscriptionId: subscription!.id,
            provider: input.provider,
            reference: input.reference,
            amountCents: input.amountCents,
            description: input.description,
            status: 'pending',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        return { subscription: subscription!, payment: payment! };
      });
    },

    async paymentByReference(
      reference: string,
      options: { lock?: boolean } = {},
    ): Promise<PaymentRow | null> {
      const query = db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async subscriptionById(id: string, options: { lock?: boolean } = {}): Promise<SubscriptionRow | null> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The user's live subscription (active or trialing, whatever its end date), other than `exceptId`. */
    async liveSubscription(userId: string, exceptId?: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            sql`${subscriptions.status} in ('active', 'trialing')`,
            exceptId ? sql`${subscriptions.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async updateSubscription(id: string, patch: SubscriptionUpdate): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
      return row!;
    },

    async updatePayment(id: string, patch: Partial<PaymentInsert>): Promise<void> {
      await db.update(payments).set(patch).where(eq(payments.id, id));
    },

    async insertPayment(values: PaymentInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** Stores a gateway event once: false when the provider already sent this event id (a repeat). */
    async recordEvent(values: typeof paymentEvents.$inferInsert): Promise<string | null> {
      const [row] = await db
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      return row?.id ?? null;
    },

    async updateEvent(id: string, patch: Partial<typeof paymentEvents.$inferInsert>): Promise<void> {
      await db.update(paymentEvents).set(patch).where(eq(paymentEvents.id, id));
    },

    /** The name a payer gave at sign-up (gateways prefill it), or null. */
    async userName(userId: string): Promise<string | null> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name || null;
    },

    /** The user's payments, newest first. */
    history(userId: string, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },
  };
}
