import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from '../../../../logger';
import {
  GatewayError,
  type CheckoutForm,
  type CheckoutIntent,
  type GatewayEvent,
  type IncomingNotification,
  type PaymentGateway,
  type VerifiedNotification,
} from '../payment-gateway';

/**
 * The built-in test gateway (development, demos, end-to-end tests): a gateway of our own that behaves like a real one
 * without an account anywhere. Its checkout page (local-gateway.routes.ts) lets the payer pay, decline or cancel, and
 * it reports the outcome by posting a signed notification to our notification endpoint, exactly as a gateway does.
 *
 * The contract follows Paystack's, a documented South African gateway contract:
 * - the checkout request is a browser form post whose fields carry an HMAC-SHA256 `signature` (so the amount or the
 *   return addresses cannot be changed on the way);
 * - notifications are JSON `{ event, data }` with `event` charge.success | charge.failed | subscription.disable and
 *   the header `x-local-gateway-signature` = hex HMAC-SHA512(secret, raw body), compared in constant time;
 * - amounts are in cents; `data.id` identifies the charge (our idempotency key), `data.reference` our payment
 *   reference, `data.subscription_code` the recurring billing the charge belongs to.
 */
export const LOCAL_GATEWAY_PATH = '/payments/local-gateway';
export const LOCAL_SIGNATURE_HEADER = 'x-local-gateway-signature';

/** The checkout fields, in the order they are signed. */
const CHECKOUT_FIELDS = [
  'reference',
  'amount',
  'currency',
  'interval',
  'item_name',
  'email',
  'return_url',
  'cancel_url',
  'notify_url',
] as const;
type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type LocalCheckout = Record<CheckoutField, string>;

/** Subscription codes whose renewals the test card declines end with this (chosen on the checkout page). */
const DECLINING_CARD_SUFFIX = '_declines';

export interface LocalNotification {
  event: 'charge.success' | 'charge.failed' | 'subscription.disable';
  data: {
    id: string;
    reference: string;
    amount: number;
    currency: 'ZAR';
    status: 'success' | 'failed' | 'disabled';
    subscription_code: string | null;
    gateway_response: string;
    paid_at: string | null;
  };
}

function hmac(algorithm: 'sha256' | 'sha512', secret: string, value: string): string {
  return createHmac(algorithm, secret).update(value).digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function checkoutSignature(secret: string, fields: LocalCheckout): string {
  return hmac('sha256', secret, CHECKOUT_FIELDS.map((name) => `${name}=${fields[name]}`).join('\n'));
}

/** Reads and checks a checkout form posted to the gateway; null when a field is missing or the signature is wrong. */
export function readLocalCheckout(secret: string, body: Record<string, unknown>): LocalCheckout | null {
  const fields = {} as LocalCheckout;
  for (const name of CHECKOUT_FIELDS) {
    const value = body[name];
    if (typeof value !== 'string') return null;
    fields[name] = value;
  }
  const signature = body.signature;
  if (typeof signature !== 'string' || !safeEqualHex(signature, checkoutSignature(secret, fields)))
    return null;
  if (!/^\d{1,9}$/.test(fields.amount)) return null;
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first `max` UTF-16 units of a text, without cutting a surrogate pair in two. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, cut);
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The gateway's side: it takes a payment decision and tells the merchant (posts the signed notification). */
export function createLocalGatewayProcessor(options: {
  secret: string;
  logger: Logger;
  fetch?: typeof fetch;
  now: () => Date;
}) {
  const send = options.fetch ?? fetch;
  async function notify(notifyUrl: string, notification: LocalNotification): Promise<void> {
    const body = JSON.stringify(notification);
    let response: Response;
    try {
      response = await send(notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LOCAL_SIGNATURE_HEADER]: hmac('sha512', options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new GatewayError(`The local gateway could not reach ${notifyUrl}`, { cause: error });
    }
    if (!response.ok) {
      throw new GatewayError(
        `The merchant answered the local gateway's notification with ${response.status}`,
      );
    }
  }

  return {
    /** The payer's decision on the checkout page: a first charge that succeeds or is declined. */
    async decide(
      checkout: LocalCheckout,
      decision: 'pay' | 'decline',
      card: { declineRenewals: boolean },
    ): Promise<void> {
      const paid = decision === 'pay';
      await notify(checkout.notify_url, {
        event: paid ? 'charge.success' : 'charge.failed',
        data: {
          id: newId('ch'),
          reference: checkout.reference,
          amount: Number(checkout.amount),
          currency: 'ZAR',
          status: paid ? 'success' : 'failed',
          subscription_code: paid ? newId('sub') + (card.declineRenewals ? DECLINING_CARD_SUFFIX : '') : null,
          gateway_response: paid ? 'Approved' : 'Declined by the test card',
          paid_at: paid ? options.now().toISOString() : null,
        },
      });
    },
    /** A renewal charge on a stored subscription (card declined when the payer chose so at checkout). */
    async chargeRenewal(input: {
      subscriptionCode: string;
      reference: string;
      amountCents: number;
      notifyUrl: string;
    }): Promise<void> {
      const declined = input.subscriptionCode.endsWith(DECLINING_CARD_SUFFIX);
      await notify(input.notifyUrl, {
        event: declined ? 'charge.failed' : 'charge.success',
        data: {
          id: newId('ch'),
          reference: input.reference,
          amount: input.amountCents,
          currency: 'ZAR',
          status: declined ? 'failed' : 'success',
          subscription_code: input.subscriptionCode,
          gateway_response: declined ? 'Declined by the test card' : 'Approved',
          paid_at: declined ? null : options.now().toISOString(),
        },
      });
    },
  };
}

export type LocalGatewayProcessor = ReturnType<typeof createLocalGatewayProcessor>;

/** Our side of the local gateway's contract (the merchant's adapter). */
export function createLocalGateway(options: {
  secret: string;
  publicUrl: string;
  processor: LocalGatewayProcessor;
}): PaymentGateway {
  const { secret } = options;
  return {
    provider: 'local',
    chargesRenewalsItself: false,
    canResume: true,

    createCheckout(intent: CheckoutIntent): CheckoutForm {
      // The gateway lives on our own origin: its page and the way back are paths, so they work whatever host name the
      // browser used (localhost or 127.0.0.1) and the Content-Security-Policy's form-action 'self' allows them.
      const sameOrigin = (url: string) =>
        url.startsWith(`${options.publicUrl}/`) ? url.slice(options.publicUrl.length) : url;
      const fields: LocalCheckout = {
        reference: intent.reference,
        amount: String(intent.amountCents),
        currency: 'ZAR',
        interval: 'monthly',
        item_name: intent.itemName,
        email: intent.buyer.email,
        return_url: sameOrigin(intent.returnUrl),
        cancel_url: sameOrigin(intent.cancelUrl),
        notify_url: intent.notifyUrl,
      };
      return {
        action: `${LOCAL_GATEWAY_PATH}/checkout`,
        fields: [
          ...CHECKOUT_FIELDS.map((name): [string, string] => [name, fields[name]]),
          ['signature', checkoutSignature(secret, fields)],
        ],
      };
    },

    async verifyNotification(
      notification: IncomingNotification,
      expectedAmountCents: (reference: string) => Promise<number | null>,
    ): Promise<VerifiedNotification> {
      const header = notification.headers[LOCAL_SIGNATURE_HEADER];
      let parsed: LocalNotification | null = null;
      try {
        parsed = JSON.parse(notification.rawBody) as LocalNotification;
      } catch {
        parsed = null;
      }
      // Kept with the event as the gateway sent it: a flat record of its fields, or the start of a body that had none.
      const payload: Record<string, string> = isRecord(parsed?.data)
        ? Object.fromEntries(
            Object.entries({ event: parsed.event, ...parsed.data }).map(([key, value]) => [
              key,
              typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)),
            ]),
          )
        : { body: truncateText(notification.rawBody, 2000) };
      const refuse = (reason: string): VerifiedNotification => ({
        ok: false,
        reason,
        payload,
        eventId: typeof parsed?.data?.id === 'string' ? parsed.data.id : null,
      });
      if (typeof header !== 'string' || !safeEqualHex(header, hmac('sha512', secret, notification.rawBody))) {
        return refuse('signature_mismatch');
      }
      const data = parsed?.data;
      if (!parsed || !data || typeof data.id !== 'string' || typeof data.reference !== 'string') {
        return refuse('malformed');
      }
      const subscriptionCode = typeof data.subscription_code === 'string' ? data.subscription_code : null;
      if (parsed.event === 'subscription.disable') {
        const event: GatewayEvent = {
          kind: 'subscription_cancelled',
          eventId: data.id,
          reference: data.reference,
          providerSubscriptionId: subscriptionCode,
        };
        return { ok: true, event, payload };
      }
      const expected = await expectedAmountCents(data.reference);
      if (expected === null) return refuse('unknown_reference');
      if (!Number.isInteger(data.amount) || data.amount !== expected || data.currency !== 'ZAR') {
        return refuse('amount_mismatch');
      }
      if (parsed.event === 'charge.success' && data.status === 'success') {
        return {
          ok: true,
          payload,
          event: {
            kind: 'payment_complete',
            eventId: data.id,
            reference: data.reference,
            providerPaymentId: data.id,
            amountCents: data.amount,
            providerSubscriptionId: subscriptionCode,
          },
        };
      }
      if (parsed.event === 'charge.failed') {
        return {
          ok: true,
          payload,
          event: {
            kind: 'payment_failed',
            eventId: data.id,
            reference: data.reference,
            providerPaymentId: data.id,
            amountCents: data.amount,
            providerSubscriptionId: subscriptionCode,
            reason: String(data.gateway_response ?? 'declined'),
          },
        };
      }
      return refuse('status_not_complete');
    },

    // The local gateway keeps no billing of its own: nothing is charged unless our renewal job asks.
    async cancelSubscription() {},

    async chargeRenewal(input) {
      await options.processor.chargeRenewal({
        subscriptionCode: input.providerSubscriptionId,
        reference: input.reference,
        amountCents: input.amountCents,
        notifyUrl: input.notifyUrl,
      });
    },
  };
}
