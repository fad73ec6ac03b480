import { startPeriodicJob, type PeriodicJob } from '../../adapters/queue/periodic-job';
import type { AppContext } from '../../context';
import { ANALYTICS_REFRESH_MS, type AnalyticsService } from './analytics.service';

/**
 * The analytics rollups (issue 19) on the queue: every 5 minutes the current hour and day are recomputed, and any
 * hours and days missed while no worker ran are caught up (analytics.service refresh).
 */
export function startAnalyticsRollup(
  ctx: AppContext,
  services: { analytics: AnalyticsService },
  options: { everyMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<PeriodicJob> {
  return startPeriodicJob(ctx, 'analytics-rollup', () => services.analytics.refresh(), {
    everyMs: options.everyMs ?? ANALYTICS_REFRESH_MS,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
}
