import type { VideoQuality } from '@mzansi/contracts/plans';
import type { ProgressSnapshot } from './progress-saver';

/**
 * A downloaded video, as the player plays it (issue 17): its master playlist's address in storage, a reader for
 * its files, and where the viewer's position goes instead of the server (the downloads feature sends it later).
 */
export interface OfflineSource {
  /** the stored master playlist's address (`/offline/<licence>/master.m3u8`) */
  src: string;
  quality: VideoQuality;
  resumeFromSeconds: number | null;
  /** a stored file by absolute address; undefined when it is not stored */
  read: (url: string) => Promise<Response | undefined>;
  /** the position, at the cadence of watch progress (every ~10 s, pause, seek, end, leaving) */
  saveProgress: (snapshot: ProgressSnapshot) => Promise<unknown>;
}
