import { userSubscriptionSchema } from '@mzansi/contracts/billing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { startPayfastStandin, type PayfastStandin } from '../../../test/payfast-standin';
import { startCheckout } from '../../../test/payments';
import { paymentEvents, payments } from '../../db/schema/index';

const PASSPHRASE = 'jacarandaSeason2026';
const MERCHANT_ID = '10000100';
const MERCHANT_KEY = '46f0cd694581a';

/**
 * PAYMENT_GATEWAY=payfast end to end through our notification endpoint, against a stand-in that follows PayFast's
 * documented contract (checkout signature, ITN, /eng/query/validate, the subscriptions API).
 */
describe('payments through PayFast (ITN contract)', () => {
  let server: TestServer;
  let payfast: PayfastStandin;
  beforeAll(async () => {
    payfast = await startPayfastStandin({
      passphrase: PASSPHRASE,
      merchantId: MERCHANT_ID,
      merchantKey: MERCHANT_KEY,
    });
    server = await startTestServer({
      env: {
        PAYMENT_GATEWAY: 'payfast',
        PAYFAST_MERCHANT_ID: MERCHANT_ID,
        PAYFAST_MERCHANT_KEY: MERCHANT_KEY,
        PAYFAST_PASSPHRASE: PASSPHRASE,
        PAYFAST_SANDBOX: 'true',
        PAYFAST_PROCESS_URL: payfast.processUrl,
        PAYFAST_VALIDATE_URL: payfast.validateUrl,
        PAYFAST_API_URL: payfast.apiBaseUrl,
        // The stand-in posts from this machine.
        PAYFAST_VALID_HOSTS: 'localhost',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await payfast?.close();
  });

  const notifyUrl = () => `${server.baseUrl}/api/payments/notify/payfast`;
  const details = async (account: TestAccount) => {
    const response = await server.request('/api/user/subscription', { headers: { cookie: account.cookie } });
    expect(response.status).toBe(200);
    return userSubscriptionSchema.parse(await response.json());
  };
  const refusals = (reference: string) =>
    server.ctx.database.db
      .select({ reason: paymentEvents.reason })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'payfast'), eq(paymentEvents.outcome, 'refused')))
      .then((rows) => rows.map((row) => row.reason))
      .then((reasons) => ({ reference, reasons }));

  it('checkout is a signed PayFast subscription form that PayFast accepts', async () => {
    const account = await signUpAndConfirm(server);
    const checkout = await startCheckout(server, account.cookie);
    expect(checkout.provider).toBe('payfast');
    expect(checkout.action).toBe(payfast.processUrl);
    const fields = Object.fromEntries(checkout.fields);
    expect(fields).toMatchObject({
      merchant_id: MERCHANT_ID,
      merchant_key: MERCHANT_KEY,
      m_payment_id: checkout.reference,
      amount: '59.00',
      subscription_type: '1',
      recurring_amount: '59.00',
      frequency: '3',
      cycles: '0',
      notify_url: notifyUrl(),
    });
    const accepted = await fetch(checkout.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(checkout.fields).toString(),
      redirect: 'manual',
    });
    expect(accepted.status).toBeLessThan(400);
    expect(payfast.checkouts).toHaveLength(1);
  });

  it('a COMPLETE ITN passing all four checks makes the user Premium; 3 deliveries make one payment', async () => {
    const account = await signUpAndConfirm(server);
    const checkout = await startCheckout(server, account.cookie);
    const itn = payfast.itn({ m_payment_id: checkout.reference, email_address: account.email });
    for (let i = 0; i < 3; i++) expect((await payfast.send(notifyUrl(), itn.body)).status).toBe(200);
    const state = await details(account);
    expect(state).toMatchObject({ provider: 'payfast', can_cancel: true, can_resume: false });
    expect(state.subscription.is_premium).toBe(true);
    const rows = await server.ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'complete',
      providerPaymentId: itn.pfPaymentId,
      amountCents: 5900,
    });

    // Next month PayFast charges by itself: a new pf_payment_id on the same m_payment_id extends the period.
    const firstEnd = new Date(state.renewal_date!).getTime();
    const token = Object.fromEntries(itn.fields).token!;
    const renewal = payfast.itn({ m_payment_id: checkout.reference, token });
    expect((await payfast.send(notifyUrl(), renewal.body)).status).toBe(200);
    const renewed = await details(account);
    expect(new Date(renewed.renewal_date!).getTime()).toBeGreaterThan(firstEnd + 27 * 86_400_000);

    // Cancel at period end: PayFast's subscriptions API is told (signed), Premium stays until the end date.
    const cancel = await server.request('/api/user/subscription/cancel', {
      method: 'POST',
      headers: { cookie: account.cookie },
    });
    expect(cancel.status).toBe(200);
    expect(payfast.cancelled).toContain(token);
    const cancelled = userSubscriptionSchema.parse(await cancel.json());
    expect(cancelled).toMatchObject({ can_resume: false, ends_at: renewed.renewal_date });
    expect(cancelled.subscription.is_premium).toBe(true);
    const resume = await server.request('/api/user/subscription/resume', {
      method: 'POST',
      headers: { cookie: account.cookie },
    });
    expect(resume.status).toBe(409);
  });

  it('two checkouts paid (two tabs): one subscription two months long, and the second billing stopped at PayFast', async () => {
    const account = await signUpAndConfirm(server);
    const first = await startCheckout(server, account.cookie);
    const second = await startCheckout(server, account.cookie);
    const firstItn = payfast.itn({ m_payment_id: first.reference });
    const secondItn = payfast.itn({ m_payment_id: second.reference });
    expect((await payfast.send(notifyUrl(), firstItn.body)).status).toBe(200);
    const oneMonth = new Date((await details(account)).renewal_date!).getTime();
    expect((await payfast.send(notifyUrl(), secondItn.body)).status).toBe(200);
    const state = await details(account);
    expect(new Date(state.renewal_date!).getTime()).toBeGreaterThan(oneMonth + 27 * 86_400_000);
    expect(payfast.cancelled).toContain(Object.fromEntries(secondItn.fields).token);
    expect(payfast.cancelled).not.toContain(Object.fromEntries(firstItn.fields).token);
  });

  it('a FAILED notification and then a COMPLETE one for the same PayFast payment: the payment counts', async () => {
    const account = await signUpAndConfirm(server);
    const checkout = await startCheckout(server, account.cookie);
    const failed = payfast.itn({
      m_payment_id: checkout.reference,
      pf_payment_id: '9100001',
      payment_status: 'FAILED',
    });
    expect((await payfast.send(notifyUrl(), failed.body)).status).toBe(200);
    expect((await details(account)).subscription.is_premium).toBe(false);
    const paid = payfast.itn({ m_payment_id: checkout.reference, pf_payment_id: '9100001' });
    expect((await payfast.send(notifyUrl(), paid.body)).status).toBe(200);
    expect((await details(account)).subscription.is_premium).toBe(true);
  });

  it('each failed check on its own grants nothing and is recorded with its reason', async () => {
    const account = await signUpAndConfirm(server);
    const checkout = await startCheckout(server, account.cookie);
    const base = { m_payment_id: checkout.reference };
    const forged = payfast.itn(base, { passphrase: 'notOurPassphrase1' });
    const cheap = payfast.itn({ ...base, amount_gross: '5.90' });
    const pending = payfast.itn({ ...base, payment_status: 'PENDING' });
    for (const itn of [forged, cheap, pending])
      expect((await payfast.send(notifyUrl(), itn.body)).status).toBe(200);
    payfast.forceInvalid(true);
    try {
      expect((await payfast.send(notifyUrl(), payfast.itn(base).body)).status).toBe(200);
    } finally {
      payfast.forceInvalid(false);
    }
    // The confirmation service is down: PayFast is asked to deliver again (503), nothing is stored.
    payfast.down(true);
    try {
      expect((await payfast.send(notifyUrl(), payfast.itn(base).body)).status).toBe(503);
    } finally {
      payfast.down(false);
    }
    expect((await details(account)).subscription.is_premium).toBe(false);
    const { reasons } = await refusals(checkout.reference);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'signature_mismatch',
        'amount_mismatch',
        'status_not_complete',
        'validation_invalid',
      ]),
    );
  });

  it('refuses an ITN from an address PayFast does not send from', async () => {
    const other = await startTestServer({
      env: {
        PAYMENT_GATEWAY: 'payfast',
        PAYFAST_MERCHANT_ID: MERCHANT_ID,
        PAYFAST_MERCHANT_KEY: MERCHANT_KEY,
        PAYFAST_PASSPHRASE: PASSPHRASE,
        PAYFAST_VALIDATE_URL: payfast.validateUrl,
        PAYFAST_API_URL: payfast.apiBaseUrl,
        // Resolves to an address that is not this machine's.
        PAYFAST_VALID_HOSTS: '192.0.2.10',
      },
    });
    try {
      const account = await signUpAndConfirm(other);
      const checkout = await startCheckout(other, account.cookie);
      const itn = payfast.itn({ m_payment_id: checkout.reference });
      expect((await payfast.send(`${other.baseUrl}/api/payments/notify/payfast`, itn.body)).status).toBe(200);
      const response = await other.request('/api/user/subscription', { headers: { cookie: account.cookie } });
      expect(userSubscriptionSchema.parse(await response.json()).subscription.is_premium).toBe(false);
      const [row] = await other.ctx.database.db
        .select({ reason: paymentEvents.reason })
        .from(paymentEvents)
        .where(eq(paymentEvents.outcome, 'refused'));
      expect(row?.reason).toBe('source_not_payfast');
    } finally {
      await other.close();
    }
  });
});
