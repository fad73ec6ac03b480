import { startPeriodicJob, type PeriodicJob } from '../../adapters/queue/periodic-job';
import type { AppContext } from '../../context';
import type { ClientErrorsService } from './client-errors.service';

/** Purges client error groups not seen for 30 days (client-errors.service purgeOld), every hour. */
export function startClientErrorsPurge(
  ctx: AppContext,
  services: { clientErrors: ClientErrorsService },
  options: { everyMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<PeriodicJob> {
  return startPeriodicJob(ctx, 'client-errors-purge', () => services.clientErrors.purgeOld(), {
    everyMs: options.everyMs ?? 3600_000,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
}
