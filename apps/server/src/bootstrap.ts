import fs from 'node:fs/promises';
import path from 'node:path';
import { ffmpegVersion } from './adapters/ffmpeg/ffmpeg-runner';
import { createLocalStorage } from './adapters/storage/local-storage';
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
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
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

/** Opens everything the app needs: database (migrated, reference data in step), storage, media tools. */
export async function openContext(
  config: Config,
  logger: Logger,
): Promise<AppContext & { close(): Promise<void> }> {
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : async () => {};
  try {
    const database = await openDatabase(config.database);
    await migrateDatabase(database);
    await syncReferenceData(database.db);
    await fs.mkdir(config.storageDir, { recursive: true });
    const ctx: AppContext = {
      config,
      database,
      storage: createLocalStorage(config.storageDir),
      logger,
      clock: systemClock,
      media: { ffmpegVersion: () => ffmpegVersion(config.ffmpegPath) },
    };
    return {
      ...ctx,
      async close() {
        await database.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
