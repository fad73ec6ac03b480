import multipart from '@fastify/multipart';
import { ARTWORK_MAX_BYTES } from '@mzansi/contracts/studio-editing';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Viewer } from '../../http/authenticate';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { fileBytes, readMultipart } from '../../http/multipart';
import { localised } from '../../i18n/translate';
import type { StudioEditingService } from './studio-editing.service';

const ARTWORK_TOO_LARGE = localised('errors:studio.artworkTooLarge', {
  megabytes: String(ARTWORK_MAX_BYTES / (1024 * 1024)),
});

/**
 * Studio editing (issue 19): title details, artwork uploads, people, stats (creators: their own titles; admins:
 * everyone's), and the moderators' queue of titles submitted for publication.
 */
export function studioEditingRoutes(deps: { studioEditing: StudioEditingService }): FastifyPluginAsync {
  const { studioEditing } = deps;
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: ARTWORK_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const actor = (request: FastifyRequest & { viewer: Viewer }) => ({
      viewer: request.viewer,
      ip: request.ip || null,
    });

    route(app, 'studioTitleDetails', async (request) =>
      studioEditing.details(request.viewer, request.params.id),
    );

    route(app, 'updateStudioTitleDetails', async (request) =>
      studioEditing.updateDetails(actor(request), request.params.id, request.body),
    );

    route(app, 'uploadTitleArtwork', async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', localised('errors:studio.artworkNotMultipart'));
      }
      let file: Buffer | null = null;
      await readMultipart(async () => {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || file) {
            await part.toBuffer().catch(() => undefined);
            throw new AppError('bad_request', localised('errors:studio.oneArtworkFile'));
          }
          // The parser throws its own English 413 when the limit is met while reading: say it in the viewer's words.
          file = await fileBytes(part, ARTWORK_TOO_LARGE).catch((error: unknown) => {
            if ((error as { statusCode?: unknown }).statusCode === 413) {
              throw new AppError('payload_too_large', ARTWORK_TOO_LARGE);
            }
            throw error;
          });
        }
      });
      if (!file) throw new AppError('bad_request', localised('errors:studio.artworkMissing'));
      return studioEditing.uploadArtwork(actor(request), request.params.id, request.params.kind, file);
    });

    route(app, 'studioOptions', async (request) => studioEditing.options(request.viewer));

    route(app, 'studioPeople', async (request) => studioEditing.searchPeople(request.query.q));

    route(app, 'studioStats', async (request) => studioEditing.stats(request.viewer));

    route(app, 'moderationTitles', async () => studioEditing.submissions());

    route(app, 'approveTitle', async (request, reply) => {
      await studioEditing.approve(actor(request), request.params.id);
      return reply.status(204).send(null);
    });

    route(app, 'rejectTitle', async (request, reply) => {
      await studioEditing.reject(actor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    });
  };
}
