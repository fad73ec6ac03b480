import { vi } from 'vitest';
import type { EngineOptions, EngineSnapshot, EngineTrack, PlaybackEngine } from '../lib/playback-engine';
import { levelsToRemove, type QualityLevel } from '../lib/quality';

/**
 * A stand-in for hls.js in unit tests (happy-dom has no Media Source Extensions): it takes the rungs and caption
 * tracks a test sets up, applies the same trimming as the real engine, and records what the player asks of it.
 */
export interface FakeEngineSetup {
  heights: number[];
  subtitles: EngineTrack[];
  /** alternate audio renditions (the real engine lists them only when there are two or more) */
  audio: EngineTrack[];
}

export const fakeEngineSetup: FakeEngineSetup = { heights: [234, 360, 480], subtitles: [], audio: [] };

export interface FakeEngineRecord {
  src: string;
  options: Omit<EngineOptions, 'onFailure'>;
  engine: PlaybackEngine & { setLevel: ReturnType<typeof vi.fn> };
  fail: EngineOptions['onFailure'];
  destroyed: boolean;
}

export const fakeEngines: FakeEngineRecord[] = [];

const BITRATES: Record<number, number> = {
  234: 190_000,
  360: 830_000,
  480: 1_300_000,
  720: 3_400_000,
  1080: 6_800_000,
};

export function resetFakeEngines(setup: Partial<FakeEngineSetup> = {}) {
  fakeEngines.length = 0;
  fakeEngineSetup.heights = setup.heights ?? [234, 360, 480];
  fakeEngineSetup.subtitles = setup.subtitles ?? [];
  fakeEngineSetup.audio = setup.audio ?? [];
}

export async function loadFakeEngine(
  _video: HTMLVideoElement,
  src: string,
  options: EngineOptions,
): Promise<PlaybackEngine> {
  const all: QualityLevel[] = fakeEngineSetup.heights.map((height, index) => ({
    index,
    height,
    bitrate: BITRATES[height] ?? height * 4000,
  }));
  const removed = new Set(levelsToRemove(all, options.maxHeight));
  const levels = all
    .filter((level) => !removed.has(level.index))
    .map((level, index) => ({ ...level, index }));
  const listeners = new Set<() => void>();
  const audio = fakeEngineSetup.audio.length > 1 ? fakeEngineSetup.audio : [];
  const preferredAudio = audio.find((track) => track.lang === options.preferredAudio);
  let snapshot: EngineSnapshot = {
    audioTracks: audio,
    audioTrack: audio.length > 0 ? (preferredAudio?.index ?? 0) : -1,
    selectedLevel: -1,
    levels,
    subtitleTracks: fakeEngineSetup.subtitles,
    subtitleTrack:
      options.preferredCaptions != null
        ? (fakeEngineSetup.subtitles.find((track) => track.lang === options.preferredCaptions)?.index ?? -1)
        : -1,
    playingHeight: levels[Math.floor(levels.length / 2)]?.height ?? null,
  };
  const emit = (patch: Partial<EngineSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const { onFailure, ...rest } = options;
  const record: FakeEngineRecord = {
    src,
    options: rest,
    fail: onFailure,
    destroyed: false,
    engine: {
      kind: 'hls',
      getSnapshot: () => snapshot,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setLevel: vi.fn((index: number) => emit({ selectedLevel: index })),
      setSubtitleTrack: (index) => emit({ subtitleTrack: index }),
      setAudioTrack: (index) => emit({ audioTrack: index }),
      bandwidthEstimate: () => null,
      destroy: () => {
        record.destroyed = true;
      },
    },
  };
  fakeEngines.push(record);
  return record.engine;
}

/** Sets what the element reports (happy-dom keeps duration and readyState read-only) and tells the player. */
export function setMedia(video: HTMLVideoElement, values: { duration?: number; readyState?: number }) {
  if (values.duration !== undefined) {
    Object.defineProperty(video, 'duration', { configurable: true, get: () => values.duration });
    video.dispatchEvent(new Event('durationchange'));
  }
  if (values.readyState !== undefined) {
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => values.readyState });
    video.dispatchEvent(new Event('canplay'));
  }
}
