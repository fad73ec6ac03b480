import { createHmac } from 'node:crypto';
import { checkoutResponseSchema, type CheckoutResponse } from '@mzansi/contracts/billing';
import { expect } from 'vitest';
import {
  LOCAL_SIGNATURE_HEADER,
  type LocalNotification,
} from '../src/modules/payments/gateways/local/local-gateway';
import type { TestServer } from './harness';

/** POST /api/payments/checkout as the signed-in account. */
export async function startCheckout(
  server: TestServer,
  cookie: string,
  returnUrl?: string,
): Promise<CheckoutResponse> {
  const response = await server.request('/api/payments/checkout', {
    method: 'POST',
    headers: { cookie },
    json: { plan_id: 'premium', ...(returnUrl ? { return_url: returnUrl } : {}) },
  });
  expect(response.status, 'checkout').toBe(200);
  return checkoutResponseSchema.parse(await response.json());
}

const formBody = (fields: Array<[string, string]>) => new URLSearchParams(fields).toString();

/**
 * Does what a browser does with the checkout form at the local gateway: posts it (the gateway's page), then
 * presses Pay, Decline or Cancel. Answers the gateway's redirect (not followed).
 */
export async function decideAtLocalGateway(
  server: TestServer,
  checkout: CheckoutResponse,
  decision: 'pay' | 'decline' | 'cancel',
  options: { declineRenewals?: boolean } = {},
): Promise<Response> {
  const page = await fetch(new URL(checkout.action, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody(checkout.fields),
  });
  expect(page.status, 'gateway checkout page').toBe(200);
  const completeUrl = new URL('/payments/local-gateway/complete', server.baseUrl);
  return fetch(completeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody([
      ...checkout.fields,
      ['decision', decision],
      ...(options.declineRenewals ? ([['decline_renewals', '1']] as Array<[string, string]>) : []),
    ]),
  });
}

/** A local gateway notification signed with the server's secret (or another one, to forge it). */
export function localNotification(
  server: TestServer,
  notification: LocalNotification,
  secret = server.ctx.config.payments.localSecret,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(notification);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [LOCAL_SIGNATURE_HEADER]: createHmac('sha512', secret).update(body).digest('hex'),
    },
  };
}

export function postNotification(
  server: TestServer,
  provider: string,
  notification: { body: string; headers: Record<string, string> },
): Promise<Response> {
  return server.request(`/api/payments/notify/${provider}`, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
  });
}
