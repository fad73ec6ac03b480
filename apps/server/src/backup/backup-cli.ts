// npm run backup -- --out <folder>: the database (pg_dump, or the embedded database's files) and every stored file,
// with a manifest (row counts, checksums) that `npm run restore` checks. See docs/deployment.md, "Backups".
import path from 'node:path';
import { readOptions, runCommand } from '../command-line';
import { BackupError, createBackup } from './backup';
import { withBackupTarget } from './backup-target';

const { out } = readOptions(
  { out: { type: 'string' } },
  'Usage: npm run backup -- --out /backups/mzansi-2026-11-27',
  (values) => Boolean(values.out),
);

await runCommand(
  'Backup failed',
  () =>
    withBackupTarget(async (target) => {
      const folder = path.resolve(out!);
      const manifest = await createBackup(target, folder);
      const tables = Object.values(manifest.database.tables);
      console.log(
        `Backup written to ${folder}: ${manifest.database.kind} database (${tables.length} tables, ` +
          `${tables.reduce((sum, n) => sum + n, 0)} rows), ${manifest.storage.count} files ` +
          `(${manifest.storage.bytes} bytes).`,
      );
    }),
  [BackupError],
);
