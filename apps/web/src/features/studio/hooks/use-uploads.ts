import { endpoints } from '@mzansi/contracts/endpoints';
import { UPLOAD_CHUNK_BYTES, type UploadMetadata } from '@mzansi/contracts/studio';
import { Upload, type DetailedError } from 'tus-js-client';
import { create } from 'zustand';
import { apiUrl } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { uploadProblem } from '../api/upload-rules';
import { uploadUrlStorage } from '../api/upload-url-storage';

/**
 * Resumable uploads (tus 1.0) to /api/uploads. The tus objects live outside React, so an upload carries on while
 * the uploader moves around the app; this store is what the pages draw. Pause keeps the upload on the server;
 * Resume (or choosing the same file again, even after a reload) carries on from the server's offset.
 */
export type UploadStatus = 'uploading' | 'paused' | 'failed' | 'done';

export interface UploadItem {
  id: string;
  fileName: string;
  size: number;
  bytesSent: number;
  status: UploadStatus;
  /** why it failed, in words */
  error: string | null;
  /** a failure Resume can fix (connection, server trouble, an expired sign-in); false when the file was refused */
  retryable: boolean;
  /** carries on from an earlier attempt (same file chosen again, e.g. after a reload) */
  resumed: boolean;
  /** "Trailer of Umkhokha" when attached at upload time */
  attachLabel: string | null;
  /**
   * The server's video once the upload is complete (its id is the tus upload's): from then on the card shows that
   * video's state (checking, transcoding, ready, failed) from the same data as the video list.
   */
  videoId: string | null;
}

/** The video id of a tus upload address (`/api/uploads/<id>`): the server names the video after the upload. */
export function videoIdOf(uploadUrl: string | null | undefined): string | null {
  if (!uploadUrl) return null;
  const last = new URL(uploadUrl, 'http://upload.local').pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

export interface StartOptions {
  attach?: {
    titleId: NonNullable<UploadMetadata['titleId']>;
    kind: NonNullable<UploadMetadata['kind']>;
    episodeId?: string | null;
    /** "Trailer of Umkhokha", shown with the upload */
    label: string;
  };
  /** the upload finished: the server now checks the file and queues the transcoding */
  onDone?: () => void;
}

interface UploadsState {
  items: UploadItem[];
  /** starts (or resumes) an upload; returns the reason when the file is refused before sending anything */
  start: (file: File, options?: StartOptions) => Promise<string | null>;
  pause: (id: string) => void;
  resume: (id: string) => void;
  cancel: (id: string) => Promise<void>;
  dismiss: (id: string) => void;
}

export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

const uploads = new Map<string, Upload>();
let sequence = 0;

/** The server's reason when it gave one (`{ error: { message } }`), else a sentence for the status. */
export function uploadErrorMessage(error: unknown): string {
  const detailed = error as Partial<DetailedError> | null;
  const response = detailed?.originalResponse;
  const status = response?.getStatus?.() ?? 0;
  try {
    const body = JSON.parse(response?.getBody?.() ?? '') as { error?: { message?: unknown } };
    if (typeof body?.error?.message === 'string' && body.error.message) return body.error.message;
  } catch {
    // Not JSON: the status decides below.
  }
  if (status === 401) return translate('studio:uploadErrors.session');
  if (status === 403) return translate('studio:uploadErrors.forbidden');
  if (status === 413) return translate('studio:uploadErrors.tooLarge');
  if (status === 415) return translate('studio:uploadErrors.unsupported');
  if (status === 0) return translate('studio:uploadErrors.connection');
  return translate('studio:uploadErrors.server');
}

/** Refusals of the file itself (bad type, too big, gone) are final; connection and server trouble are not. */
export function isRetryableUploadError(error: unknown): boolean {
  const status = (error as Partial<DetailedError> | null)?.originalResponse?.getStatus?.() ?? 0;
  return !(status >= 400 && status < 500) || [401, 408, 409, 423, 429].includes(status);
}

export const useUploads = create<UploadsState>((set) => {
  function patch(id: string, change: Partial<UploadItem>) {
    set((state) => ({ items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)) }));
  }

  return {
    items: [],

    async start(file, options = {}) {
      const problem = uploadProblem(file);
      if (problem) return problem;
      const id = `upload-${++sequence}`;
      const metadata: Record<string, string> = {
        filename: file.name,
        filetype: file.type || 'application/octet-stream',
      };
      if (options.attach?.titleId) metadata.titleId = options.attach.titleId;
      if (options.attach?.kind) metadata.kind = options.attach.kind;
      if (options.attach?.episodeId) metadata.episodeId = options.attach.episodeId;
      set((state) => ({
        items: [
          {
            id,
            fileName: file.name,
            size: file.size,
            bytesSent: 0,
            status: 'uploading',
            error: null,
            retryable: true,
            resumed: false,
            attachLabel: options.attach?.label ?? null,
            videoId: null,
          },
          ...state.items,
        ],
      }));
      const upload = new Upload(file, {
        // tus: creation at /api/uploads (UPLOAD_ENDPOINT), then the upload URLs the server answers with
        endpoint: apiUrl(endpoints.createUpload),
        metadata,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: UPLOAD_RETRY_DELAYS,
        urlStorage: uploadUrlStorage,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // bytesSent counts what the server already had, so a resumed upload starts part-way.
        onProgress: (bytesSent) => patch(id, { bytesSent, status: 'uploading', error: null }),
        onError: (error) =>
          patch(id, {
            status: 'failed',
            error: uploadErrorMessage(error),
            retryable: isRetryableUploadError(error),
          }),
        onSuccess: () => {
          uploads.delete(id);
          patch(id, { status: 'done', bytesSent: file.size, error: null, videoId: videoIdOf(upload.url) });
          options.onDone?.();
        },
      });
      uploads.set(id, upload);
      try {
        const previous = await upload.findPreviousUploads();
        const latest = [...previous].sort(
          (a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime),
        )[0];
        if (latest) {
          upload.resumeFromPreviousUpload(latest);
          patch(id, { resumed: true });
        }
      } catch {
        // No stored address to resume from: a fresh upload.
      }
      upload.start();
      return null;
    },

    pause(id) {
      const upload = uploads.get(id);
      if (!upload) return;
      void upload.abort(false);
      patch(id, { status: 'paused' });
    },

    resume(id) {
      const upload = uploads.get(id);
      if (!upload) return;
      patch(id, { status: 'uploading', error: null });
      upload.start();
    },

    async cancel(id) {
      const upload = uploads.get(id);
      uploads.delete(id);
      set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
      try {
        // Terminates the upload on the server (tus DELETE) and forgets its address.
        await upload?.abort(true);
      } catch {
        // The server forgets unfinished uploads on its own.
      }
    },

    dismiss(id) {
      uploads.delete(id);
      set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
    },
  };
});

/** Unfinished uploads remembered on this device (after a reload), to resume by choosing the same file again. */
export async function findUnfinishedUploads() {
  return uploadUrlStorage.findAllUploads();
}

/** Forgets an unfinished upload here and asks the server to drop what it holds of it. */
export async function forgetUnfinishedUpload(urlStorageKey: string, uploadUrl: string | null) {
  await uploadUrlStorage.removeUpload(urlStorageKey);
  if (uploadUrl) {
    try {
      await Upload.terminate(uploadUrl, { retryDelays: [] });
    } catch {
      // Already gone.
    }
  }
}
