import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@mzansi/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { fileBytes, readMultipart } from '../../http/multipart';
import type { RateLimiter } from '../../http/rate-limit';
import type { ProfileService } from './profile.service';
import { localised } from '../../i18n/translate';

const AVATAR_TOO_LARGE = localised('errors:profile.imageTooLarge', {
  megabytes: String(AVATAR_MAX_BYTES / (1024 * 1024)),
});

/** /api/profile: the signed-in user's own profile (spec §3) and avatar. */
export function profileRoutes(deps: {
  profiles: ProfileService;
  rateLimiter: RateLimiter;
}): FastifyPluginAsync {
  const { profiles, rateLimiter } = deps;
  return async (app) => {
    // One file part, 5 MB; anything larger is 413 before it is read into memory.
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(app, 'profile', async (request) => {
      const { userId, email } = request.viewer;
      return { profile: await profiles.get(userId, email) };
    });

    route(app, 'updateProfile', async (request) => {
      const { userId, email } = request.viewer;
      return { profile: await profiles.update(userId, email, request.body) };
    });

    route(app, 'uploadAvatar', async (request) => {
      const { userId, email } = request.viewer;
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', localised('errors:profile.imageNotMultipart'));
      }
      const upload = await readMultipart(async () => {
        const file = await request.file();
        return file ? { filename: file.filename, data: await fileBytes(file, AVATAR_TOO_LARGE) } : null;
      });
      if (!upload) throw new AppError('bad_request', localised('errors:profile.imageMissing'));
      // Each upload is decoded and re-encoded by sharp: cheap to send, not to handle.
      await rateLimiter.consume('avatar_user', userId);
      return { profile: await profiles.setAvatar(userId, email, upload) };
    });

    route(app, 'deleteAvatar', async (request) => {
      const { userId, email } = request.viewer;
      return { profile: await profiles.deleteAvatar(userId, email) };
    });
  };
}
