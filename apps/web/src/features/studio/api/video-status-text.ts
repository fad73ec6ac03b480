import type { StudioVideo } from './studio-api';

const LABELS: Record<StudioVideo['status'], string> = {
  uploaded: 'Waiting to be checked',
  probing: 'Checking the file',
  transcoding: 'Transcoding',
  ready: 'Ready',
  failed: 'Failed',
};

/** The state in words, without progress ("Transcoding"). */
export function statusLabel(status: StudioVideo['status']): string {
  return LABELS[status];
}

/** The transcoding state as a badge; transcoding shows its progress. */
export function statusText(video: Pick<StudioVideo, 'status' | 'progress'>): string {
  return video.status === 'transcoding'
    ? `Transcoding ${clampPercent(video.progress)}%`
    : LABELS[video.status];
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
}
