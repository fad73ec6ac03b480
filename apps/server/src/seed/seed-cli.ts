// npm run seed [-- --reset]: brings the demo catalogue to a complete state, or rebuilds it with --reset.
import { openContext } from '../bootstrap';
import { readOptions, runCommand } from '../command-line';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { seedDemo } from './seed';

const { reset } = readOptions(
  { reset: { type: 'boolean', default: false } },
  'Usage: npm run seed [-- --reset]',
);

await runCommand('Seeding failed', async () => {
  const config = loadConfig();
  const ctx = await openContext(config, createLogger(config.logLevel));
  try {
    const report = await seedDemo(ctx, { reset, onProgress: (message) => console.log(message) });
    console.log(
      `Demo ${report.catalogueCreated ? 'catalogue created' : 'catalogue already present'}; ` +
        `${report.artworkGenerated} artwork sets made, ${report.videosGenerated} clips encoded and ` +
        `${report.videosReused} reused from disk in ${report.seconds}s.`,
    );
  } finally {
    await ctx.close();
  }
});
