import { clsx } from 'clsx';
import type { StudioVideo } from '../api/studio-api';
import { clampPercent, statusText } from '../api/video-status-text';

export function VideoStatusBadge({ video }: { video: Pick<StudioVideo, 'status' | 'progress'> }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold',
        video.status === 'ready' && 'bg-accent text-on-accent',
        video.status === 'failed' && 'bg-[var(--color-rating-red)] text-white',
        video.status !== 'ready' && video.status !== 'failed' && 'bg-primary/20 text-foreground',
      )}
    >
      {statusText(video)}
    </span>
  );
}

/** A labelled progress bar (uploads, transcoding). */
export function ProgressMeter({
  label,
  value,
  className,
}: {
  label: string;
  value: number;
  className?: string;
}) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-surface-3', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
