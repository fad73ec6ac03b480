import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/**
 * Answers a request before Fastify sees it, when it can: true when it has answered, false to hand the request to
 * Fastify untouched. For the few answers that are all in memory and need none of the app's pipeline (the media
 * route's cached files, D71); anything it is not sure of goes to Fastify.
 */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Fastify's own defaults for the HTTP server it makes (fastify/lib/server.js), which a server factory must apply. */
interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** The app's HTTP server: the fast lane first, then Fastify, with the server options Fastify would have set. */
export function serverWithFastLane(fastLane: FastLane): FastifyServerFactory {
  return (handler, opts) => {
    const options = opts as ServerOptions;
    const server = http.createServer((request, response) => {
      if (!fastLane(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
