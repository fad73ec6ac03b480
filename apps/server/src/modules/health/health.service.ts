import type { HealthResponse } from '@mzansi/contracts/health';
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

  async function runChecks(): Promise<HealthResponse> {
    const [database, storage, media] = await Promise.all([
      timed(async () => {
        await ctx.database.db.execute(sql`select 1`);
        return ctx.database.kind;
      }),
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

  return {
    check(): Promise<HealthResponse> {
      running ??= runChecks().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
