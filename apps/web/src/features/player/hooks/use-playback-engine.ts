import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import {
  EMPTY_ENGINE,
  loadPlaybackEngine,
  type EngineFailure,
  type EngineOptions,
  type EngineSnapshot,
  type PlaybackEngine,
} from '../lib/playback-engine';
import { writePlayerPreferences } from '../lib/preferences';
import { createDataUsageMeter } from '@/lib/data-usage';

const noSubscription = () => () => undefined;
const emptySnapshot = () => EMPTY_ENGINE;

/**
 * Attaches an HLS source to the element (hls.js or native) and tears it down when the source changes or the player
 * goes away. Options are read when the source attaches, so changing them does not restart playback. The last
 * measured bandwidth is kept for the next start, and every byte hls.js fetches goes to the device's data meter.
 */
export function usePlaybackEngine(
  video: HTMLVideoElement | null,
  src: string | null,
  readOptions: () => Omit<EngineOptions, 'onFailure'>,
  onFailure: (failure: EngineFailure) => void,
): { engine: PlaybackEngine | null; snapshot: EngineSnapshot } {
  const [attached, setAttached] = useState<{ src: string; engine: PlaybackEngine } | null>(null);
  const options = useEffectEvent(readOptions);
  const fail = useEffectEvent(onFailure);

  useEffect(() => {
    if (!video || !src) return;
    let cancelled = false;
    let engine: PlaybackEngine | null = null;
    const meter = createDataUsageMeter();
    loadPlaybackEngine(video, src, {
      ...options(),
      onBytesLoaded: (bytes) => meter.add(bytes),
      onFailure: (failure) => !cancelled && fail(failure),
    }).then(
      (loaded) => {
        if (cancelled) {
          loaded.destroy();
          return;
        }
        engine = loaded;
        setAttached({ src, engine: loaded });
      },
      (error: unknown) => {
        if (cancelled) return;
        fail({ kind: 'unsupported', detail: error instanceof Error ? error.message : String(error) });
      },
    );
    const keepBandwidth = () => {
      const measured = engine?.bandwidthEstimate();
      if (measured) writePlayerPreferences({ bandwidth: { bps: Math.round(measured), at: Date.now() } });
    };
    // A full page change never unmounts React: keep the measurement on pagehide too.
    window.addEventListener('pagehide', keepBandwidth);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', keepBandwidth);
      meter.stop();
      if (!engine) return;
      keepBandwidth();
      engine.destroy();
    };
  }, [video, src]);

  const engine = attached && attached.src === src ? attached.engine : null;
  const snapshot = useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    engine?.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  );
  return { engine, snapshot };
}
