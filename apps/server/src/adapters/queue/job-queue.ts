import PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { DatabaseHandle, RawSql } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Logger } from '../../logger';
import { currentRequestId } from '../../request-context';
import type { Metrics, QueueDepth } from '../metrics/metrics';
import { QUEUES, type JobPayloads, type QueueName } from './queues';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One run of a job, as its handler sees it. */
export interface JobRun<Q extends QueueName> {
  id: string;
  queue: Q;
  data: JobPayloads[Q];
  /** 1 for the first run */
  attempt: number;
  maxAttempts: number;
  isLastAttempt: boolean;
  /** aborted when the process shuts down and shortly before the job's time limit */
  signal: AbortSignal;
  /** the HTTP request that sent the job, when one did (its X-Request-Id) */
  requestId: string | undefined;
  /** the queue's logger for this run: carries jobId, queue, attempt and requestId */
  log: Logger;
}

export type JobHandler<Q extends QueueName> = (job: JobRun<Q>) => Promise<void>;

export interface SendOptions {
  /** at most one waiting and one running job per key (stately queues) */
  singletonKey?: string;
  /** this job's run time limit, instead of the queue's */
  expireInSeconds?: number;
}

export interface WorkOptions {
  /** jobs of this queue run side by side in this process */
  concurrency?: number;
  /** how often an idle worker looks for jobs (a send from this process wakes it at once) */
  pollingIntervalSeconds?: number;
}

/** A job as the queue's tables hold it (reconciliation reads these). */
export interface JobSummary {
  id: string;
  state: JobState;
  singletonKey: string | null;
  createdOn: Date;
  startedOn: Date | null;
  /** the failure (`{ message }`) or the handler's result */
  output: unknown;
  /** the id of the HTTP request that sent it, if a request did */
  requestId: string | null;
}

/** The durable, Postgres-backed job queue (pg-boss 10) on PGlite or PostgreSQL. */
export interface JobQueue {
  /** Adds a job; null when a job with the same singletonKey is already waiting. */
  send<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for the queue's jobs in this process until stop(). A throw fails the run (then retried). */
  work<Q extends QueueName>(queue: Q, options: WorkOptions, handler: JobHandler<Q>): Promise<void>;
  /** The newest job of each key (waiting, running, finished or archived). */
  latestJobs(queue: QueueName, keys: readonly string[]): Promise<Map<string, JobSummary>>;
  /** Jobs running now, in any process. */
  activeJobs(queue: QueueName): Promise<JobSummary[]>;
  /** Jobs waiting and running per queue, every queue named (zeros before the queue's tables exist). */
  depth(): Promise<QueueDepth[]>;
  /**
   * Fails jobs that are waiting or running (a lost run): each uses an attempt (a video that kills its worker every
   * time must not be retried for ever), and is retried at once while attempts remain, without the backoff of a run
   * that failed by itself.
   */
  fail(queue: QueueName, ids: readonly string[], message: string): Promise<void>;
  /** Aborts the running handlers (their jobs are retried later), stops polling and maintenance. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  logger: Logger;
  /**
   * Run pg-boss maintenance here (expire lost runs, archive and delete old jobs): on in processes with workers.
   * Several processes may supervise; pg-boss coordinates them.
   */
  supervise?: boolean;
  /** Postgres schema of the queue's tables */
  schema?: string;
  /** job durations are recorded here, and the queue depth gauge reads from this queue */
  metrics?: Metrics;
}

export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Refused a run because the process is shutting down; the job is retried by the next worker. */
export class JobShutdownError extends Error {
  constructor() {
    super('The server shut down while this job ran; it will be retried.');
    this.name = 'JobShutdownError';
  }
}

/** A run reached its time limit and was stopped before the queue gave the job to another worker. */
export class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(`The job did not finish within its ${seconds} s time limit.`);
    this.name = 'JobTimeoutError';
  }
}

/** PostgreSQL's "cannot insert multiple commands into a prepared statement". */
const MULTIPLE_COMMANDS = '42601';
/** PostgreSQL's "relation does not exist": the queue's tables before its first start. */
const UNDEFINED_TABLE = '42P01';

/**
 * Where the request id rides in a job's data: beside the ids the job carries, under a name no payload uses. Handlers
 * read their own fields and never see it unless they ask (JobRun.requestId).
 */
const REQUEST_ID_FIELD = 'requestId';

/**
 * pg-boss's database adapter over our RawSql. pg-boss sends parameterless multi-statement scripts (schema creation,
 * queue creation, maintenance inside BEGIN ... COMMIT): node-postgres runs those as one simple query, PGlite only
 * through `exec`, so a parameterless statement is tried as a query first and run as a script when PGlite refuses it
 * as several commands (refused before anything runs).
 */
export function pgBossDatabase(raw: RawSql): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await raw.query(text, values);
        return { rows: result.rows };
      }
      try {
        const result = await raw.query(text);
        // node-postgres answers a multi-statement script with a list of results: there are no rows to give.
        return { rows: Array.isArray(result.rows) ? result.rows : [] };
      } catch (error) {
        if ((error as { code?: unknown }).code !== MULTIPLE_COMMANDS) throw error;
        await raw.exec(text);
        return { rows: [] };
      }
    },
  };
}

function errorOutput(error: unknown): { message: string; name: string } {
  if (error instanceof Error) return { message: error.message, name: error.name };
  return { message: String(error), name: 'Error' };
}

interface JobRow {
  id: string;
  state: JobState;
  singleton_key: string | null;
  created_on: Date | string;
  started_on: Date | string | null;
  output: unknown;
  request_id: string | null;
}

const toSummary = (row: JobRow): JobSummary => ({
  id: row.id,
  state: row.state,
  singletonKey: row.singleton_key,
  createdOn: new Date(row.created_on),
  startedOn: row.started_on === null ? null : new Date(row.started_on),
  output: row.output,
  requestId: row.request_id ?? null,
});

const SUMMARY_COLUMNS = `id, state, singleton_key, created_on, started_on, output, data->>'${REQUEST_ID_FIELD}' as request_id`;

/**
 * Opens the queue lazily: nothing touches the database until the first send or work, when pg-boss creates (or
 * migrates) its schema and our queues. Tests that never queue a job never pay for it.
 */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const schema = options.schema ?? JOB_QUEUE_SCHEMA;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid job queue schema name: ${schema}`);
  const logger = options.logger;
  const boss = new PgBoss({
    db: pgBossDatabase(database.raw),
    schema,
    supervise: options.supervise ?? false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  let starting: Promise<void> | null = null;
  let stopped = false;
  const workerIds = new Map<QueueName, string[]>();
  const running = new Set<AbortController>();
  const settling = new Set<Promise<unknown>>();

  const ready = (): Promise<void> => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped'));
    starting ??= (async () => {
      await boss.start();
      for (const queue of Object.values(QUEUES)) {
        if (await boss.getQueue(queue.name)) continue;
        try {
          await boss.createQueue(queue.name, {
            name: queue.name,
            policy: queue.policy,
            retryLimit: queue.retryLimit,
            retryDelay: queue.retryDelaySeconds,
            retryBackoff: queue.retryBackoff,
            expireInSeconds: queue.expireInSeconds,
            retentionMinutes: queue.retentionMinutes,
          });
        } catch (error) {
          // Another process created it between our check and our insert.
          if (!(await boss.getQueue(queue.name))) throw error;
        }
      }
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };

  /** Waits for a write the queue makes after a run (complete or fail) so stop() never leaves one behind. */
  const track = <T>(promise: Promise<T>): Promise<T> => {
    settling.add(promise);
    void promise.finally(() => settling.delete(promise)).catch(() => {});
    return promise;
  };

  /**
   * Puts a run interrupted by a shutdown back in line without using up an attempt (a restart is nobody's fault).
   * False when it cannot (another job of the same key already waits): the run is then failed and retried as usual.
   */
  async function release(queue: QueueName, id: string): Promise<boolean> {
    try {
      const { rowCount } = await database.raw.query(
        `update ${schema}.job set state = 'created', started_on = null, start_after = now()
          where name = $1 and id = $2 and state = 'active'`,
        [queue, id],
      );
      return rowCount > 0;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async function runJob<Q extends QueueName>(
    queue: Q,
    handler: JobHandler<Q>,
    job: PgBoss.JobWithMetadata<JobPayloads[Q]>,
  ): Promise<void> {
    const controller = new AbortController();
    // A fetch that was under way when stop() began still hands over its job: give it back at once.
    if (stopped) controller.abort(new JobShutdownError());
    running.add(controller);
    const limit = Number(job.expireInSeconds) || QUEUES[queue].expireInSeconds;
    // Stop a little before pg-boss gives up on the run, so two runs of one job never overlap.
    const margin = Math.min(30, Math.max(1, Math.floor(limit / 10)));
    const deadline = setTimeout(
      () => controller.abort(new JobTimeoutError(limit)),
      Math.max(1, limit - margin) * 1000,
    );
    deadline.unref();
    const attempt = job.retryCount + 1;
    const maxAttempts = job.retryLimit + 1;
    const data = (job.data ?? {}) as Record<string, unknown>;
    const requestId = typeof data[REQUEST_ID_FIELD] === 'string' ? data[REQUEST_ID_FIELD] : undefined;
    const log = logger.child({ queue, jobId: job.id, attempt, ...(requestId ? { requestId } : {}) });
    const started = performance.now();
    const observe = (outcome: 'completed' | 'failed' | 'handed_back') =>
      options.metrics?.jobDuration.observe({ queue, outcome }, (performance.now() - started) / 1000);
    try {
      if (controller.signal.aborted) throw controller.signal.reason;
      await handler({
        id: job.id,
        queue,
        data: job.data,
        attempt,
        maxAttempts,
        isLastAttempt: attempt >= maxAttempts,
        signal: controller.signal,
        requestId,
        log,
      });
      await track(boss.complete(queue, job.id));
      observe('completed');
      log.info({ seconds: Math.round(performance.now() - started) / 1000 }, 'job done');
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof JobShutdownError && (await track(release(queue, job.id)).catch(() => false))) {
        observe('handed_back');
        log.info('job handed back for the next worker (shutdown)');
        return;
      }
      await track(boss.fail(queue, job.id, errorOutput(reason))).catch((failError: unknown) =>
        log.error({ err: failError }, 'could not record the job failure'),
      );
      observe('failed');
      const level = reason instanceof JobShutdownError ? 'info' : 'warn';
      log[level]({ err: reason, willRetry: attempt < maxAttempts }, 'job failed');
    } finally {
      clearTimeout(deadline);
      running.delete(controller);
    }
  }

  const queue: JobQueue = {
    async send(queue, data, sendOptions = {}) {
      await ready();
      // The request that sends a job names it, so its id follows the work into the worker's logs.
      const requestId = currentRequestId();
      const payload = requestId ? { ...data, [REQUEST_ID_FIELD]: requestId } : data;
      const id = await boss.send(queue, payload as object, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.expireInSeconds ? { expireInSeconds: sendOptions.expireInSeconds } : {}),
      });
      for (const workerId of workerIds.get(queue) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async work(queue, workOptions, handler) {
      await ready();
      const ids = workerIds.get(queue) ?? [];
      for (let slot = 0; slot < Math.max(1, workOptions.concurrency ?? 1); slot++) {
        ids.push(
          await boss.work<JobPayloads[typeof queue]>(
            queue,
            {
              batchSize: 1,
              includeMetadata: true,
              pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2,
            },
            async (jobs) => {
              for (const job of jobs) await runJob(queue, handler, job);
            },
          ),
        );
      }
      workerIds.set(queue, ids);
    },

    async latestJobs(queue, keys) {
      const found = new Map<string, JobSummary>();
      if (keys.length === 0) return found;
      await ready();
      const { rows } = await database.raw.query<JobRow>(
        `select distinct on (singleton_key) id, state, singleton_key, created_on, started_on, output, request_id
           from (select ${SUMMARY_COLUMNS} from ${schema}.job
                  where name = $1 and singleton_key = any($2::text[])
                 union all
                 select ${SUMMARY_COLUMNS} from ${schema}.archive
                  where name = $1 and singleton_key = any($2::text[])) jobs
          order by singleton_key, created_on desc, id`,
        [queue, [...keys]],
      );
      for (const row of rows) if (row.singleton_key) found.set(row.singleton_key, toSummary(row));
      return found;
    },

    async activeJobs(queue) {
      await ready();
      const { rows } = await database.raw.query<JobRow>(
        `select ${SUMMARY_COLUMNS} from ${schema}.job
          where name = $1 and state = 'active' order by started_on`,
        [queue],
      );
      return rows.map(toSummary);
    },

    async depth() {
      const depths = new Map<string, QueueDepth>(
        Object.keys(QUEUES).map((name) => [name, { queue: name, queued: 0, active: 0 }]),
      );
      try {
        // Read straight from the table (not through ready()): a scrape must not create the queue's schema.
        const { rows } = await database.raw.query<{ name: string; state: string; count: string | number }>(
          `select name, state, count(*) as count from ${schema}.job
            where state in ('created', 'retry', 'active') group by name, state`,
        );
        for (const row of rows) {
          const depth = depths.get(row.name) ?? { queue: row.name, queued: 0, active: 0 };
          if (row.state === 'active') depth.active += Number(row.count);
          else depth.queued += Number(row.count);
          depths.set(row.name, depth);
        }
      } catch (error) {
        if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
      }
      return [...depths.values()];
    },

    async fail(queue, ids, message) {
      if (ids.length === 0) return;
      await ready();
      for (const id of ids) await boss.fail(queue, id, { message });
      await database.raw.query(
        `update ${schema}.job set start_after = now() where name = $1 and id = any($2::uuid[]) and state = 'retry'`,
        [queue, [...ids]],
      );
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      for (const controller of running) controller.abort(new JobShutdownError());
      await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: false });
      await Promise.allSettled([...settling]);
    },
  };
  options.metrics?.readQueues(() => queue.depth());
  return queue;
}

/**
 * The context's job queue, opened (lazily) when the process did not open one: the HTTP app of a test server
 * sends jobs without main.ts. The returned `owned` flag says the caller opened it and must stop it.
 */
export function ensureJobQueue(ctx: AppContext): { queue: JobQueue; owned: boolean } {
  if (ctx.jobs) return { queue: ctx.jobs, owned: false };
  ctx.jobs = createJobQueue(ctx.database, { logger: ctx.logger, metrics: ctx.metrics });
  return { queue: ctx.jobs, owned: true };
}
