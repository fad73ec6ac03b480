import multipart from '@fastify/multipart';
import { LANGUAGE_CODES } from '@mzansi/contracts/catalogue';
import { errorBodySchema } from '@mzansi/contracts/errors';
import {
  attachVideoRequestSchema,
  CAPTION_MAX_BYTES,
  captionFieldsSchema,
  createEpisodeRequestSchema,
  createTitleRequestSchema,
  studioTitleSchema,
  studioTitlesResponseSchema,
  studioVideoSchema,
  studioVideosResponseSchema,
  updateTitleStatusRequestSchema,
} from '@mzansi/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission, requireViewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { createStudioService } from './studio.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['studio'];
const videoParams = z.object({ id: z.string().uuid() });
const titleParams = z.object({ id: z.string().uuid() });

/**
 * /api/studio: creators manage their own uploads and titles, admins everyone's (upload_content permission;
 * moderators and viewers 403, visitors 401). Uploads themselves go through tus at /api/uploads.
 */
export function studioRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const studio = createStudioService(ctx);
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: CAPTION_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    app.addHook('onRequest', requirePermission('upload_content'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/studio/videos',
      {
        schema: {
          tags,
          summary: 'My uploads, newest first (admins: every upload)',
          response: { 200: studioVideosResponseSchema, ...errors },
        },
      },
      async (request) => ({ items: await studio.listVideos(await requireViewer(request)) }),
    );

    app.get(
      '/studio/videos/:id',
      {
        schema: {
          tags,
          summary: 'One upload: status, transcoding progress (poll it), failure reason, renditions, captions',
          params: videoParams,
          response: { 200: studioVideoSchema, ...errors },
        },
      },
      async (request) => studio.getVideo(await requireViewer(request), request.params.id),
    );

    app.patch(
      '/studio/videos/:id',
      {
        schema: {
          tags,
          summary: "Attaches an upload to one of my titles as its trailer, main video or an episode's video",
          params: videoParams,
          body: attachVideoRequestSchema,
          response: { 200: studioVideoSchema, ...errors },
        },
      },
      async (request) => studio.attach(await requireViewer(request), request.params.id, request.body),
    );

    app.delete(
      '/studio/videos/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a failed upload or one not attached to a title, with its files',
          params: videoParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await studio.deleteVideo(await requireViewer(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/studio/videos/:id/captions',
      {
        schema: {
          tags,
          summary:
            'Adds or replaces the WebVTT captions of one language (multipart: file, lang, optional label; 2 MB)',
          consumes: ['multipart/form-data'],
          params: videoParams,
          response: { 200: studioVideoSchema, 413: errorBodySchema, 415: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        if (!request.isMultipart()) {
          throw new AppError('unsupported_media_type', 'Send the captions as multipart/form-data.');
        }
        const fields: Record<string, string> = {};
        let file: Buffer | null = null;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              throw new AppError('bad_request', 'Send one captions file in the field "file".');
            }
            file = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
        if (!file) throw new AppError('bad_request', 'Add a WebVTT captions file (.vtt).');
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
      },
    );

    app.delete(
      '/studio/videos/:id/captions/:lang',
      {
        schema: {
          tags,
          summary: 'Removes the captions of one language',
          params: videoParams.extend({ lang: z.enum(LANGUAGE_CODES) }),
          response: { 200: studioVideoSchema, ...errors },
        },
      },
      async (request) =>
        studio.removeCaption(await requireViewer(request), request.params.id, request.params.lang),
    );

    app.get(
      '/studio/titles',
      {
        schema: {
          tags,
          summary: 'My titles with their episodes and videos, newest first (admins: every title)',
          response: { 200: studioTitlesResponseSchema, ...errors },
        },
      },
      async (request) => ({ items: await studio.listTitles(await requireViewer(request)) }),
    );

    app.post(
      '/studio/titles',
      {
        schema: {
          tags,
          summary: 'Creates a draft title that I own',
          body: createTitleRequestSchema,
          response: { 201: studioTitleSchema, ...errors },
        },
      },
      async (request, reply) => {
        const title = await studio.createTitle(await requireViewer(request), request.body);
        return reply.status(201).send(title);
      },
    );

    app.post(
      '/studio/titles/:id/episodes',
      {
        schema: {
          tags,
          summary: 'Adds an episode to one of my series (its season is created when new)',
          params: titleParams,
          body: createEpisodeRequestSchema,
          response: { 201: studioTitleSchema, ...errors },
        },
      },
      async (request, reply) => {
        const title = await studio.addEpisode(await requireViewer(request), request.params.id, request.body);
        return reply.status(201).send(title);
      },
    );

    app.patch(
      '/studio/titles/:id',
      {
        schema: {
          tags,
          summary:
            'Publishes (needs a ready main video, or for a series an episode with one), unpublishes or archives',
          params: titleParams,
          body: updateTitleStatusRequestSchema,
          response: { 200: studioTitleSchema, ...errors },
        },
      },
      async (request) => studio.setTitleStatus(await requireViewer(request), request.params.id, request.body),
    );
  };
}
