import {
  paymentHistoryResponseSchema,
  paymentStatusResponseSchema,
  userSubscriptionSchema,
} from '@mzansi/contracts/billing';
import { subscriptionSummarySchema } from '@mzansi/contracts/subscription';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSession, signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import {
  decideAtLocalGateway,
  localNotification,
  postNotification,
  startCheckout,
} from '../../../test/payments';
import { auditLog, paymentEvents, payments, subscriptions } from '../../db/schema/index';
import { ensureTestMedia, markReady, TEST_MEDIA } from '../media/test-media';

describe('payments through the local test gateway (issue 6)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Real media, so that revocation can be shown on a premium video.
    const media = await ensureTestMedia();
    server = await startTestServer({ storageDir: media.storageDir });
    await markReady(server.ctx.database.db, media.results);
  });
  afterAll(() => server?.close());

  const userSubscription = async (cookie: string) => {
    const response = await server.request('/api/user/subscription', { headers: { cookie } });
    expect(response.status).toBe(200);
    return userSubscriptionSchema.parse(await response.json());
  };
  const paymentStatus = async (cookie: string, reference: string) => {
    const response = await server.request(`/api/payments/${reference}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return paymentStatusResponseSchema.parse(await response.json());
  };
  const history = async (cookie: string) => {
    const response = await server.request('/api/user/payments', { headers: { cookie } });
    expect(response.status).toBe(200);
    return paymentHistoryResponseSchema.parse(await response.json()).items;
  };
  const eventsOf = (reference: string) =>
    server.ctx.database.db
      .select()
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.reference, reference));

  describe('sign-in is needed', () => {
    it('answers 401 to visitors on every user call', async () => {
      for (const [method, path] of [
        ['POST', '/api/payments/checkout'],
        ['GET', '/api/payments/MS-X'],
        ['POST', '/api/payments/MS-X/cancel'],
        ['GET', '/api/user/payments'],
        ['GET', '/api/user/subscription'],
        ['POST', '/api/user/subscription/cancel'],
        ['POST', '/api/user/subscription/resume'],
        ['GET', '/api/user/events'],
      ] as const) {
        const response = await server.request(path, {
          method,
          ...(method === 'POST' ? { json: { plan_id: 'premium' } } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    });
  });

  describe('checkout', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await signUpAndConfirm(server);
    });

    it('gives a signed form for the gateway, with the price in cents and our return addresses', async () => {
      const checkout = await startCheckout(server, account.cookie, '/watch/abc?play=main');
      expect(checkout.provider).toBe('local');
      expect(checkout.method).toBe('POST');
      expect(checkout.action).toBe('/payments/local-gateway/checkout');
      const fields = Object.fromEntries(checkout.fields);
      expect(fields).toMatchObject({
        reference: checkout.reference,
        amount: '5900',
        currency: 'ZAR',
        email: account.email,
      });
      expect(fields.return_url).toBe(
        `/payment/success?reference=${checkout.reference}&returnUrl=%2Fwatch%2Fabc%3Fplay%3Dmain`,
      );
      expect(fields.cancel_url).toContain(`/payment/cancel?reference=${checkout.reference}`);
      expect(fields.notify_url).toBe(`${server.baseUrl}/api/payments/notify/local`);
      expect(fields.signature).toMatch(/^[0-9a-f]{64}$/);
      const status = await paymentStatus(account.cookie, checkout.reference);
      expect(status.payment).toMatchObject({ status: 'pending', amount_cents: 5900, currency: 'ZAR' });
      expect(status.subscription.is_premium).toBe(false);
    });

    it('drops a return address on another site', async () => {
      const checkout = await startCheckout(server, account.cookie, 'https://evil.example/steal');
      expect(Object.fromEntries(checkout.fields).return_url).toBe(
        `/payment/success?reference=${checkout.reference}`,
      );
    });

    it('the gateway shows R59 and refuses a form whose amount was changed', async () => {
      const checkout = await startCheckout(server, account.cookie);
      const page = await fetch(new URL(checkout.action, server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(checkout.fields).toString(),
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('R59 every month');
      const tampered = checkout.fields.map(([name, value]): [string, string] => [
        name,
        name === 'amount' ? '100' : value,
      ]);
      const refused = await fetch(new URL(checkout.action, server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(tampered).toString(),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('This checkout is not valid');
    });

    it("keeps a user's payment to that user", async () => {
      const checkout = await startCheckout(server, account.cookie);
      const other = await signUpAndConfirm(server);
      expect(
        (await server.request(`/api/payments/${checkout.reference}`, { headers: { cookie: other.cookie } }))
          .status,
      ).toBe(404);
      expect(
        (
          await server.request(`/api/payments/${checkout.reference}/cancel`, {
            method: 'POST',
            headers: { cookie: other.cookie },
          })
        ).status,
      ).toBe(404);
      expect((await paymentStatus(account.cookie, checkout.reference)).payment.status).toBe('pending');
    });
  });

  describe('paying', () => {
    it('pay: the gateway notifies us, the user is Premium at once, and the browser goes to /payment/success', async () => {
      const account = await signUpAndConfirm(server);
      const checkout = await startCheckout(server, account.cookie, '/my-list');
      const redirect = await decideAtLocalGateway(server, checkout, 'pay');
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get('location')).toBe(
        `/payment/success?reference=${checkout.reference}&returnUrl=%2Fmy-list`,
      );
      const status = await paymentStatus(account.cookie, checkout.reference);
      expect(status.payment.status).toBe('complete');
      expect(status.subscription).toMatchObject({ status: 'active', plan_id: 'premium', is_premium: true });
      const details = await userSubscription(account.cookie);
      expect(details).toMatchObject({
        provider: 'local',
        ends_at: null,
        grace_until: null,
        can_cancel: true,
        can_resume: false,
        allowed: { plan_id: 'premium', watch_premium: true, video_quality: 'HD', max_devices: 4 },
      });
      // One month from now.
      const renewal = new Date(details.renewal_date!);
      const now = server.clock.now();
      expect(renewal.getTime() - now.getTime()).toBeGreaterThan(27 * 86_400_000);
      expect(renewal.getTime() - now.getTime()).toBeLessThan(32 * 86_400_000);
      expect((await currentSession(server, { cookie: account.cookie })).subscription?.is_premium).toBe(true);
      const items = await history(account.cookie);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        reference: checkout.reference,
        amount_cents: 5900,
        status: 'complete',
      });
      expect(items[0]!.paid_at).not.toBeNull();
      // Already Premium: no second checkout.
      const again = await server.request('/api/payments/checkout', {
        method: 'POST',
        headers: { cookie: account.cookie },
        json: { plan_id: 'premium' },
      });
      expect(again.status).toBe(409);
    });

    it('decline: the browser goes to /payment/cancel, nothing is charged and the user stays Free', async () => {
      const account = await signUpAndConfirm(server);
      const checkout = await startCheckout(server, account.cookie);
      const redirect = await decideAtLocalGateway(server, checkout, 'decline');
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get('location')).toContain(`/payment/cancel?reference=${checkout.reference}`);
      const status = await paymentStatus(account.cookie, checkout.reference);
      expect(status.payment.status).toBe('failed');
      expect(status.subscription).toMatchObject({ status: 'none', is_premium: false });
      expect((await history(account.cookie)).filter((payment) => payment.status === 'complete')).toHaveLength(
        0,
      );
      expect((await userSubscription(account.cookie)).allowed).toMatchObject({
        plan_id: 'free',
        watch_premium: false,
      });
    });

    it('cancel at the gateway: no notification; /payment/cancel closes the pending checkout', async () => {
      const account = await signUpAndConfirm(server);
      const checkout = await startCheckout(server, account.cookie);
      const redirect = await decideAtLocalGateway(server, checkout, 'cancel');
      expect(redirect.headers.get('location')).toContain('/payment/cancel?reference=');
      expect((await paymentStatus(account.cookie, checkout.reference)).payment.status).toBe('pending');
      const abandoned = await server.request(`/api/payments/${checkout.reference}/cancel`, {
        method: 'POST',
        headers: { cookie: account.cookie },
      });
      expect(abandoned.status).toBe(200);
      expect(paymentStatusResponseSchema.parse(await abandoned.json()).payment.status).toBe('cancelled');
      expect((await userSubscription(account.cookie)).subscription.status).toBe('none');
    });
  });

  describe('notifications are idempotent and checked', () => {
    const completeFor = (reference: string, id: string, amount = 5900) =>
      localNotification(server, {
        event: 'charge.success',
        data: {
          id,
          reference,
          amount,
          currency: 'ZAR',
          status: 'success',
          subscription_code: `sub_${id}`,
          gateway_response: 'Approved',
          paid_at: new Date().toISOString(),
        },
      });

    it('the same notification 3 times, in parallel and again, leaves one payment and one period', async () => {
      const account = await signUpAndConfirm(server);
      const checkout = await startCheckout(server, account.cookie);
      const notification = completeFor(checkout.reference, 'ch_repeat_1');
      const answers = await Promise.all([1, 2, 3].map(() => postNotification(server, 'local', notification)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const first = await userSubscription(account.cookie);
      expect((await postNotification(server, 'local', notification)).status).toBe(200);
      const after = await userSubscription(account.cookie);
      expect(after.renewal_date).toBe(first.renewal_date);
      expect(await history(account.cookie)).toHaveLength(1);
      const rows = await server.ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, account.userId));
      expect(rows.filter((row) => row.status === 'active')).toHaveLength(1);
      expect(await eventsOf(checkout.reference)).toHaveLength(1);
    });

    it('shuffled order (cancel before payment, repeats between) gives one payment and one period, cancelled at its end', async () => {
      const account = await signUpAndConfirm(server);
      const checkout = await startCheckout(server, account.cookie);
      const paid = completeFor(checkout.reference, 'ch_shuffle_1');
      const disabled = localNotification(server, {
        event: 'subscription.disable',
        data: {
          id: 'ev_disable_1',
          reference: checkout.reference,
          amount: 5900,
          currency: 'ZAR',
          status: 'disabled',
          subscription_code: 'sub_ch_shuffle_1',
          gateway_response: 'Cancelled by the payer',
          paid_at: null,
        },
      });
      for (const notification of [disabled, paid, disabled, paid, paid, disabled]) {
        expect((await postNotification(server, 'local', notification)).status).toBe(200);
      }
      const details = await userSubscription(account.cookie);
      expect(details.subscription).toMatchObject({
        status: 'active',
        is_premium: true,
        cancel_at_period_end: true,
      });
      expect(details.ends_at).not.toBeNull();
      expect(details.renewal_date).toBeNull();
      expect(await history(account.cookie)).toHaveLength(1);
    });

    it('refuses forged, amount-tampered and unknown notifications: nothing granted, each logged with its reason', async () => {
      const account = await signUpAndConfirm(server);
      const checkout = await startCheckout(server, account.cookie);
      const forged = localNotification(
        server,
        JSON.parse(completeFor(checkout.reference, 'ch_forged').body),
        'a-secret-the-attacker-guessed-wrongly-0000',
      );
      const cheap = completeFor(checkout.reference, 'ch_cheap', 100);
      const unknown = completeFor('MS-NOSUCHREFERENCE', 'ch_unknown');
      const unsigned = {
        body: completeFor(checkout.reference, 'ch_unsigned').body,
        headers: { 'content-type': 'application/json' },
      };
      for (const notification of [forged, cheap, unknown, unsigned]) {
        expect((await postNotification(server, 'local', notification)).status).toBe(200);
      }
      expect((await userSubscription(account.cookie)).subscription.is_premium).toBe(false);
      expect((await paymentStatus(account.cookie, checkout.reference)).payment.status).toBe('pending');
      const refused = await server.ctx.database.db
        .select({ reason: paymentEvents.reason })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, 'local'), eq(paymentEvents.outcome, 'refused')));
      expect(refused.map((row) => row.reason)).toEqual(
        expect.arrayContaining(['signature_mismatch', 'amount_mismatch', 'unknown_reference']),
      );
      // A forged copy under the real event id does not block the real notification.
      const forgedFirst = localNotification(
        server,
        JSON.parse(completeFor(checkout.reference, 'ch_real').body),
        'x'.repeat(40),
      );
      await postNotification(server, 'local', forgedFirst);
      await postNotification(server, 'local', completeFor(checkout.reference, 'ch_real'));
      expect((await userSubscription(account.cookie)).subscription.is_premium).toBe(true);
    });

    it('answers 404 for a gateway that is not configured', async () => {
      const response = await server.request('/api/payments/notify/stripe', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('live events', () => {
    it('an open /api/user/events stream gets Premium the moment the payment is confirmed', async () => {
      const account = await signUpAndConfirm(server);
      const abort = new AbortController();
      const stream = await server.request('/api/user/events', {
        headers: { cookie: account.cookie },
        signal: abort.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      const nextSubscription = async () => {
        for (;;) {
          const match = /event: subscription\ndata: (.*)\n\n/.exec(buffer);
          if (match) {
            buffer = buffer.slice(match.index + match[0].length);
            return subscriptionSummarySchema.parse(JSON.parse(match[1]!));
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          buffer += decoder.decode(value, { stream: true });
        }
      };
      try {
        expect((await nextSubscription()).is_premium).toBe(false);
        const checkout = await startCheckout(server, account.cookie);
        await decideAtLocalGateway(server, checkout, 'pay');
        expect(await nextSubscription()).toMatchObject({ is_premium: true, status: 'active' });
      } finally {
        abort.abort();
      }
    });
  });

  describe('admin revocation', () => {
    it("ends a user's Premium at once, audit-logged; others cannot", async () => {
      const account = await signUpAndConfirm(server);
      await decideAtLocalGateway(server, await startCheckout(server, account.cookie), 'pay');
      expect((await userSubscription(account.cookie)).subscription.is_premium).toBe(true);
      const playMain = () =>
        server.request('/api/signed-video-url', {
          method: 'POST',
          headers: { cookie: account.cookie },
          json: { videoId: TEST_MEDIA.main },
        });
      expect((await playMain()).status).toBe(200);
      const path = `/api/admin/users/${account.userId}/subscription/revoke`;
      const free = await signInDemo(server, 'free');
      expect((await server.request(path, { method: 'POST', headers: { cookie: free } })).status).toBe(403);
      const admin = await signInDemo(server, 'admin');
      expect((await server.request(path, { method: 'POST', headers: { cookie: admin } })).status).toBe(204);
      const details = await userSubscription(account.cookie);
      expect(details.subscription).toMatchObject({ status: 'cancelled', is_premium: false });
      // The next premium request is refused.
      expect((await playMain()).status).toBe(403);
      expect(details.allowed.watch_premium).toBe(false);
      expect((await server.request(path, { method: 'POST', headers: { cookie: admin } })).status).toBe(404);
      const [entry] = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'subscription.revoked'), eq(auditLog.targetId, account.userId)));
      expect(entry).toBeDefined();
    });
  });
});
