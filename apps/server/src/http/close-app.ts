import type { FastifyInstance } from 'fastify';

/**
 * Closes the app (its port, event streams and requests under way). Connections still busy after `limitMs` (a
 * client that stopped reading a response, a request that never ends) are cut, so closing always ends. Resolves
 * with the number of connections cut.
 */
export async function closeWithin(app: FastifyInstance, limitMs: number): Promise<number> {
  let cut = 0;
  const timer = setTimeout(() => {
    app.server.getConnections((_error, count) => {
      cut = count;
      app.log.warn(
        `requests still running ${limitMs / 1000} s after shutdown began: their ${count} connections are closed`,
      );
      app.server.closeAllConnections();
    });
  }, limitMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return cut;
}
