import type Hls from 'hls.js';
import type {
  ErrorData,
  HlsConfig,
  Level,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderResponse,
  LoaderStats,
  MediaPlaylist,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';

type HlsModule = { default: typeof Hls };
import { chooseStartLevel, levelsToRemove, type QualityLevel } from './quality';
import { LOCALES } from '@mzansi/i18n/languages';
import { currentLanguage, translate } from '@/lib/i18n';

/**
 * One interface over the two ways a browser plays HLS: hls.js on Media Source Extensions (Chromium, Firefox, Safari
 * 17+ with ManagedMediaSource), or the browser's own HLS (older iPhones). hls.js is imported on demand, so it never
 * weighs on pages that do not play video.
 */
export interface EngineTrack {
  index: number;
  lang: string;
  label: string;
}

export interface EngineSnapshot {
  /** the playable rungs, lowest first (empty with native HLS: the browser picks) */
  levels: QualityLevel[];
  /** -1 = Auto */
  selectedLevel: number;
  /** height of the rung playing now, when known */
  playingHeight: number | null;
  subtitleTracks: EngineTrack[];
  /** -1 = off */
  subtitleTrack: number;
  audioTracks: EngineTrack[];
  audioTrack: number;
}

export type EngineFailureKind = 'unsupported' | 'network' | 'media' | 'forbidden';

export interface EngineFailure {
  kind: EngineFailureKind;
  detail: string;
  /** HTTP status of the failed request, for network failures */
  status?: number;
}

export interface EngineOptions {
  /** seconds; 0 starts at the beginning */
  startPosition: number;
  /** rungs above this are dropped before loading (plan cap, Data saver) */
  maxHeight: number;
  /** bits per second to choose the first rung with; null picks a middle rung */
  estimateBps: number | null;
  /** caption language to select (null: off; undefined: the playlist's default) */
  preferredCaptions?: string | null;
  preferredAudio?: string;
  /** playlists already in hand (the grant's), by absolute URL: hls.js reads them from here, once, not the network */
  playlists?: ReadonlyMap<string, string>;
  /**
   * Every file read from here instead of the network (a download, issue 17): hls.js only, whose loader this becomes;
   * a browser that plays HLS only natively cannot play downloads.
   */
  readFile?: (url: string) => Promise<Response | undefined>;
  /**
   * Bytes hls.js received from the network (playlists, init segments, segments, caption segments), after each load;
   * the grant's playlists are not counted, they came with the grant. Not called with native HLS (the browser loads).
   */
  onBytesLoaded?: (bytes: number) => void;
  onFailure: (failure: EngineFailure) => void;
}

export interface PlaybackEngine {
  readonly kind: 'hls' | 'native';
  // Properties, not methods: useSyncExternalStore is handed these two on their own.
  getSnapshot: () => EngineSnapshot;
  subscribe: (listener: () => void) => () => void;
  setLevel(index: number): void;
  setSubtitleTrack(index: number): void;
  setAudioTrack(index: number): void;
  /** the measured bandwidth (bits/s) once at least one segment has loaded, else null */
  bandwidthEstimate(): number | null;
  destroy(): void;
}

export const EMPTY_ENGINE: EngineSnapshot = {
  levels: [],
  selectedLevel: -1,
  playingHeight: null,
  subtitleTracks: [],
  subtitleTrack: -1,
  audioTracks: [],
  audioTrack: -1,
};

let hlsModule: Promise<HlsModule> | null = null;

/** Starts downloading hls.js (while the signed URL is being fetched); safe to call often. */
export function preloadHls(): Promise<HlsModule> {
  hlsModule ??= import('hls.js').catch((error: unknown) => {
    hlsModule = null;
    throw error;
  });
  return hlsModule;
}

function languageLabel(lang: string | undefined, name: string | undefined, index: number): string {
  if (name?.trim()) return name.trim();
  if (lang) {
    try {
      return new Intl.DisplayNames([LOCALES[currentLanguage()]], { type: 'language' }).of(lang) ?? lang;
    } catch {
      return lang;
    }
  }
  return translate('player:choices.track', { number: index + 1 });
}

function toTracks(playlists: readonly MediaPlaylist[]): EngineTrack[] {
  return playlists.map((playlist, index) => ({
    index,
    lang: playlist.lang ?? '',
    label: languageLabel(playlist.lang, playlist.name, index),
  }));
}

function toLevels(levels: readonly Level[]): QualityLevel[] {
  return levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }));
}

/** The track matching a language (exact, then by primary subtag), or -1. */
export function trackForLanguage(tracks: readonly EngineTrack[], lang: string | null | undefined): number {
  if (!lang) return -1;
  const wanted = lang.toLowerCase();
  const exact = tracks.find((track) => track.lang.toLowerCase() === wanted);
  if (exact) return exact.index;
  const primary = wanted.split('-')[0];
  return tracks.find((track) => track.lang.toLowerCase().split('-')[0] === primary)?.index ?? -1;
}

function createEmitter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}

function failureFromHlsError(HlsClass: typeof Hls, data: ErrorData): EngineFailure {
  const status = data.response?.code;
  if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR) {
    if (status === 401 || status === 403 || status === 410) {
      return { kind: 'forbidden', detail: data.details, status };
    }
    return { kind: 'network', detail: data.details, ...(status ? { status } : {}) };
  }
  return { kind: 'media', detail: data.details };
}

type LoaderClass<T extends LoaderContext> = new (config: HlsConfig) => Loader<T>;

/** What one successful load brought: hls.js's byte count, else the body's own size. */
function responseBytes(response: LoaderResponse, stats: LoaderStats): number {
  if (stats.loaded > 0) return stats.loaded;
  const { data } = response;
  if (typeof data === 'string') return data.length;
  return data instanceof ArrayBuffer ? data.byteLength : 0;
}

/**
 * A loader (hls.js's `fLoader` / `pLoader` options) that loads through `Base` and reports the size of every
 * successful answer: the data meter's count of what playback really fetched. Aborted loads are not counted.
 */
export function countingLoader<T extends LoaderContext>(
  Base: LoaderClass<T>,
  onBytes: (bytes: number) => void,
): LoaderClass<T> {
  return class CountingLoader implements Loader<T> {
    private readonly inner: Loader<T>;

    constructor(config: HlsConfig) {
      this.inner = new Base(config);
    }

    get context(): T | null {
      return this.inner.context;
    }

    get stats(): LoaderStats {
      return this.inner.stats;
    }

    load(context: T, config: LoaderConfiguration, callbacks: LoaderCallbacks<T>) {
      this.inner.load(context, config, {
        ...callbacks,
        onSuccess: (response, stats, loadedContext, details) => {
          const bytes = responseBytes(response, stats);
          if (bytes > 0) onBytes(bytes);
          callbacks.onSuccess(response, stats, loadedContext, details);
        },
      });
    }

    abort() {
      this.inner.abort();
    }

    destroy() {
      this.inner.destroy();
    }

    getCacheAge() {
      return this.inner.getCacheAge?.() ?? null;
    }

    getResponseHeader(name: string) {
      return this.inner.getResponseHeader?.(name) ?? null;
    }
  };
}

/**
 * hls.js's playlist loader (its documented `pLoader` option) answering the playlists given with the grant from
 * memory, each once, and every other playlist through `Fallback` (hls.js's own loader unless given).
 */
export function preloadedPlaylistLoader(
  HlsClass: typeof Hls,
  playlists: ReadonlyMap<string, string>,
  Fallback: LoaderClass<PlaylistLoaderContext> = HlsClass.DefaultConfig
    .loader as unknown as LoaderClass<PlaylistLoaderContext>,
): PlaylistLoaderConstructor {
  const remaining = new Map(playlists);
  return class PreloadedPlaylistLoader implements Loader<PlaylistLoaderContext> {
    private readonly fallback: Loader<PlaylistLoaderContext>;
    private served: { context: PlaylistLoaderContext; stats: LoaderStats } | null = null;
    private cancelled = false;

    constructor(config: HlsConfig) {
      this.fallback = new Fallback(config);
    }

    get context(): PlaylistLoaderContext | null {
      return this.served?.context ?? this.fallback.context;
    }

    get stats(): LoaderStats {
      return this.served?.stats ?? this.fallback.stats;
    }

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ) {
      // hls.js asks for the master by the URL it was given (relative to the page), for the others by absolute URL.
      const url = new URL(context.url, window.location.href).href;
      const text = remaining.get(url);
      if (text === undefined) {
        this.fallback.load(context, config, callbacks);
        return;
      }
      remaining.delete(url);
      const stats = this.fallback.stats;
      const now = performance.now();
      stats.loading = { start: now, first: now, end: now };
      stats.loaded = text.length;
      stats.total = text.length;
      this.served = { context, stats };
      // hls.js expects the answer after load() returns, as from the network.
      queueMicrotask(() => {
        if (!this.cancelled)
          callbacks.onSuccess({ url: context.url, data: text, code: 200 }, stats, context, null);
      });
    }

    abort() {
      this.cancelled = true;
      this.fallback.abort();
    }

    destroy() {
      this.cancelled = true;
      this.fallback.destroy();
    }

    getCacheAge() {
      return this.served ? null : (this.fallback.getCacheAge?.() ?? null);
    }

    getResponseHeader(name: string) {
      return this.served ? null : (this.fallback.getResponseHeader?.(name) ?? null);
    }
  };
}

/**
 * hls.js's loader (its documented `loader` option) reading every file, playlists, segments and captions alike, from
 * `readFile` (a download in Cache Storage): a file missing there answers 404, as the network would.
 */
export function storedFileLoader(
  HlsClass: typeof Hls,
  readFile: (url: string) => Promise<Response | undefined>,
): new (config: HlsConfig) => Loader<LoaderContext> {
  const Base = HlsClass.DefaultConfig.loader;
  return class StoredFileLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    readonly stats: LoaderStats;
    private cancelled = false;

    constructor(config: HlsConfig) {
      // Only for a fresh stats object of the shape hls.js expects.
      this.stats = new Base(config).stats;
    }

    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      this.context = context;
      const url = new URL(context.url, window.location.href).href;
      const stats = this.stats;
      stats.loading.start = performance.now();
      void (async () => {
        const response = await readFile(url).catch(() => undefined);
        if (this.cancelled) return;
        if (!response) {
          stats.loading.end = performance.now();
          callbacks.onError({ code: 404, text: 'Not in this download' }, context, null, stats);
          return;
        }
        const data =
          context.responseType === 'arraybuffer' ? await response.arrayBuffer() : await response.text();
        if (this.cancelled) return;
        const size = typeof data === 'string' ? data.length : data.byteLength;
        stats.loading.first = stats.loading.end = performance.now();
        stats.loaded = stats.total = size;
        callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
      })();
    }

    abort() {
      this.cancelled = true;
      this.stats.aborted = true;
    }

    destroy() {
      this.cancelled = true;
    }

    getCacheAge() {
      return null;
    }

    getResponseHeader() {
      return null;
    }
  };
}

function createHlsEngine(HlsClass: typeof Hls, video: HTMLVideoElement, src: string, options: EngineOptions) {
  const emitter = createEmitter();
  let snapshot = EMPTY_ENGINE;
  let fragmentsLoaded = 0;
  let mediaRecoveries = 0;
  let captionsApplied = false;
  let destroyed = false;
  const start = options.startPosition > 0 ? options.startPosition : -1;
  const DefaultLoader = HlsClass.DefaultConfig.loader as unknown as LoaderClass<LoaderContext>;
  const Loader = options.onBytesLoaded ? countingLoader(DefaultLoader, options.onBytesLoaded) : null;
  const PlaylistFallback = (Loader ?? DefaultLoader) as LoaderClass<PlaylistLoaderContext>;
  const hls = new HlsClass({
    // Rungs are trimmed and the first one chosen before anything loads (MANIFEST_PARSED below).
    autoStartLoad: false,
    startPosition: start,
    capLevelToPlayerSize: true,
    maxBufferLength: 30,
    // The first segment is fetched while the MediaSource opens, not after (hls.js waits for it otherwise).
    startFragPrefetch: true,
    // fMP4 needs no transmuxing; the worker hls.js would start (its whole source again, from a blob) only delays
    // the first frame.
    enableWorker: false,
    backBufferLength: 30,
    ...(options.estimateBps ? { abrEwmaDefaultEstimate: options.estimateBps } : {}),
    ...(options.readFile
      ? // A download: every file from storage, none from the network (nothing to meter).
        { loader: storedFileLoader(HlsClass, options.readFile) }
      : {
          // Fragments (segments, init segments, captions) and playlists go through the counting loader when metered.
          ...(Loader ? { fLoader: Loader as unknown as HlsConfig['fLoader'] } : {}),
          ...(options.playlists?.size
            ? { pLoader: preloadedPlaylistLoader(HlsClass, options.playlists, PlaylistFallback) }
            : Loader
              ? { pLoader: PlaylistFallback as unknown as PlaylistLoaderConstructor }
              : {}),
        }),
    renderTextTracksNatively: true,
  });

  function update() {
    if (destroyed) return;
    const levels = toLevels(hls.levels);
    const playing = hls.currentLevel >= 0 ? hls.levels[hls.currentLevel] : undefined;
    snapshot = {
      levels,
      selectedLevel: hls.autoLevelEnabled ? -1 : hls.manualLevel,
      playingHeight: playing?.height ?? null,
      subtitleTracks: toTracks(hls.subtitleTracks),
      subtitleTrack: hls.subtitleTrack,
      audioTracks: hls.audioTracks.length > 1 ? toTracks(hls.audioTracks) : [],
      audioTrack: hls.audioTrack,
    };
    emitter.emit();
  }

  function applyTrackPreferences() {
    if (captionsApplied || hls.subtitleTracks.length === 0) return;
    captionsApplied = true;
    if (options.preferredCaptions !== undefined) {
      const index = trackForLanguage(toTracks(hls.subtitleTracks), options.preferredCaptions);
      hls.subtitleTrack = index;
      hls.subtitleDisplay = index >= 0;
    }
  }

  hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
    for (const index of levelsToRemove(toLevels(hls.levels), options.maxHeight)) hls.removeLevel(index);
    hls.startLevel = chooseStartLevel(toLevels(hls.levels), options.estimateBps);
    if (options.preferredAudio && hls.audioTracks.length > 1) {
      const audio = trackForLanguage(toTracks(hls.audioTracks), options.preferredAudio);
      if (audio >= 0) hls.audioTrack = audio;
    }
    applyTrackPreferences();
    hls.startLoad(start);
    update();
  });
  hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, () => {
    applyTrackPreferences();
    update();
  });
  for (const event of [
    HlsClass.Events.LEVEL_SWITCHED,
    HlsClass.Events.LEVELS_UPDATED,
    HlsClass.Events.SUBTITLE_TRACK_SWITCH,
    HlsClass.Events.AUDIO_TRACKS_UPDATED,
    HlsClass.Events.AUDIO_TRACK_SWITCHED,
  ] as const) {
    hls.on(event, update);
  }
  hls.on(HlsClass.Events.FRAG_LOADED, () => {
    fragmentsLoaded += 1;
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (!data.fatal || destroyed) return;
    // A decoding hiccup is recoverable once or twice (hls.js's documented recovery); the rest ends playback.
    if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
      mediaRecoveries += 1;
      hls.recoverMediaError();
      return;
    }
    options.onFailure(failureFromHlsError(HlsClass, data));
  });
  hls.loadSource(src);
  hls.attachMedia(video);

  const engine: PlaybackEngine = {
    kind: 'hls',
    getSnapshot: () => snapshot,
    subscribe: emitter.subscribe,
    setLevel(index) {
      // nextLevel switches at the next segment without emptying what is already buffered for now.
      hls.nextLevel = index;
      if (index === -1) hls.currentLevel = -1;
      update();
    },
    setSubtitleTrack(index) {
      hls.subtitleTrack = index;
      hls.subtitleDisplay = index >= 0;
      update();
    },
    setAudioTrack(index) {
      if (index >= 0) hls.audioTrack = index;
      update();
    },
    bandwidthEstimate: () =>
      fragmentsLoaded > 0 && Number.isFinite(hls.bandwidthEstimate) ? hls.bandwidthEstimate : null,
    destroy() {
      destroyed = true;
      hls.destroy();
    },
  };
  return engine;
}

interface NativeAudioTrack {
  enabled: boolean;
  language: string;
  label: string;
}
interface NativeAudioTrackList {
  length: number;
  [index: number]: NativeAudioTrack;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

function createNativeEngine(video: HTMLVideoElement, src: string, options: EngineOptions): PlaybackEngine {
  const emitter = createEmitter();
  let snapshot = EMPTY_ENGINE;
  let captionsApplied = false;
  const audioList = (video as HTMLVideoElement & { audioTracks?: NativeAudioTrackList }).audioTracks;

  function textTracks(): TextTrack[] {
    return Array.from(video.textTracks).filter(
      (track) => track.kind === 'subtitles' || track.kind === 'captions',
    );
  }

  function update() {
    const texts = textTracks();
    const audio = audioList ? Array.from({ length: audioList.length }, (_, index) => audioList[index]!) : [];
    snapshot = {
      ...EMPTY_ENGINE,
      playingHeight: video.videoHeight || null,
      subtitleTracks: texts.map((track, index) => ({
        index,
        lang: track.language,
        label: languageLabel(track.language, track.label, index),
      })),
      subtitleTrack: texts.findIndex((track) => track.mode === 'showing'),
      audioTracks:
        audio.length > 1
          ? audio.map((track, index) => ({
              index,
              lang: track.language,
              label: languageLabel(track.language, track.label, index),
            }))
          : [],
      audioTrack: audio.findIndex((track) => track.enabled),
    };
    emitter.emit();
  }

  function selectText(index: number) {
    textTracks().forEach((track, position) => {
      track.mode = position === index ? 'showing' : 'disabled';
    });
    update();
  }

  function handleTracks() {
    if (!captionsApplied && textTracks().length > 0 && options.preferredCaptions !== undefined) {
      captionsApplied = true;
      const tracks = textTracks().map((track, index) => ({
        index,
        lang: track.language,
        label: track.label,
      }));
      selectText(trackForLanguage(tracks, options.preferredCaptions));
      return;
    }
    update();
  }

  function handleMetadata() {
    if (options.startPosition > 0) video.currentTime = options.startPosition;
    update();
  }

  function handleError() {
    const code = video.error?.code;
    // MEDIA_ERR_NETWORK = 2, MEDIA_ERR_SRC_NOT_SUPPORTED = 4 (also what an expired token looks like here).
    options.onFailure({
      kind: code === 2 ? 'network' : code === 4 ? 'forbidden' : 'media',
      detail: video.error?.message || `MediaError ${code ?? ''}`.trim(),
    });
  }

  video.addEventListener('loadedmetadata', handleMetadata);
  video.addEventListener('resize', update);
  video.addEventListener('error', handleError);
  video.textTracks.addEventListener?.('addtrack', handleTracks);
  video.textTracks.addEventListener?.('change', update);
  audioList?.addEventListener('change', update);
  video.src = src;

  return {
    kind: 'native',
    getSnapshot: () => snapshot,
    subscribe: emitter.subscribe,
    setLevel() {
      // The browser's own HLS picks rungs itself.
    },
    setSubtitleTrack: selectText,
    setAudioTrack(index) {
      if (!audioList) return;
      for (let position = 0; position < audioList.length; position++) {
        audioList[position]!.enabled = position === index;
      }
      update();
    },
    bandwidthEstimate: () => null,
    destroy() {
      video.removeEventListener('loadedmetadata', handleMetadata);
      video.removeEventListener('resize', update);
      video.removeEventListener('error', handleError);
      video.textTracks.removeEventListener?.('addtrack', handleTracks);
      video.textTracks.removeEventListener?.('change', update);
      audioList?.removeEventListener('change', update);
      video.removeAttribute('src');
      video.load();
    },
  };
}

/**
 * Attaches `src` to the element: hls.js where Media Source Extensions exist, else the browser's own HLS, else an
 * `unsupported` failure. Resolves once the engine is attached (loading continues in the background).
 */
export async function loadPlaybackEngine(
  video: HTMLVideoElement,
  src: string,
  options: EngineOptions,
): Promise<PlaybackEngine> {
  let HlsClass: typeof Hls | null = null;
  try {
    HlsClass = (await preloadHls()).default;
  } catch {
    HlsClass = null;
  }
  if (HlsClass?.isSupported()) return createHlsEngine(HlsClass, video, src, options);
  if (video.canPlayType('application/vnd.apple.mpegurl') && !options.readFile)
    return createNativeEngine(video, src, options);
  throw Object.assign(new Error(translate('player:errors.cannotPlay')), {
    kind: 'unsupported' as const,
  });
}
