import { lookup as dnsLookup } from 'node:dns/promises';
import {
  GatewayError,
  type CheckoutForm,
  type CheckoutIntent,
  type GatewayEvent,
  type IncomingNotification,
  type PaymentGateway,
  type VerifiedNotification,
} from '../payment-gateway';
import {
  apiSignature,
  checkoutSignature,
  itnParamString,
  itnSignatureValid,
  orderCheckoutFields,
  parseFormBody,
} from './payfast-signature';

/**
 * PayFast (payfast.co.za) as a PaymentGateway: a signed checkout form that starts a monthly subscription, ITN
 * verification (signature, source address, data, server confirmation: PayFast's four documented checks) and
 * cancellation through the subscriptions API. PayFast charges the renewals itself and notifies each one.
 */

export interface PayfastOptions {
  merchantId: string;
  merchantKey: string;
  /** Mandatory for subscriptions; keep it to letters and digits (PayFast's SDK encodes it twice in forms). */
  passphrase: string;
  /** Sandbox: the subscriptions API is called with ?testing=true. */
  sandbox: boolean;
  processUrl: string;
  validateUrl: string;
  apiBaseUrl: string;
  /** Hosts whose addresses may send ITNs. */
  validHosts: string[];
  /** Timeout of each call to PayFast; 10 s unless given. */
  timeoutMs?: number;
}

/** The subset of pino the gateway uses. */
export interface PayfastLogger {
  warn(object: Record<string, unknown>, message?: string): void;
  info(object: Record<string, unknown>, message?: string): void;
}

export interface PayfastDeps {
  fetch?: typeof fetch;
  /** Every address of a host name; default: dns.promises.lookup(host, { all: true }). */
  lookup?: (host: string) => Promise<string[]>;
  logger: PayfastLogger;
  now?: () => Date;
}

const PAYFAST_HOSTS = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
];

/** PayFast's production endpoints (merchant id, key and passphrase to be added). */
export const PAYFAST_LIVE = {
  sandbox: false,
  processUrl: 'https://www.payfast.co.za/eng/process',
  validateUrl: 'https://www.payfast.co.za/eng/query/validate',
  apiBaseUrl: 'https://api.payfast.co.za',
  validHosts: PAYFAST_HOSTS,
} as const satisfies Partial<PayfastOptions>;

/** PayFast's sandbox endpoints; the subscriptions API is the live host with ?testing=true. */
export const PAYFAST_SANDBOX = {
  sandbox: true,
  processUrl: 'https://sandbox.payfast.co.za/eng/process',
  validateUrl: 'https://sandbox.payfast.co.za/eng/query/validate',
  apiBaseUrl: 'https://api.payfast.co.za',
  validHosts: PAYFAST_HOSTS,
} as const satisfies Partial<PayfastOptions>;

/** Refusal reasons, one per check, so the log says which check failed. */
export type PayfastRefusalReason =
  | 'malformed_notification'
  | 'signature_missing'
  | 'signature_mismatch'
  | 'source_not_payfast'
  | 'source_unverifiable'
  | 'merchant_mismatch'
  | 'unknown_reference'
  | 'amount_malformed'
  | 'amount_mismatch'
  | 'status_not_complete'
  | 'validation_invalid'
  | 'validation_unreachable';

const DEFAULT_TIMEOUT_MS = 10_000;
/** PayFast's addresses change rarely; resolving them on every ITN would put DNS on the payment path. */
const HOST_CACHE_MS = 5 * 60_000;
/** An unknown sender may mean PayFast moved: re-resolve, but at most this often. */
const HOST_REFRESH_MIN_MS = 60_000;
/** PayFast's own tolerance (its PHP sample): amounts may differ by at most one cent. */
const AMOUNT_TOLERANCE_CENTS = 1;
const SAST_OFFSET_MS = 2 * 60 * 60_000;

const defaultLookup = async (host: string): Promise<string[]> =>
  (await dnsLookup(host, { all: true })).map((entry) => entry.address);

/** "59.00" for 5900: PayFast takes rands with two decimals. */
export function centsToRands(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** 5900 for "59.00" (or "59", "59.0"); null for anything else, sub-cent amounts included. No floats. */
export function randsToCents(rands: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(rands);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The calendar date in South Africa (SAST, UTC+2 all year: no daylight saving). */
export function sastDate(date: Date): string {
  return new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO-8601 in SAST with its offset, as PayFast's API documents it: 2026-11-22T10:00:00+02:00. */
export function sastTimestamp(date: Date): string {
  return `${new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 19)}+02:00`;
}

/** Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();
}

class Refusal {
  constructor(
    readonly reason: PayfastRefusalReason,
    readonly retryable = false,
  ) {}
}

export function createPayfastGateway(options: PayfastOptions, deps: PayfastDeps): PaymentGateway {
  if (options.passphrase.trim() === '') throw new Error('PayFast subscriptions need a passphrase');
  if (!/^[A-Za-z0-9]+$/.test(options.passphrase)) {
    deps.logger.warn(
      {},
      'PayFast passphrase has characters other than letters and digits: PayFast SDK signatures may differ',
    );
  }
  const doFetch = deps.fetch ?? fetch;
  const lookup = deps.lookup ?? defaultLookup;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let hostCache: { addresses: Set<string>; at: number } | null = null;

  /** Every address the valid hosts resolve to; partial results are used but not cached. */
  async function payfastAddresses(refresh: boolean): Promise<{ addresses: Set<string>; complete: boolean }> {
    const at = now().getTime();
    if (!refresh && hostCache && at - hostCache.at < HOST_CACHE_MS) {
      return { addresses: hostCache.addresses, complete: true };
    }
    const results = await Promise.allSettled(options.validHosts.map((host) => lookup(host)));
    const addresses = new Set<string>();
    let complete = true;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        for (const address of result.value) addresses.add(plainAddress(address));
      } else {
        complete = false;
        deps.logger.warn(
          { host: options.validHosts[index], err: result.reason as unknown },
          'PayFast host name did not resolve',
        );
      }
    });
    if (complete) hostCache = { addresses, at };
    return { addresses, complete };
  }

  async function checkSource(remoteAddress: string): Promise<Refusal | null> {
    const sender = plainAddress(remoteAddress);
    let known = await payfastAddresses(false);
    if (known.addresses.has(sender)) return null;
    if (hostCache && now().getTime() - hostCache.at >= HOST_REFRESH_MIN_MS) {
      known = await payfastAddresses(true);
      if (known.addresses.has(sender)) return null;
    }
    // Without every host's addresses we cannot say the sender is not PayFast: let PayFast try again later.
    return known.complete ? new Refusal('source_not_payfast') : new Refusal('source_unverifiable', true);
  }

  /** PayFast's server confirmation: it answers VALID only for data it sent itself. */
  async function confirmWithPayfast(paramString: string): Promise<Refusal | null> {
    let response: Response;
    let body: string;
    try {
      response = await doFetch(options.validateUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: paramString,
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      deps.logger.warn({ err: error }, 'PayFast validate endpoint unreachable');
      return new Refusal('validation_unreachable', true);
    }
    if (!response.ok) {
      deps.logger.warn({ status: response.status }, 'PayFast validate endpoint answered with an error');
      return new Refusal('validation_unreachable', true);
    }
    return body.trim() === 'VALID' ? null : new Refusal('validation_invalid');
  }

  return {
    provider: 'payfast',
    chargesRenewalsItself: true,

    createCheckout(intent: CheckoutIntent): CheckoutForm {
      const amount = centsToRands(intent.amountCents);
      const firstName = intent.buyer.firstName?.trim();
      // Values are trimmed here so that what is posted is exactly what is signed.
      const fields = orderCheckoutFields({
        merchant_id: options.merchantId.trim(),
        merchant_key: options.merchantKey.trim(),
        return_url: intent.returnUrl.trim(),
        cancel_url: intent.cancelUrl.trim(),
        notify_url: intent.notifyUrl.trim(),
        name_first: firstName ? firstName : null,
        email_address: intent.buyer.email.trim(),
        m_payment_id: intent.reference.trim(),
        amount,
        item_name: intent.itemName.trim(),
        subscription_type: '1',
        billing_date: sastDate(intent.billingDate),
        recurring_amount: amount,
        frequency: '3',
        cycles: '0',
      });
      return {
        action: options.processUrl,
        fields: [...fields, ['signature', checkoutSignature(fields, options.passphrase)]],
      };
    },

    async verifyNotification(
      notification: IncomingNotification,
      expectedAmountCents,
    ): Promise<VerifiedNotification> {
      const fields = parseFormBody(notification.rawBody);
      const payload = Object.fromEntries(fields);
      const eventId = payload.pf_payment_id || null;
      const refuse = (refusal: Refusal): VerifiedNotification => ({
        ok: false,
        reason: refusal.reason,
        payload,
        eventId,
        ...(refusal.retryable ? { retryable: true } : {}),
      });

      const contentType = notification.contentType?.split(';')[0]?.trim().toLowerCase();
      // A repeated name would be signed twice but read once: never PayFast's doing.
      if (
        (contentType !== undefined && contentType !== 'application/x-www-form-urlencoded') ||
        new Set(fields.map(([name]) => name)).size !== fields.length
      ) {
        return refuse(new Refusal('malformed_notification'));
      }

      // 1. signature
      if (payload.signature === undefined) return refuse(new Refusal('signature_missing'));
      if (!itnSignatureValid(fields, options.passphrase)) return refuse(new Refusal('signature_mismatch'));

      // 2. source address
      let sourceRefusal: Refusal | null;
      try {
        sourceRefusal = await checkSource(notification.remoteAddress);
      } catch (error) {
        deps.logger.warn({ err: error }, 'PayFast source check failed');
        sourceRefusal = new Refusal('source_unverifiable', true);
      }
      if (sourceRefusal) return refuse(sourceRefusal);

      // 3. data
      const status = payload.payment_status ?? '';
      const reference = payload.m_payment_id ?? '';
      const pfPaymentId = payload.pf_payment_id ?? '';
      if (!pfPaymentId || !status) return refuse(new Refusal('malformed_notification'));
      if (payload.merchant_id !== options.merchantId) return refuse(new Refusal('merchant_mismatch'));
      // PayFast documents COMPLETE and CANCELLED; FAILED is taken as a failed renewal; anything else refused.
      if (status !== 'COMPLETE' && status !== 'CANCELLED' && status !== 'FAILED') {
        return refuse(new Refusal('status_not_complete'));
      }
      const expected = reference === '' ? null : await expectedAmountCents(reference);
      if (expected === null) return refuse(new Refusal('unknown_reference'));
      const grossCents = randsToCents(payload.amount_gross ?? '');
      if (status === 'COMPLETE') {
        if (grossCents === null) return refuse(new Refusal('amount_malformed'));
        if (Math.abs(grossCents - expected) > AMOUNT_TOLERANCE_CENTS)
          return refuse(new Refusal('amount_mismatch'));
      }

      // 4. server confirmation (the param string without the passphrase)
      const confirmation = await confirmWithPayfast(itnParamString(fields));
      if (confirmation) return refuse(confirmation);

      const subscriptionId = payload.token || null;
      let event: GatewayEvent;
      if (status === 'COMPLETE') {
        event = {
          kind: 'payment_complete',
          eventId: pfPaymentId,
          reference,
          providerPaymentId: pfPaymentId,
          amountCents: grossCents ?? expected,
          providerSubscriptionId: subscriptionId,
        };
      } else if (status === 'FAILED') {
        // Suffixed: a later COMPLETE for the same PayFast payment must not be taken for a duplicate.
        event = {
          kind: 'payment_failed',
          eventId: `${pfPaymentId}:failed`,
          reference,
          providerPaymentId: pfPaymentId,
          amountCents: grossCents ?? expected,
          providerSubscriptionId: subscriptionId,
          reason: 'PayFast reported the payment as FAILED',
        };
      } else {
        // A cancellation ITN carries the pf_payment_id of a payment that was already notified as COMPLETE.
        event = {
          kind: 'subscription_cancelled',
          eventId: `${pfPaymentId}:cancelled`,
          reference,
          providerSubscriptionId: subscriptionId,
        };
      }
      return { ok: true, event, payload };
    },

    async cancelSubscription(providerSubscriptionId: string): Promise<void> {
      const headers = { 'merchant-id': options.merchantId, version: 'v1', timestamp: sastTimestamp(now()) };
      const base = options.apiBaseUrl.replace(/\/+$/, '');
      const url = new URL(`${base}/subscriptions/${encodeURIComponent(providerSubscriptionId)}/cancel`);
      // The sandbox flag is not signed (PayFast's SDK adds it after signing).
      if (options.sandbox) url.searchParams.set('testing', 'true');
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method: 'PUT',
          headers: { ...headers, signature: apiSignature(headers, options.passphrase) },
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw new GatewayError('PayFast subscriptions API unreachable', { cause: error });
      }
      const answer = parsePayfastAnswer(text);
      const refused =
        !response.ok || answer.status === 'failed' || answer.status === 'error' || answer.response === false;
      if (!refused) return;
      // Cancelling twice is not an error for us: the subscription is cancelled, which is what was asked.
      if (/subscription status is cancelled/i.test(answer.message)) {
        deps.logger.info({ status: response.status }, 'PayFast subscription was already cancelled');
        return;
      }
      throw new GatewayError(
        `PayFast refused to cancel the subscription (HTTP ${response.status}): ${answer.message}`,
      );
    },
  };
}

/** PayFast's API answers {code, status, data: {response, message}}; the message says why it refused. */
function parsePayfastAnswer(text: string): { status?: string; response?: unknown; message: string } {
  let body: { status?: unknown; message?: unknown; data?: { message?: unknown; response?: unknown } } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') body = parsed;
  } catch {
    // not JSON: the text itself is the best message there is
  }
  const message = [body.data?.message, body.message, body.data?.response].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  );
  return {
    ...(typeof body.status === 'string' ? { status: body.status } : {}),
    response: body.data?.response,
    message: message ?? (text.trim().slice(0, 300) || 'no message'),
  };
}
