import http from 'node:http';
import type { LivenessResponse, ReadinessResponse } from '@mzansi/contracts/health';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '../adapters/metrics/metrics';
import type { Logger } from '../logger';

export interface MetricsServer {
  /** the port it listens on (METRICS_PORT, or the one chosen for 0) */
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a small HTTP server of its own for Prometheus and the orchestrator's probes, bound to METRICS_HOST
 * (loopback by default). It answers /metrics, /api/health/live and /api/health/ready: a worker process has no HTTP
 * app, and an API process's probes and scrapes keep answering while its main port is busy or closing.
 * No token here: the port is reached only from where the operator binds it.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  metrics: Metrics;
  /** the health service's probes (modules/health) */
  health: { live(): LivenessResponse; ready(): Promise<ReadinessResponse> };
  logger: Logger;
}): Promise<MetricsServer> {
  const { metrics, health, logger } = options;
  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(body));
  };
  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/metrics') {
      const { contentType, body } = await metrics.scrape();
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      response.end(body);
    } else if (path === '/api/health/live') {
      json(response, 200, health.live());
    } else if (path === '/api/health/ready') {
      const ready = await health.ready();
      json(response, ready.status === 'ready' ? 200 : 503, ready);
    } else {
      json(response, 404, { error: { code: 'not_found', message: 'Not found' } });
    }
  };
  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      logger.error({ err: error }, 'metrics server: request failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes: do not wait for it.
        server.closeAllConnections();
      }),
  };
}
