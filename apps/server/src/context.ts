import type { Metrics } from './adapters/metrics/metrics';
import type { JobQueue } from './adapters/queue/job-queue';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Logger } from './logger';

/** The time source. Tests move it to check expiry without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What the HTTP app, the worker and the seed share: built once in main.ts (or by the test harness). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  logger: Logger;
  clock: Clock;
  media: { ffmpegVersion(): Promise<string> };
  /** this process's Prometheus metrics (adapters/metrics): modules record into it */
  metrics: Metrics;
  /**
   * The durable job queue (adapters/queue). main.ts opens it; when absent (tests), the first module that needs it
   * opens one lazily with ensureJobQueue and the HTTP app closes it.
   */
  jobs?: JobQueue;
}
