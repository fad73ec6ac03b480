import type { CheckoutResponse } from '@mzansi/contracts/billing';
import { translate } from '@/lib/i18n';

export type GatewayCheckout = Pick<CheckoutResponse, 'action' | 'method' | 'fields'>;

/**
 * Where a checkout form may post: any gateway over HTTPS; plain HTTP only from a page that is itself on HTTP (local
 * development, where the built-in test gateway runs on the API server's own port). Anything else (javascript:,
 * data:, a downgrade from HTTPS to HTTP) is refused rather than submitted.
 */
export function isAllowedGatewayAction(action: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(action, origin);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && new URL(origin).protocol === 'http:';
}

/** A hidden <form method="post"> with one hidden input per field, in the given order (PayFast signs them in order). */
export function buildGatewayForm(checkout: GatewayCheckout, doc: Document = document): HTMLFormElement {
  const origin = doc.defaultView?.location.origin ?? 'http://localhost';
  if (checkout.method !== 'POST' || !isAllowedGatewayAction(checkout.action, origin)) {
    throw new Error(translate('billing:checkout.openFailed'));
  }
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = checkout.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of checkout.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Sends the browser to the gateway: a real form POST, as PayFast (and the local test gateway) require. */
export function submitGatewayForm(checkout: GatewayCheckout, doc: Document = document): HTMLFormElement {
  const form = buildGatewayForm(checkout, doc);
  doc.body.append(form);
  form.submit();
  return form;
}
