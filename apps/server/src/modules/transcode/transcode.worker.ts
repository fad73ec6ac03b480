import { ensureJobQueue } from '../../adapters/queue/job-queue';
import type { AppContext } from '../../context';
import { CLAIM_GRACE_MS, type TranscodeService } from './transcode.service';

export interface TranscodeWorkerOptions {
  /** transcodes side by side (config TRANSCODE_CONCURRENCY by default) */
  concurrency?: number;
  /** how often reconciliation runs after the one at start; 0 = only at start */
  reconcileEveryMs?: number;
  pollingIntervalSeconds?: number;
}

export interface TranscodeWorker {
  /** Stops reconciling. The queue (and with it the running transcodes) is stopped by whoever opened it. */
  stop(): Promise<void>;
}

/**
 * Runs transcode jobs in this process: reconciles first (lost runs, missing jobs, orphaned sources), then takes
 * jobs from the queue until the queue is stopped.
 */
export async function startTranscodeWorker(
  ctx: AppContext,
  services: { transcode: TranscodeService },
  options: TranscodeWorkerOptions = {},
): Promise<TranscodeWorker> {
  const queue = ensureJobQueue(ctx).queue;
  const { transcode } = services;
  const log = ctx.logger.child({ module: 'transcode-worker' });

  try {
    await transcode.reconcile({ startup: true });
  } catch (error) {
    log.error({ err: error }, 'reconciliation at start failed');
  }
  await queue.work(
    'transcode',
    {
      concurrency: options.concurrency ?? ctx.config.transcode.concurrency,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (job) => {
      // Other workers' reconciliation sees the run as alive while this process holds the claim.
      const release = await transcode.claim(job.data.videoId);
      try {
        await transcode.run(job.data.videoId, {
          signal: job.signal,
          attempt: job.attempt,
          maxAttempts: job.maxAttempts,
          isLastAttempt: job.isLastAttempt,
          log: job.log,
        });
      } finally {
        await release();
      }
    },
  );

  const every = options.reconcileEveryMs ?? 60_000;
  let reconciling: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    reconciling = transcode
      .reconcile()
      .catch((error: unknown) => log.error({ err: error }, 'reconciliation failed'));
  };
  const timer = every > 0 ? setInterval(reconcile, every) : null;
  timer?.unref();
  // A run that had only just started when this worker came up may not have taken its claim yet, so the first
  // reconciliation left it alone: look again once that grace is over, rather than a minute later.
  const again = every > 0 ? setTimeout(reconcile, CLAIM_GRACE_MS + 1000) : null;
  again?.unref();

  return {
    async stop() {
      if (timer) clearInterval(timer);
      if (again) clearTimeout(again);
      await reconciling;
    },
  };
}
