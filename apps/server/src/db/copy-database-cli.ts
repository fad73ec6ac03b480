// npm run db:move-to-postgres -- --to postgres://user:pass@host:5432/mzansi [--replace]
// Moves an install on the embedded database (DATA_DIR/pglite) to PostgreSQL: the server must be stopped (the
// embedded database belongs to one process; its lock file refuses a second one). See docs/deployment.md.
import path from 'node:path';
import { readOptions, runCommand } from '../command-line';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { copyDatabase } from './copy-database';
import { lockDataDir } from '../bootstrap';

const USAGE =
  'Usage: npm run db:move-to-postgres -- --to postgres://user:pass@host:5432/mzansi [--replace]\n' +
  'Copies every row of the embedded database in DATA_DIR/pglite (stop the server first) into that PostgreSQL\n' +
  'database, migrated first. --replace overwrites a target that already has accounts.';

const args = readOptions({ to: { type: 'string' }, replace: { type: 'boolean' } }, USAGE, (values) =>
  /^postgres(ql)?:\/\//.test(values.to ?? ''),
);

await runCommand('db:move-to-postgres failed', async () => {
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  if (config.database.kind !== 'pglite') throw new Error('unreachable: DATABASE_URL was cleared');
  const unlock = await lockDataDir(config.dataDir);
  try {
    const source = await openDatabase(config.database);
    const target = await openDatabase({ kind: 'postgres', url: args.to! });
    try {
      console.log(`Copying ${path.relative(process.cwd(), config.database.dataDir) || '.'} into PostgreSQL…`);
      const report = await copyDatabase(source, target, {
        replace: args.replace,
        onTable: (table, rows) => {
          if (rows > 0) console.log(`  ${table.padEnd(32)} ${rows}`);
        },
      });
      const total = Object.values(report.tables).reduce((sum, rows) => sum + rows, 0);
      console.log(
        `Done in ${report.seconds}s: ${total} rows in ${Object.keys(report.tables).length} tables, checked. ` +
          'Start the servers with DATABASE_URL set to the target.',
      );
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  } finally {
    await unlock();
  }
});
