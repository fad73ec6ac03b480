// npm run backup -- --out <folder>: the database (pg_dump, or the embedded database's files) and every stored file,
// with a manifest (row counts, checksums) that `npm run restore` checks. See docs/deployment.md, "Backups".
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../adapters/storage/create-storage';
import { lockDataDir } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { BackupError, createBackup } from './backup';

const USAGE = 'Usage: npm run backup -- --out /backups/mzansi-2026-11-27';

let args;
try {
  args = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } }, strict: true }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.help || !args.out) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

try {
  const config = loadConfig();
  // The embedded database is one process's files: the server must be stopped while they are copied.
  const unlock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : async () => {};
  try {
    await fs.mkdir(config.storageDir, { recursive: true });
    const out = path.resolve(args.out);
    const manifest = await createBackup(
      {
        database: config.database,
        storage: createStorage(config),
        pgDumpPath: config.pgDumpPath,
        pgRestorePath: config.pgRestorePath,
      },
      out,
    );
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backup written to ${out}: ${manifest.database.kind} database (${Object.keys(manifest.database.tables).length} ` +
        `tables, ${rows} rows), ${manifest.storage.count} files (${manifest.storage.bytes} bytes).`,
    );
  } finally {
    await unlock();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof BackupError
      ? error.message
      : `Backup failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
