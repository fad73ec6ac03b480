import type { PaymentProvider } from '@mzansi/contracts/billing';
import type { AppContext } from '../../../context';
import {
  createLocalGateway,
  createLocalGatewayProcessor,
  type LocalGatewayProcessor,
} from './local/local-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createPayfastGateway, PAYFAST_LIVE, PAYFAST_SANDBOX } from './payfast/payfast-gateway';

export interface Gateways {
  /** the gateway new checkouts go to (PAYMENT_GATEWAY) */
  checkout: PaymentGateway;
  /** the gateway of an existing subscription or payment; null when it is not configured here any more */
  of(provider: string): PaymentGateway | null;
  /** the local test gateway's own side (its pages), when it is enabled (never in production) */
  localProcessor: LocalGatewayProcessor | null;
}

/** The configured gateways. The local test gateway stays available outside production for its subscriptions. */
export function createGateways(ctx: AppContext): Gateways {
  const { payments, isProduction, publicUrl } = ctx.config;
  const byProvider = new Map<PaymentProvider, PaymentGateway>();
  let localProcessor: LocalGatewayProcessor | null = null;
  if (!isProduction) {
    localProcessor = createLocalGatewayProcessor({
      secret: payments.localSecret,
      logger: ctx.logger,
      now: () => ctx.clock.now(),
    });
    byProvider.set(
      'local',
      createLocalGateway({ secret: payments.localSecret, publicUrl, processor: localProcessor }),
    );
  }
  if (payments.payfast) {
    const defaults = payments.payfast.sandbox ? PAYFAST_SANDBOX : PAYFAST_LIVE;
    byProvider.set(
      'payfast',
      createPayfastGateway(
        {
          merchantId: payments.payfast.merchantId,
          merchantKey: payments.payfast.merchantKey,
          passphrase: payments.payfast.passphrase,
          sandbox: payments.payfast.sandbox,
          processUrl: payments.payfast.processUrl ?? defaults.processUrl,
          validateUrl: payments.payfast.validateUrl ?? defaults.validateUrl,
          apiBaseUrl: payments.payfast.apiBaseUrl ?? defaults.apiBaseUrl,
          validHosts: payments.payfast.validHosts ?? defaults.validHosts,
        },
        { logger: ctx.logger, now: () => ctx.clock.now() },
      ),
    );
  }
  const checkout = byProvider.get(payments.gateway);
  if (!checkout) throw new Error(`Payment gateway ${payments.gateway} is not configured`);
  return {
    checkout,
    of: (provider) => byProvider.get(provider as PaymentProvider) ?? null,
    localProcessor,
  };
}
