import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { allDownloads } from '../lib/download-db';
import { pumpQueue, refreshDownloads, resumeAfterReconnect } from '../lib/download-manager';
import { syncDownloads } from '../lib/licence-sync';
import { canStoreDownloads } from '../lib/offline-files';

const SYNC_INTERVAL_MS = 30 * 60_000;

/**
 * While a page of the app is open and the viewer is signed in: the licences are renewed (and ended ones deleted),
 * offline positions sent, and unfinished downloads go on; again whenever the browser comes back online.
 */
export function useDownloadsSync(): void {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId || !canStoreDownloads()) return;
    let cancelled = false;
    const sync = async () => {
      if (cancelled || !navigator.onLine) return;
      // Nothing downloaded on this device: no request at all.
      if ((await allDownloads()).length === 0) return;
      await syncDownloads(userId).catch(() => refreshDownloads());
      pumpQueue();
    };
    void sync();
    const handleOnline = () => {
      resumeAfterReconnect();
      void sync();
    };
    window.addEventListener('online', handleOnline);
    const timer = window.setInterval(() => void sync(), SYNC_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.removeEventListener('online', handleOnline);
      window.clearInterval(timer);
    };
  }, [userId]);
}
