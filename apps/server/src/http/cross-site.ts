import { SAFE_METHODS } from '@mzansi/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointOf } from './endpoint';
import { AppError } from './errors';
import { localised } from '../i18n/translate';

export const CROSS_SITE_MESSAGE = localised('errors:http.crossSite');

/**
 * Whether a state-changing request comes from a page of this site. Browsers say so in Sec-Fetch-Site (every
 * current one); older ones send Origin on such requests. A request with neither is not from a browser page
 * (curl, a server, an app with a bearer token): a forged page cannot make the browser drop both.
 *
 * `same-site` is refused too: another port or subdomain of our host is another site to us, and SameSite cookies
 * would let it through.
 */
export function isSameOriginRequest(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return allowedOrigins.has(origin) || origin === `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE, whatever the body or its type) from other sites with
 * 403, before anything is read or done. Only endpoints the map marks `crossSite` (gateways' signed notifications)
 * take them.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string): void {
  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const endpoint = endpointOf(request);
    if (endpoint && 'crossSite' in endpoint && endpoint.crossSite) return;
    if (!isSameOriginRequest(request, allowedOrigins)) {
      request.log.info(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      throw new AppError('forbidden', CROSS_SITE_MESSAGE);
    }
  });
}
