// npm run restore -- --from <folder> [--force]: a backup made by `npm run backup` into an empty database and
// storage (DATABASE_URL / DATA_DIR, STORAGE_DIR), checked against its manifest. Exits non-zero on any difference.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../adapters/storage/create-storage';
import { lockDataDir } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreBackup } from './backup';

const USAGE = 'Usage: npm run restore -- --from /backups/mzansi-2026-11-27 [--force]';

let args;
try {
  args = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.help || !args.from) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

try {
  const config = loadConfig();
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : async () => {};
  try {
    await fs.mkdir(config.storageDir, { recursive: true });
    const from = path.resolve(args.from);
    const report = await restoreBackup(
      {
        database: config.database,
        storage: createStorage(config),
        pgDumpPath: config.pgDumpPath,
        pgRestorePath: config.pgRestorePath,
      },
      from,
      { force: args.force ?? false },
    );
    console.log(
      `Restored ${from} (made ${report.manifest.createdAt}) and checked it: ${report.tables} tables, ` +
        `${report.rows} rows, ${report.objects} files (${report.bytes} bytes) match the manifest.`,
    );
  } finally {
    await unlock();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof BackupError
      ? error.message
      : `Restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
