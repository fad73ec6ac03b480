import { formatClock } from '@mzansi/contracts/format';
import { clsx } from 'clsx';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clamp } from '../lib/shortcuts';
import { findStoryboardCue, type StoryboardCue } from '../lib/storyboard';
import { translate } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  cues: readonly StoryboardCue[];
  onSeek: (seconds: number) => void;
  /** the viewer started or stopped dragging (controls stay up meanwhile) */
  onScrubbingChange?: (scrubbing: boolean) => void;
}

/** The preview box's largest width; bigger storyboard cells are scaled down to it. */
const PREVIEW_WIDTH = 200;

/** "12 minutes 40 seconds" style value text is long; screen readers get "12:40 of 1:30:00". */
function valueText(current: number, duration: number): string {
  return Number.isFinite(duration) && duration > 0
    ? translate('player:controls.seekValue', {
        current: formatClock(current),
        duration: formatClock(duration),
      })
    : formatClock(current);
}

/**
 * The progress bar: a slider (arrows ±5 s, Page keys ±10 s, Home/End), click or drag to seek, and a thumbnail from
 * the storyboard with the time under the pointer while hovering or dragging.
 */
export function SeekBar({
  currentTime,
  duration,
  bufferedEnd,
  cues,
  onSeek,
  onScrubbingChange,
}: SeekBarProps) {
  const { t } = useTranslation('player');
  const track = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ fraction: number; time: number } | null>(null);
  const [dragTime, setDragTime] = useState<number | null>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const shown = dragTime ?? currentTime;
  const played = known ? clamp(shown / duration, 0, 1) : 0;
  const buffered = known ? clamp(bufferedEnd / duration, 0, 1) : 0;

  function pointAt(clientX: number): { fraction: number; time: number } | null {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0 || !known) return null;
    const fraction = clamp((clientX - rect.left) / rect.width, 0, 1);
    return { fraction, time: fraction * duration };
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || !known) return;
    const point = pointAt(event.clientX);
    if (!point) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragTime(point.time);
    setHover(point);
    onScrubbingChange?.(true);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const point = pointAt(event.clientX);
    if (!point) return;
    if (event.pointerType !== 'touch' || dragTime !== null) setHover(point);
    if (dragTime !== null) setDragTime(point.time);
  }

  function finishDrag(event: PointerEvent<HTMLDivElement>, commit: boolean) {
    if (dragTime === null) return;
    const point = pointAt(event.clientX);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDragTime(null);
    if (event.pointerType === 'touch') setHover(null);
    onScrubbingChange?.(false);
    if (commit) onSeek(point?.time ?? dragTime);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!known) return;
    const steps: Record<string, number> = { ArrowLeft: -5, ArrowRight: 5, PageDown: -10, PageUp: 10 };
    let target: number | null = null;
    if (event.key in steps) target = currentTime + steps[event.key]!;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = Math.max(0, duration - 1);
    if (target === null) return;
    event.preventDefault();
    onSeek(clamp(target, 0, duration));
  }

  const previewTime = dragTime ?? hover?.time ?? null;
  const previewFraction = dragTime !== null && known ? dragTime / duration : hover?.fraction;
  const cue = previewTime !== null ? findStoryboardCue(cues, previewTime) : null;
  const scale = cue && cue.width > PREVIEW_WIDTH ? PREVIEW_WIDTH / cue.width : 1;
  const half = (cue ? cue.width * scale : 64) / 2;

  return (
    <div className="group/seek relative flex h-6 items-center">
      {previewTime !== null && previewFraction !== undefined ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute bottom-7 -translate-x-1/2 overflow-hidden rounded-md bg-black/90 text-center shadow-lg ring-1 ring-white/20"
          style={{
            left: `clamp(${half}px, ${(previewFraction * 100).toFixed(3)}%, calc(100% - ${half}px))`,
          }}
          data-testid="seek-preview"
        >
          {cue ? (
            <div
              className="overflow-hidden bg-black"
              style={{ width: cue.width * scale, height: cue.height * scale }}
            >
              <div
                style={{
                  width: cue.width,
                  height: cue.height,
                  backgroundImage: `url("${cue.url}")`,
                  backgroundPosition: `-${cue.x}px -${cue.y}px`,
                  backgroundRepeat: 'no-repeat',
                  transform: scale === 1 ? undefined : `scale(${scale})`,
                  transformOrigin: '0 0',
                }}
              />
            </div>
          ) : null}
          <span className="block px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
            {formatClock(previewTime)}
          </span>
        </div>
      ) : null}
      <div
        ref={track}
        role="slider"
        tabIndex={0}
        aria-label={t('controls.seek')}
        aria-valuemin={0}
        aria-valuemax={known ? Math.floor(duration) : 0}
        aria-valuenow={Math.floor(shown)}
        aria-valuetext={valueText(shown, duration)}
        aria-disabled={!known || undefined}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={(event) => finishDrag(event, true)}
        onPointerCancel={(event) => finishDrag(event, false)}
        onPointerLeave={() => dragTime === null && setHover(null)}
        onKeyDown={handleKeyDown}
        className="relative flex h-6 w-full cursor-pointer touch-none items-center focus-visible:outline-offset-0"
      >
        <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/25 transition-[height] duration-150 group-hover/seek:h-1.5">
          <div className="absolute inset-y-0 left-0 bg-white/40" style={{ width: `${buffered * 100}%` }} />
          <div className="absolute inset-y-0 left-0 bg-primary" style={{ width: `${played * 100}%` }} />
        </div>
        <div
          aria-hidden="true"
          className={clsx(
            'absolute size-3.5 -translate-x-1/2 rounded-full bg-primary shadow ring-2 ring-white/80 transition-transform duration-150',
            dragTime !== null
              ? 'scale-125'
              : 'scale-0 group-hover/seek:scale-100 group-focus-within/seek:scale-100',
          )}
          style={{ left: `${played * 100}%` }}
        />
      </div>
    </div>
  );
}
