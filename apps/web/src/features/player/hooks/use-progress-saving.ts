import { useEffect, useEffectEvent } from 'react';
import { beaconProgress, saveProgress } from '../api/watch-progress';
import { createProgressSaver, type ProgressSnapshot } from '../lib/progress-saver';

/**
 * Saves watch progress for resume and Continue watching (see lib/progress-saver for the cadence). `onLeave` runs
 * after the last save when the player goes away, so lists that show progress can refresh.
 */
export function useProgressSaving(
  video: HTMLVideoElement | null,
  videoId: string,
  enabled: boolean,
  onLeave?: () => void,
  /** where positions go instead of the server (a download played offline keeps them on the device) */
  store?: (snapshot: ProgressSnapshot) => Promise<unknown>,
): void {
  const left = useEffectEvent(() => onLeave?.());

  useEffect(() => {
    if (!video || !enabled) return;
    let started = false;
    // The last position the element reported: still right after the source is detached (which rewinds to 0).
    let position = 0;
    let duration = Number.NaN;
    const saver = createProgressSaver({
      read: () => (started ? { videoId, positionSeconds: position, durationSeconds: duration } : null),
      save: store ?? saveProgress,
      beacon: store
        ? (snapshot) => {
            void store(snapshot);
            return true;
          }
        : beaconProgress,
    });
    const onTime = () => {
      if (video.readyState === 0) return;
      position = video.currentTime;
      if (Number.isFinite(video.duration)) duration = video.duration;
    };
    const onPlaying = () => {
      onTime();
      started = true;
      saver.playing();
    };
    const onPause = () => !video.ended && saver.paused();
    const onSeeked = () => {
      onTime();
      saver.seeked();
    };
    const onEnded = () => {
      onTime();
      saver.ended();
    };
    const onHidden = () => document.visibilityState === 'hidden' && saver.leave();
    const onPageHide = () => saver.leave();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('durationchange', onTime);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('durationchange', onTime);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving inside the app: one last ordinary save, then the lists that show progress refresh.
      void saver.flush().finally(() => {
        saver.dispose();
        left();
      });
    };
  }, [video, videoId, enabled, store]);
}
