import type { UploadMetadata } from '@mzansi/contracts/studio';
import type { Upload } from 'tus-js-client';
import { create } from 'zustand';
import {
  findUnfinishedUploads,
  forgetUnfinishedUpload,
  isRetryableUploadError,
  prepareTusUpload,
  uploadErrorMessage,
  UPLOAD_RETRY_DELAYS,
  videoIdOf,
} from '@/lib/tus-upload';
import { uploadProblem } from '../api/upload-rules';

// The tus transport is shared with the ads admin (lib/tus-upload.ts); the studio's names stay as they were.
export {
  findUnfinishedUploads,
  forgetUnfinishedUpload,
  isRetryableUploadError,
  uploadErrorMessage,
  UPLOAD_RETRY_DELAYS,
  videoIdOf,
};

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

const uploads = new Map<string, Upload>();
let sequence = 0;

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
      const metadata: Record<string, string> = {};
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
      const { upload, resumed } = await prepareTusUpload(file, {
        metadata,
        // bytesSent counts what the server already had, so a resumed upload starts part-way.
        onProgress: (bytesSent) => patch(id, { bytesSent, status: 'uploading', error: null }),
        onError: (error) =>
          patch(id, {
            status: 'failed',
            error: uploadErrorMessage(error),
            retryable: isRetryableUploadError(error),
          }),
        onSuccess: (videoId) => {
          uploads.delete(id);
          patch(id, { status: 'done', bytesSent: file.size, error: null, videoId });
          options.onDone?.();
        },
      });
      uploads.set(id, upload);
      if (resumed) patch(id, { resumed: true });
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
