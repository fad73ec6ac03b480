import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatRands } from '@mzansi/contracts/plans';
import { escapeHtml } from '../../../../escape-html';
import { route } from '../../../../http/endpoint';
import {
  LOCAL_GATEWAY_PATH,
  readLocalCheckout,
  type LocalCheckout,
  type LocalGatewayProcessor,
} from './local-gateway';

/** Form posts (application/x-www-form-urlencoded) as a plain record; the last value of a repeated field wins. */
function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Mzansi test gateway</title>
<style>
  body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f4f5;color:#18181b;line-height:1.5}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
  h1{font-size:1.25rem;margin:0 0 .25rem}
  .note{background:#fef3c7;border-radius:8px;padding:.5rem .75rem;font-size:.875rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
  dt{color:#52525b}
  dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .actions{display:grid;gap:.5rem;margin-top:1rem}
  button{font:inherit;font-weight:600;padding:.75rem;border-radius:8px;border:1px solid #d4d4d8;background:#fff;cursor:pointer}
  button.pay{background:#15803d;border-color:#15803d;color:#fff}
  button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
  label{display:flex;gap:.5rem;align-items:flex-start;font-size:.875rem;margin-top:1rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function hiddenFields(checkout: LocalCheckout, signature: string): string {
  return [...Object.entries(checkout), ['signature', signature] as const]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function checkoutPage(checkout: LocalCheckout, signature: string): string {
  const price = formatRands(Number(checkout.amount));
  return page(
    'Pay',
    `<h1>Mzansi test gateway</h1>
<p class="note" role="note">A test gateway for development and demos: no card is needed and no money moves.</p>
<dl>
  <dt>For</dt><dd>${escapeHtml(checkout.item_name)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(price)} every month</dd>
  <dt>Account</dt><dd>${escapeHtml(checkout.email)}</dd>
  <dt>Reference</dt><dd>${escapeHtml(checkout.reference)}</dd>
</dl>
<form method="post" action="${LOCAL_GATEWAY_PATH}/complete">
${hiddenFields(checkout, signature)}
<label><input type="checkbox" name="decline_renewals" value="1"> Decline the monthly renewals of this test card (to try a failed renewal)</label>
<div class="actions">
  <button class="pay" type="submit" name="decision" value="pay">Pay ${escapeHtml(price)}</button>
  <button type="submit" name="decision" value="decline">Decline payment</button>
  <button type="submit" name="decision" value="cancel">Cancel and return to Mzansi Stream</button>
</div>
</form>`,
  );
}

/**
 * The local test gateway's own pages (not our API: they stand where PayFast's /eng/process would be). The checkout
 * form arrives signed by us; the payer decides; the gateway notifies us and sends the browser back.
 */
export function localGatewayRoutes(options: {
  secret: string;
  processor: LocalGatewayProcessor;
}): FastifyPluginAsync {
  return async (app) => {
    acceptFormPosts(app);
    const invalid = (reply: FastifyReply) =>
      reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Invalid checkout',
            '<h1>This checkout is not valid</h1><p>Its details were changed or are missing. Go back to Mzansi Stream and start again.</p>',
          ),
        );

    route(app, 'localGatewayCheckout', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const checkout = readLocalCheckout(options.secret, body);
      if (!checkout) return invalid(reply);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage(checkout, String(body.signature)));
    });

    route(app, 'localGatewayComplete', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const checkout = readLocalCheckout(options.secret, body);
      if (!checkout) return invalid(reply);
      const decision = body.decision;
      if (decision === 'cancel') return reply.redirect(checkout.cancel_url, 303);
      if (decision !== 'pay' && decision !== 'decline') return invalid(reply);
      try {
        await options.processor.decide(checkout, decision, {
          declineRenewals: body.decline_renewals === '1',
        });
      } catch (error) {
        request.log.error({ err: error }, 'local gateway: the merchant was not notified');
        return reply
          .status(502)
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Not confirmed',
              '<h1>The shop did not confirm</h1><p>Mzansi Stream could not be told about this payment. Nothing was charged. Go back and try again.</p>',
            ),
          );
      }
      return reply.redirect(decision === 'pay' ? checkout.return_url : checkout.cancel_url, 303);
    });
  };
}
