import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { cacheCatalogueAnswer, cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { requestLanguageOf } from '../../http/request-language';
import { DEVICE_COOKIE, ensureDeviceId } from '../playback/device-cookie';
import { limitOf } from '../viewer-profiles/maturity';
import type { DownloadsService } from './downloads.service';

/**
 * Offline downloads (issue 17, D75): the device's licences, issuing one, the app's checks, deleting one; and what a
 * video costs in data. Issuing and checking are limited per user and per IP address (each one measures files,
 * signs or writes licences).
 */
export function downloadsRoutes(deps: {
  downloads: DownloadsService;
  rateLimiter: RateLimiter;
  secureCookie: boolean;
}): FastifyPluginAsync {
  const { downloads, rateLimiter, secureCookie } = deps;
  const limited = (ip: 'downloads_ip', user: 'downloads_user') => async (request: FastifyRequest) => {
    await rateLimiter.consume(ip, request.ip);
    await rateLimiter.consume(user, request.viewer!.userId);
  };
  const limitWrites = limited('downloads_ip', 'downloads_user');
  const deviceOf = (request: FastifyRequest) => ({ id: request.cookies[DEVICE_COOKIE] ?? null });

  return async (app) => {
    route(app, 'videoSizes', async (request, reply) => {
      // The same for every visitor; a signed-in viewer's answer follows their profile's maturity limit.
      const viewer = await getViewer(request);
      cacheCatalogueAnswer(reply, viewer !== null, 300);
      return downloads.sizes(request.params.videoId, limitOf(viewer));
    });

    route(app, 'downloads', async (request, reply) => {
      cachePrivately(reply);
      return downloads.list(request.viewer, deviceOf(request), requestLanguageOf(request).language);
    });

    route(
      app,
      'createDownload',
      async (request, reply) => {
        const deviceId = ensureDeviceId(request, reply, secureCookie);
        const { created, answer } = await downloads.create(
          request.viewer,
          { id: deviceId },
          request.body,
          requestLanguageOf(request).language,
        );
        return cachePrivately(reply)
          .status(created ? 201 : 200)
          .send(answer);
      },
      { preValidation: limitWrites },
    );

    route(
      app,
      'checkDownloads',
      async (request, reply) => {
        cachePrivately(reply);
        return downloads.check(request.viewer, deviceOf(request), request.body);
      },
      { preValidation: limitWrites },
    );

    route(app, 'deleteDownload', async (request, reply) => {
      await downloads.remove(request.viewer, request.params.id);
      return cachePrivately(reply).status(204).send(null);
    });
  };
}
