import { UPLOAD_EXPIRY_HOURS } from '@mzansi/contracts/studio';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/**
 * Where tus keeps the address of each unfinished upload (by the file's fingerprint), so choosing the same file again
 * after a reload or a lost connection resumes instead of starting over. One product-prefixed key (`mzansi:uploads`)
 * instead of tus's own `tus::…` keys: the cookie policy lists it and signing out clears it.
 */
type StoredUpload = Omit<PreviousUpload, 'urlStorageKey'> & { fingerprint: string };

/** The upload server removes unfinished uploads after this (tus Upload-Expires); older addresses are dropped. */
const MAX_AGE_MS = UPLOAD_EXPIRY_HOURS * 3600_000;

function readAll(now = Date.now()): Record<string, StoredUpload> {
  const raw = readJson(STORAGE_KEYS.uploads);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const entries = Object.entries(raw as Record<string, StoredUpload>).filter(([, upload]) => {
    if (!upload || typeof upload !== 'object' || typeof upload.fingerprint !== 'string') return false;
    const created = Date.parse(upload.creationTime);
    return Number.isNaN(created) || now - created < MAX_AGE_MS;
  });
  return Object.fromEntries(entries);
}

function toPrevious(key: string, upload: StoredUpload): PreviousUpload {
  return {
    size: upload.size ?? null,
    metadata: upload.metadata ?? {},
    creationTime: upload.creationTime,
    uploadUrl: upload.uploadUrl ?? null,
    parallelUploadUrls: upload.parallelUploadUrls ?? null,
    urlStorageKey: key,
  };
}

export const uploadUrlStorage: UrlStorage = {
  async findAllUploads() {
    return Object.entries(readAll()).map(([key, upload]) => toPrevious(key, upload));
  },
  async findUploadsByFingerprint(fingerprint) {
    return Object.entries(readAll())
      .filter(([, upload]) => upload.fingerprint === fingerprint)
      .map(([key, upload]) => toPrevious(key, upload));
  },
  async removeUpload(urlStorageKey) {
    const all = readAll();
    delete all[urlStorageKey];
    writeJson(STORAGE_KEYS.uploads, all);
  },
  async addUpload(fingerprint, upload) {
    const all = readAll();
    const key = `${fingerprint}::${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const { urlStorageKey: _ignored, ...rest } = upload;
    all[key] = { ...rest, fingerprint };
    writeJson(STORAGE_KEYS.uploads, all);
    return key;
  },
};
