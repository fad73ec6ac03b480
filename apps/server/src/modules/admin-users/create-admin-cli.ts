// npm run create-admin -- --email boss@example.co.za [--password '...']
// The first admin of a production install (no default admin exists, ASVS 6.3.2). Prompts nothing; prints what it did.
import { parseArgs } from 'node:util';
import { openContext } from '../../bootstrap';
import { ConfigError, loadConfig } from '../../config';
import { AppError } from '../../http/errors';
import { createLogger } from '../../logger';
import { createServices } from '../../services';

const USAGE = 'Usage: npm run create-admin -- --email person@example.co.za [--password "a long passphrase"]';

let args;
try {
  args = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.help || !args.email) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

try {
  const config = loadConfig();
  const ctx = await openContext(config, createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel));
  try {
    const services = createServices(ctx);
    try {
      const report = await services.adminUsers.createAdmin({ email: args.email, password: args.password });
      for (const line of report) console.log(line);
    } finally {
      await services.close();
    }
  } finally {
    await ctx.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
  else console.error(`create-admin failed: ${(error as Error).message}`);
  process.exit(1);
}
