import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { RateLimiter } from '../../http/rate-limit';
import { deviceClass, deviceLabel } from '../auth/device-label';
import { DEVICE_COOKIE, ensureDeviceId } from './device-cookie';
import type { PlaybackDevice, PlaybackService } from './playback.service';

/**
 * Signed playback URLs, stream leases and heartbeats. Minting URLs and heartbeats are limited per user and per IP
 * address: cheap to ask for, each one signs, writes or checks a lease.
 */
export function playbackRoutes(deps: {
  playback: PlaybackService;
  rateLimiter: RateLimiter;
  secureCookie: boolean;
}): FastifyPluginAsync {
  const { playback, rateLimiter, secureCookie } = deps;
  const limitSignedUrls = async (request: FastifyRequest) => {
    await rateLimiter.consume('signed_url_ip', request.ip);
    const viewer = request.viewer ?? (await getViewer(request));
    if (viewer) await rateLimiter.consume('signed_url_user', viewer.userId);
  };
  const limitHeartbeats = async (request: FastifyRequest) => {
    await rateLimiter.consume('heartbeat_ip', request.ip);
    await rateLimiter.consume('heartbeat_user', request.viewer!.userId);
  };
  const deviceOf = (request: FastifyRequest, id: string | null): PlaybackDevice => ({
    id,
    label: deviceLabel(request.headers['user-agent']),
    ip: request.ip || null,
    kind: deviceClass(request.headers['user-agent']),
  });

  return async (app) => {
    route(
      app,
      'signedVideoUrlPublic',
      async (request, reply) => {
        const deviceId = ensureDeviceId(request, reply, secureCookie);
        cachePrivately(reply);
        const viewer = await getViewer(request);
        return playback.signPublic(request.body, viewer, deviceOf(request, deviceId));
      },
      { preValidation: limitSignedUrls },
    );

    route(
      app,
      'signedVideoUrl',
      async (request, reply) => {
        const deviceId = ensureDeviceId(request, reply, secureCookie);
        cachePrivately(reply);
        return playback.grant(request.body, request.viewer, deviceOf(request, deviceId));
      },
      { preValidation: limitSignedUrls },
    );

    route(app, 'streamSessions', async (request, reply) => {
      cachePrivately(reply);
      return playback.listStreams(request.viewer, request.cookies[DEVICE_COOKIE] ?? null);
    });

    route(
      app,
      'streamHeartbeat',
      async (request, reply) => {
        cachePrivately(reply);
        return playback.heartbeat(request.viewer, request.body);
      },
      { preValidation: limitHeartbeats },
    );

    route(app, 'endStream', async (request, reply) => {
      await playback.endStream(request.viewer, request.params.id);
      return cachePrivately(reply).status(204).send(null);
    });
  };
}
