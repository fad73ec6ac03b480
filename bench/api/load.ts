/**
 * One load scenario with autocannon: a fixed number of connections, each sending its next request as soon as the
 * previous answer arrives (closed loop, no pipelining, as browsers do), the path of every request chosen by
 * `nextPath`. Latencies are kept individually (autocannon's own histogram has no p95 and rounds to the ms).
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** send exactly this many requests instead of running for `seconds` */
  amount?: number;
  nextPath: () => string;
  /** sent with every request (e.g. the Accept-Encoding a browser sends) */
  headers?: Record<string, string>;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  /** answers per second over the run */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** answers that were not 2xx, plus connection errors and timeouts */
  failures: number;
  /** mean response size in bytes (headers and body, as sent: compressed when the answer was) */
  meanBytes: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs the scenario; also returns every latency (ms), for percentiles over several runs together. */
export async function runLoad(
  options: LoadOptions,
): Promise<{ result: LoadResult; latencies: Float64Array }> {
  const latencies: number[] = [];
  let bytes = 0;
  let failures = 0;
  const summary = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        pipelining: 1,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
        timeout: 10,
        headers: options.headers ?? {},
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: options.nextPath() }),
          },
        ],
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(result),
    );
    // The instance emits (client, statusCode, bytes, ms); @types/autocannon documents the client's own signature.
    (instance as NodeJS.EventEmitter).on(
      'response',
      (_client: unknown, statusCode: number, responseBytes: number, responseTime: number) => {
        latencies.push(responseTime);
        bytes += responseBytes;
        if (statusCode < 200 || statusCode >= 300) failures++;
      },
    );
  });
  const sorted = Float64Array.from(latencies).sort();
  const result: LoadResult = {
    connections: options.connections,
    seconds: options.amount ? summary.duration : options.seconds,
    requests: latencies.length,
    rps: latencies.length / summary.duration,
    ...percentiles(sorted),
    failures: failures + summary.errors + summary.timeouts,
    meanBytes: latencies.length > 0 ? bytes / latencies.length : 0,
  };
  return { result, latencies: sorted };
}

/** p50, p95, p99 and max of sorted latencies. */
export function percentiles(sorted: Float64Array): Pick<LoadResult, 'p50' | 'p95' | 'p99' | 'max'> {
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
  };
}
