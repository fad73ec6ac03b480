import type { DownloadRevokeReason } from '@mzansi/contracts/downloads';
import type { VideoQuality } from '@mzansi/contracts/plans';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The files of downloads, in Cache Storage (lib/offline-files), under `/offline/<licence id>/<path>`. */
export const DOWNLOADS_CACHE = 'mzansi-downloads-v1';
export const OFFLINE_PREFIX = '/offline/';

/**
 * This device's downloads (issue 17): an IndexedDB index (what is downloaded, how far, the licence, the offline
 * position) beside the files themselves in Cache Storage (lib/offline-files). Named in the cookie and storage policy.
 */
export const DOWNLOADS_DB = 'mzansi-downloads';

/** `paused` by the viewer; `waiting-network` after a lost connection; `waiting-wifi` by the Wi-Fi-only setting */
export type DownloadState =
  'queued' | 'downloading' | 'paused' | 'waiting-network' | 'waiting-wifi' | 'failed' | 'complete';

export interface StoredFile {
  path: string;
  kind: 'playlist' | 'media' | 'captions' | 'image';
  /** where it is fetched from, when not beside the master playlist (the title's poster artwork) */
  from?: string;
  /** the poster and artwork may be missing without failing the download */
  optional?: boolean;
  done: boolean;
  bytes: number;
}

export interface DownloadRecord {
  /** the licence id */
  id: string;
  videoId: string;
  titleId: string;
  /** the account and viewer profile it belongs to: the page lists the active profile's */
  userId: string;
  profileId: string;
  title: string;
  episodeLabel: string | null;
  /** the catalogue's poster artwork URL, before it is stored */
  artworkUrl: string | null;
  durationSeconds: number | null;
  /** caption languages to keep (the viewer's first; English is always kept) */
  captionLanguages?: string[];
  quality: VideoQuality;
  height: number;
  /** the server's measure of the files, until the playlists are read */
  bytesTotal: number;
  bytesDone: number;
  /** null until the playlists are read */
  files: StoredFile[] | null;
  state: DownloadState;
  /** why it failed or paused (shown as is: already translated) */
  detail: string | null;
  createdAt: string;
  /** the licence, as the server last said */
  renewedAt: string;
  expiresAt: string;
  /** the first offline play since the last renewal (starts the 48-hour window; reported at the next check) */
  firstPlayedAt: string | null;
  /** the files URL a background fetch was given (the service worker stores each answer under its offline address) */
  backgroundSource?: string;
  /** the offline position, and whether the server has it yet */
  positionSeconds: number;
  progressDirty: boolean;
}

/** A download removed by a licence check, remembered so the Downloads page can say why. */
export interface RemovalNotice {
  id: string;
  profileId: string;
  title: string;
  reason: DownloadRevokeReason | 'expired';
  at: string;
}

interface DownloadsSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord; indexes: { byProfile: string } };
  /** bytes of a file that arrived before a connection dropped, by its offline URL (resumed with a Range request) */
  partials: { key: string; value: { url: string; bytes: ArrayBuffer } };
  notices: { key: string; value: RemovalNotice };
}

let database: Promise<IDBPDatabase<DownloadsSchema>> | null = null;

export function downloadsDb(): Promise<IDBPDatabase<DownloadsSchema>> {
  database ??= openDB<DownloadsSchema>(DOWNLOADS_DB, 1, {
    upgrade(db) {
      const downloads = db.createObjectStore('downloads', { keyPath: 'id' });
      downloads.createIndex('byProfile', 'profileId');
      db.createObjectStore('partials', { keyPath: 'url' });
      db.createObjectStore('notices', { keyPath: 'id' });
    },
    // Another tab upgrading: let it, and open again next time.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  });
  return database;
}

/** A browser without IndexedDB (or a test without one) simply has no downloads. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function allDownloads(): Promise<DownloadRecord[]> {
  if (!hasIndexedDb()) return [];
  const records = await (await downloadsDb()).getAll('downloads');
  return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getDownload(id: string): Promise<DownloadRecord | undefined> {
  return (await downloadsDb()).get('downloads', id);
}

export async function putDownload(record: DownloadRecord): Promise<void> {
  await (await downloadsDb()).put('downloads', record);
}

/** Changes a stored record (when it still exists) and answers the new one. */
export async function updateDownload(
  id: string,
  change: (record: DownloadRecord) => Partial<DownloadRecord>,
): Promise<DownloadRecord | undefined> {
  const db = await downloadsDb();
  const tx = db.transaction('downloads', 'readwrite');
  const record = await tx.store.get(id);
  if (!record) {
    await tx.done;
    return undefined;
  }
  const next = { ...record, ...change(record) };
  await tx.store.put(next);
  await tx.done;
  return next;
}

export async function deleteDownloadRecord(id: string): Promise<void> {
  const db = await downloadsDb();
  const tx = db.transaction(['downloads', 'partials'], 'readwrite');
  await tx.objectStore('downloads').delete(id);
  const partials = tx.objectStore('partials');
  for (const key of await partials.getAllKeys()) {
    if (key.includes(`/offline/${id}/`)) await partials.delete(key);
  }
  await tx.done;
}

/** Bytes kept as an ArrayBuffer: a segment is a few megabytes, and every IndexedDB (and its test double) clones it. */
export async function readPartial(url: string): Promise<Blob | null> {
  const partial = await (await downloadsDb()).get('partials', url);
  return partial ? new Blob([partial.bytes]) : null;
}

export async function writePartial(url: string, blob: Blob): Promise<void> {
  const bytes = await blob.arrayBuffer();
  await (await downloadsDb()).put('partials', { url, bytes });
}

export async function clearPartial(url: string): Promise<void> {
  await (await downloadsDb()).delete('partials', url);
}

export async function addNotice(notice: RemovalNotice): Promise<void> {
  await (await downloadsDb()).put('notices', notice);
}

export async function allNotices(): Promise<RemovalNotice[]> {
  if (!hasIndexedDb()) return [];
  return (await (await downloadsDb()).getAll('notices')).sort((a, b) => b.at.localeCompare(a.at));
}

export async function clearNotices(): Promise<void> {
  await (await downloadsDb()).clear('notices');
}
