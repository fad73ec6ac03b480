import { MESSAGES } from '@mzansi/contracts/messages';
import {
  heartbeatRequestSchema,
  heartbeatResponseSchema,
  playbackGrantSchema,
  signedUrlRequestSchema,
  signedUrlResponseSchema,
  streamSessionsResponseSchema,
} from '@mzansi/contracts/playback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getViewer, requireAuth, requireViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { AppError } from '../../http/errors';
import { deviceLabel } from '../auth/device-label';
import { DEVICE_COOKIE, ensureDeviceId } from './device-cookie';
import { createPlaybackService, type PlaybackDevice } from './playback.service';

const tags = ['playback'];

/** Spec §8: a signed-URL call without a signed-in user answers 401 "Please log in to watch videos." */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!(await getViewer(request))) throw new AppError('unauthenticated', MESSAGES.signedUrl401);
}

/** POST-only endpoints answer other methods with 405 (spec §8 has a message for it) and an Allow header. */
function postOnly(app: FastifyInstance, url: string, message?: string): void {
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url,
    schema: { hide: true },
    handler: async () => {
      throw new AppError('method_not_allowed', message).withHeader('allow', 'POST');
    },
  });
}

export function playbackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const playback = createPlaybackService(ctx);
  const secureCookie = ctx.config.isProduction;
  const deviceOf = (request: FastifyRequest, id: string | null): PlaybackDevice => ({
    id,
    label: deviceLabel(request.headers['user-agent']),
    ip: request.ip || null,
  });

  return async (app) => {
    app.post(
      '/signed-video-url-public',
      {
        schema: {
          tags,
          summary: 'A short-lived playback URL for a trailer (anyone; SD, HD for Premium)',
          body: signedUrlRequestSchema,
          response: { 200: signedUrlResponseSchema },
        },
      },
      async (request, reply) => {
        const deviceId = ensureDeviceId(request, reply, secureCookie);
        cachePrivately(reply);
        const viewer = await getViewer(request);
        return playback.signPublic(request.body, viewer, deviceOf(request, deviceId));
      },
    );
    postOnly(app, '/signed-video-url-public', MESSAGES.signedUrl405);

    app.post(
      '/signed-video-url',
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          summary:
            'A playback URL for any video the viewer is entitled to, with a stream lease for main videos',
          description:
            '401 signed out, 403 subscription_required, 404 unknown or unavailable, 409 too_many_streams ' +
            '(details: the plan limit and the streams holding it).',
          body: signedUrlRequestSchema,
          response: { 200: playbackGrantSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const deviceId = ensureDeviceId(request, reply, secureCookie);
        cachePrivately(reply);
        return playback.grant(request.body, viewer, deviceOf(request, deviceId));
      },
    );
    postOnly(app, '/signed-video-url', MESSAGES.signedUrl405);

    app.get(
      '/stream-sessions',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'My streams playing now and my plan’s limit',
          response: { 200: streamSessionsResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        cachePrivately(reply);
        return playback.listStreams(viewer, request.cookies[DEVICE_COOKIE] ?? null);
      },
    );

    app.post(
      '/stream-sessions/heartbeat',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'Renew a stream lease (every ~30 s); 410 stream_ended when it was stopped or taken over',
          body: heartbeatRequestSchema,
          response: { 200: heartbeatResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        cachePrivately(reply);
        return playback.heartbeat(viewer, request.body);
      },
    );
    postOnly(app, '/stream-sessions/heartbeat');

    app.delete(
      '/stream-sessions/:id',
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: 'End one of my streams (leaving the player, or freeing a slot for another device)',
          params: z.object({ id: z.string().uuid() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        await playback.endStream(viewer, request.params.id);
        return cachePrivately(reply).status(204).send(null);
      },
    );
  };
}
