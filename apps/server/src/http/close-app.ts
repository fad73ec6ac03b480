import type { FastifyInstance } from 'fastify';

/**
 * Closes the app (its port, event streams and requests under way). Connections still busy after `limitMs` (a
 * client that stopped reading a response, a request that never ends) are cut, so closing always ends. Resolves true
 * when it had to cut.
 */
export async function closeWithin(app: FastifyInstance, limitMs: number): Promise<boolean> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn(
      `requests still running ${limitMs / 1000} s after shutdown began: their connections are closed`,
    );
    app.server.closeAllConnections();
  }, limitMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return cut;
}
