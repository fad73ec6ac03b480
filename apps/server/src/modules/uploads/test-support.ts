/**
 * Test support for uploads and transcoding (used by the *.test.ts files beside it; never by the app):
 * small real media made with ffmpeg, and a minimal tus 1.0 client over fetch.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { runFfmpeg } from '../../adapters/ffmpeg/ffmpeg-runner';

export interface SampleOptions {
  width?: number;
  height?: number;
  seconds?: number;
  /** false for a video-only file */
  audio?: boolean;
  /** false for an audio-only file */
  video?: boolean;
  container?: 'mp4' | 'matroska';
  /** a large file: lossless random noise (about 10 MB a second at 640x360), for multipart uploads */
  noise?: boolean;
}

/** A small test clip (testsrc picture, sine tone): each lavfi input has its own duration. */
export async function makeSample(file: string, options: SampleOptions = {}): Promise<Buffer> {
  const { width = 320, height = 180, seconds = 3, audio = true, video = true, container = 'mp4' } = options;
  const { noise = false } = options;
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  if (video) args.push('-f', 'lavfi', '-t', String(seconds), '-i', `testsrc=size=${width}x${height}:rate=25`);
  if (audio) args.push('-f', 'lavfi', '-t', String(seconds), '-i', 'sine=frequency=440:sample_rate=48000');
  if (video && noise) args.push('-vf', 'noise=alls=100:allf=t+u', '-qp', '0');
  if (video) args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25');
  if (audio) args.push('-c:a', 'aac', '-b:a', '64k');
  args.push('-f', container === 'mp4' ? 'mp4' : 'matroska', file);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await runFfmpeg(args);
  return fs.readFile(file);
}

/** tus Upload-Metadata: comma-separated `key base64(value)` pairs. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export const TUS_HEADERS = { 'tus-resumable': '1.0.0' } as const;

export interface TusTarget {
  baseUrl: string;
  cookie: string | null;
}

function headersFor(target: TusTarget, extra: Record<string, string>): Record<string, string> {
  return { ...TUS_HEADERS, ...(target.cookie ? { cookie: target.cookie } : {}), ...extra };
}

/** POST /api/uploads: creates an upload; the Location header names it. */
export function createUpload(
  target: TusTarget,
  length: number,
  metadata: Record<string, string>,
): Promise<Response> {
  return fetch(`${target.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: headersFor(target, {
      'upload-length': String(length),
      'upload-metadata': encodeMetadata(metadata),
    }),
  });
}

/** PATCH a chunk at an offset. */
export function patchUpload(
  target: TusTarget,
  location: string,
  offset: number,
  chunk: Buffer,
): Promise<Response> {
  return fetch(`${target.baseUrl}${location}`, {
    method: 'PATCH',
    headers: headersFor(target, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: new Uint8Array(chunk),
  });
}

export function headUpload(target: TusTarget, location: string): Promise<Response> {
  return fetch(`${target.baseUrl}${location}`, { method: 'HEAD', headers: headersFor(target, {}) });
}

/** Creates an upload and sends the file in `chunks` PATCH requests; returns the last response and the id. */
export async function uploadFile(
  target: TusTarget,
  file: Buffer,
  metadata: Record<string, string>,
  chunks = 2,
): Promise<{ id: string; location: string; created: Response; last: Response }> {
  const created = await createUpload(target, file.length, metadata);
  if (created.status !== 201) {
    throw new Error(`upload creation answered ${created.status}: ${await created.text()}`);
  }
  const location = created.headers.get('location')!;
  const size = Math.ceil(file.length / chunks);
  let last = created;
  for (let offset = 0; offset < file.length; offset += size) {
    last = await patchUpload(target, location, offset, file.subarray(offset, offset + size));
    if (offset + size < file.length && last.status !== 204) {
      throw new Error(`PATCH at ${offset} answered ${last.status}: ${await last.text()}`);
    }
  }
  return { id: location.split('/').pop()!, location, created, last };
}

/**
 * A PATCH whose connection drops half-way: `sent` bytes of the chunk go out, the server is given time to store
 * them (`stored` resolves once it has), then the socket is destroyed without finishing the request.
 */
export function interruptedPatch(
  target: TusTarget,
  location: string,
  chunk: Buffer,
  sent: number,
  stored: () => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${target.baseUrl}${location}`);
    const request = http.request(url, {
      method: 'PATCH',
      headers: headersFor(target, {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(chunk.length),
      }),
    });
    request.on('error', () => resolve());
    request.on('response', (response) => {
      response.resume();
      reject(new Error(`the interrupted PATCH got an answer (${response.statusCode})`));
    });
    request.write(chunk.subarray(0, sent), () => {
      stored().then(
        () => {
          request.destroy();
          resolve();
        },
        (error: unknown) => {
          request.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  });
}
