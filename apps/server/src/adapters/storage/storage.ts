import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where files live: uploads, HLS output, artwork, avatars. Keys are relative POSIX paths made by the server
 * (never from user input directly), e.g. `videos/<id>/720p/seg_00001.m4s`.
 */
export interface Storage {
  readonly kind: 'local';
  put(key: string, body: Buffer | Readable): Promise<void>;
  read(key: string): Promise<Buffer>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Objects under a prefix (`''`: all of them), in key order, at most `limit` (default 100, spec §9). */
  list(prefix: string, limit?: number): Promise<StoredObject[]>;
  /** The file path of a key, for tools that need a file (ffmpeg) and for streaming with range support. */
  localPath(key: string): string;
  /** Writes, reads back and removes a probe object: used by /api/health. */
  check(): Promise<void>;
}

/** Refuses keys that could escape the storage root or be misread by a shell or a URL. */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
