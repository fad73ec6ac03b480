import { ConfigError, loadConfig } from './config';
import { openContext } from './bootstrap';
import { buildApp } from './http/app';
import { createLogger } from './logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemo } from './seed/seed';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Mzansi Stream cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  const started = performance.now();
  const ctx = await openContext(config, logger);

  if (config.seedDemo) {
    const report = await seedDemo(ctx, { onProgress: (message) => logger.info(message) });
    if (report.catalogueCreated || report.videosGenerated + report.videosReused > 0) {
      logger.info(
        `Demo catalogue ready in ${report.seconds}s (${report.videosGenerated} clips encoded, ` +
          `${report.videosReused} reused, ${report.artworkGenerated} artwork sets).`,
      );
    }
  }

  const app = await buildApp(ctx);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const lines = [
    '',
    `  Mzansi Stream is running at ${url}  (ready in ${((performance.now() - started) / 1000).toFixed(1)}s)`,
    `  API docs: ${url}/api/docs · health: ${url}/api/health · database: ${ctx.database.kind}`,
  ];
  if (!config.isProduction && !config.mail.smtpUrl) {
    lines.push(`  E-mails (confirmation, password reset) are not sent: read them at ${url}/dev/mailbox`);
  }
  if (config.seedDemo && !config.isProduction) {
    lines.push('', `  Demo accounts (password: ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.label.padEnd(20)} ${account.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Mzansi Stream failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.NODE_ENV !== 'production')
    console.error(error.stack);
  process.exit(1);
});
