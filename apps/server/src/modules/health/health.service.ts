import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@mzansi/contracts/health';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { APP_VERSION } from '../../http/version';

type Check = HealthResponse['checks']['database'];

const CHECK_TIMEOUT_MS = 3000;

async function timed(run: () => Promise<string | void>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return {
      status: 'ok',
      latencyMs: Math.round(performance.now() - started),
      ...(detail ? { detail } : {}),
    };
  } catch (error) {
    return {
      status: 'error',
      latencyMs: Math.round(performance.now() - started),
      detail: (error as Error).message,
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks the database, the storage and the media tool; the media tool's version is read once and remembered.
 * Requests that arrive while a check is running share its result (a probe storm from load balancers, or a load
 * test, costs one database query and one storage round trip at a time, not one each); a request arriving after
 * a check has finished always gets a fresh one.
 */
export function createHealthService(ctx: AppContext) {
  let ffmpeg: Promise<string> | undefined;
  let running: Promise<HealthResponse> | undefined;
  const startedAt = Date.now();
  const checkDatabase = () =>
    timed(async () => {
      await ctx.database.db.execute(sql`select 1`);
      return ctx.database.kind;
    });

  async function runChecks(): Promise<HealthResponse> {
    const [database, storage, media] = await Promise.all([
      checkDatabase(),
      timed(() => ctx.storage.check()),
      timed(() => {
        ffmpeg ??= ctx.media.ffmpegVersion().catch((error: unknown) => {
          ffmpeg = undefined;
          throw error;
        });
        return ffmpeg;
      }),
    ]);
    const healthy = [database, storage, media].every((check) => check.status === 'ok');
    return {
      status: healthy ? 'ok' : 'degraded',
      version: APP_VERSION,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      checks: { database, storage, media },
    };
  }

  let draining = false;
  let readying: Promise<ReadinessResponse> | undefined;

  async function runReadiness(): Promise<ReadinessResponse> {
    const [database, storage] = await Promise.all([checkDatabase(), timed(() => ctx.storage.check())]);
    // A shutdown may have begun while the checks ran.
    const ready = !draining && database.status === 'ok' && storage.status === 'ok';
    return { status: ready ? 'ready' : 'unavailable', draining, checks: { database, storage } };
  }

  return {
    check(): Promise<HealthResponse> {
      running ??= runChecks().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Liveness: answering at all is the proof (the event loop runs); nothing else is touched. */
    live(): LivenessResponse {
      return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    },

    /**
     * Readiness: the database and the storage answer and no shutdown has begun. The media tool is left out: a
     * missing ffmpeg stops uploads, not viewing, and should not take an instance out of the load balancer.
     * While draining nothing is checked (the database may be closing) and the answer is unavailable at once.
     */
    ready(): Promise<ReadinessResponse> {
      if (draining) return Promise.resolve({ status: 'unavailable', draining: true });
      readying ??= runReadiness().finally(() => {
        readying = undefined;
      });
      return readying;
    },

    /** A shutdown began: readiness answers 503 from now on, so load balancers stop sending requests. */
    startDraining(): void {
      draining = true;
    },

    get draining(): boolean {
      return draining;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
