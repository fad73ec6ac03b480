import { startPeriodicJob, type PeriodicJob } from '../../adapters/queue/periodic-job';
import type { AppContext } from '../../context';
import type { SubscriptionLifecycle } from './subscription-lifecycle';

export type SubscriptionsWorker = PeriodicJob;

/** Runs the subscription sweep (renewals, grace periods, expiries) once a minute on the durable queue. */
export function startSubscriptionsWorker(
  ctx: AppContext,
  services: { subscriptionLifecycle: SubscriptionLifecycle },
  options: { everyMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<SubscriptionsWorker> {
  return startPeriodicJob(ctx, 'subscription-sweep', () => services.subscriptionLifecycle.sweep(), {
    everyMs: options.everyMs ?? 60_000,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
}
