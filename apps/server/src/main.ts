import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openContext } from './bootstrap';
import { buildApp } from './http/app';
import { createLogger } from './logger';
import { parseRole, roleProblem, type ProcessRole } from './process-role';
import {
  startSubscriptionsWorker,
  type SubscriptionsWorker,
} from './modules/subscriptions/subscriptions.worker';
import { startTranscodeWorker, type TranscodeWorker } from './modules/transcode/transcode.worker';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemo } from './seed/seed';
import type { PeriodicJob } from './adapters/queue/periodic-job';
import { startAccountSweep } from './modules/account/account-sweep.worker';
import { startAdsPurge } from './modules/ads/ads.worker';
import { startClientErrorsPurge } from './modules/client-errors/client-errors.worker';
import { startAnalyticsRollup } from './modules/analytics/analytics.worker';
import { createServices } from './services';

async function main(): Promise<void> {
  let config;
  let role: ProcessRole;
  try {
    config = loadConfig();
    role = parseRole(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith('--role'))) {
      console.error(`Mzansi Stream cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const problem = roleProblem(role, config);
  if (problem) {
    console.error(`Mzansi Stream cannot start.\n${problem}`);
    process.exit(1);
  }
  const serveHttp = role !== 'worker';
  const runWorker = role !== 'api';
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  const started = performance.now();
  const ctx = await openContext(config, logger, { worker: runWorker });

  if (config.seedDemo && serveHttp) {
    const report = await seedDemo(ctx, { onProgress: (message) => logger.info(message) });
    if (report.catalogueCreated || report.videosGenerated + report.videosReused > 0) {
      logger.info(
        `Demo catalogue ready in ${report.seconds}s (${report.videosGenerated} clips encoded, ` +
          `${report.videosReused} reused, ${report.artworkGenerated} artwork sets).`,
      );
    }
  }

  const services = createServices(ctx);
  const app: FastifyInstance | null = serveHttp ? await buildApp(ctx, services) : null;
  let worker: TranscodeWorker | null = null;
  let billing: SubscriptionsWorker | null = null;
  let accountSweep: PeriodicJob | null = null;
  let adsPurge: PeriodicJob | null = null;
  let clientErrorsPurge: PeriodicJob | null = null;
  let analyticsRollup: PeriodicJob | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: shutting down`);
    // Running transcodes are stopped and handed back to the queue (up to 15 s), then the database closes.
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    try {
      await app?.close();
      await worker?.stop();
      await billing?.stop();
      await accountSweep?.stop();
      await adsPurge?.stop();
      await clientErrorsPurge?.stop();
      await analyticsRollup?.stop();
      await services.close();
      await ctx.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (runWorker) {
    worker = await startTranscodeWorker(ctx, services);
    billing = await startSubscriptionsWorker(ctx, services);
    accountSweep = await startAccountSweep(ctx, services);
    adsPurge = await startAdsPurge(ctx, services);
    clientErrorsPurge = await startClientErrorsPurge(ctx, services);
    analyticsRollup = await startAnalyticsRollup(ctx, services);
  }

  const lines = [''];
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicUrl.replace(`:${config.port}`, `:${port}`);
    lines.push(
      `  Mzansi Stream is running at ${url}  (ready in ${((performance.now() - started) / 1000).toFixed(1)}s)`,
      `  API docs: ${url}/api/docs · health: ${url}/api/health · database: ${ctx.database.kind}` +
        (role === 'api' ? ' · jobs: sent to the worker processes' : ''),
    );
    if (!config.isProduction && !config.mail.smtpUrl) {
      lines.push(`  E-mails (confirmation, password reset) are not sent: read them at ${url}/dev/mailbox`);
    }
    if (config.seedDemo && !config.isProduction) {
      lines.push('', `  Demo accounts (password: ${DEMO_PASSWORD})`);
      for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.label.padEnd(20)} ${account.email}`);
    }
  } else {
    lines.push(
      `  Mzansi Stream worker is running (${config.transcode.concurrency} transcode at a time, ` +
        `preset ${config.transcode.preset}) · database: ${ctx.database.kind}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Mzansi Stream failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.NODE_ENV !== 'production')
    console.error(error.stack);
  process.exit(1);
});
