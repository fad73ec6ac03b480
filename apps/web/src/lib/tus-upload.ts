import { endpoints } from '@mzansi/contracts/endpoints';
import { UPLOAD_CHUNK_BYTES } from '@mzansi/contracts/studio';
import { Upload, type DetailedError } from 'tus-js-client';
import { apiUrl } from './api-client';
import { translate } from './i18n';
import { uploadUrlStorage } from './upload-url-storage';

/**
 * One resumable upload (tus 1.0) to /api/uploads, as the studio and the ads admin send them: the contract's chunk
 * size, retries, the product's own address storage (`mzansi:uploads`, so choosing the same file again resumes), and
 * the server's reasons in words. Each feature keeps its own state of its uploads; this is the transport they share.
 */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The video id of a tus upload address (`/api/uploads/<id>`): the server names the video after the upload. */
export function videoIdOf(uploadUrl: string | null | undefined): string | null {
  if (!uploadUrl) return null;
  const last = new URL(uploadUrl, 'http://upload.local').pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

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
  if (status === 401) return translate('common:uploads.errors.session');
  if (status === 403) return translate('common:uploads.errors.forbidden');
  if (status === 413) return translate('common:uploads.errors.tooLarge');
  if (status === 415) return translate('common:uploads.errors.unsupported');
  if (status === 0) return translate('common:uploads.errors.connection');
  return translate('common:uploads.errors.server');
}

/** Refusals of the file itself (bad type, too big, gone) are final; connection and server trouble are not. */
export function isRetryableUploadError(error: unknown): boolean {
  const status = (error as Partial<DetailedError> | null)?.originalResponse?.getStatus?.() ?? 0;
  return !(status >= 400 && status < 500) || [401, 408, 409, 423, 429].includes(status);
}

export interface TusUploadOptions {
  /** Upload-Metadata (filename and filetype are added from the file) */
  metadata?: Record<string, string>;
  /** bytes the server holds (a resumed upload starts part-way) */
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onError: (error: Error) => void;
  /** the server has the whole file; `videoId` is the upload's video */
  onSuccess: (videoId: string | null) => void;
}

/**
 * Makes a tus upload of `file` and looks for an unfinished upload of the same file to carry on from (`resumed`). It
 * does not start: call `upload.start()`.
 */
export async function prepareTusUpload(
  file: File,
  options: TusUploadOptions,
): Promise<{ upload: Upload; resumed: boolean }> {
  const upload: Upload = new Upload(file, {
    // tus: creation at /api/uploads (UPLOAD_ENDPOINT), then the upload URLs the server answers with
    endpoint: apiUrl(endpoints.createUpload),
    metadata: {
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
      ...options.metadata,
    },
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    urlStorage: uploadUrlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: options.onProgress,
    onError: options.onError,
    onSuccess: () => options.onSuccess(videoIdOf(upload.url)),
  });
  let resumed = false;
  try {
    const previous = await upload.findPreviousUploads();
    const latest = [...previous].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
    if (latest) {
      upload.resumeFromPreviousUpload(latest);
      resumed = true;
    }
  } catch {
    // No stored address to resume from: a fresh upload.
  }
  return { upload, resumed };
}

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
