import { startPeriodicJob, type PeriodicJob } from '../../adapters/queue/periodic-job';
import type { AppContext } from '../../context';
import type { AdsService } from './ads.service';

/** Purges ad serves and events older than 30 days (ads.service purgeOldServes), every hour. */
export function startAdsPurge(
  ctx: AppContext,
  services: { ads: AdsService },
  options: { everyMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<PeriodicJob> {
  return startPeriodicJob(ctx, 'ads-purge', () => services.ads.purgeOldServes(), {
    everyMs: options.everyMs ?? 3600_000,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
}
