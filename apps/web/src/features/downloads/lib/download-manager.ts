import type { CreateDownloadResponse, DownloadLicence } from '@mzansi/contracts/downloads';
import type { VideoQuality } from '@mzansi/contracts/plans';
import { readConnection } from '@/lib/device';
import { translate } from '@/lib/i18n';
import { readString, STORAGE_KEYS } from '@/lib/storage';
import { createDownload, deleteDownloadLicence } from '../api/downloads';
import {
  allDownloads,
  clearPartial,
  deleteDownloadRecord,
  getDownload,
  putDownload,
  readPartial,
  updateDownload,
  writePartial,
  type DownloadRecord,
  type StoredFile,
} from './download-db';
import { abortBackgroundFetch, fetchInBackground } from './background-fetch';
import { chooseFromMaster, filesOfMediaPlaylist, joinPath } from './download-plan';
import { deleteOfflineFiles, offlineUrl, persistStorage, storeOfflineFile } from './offline-files';

/**
 * The download queue of this device (issue 17). Downloads run one at a time, file by file, while a page of the app
 * is open; a file interrupted by a lost connection keeps the bytes that arrived (IndexedDB) and goes on with an HTTP
 * Range request, so nothing is fetched twice. A lost connection pauses the queue until the browser is back online;
 * an expired files URL is asked for again (the same licence answers with a fresh one).
 */

/** What a title page knows about the video it asks to download. */
export interface DownloadRequest {
  videoId: string;
  quality: VideoQuality;
  titleId: string;
  title: string;
  episodeLabel: string | null;
  artworkUrl: string | null;
  durationSeconds: number | null;
  userId: string;
  profileId: string;
  /** caption languages to keep: the viewer's language first */
  captionLanguages: string[];
}

export interface DownloadProgress {
  records: DownloadRecord[];
  /** bytes of the file in flight, not yet in `bytesDone` */
  inFlight: Record<string, number>;
}

const CONTENT_TYPES: Record<StoredFile['kind'], string> = {
  playlist: 'application/vnd.apple.mpegurl',
  media: 'video/mp4',
  captions: 'text/vtt',
  image: 'image/jpeg',
};

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The connection failed (as opposed to the server refusing, or a fault of ours): wait for it to come back. */
class NetworkError extends Error {}

/** fetch, with a lost connection said as such (fetch rejects with a bare TypeError). */
async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

let snapshot: DownloadProgress = { records: [], inFlight: {} };
const listeners = new Set<() => void>();
/** the files URL of each download, while valid */
const sources = new Map<string, string>();
const controllers = new Map<string, AbortController>();
let running: Promise<void> | null = null;
let loaded = false;

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    void refreshDownloads();
    // A download the service worker finished in the background (src/sw/background-downloads.ts).
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'downloads-changed') void refreshDownloads();
    });
  }
  return () => listeners.delete(listener);
}

export function downloadsSnapshot(): DownloadProgress {
  return snapshot;
}

/** Reads the index again (after a change made elsewhere: a licence check, another tab). */
export async function refreshDownloads(): Promise<void> {
  loaded = true;
  snapshot = { ...snapshot, records: await allDownloads() };
  emit();
}

function setInFlight(id: string, bytes: number | null) {
  const inFlight = { ...snapshot.inFlight };
  if (bytes === null) delete inFlight[id];
  else inFlight[id] = bytes;
  snapshot = { ...snapshot, inFlight };
  emit();
}

/** Changes one stored download and the page's list with it (no second read of the whole index). */
async function change(id: string, patch: (record: DownloadRecord) => Partial<DownloadRecord>) {
  const next = await updateDownload(id, patch);
  if (next && !snapshot.records.some((record) => record.id === id)) await refreshDownloads();
  else if (next) {
    snapshot = { ...snapshot, records: snapshot.records.map((record) => (record.id === id ? next : record)) };
    emit();
  }
  return next;
}

/** Whether the Wi-Fi-only setting holds downloads now: only when the browser says the connection is not Wi-Fi. */
export function waitsForWifi(): boolean {
  if (readString(STORAGE_KEYS.downloadsWifiOnly) !== 'on') return false;
  const type = readConnection()?.type;
  return typeof type === 'string' && type !== 'wifi' && type !== 'ethernet' && type !== 'unknown';
}

/** Whether this browser says what kind of connection it is on (Chromium on Android and ChromeOS do). */
export function knowsConnectionType(): boolean {
  return typeof readConnection()?.type === 'string';
}

function recordFrom(request: DownloadRequest, answer: CreateDownloadResponse, existing?: DownloadRecord) {
  const { licence } = answer;
  const sameRung = existing && existing.height === licence.height;
  const record: DownloadRecord = {
    id: licence.id,
    videoId: licence.videoId,
    titleId: request.titleId,
    userId: request.userId,
    profileId: licence.profileId,
    title: request.title,
    episodeLabel: request.episodeLabel,
    artworkUrl: request.artworkUrl,
    durationSeconds: request.durationSeconds,
    captionLanguages: request.captionLanguages,
    quality: licence.quality,
    height: licence.height,
    bytesTotal: licence.bytes,
    bytesDone: sameRung ? existing.bytesDone : 0,
    files: sameRung ? existing.files : null,
    state: sameRung && existing.state === 'complete' ? 'complete' : 'queued',
    detail: null,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    renewedAt: licence.renewedAt,
    expiresAt: licence.expiresAt,
    firstPlayedAt: existing?.firstPlayedAt ?? null,
    positionSeconds: existing?.positionSeconds ?? 0,
    progressDirty: existing?.progressDirty ?? false,
  };
  return record;
}

/**
 * Asks the server for a licence (403 and 409 reach the caller as ApiErrors) and queues the download. A video already
 * downloaded at another quality starts again at the new one.
 */
export async function startDownload(request: DownloadRequest): Promise<DownloadLicence> {
  const answer = await createDownload({ videoId: request.videoId, quality: request.quality });
  const existing = await getDownload(answer.licence.id);
  if (existing && existing.height !== answer.licence.height) await deleteOfflineFiles(existing.id);
  await putDownload(recordFrom(request, answer, existing));
  sources.set(answer.licence.id, absolute(answer.source.signedUrl));
  void persistStorage();
  await refreshDownloads();
  pumpQueue();
  return answer.licence;
}

export async function pauseDownload(id: string): Promise<void> {
  controllers.get(id)?.abort('pause');
  await abortBackgroundFetch(id);
  await change(id, (record) => (record.state === 'complete' ? {} : { state: 'paused', detail: null }));
}

export async function resumeDownload(id: string): Promise<void> {
  await change(id, (record) => (record.state === 'complete' ? {} : { state: 'queued', detail: null }));
  pumpQueue();
}

/** Stops a download or deletes a downloaded video: its files, its index entry and (when online) its licence. */
export async function removeDownload(id: string, options: { giveBackLicence?: boolean } = {}): Promise<void> {
  controllers.get(id)?.abort('cancel');
  await abortBackgroundFetch(id);
  await deleteOfflineFiles(id);
  await deleteDownloadRecord(id);
  sources.delete(id);
  setInFlight(id, null);
  await refreshDownloads();
  if (options.giveBackLicence !== false) await deleteDownloadLicence(id).catch(() => undefined);
}

/** Starts the queue when it is idle (at start-up, when back online, after a change). */
export function pumpQueue(): void {
  running ??= runQueue().finally(() => {
    running = null;
  });
}

async function runQueue(): Promise<void> {
  for (;;) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const records = (await allDownloads()).reverse();
    if (waitsForWifi()) {
      for (const record of records.filter(
        (item) => item.state === 'queued' || item.state === 'downloading',
      )) {
        await updateDownload(record.id, () => ({ state: 'waiting-wifi' }));
      }
      await refreshDownloads();
      return;
    }
    const next = records.find((record) =>
      ['queued', 'downloading', 'waiting-wifi', 'waiting-network'].includes(record.state),
    );
    if (!next) return;
    const outcome = await runDownload(next);
    if (outcome === 'offline') return;
  }
}

/** A fresh files URL for a download (the licence answers again with one). */
async function sourceOf(record: DownloadRecord, renew = false): Promise<string> {
  const known = sources.get(record.id);
  if (known && !renew) return known;
  const answer = await createDownload({ videoId: record.videoId, quality: record.quality });
  const source = absolute(answer.source.signedUrl);
  sources.set(record.id, source);
  return source;
}

/** The signer answers a path on our own origin (or a CDN's absolute URL): files resolve against an absolute one. */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await request(url, { signal });
  if (!response.ok) throw new HttpStatusError(response.status);
  try {
    return await response.text();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new NetworkError(String(error));
  }
}

/** Reads the playlists and stores them: the download's list of files. */
async function planFiles(record: DownloadRecord, source: string, signal: AbortSignal): Promise<StoredFile[]> {
  const choice = chooseFromMaster(await fetchText(source, signal), record.height, [
    ...(record.captionLanguages ?? []),
    'en',
  ]);
  const files: StoredFile[] = [];
  const text = async (path: string, kind: StoredFile['kind'], body?: string) => {
    const content = body ?? (await fetchText(new URL(path, source).href, signal));
    await storeOfflineFile(offlineUrl(record.id, path), content, CONTENT_TYPES[kind]);
    files.push({ path, kind, done: true, bytes: new Blob([content]).size });
    return content;
  };
  await text('master.m3u8', 'playlist', choice.master);
  for (const playlist of [choice.videoPlaylist, choice.audioPlaylist].filter((item) => item !== null)) {
    const body = await text(playlist, 'playlist');
    for (const file of filesOfMediaPlaylist(body)) {
      files.push({ path: joinPath(playlist, file), kind: 'media', done: false, bytes: 0 });
    }
  }
  for (const playlist of choice.captionPlaylists) {
    const body = await text(playlist, 'playlist');
    for (const file of filesOfMediaPlaylist(body)) {
      files.push({ path: joinPath(playlist, file), kind: 'captions', done: false, bytes: 0 });
    }
  }
  files.push({ path: 'poster.jpg', kind: 'image', optional: true, done: false, bytes: 0 });
  if (record.artworkUrl) {
    files.push({
      path: 'artwork',
      kind: 'image',
      from: record.artworkUrl,
      optional: true,
      done: false,
      bytes: 0,
    });
  }
  return files;
}

/** One file, resumed from the bytes kept of an earlier try; the bytes that arrived are kept if it fails again. */
async function fetchFile(url: string, key: string, signal: AbortSignal, onBytes: (bytes: number) => void) {
  const partial = await readPartial(key);
  const response = await request(url, {
    signal,
    headers: partial && partial.size > 0 ? { range: `bytes=${partial.size}-` } : {},
  });
  if (response.status === 416 && partial) return partial;
  if (!response.ok) throw new HttpStatusError(response.status);
  const chunks: BlobPart[] = response.status === 206 && partial ? [partial] : [];
  let received = chunks.length ? partial!.size : 0;
  onBytes(received);
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onBytes(received);
    }
  } catch (error) {
    if (received > 0) await writePartial(key, new Blob(chunks));
    if (signal.aborted) throw error;
    throw new NetworkError(String(error));
  }
  return new Blob(chunks);
}

type Outcome = 'done' | 'stopped' | 'offline' | 'failed';

const bytesOf = (files: StoredFile[]) => files.reduce((sum, file) => sum + (file.done ? file.bytes : 0), 0);

/** Fetches the files of a download that `which` picks and are not stored yet, one after another, here in the page. */
async function fetchHere(
  initial: DownloadRecord,
  source: string,
  signal: AbortSignal,
  which: (file: StoredFile) => boolean,
): Promise<DownloadRecord> {
  let record = initial;
  let done = bytesOf(record.files!);
  for (const file of record.files!) {
    if (file.done || !which(file)) continue;
    const key = offlineUrl(record.id, file.path);
    let last = 0;
    let body: Blob | null;
    try {
      body = await fetchFile(file.from ?? new URL(file.path, source).href, key, signal, (bytes) => {
        // The page is told every ~64 KiB, not every chunk.
        if (bytes - last < 65_536) return;
        last = bytes;
        setInFlight(record.id, done + bytes);
      });
    } catch (error) {
      if (!(error instanceof HttpStatusError) || !file.optional) throw error;
      body = null;
    }
    if (body) await storeOfflineFile(key, body, CONTENT_TYPES[file.kind]);
    await clearPartial(key);
    const bytes = body?.size ?? 0;
    done += bytes;
    record =
      (await change(record.id, (current) => ({
        files: current.files!.map((item) =>
          item.path === file.path ? { ...item, done: true, bytes } : item,
        ),
        bytesDone: done,
      }))) ?? record;
  }
  return record;
}

async function runDownload(initial: DownloadRecord): Promise<Outcome> {
  const controller = new AbortController();
  controllers.set(initial.id, controller);
  const { signal } = controller;
  let record = (await change(initial.id, () => ({ state: 'downloading', detail: null }))) ?? initial;
  let renewed = false;
  try {
    let source = await sourceOf(record);
    for (;;) {
      try {
        if (!record.files) {
          const files = await planFiles(record, source, signal);
          record = (await change(record.id, () => ({ files }))) ?? record;
        }
        // The poster and artwork first, here (they may be missing, which a background fetch cannot take); then the
        // media and captions in the background where the browser can, else here.
        record = await fetchHere(record, source, signal, (file) => file.optional === true);
        const pending = record.files!.filter((file) => !file.done);
        const background = pending.length
          ? await fetchInBackground(
              record,
              pending.map((file) => file.from ?? new URL(file.path, source).href),
              source,
              signal,
              (bytes) => setInFlight(record.id, bytesOf(record.files!) + bytes),
            )
          : 'unavailable';
        if (background === 'stopped') throw signal.reason ?? new Error('stopped');
        if (background === 'failed') throw new NetworkError('background fetch failed');
        if (background === 'unavailable') record = await fetchHere(record, source, signal, () => true);
        setInFlight(record.id, null);
        const finished = await change(record.id, (current) => {
          const done = bytesOf(current.files!);
          return current.files!.every((file) => file.done)
            ? { state: 'complete', bytesDone: done, bytesTotal: done || current.bytesTotal }
            : {};
        });
        return finished?.state === 'complete' ? 'done' : 'offline';
      } catch (error) {
        // The files URL expired (or the device cookie changed): once, with a fresh one.
        if (error instanceof HttpStatusError && [401, 403, 410].includes(error.status) && !renewed) {
          renewed = true;
          source = await sourceOf(record, true);
          continue;
        }
        throw error;
      }
    }
  } catch (error) {
    setInFlight(initial.id, null);
    if (signal.aborted) return 'stopped';
    if (error instanceof HttpStatusError) {
      await change(initial.id, () => ({
        state: 'failed',
        detail: translate('downloads:errors.server', { status: error.status }),
      }));
      return 'failed';
    }
    if (error instanceof NetworkError || navigator.onLine === false) {
      await change(initial.id, () => ({ state: 'waiting-network', detail: null }));
      return 'offline';
    }
    // A licence the server refused again (subscription ended, limit), said as the server said it; or a fault of ours.
    await change(initial.id, () => ({
      state: 'failed',
      detail: error instanceof Error ? error.message : translate('downloads:errors.unknown'),
    }));
    return 'failed';
  } finally {
    controllers.delete(initial.id);
  }
}
