/**
 * The files of downloads, in Cache Storage under addresses of their own: `/offline/<licence id>/<path>`. No server
 * route and no service worker answers these addresses; the player reads them from here (its hls.js loader is handed
 * `readOfflineFile`), so a download plays the same with or without a service worker, online or not.
 */
import { DOWNLOADS_CACHE, OFFLINE_PREFIX } from './download-db';

export function offlineUrl(licenceId: string, path: string): string {
  return new URL(`${OFFLINE_PREFIX}${licenceId}/${path}`, window.location.origin).href;
}

export function offlineMasterUrl(licenceId: string): string {
  return offlineUrl(licenceId, 'master.m3u8');
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

export function canStoreDownloads(): boolean {
  return cacheStorage() !== null && typeof indexedDB !== 'undefined';
}

/** A downloaded file, by its absolute offline URL; undefined when it is not (or no longer) stored. */
export async function readOfflineFile(url: string): Promise<Response | undefined> {
  const storage = cacheStorage();
  if (!storage) return undefined;
  const cache = await storage.open(DOWNLOADS_CACHE);
  return cache.match(url);
}

export async function storeOfflineFile(url: string, body: Blob | string, type: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) throw new Error('Cache Storage is not available');
  const cache = await storage.open(DOWNLOADS_CACHE);
  const size = typeof body === 'string' ? new Blob([body]).size : body.size;
  await cache.put(
    url,
    new Response(body, { headers: { 'content-type': type, 'content-length': String(size) } }),
  );
}

/** Deletes every stored file of one download. */
export async function deleteOfflineFiles(licenceId: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const cache = await storage.open(DOWNLOADS_CACHE);
  const prefix = offlineUrl(licenceId, '');
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((request) => request.url.startsWith(prefix)).map((request) => cache.delete(request)),
  );
}

/** What the browser says this site stores and may store, in bytes (null where it cannot say). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate || estimate.quota === undefined) return null;
  return { usage: estimate.usage ?? 0, quota: estimate.quota };
}

/** Asks the browser not to evict downloads under storage pressure; answers whether it agreed. */
export async function persistStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted?.().catch(() => false)) return true;
  return navigator.storage.persist().catch(() => false);
}
