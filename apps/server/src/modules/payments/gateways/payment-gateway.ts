import type { PaymentProvider } from '@mzansi/contracts/billing';

/** What our checkout asks a gateway for: the first payment of a monthly subscription. */
export interface CheckoutIntent {
  /** our reference for this payment (PayFast m_payment_id), unique */
  reference: string;
  amountCents: number;
  /** shown to the payer (PayFast item_name) */
  itemName: string;
  /** the day the first payment is taken; later ones follow monthly */
  billingDate: Date;
  buyer: { email: string; firstName?: string | null };
  /** where the gateway sends the browser after paying, after cancelling, and where it posts notifications */
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

/** A form for the browser to post to the gateway; fields in the order the gateway signs them. */
export interface CheckoutForm {
  action: string;
  fields: Array<[string, string]>;
}

/** An incoming notification, as received: the raw body (fields in their order), headers and the sender's address. */
export interface IncomingNotification {
  rawBody: string;
  contentType: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  remoteAddress: string;
}

/** What a verified notification says happened. Amounts in cents. */
export type GatewayEvent =
  | {
      kind: 'payment_complete';
      /** the provider's id of this payment (PayFast pf_payment_id): the idempotency key */
      eventId: string;
      reference: string;
      providerPaymentId: string;
      amountCents: number;
      /** the gateway's subscription reference (PayFast token), for renewals and cancellation */
      providerSubscriptionId: string | null;
    }
  | {
      kind: 'payment_failed';
      eventId: string;
      reference: string;
      providerPaymentId: string | null;
      amountCents: number;
      providerSubscriptionId: string | null;
      reason: string;
    }
  | {
      /** the payer or the gateway ended the recurring billing */
      kind: 'subscription_cancelled';
      eventId: string;
      reference: string;
      providerSubscriptionId: string | null;
    };

/**
 * The outcome of checking a notification. `refused` means it must have no effect (forged, tampered, unconfirmed):
 * the reason is logged and stored with the payload. `eventId` is given when one could be read, for the log.
 */
export type VerifiedNotification =
  | { ok: true; event: GatewayEvent; payload: Record<string, string> }
  | {
      ok: false;
      reason: string;
      payload: Record<string, string>;
      eventId: string | null;
      /**
       * The check could not be completed (the gateway's confirmation endpoint or DNS unreachable), so the
       * notification may well be genuine: answer so that the gateway delivers it again later.
       */
      retryable?: boolean;
    };

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The form that starts the subscription at the gateway. */
  createCheckout(intent: CheckoutIntent): CheckoutForm;
  /**
   * Runs every check the gateway documents (signature, source, amount and status, server confirmation).
   * `expectedAmountCents` gives what we asked for the payment with this reference (null: unknown reference).
   */
  verifyNotification(
    notification: IncomingNotification,
    expectedAmountCents: (reference: string) => Promise<number | null>,
  ): Promise<VerifiedNotification>;
  /**
   * Whether a subscription cancelled at the gateway can be taken up again before its period ends (the local
   * gateway: yes; PayFast: no, a cancelled token is final and the payer subscribes again).
   */
  readonly canResume?: boolean;
  /** Stops the recurring billing at the gateway (no further charges). */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /**
   * Whether the gateway charges renewals on its own schedule (PayFast) or our renewal job asks it to (the local
   * gateway, through `chargeRenewal`).
   */
  readonly chargesRenewalsItself: boolean;
  /** Asks the gateway to charge a renewal; the outcome arrives as a notification. */
  chargeRenewal?(input: {
    providerSubscriptionId: string;
    reference: string;
    amountCents: number;
    notifyUrl: string;
  }): Promise<void>;
}

/** Gateway problems that are not the payer's fault (unreachable, refused our request). */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
