import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CODE_FOR_STATUS } from '@mzansi/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../adapters/metrics/metrics';
import { runInRequest } from '../request-context';

/** An incoming X-Request-Id we keep: short, and safe in a log line and a header (no spaces, no quotes). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's id: the one the load balancer or the client sent in X-Request-Id when it is a safe token, so one id
 * follows a request from the edge through our logs and into the jobs it sends; a new UUID otherwise.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The error code each failed request answered with (set by the error handler, read when the request ends). */
const errorCodes = new WeakMap<FastifyRequest, string>();

/** Notes the code of the error a request answers with (mzansi_http_errors_total). */
export function noteErrorCode(request: FastifyRequest, code: string): void {
  errorCodes.set(request, code);
}

/**
 * Every answer carries its request id (x-request-id), and code the request runs knows it (request-context: jobs sent
 * while serving it are stamped with it). Each finished request is measured by its route pattern, never its URL, so
 * ids in paths do not make a new series each.
 */
export function registerRequestObservability(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runInRequest(request.id, done);
  });
  // The body is read between onRequest and preValidation, in the socket's callbacks: enter the request again.
  app.addHook('preValidation', (request, _reply, done) => {
    runInRequest(request.id, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    // Paths nothing matched (404s, the client's pages drawn by the not-found handler) share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status >= 400) {
      const code = errorCodes.get(request) ?? CODE_FOR_STATUS[status] ?? String(status);
      metrics.httpErrors.inc({ route, code });
    }
  });
}
