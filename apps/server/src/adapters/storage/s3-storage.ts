import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  UploadPartCopyCommand,
  AbortMultipartUploadCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../../config';
import { contentTypeOf } from './content-types';
import { assertSafeKey, filesUnder, publishOrder, type Storage, type StoredObject } from './storage';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/** Parallel requests of one publish or download (segments are small: the round trips are the cost). */
const PARALLEL = 8;
/** CopyObject copies at most 5 GiB; larger objects are copied in parts of this size. */
const COPY_LIMIT = 5 * 1024 ** 3;
const COPY_PART = 512 * 1024 ** 2;
/** Multipart upload of streams: parts of 8 MiB, four at a time (lib-storage's defaults are 5 MiB and 4). */
const UPLOAD_PART = 8 * 1024 * 1024;

/** The S3 client settings of a configuration (the storage's client, the copy command's and the tus S3 store's). */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API requires them: s3rver, older MinIO and R2 refuse or mangle the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (config.endpoint) options.endpoint = config.endpoint;
  if (config.credentials) options.credentials = config.credentials;
  return options;
}

/** The S3 client of a configuration (also used by the copy command). */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client(s3ClientConfig(config));
}

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate?.name === 'NotFound' ||
    candidate?.name === 'NoSuchKey' ||
    candidate?.$metadata?.httpStatusCode === 404
  );
}

/** An error naming the operation and key (never the credentials), keeping the SDK's error as its cause. */
function wrap(operation: string, key: string, error: unknown): Error {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const wrapped = new Error(`S3 ${operation} ${JSON.stringify(key)} failed: ${detail}`, { cause: error });
  if (isNotFound(error)) (wrapped as NodeJS.ErrnoException).code = 'ENOENT';
  return wrapped;
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure rejects (after the started ones end). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
}

export interface S3StorageOptions {
  /** local scratch space (WORK_DIR): ffmpeg output and downloads */
  workDir: string;
  /** a client to use instead of one made from the configuration (tests) */
  client?: S3Client;
  /** ListObjectsV2 page size (default 1000, the API's largest; tests use less to cover pagination) */
  pageSize?: number;
}

/** Storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...), keys under `config.prefix`. */
export function createS3Storage(
  config: S3StorageConfig,
  options: S3StorageOptions,
): Storage & { client: S3Client; bucket: string; objectKey(key: string): string; destroy(): void } {
  const client = options.client ?? createS3Client(config);
  const Bucket = config.bucket;
  const pageSize = options.pageSize ?? 1000;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${config.prefix}${key}`;
  };
  const scratch = (name: string) => {
    assertSafeKey(name);
    return path.join(options.workDir, ...name.split('/'));
  };

  async function listAll(prefix: string, limit: number): Promise<StoredObject[]> {
    if (prefix !== '') assertSafeKey(prefix.replace(/\/$/, ''));
    const Prefix = `${config.prefix}${prefix}`;
    const found: StoredObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      let page;
      try {
        page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix,
            ContinuationToken,
            MaxKeys: Math.min(pageSize, limit - found.length),
          }),
        );
      } catch (error) {
        throw wrap('list', prefix, error);
      }
      for (const object of page.Contents ?? []) {
        if (!object.Key || found.length >= limit) continue;
        found.push({
          key: object.Key.slice(config.prefix.length),
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken && found.length < limit);
    return found;
  }

  /** A prefix as the local store means it: a folder (`videos/<id>` covers `videos/<id>/...`, not `videos/<id>x`). */
  const folder = (prefix: string) => (prefix.endsWith('/') ? prefix : `${prefix}/`);

  async function deleteKeys(keys: readonly string[]) {
    // DeleteObjects takes at most 1000 keys a request.
    for (let index = 0; index < keys.length; index += 1000) {
      const batch = keys.slice(index, index + 1000);
      let answer;
      try {
        answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
      } catch (error) {
        throw wrap('delete', batch[0]!, error);
      }
      const failed = answer.Errors?.[0];
      if (failed)
        throw new Error(`S3 delete ${JSON.stringify(failed.Key)} failed: ${failed.Code} ${failed.Message}`);
    }
  }

  async function copy(fromKey: string, toKey: string, size: number) {
    const CopySource = encodeURI(`${Bucket}/${objectKey(fromKey)}`);
    if (size <= COPY_LIMIT) {
      await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(toKey), CopySource }));
      return;
    }
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key: objectKey(toKey), ContentType: contentTypeOf(toKey) }),
    );
    try {
      const parts: { ETag: string; PartNumber: number }[] = [];
      for (let start = 0, PartNumber = 1; start < size; start += COPY_PART, PartNumber += 1) {
        const end = Math.min(size, start + COPY_PART) - 1;
        const part = await client.send(
          new UploadPartCopyCommand({
            Bucket,
            Key: objectKey(toKey),
            UploadId,
            PartNumber,
            CopySource,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        parts.push({ ETag: part.CopyPartResult?.ETag ?? '', PartNumber });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: objectKey(toKey),
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: objectKey(toKey), UploadId }))
        .catch(() => {});
      throw error;
    }
  }

  const storage = {
    kind: 's3' as const,
    client,
    bucket: Bucket,
    objectKey,
    /** Closes the client's sockets (tests: before stopping the server). */
    destroy: () => client.destroy(),

    async put(key: string, body: Buffer | Readable) {
      try {
        if (Buffer.isBuffer(body)) {
          const upload = new Upload({
            client,
            params: { Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeOf(key) },
          });
          await upload.done();
        } else {
          // lib-storage sends a stream in parts (multipart above one part's size), never holding it all in memory.
          const upload = new Upload({
            client,
            params: { Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeOf(key) },
            partSize: UPLOAD_PART,
            queueSize: 4,
          });
          await upload.done();
        }
      } catch (error) {
        throw wrap('put', key, error);
      }
    },

    async read(key: string) {
      const stream = await storage.readStream(key);
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      } catch (error) {
        throw wrap('read', key, error);
      }
      return Buffer.concat(chunks);
    },

    async readStream(key: string, range?: { start: number; end?: number }) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        if (!answer.Body) throw new Error('no body');
        return answer.Body as Readable;
      } catch (error) {
        throw wrap('read', key, error);
      }
    },

    async stat(key: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw wrap('stat', key, error);
      }
    },

    async delete(key: string) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw wrap('delete', key, error);
      }
    },

    async deletePrefix(prefix: string) {
      const target = folder(prefix);
      // Delete page by page until nothing is left (a listing reads at most pageSize keys per request).
      for (;;) {
        const keys = (await listAll(target, 1000)).map((object) => object.key);
        if (keys.length === 0) return;
        await deleteKeys(keys);
      }
    },

    async list(prefix: string, limit = 100) {
      return listAll(prefix === '' ? '' : folder(prefix), limit);
    },

    async check() {
      const key = `.health/${randomUUID()}`;
      await storage.put(key, Buffer.from('ok'));
      const back = await storage.read(key);
      await storage.delete(key);
      if (back.toString() !== 'ok') throw new Error('storage read back different bytes');
    },

    async move(fromKey: string, toKey: string) {
      const info = await storage.stat(fromKey);
      if (!info)
        throw wrap('move', fromKey, Object.assign(new Error('no such object'), { name: 'NotFound' }));
      try {
        await copy(fromKey, toKey, info.size);
      } catch (error) {
        throw wrap('copy', `${fromKey} -> ${toKey}`, error);
      }
      await storage.delete(fromKey);
    },

    async putFile(key: string, file: string) {
      await storage.put(key, createReadStream(file));
      await fs.rm(file, { force: true });
    },

    async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
      const dir = scratch(`download/${randomUUID()}`);
      await fs.mkdir(dir, { recursive: true });
      try {
        // The key's file name is kept: ffprobe and ffmpeg may look at the extension.
        const file = path.join(dir, path.posix.basename(key));
        await pipeline(await storage.readStream(key), createWriteStream(file));
        return await fn(file);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },

    async withLocalDirectory<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
      const dir = scratch(`download/${randomUUID()}`);
      await fs.mkdir(dir, { recursive: true });
      try {
        const base = folder(prefix);
        const objects = await listAll(base, Number.MAX_SAFE_INTEGER);
        await eachLimited(objects, PARALLEL, async (object) => {
          const file = path.join(dir, ...object.key.slice(base.length).split('/'));
          await fs.mkdir(path.dirname(file), { recursive: true });
          await pipeline(await storage.readStream(object.key), createWriteStream(file));
        });
        return await fn(dir);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },

    scratchPath: scratch,
    async clearScratch(name: string) {
      await fs.rm(scratch(name), { recursive: true, force: true });
    },

    async publishDirectory(localDir: string, prefix: string) {
      const base = folder(prefix);
      const files = await filesUnder(localDir);
      for (const group of publishOrder(files)) {
        await eachLimited(group, PARALLEL, (file) =>
          storage.put(`${base}${file}`, createReadStream(path.join(localDir, ...file.split('/')))),
        );
      }
      // Only now that the new set is complete does anything of the old one go.
      const wanted = new Set(files.map((file) => `${base}${file}`));
      const stale = (await listAll(base, Number.MAX_SAFE_INTEGER))
        .map((object) => object.key)
        .filter((key) => !wanted.has(key));
      await deleteKeys(stale);
      await fs.rm(localDir, { recursive: true, force: true });
    },
  };
  return storage;
}

/** The hex MD5 of a local file: a single-part object's ETag (the copy command compares them). */
export async function fileMd5(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
