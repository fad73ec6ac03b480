import { startPeriodicJob, type PeriodicJob } from '../../adapters/queue/periodic-job';
import type { AppContext } from '../../context';
import type { AccountService } from './account.service';

/** Removes accounts left unconfirmed past their week (account.service removeUnconfirmed), every hour. */
export function startAccountSweep(
  ctx: AppContext,
  services: { account: AccountService },
  options: { everyMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<PeriodicJob> {
  return startPeriodicJob(ctx, 'account-sweep', () => services.account.removeUnconfirmed(), {
    everyMs: options.everyMs ?? 3600_000,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
}
