// npm run create-admin -- --email boss@example.co.za [--password '...']
// The first admin of a production install (no default admin exists, ASVS 6.3.2). Prompts nothing; prints what it did.
import { openContext } from '../../bootstrap';
import { readOptions, runCommand } from '../../command-line';
import { loadConfig } from '../../config';
import { AppError } from '../../http/errors';
import { createLogger } from '../../logger';
import { createServices } from '../../services';

const USAGE = 'Usage: npm run create-admin -- --email person@example.co.za [--password "a long passphrase"]';

const args = readOptions({ email: { type: 'string' }, password: { type: 'string' } }, USAGE, (values) =>
  Boolean(values.email),
);

await runCommand(
  'create-admin failed',
  async () => {
    const config = loadConfig();
    const ctx = await openContext(
      config,
      createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel),
    );
    try {
      const services = createServices(ctx);
      try {
        const report = await services.adminUsers.createAdmin({ email: args.email!, password: args.password });
        for (const line of report) console.log(line);
      } finally {
        await services.close();
      }
    } finally {
      await ctx.close();
    }
  },
  [AppError],
);
