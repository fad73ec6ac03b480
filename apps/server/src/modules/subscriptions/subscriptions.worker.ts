import { ensureJobQueue } from '../../adapters/queue/job-queue';
import type { AppContext } from '../../context';
import { createGateways } from '../payments/gateways/gateways';
import { createSubscriptionLifecycle } from './subscription-lifecycle';

export interface SubscriptionsWorker {
  stop(): Promise<void>;
}

/**
 * Runs the subscription sweep on the durable queue: every worker process offers a sweep job each minute; the
 * queue keeps one waiting and one running, so renewals are asked for once however many workers there are, and a
 * sweep lost to a crash is retried.
 */
export async function startSubscriptionsWorker(
  ctx: AppContext,
  options: { everyMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<SubscriptionsWorker> {
  const queue = ensureJobQueue(ctx).queue;
  const lifecycle = createSubscriptionLifecycle(ctx, createGateways(ctx));
  const log = ctx.logger.child({ module: 'subscriptions-worker' });
  await queue.work(
    'subscription-sweep',
    { concurrency: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
    async () => {
      await lifecycle.sweep();
    },
  );
  const offer = () =>
    queue
      .send('subscription-sweep', {}, { singletonKey: 'sweep' })
      .catch((error: unknown) => log.error({ err: error }, 'subscription sweep not queued'));
  await offer();
  const timer = setInterval(() => void offer(), options.everyMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
    },
  };
}
