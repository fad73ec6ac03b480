import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayFast's three MD5 signatures. They differ in field order, empty values, trimming and where the passphrase
 * goes, and PayFast's servers compute them with PHP, so every rule below copies PHP behaviour:
 * - checkout form: PayFast's documented field order, empty (and "0") values left out, values trimmed;
 * - ITN (notification): the received order up to `signature`, empty values kept, no trim, backslashes
 *   stripped;
 * - subscriptions API: headers and body sorted by key with the passphrase among them, empty values kept.
 */

/**
 * The checkout fields in the order PayFast signs them (developers.payfast.co.za "Step 1: form fields";
 * `notify_method` and `currency` are from PayFast's PHP SDK list). A signature built in any other order is
 * refused by PayFast ("Generated signature does not match submitted signature").
 */
export const PAYFAST_CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'notify_method',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'currency',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
  'subscription_notify_email',
  'subscription_notify_webhook',
  'subscription_notify_buyer',
] as const;
export type PayfastCheckoutField = (typeof PAYFAST_CHECKOUT_FIELD_ORDER)[number];

const CHECKOUT_POSITION = new Map<string, number>(
  PAYFAST_CHECKOUT_FIELD_ORDER.map((name, index) => [name, index]),
);

/** PHP's urlencode(): encodeURIComponent, but space is "+" and ! ' ( ) * ~ escaped too (uppercase hex). */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** PHP's stripslashes(): "\x" becomes "x", "\\" becomes "\", "\0" becomes NUL, a trailing "\" is dropped. */
export function phpStripslashes(value: string): string {
  return value.replace(/\\([\s\S]?)/g, (_match, next: string) => (next === '0' ? '\0' : next));
}

/** PHP's empty() on a posted string: "" and "0" count as empty (so cycles=0 is posted but not signed). */
function isPhpEmpty(value: string): boolean {
  return value === '' || value === '0';
}

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Puts checkout fields into PayFast's signing order: unknown names throw, null and undefined values are left out. */
export function orderCheckoutFields(
  fields: Partial<Record<PayfastCheckoutField, string | null | undefined>>,
): Array<[PayfastCheckoutField, string]> {
  for (const name of Object.keys(fields)) {
    if (!CHECKOUT_POSITION.has(name)) throw new Error(`Unknown PayFast checkout field "${name}"`);
  }
  const ordered: Array<[PayfastCheckoutField, string]> = [];
  for (const name of PAYFAST_CHECKOUT_FIELD_ORDER) {
    const value = fields[name];
    if (value !== undefined && value !== null) ordered.push([name, value]);
  }
  return ordered;
}

/** The string PayFast hashes for a checkout form (exported for diagnostics and tests). */
export function checkoutParamString(
  fields: ReadonlyArray<readonly [string, string]>,
  passphrase: string,
): string {
  let previous = -1;
  const parts: string[] = [];
  for (const [name, value] of fields) {
    if (name === 'signature') continue;
    const position = CHECKOUT_POSITION.get(name);
    if (position === undefined) throw new Error(`Unknown PayFast checkout field "${name}"`);
    // PayFast re-derives the order itself: a form built out of order would be signed differently and refused.
    if (position <= previous)
      throw new Error(`PayFast checkout field "${name}" is out of the documented order`);
    previous = position;
    // As PayFast's PHP: empty() is tested on the value as given, then the value is trimmed and encoded.
    if (!isPhpEmpty(value)) parts.push(`${name}=${phpUrlencode(value.trim())}`);
  }
  const trimmed = passphrase.trim();
  if (trimmed !== '') parts.push(`passphrase=${phpUrlencode(trimmed)}`);
  return parts.join('&');
}

/** The checkout form signature; the fields must be in PAYFAST_CHECKOUT_FIELD_ORDER (see orderCheckoutFields). */
export function checkoutSignature(
  fields: ReadonlyArray<readonly [string, string]>,
  passphrase: string,
): string {
  return md5Hex(checkoutParamString(fields, passphrase));
}

/**
 * Parses an application/x-www-form-urlencoded body into its fields, in the order received ("+" is a space).
 * The order matters: the ITN signature covers the fields as PayFast sent them.
 */
export function parseFormBody(rawBody: string): Array<[string, string]> {
  return [...new URLSearchParams(rawBody)];
}

/**
 * The ITN parameter string: the fields in the received order up to (not including) `signature`, empty values
 * kept, values not trimmed but stripped of backslashes (PayFast's PHP sample does stripslashes), each encoded
 * once. It is hashed with the passphrase, and posted without it to PayFast's validate URL.
 */
export function itnParamString(receivedFields: ReadonlyArray<readonly [string, string]>): string {
  const parts: string[] = [];
  for (const [name, value] of receivedFields) {
    if (name === 'signature') break;
    parts.push(`${name}=${phpUrlencode(phpStripslashes(value))}`);
  }
  return parts.join('&');
}

/** The signature PayFast puts on an ITN with these fields. */
export function itnSignature(
  receivedFields: ReadonlyArray<readonly [string, string]>,
  passphrase: string,
): string {
  const paramString = itnParamString(receivedFields);
  return md5Hex(passphrase === '' ? paramString : `${paramString}&passphrase=${phpUrlencode(passphrase)}`);
}

/** Whether an ITN's `signature` field matches its fields and our passphrase (constant-time comparison). */
export function itnSignatureValid(
  receivedFields: ReadonlyArray<readonly [string, string]>,
  passphrase: string,
): boolean {
  const received = receivedFields.find(([name]) => name === 'signature')?.[1];
  if (received === undefined) return false;
  return hexEqual(itnSignature(receivedFields, passphrase), received.trim().toLowerCase());
}

/**
 * The subscriptions API signature: every header and body parameter (merchant-id, version, timestamp, body
 * fields) plus `passphrase`, sorted by key, empty and zero values kept, each value encoded once. Query flags
 * such as `testing=true` are not part of it.
 */
export function apiSignature(params: Readonly<Record<string, string>>, passphrase: string): string {
  const entries = Object.entries(params).filter(([name]) => name !== 'signature' && name !== 'passphrase');
  entries.push(['passphrase', passphrase]);
  // PHP's ksort on these (non-numeric) keys is a plain byte-wise comparison.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return md5Hex(entries.map(([name, value]) => `${name}=${phpUrlencode(value)}`).join('&'));
}

/** Constant-time comparison of two hex digests (a length difference is not secret). */
export function hexEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
