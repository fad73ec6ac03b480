import fs from 'node:fs/promises';
import { isAdmin } from '@mzansi/contracts/roles';
import { UPLOAD_EXTENSIONS, uploadMetadataSchema } from '@mzansi/contracts/studio';
import { fileExtension } from '@mzansi/media/source-check';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { assertSafeText } from '../../http/safe-input';
import type { StudioService } from '../studio/studio.service';
import type { IngestResult, IngestService } from '../transcode/ingest.service';
import { videoKeys } from '../transcode/transcode-files';
import { localised } from '../../i18n/translate';

/** Metadata key the server adds to a tus upload: who started it (clients cannot set it). */
export const OWNER_KEY = 'owner';

export const UPLOAD_MESSAGES = {
  wrongExtension: localised('errors:uploads.wrongExtension'),
  notVideoType: (type: string) => localised('errors:uploads.notVideoType', { type }),
  empty: localised('errors:uploads.empty'),
  lengthRequired: localised('errors:uploads.lengthRequired'),
  tooLarge: (maxBytes: number) => localised('errors:uploads.tooLarge', { size: formatDataSize(maxBytes) }),
  notYours: localised('errors:uploads.notYours'),
} as const;

export function formatDataSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Metadata stored with a tus upload (all strings, as tus keeps them). */
export type StoredUploadMetadata = Record<string, string>;

export interface FinishedUpload {
  id: string;
  /**
   * Where the tus store left the bytes: a local file (the file store, STORAGE_DRIVER=local) or an object of the
   * storage (the S3 store: the completed multipart upload under `uploads/`).
   */
  bytes: { file: string } | { key: string };
  metadata: StoredUploadMetadata;
}

/** The rules around tus uploads: who may start one, what is accepted, and what happens when one completes. */
export function createUploadsService(
  ctx: AppContext,
  deps: { studio: StudioService; ingest: IngestService },
) {
  const { ingest } = deps;

  return {
    /**
     * Checks a new upload (size, file name, type, the title it should be attached to) and returns the metadata to
     * store with it. Throws AppError with the reason.
     */
    async prepare(
      viewer: Viewer,
      upload: { size: number | undefined; metadata: Record<string, string | null> | undefined },
    ): Promise<StoredUploadMetadata> {
      if (upload.size === undefined) throw new AppError('bad_request', UPLOAD_MESSAGES.lengthRequired);
      if (upload.size === 0) throw new AppError('bad_request', UPLOAD_MESSAGES.empty);
      if (upload.size > ctx.config.uploads.maxBytes) {
        throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge(ctx.config.uploads.maxBytes));
      }
      const raw = Object.fromEntries(
        Object.entries(upload.metadata ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
      );
      // Upload-Metadata values are base64: what they decode to was never seen by the input guard.
      assertSafeText(raw, 'metadata');
      const parsed = uploadMetadataSchema.safeParse(raw);
      if (!parsed.success) {
        throw new AppError(
          'validation_failed',
          localised('errors:uploads.metadataInvalid'),
          parsed.error.issues.map((issue) => ({
            field: `metadata.${issue.path.join('.')}`,
            message: issue.message,
          })),
        );
      }
      const metadata = parsed.data;
      const extension = fileExtension(metadata.filename);
      if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
        throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.wrongExtension);
      }
      // Browsers leave the type empty for some containers (.mkv); when they give one it must be a video's.
      const type = metadata.filetype.toLowerCase();
      if (type && !type.startsWith('video/') && type !== 'application/octet-stream') {
        throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notVideoType(metadata.filetype));
      }
      const stored: StoredUploadMetadata = {
        filename: metadata.filename,
        filetype: metadata.filetype,
        [OWNER_KEY]: viewer.userId,
      };
      if (metadata.purpose === 'ad') {
        // An ad creative (issue 18): admins only, attached to no title, transcoded to the ad ladder.
        if (!isAdmin(viewer.roles)) throw new AppError('forbidden', localised('errors:uploads.adAdminOnly'));
        if (metadata.titleId || metadata.episodeId) {
          throw new AppError('bad_request', localised('errors:uploads.adWithTitle'));
        }
        stored.purpose = 'ad';
        return stored;
      }
      if (metadata.titleId) {
        const target = await deps.studio.checkTarget(
          viewer,
          { titleId: metadata.titleId, kind: metadata.kind ?? 'main', episodeId: metadata.episodeId ?? null },
          null,
        );
        stored.titleId = target.titleId;
        stored.kind = target.kind;
        if (target.episodeId) stored.episodeId = target.episodeId;
      }
      return stored;
    },

    /** Whether the viewer may resume, inspect or cancel an upload (its owner, or an admin). */
    mayAccess(viewer: Viewer, metadata: StoredUploadMetadata | undefined): boolean {
      return metadata?.[OWNER_KEY] === viewer.userId || viewer.roles.includes('admin');
    },

    /**
     * A completed upload: the file moves out of the tus store into sources/, the video row is written (status
     * uploaded, attached when asked and still possible), then probed and queued, or failed with the reason.
     */
    async finish(upload: FinishedUpload): Promise<IngestResult & { videoId: string }> {
      const metadata = upload.metadata;
      const extension = fileExtension(metadata.filename ?? '');
      const sourceKey = videoKeys.source(upload.id, extension);
      const owner = metadata[OWNER_KEY];
      if (!owner) throw new Error(`Upload ${upload.id} has no owner`);
      // A rename on disk; a server-side copy inside the bucket.
      const { bytes } = upload;
      if ('key' in bytes) await ctx.storage.move(bytes.key, sourceKey);
      else await ctx.storage.putFile(sourceKey, bytes.file, { move: true });
      try {
        await deps.studio.recordUpload({
          videoId: upload.id,
          ownerId: owner,
          sourceKey,
          originalFilename: metadata.filename ?? `upload.${extension}`,
          purpose: metadata.purpose === 'ad' ? 'ad' : 'programme',
          target:
            metadata.titleId && metadata.purpose !== 'ad'
              ? {
                  titleId: metadata.titleId,
                  kind: metadata.kind === 'trailer' ? 'trailer' : 'main',
                  episodeId: metadata.episodeId ?? null,
                }
              : null,
        });
      } catch (error) {
        // Put the bytes back: the client's retry of the last PATCH finds the upload complete and finishes it.
        const restored =
          'key' in bytes
            ? ctx.storage.move(sourceKey, bytes.key)
            : ctx.storage
                .withLocalFile(sourceKey, (stored) => fs.rename(stored, bytes.file))
                .then(() => ctx.storage.delete(sourceKey));
        await restored.catch(() => {});
        throw error;
      }
      return { ...(await ingest.accept(upload.id)), videoId: upload.id };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
