import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { createS3Storage } from './s3-storage';
import { filesUnder } from './storage';

type S3Storage = ReturnType<typeof createS3Storage>;

/**
 * What is never copied: scratch work (`work/`), unfinished tus uploads (`uploads/`, they cannot be resumed from a
 * bucket), health probes and half-written files.
 */
const SKIPPED = /^(?:work|uploads|\.health)\/|\.partial$/;
/** Files copied side by side. */
const PARALLEL = 4;
const SHA256_METADATA = 'sha256';

export interface CopyReport {
  files: number;
  copied: number;
  skipped: number;
  bytesCopied: number;
  bytesTotal: number;
  verified: number;
  /** keys whose stored bytes differ from the local file (only with verify) */
  mismatches: string[];
}

async function digests(file: string): Promise<{ md5: string; sha256: string; size: number }> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    md5.update(chunk as Buffer);
    sha256.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { md5: md5.digest('hex'), sha256: sha256.digest('hex'), size };
}

/**
 * Copies a local storage folder (STORAGE_DIR) into the bucket, key for key. Idempotent: an object already there with
 * the same size and the same bytes (its ETag is the MD5 of a single-part upload; multipart uploads carry the file's
 * SHA-256 in their metadata) is skipped. `verify` then reads every object back and compares its SHA-256.
 */
export async function copyStorage(options: {
  from: string;
  to: S3Storage;
  verify?: boolean;
  onProgress?: (message: string) => void;
}): Promise<CopyReport> {
  const { from, to } = options;
  const keys = (await filesUnder(from)).filter((key) => !SKIPPED.test(key));
  const report: CopyReport = {
    files: keys.length,
    copied: 0,
    skipped: 0,
    bytesCopied: 0,
    bytesTotal: 0,
    verified: 0,
    mismatches: [],
  };
  const local = new Map<string, string>();
  let next = 0;
  const each = async (work: (key: string) => Promise<void>) => {
    next = 0;
    const worker = async () => {
      while (next < keys.length) await work(keys[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, keys.length) }, worker));
  };

  await each(async (key) => {
    const file = path.join(from, ...key.split('/'));
    const sums = await digests(file);
    local.set(key, sums.sha256);
    report.bytesTotal += sums.size;
    const head = await to.client
      .send(new HeadObjectCommand({ Bucket: to.bucket, Key: to.objectKey(key) }))
      .catch((error: unknown) => {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw new Error(`S3 stat ${JSON.stringify(key)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      });
    const same =
      head &&
      head.ContentLength === sums.size &&
      (head.ETag?.replaceAll('"', '') === sums.md5 || head.Metadata?.[SHA256_METADATA] === sums.sha256);
    if (same) {
      report.skipped += 1;
      return;
    }
    try {
      await new Upload({
        client: to.client,
        params: {
          Bucket: to.bucket,
          Key: to.objectKey(key),
          Body: createReadStream(file),
          Metadata: { [SHA256_METADATA]: sums.sha256 },
        },
        partSize: 16 * 1024 * 1024,
      }).done();
    } catch (error) {
      throw new Error(`S3 put ${JSON.stringify(key)} failed: ${(error as Error).message}`, { cause: error });
    }
    report.copied += 1;
    report.bytesCopied += sums.size;
    if (report.copied % 500 === 0) options.onProgress?.(`  ${report.copied} copied…`);
  });

  if (options.verify) {
    await each(async (key) => {
      const hash = createHash('sha256');
      try {
        for await (const chunk of await to.readStream(key)) hash.update(chunk as Buffer);
      } catch (error) {
        options.onProgress?.(`  ${key}: ${(error as Error).message}`);
        report.mismatches.push(key);
        return;
      }
      if (hash.digest('hex') === local.get(key)) report.verified += 1;
      else report.mismatches.push(key);
    });
    report.mismatches.sort();
  }
  return report;
}
