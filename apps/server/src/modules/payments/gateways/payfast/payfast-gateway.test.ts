import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPayfastStandin, type PayfastStandin } from '../../../../../test/payfast-standin';
import { GatewayError, type IncomingNotification, type PaymentGateway } from '../payment-gateway';
import {
  PAYFAST_SANDBOX,
  centsToRands,
  createPayfastGateway,
  randsToCents,
  sastDate,
  sastTimestamp,
  type PayfastDeps,
  type PayfastOptions,
} from './payfast-gateway';

/**
 * The PayFast gateway against a local stand-in that follows PayFast's documented contract over real HTTP
 * (test/payfast-standin.ts). Only DNS is replaced: PayFast's host names resolve to the stand-in's 127.0.0.1.
 */
const PASSPHRASE = 'MzansiPass2026';
const MERCHANT_ID = '10000100';
const MERCHANT_KEY = '46f0cd694581a';
const REFERENCE = 'MZ-2026-0001';
const TOKEN = 'dc0521d3-55fe-269b-fa00-b647310d760f';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const expectedAmount = async (reference: string) => (reference === REFERENCE ? 5900 : null);

let standin: PayfastStandin;
const logs: Array<{ level: 'warn' | 'info'; message: string | undefined }> = [];
const logger = {
  warn: (_object: Record<string, unknown>, message?: string) => logs.push({ level: 'warn', message }),
  info: (_object: Record<string, unknown>, message?: string) => logs.push({ level: 'info', message }),
};

function gatewayWith(
  overrides: Partial<PayfastOptions> = {},
  deps: Partial<PayfastDeps> = {},
): PaymentGateway {
  return createPayfastGateway(
    {
      ...PAYFAST_SANDBOX,
      validHosts: [...PAYFAST_SANDBOX.validHosts],
      merchantId: MERCHANT_ID,
      merchantKey: MERCHANT_KEY,
      passphrase: PASSPHRASE,
      processUrl: standin.processUrl,
      validateUrl: standin.validateUrl,
      apiBaseUrl: standin.apiBaseUrl,
      ...overrides,
    },
    { logger, lookup: async () => ['127.0.0.1'], ...deps },
  );
}

function notification(body: string, remoteAddress = '::ffff:127.0.0.1'): IncomingNotification {
  return { rawBody: body, contentType: 'application/x-www-form-urlencoded', headers: {}, remoteAddress };
}

beforeAll(async () => {
  standin = await startPayfastStandin({
    passphrase: PASSPHRASE,
    merchantId: MERCHANT_ID,
    merchantKey: MERCHANT_KEY,
  });
});
afterAll(async () => {
  await standin.close();
});
afterEach(() => {
  standin.setValidateMode('normal');
  standin.validations.length = 0;
  logs.length = 0;
});

describe('PayFast ITN verification', () => {
  it('accepts a genuine ITN posted over HTTP and maps it to payment_complete in cents', async () => {
    const gateway = gatewayWith();
    // A notify endpoint as ours will be: the raw body and the socket's address go to the gateway.
    const notify = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void gateway
          .verifyNotification(
            {
              rawBody: Buffer.concat(chunks).toString('utf8'),
              contentType: req.headers['content-type'],
              headers: req.headers,
              remoteAddress: req.socket.remoteAddress ?? '',
            },
            expectedAmount,
          )
          .then((result) =>
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
          );
      });
    });
    await new Promise<void>((resolve) => notify.listen(0, '127.0.0.1', resolve));
    const { port } = notify.address() as { port: number };
    try {
      const itn = standin.itn({
        m_payment_id: REFERENCE,
        token: TOKEN,
        name_first: 'Thabo',
        billing_date: '2026-11-22',
      });
      const answer = await standin.send(`http://127.0.0.1:${port}/api/payments/payfast/notify`, itn.body);
      const result = JSON.parse(answer.text) as unknown;
      expect(result).toMatchObject({
        ok: true,
        event: {
          kind: 'payment_complete',
          eventId: itn.pfPaymentId,
          reference: REFERENCE,
          providerPaymentId: itn.pfPaymentId,
          amountCents: 5900,
          providerSubscriptionId: TOKEN,
        },
        payload: { m_payment_id: REFERENCE, token: TOKEN, amount_gross: '59.00' },
      });
      // The fourth check happened: PayFast was asked, with the parameter string and no passphrase.
      expect(standin.validations).toHaveLength(1);
      expect(standin.validations[0]).toMatch(
        /^m_payment_id=MZ-2026-0001&pf_payment_id=\d+&payment_status=COMPLETE&/,
      );
      expect(standin.validations[0]).not.toContain('passphrase');
      expect(standin.validations[0]).not.toContain('signature');
    } finally {
      notify.closeAllConnections();
      await new Promise((resolve) => notify.close(resolve));
    }
  });

  it('refuses a tampered ITN (signature_mismatch) before asking PayFast', async () => {
    const itn = standin.itn(
      { m_payment_id: REFERENCE },
      { tamper: (fields) => fields.map(([n, v]) => [n, n === 'amount_gross' ? '5.90' : v]) },
    );
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: false, reason: 'signature_mismatch', eventId: itn.pfPaymentId });
    expect(standin.validations).toHaveLength(0);
  });

  it('refuses an ITN signed without our passphrase, or without a signature', async () => {
    const forged = standin.itn({ m_payment_id: REFERENCE }, { passphrase: 'guessed' });
    const unsigned = standin.itn(
      { m_payment_id: REFERENCE },
      { tamper: (fields) => fields.filter(([name]) => name !== 'signature') },
    );
    const gateway = gatewayWith();
    expect(await gateway.verifyNotification(notification(forged.body), expectedAmount)).toMatchObject({
      ok: false,
      reason: 'signature_mismatch',
    });
    expect(await gateway.verifyNotification(notification(unsigned.body), expectedAmount)).toMatchObject({
      ok: false,
      reason: 'signature_missing',
    });
  });

  it('refuses a genuine ITN that arrives from an address PayFast hosts do not resolve to', async () => {
    const gateway = gatewayWith({}, { lookup: async () => ['198.51.100.7', '2001:db8::7'] });
    const result = await gateway.verifyNotification(
      notification(standin.itn({ m_payment_id: REFERENCE }).body),
      expectedAmount,
    );
    expect(result).toMatchObject({ ok: false, reason: 'source_not_payfast' });
    expect(result).not.toHaveProperty('retryable');
    expect(standin.validations).toHaveLength(0);
  });

  it('refuses, as retryable, when PayFast host names cannot be resolved', async () => {
    const gateway = gatewayWith(
      {},
      {
        lookup: async (host) => {
          if (host === 'w2w.payfast.co.za') throw new Error('ENOTFOUND');
          return ['198.51.100.7'];
        },
      },
    );
    const result = await gateway.verifyNotification(
      notification(standin.itn({ m_payment_id: REFERENCE }).body),
      expectedAmount,
    );
    expect(result).toMatchObject({ ok: false, reason: 'source_unverifiable', retryable: true });
  });

  it('resolves PayFast host names once and reuses them for a few minutes', async () => {
    const asked: string[] = [];
    const gateway = gatewayWith({}, { lookup: async (host) => (asked.push(host), ['127.0.0.1']) });
    for (let i = 0; i < 3; i++) {
      const itn = standin.itn({ m_payment_id: REFERENCE });
      expect(
        await gateway.verifyNotification(notification(itn.body, '127.0.0.1'), expectedAmount),
      ).toMatchObject({ ok: true });
    }
    expect(asked.sort()).toEqual([...PAYFAST_SANDBOX.validHosts].sort());
  });

  it('re-resolves PayFast host names for an unknown sender once the cached answer is a minute old', async () => {
    let clock = Date.parse('2026-11-22T08:00:00Z');
    let payfastAddress = '198.51.100.1';
    const gateway = gatewayWith({}, { now: () => new Date(clock), lookup: async () => [payfastAddress] });
    const verify = () =>
      gateway.verifyNotification(notification(standin.itn({ m_payment_id: REFERENCE }).body), expectedAmount);
    expect(await verify()).toMatchObject({ ok: false, reason: 'source_not_payfast' });
    // PayFast moved to our address: not believed at once, but after a minute the names are resolved again.
    payfastAddress = '127.0.0.1';
    clock += 30_000;
    expect(await verify()).toMatchObject({ ok: false, reason: 'source_not_payfast' });
    clock += 60_000;
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('accepts an amount within one cent of what was asked (59.01 for R59)', async () => {
    const itn = standin.itn({ m_payment_id: REFERENCE, amount_gross: '59.01' });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: true, event: { kind: 'payment_complete', amountCents: 5901 } });
  });

  it.each([
    ['58.00', 'amount_mismatch'],
    ['59.02', 'amount_mismatch'],
    ['590.00', 'amount_mismatch'],
    ['59.005', 'amount_malformed'],
    ['', 'amount_malformed'],
    ['59,00', 'amount_malformed'],
  ])('refuses amount_gross "%s" for R59 (%s)', async (amountGross, reason) => {
    const itn = standin.itn({ m_payment_id: REFERENCE, amount_gross: amountGross });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: false, reason });
    expect(standin.validations).toHaveLength(0);
  });

  it('refuses an ITN for a reference we never issued, or for another merchant', async () => {
    const gateway = gatewayWith();
    const unknown = standin.itn({ m_payment_id: 'MZ-FORGED' });
    expect(await gateway.verifyNotification(notification(unknown.body), expectedAmount)).toMatchObject({
      ok: false,
      reason: 'unknown_reference',
    });
    const otherMerchant = standin.itn({ m_payment_id: REFERENCE, merchant_id: '10099999' });
    expect(await gateway.verifyNotification(notification(otherMerchant.body), expectedAmount)).toMatchObject({
      ok: false,
      reason: 'merchant_mismatch',
    });
  });

  it('refuses a status other than COMPLETE, CANCELLED or FAILED (status_not_complete)', async () => {
    const itn = standin.itn({ m_payment_id: REFERENCE, payment_status: 'PENDING' });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: false, reason: 'status_not_complete', eventId: itn.pfPaymentId });
  });

  it('maps a confirmed FAILED ITN to payment_failed', async () => {
    const itn = standin.itn({ m_payment_id: REFERENCE, payment_status: 'FAILED', token: TOKEN });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({
      ok: true,
      event: {
        kind: 'payment_failed',
        eventId: `${itn.pfPaymentId}:failed`,
        reference: REFERENCE,
        providerPaymentId: itn.pfPaymentId,
        amountCents: 5900,
        providerSubscriptionId: TOKEN,
      },
    });
    expect(standin.validations).toHaveLength(1);
  });

  it('maps a confirmed CANCELLED ITN to subscription_cancelled, without the amount check', async () => {
    const itn = standin.itn({
      m_payment_id: REFERENCE,
      payment_status: 'CANCELLED',
      amount_gross: '0.00',
      token: TOKEN,
    });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({
      ok: true,
      event: {
        kind: 'subscription_cancelled',
        eventId: `${itn.pfPaymentId}:cancelled`,
        reference: REFERENCE,
        providerSubscriptionId: TOKEN,
      },
    });
    expect(standin.validations).toHaveLength(1);
  });

  it('still checks the signature of a CANCELLED ITN', async () => {
    const itn = standin.itn(
      { m_payment_id: REFERENCE, payment_status: 'COMPLETE', token: TOKEN },
      { tamper: (fields) => fields.map(([n, v]) => [n, n === 'payment_status' ? 'CANCELLED' : v]) },
    );
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: false, reason: 'signature_mismatch' });
  });

  it('refuses when PayFast does not confirm the data (validation_invalid, not retryable)', async () => {
    standin.forceInvalid(true);
    const itn = standin.itn({ m_payment_id: REFERENCE });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: false, reason: 'validation_invalid', eventId: itn.pfPaymentId });
    expect(result).not.toHaveProperty('retryable');
  });

  it('refuses as retryable when the validate endpoint is down', async () => {
    standin.down(true);
    const itn = standin.itn({ m_payment_id: REFERENCE });
    const result = await gatewayWith().verifyNotification(notification(itn.body), expectedAmount);
    expect(result).toMatchObject({ ok: false, reason: 'validation_unreachable', retryable: true });
    expect(logs).toContainEqual({ level: 'warn', message: 'PayFast validate endpoint unreachable' });
  });

  it('refuses as retryable when the validate endpoint does not answer in time', async () => {
    standin.setValidateMode('hang');
    const itn = standin.itn({ m_payment_id: REFERENCE });
    const result = await gatewayWith({ timeoutMs: 200 }).verifyNotification(
      notification(itn.body),
      expectedAmount,
    );
    expect(result).toMatchObject({ ok: false, reason: 'validation_unreachable', retryable: true });
  });

  it('refuses a body with a repeated field or of another content type', async () => {
    const itn = standin.itn({ m_payment_id: REFERENCE });
    const gateway = gatewayWith();
    expect(
      await gateway.verifyNotification(notification(`${itn.body}&amount_gross=1.00`), expectedAmount),
    ).toMatchObject({ ok: false, reason: 'malformed_notification' });
    expect(
      await gateway.verifyNotification(
        { ...notification(itn.body), contentType: 'application/json' },
        expectedAmount,
      ),
    ).toMatchObject({ ok: false, reason: 'malformed_notification' });
  });
});

describe('PayFast checkout', () => {
  const intent = {
    reference: REFERENCE,
    amountCents: 5900,
    itemName: 'Mzansi Stream Premium (monthly)',
    // 22:30 UTC on the 21st is already the 22nd in Johannesburg
    billingDate: new Date('2026-11-21T22:30:00Z'),
    buyer: { email: 'thabo+test@example.co.za', firstName: "Thabo O'Neil" },
    returnUrl: 'https://mzansi.example/payment/success?ref=MZ-2026-0001',
    cancelUrl: 'https://mzansi.example/payment/cancelled',
    notifyUrl: 'https://mzansi.example/api/payments/payfast/notify',
  };

  it('gives the documented subscription fields in signing order, signed as PayFast expects', () => {
    const form = gatewayWith().createCheckout(intent);
    expect(form.action).toBe(standin.processUrl);
    expect(form.fields.slice(0, -1)).toEqual([
      ['merchant_id', MERCHANT_ID],
      ['merchant_key', MERCHANT_KEY],
      ['return_url', intent.returnUrl],
      ['cancel_url', intent.cancelUrl],
      ['notify_url', intent.notifyUrl],
      ['name_first', "Thabo O'Neil"],
      ['email_address', 'thabo+test@example.co.za'],
      ['m_payment_id', REFERENCE],
      ['amount', '59.00'],
      ['item_name', 'Mzansi Stream Premium (monthly)'],
      ['subscription_type', '1'],
      ['billing_date', '2026-11-22'],
      ['recurring_amount', '59.00'],
      ['frequency', '3'],
      ['cycles', '0'],
    ]);
    // Written out by hand: cycles=0 is posted but not signed.
    const signed =
      'merchant_id=10000100&merchant_key=46f0cd694581a' +
      '&return_url=https%3A%2F%2Fmzansi.example%2Fpayment%2Fsuccess%3Fref%3DMZ-2026-0001' +
      '&cancel_url=https%3A%2F%2Fmzansi.example%2Fpayment%2Fcancelled' +
      '&notify_url=https%3A%2F%2Fmzansi.example%2Fapi%2Fpayments%2Fpayfast%2Fnotify' +
      '&name_first=Thabo+O%27Neil&email_address=thabo%2Btest%40example.co.za&m_payment_id=MZ-2026-0001' +
      '&amount=59.00&item_name=Mzansi+Stream+Premium+%28monthly%29&subscription_type=1&billing_date=2026-11-22' +
      '&recurring_amount=59.00&frequency=3&passphrase=MzansiPass2026';
    expect(form.fields.at(-1)).toEqual(['signature', md5(signed)]);
  });

  it('is accepted by the process endpoint when posted as a browser would, and refused once altered', async () => {
    const form = gatewayWith().createCheckout(intent);
    const post = (fields: Array<[string, string]>) =>
      fetch(form.action, { method: 'POST', body: new URLSearchParams(fields) });
    const accepted = await post(form.fields);
    expect(accepted.status).toBe(200);
    expect(standin.checkouts.at(-1)).toEqual(form.fields);

    const altered = form.fields.map(([n, v]): [string, string] => [n, n === 'recurring_amount' ? '5.90' : v]);
    const refused = await post(altered);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/signature does not match/);
  });

  it('leaves out name_first when the buyer has no first name', () => {
    const form = gatewayWith().createCheckout({
      ...intent,
      buyer: { email: 'a@example.co.za', firstName: '  ' },
    });
    expect(form.fields.map(([name]) => name)).not.toContain('name_first');
  });

  it('converts cents and dates exactly', () => {
    expect(centsToRands(5900)).toBe('59.00');
    expect(centsToRands(9905)).toBe('99.05');
    expect(centsToRands(5)).toBe('0.05');
    expect(() => centsToRands(59.5)).toThrow(RangeError);
    expect(randsToCents('59.00')).toBe(5900);
    expect(randsToCents('0.29')).toBe(29);
    expect(randsToCents('59.1')).toBe(5910);
    expect(randsToCents('59')).toBe(5900);
    expect(randsToCents('59.005')).toBeNull();
    expect(randsToCents('-59.00')).toBeNull();
    expect(sastDate(new Date('2026-11-21T21:59:59Z'))).toBe('2026-11-21');
    expect(sastDate(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22');
    expect(sastTimestamp(new Date('2026-11-22T08:00:00.123Z'))).toBe('2026-11-22T10:00:00+02:00');
  });

  it('refuses to start without a passphrase (PayFast subscriptions require one)', () => {
    expect(() => gatewayWith({ passphrase: ' ' })).toThrow(/passphrase/);
  });
});

describe('PayFast subscription cancellation', () => {
  const now = () => new Date('2026-11-22T08:00:00Z');

  it('cancels through the subscriptions API with signed headers (sandbox: ?testing=true, unsigned)', async () => {
    const token = '2afa4575-5628-051a-d0ed-4e071b56a7b0';
    await gatewayWith({}, { now }).cancelSubscription(token);
    expect(standin.cancelled).toContain(token);
    const call = standin.cancelCalls.at(-1);
    expect(call).toMatchObject({
      token,
      testing: true,
      headers: { 'merchant-id': MERCHANT_ID, version: 'v1', timestamp: '2026-11-22T10:00:00+02:00' },
    });
    // Written out by hand: headers and passphrase sorted by name, testing not included.
    expect(call?.headers.signature).toBe(
      md5(
        'merchant-id=10000100&passphrase=MzansiPass2026&timestamp=2026-11-22T10%3A00%3A00%2B02%3A00&version=v1',
      ),
    );
  });

  it('does not add testing=true outside the sandbox', async () => {
    const token = '3bfa4575-5628-051a-d0ed-4e071b56a7b0';
    await gatewayWith({ sandbox: false }).cancelSubscription(token);
    expect(standin.cancelCalls.at(-1)).toMatchObject({ token, testing: false });
  });

  it('treats cancelling an already cancelled subscription as done', async () => {
    const token = '4cfa4575-5628-051a-d0ed-4e071b56a7b0';
    const gateway = gatewayWith();
    await gateway.cancelSubscription(token);
    await expect(gateway.cancelSubscription(token)).resolves.toBeUndefined();
    expect(logs).toContainEqual({ level: 'info', message: 'PayFast subscription was already cancelled' });
  });

  it("throws a GatewayError with PayFast's message when it refuses the request", async () => {
    const gateway = gatewayWith({ passphrase: 'WrongPassphrase1' });
    const attempt = gateway.cancelSubscription('5dfa4575-5628-051a-d0ed-4e071b56a7b0');
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    await expect(attempt).rejects.toThrow(/HTTP 401.*Signature mismatch/);
    expect(standin.cancelled).not.toContain('5dfa4575-5628-051a-d0ed-4e071b56a7b0');
  });

  it('throws a GatewayError when PayFast cannot be reached', async () => {
    const closed = await startPayfastStandin({ passphrase: PASSPHRASE, merchantId: MERCHANT_ID });
    await closed.close();
    const attempt = gatewayWith({ apiBaseUrl: closed.apiBaseUrl }).cancelSubscription(TOKEN);
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    await expect(attempt).rejects.toThrow(/unreachable/);
  });
});
