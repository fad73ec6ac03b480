import fs from 'node:fs/promises';
import { createStorage } from '../adapters/storage/create-storage';
import { lockDataDir } from '../bootstrap';
import { loadConfig } from '../config';
import type { BackupTarget } from './backup';

/**
 * The configured database and storage, as `npm run backup` and `npm run restore` work on them. The embedded
 * database is one process's files: its lock is held throughout, so they refuse to run beside a server.
 */
export async function withBackupTarget(work: (target: BackupTarget) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : async () => {};
  try {
    await fs.mkdir(config.storageDir, { recursive: true });
    await work({
      database: config.database,
      storage: createStorage(config),
      pgDumpPath: config.pgDumpPath,
      pgRestorePath: config.pgRestorePath,
    });
  } finally {
    await unlock();
  }
}
