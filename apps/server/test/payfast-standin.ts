import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A local stand-in for PayFast that follows its documented contract, for tests (never the real PayFast):
 * - POST /eng/process checks a checkout form's signature as PayFast does (documented field order, empty and
 *   "0" values left out, trimmed values, passphrase appended) and records the accepted forms;
 * - itn() builds an ITN the way PayFast sends one (its field order, empty fields included, signed with the
 *   passphrase) and send() posts it to a notify URL;
 * - POST /eng/query/validate answers VALID only for the parameter string of an ITN it issued itself;
 * - PUT /subscriptions/:token/cancel checks the API headers and their signature, records the cancellation.
 * It re-implements PayFast's encoding and signatures on its own (byte-wise PHP urlencode, own field lists)
 * so that tests check the gateway against the contract, not against the gateway's own code.
 * Free of vitest imports, so any test or script can start it.
 */

/** The fields of an ITN in the order PayFast posts them (as in a real sandbox subscription ITN). */
export const ITN_FIELD_ORDER = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'item_name',
  'item_description',
  'amount_gross',
  'amount_fee',
  'amount_net',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'name_first',
  'name_last',
  'email_address',
  'merchant_id',
  'token',
  'billing_date',
] as const;
type ItnField = (typeof ITN_FIELD_ORDER)[number];

/** PayFast's checkout signing order (developers.payfast.co.za, checkout form fields). */
const CHECKOUT_ORDER = [
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
  ...[1, 2, 3, 4, 5].map((n) => `custom_int${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `custom_str${n}`),
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
];

/** PHP urlencode over the UTF-8 bytes: letters, digits and - _ . stay, space is "+", the rest %XX. */
export function standinUrlencode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9_.-]/.test(char)) out += char;
    else if (byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const stripslashes = (value: string) => value.replace(/\\([\s\S]?)/g, '$1');

/** The parameter string of an ITN: fields up to the signature, as PayFast's PHP sample rebuilds it. */
function itnParams(fields: ReadonlyArray<readonly [string, string]>): string {
  const parts: string[] = [];
  for (const [name, value] of fields) {
    if (name === 'signature') break;
    parts.push(`${name}=${standinUrlencode(stripslashes(value))}`);
  }
  return parts.join('&');
}

/** The subscriptions API signature: headers, body and passphrase sorted by name, every value kept. */
export function standinApiSignature(values: Record<string, string>, passphrase: string): string {
  const all: Record<string, string> = { ...values, passphrase };
  return md5(
    Object.keys(all)
      .sort()
      .map((name) => `${name}=${standinUrlencode(all[name] ?? '')}`)
      .join('&'),
  );
}

export interface StandinItn {
  /** The fields as posted (after any tampering), signature last. */
  fields: Array<[string, string]>;
  /** The application/x-www-form-urlencoded body PayFast would post. */
  body: string;
  pfPaymentId: string;
}

export interface ItnOptions {
  /** Sign with another passphrase (a forger who does not know ours). */
  passphrase?: string;
  /** Change the fields after signing (a tampered notification); the stand-in still remembers the original. */
  tamper?: (fields: Array<[string, string]>) => Array<[string, string]>;
}

export type ValidateMode = 'normal' | 'invalid' | 'down' | 'hang';

export interface CancelCall {
  token: string;
  testing: boolean;
  headers: Record<string, string>;
}

export interface PayfastStandin {
  baseUrl: string;
  processUrl: string;
  validateUrl: string;
  apiBaseUrl: string;
  /** A correctly signed ITN; a null value leaves the field out, unknown names go before the signature. */
  itn(
    values?: Partial<Record<ItnField, string | null>> & Record<string, string | null>,
    options?: ItnOptions,
  ): StandinItn;
  /** Posts an ITN body to a notify URL as PayFast does. */
  send(notifyUrl: string, body: string): Promise<{ status: number; text: string }>;
  /** Checkout forms the process endpoint accepted. */
  checkouts: Array<Array<[string, string]>>;
  /** Bodies posted to the validate endpoint. */
  validations: string[];
  /** Tokens of cancelled subscriptions, and every cancel call with its headers. */
  cancelled: string[];
  cancelCalls: CancelCall[];
  /** The validate endpoint answers INVALID to everything (true) or as PayFast would (false). */
  forceInvalid(value: boolean): void;
  /** The validate endpoint drops connections (true) or works (false). */
  down(value: boolean): void;
  /** Finer control of the validate endpoint: 'hang' never answers (for timeouts). */
  setValidateMode(mode: ValidateMode): void;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const isForm = (req: http.IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startPayfastStandin(config: {
  passphrase: string;
  merchantId: string;
  /** when given, checkout forms must carry it */
  merchantKey?: string;
}): Promise<PayfastStandin> {
  const issued = new Set<string>();
  const checkouts: Array<Array<[string, string]>> = [];
  const validations: string[] = [];
  const cancelled: string[] = [];
  const cancelCalls: CancelCall[] = [];
  let validateMode: ValidateMode = 'normal';
  let nextPaymentId = 1_089_250;

  function handleProcess(body: string, res: http.ServerResponse): void {
    const posted = [...new URLSearchParams(body)];
    const values = new Map(posted);
    const unknown = posted.find(([name]) => name !== 'signature' && !CHECKOUT_ORDER.includes(name));
    if (unknown) {
      res.writeHead(400).end(`Unknown field ${unknown[0]}`);
      return;
    }
    if (values.get('merchant_id') !== config.merchantId) {
      res.writeHead(400).end('merchant_id: Invalid merchant id');
      return;
    }
    if (config.merchantKey !== undefined && values.get('merchant_key') !== config.merchantKey) {
      res.writeHead(400).end('merchant_key: Invalid merchant key');
      return;
    }
    const signed = CHECKOUT_ORDER.filter((name) => {
      const value = values.get(name);
      return value !== undefined && value !== '' && value !== '0';
    }).map((name) => `${name}=${standinUrlencode((values.get(name) ?? '').trim())}`);
    signed.push(`passphrase=${standinUrlencode(config.passphrase.trim())}`);
    if (md5(signed.join('&')) !== values.get('signature')) {
      res.writeHead(400).end('signature: Generated signature does not match submitted signature.');
      return;
    }
    checkouts.push(posted);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>PayFast stand-in: payment page</p>');
  }

  function handleValidate(req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
    validations.push(body);
    if (validateMode === 'down') {
      req.socket.destroy();
      return;
    }
    if (validateMode === 'hang') return;
    const valid = validateMode === 'normal' && isForm(req) && issued.has(body);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(valid ? 'VALID' : 'INVALID');
  }

  function handleCancel(
    req: http.IncomingMessage,
    url: URL,
    token: string,
    body: string,
    res: http.ServerResponse,
  ) {
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : '';
    };
    const headers = {
      'merchant-id': header('merchant-id'),
      version: header('version'),
      timestamp: header('timestamp'),
    };
    cancelCalls.push({
      token,
      testing: url.searchParams.get('testing') === 'true',
      headers: { ...headers, signature: header('signature') },
    });
    if (headers['merchant-id'] !== config.merchantId) {
      sendJson(res, 401, {
        code: 401,
        status: 'failed',
        data: { response: false, message: 'Merchant not found' },
      });
      return;
    }
    if (
      headers.version !== 'v1' ||
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)?$/.test(headers.timestamp)
    ) {
      sendJson(res, 400, {
        code: 400,
        status: 'failed',
        data: { response: false, message: 'Invalid version or timestamp' },
      });
      return;
    }
    // Body parameters, when sent, are signed too.
    const bodyParams: Record<string, string> = {};
    if (body !== '') {
      const parsed = isForm(req)
        ? Object.fromEntries(new URLSearchParams(body))
        : (JSON.parse(body) as Record<string, unknown>);
      for (const [name, value] of Object.entries(parsed)) bodyParams[name] = String(value);
    }
    if (standinApiSignature({ ...headers, ...bodyParams }, config.passphrase) !== header('signature')) {
      sendJson(res, 401, {
        code: 401,
        status: 'failed',
        data: { response: false, message: 'Signature mismatch' },
      });
      return;
    }
    if (cancelled.includes(token)) {
      sendJson(res, 400, {
        code: 400,
        status: 'failed',
        data: { response: false, message: 'Failure - The subscription status is cancelled' },
      });
      return;
    }
    cancelled.push(token);
    sendJson(res, 200, { code: 200, status: 'success', data: { response: true, message: 'Success' } });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      const cancel = /^\/subscriptions\/([^/]+)\/cancel$/.exec(url.pathname);
      if (url.pathname === '/eng/process' && req.method === 'POST') handleProcess(body, res);
      else if (url.pathname === '/eng/query/validate' && req.method === 'POST')
        handleValidate(req, body, res);
      else if (cancel && req.method === 'PUT')
        handleCancel(req, url, decodeURIComponent(cancel[1] ?? ''), body, res);
      // PayFast's API answers a wrong verb with 400.
      else if (cancel)
        sendJson(res, 400, {
          code: 400,
          status: 'failed',
          data: { response: false, message: 'Bad request' },
        });
      else res.writeHead(404).end('Not found');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end('stand-in error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    processUrl: `${baseUrl}/eng/process`,
    validateUrl: `${baseUrl}/eng/query/validate`,
    apiBaseUrl: baseUrl,
    checkouts,
    validations,
    cancelled,
    cancelCalls,

    itn(values = {}, options = {}) {
      const pfPaymentId = values.pf_payment_id ?? String(nextPaymentId++);
      const defaults: Record<ItnField, string> = {
        m_payment_id: '',
        pf_payment_id: pfPaymentId,
        payment_status: 'COMPLETE',
        item_name: 'Mzansi Stream Premium',
        item_description: '',
        amount_gross: '59.00',
        amount_fee: '-1.36',
        amount_net: '57.64',
        custom_str1: '',
        custom_str2: '',
        custom_str3: '',
        custom_str4: '',
        custom_str5: '',
        custom_int1: '',
        custom_int2: '',
        custom_int3: '',
        custom_int4: '',
        custom_int5: '',
        name_first: '',
        name_last: '',
        email_address: '',
        merchant_id: config.merchantId,
        token: randomUUID(),
        billing_date: '',
      };
      const fields: Array<[string, string]> = [];
      for (const name of ITN_FIELD_ORDER) {
        const value = name in values ? values[name] : defaults[name];
        if (value !== null && value !== undefined) fields.push([name, value]);
      }
      for (const [name, value] of Object.entries(values)) {
        if (!(ITN_FIELD_ORDER as readonly string[]).includes(name) && value !== null)
          fields.push([name, value]);
      }
      const params = itnParams(fields);
      issued.add(params);
      const passphrase = options.passphrase ?? config.passphrase;
      fields.push(['signature', md5(`${params}&passphrase=${standinUrlencode(passphrase)}`)]);
      const posted = options.tamper ? options.tamper(fields.map(([n, v]) => [n, v])) : fields;
      return {
        fields: posted,
        body: posted.map(([name, value]) => `${name}=${standinUrlencode(value)}`).join('&'),
        pfPaymentId,
      };
    },

    async send(notifyUrl, body) {
      const response = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return { status: response.status, text: await response.text() };
    },

    forceInvalid(value) {
      validateMode = value ? 'invalid' : 'normal';
    },
    down(value) {
      validateMode = value ? 'down' : 'normal';
    },
    setValidateMode(mode) {
      validateMode = mode;
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
