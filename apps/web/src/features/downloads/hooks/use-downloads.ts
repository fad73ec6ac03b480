import { useSyncExternalStore } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import type { DownloadRecord } from '../lib/download-db';
import { downloadsSnapshot, subscribeDownloads, type DownloadProgress } from '../lib/download-manager';

const serverSnapshot: DownloadProgress = { records: [], inFlight: {} };

/** This device's downloads of the active viewer profile, with the bytes of the file in flight. */
export function useDownloads(): DownloadProgress {
  const profileId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const progress = useSyncExternalStore(subscribeDownloads, downloadsSnapshot, () => serverSnapshot);
  const records = progress.records.filter(
    (record) => record.userId === userId && (profileId === null || record.profileId === profileId),
  );
  return { records, inFlight: progress.inFlight };
}

/** The download of one video on this device, if any. */
export function useDownloadOf(videoId: string): DownloadRecord | undefined {
  return useDownloads().records.find((record) => record.videoId === videoId);
}

/** How far a download is, 0..1. */
export function downloadedShare(record: DownloadRecord, inFlight: Record<string, number>): number {
  if (record.state === 'complete') return 1;
  const done = inFlight[record.id] ?? record.bytesDone;
  return record.bytesTotal > 0 ? Math.min(0.99, done / record.bytesTotal) : 0;
}
