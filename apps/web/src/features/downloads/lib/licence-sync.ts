import { DOWNLOAD_PLAY_WINDOW_HOURS } from '@mzansi/contracts/downloads';
import { endpoints } from '@mzansi/contracts/endpoints';
import { api } from '@/lib/api-client';
import { checkDownloads } from '../api/downloads';
import { addNotice, allDownloads, updateDownload, type DownloadRecord } from './download-db';
import { refreshDownloads, removeDownload } from './download-manager';

/**
 * The device's side of download licences (issue 17): whenever the app is online it sends its licences (with the
 * first offline play it saw) to be renewed, deletes the files of those that expired or were revoked and remembers
 * why, and sends the positions watched offline to the viewer's progress.
 */
export async function syncDownloads(userId: string): Promise<void> {
  const records = (await allDownloads()).filter((record) => record.userId === userId);
  if (records.length === 0) return;
  const answer = await checkDownloads({
    items: records.map((record) => ({ id: record.id, firstPlayedAt: record.firstPlayedAt })),
  });
  const byId = new Map(records.map((record) => [record.id, record]));
  for (const item of answer.items) {
    const record = byId.get(item.id);
    if (!record) continue;
    if (item.status === 'active') {
      // Renewed: a new 30 days, and the 48-hour window starts again at the next offline play.
      await updateDownload(record.id, () => ({
        renewedAt: item.renewedAt ?? record.renewedAt,
        expiresAt: item.expiresAt ?? record.expiresAt,
        firstPlayedAt: null,
      }));
      continue;
    }
    await addNotice({
      id: record.id,
      profileId: record.profileId,
      title: record.episodeLabel ? `${record.title} · ${record.episodeLabel}` : record.title,
      reason: item.status === 'expired' ? 'expired' : (item.reason ?? 'deleted'),
      at: new Date().toISOString(),
    });
    // The server already ended the licence: nothing to give back.
    await removeDownload(record.id, { giveBackLicence: false });
  }
  await sendOfflineProgress(userId);
  await refreshDownloads();
}

/** Positions watched offline, saved to the viewer's progress once the device is back online. */
async function sendOfflineProgress(userId: string): Promise<void> {
  for (const record of await allDownloads()) {
    if (record.userId !== userId || !record.progressDirty || !record.durationSeconds) continue;
    await api(
      endpoints.saveWatchProgress,
      {
        body: {
          videoId: record.videoId,
          positionSeconds: Math.min(record.positionSeconds, record.durationSeconds),
          durationSeconds: record.durationSeconds,
        },
      },
      { retries: 0, background: true },
    );
    await updateDownload(record.id, () => ({ progressDirty: false }));
  }
}

export type Playability = { ok: true } | { ok: false; reason: 'incomplete' | 'expired' };

/** Whether a download may play now, offline included: complete, and its licence not past either of its limits. */
export function playability(record: DownloadRecord, now: Date = new Date()): Playability {
  if (record.state !== 'complete') return { ok: false, reason: 'incomplete' };
  return now.getTime() < effectiveExpiry(record).getTime() ? { ok: true } : { ok: false, reason: 'expired' };
}

/** The licence's end as this device knows it: the server's expiry, or 48 hours after the first offline play. */
export function effectiveExpiry(record: DownloadRecord): Date {
  const expires = new Date(record.expiresAt).getTime();
  if (!record.firstPlayedAt) return new Date(expires);
  const window = new Date(record.firstPlayedAt).getTime() + DOWNLOAD_PLAY_WINDOW_HOURS * 3_600_000;
  return new Date(Math.min(expires, window));
}

/** The first play since the last renewal starts the 48-hour window. */
export async function notePlayStarted(id: string, now: Date = new Date()): Promise<void> {
  await updateDownload(id, (record) => (record.firstPlayedAt ? {} : { firstPlayedAt: now.toISOString() }));
  await refreshDownloads();
}

/** The offline position, kept for resume and sent to the server at the next sync. */
export async function saveOfflinePosition(id: string, positionSeconds: number, durationSeconds: number) {
  await updateDownload(id, () => ({
    positionSeconds,
    durationSeconds,
    progressDirty: true,
  }));
}
