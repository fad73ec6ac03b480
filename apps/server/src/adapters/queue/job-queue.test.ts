import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../db/client';
import { createLogger } from '../../logger';
import { runInRequest } from '../../request-context';
import { createMetrics } from '../metrics/metrics';
import { createJobQueue, JobShutdownError, type JobQueue, type JobRun } from './job-queue';

const logger = createLogger('silent');
const WAIT = { timeout: 20_000, interval: 50 };

describe('job queue (pg-boss on the test database)', () => {
  let database: DatabaseHandle;
  const opened: JobQueue[] = [];
  const open = () => {
    const queue = createJobQueue(database, { logger });
    opened.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    for (const queue of opened) await queue.stop();
    await database.close();
  });

  /** Lets the next run of a job start now instead of after the queue's retry delay. */
  const retryNow = (id: string) =>
    database.raw.query(`update pgboss.job set start_after = now() where id = $1`, [id]);

  it('creates its schema on first use and hands a sent job to a worker with its data', async () => {
    const queue = open();
    const videoId = randomUUID();
    const runs: JobRun<'transcode'>[] = [];
    await queue.work('transcode', { pollingIntervalSeconds: 0.5 }, async (job) => {
      runs.push(job);
    });
    const id = await queue.send('transcode', { videoId }, { singletonKey: videoId, expireInSeconds: 120 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(async () => {
      expect((await queue.latestJobs('transcode', [videoId])).get(videoId)?.state).toBe('completed');
    }, WAIT);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      id,
      queue: 'transcode',
      data: { videoId },
      attempt: 1,
      maxAttempts: 5,
      isLastAttempt: false,
    });
    await queue.stop();
  });

  it('stamps a job sent while serving a request with its id: the run and its log lines carry it', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const queue = createJobQueue(database, { logger, metrics });
    opened.push(queue);
    const videoId = randomUUID();
    const id = await runInRequest('edge-req-7', () =>
      queue.send('transcode', { videoId }, { singletonKey: videoId }),
    );
    // Outside a request nothing is added.
    const plain = randomUUID();
    await queue.send('transcode', { videoId: plain }, { singletonKey: plain });
    const sent = await queue.latestJobs('transcode', [videoId, plain]);
    expect(sent.get(videoId)).toMatchObject({ id, requestId: 'edge-req-7' });
    expect(sent.get(plain)?.requestId).toBeNull();
    const depth = await queue.depth();
    expect(depth.find((entry) => entry.queue === 'transcode')?.queued).toBeGreaterThanOrEqual(2);
    expect(depth.map((entry) => entry.queue)).toContain('account-sweep');

    const runs: JobRun<'transcode'>[] = [];
    await queue.work('transcode', { pollingIntervalSeconds: 0.5 }, async (job) => {
      runs.push(job);
    });
    await vi.waitFor(() => expect(runs.map((run) => run.data.videoId)).toContain(videoId), WAIT);
    const run = runs.find((entry) => entry.data.videoId === videoId)!;
    expect(run.requestId).toBe('edge-req-7');
    expect(run.log.bindings()).toMatchObject({ requestId: 'edge-req-7', jobId: id, queue: 'transcode' });
    await vi.waitFor(async () => {
      const text = (await metrics.scrape()).body;
      expect(text).toMatch(
        /mzansi_job_duration_seconds_count\{queue="transcode",outcome="completed"\} [1-9]/,
      );
    }, WAIT);
    await queue.stop();
  });

  it('keeps one waiting job per video: sending it again while it waits is a no-op', async () => {
    const queue = open();
    const videoId = randomUUID();
    const first = await queue.send('transcode', { videoId }, { singletonKey: videoId });
    const second = await queue.send('transcode', { videoId }, { singletonKey: videoId });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const other = randomUUID();
    expect(await queue.send('transcode', { videoId: other }, { singletonKey: other })).not.toBeNull();
    await queue.stop();
  });

  it('keeps a job across a restart: a new queue on the same database runs what the old one was sent', async () => {
    const before = open();
    const videoId = randomUUID();
    const id = await before.send('transcode', { videoId }, { singletonKey: videoId });
    await before.stop();

    const after = open();
    const seen: string[] = [];
    await after.work('transcode', { pollingIntervalSeconds: 0.5 }, async (job) => {
      seen.push(job.data.videoId);
    });
    await vi.waitFor(async () => {
      expect((await after.latestJobs('transcode', [videoId])).get(videoId)).toMatchObject({
        id,
        state: 'completed',
      });
    }, WAIT);
    expect(seen.filter((seenId) => seenId === videoId)).toEqual([videoId]);
    await after.stop();
  });

  it('retries a run that threw, telling the handler which attempt it is', async () => {
    const queue = open();
    const videoId = randomUUID();
    const attempts: number[] = [];
    await queue.work('transcode', { pollingIntervalSeconds: 0.5 }, async (job) => {
      if (job.data.videoId !== videoId) return;
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error('ffmpeg was killed');
    });
    const id = (await queue.send('transcode', { videoId }, { singletonKey: videoId }))!;
    await vi.waitFor(async () => {
      const job = (await queue.latestJobs('transcode', [videoId])).get(videoId);
      expect(job).toMatchObject({ state: 'retry', output: { message: 'ffmpeg was killed' } });
    }, WAIT);
    await retryNow(id);
    await vi.waitFor(async () => {
      expect((await queue.latestJobs('transcode', [videoId])).get(videoId)?.state).toBe('completed');
    }, WAIT);
    expect(attempts).toEqual([1, 2]);
    await queue.stop();
  });

  it('on stop, aborts running handlers and hands their jobs back without using an attempt', async () => {
    const queue = open();
    const videoId = randomUUID();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let reason: unknown;
    await queue.work('transcode', { pollingIntervalSeconds: 0.5 }, async (job) => {
      if (job.data.videoId !== videoId) return;
      started();
      await new Promise<void>((_resolve, reject) => {
        job.signal.addEventListener('abort', () => {
          reason = job.signal.reason;
          reject(job.signal.reason as Error);
        });
      });
    });
    const id = await queue.send('transcode', { videoId }, { singletonKey: videoId });
    await running;
    await queue.stop();
    expect(reason).toBeInstanceOf(JobShutdownError);

    const next = open();
    const job = (await next.latestJobs('transcode', [videoId])).get(videoId);
    expect(job).toMatchObject({ id, state: 'created', startedOn: null });
    const attempts: number[] = [];
    await next.work('transcode', { pollingIntervalSeconds: 0.5 }, async (run) => {
      if (run.data.videoId === videoId) attempts.push(run.attempt);
    });
    await vi.waitFor(async () => {
      expect((await next.latestJobs('transcode', [videoId])).get(videoId)?.state).toBe('completed');
    }, WAIT);
    expect(attempts).toEqual([1]);
    await next.stop();
  });

  it('fails lost runs on request so they are retried, and lists running jobs', async () => {
    const queue = open();
    const videoId = randomUUID();
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    await queue.work('transcode', { pollingIntervalSeconds: 0.5 }, async (job) => {
      if (job.data.videoId === videoId) await hold;
    });
    const id = (await queue.send('transcode', { videoId }, { singletonKey: videoId }))!;
    await vi.waitFor(async () => {
      expect((await queue.activeJobs('transcode')).map((job) => job.id)).toContain(id);
    }, WAIT);
    await queue.fail('transcode', [id], 'The worker stopped');
    expect((await queue.latestJobs('transcode', [videoId])).get(videoId)).toMatchObject({
      state: 'retry',
      output: { message: 'The worker stopped' },
    });
    release();
    await queue.stop();
  });
});
