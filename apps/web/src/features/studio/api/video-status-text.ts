import { translate } from '@/lib/i18n';
import type { StudioVideo } from './studio-api';

/** The state in words, without progress ("Transcoding"). */
export function statusLabel(status: StudioVideo['status']): string {
  const labels: Record<StudioVideo['status'], string> = {
    uploaded: translate('studio:status.uploaded'),
    probing: translate('studio:status.probing'),
    transcoding: translate('studio:status.transcoding'),
    ready: translate('studio:status.ready'),
    failed: translate('studio:status.failed'),
  };
  return labels[status];
}

/** The transcoding state as a badge; transcoding shows its progress. */
export function statusText(video: Pick<StudioVideo, 'status' | 'progress'>): string {
  return video.status === 'transcoding'
    ? translate('studio:status.transcodingProgress', { percent: String(clampPercent(video.progress)) })
    : statusLabel(video.status);
}

/** A progress bar's name: "Transcoding 40%: ep2.mp4". */
export function progressLabel(video: Pick<StudioVideo, 'status' | 'progress'>, name: string): string {
  return translate('studio:status.progressLabel', { status: statusText(video), name });
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
}
