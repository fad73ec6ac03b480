import path from 'node:path';

/** The types of the files the app stores and serves (HLS, captions, images), by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
};

/** A stored key's content type: what the media route answers and what a bucket is told to answer. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
}
