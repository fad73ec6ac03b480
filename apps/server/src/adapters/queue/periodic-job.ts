import type { AppContext } from '../../context';
import { ensureJobQueue } from './job-queue';
import type { JobPayloads, QueueName } from './queues';

export interface PeriodicJob {
  stop(): Promise<void>;
}

/** Queues whose payload is empty: sweeps that find their own work. */
type SweepQueue = {
  [Q in QueueName]: Record<string, never> extends JobPayloads[Q] ? Q : never;
}[QueueName];

/**
 * Runs `sweep` on the durable queue every `everyMs`: every worker process offers the job, and the queue's
 * `stately` policy keeps one waiting and one running, so however many processes there are it runs once per
 * period, and a run lost to a crash is retried.
 */
export async function startPeriodicJob(
  ctx: AppContext,
  queueName: SweepQueue,
  sweep: () => Promise<unknown>,
  options: { everyMs: number; pollingIntervalSeconds?: number },
): Promise<PeriodicJob> {
  const queue = ensureJobQueue(ctx).queue;
  const log = ctx.logger.child({ job: queueName });
  await queue.work(
    queueName,
    { concurrency: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
    async () => {
      await sweep();
    },
  );
  const offer = () =>
    queue
      .send(queueName, {}, { singletonKey: 'sweep' })
      .catch((error: unknown) => log.error({ err: error }, 'periodic job not queued'));
  await offer();
  const timer = setInterval(() => void offer(), options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
    },
  };
}
