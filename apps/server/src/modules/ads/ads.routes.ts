import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { ensureDeviceId } from '../playback/device-cookie';
import type { AdsService } from './ads.service';

/** A 1x1 transparent GIF: what every tracking beacon gets back. */
export const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/**
 * Ads (issue 18, D79): the VAST answer and the tracking beacons (public, limited per IP address), and the admins'
 * campaigns and report.
 */
export function adsRoutes(deps: {
  ads: AdsService;
  rateLimiter: RateLimiter;
  secureCookie: boolean;
}): FastifyPluginAsync {
  const { ads, rateLimiter, secureCookie } = deps;
  const limitVast = async (request: FastifyRequest) => rateLimiter.consume('ad_vast_ip', request.ip);
  const limitEvents = async (request: FastifyRequest) => rateLimiter.consume('ad_event_ip', request.ip);

  return async (app) => {
    route(
      app,
      'adVast',
      async (request, reply) => {
        // Visitors get a device cookie (as playback gives them) so the frequency cap can count per device.
        const deviceId = ensureDeviceId(request, reply, secureCookie);
        const viewer = await getViewer(request);
        const xml = await ads.vast(request.query, { viewer, deviceId, clientIp: request.ip || null });
        return reply
          .header('cache-control', 'no-store')
          .header('vary', 'cookie, authorization')
          .type('application/xml; charset=utf-8')
          .send(xml);
      },
      { preValidation: limitVast },
    );

    route(
      app,
      'adEvent',
      async (request, reply) => {
        // A beacon never shows an error: an unknown serve or a repeat records nothing and gets the same GIF.
        await ads.recordEvent(request.params.serveId, request.params.event, request.query.code);
        return reply.header('cache-control', 'no-store').type('image/gif').send(TRANSPARENT_GIF);
      },
      { preValidation: limitEvents },
    );

    app.register(async (admin) => {
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });

      route(admin, 'adminAdCampaigns', async () => ads.listCampaigns());

      route(admin, 'createAdCampaign', async (request, reply) =>
        reply.status(201).send(await ads.createCampaign(request.viewer, request.body, request.ip || null)),
      );

      route(admin, 'adminAdCampaign', async (request) => ads.getCampaign(request.params.id));

      route(admin, 'updateAdCampaign', async (request) =>
        ads.updateCampaign(request.viewer, request.params.id, request.body, request.ip || null),
      );

      route(admin, 'deleteAdCampaign', async (request, reply) => {
        await ads.deleteCampaign(request.viewer, request.params.id, request.ip || null);
        return reply.status(204).send(null);
      });

      route(admin, 'adReport', async (request) => ads.report(request.query));
    });
  };
}
