import { translate } from '@/lib/i18n';
import { getDownload, updateDownload, type DownloadRecord } from './download-db';

/**
 * Chromium's Background Fetch (issue 17, D78), from the page's side: the browser fetches a download's files with
 * its own progress notification and goes on after the app's pages close; the service worker stores them
 * (src/sw/background-downloads.ts). Elsewhere, or when the browser refuses, the page's own queue fetches them.
 */

interface BackgroundFetch extends EventTarget {
  readonly downloaded: number;
  readonly result: '' | 'success' | 'failure';
  abort(): Promise<boolean>;
}
interface BackgroundFetchManager {
  fetch(
    id: string,
    requests: string[],
    options: { title: string; icons: { src: string; sizes: string; type: string }[]; downloadTotal: number },
  ): Promise<BackgroundFetch>;
  get(id: string): Promise<BackgroundFetch | undefined>;
}

/** The Background Fetch of the app's service worker, once it is active (it need not control this page yet). */
async function backgroundFetchManager(): Promise<BackgroundFetchManager | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  const registration: (ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManager }) | undefined =
    await navigator.serviceWorker.getRegistration();
  return registration?.active ? (registration.backgroundFetch ?? null) : null;
}

/** Resolves when the worker says it stored this download's files (or the fetch ended without it). */
function storedByWorker(id: string, fetch: BackgroundFetch, signal: AbortSignal): Promise<'done' | 'failed'> {
  return new Promise((resolve) => {
    const finish = (outcome: 'done' | 'failed') => {
      navigator.serviceWorker.removeEventListener('message', handleMessage);
      window.clearInterval(poll);
      signal.removeEventListener('abort', handleAbort);
      resolve(outcome);
    };
    const handleMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; id?: string } | null;
      if (data?.type === 'downloads-changed' && data.id === id) void settle();
    };
    // The worker's message is the signal; the index is read now and then in case a page missed it.
    const settle = async () => {
      const record = await getDownload(id);
      if (!record || record.state === 'complete') finish('done');
      else if (record.state === 'waiting-network' || fetch.result === 'failure') finish('failed');
    };
    const handleAbort = () => {
      void fetch.abort();
      finish('failed');
    };
    navigator.serviceWorker.addEventListener('message', handleMessage);
    const poll = window.setInterval(() => void settle(), 2000);
    signal.addEventListener('abort', handleAbort, { once: true });
  });
}

/**
 * Hands the files to the browser's Background Fetch and waits until they are stored: `unavailable` where the
 * browser has none or refuses (the page fetches them itself), `stopped` when the viewer paused or cancelled.
 */
export async function fetchInBackground(
  record: DownloadRecord,
  urls: string[],
  source: string,
  signal: AbortSignal,
  onProgress: (bytes: number) => void,
): Promise<'done' | 'failed' | 'stopped' | 'unavailable'> {
  const manager = await backgroundFetchManager().catch(() => null);
  if (!manager) return 'unavailable';
  let fetch = await manager.get(record.id).catch(() => undefined);
  if (!fetch) {
    await updateDownload(record.id, () => ({ backgroundSource: source }));
    const title = record.episodeLabel ? `${record.title} · ${record.episodeLabel}` : record.title;
    try {
      fetch = await manager.fetch(record.id, urls, {
        title: translate('downloads:background.title', { title }),
        icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
        // The size is the server's measure, not exact: 0 lets the browser fetch whatever the files weigh.
        downloadTotal: 0,
      });
    } catch {
      // No permission (or no quota): the page's own queue does it.
      await updateDownload(record.id, () => ({ backgroundSource: undefined }));
      return 'unavailable';
    }
  }
  const started = fetch;
  const handleProgress = () => onProgress(started.downloaded);
  started.addEventListener('progress', handleProgress);
  const outcome = await storedByWorker(record.id, started, signal);
  started.removeEventListener('progress', handleProgress);
  if (signal.aborted) return 'stopped';
  return outcome;
}

/** Stops a download's background fetch, if the browser is running one (pause, cancel, delete). */
export async function abortBackgroundFetch(id: string): Promise<void> {
  const manager = await backgroundFetchManager().catch(() => null);
  const fetch = await manager?.get(id).catch(() => undefined);
  await fetch?.abort().catch(() => false);
}
