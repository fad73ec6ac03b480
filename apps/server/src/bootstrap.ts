import fs from 'node:fs/promises';
import path from 'node:path';
import { ffmpegVersion } from './adapters/ffmpeg/ffmpeg-runner';
import { createMetrics } from './adapters/metrics/metrics';
import { createJobQueue, type JobQueue } from './adapters/queue/job-queue';
import { createStorage } from './adapters/storage/create-storage';
import { instrumentStorage } from './adapters/storage/instrument-storage';
import type { Config } from './config';
import { type AppContext, systemClock } from './context';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { Logger } from './logger';
import { syncReferenceData } from './seed/reference-data';

/**
 * The embedded database is one process's files: a second server on the same data folder would corrupt it.
 * A lock file with our pid refuses that with a clear message (a stale lock from a crash is taken over).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  try {
    const pid = Number((await fs.readFile(lockFile, 'utf8')).trim());
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        throw new Error(
          `Another Mzansi Stream server (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.writeFile(lockFile, String(process.pid));
  return () => fs.rm(lockFile, { force: true });
}

export interface OpenContextOptions {
  /**
   * This process runs job workers: it also runs the queue's maintenance (expiring lost runs, archiving).
   * The queue itself is opened lazily either way (nothing is created until a job is sent or worked).
   */
  worker?: boolean;
}

/** Opens everything the app needs: database (migrated, reference data in step), storage, media tools, job queue. */
export async function openContext(
  config: Config,
  logger: Logger,
  options: OpenContextOptions = {},
): Promise<AppContext & { jobs: JobQueue; close(): Promise<void> }> {
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : async () => {};
  try {
    const database = await openDatabase(config.database, (error) =>
      logger.warn(
        { err: error },
        'database: an idle connection was closed by the server; the pool replaces it',
      ),
    );
    await migrateDatabase(database);
    await syncReferenceData(database.db);
    await fs.mkdir(config.storageDir, { recursive: true });
    const metrics = createMetrics();
    metrics.readPool(() => database.poolCounts());
    const ctx: AppContext = {
      config,
      database,
      storage: instrumentStorage(createStorage(config), metrics),
      logger,
      clock: systemClock,
      media: { ffmpegVersion: () => ffmpegVersion(config.ffmpegPath) },
      metrics,
    };
    const jobs = createJobQueue(database, { logger, supervise: options.worker ?? false, metrics });
    return {
      ...ctx,
      jobs,
      async close() {
        // Running jobs are handed back to the queue before the database goes away.
        await jobs.stop();
        await database.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
