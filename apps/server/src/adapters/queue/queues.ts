/**
 * Every queue of the app, its payload and its policy. Jobs carry ids only and reload state (ARCHITECTURE.md
 * convention 6), so a retried or duplicated job does no harm.
 */
export interface JobPayloads {
  /** uploaded source -> HLS ladder, poster and storyboard (modules/transcode) */
  transcode: { videoId: string };
  /** renewals, grace periods and expiries that are due (modules/subscriptions) */
  'subscription-sweep': Record<string, never>;
  /** accounts left unconfirmed past their week (modules/account) */
  'account-sweep': Record<string, never>;
  /** ad serves and events past their 30 days (modules/ads) */
  'ads-purge': Record<string, never>;
  /** client error groups past their 30 days (modules/client-errors) */
  'client-errors-purge': Record<string, never>;
  /** the analytics rollups: the current hour and day, and any missed ones (modules/analytics) */
  'analytics-rollup': Record<string, never>;
}
export type QueueName = keyof JobPayloads;

export interface QueueDefinition {
  name: QueueName;
  /**
   * stately: at most one job per singletonKey in each of created, retry and active, so one video is never
   * transcoded twice at once and sending it again while it waits is a no-op.
   */
  policy: 'standard' | 'singleton' | 'stately';
  /** attempts after the first */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** default run time limit; a job may set its own */
  expireInSeconds: number;
  /** how long finished jobs are kept (pg-boss archives, then deletes them) */
  retentionMinutes: number;
}

export const QUEUES: Record<QueueName, QueueDefinition> = {
  transcode: {
    name: 'transcode',
    policy: 'stately',
    // A restart in the middle of a transcode uses one attempt too; ffmpeg's own refusals fail at once instead.
    retryLimit: 4,
    retryDelaySeconds: 15,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    retentionMinutes: 7 * 24 * 60,
  },
  'subscription-sweep': {
    name: 'subscription-sweep',
    // One sweep waits and one runs, whatever the number of worker processes sending it every minute.
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
    retentionMinutes: 24 * 60,
  },
  'account-sweep': {
    name: 'account-sweep',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
    retentionMinutes: 24 * 60,
  },
  'ads-purge': {
    name: 'ads-purge',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
    retentionMinutes: 24 * 60,
  },
  'client-errors-purge': {
    name: 'client-errors-purge',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
    retentionMinutes: 24 * 60,
  },
  'analytics-rollup': {
    name: 'analytics-rollup',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    // a first run over a long history (catch-up) may take a few minutes on a large database
    expireInSeconds: 30 * 60,
    retentionMinutes: 24 * 60,
  },
};
