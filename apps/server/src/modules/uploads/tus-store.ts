import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, KvStore, Upload } from '@tus/server';
import { UPLOAD_EXPIRY_HOURS } from '@mzansi/contracts/studio';
import { s3ClientConfig, type S3StorageConfig } from '../../adapters/storage/s3-storage';
import type { AppContext } from '../../context';
import type { FinishedUpload } from './uploads.service';

/** The storage folder unfinished tus uploads live in (outside sources/ and videos/, never served). */
const TUS_DIR = 'uploads';

/**
 * Where tus keeps unfinished uploads, and how its ids map to ours. The URL always names the upload's UUID
 * (/api/uploads/<uuid>, which becomes the video's id); the store's own id may be longer (the S3 store uses it as the
 * object key).
 */
export interface TusStore {
  datastore: DataStore;
  /** the store's id of an upload (`uuid`: the id in the URL) */
  idOf(uuid: string): string;
  /** the UUID in an id of the store, or undefined when the id is not one of ours */
  uuidOf(id: string): string | undefined;
  /** where a completed upload's bytes are */
  bytesOf(upload: Upload): FinishedUpload['bytes'];
  /** Removes what the store keeps beside the bytes of a finished upload (its metadata), once they have moved. */
  forget(id: string): Promise<void>;
  /** Removes unfinished uploads older than the expiry (UPLOAD_EXPIRY_HOURS). */
  deleteExpired(): Promise<number>;
  /** Closes the store's connections (the S3 client's keep-alive sockets). */
  close(): void;
}

/**
 * The S3 store with its expiry sweep limited to our keys: @tus/s3-store's own sweep lists every multipart upload of
 * the bucket (no prefix), which would abort other applications' uploads (or our own storage's) sharing the bucket.
 * It also removes the `.part` object (a chunk's unsent tail) of a cancelled or finished upload, which the store
 * itself leaves behind.
 */
class PrefixedS3Store extends S3Store {
  constructor(
    options: ConstructorParameters<typeof S3Store>[0],
    private readonly keyPrefix: string,
  ) {
    super(options);
  }

  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
  }

  /**
   * A retry of an upload's last chunk after its completion could not be recorded (uploads.service put the object
   * back): the multipart upload is complete and gone, so there is nothing to write, and the retry finishes it again
   * (the file store behaves so by itself). @tus/s3-store would fail on the missing multipart upload.
   */
  override async write(src: Readable, id: string, offset: number): Promise<number> {
    try {
      return await super.write(src, id, offset);
    } catch (error) {
      const missing = (error as { name?: string } | null)?.name === 'NoSuchUpload';
      if (missing && (await this.getMetadata(id)).file.size === offset) return offset;
      throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }

  /** Removes a finished upload's metadata (and any tail) once its object has moved. */
  async forget(id: string): Promise<void> {
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: this.infoKey(id) }, { Key: this.partKey(id, true) }], Quiet: true },
    });
    await this.clearCache(id);
  }

  override async deleteExpired(): Promise<number> {
    const expiry = this.getExpiration();
    if (expiry === 0) return 0;
    let deleted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        Prefix: this.keyPrefix,
        KeyMarker,
        UploadIdMarker,
      });
      for (const upload of page.Uploads ?? []) {
        const { Key, UploadId, Initiated } = upload;
        if (!Key || !UploadId || !Initiated || Date.now() <= Initiated.getTime() + expiry) continue;
        // A key with a dot is not an upload's (ours are `<prefix>uploads/<uuid>`): never touched.
        if (Key.slice(this.keyPrefix.length).includes('.')) continue;
        await this.client.abortMultipartUpload({ Bucket: this.bucket, Key, UploadId });
        await this.forget(Key);
        deleted += 1;
      }
      if (!page.IsTruncated) return deleted;
      KeyMarker = page.NextKeyMarker;
      UploadIdMarker = page.NextUploadIdMarker;
    }
  }
}

/** No cache: another instance may have written to an upload since, so its metadata is always read from the bucket. */
const noCache: KvStore<never> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
};

function s3TusStore(config: S3StorageConfig, expiryMs: number): TusStore {
  // Object keys of uploads: `<S3_PREFIX>uploads/<uuid>` (the multipart upload, then the completed object), with
  // `<key>.info` (tus's metadata) and `<key>.part` (a chunk's tail too small to be a part yet) beside it.
  const keyPrefix = `${config.prefix}${TUS_DIR}/`;
  const datastore = new PrefixedS3Store(
    {
      s3ClientConfig: { ...s3ClientConfig(config), bucket: config.bucket },
      expirationPeriodInMilliseconds: expiryMs,
      // Expiry tags are for bucket lifecycle rules, which we do not ask for (and R2 has no object tagging).
      useTags: false,
      cache: noCache,
    },
    keyPrefix,
  );
  return {
    datastore,
    idOf: (uuid) => `${keyPrefix}${uuid}`,
    uuidOf: (id) => (id.startsWith(keyPrefix) ? id.slice(keyPrefix.length) : undefined),
    bytesOf: (upload) => ({ key: `${TUS_DIR}/${upload.id.slice(keyPrefix.length)}` }),
    forget: (id) => datastore.forget(id),
    deleteExpired: () => datastore.deleteExpired(),
    close: () => datastore.destroy(),
  };
}

/**
 * The tus store of the configured storage: on disk, a FileStore under the storage folder; with object storage, the
 * S3 store, which writes every chunk straight into the bucket as parts of a multipart upload. Nothing of an upload
 * is then kept on the API instance, so an upload begun through one instance resumes through any other.
 * `expiryMs`: how old an unfinished upload is when the sweep removes it (tests shorten it).
 */
export function createTusStore(
  ctx: Pick<AppContext, 'config'>,
  options: { expiryMs?: number } = {},
): TusStore {
  const { expiryMs = UPLOAD_EXPIRY_HOURS * 3600_000 } = options;
  if (ctx.config.storage.driver === 's3') return s3TusStore(ctx.config.storage, expiryMs);
  const datastore = new FileStore({
    directory: path.join(ctx.config.storageDir, TUS_DIR),
    expirationPeriodInMilliseconds: expiryMs,
  });
  return {
    datastore,
    idOf: (uuid) => uuid,
    uuidOf: (id) => id,
    bytesOf: (upload) => ({ file: upload.storage?.path ?? path.join(datastore.directory, upload.id) }),
    forget: (id) => datastore.configstore.delete(id),
    deleteExpired: () => datastore.deleteExpired(),
    close: () => {},
  };
}
