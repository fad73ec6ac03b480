import { signedUrlRequestSchema, signedUrlResponseSchema } from '@mzansi/contracts/playback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ensureDeviceId } from './device-cookie';
import { createPlaybackService } from './playback.service';

export function playbackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const playback = createPlaybackService(ctx);
  return async (app) => {
    app.post(
      '/signed-video-url-public',
      {
        schema: {
          tags: ['playback'],
          summary: 'A short-lived playback URL for a trailer (anyone, SD)',
          body: signedUrlRequestSchema,
          response: { 200: signedUrlResponseSchema },
        },
      },
      async (request, reply) => {
        const deviceId = ensureDeviceId(request, reply, ctx.config.isProduction);
        reply.header('cache-control', 'no-store');
        return playback.signPublic(request.body.videoId, request.body.expiresIn, deviceId);
      },
    );
  };
}
