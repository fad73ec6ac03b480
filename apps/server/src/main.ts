import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openContext } from './bootstrap';
import { buildApp } from './http/app';
import { closeWithin } from './http/close-app';
import { startMetricsServer, type MetricsServer } from './http/metrics-server';
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
  let metricsServer: MetricsServer | null = null;
  let closing = false;
  /**
   * Stops taking work, then lets go of it in order: readiness turns 503 at once; the app keeps serving for
   * SHUTDOWN_DRAIN_SECONDS while load balancers notice; then the port closes, open event streams end with a short
   * reconnection delay (browsers come back to another instance), requests under way finish (up to
   * IN_FLIGHT_LIMIT_MS); running jobs are handed back to the queue (up to 15 s), then the database closes.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    services.health.startDraining();
    logger.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + 25_000);
    force.unref();
    try {
      if (app && config.shutdownDrainSeconds > 0) {
        logger.info(
          `readiness answers 503; still serving for ${config.shutdownDrainSeconds} s while load balancers stop sending`,
        );
        await delay(config.shutdownDrainSeconds * 1000);
      }
      if (app) await closeWithin(app, IN_FLIGHT_LIMIT_MS);
      await worker?.stop();
      await billing?.stop();
      await accountSweep?.stop();
      await adsPurge?.stop();
      await clientErrorsPurge?.stop();
      await analyticsRollup?.stop();
      await services.close();
      await ctx.close();
      await metricsServer?.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (runWorker) {
    try {
      worker = await startTranscodeWorker(ctx, services);
      billing = await startSubscriptionsWorker(ctx, services);
      accountSweep = await startAccountSweep(ctx, services);
      adsPurge = await startAdsPurge(ctx, services);
      clientErrorsPurge = await startClientErrorsPurge(ctx, services);
      analyticsRollup = await startAnalyticsRollup(ctx, services);
    } catch (error) {
      // A SIGTERM while the workers start stops the queue under them: the shutdown under way ends the process.
      if (closing) return;
      throw error;
    }
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
  }
  // Last: the probes on this port say ready once everything above runs (a worker has no other sign of it).
  if (config.metrics.port !== null && !closing) {
    metricsServer = await startMetricsServer({
      port: config.metrics.port,
      host: config.metrics.host,
      metrics: ctx.metrics,
      health: services.health,
      logger,
    });
  }
  if (metricsServer) {
    lines.push(
      `  Metrics and health probes: http://${config.metrics.host}:${metricsServer.port}/metrics · /api/health/ready`,
    );
  }
  if (!app) {
    lines.push(
      `  Mzansi Stream worker is running (${config.transcode.concurrency} transcode at a time, ` +
        `preset ${config.transcode.preset}) · database: ${ctx.database.kind}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

/** How long requests under way may take to finish once the port has closed, before their connections are cut. */
const IN_FLIGHT_LIMIT_MS = 10_000;

main().catch((error: unknown) => {
  console.error('Mzansi Stream failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.NODE_ENV !== 'production')
    console.error(error.stack);
  process.exit(1);
});
