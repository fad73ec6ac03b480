import type { MultipartFile } from '@fastify/multipart';
import { AppError, isAppError } from './errors';
import { localised, type LocalisedMessage } from '../i18n/translate';

export const MULTIPART_UNREADABLE = localised('errors:http.multipartUnreadable');

/**
 * Reads a multipart body with `read` (request.file(), request.parts(), toBuffer()). A body the parser cannot make
 * sense of (cut short, no closing boundary) is the client's 400; the parser's own limits keep their 4xx (413).
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error)) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw new AppError('bad_request', MULTIPART_UNREADABLE);
  }
}

/**
 * A file part's bytes, refused with 413 when they went past the part's size limit. The parser says so by
 * throwing, or only by marking the stream truncated when the limit was met before the bytes were read.
 */
export async function fileBytes(file: MultipartFile, tooLarge: LocalisedMessage): Promise<Buffer> {
  const data = await file.toBuffer();
  if (file.file.truncated) throw new AppError('payload_too_large', tooLarge);
  return data;
}
