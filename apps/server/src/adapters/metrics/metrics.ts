import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a gauge reads when Prometheus scrapes: the current value, asked for then (never a stale copy). */
type Reader<T> = () => Promise<T> | T;

/** The database pool's connections (node-postgres counts; PGlite is one connection). */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

/** Jobs waiting (created or retry) and running per queue. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
}

/**
 * A gauge's reading, or nothing when it cannot be read: prom-client fails the whole scrape when one collect throws,
 * and an outage of the database must not hide the process metrics that explain it.
 */
async function read<T>(reader: Reader<T> | undefined): Promise<T | undefined> {
  if (!reader) return undefined;
  try {
    return await reader();
  } catch {
    return undefined;
  }
}

/**
 * The process's Prometheus metrics (issue 20), in a registry of its own: tests build several apps in one process,
 * and the default global registry would refuse the second app's metrics of the same name. Modules record through
 * the typed members; gauges that are cheaper to read at scrape time than to keep up to date (pool, queue, streams)
 * are given a reader once the part they read exists.
 */
export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Process metrics (CPU, memory, event loop lag, handles, GC): Node's own, under the conventional names.
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });

  const readers: {
    pool?: Reader<PoolCounts>;
    queues?: Reader<QueueDepth[]>;
    streams?: Reader<number>;
  } = {};

  const httpRequestDuration = new Histogram({
    name: 'mzansi_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    // From a cached catalogue answer (a few ms) to a slow upload chunk or search (seconds).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpErrors = new Counter({
    name: 'mzansi_http_errors_total',
    help: 'HTTP answers with an error code ({ error: { code } }), by route pattern and code',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mzansi_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await read(readers.pool);
      if (!counts) return;
      this.set({ state: 'total' }, counts.total);
      this.set({ state: 'idle' }, counts.idle);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });
  new Gauge({
    name: 'mzansi_queue_depth',
    help: 'Jobs per queue: queued (waiting or waiting to retry) and active (running in any process)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of (await read(readers.queues)) ?? []) {
        this.set({ queue: depth.queue, state: 'queued' }, depth.queued);
        this.set({ queue: depth.queue, state: 'active' }, depth.active);
      }
    },
  });
  const jobDuration = new Histogram({
    name: 'mzansi_job_duration_seconds',
    help: 'Job run duration in this process by queue and outcome (completed, failed, handed_back)',
    labelNames: ['queue', 'outcome'] as const,
    // Sweeps take milliseconds, a feature-length transcode tens of minutes.
    buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const transcodeRealtimeFactor = new Histogram({
    name: 'mzansi_transcode_realtime_factor',
    help: 'Media duration divided by the wall time of its transcode (above 1: faster than real time)',
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [registry],
  });
  new Gauge({
    name: 'mzansi_active_streams',
    help: 'Stream leases held now (all instances: read from the database)',
    registers: [registry],
    async collect() {
      this.reset();
      const count = await read(readers.streams);
      if (count !== undefined) this.set(count);
    },
  });
  const sseClients = new Gauge({
    name: 'mzansi_sse_clients',
    help: 'Open /api/user/events streams in this process',
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'mzansi_storage_errors_total',
    help: 'Storage calls that failed, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const paymentNotifications = new Counter({
    name: 'mzansi_payment_notifications_total',
    help: 'Payment gateway notifications by gateway and outcome (accepted, duplicate, refused)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
  });

  return {
    registry,
    httpRequestDuration,
    httpErrors,
    jobDuration,
    transcodeRealtimeFactor,
    sseClients,
    storageErrors,
    paymentNotifications,
    /** Where the pool gauge reads its counts (the database handle). */
    readPool(reader: Reader<PoolCounts>): void {
      readers.pool = reader;
    },
    /** Where the queue depth gauge reads its counts (the job queue). */
    readQueues(reader: Reader<QueueDepth[]>): void {
      readers.queues = reader;
    },
    /** Where the active streams gauge reads its count (the stream sessions). */
    readActiveStreams(reader: Reader<number>): void {
      readers.streams = reader;
    },
    /** The text Prometheus scrapes. A reader that fails (the database is down) leaves its gauge empty. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
