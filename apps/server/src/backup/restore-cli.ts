// npm run restore -- --from <folder> [--force]: a backup made by `npm run backup` into an empty database and
// storage (DATABASE_URL / DATA_DIR, STORAGE_DIR), checked against its manifest. Exits non-zero on any difference.
import path from 'node:path';
import { readOptions, runCommand } from '../command-line';
import { BackupError, restoreBackup } from './backup';
import { withBackupTarget } from './backup-target';

const { from, force } = readOptions(
  { from: { type: 'string' }, force: { type: 'boolean' } },
  'Usage: npm run restore -- --from /backups/mzansi-2026-11-27 [--force]',
  (values) => Boolean(values.from),
);

await runCommand(
  'Restore failed',
  () =>
    withBackupTarget(async (target) => {
      const folder = path.resolve(from!);
      const report = await restoreBackup(target, folder, { force: force ?? false });
      console.log(
        `Restored ${folder} (made ${report.manifest.createdAt}) and checked it: ${report.tables} tables, ` +
          `${report.rows} rows, ${report.objects} files (${report.bytes} bytes) match the manifest.`,
      );
    }),
  [BackupError],
);
