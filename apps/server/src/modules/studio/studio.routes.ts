import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  AUDIO_TRACK_MAX_BYTES,
  CAPTION_MAX_BYTES,
  audioTrackFieldsSchema,
  captionFieldsSchema,
} from '@mzansi/contracts/studio';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { fileBytes, readMultipart } from '../../http/multipart';
import { assertSafeText } from '../../http/safe-input';
import type { StudioService } from './studio.service';
import { localised } from '../../i18n/translate';

const CAPTIONS_TOO_LARGE = localised('errors:studio.captionsTooLarge', {
  megabytes: String(CAPTION_MAX_BYTES / (1024 * 1024)),
});

const AUDIO_TOO_LARGE = localised('errors:studio.audioTooLarge', {
  megabytes: String(AUDIO_TRACK_MAX_BYTES / (1024 * 1024)),
});

/**
 * /api/studio: creators manage their own uploads and titles, admins everyone's (upload_content permission;
 * moderators and viewers 403, visitors 401). Uploads themselves go through tus at /api/uploads.
 */
export function studioRoutes(deps: { studio: StudioService }): FastifyPluginAsync {
  const { studio } = deps;
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: CAPTION_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(app, 'studioVideos', async (request) => ({ items: await studio.listVideos(request.viewer) }));

    route(app, 'studioVideo', async (request) => studio.getVideo(request.viewer, request.params.id));

    route(app, 'attachStudioVideo', async (request) =>
      studio.attach(request.viewer, request.params.id, request.body),
    );

    route(app, 'deleteStudioVideo', async (request, reply) => {
      await studio.deleteVideo(request.viewer, request.params.id);
      return reply.status(204).send(null);
    });

    route(app, 'addCaptions', async (request) => {
      const { viewer } = request;
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', localised('errors:studio.captionsNotMultipart'));
      }
      const fields: Record<string, string> = {};
      let file: Buffer | null = null;
      await readMultipart(async () => {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              throw new AppError('bad_request', localised('errors:studio.oneCaptionsFile'));
            }
            file = await fileBytes(part, CAPTIONS_TOO_LARGE);
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      });
      if (!file) throw new AppError('bad_request', localised('errors:studio.captionsMissing'));
      assertSafeText(fields, 'body');
      const parsed = captionFieldsSchema.safeParse({ lang: fields.lang, label: fields.label || undefined });
      if (!parsed.success) {
        throw new AppError('validation_failed', undefined, [
          ...parsed.error.issues.map((issue) => ({
            field: `body.${issue.path.join('.')}`,
            message: issue.message,
          })),
        ]);
      }
      return studio.addCaption(viewer, request.params.id, parsed.data, file);
    });

    route(app, 'removeCaptions', async (request) =>
      studio.removeCaption(request.viewer, request.params.id, request.params.lang),
    );

    route(app, 'addAudioTrack', async (request) => {
      const { viewer } = request;
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', localised('errors:studio.audioNotMultipart'));
      }
      const fields: Record<string, string> = {};
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-audio-'));
      const upload = path.join(dir, randomUUID());
      try {
        let received = false;
        await readMultipart(async () => {
          for await (const part of request.parts({
            limits: { fileSize: AUDIO_TRACK_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
          })) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file' || received) {
                await part.toBuffer().catch(() => undefined);
                throw new AppError('bad_request', localised('errors:studio.oneAudioFile'));
              }
              await pipeline(part.file, createWriteStream(upload));
              if (part.file.truncated) throw new AppError('payload_too_large', AUDIO_TOO_LARGE);
              received = true;
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        });
        if (!received) throw new AppError('bad_request', localised('errors:studio.audioMissing'));
        assertSafeText(fields, 'body');
        const parsed = audioTrackFieldsSchema.safeParse({
          lang: fields.lang,
          label: fields.label || undefined,
        });
        if (!parsed.success) {
          throw new AppError('validation_failed', undefined, [
            ...parsed.error.issues.map((issue) => ({
              field: `body.${issue.path.join('.')}`,
              message: issue.message,
            })),
          ]);
        }
        return await studio.addAudioTrack(viewer, request.params.id, parsed.data, upload);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    });

    route(app, 'removeAudioTrack', async (request) =>
      studio.removeAudioTrack(request.viewer, request.params.id, request.params.lang),
    );

    route(app, 'studioTitles', async (request) => ({ items: await studio.listTitles(request.viewer) }));

    route(app, 'createTitle', async (request, reply) => {
      const title = await studio.createTitle(request.viewer, request.body);
      return reply.status(201).send(title);
    });

    route(app, 'addEpisode', async (request, reply) => {
      const title = await studio.addEpisode(request.viewer, request.params.id, request.body);
      return reply.status(201).send(title);
    });

    route(app, 'setTitleStatus', async (request) =>
      studio.setTitleStatus(request.viewer, request.params.id, request.body),
    );
  };
}
