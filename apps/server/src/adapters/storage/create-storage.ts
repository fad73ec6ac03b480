import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage backend the configuration names (STORAGE_DRIVER): the local disk by default, or an S3 bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'storageDir' | 'workDir'>): Storage {
  if (config.storage.driver === 's3') return createS3Storage(config.storage, { workDir: config.workDir });
  return createLocalStorage(config.storageDir);
}
