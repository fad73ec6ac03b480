import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  profileResponseSchema,
  updateProfileRequestSchema,
} from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireViewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { ProfileService } from './profile.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
const tags = ['profile'];

/** /api/profile: the signed-in user's own profile (spec §3) and avatar. */
export function profileRoutes(deps: { profiles: ProfileService }): FastifyPluginAsyncZod {
  const { profiles } = deps;
  return async (app) => {
    // One file part, 5 MB; anything larger is 413 before it is read into memory.
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    app.addHook('onRequest', requireAuth);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/profile',
      { schema: { tags, summary: 'My profile', response: { 200: profileResponseSchema, ...errors } } },
      async (request) => {
        const viewer = await requireViewer(request);
        return { profile: await profiles.get(viewer.userId, viewer.email) };
      },
    );

    app.patch(
      '/profile',
      {
        schema: {
          tags,
          summary: 'Edits my profile (username unique, case-insensitively: 409 when taken)',
          body: updateProfileRequestSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return { profile: await profiles.update(viewer.userId, viewer.email, request.body) };
      },
    );

    app.post(
      '/profile/avatar',
      {
        schema: {
          tags,
          summary:
            'Uploads an avatar (multipart field "file"; JPEG, PNG or WebP up to 5 MB; stored as 256x256 WebP)',
          consumes: ['multipart/form-data'],
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        if (!request.isMultipart()) {
          throw new AppError('unsupported_media_type', 'Send the image as multipart/form-data.');
        }
        const file = await request.file();
        if (!file) throw new AppError('bad_request', 'Add an image file.');
        const data = await file.toBuffer();
        return {
          profile: await profiles.setAvatar(viewer.userId, viewer.email, { filename: file.filename, data }),
        };
      },
    );

    app.delete(
      '/profile/avatar',
      { schema: { tags, summary: 'Removes my avatar', response: { 200: profileResponseSchema, ...errors } } },
      async (request) => {
        const viewer = await requireViewer(request);
        return { profile: await profiles.deleteAvatar(viewer.userId, viewer.email) };
      },
    );
  };
}
