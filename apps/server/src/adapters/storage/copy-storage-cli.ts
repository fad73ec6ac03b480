// npm run storage:copy -- --from ./data/storage [--verify]: copies a local storage folder into the bucket named by
// the S3_* settings (STORAGE_DRIVER=s3 is not needed), skipping what is already there; --verify reads everything back.
import fs from 'node:fs/promises';
import path from 'node:path';
import { readOptions, runCommand } from '../../command-line';
import { loadConfig } from '../../config';
import { copyStorage } from './copy-storage';
import { createS3Storage } from './s3-storage';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const values = readOptions(
  { from: { type: 'string' }, verify: { type: 'boolean', default: false } },
  'Usage: npm run storage:copy -- [--from ./data/storage] [--verify]',
);

await runCommand('Copy failed', async () => {
  const config = loadConfig({ ...process.env, STORAGE_DRIVER: 's3' });
  if (config.storage.driver !== 's3') throw new Error('unreachable');
  const from = path.resolve(values.from ?? config.storageDir);
  if (!(await fs.stat(from).catch(() => null))?.isDirectory()) {
    console.error(`--from ${from}: not a folder (give the STORAGE_DIR to copy)`);
    process.exit(2);
  }
  const target = createS3Storage(config.storage, { workDir: config.workDir });
  try {
    console.log(`Copying ${from} to s3://${config.storage.bucket}/${config.storage.prefix}…`);
    const report = await copyStorage({ from, to: target, verify: values.verify, onProgress: console.log });
    console.log(
      `${report.files} files (${mib(report.bytesTotal)}): ${report.copied} copied (${mib(report.bytesCopied)}), ` +
        `${report.skipped} already there.`,
    );
    if (values.verify) {
      console.log(`Verified ${report.verified} of ${report.files}.`);
      for (const key of report.mismatches) console.error(`MISMATCH ${key}`);
      if (report.mismatches.length > 0) process.exit(1);
    }
  } finally {
    target.destroy();
  }
});
