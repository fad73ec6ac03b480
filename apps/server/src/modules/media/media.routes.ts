import path from 'node:path';
import { filterMasterPlaylist } from '@mzansi/media/playlist-filter';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { DEVICE_COOKIE } from '../playback/device-cookie';
import { bindingTag, verifyMediaToken } from './media-token';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
};

/** Every file a token may open inside a video's directory; anything else is 404 whatever the token. */
const VIDEO_FILE =
  /^(?:master\.m3u8|(\d{3,4})p\/(?:index\.m3u8|init\.mp4|seg_\d{5}\.m4s)|poster\.jpg|storyboard\.(?:jpg|vtt)|captions\/[a-z]{2,3}\.vtt)$/;
const ARTWORK_FILE = /^(?:titles|avatars)\/[0-9a-f-]{36}\/[a-z0-9-]{1,80}\.(?:webp|jpg|png)$/;

function sendStored(reply: FastifyReply, storageRoot: string, key: string, cacheControl: string) {
  const type = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
  return reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .sendFile(key, storageRoot, { contentType: false, cacheControl: false });
}

/** Artwork (public) and tokenised HLS delivery. */
export function mediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Artwork file names carry a content hash: safe to cache for a year.
    app.get('/artwork/*', { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      if (!ARTWORK_FILE.test(rest)) throw new AppError('not_found');
      return sendStored(
        reply,
        ctx.config.storageDir,
        `artwork/${rest}`,
        'public, max-age=31536000, immutable',
      );
    });

    app.get(
      '/v/:token/:videoId/*',
      {
        schema: {
          hide: true,
          params: z.object({
            token: z.string().max(128),
            videoId: z.string().uuid(),
            '*': z.string().max(200),
          }),
        },
      },
      async (request, reply) => {
        const { token, videoId } = request.params;
        const file = request.params['*'];
        const match = VIDEO_FILE.exec(file);
        if (!match) throw new AppError('not_found');
        const check = verifyMediaToken(
          ctx.config.mediaTokenSecret,
          token,
          videoId,
          Math.floor(ctx.clock.now().getTime() / 1000),
          bindingTag(request.cookies[DEVICE_COOKIE]),
        );
        if (!check.ok) {
          request.log.info({ videoId, reason: check.reason }, 'media token refused');
          throw new AppError(
            'forbidden',
            'This video link is not valid for you. Reload the player to get a new one.',
          );
        }
        const rungHeight = match[1] ? Number(match[1]) : undefined;
        if (rungHeight !== undefined && rungHeight > check.grant.maxHeight) {
          throw new AppError('subscription_required');
        }
        const key = `videos/${videoId}/${file}`;
        if (file === 'master.m3u8') {
          let master: Buffer;
          try {
            master = await ctx.storage.read(key);
          } catch {
            throw new AppError('not_found');
          }
          return reply
            .header('content-type', CONTENT_TYPES['.m3u8'])
            .header('cache-control', 'private, no-store')
            .send(filterMasterPlaylist(master.toString('utf8'), check.grant.maxHeight));
        }
        // Segments never change once written; playlists of a finished VOD do not either.
        return sendStored(reply, ctx.config.storageDir, key, 'private, max-age=86400, immutable');
      },
    );
  };
}
