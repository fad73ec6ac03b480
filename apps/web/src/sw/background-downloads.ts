/**
 * Downloads that go on after the app's pages close (issue 17, D78): Chromium's Background Fetch. The page hands the
 * browser a download's media and caption files (lib/background-fetch.ts); the browser fetches them with its own
 * progress notification, resuming after lost connections, and wakes this worker when they are all in. The worker
 * stores each answer under the download's offline address and marks the download complete in the index, then tells
 * the open pages. A fetch that fails keeps what arrived; the page's queue fetches the rest when it next runs.
 */
import {
  DOWNLOADS_CACHE,
  OFFLINE_PREFIX,
  getDownload,
  updateDownload,
  type StoredFile,
} from '../features/downloads/lib/download-db';

declare let self: ServiceWorkerGlobalScope;

/** What the worker reads of a Background Fetch (no TypeScript library describes it yet). */
interface BackgroundFetchRecord {
  readonly request: Request;
  readonly responseReady: Promise<Response>;
}
interface BackgroundFetchRegistration {
  readonly id: string;
  matchAll(): Promise<BackgroundFetchRecord[]>;
}
interface BackgroundFetchEvent extends ExtendableEvent {
  readonly registration: BackgroundFetchRegistration;
}

/** A download's files by the address they were fetched from: the artwork by its own, the rest beside the master. */
function filesByAddress(files: StoredFile[], source: string): Map<string, StoredFile> {
  return new Map(files.map((file) => [file.from ?? new URL(file.path, source).href, file]));
}

async function storeFetched(registration: BackgroundFetchRegistration): Promise<void> {
  const record = await getDownload(registration.id);
  if (!record?.files || !record.backgroundSource) return;
  const byAddress = filesByAddress(record.files, record.backgroundSource);
  const cache = await caches.open(DOWNLOADS_CACHE);
  const stored = new Map<string, number>();
  for (const fetched of await registration.matchAll()) {
    const file = byAddress.get(fetched.request.url);
    const response = await fetched.responseReady.catch(() => null);
    if (!file || !response?.ok) continue;
    const body = await response.blob();
    const address = new URL(`${OFFLINE_PREFIX}${record.id}/${file.path}`, self.location.origin).href;
    await cache.put(
      address,
      new Response(body, {
        headers: {
          'content-type': response.headers.get('content-type') ?? '',
          'content-length': String(body.size),
        },
      }),
    );
    stored.set(file.path, body.size);
  }
  await updateDownload(record.id, (current) => {
    const files = (current.files ?? []).map((file) =>
      stored.has(file.path) ? { ...file, done: true, bytes: stored.get(file.path)! } : file,
    );
    const bytesDone = files.reduce((sum, file) => sum + (file.done ? file.bytes : 0), 0);
    const complete = files.every((file) => file.done || file.optional);
    return complete
      ? {
          files,
          bytesDone,
          bytesTotal: bytesDone,
          state: 'complete',
          detail: null,
          backgroundSource: undefined,
        }
      : { files, bytesDone, state: 'waiting-network', detail: null, backgroundSource: undefined };
  });
  // Pages this worker does not control yet (the first visit) are told too.
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'downloads-changed', id: record.id });
}

export function handleBackgroundDownloads(): void {
  self.addEventListener('backgroundfetchsuccess' as 'message', (event: Event) => {
    const fetchEvent = event as BackgroundFetchEvent;
    // The browser's own "complete" notification says it (in the browser's language): no words of ours here.
    fetchEvent.waitUntil(storeFetched(fetchEvent.registration));
  });
  self.addEventListener('backgroundfetchfail' as 'message', (event: Event) => {
    const fetchEvent = event as BackgroundFetchEvent;
    fetchEvent.waitUntil(storeFetched(fetchEvent.registration));
  });
  self.addEventListener('backgroundfetchclick' as 'message', (event: Event) => {
    (event as ExtendableEvent).waitUntil(self.clients.openWindow('/downloads'));
  });
}
