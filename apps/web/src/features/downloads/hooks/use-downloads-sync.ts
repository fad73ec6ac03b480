import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';

const SYNC_INTERVAL_MS = 30 * 60_000;

/** The sync's code (idb, the queue) loads only for a signed-in viewer, after the page: no page's first load pays it. */
const loadSync = () =>
  Promise.all([
    import('../lib/licence-sync'),
    import('../lib/download-manager'),
    import('../lib/download-db'),
  ]);

/**
 * While a page of the app is open and the viewer is signed in: the licences are renewed (and ended ones deleted),
 * offline positions sent, and unfinished downloads go on; again whenever the browser comes back online.
 */
export function useDownloadsSync(): void {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId || typeof caches === 'undefined' || typeof indexedDB === 'undefined') return;
    let cancelled = false;
    const sync = async () => {
      if (cancelled || !navigator.onLine) return;
      const [{ syncDownloads }, { pumpQueue, refreshDownloads }, { allDownloads }] = await loadSync();
      // Nothing downloaded on this device: no request at all.
      if (cancelled || (await allDownloads()).length === 0) return;
      await syncDownloads(userId).catch(() => refreshDownloads());
      pumpQueue();
    };
    const timer = window.setInterval(() => void sync(), SYNC_INTERVAL_MS);
    const handleOnline = () => void sync();
    window.addEventListener('online', handleOnline);
    void sync();
    return () => {
      cancelled = true;
      window.removeEventListener('online', handleOnline);
      window.clearInterval(timer);
    };
  }, [userId]);
}
