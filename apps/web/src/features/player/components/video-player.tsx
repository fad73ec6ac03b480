import { formatClock } from '@mzansi/contracts/format';
import { MESSAGES } from '@mzansi/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  Captions,
  Gauge,
  Keyboard,
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  RotateCcw,
  RotateCw,
  Settings2,
  SkipForward,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { isDataSaverOn } from '@/lib/data-saver';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { expiryFor, PlaybackError, requestPlayback, signedUrlErrorMessage } from '../api/request-signed-url';
import { useAutoHide } from '../hooks/use-auto-hide';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMediaState } from '../hooks/use-media-state';
import { usePlaybackEngine } from '../hooks/use-playback-engine';
import { useProgressSaving } from '../hooks/use-progress-saving';
import { endLease, stopStream, useStreamLease } from '../hooks/use-stream-lease';
import { useStoryboard } from '../hooks/use-storyboard';
import { seekTo, setRate, setSound, setVolumeOf, toggleMuted } from '../lib/media-control';
import { preloadHls, type EngineFailure } from '../lib/playback-engine';
import {
  browserBandwidth,
  readPlayerPreferences,
  readTrackChoice,
  recentBandwidth,
  writePlayerPreferences,
  writeTrackChoice,
} from '../lib/preferences';
import { resumePosition } from '../lib/resume';
import { buildQualityMenu, maxHeightFor, qualityLabel, type PlanQuality } from '../lib/quality';
import {
  percentTarget,
  seekTarget,
  shortcutFor,
  targetKeepsKey,
  type ShortcutAction,
} from '../lib/shortcuts';
import { PlayerMenu } from './player-menu';
import {
  ErrorPanel,
  LoadingIndicator,
  NextEpisodeCard,
  NEXT_COUNTDOWN_SECONDS,
  ResumeChip,
  ShortcutHelp,
  SignInPanel,
  StoppedPanel,
  TooManyStreamsDialog,
  UpgradePanel,
} from './player-overlays';
import { SeekBar } from './seek-bar';

export interface NextUp {
  /** "S1 E3 · Laagwater" */
  label: string;
  onPlay: () => void;
}

export interface VideoPlayerProps {
  videoId: string;
  /** the title: caption and audio choices are remembered per series */
  titleId: string;
  /** what plays, for people and screen readers: "Trailer: Umkhokha", "Sê My Naam, season 1 episode 2: …" */
  label: string;
  kind: 'trailer' | 'main' | 'episode';
  poster?: string;
  /** the video's length from the catalogue, for the signed URL's lifetime */
  durationHint?: number | null;
  /** the viewer has SD but this video has HD: the quality menu says "HD with Premium" */
  offerHd?: boolean;
  /** the title's trailer, offered when the viewer may not play this video */
  trailerHref?: string | null;
  /** series: what plays next */
  next?: NextUp | null;
  /** the player is going away (after the last progress save) */
  onLeave?: () => void;
  /** starts playing as soon as it can (default) */
  autoPlay?: boolean;
  /** moves focus into the player when it opens, so the keyboard shortcuts work at once */
  focusOnOpen?: boolean;
}

export type PlayerState = 'loading' | 'playing' | 'paused' | 'ended' | 'error';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const UNSUPPORTED_MESSAGE =
  'This browser can’t play streaming video. Try a recent Chrome, Edge, Firefox or Safari.';
const STOPPED_DEFAULT = 'Playback was stopped on this device.';

type Failure = { kind: 'stopped' | 'media' | 'renew'; message: string; at: number };

function speedLabel(rate: number): string {
  return rate === 1 ? 'Normal' : `${rate}×`;
}

/**
 * The player (/watch/:id?play=): HLS with a quality menu capped by plan and Data saver, captions, seek previews,
 * keyboard shortcuts, picture-in-picture, full screen, speed, remembered volume, resume, the next episode, watch
 * progress, the device lease, and the spec's messages with Retry. `data-state` on the root says what it is doing.
 */
export function VideoPlayer({
  videoId,
  titleId,
  label,
  kind,
  poster,
  durationHint,
  offerHd = false,
  trailerHref,
  next,
  onLeave,
  autoPlay = true,
  focusOnOpen = false,
}: VideoPlayerProps) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { isPremium } = useAuth();
  const openModal = useUiStore((state) => state.openModal);
  const setCurrentVideoId = useUiStore((state) => state.setCurrentVideoId);
  const setPlayerFullscreen = useUiStore((state) => state.setPlayerFullscreen);

  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  const [helpOpen, setHelpOpen] = useState(false);
  const [menusOpen, setMenusOpen] = useState(0);
  const [scrubbing, setScrubbing] = useState(false);
  const [keyboardInControls, setKeyboardInControls] = useState(false);
  const [dismissed, setDismissed] = useState<{ resume?: string; next?: string }>({});
  const [autoplayBlocked, setAutoplayBlocked] = useState<string | null>(null);
  /** where the next source starts (Retry and renewals keep the position) */
  const restartAt = useRef<number | null>(null);
  const renewals = useRef(0);

  useEffect(() => {
    void preloadHls().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (focusOnOpen) root?.focus({ preventScroll: true });
  }, [focusOnOpen, root, videoId]);

  const grant = useQuery({
    queryKey: ['playback', videoId, userId],
    queryFn: () => requestPlayback(videoId, { expiresIn: expiryFor(durationHint) }),
    // A grant is personal, short-lived and holds a device lease: one per playback, never cached or retried blindly.
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const source = grant.data;
  const activeFailure = failure && source && failure.at === grant.dataUpdatedAt ? failure : null;
  const grantError = grant.error instanceof PlaybackError ? grant.error : null;

  type Phase = 'loading' | 'ready' | 'sign-in' | 'upgrade' | 'too-many-streams' | 'stopped' | 'error';
  let phase: Phase;
  let errorMessage = '';
  if (grant.isFetching && (grant.isError || activeFailure || !source)) phase = 'loading';
  else if (grant.isError) {
    const kindOf = grantError?.kind ?? 'other';
    phase =
      kindOf === 'sign-in'
        ? 'sign-in'
        : kindOf === 'upgrade'
          ? 'upgrade'
          : kindOf === 'too-many-streams'
            ? 'too-many-streams'
            : 'error';
    errorMessage = grant.error.message || signedUrlErrorMessage(grant.error);
  } else if (activeFailure?.kind === 'stopped') {
    phase = 'stopped';
    errorMessage = activeFailure.message;
  } else if (activeFailure?.kind === 'media') {
    phase = 'error';
    errorMessage = activeFailure.message;
  } else if (!source || activeFailure?.kind === 'renew') phase = 'loading';
  else phase = 'ready';

  const activeSrc = phase === 'ready' ? source!.signedUrl : null;
  const plan: PlanQuality = source?.maxQuality ?? 'SD';
  const resumeFrom = resumePosition(source, kind, durationHint);
  const savesProgress = kind !== 'trailer' && !!source && !source.isTrailer && source.streamSessionId != null;

  const media = useMediaState(video);
  const fullscreen = useFullscreen(root, video);

  function announce(text: string) {
    setAnnouncement((previous) => ({ text, n: previous.n + 1 }));
  }

  /** Retry: end this device's lease first (a one-device plan would otherwise refuse itself), then a new grant. */
  async function restart(position: number | null, kindOfFailure?: Failure['kind']) {
    restartAt.current = position;
    if (kindOfFailure && source) setFailure({ kind: kindOfFailure, message: '', at: grant.dataUpdatedAt });
    const lease = source?.streamSessionId;
    if (lease) await endLease(lease);
    await grant.refetch();
  }

  function handleEngineFailure(engineFailure: EngineFailure) {
    const position = video?.currentTime || restartAt.current || resumeFrom;
    // An expired or revoked token (a long pause, a plan change): one quiet renewal, keeping the position.
    if (engineFailure.kind === 'forbidden' && renewals.current < 1) {
      renewals.current += 1;
      void restart(position, 'renew');
      return;
    }
    restartAt.current = position;
    setFailure({
      kind: 'media',
      message: engineFailure.kind === 'unsupported' ? UNSUPPORTED_MESSAGE : MESSAGES.signedUrlOther,
      at: grant.dataUpdatedAt,
    });
  }

  const { engine, snapshot: tracks } = usePlaybackEngine(
    video,
    activeSrc,
    () => {
      const preferences = readPlayerPreferences();
      const choice = readTrackChoice(titleId);
      const startPosition = restartAt.current ?? resumeFrom;
      restartAt.current = null;
      return {
        startPosition,
        maxHeight: maxHeightFor(plan, isDataSaverOn()),
        estimateBps: recentBandwidth(preferences) ?? browserBandwidth(),
        preferredCaptions: choice.captions,
        preferredAudio: choice.audio,
      };
    },
    handleEngineFailure,
  );

  useStreamLease(phase === 'ready' || phase === 'loading' ? source?.streamSessionId : null, {
    heartbeatSeconds: source?.heartbeatSeconds,
    position: () => video?.currentTime ?? 0,
    onEnded: (reason) => {
      setFailure({
        kind: 'stopped',
        message: reason.status === 401 ? MESSAGES.signedUrl401 : reason.message || STOPPED_DEFAULT,
        at: grant.dataUpdatedAt,
      });
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    onRestored: () => void restart(video?.currentTime ?? null, 'renew'),
  });

  useProgressSaving(video, videoId, savesProgress, onLeave);
  const cues = useStoryboard(activeSrc, media.started);

  // The spec §4 interface state: what plays, and whether it is full screen.
  useEffect(() => {
    setCurrentVideoId(videoId);
    return () => setCurrentVideoId(null);
  }, [videoId, setCurrentVideoId]);
  useEffect(() => {
    setPlayerFullscreen(fullscreen.active);
  }, [fullscreen.active, setPlayerFullscreen]);
  useEffect(() => () => setPlayerFullscreen(false), [setPlayerFullscreen]);

  // Sound as the viewer left it last time; kept whenever it changes.
  useEffect(() => {
    if (!video) return;
    const preferences = readPlayerPreferences();
    setSound(video, preferences);
    const keep = () => writePlayerPreferences({ volume: video.volume, muted: video.muted });
    video.addEventListener('volumechange', keep);
    return () => video.removeEventListener('volumechange', keep);
  }, [video]);

  // Start as soon as the source is attached; a browser that blocks it leaves the Play button to the viewer.
  const startPlayback = useEffectEvent((element: HTMLVideoElement, src: string) => {
    if (!autoPlay) return;
    element.play().catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name === 'NotAllowedError') setAutoplayBlocked(src);
    });
  });
  useEffect(() => {
    if (engine && video && activeSrc) startPlayback(video, activeSrc);
  }, [engine, video, activeSrc]);

  // State changes worth hearing (the error panels announce themselves).
  // ("play" rather than "playing", which repeats after every seek and stall.)
  const mediaEvent = useEffectEvent((type: string) => {
    if (type === 'playing') renewals.current = 0;
    else if (type === 'play') announce('Playing');
    else if (type === 'pause' && video && !video.ended) announce('Paused');
    else if (type === 'ended') announce('Ended');
  });
  useEffect(() => {
    if (!video) return;
    const types = ['play', 'playing', 'pause', 'ended'];
    const listener = (event: Event) => mediaEvent(event.type);
    for (const type of types) video.addEventListener(type, listener);
    return () => {
      for (const type of types) video.removeEventListener(type, listener);
    };
  }, [video]);

  const state: PlayerState =
    phase === 'loading'
      ? 'loading'
      : phase !== 'ready'
        ? 'error'
        : media.ended
          ? 'ended'
          : media.paused
            ? !media.started && autoplayBlocked !== activeSrc && autoPlay && media.readyState < 3
              ? 'loading'
              : 'paused'
            : !media.started || media.waiting
              ? 'loading'
              : 'playing';

  const keepControls =
    phase !== 'ready' ||
    media.paused ||
    media.ended ||
    menusOpen > 0 ||
    scrubbing ||
    helpOpen ||
    keyboardInControls;
  const controls = useAutoHide(root, keepControls);

  // ---- actions ----
  function play() {
    if (!video) return;
    video.play().catch(() => undefined);
  }
  function togglePlay() {
    if (!video) return;
    if (video.paused || video.ended) play();
    else video.pause();
  }
  function seek(seconds: number) {
    if (!video || !Number.isFinite(seconds)) return;
    seekTo(video, seconds);
    setDismissed((previous) => ({ ...previous, resume: videoId }));
  }
  function setVolume(volume: number) {
    if (!video) return;
    setVolumeOf(video, volume);
    writePlayerPreferences({ volume: video.volume, muted: video.muted });
    announce(`Volume ${Math.round(video.volume * 100)}%`);
  }
  function toggleMute() {
    if (!video) return;
    const muted = toggleMuted(video);
    writePlayerPreferences({ volume: video.volume, muted });
    announce(muted ? 'Muted' : 'Sound on');
  }
  function selectCaptions(index: number) {
    engine?.setSubtitleTrack(index);
    const track = tracks.subtitleTracks[index];
    writeTrackChoice(titleId, { captions: track ? track.lang || track.label : null });
    announce(track ? `Captions: ${track.label}` : 'Captions off');
  }
  function toggleCaptions() {
    if (tracks.subtitleTracks.length === 0) {
      announce('No captions for this video');
      return;
    }
    if (tracks.subtitleTrack >= 0) {
      selectCaptions(-1);
      return;
    }
    const remembered = readTrackChoice(titleId).captions;
    const match = tracks.subtitleTracks.find((track) => remembered && track.lang === remembered);
    selectCaptions((match ?? tracks.subtitleTracks[0]!).index);
  }
  function selectAudio(index: number) {
    engine?.setAudioTrack(index);
    const track = tracks.audioTracks[index];
    if (track) {
      writeTrackChoice(titleId, { audio: track.lang || track.label });
      announce(`Audio: ${track.label}`);
    }
  }
  function selectQuality(index: number) {
    engine?.setLevel(index);
    const level = tracks.levels[index];
    announce(level ? `Quality: ${qualityLabel(level.height)}` : 'Quality: Auto');
  }
  function selectSpeed(rate: number) {
    if (!video) return;
    setRate(video, rate);
    announce(`Speed: ${speedLabel(rate)}`);
  }
  async function togglePictureInPicture() {
    if (!video) return;
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else await video.requestPictureInPicture();
    } catch {
      // Refused by the browser: the button simply does nothing.
    }
  }

  function perform(action: ShortcutAction) {
    const duration = video?.duration ?? Number.NaN;
    const current = video?.currentTime ?? 0;
    switch (action.type) {
      case 'toggle-play':
        togglePlay();
        break;
      case 'seek-by': {
        const target = seekTarget(current, action.seconds, duration);
        seek(target);
        announce(
          `${action.seconds < 0 ? 'Back' : 'Forward'} ${Math.abs(action.seconds)} seconds, ${formatClock(target)}`,
        );
        break;
      }
      case 'seek-percent': {
        const target = percentTarget(action.percent, duration);
        if (target !== null) {
          seek(target);
          announce(formatClock(target));
        }
        break;
      }
      case 'volume-by':
        setVolume((video?.muted ? 0 : (video?.volume ?? 1)) + action.delta);
        break;
      case 'toggle-mute':
        toggleMute();
        break;
      case 'toggle-fullscreen':
        void fullscreen.toggle();
        break;
      case 'toggle-captions':
        toggleCaptions();
        break;
      case 'show-help':
        setHelpOpen(true);
        break;
    }
  }

  // Keyboard shortcuts: while focus is in the player, or nowhere in particular (the page body).
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !root) return;
    const target = event.target as Node | null;
    const inside = target !== null && root.contains(target);
    const onBody = target === document.body || target === document.documentElement;
    if (!inside && !onBody) return;
    if (helpOpen) {
      if (event.key === 'Escape') {
        event.preventDefault();
        setHelpOpen(false);
      }
      return;
    }
    if (phase !== 'ready' || targetKeepsKey(event.target, event.key)) return;
    const action = shortcutFor(event);
    if (!action) return;
    event.preventDefault();
    controls.show();
    perform(action);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // Pointer on the picture: a mouse click plays or pauses, a double click goes full screen, a tap shows controls.
  const pointerType = useRef('mouse');
  const handleVideoPointer = useEffectEvent((event: Event) => {
    if (event.type === 'pointerdown') {
      pointerType.current = (event as PointerEvent).pointerType || 'mouse';
      return;
    }
    if (phase !== 'ready') return;
    if (event.type === 'dblclick' && pointerType.current === 'mouse') {
      void fullscreen.toggle();
      return;
    }
    if (event.type !== 'click') return;
    if (pointerType.current === 'touch' || pointerType.current === 'pen') {
      controls.toggle();
      return;
    }
    togglePlay();
  });
  useEffect(() => {
    if (!video) return;
    const listener = (event: Event) => handleVideoPointer(event);
    for (const type of ['pointerdown', 'click', 'dblclick']) video.addEventListener(type, listener);
    return () => {
      for (const type of ['pointerdown', 'click', 'dblclick']) video.removeEventListener(type, listener);
    };
  }, [video]);

  function handleControlsFocus(event: FocusEvent<HTMLDivElement>) {
    let keyboard = true;
    try {
      keyboard = (event.target as HTMLElement).matches(':focus-visible');
    } catch {
      keyboard = true;
    }
    setKeyboardInControls(keyboard);
  }
  function handleControlsBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInControls(false);
  }
  function menuOpenChange(open: boolean) {
    setMenusOpen((count) => Math.max(0, count + (open ? 1 : -1)));
  }

  // ---- derived view ----
  const duration = Number.isFinite(media.duration) ? media.duration : (durationHint ?? Number.NaN);
  const dataSaver = isDataSaverOn();
  const qualityMenu = buildQualityMenu({
    levels: tracks.levels,
    plan,
    dataSaver,
    autoHeight: tracks.selectedLevel === -1 ? tracks.playingHeight : null,
    offerHd: offerHd && plan === 'SD',
  });
  const selectedLevel = tracks.levels.find((level) => level.index === tracks.selectedLevel);
  const qualityValue = selectedLevel
    ? qualityLabel(selectedLevel.height)
    : tracks.playingHeight
      ? qualityLabel(tracks.playingHeight)
      : 'Auto';
  const remaining = Number.isFinite(duration) ? duration - media.currentTime : Number.POSITIVE_INFINITY;
  const showNext =
    !!next &&
    phase === 'ready' &&
    dismissed.next !== videoId &&
    Number.isFinite(duration) &&
    duration > 30 &&
    (media.ended || (media.started && remaining <= Math.min(20, duration * 0.15)));
  const showResume =
    phase === 'ready' &&
    resumeFrom > 0 &&
    dismissed.resume !== videoId &&
    media.started &&
    media.currentTime < resumeFrom + 12;
  const pipSupported =
    typeof document !== 'undefined' && document.pictureInPictureEnabled === true && kind !== 'trailer';
  const VolumeIcon = media.muted || media.volume === 0 ? VolumeX : media.volume < 0.5 ? Volume1 : Volume2;
  const controlsShown = controls.visible;
  const iconButton =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 disabled:opacity-50';

  return (
    <div
      ref={setRoot}
      tabIndex={-1}
      role="region"
      aria-label="Video player"
      aria-describedby="player-now-playing"
      data-state={state}
      data-phase={phase}
      className={clsx(
        'group/player relative size-full overflow-hidden bg-black text-white select-none focus:outline-none',
        !controlsShown && state === 'playing' && 'cursor-none',
      )}
    >
      {/* Captions come from the HLS playlist (hls.js adds the text tracks itself), not from <track> children. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={setVideo}
        poster={poster}
        playsInline
        preload="auto"
        aria-label={label}
        data-testid={kind === 'trailer' ? 'trailer-video' : 'player-video'}
        className="absolute inset-0 size-full bg-black object-contain"
      />

      {/* What plays, visible at the top while the controls are; the region's description for screen readers. */}
      <div
        className={clsx(
          'pointer-events-none absolute inset-x-0 top-0 z-10 bg-gradient-to-b from-black/75 to-transparent px-4 pt-3 pb-10 transition-opacity duration-200 sm:px-6',
          controlsShown || phase !== 'ready' ? 'opacity-100' : 'opacity-0',
        )}
      >
        <p id="player-now-playing" className="line-clamp-1 text-sm font-semibold drop-shadow sm:text-base">
          {label}
        </p>
      </div>

      {state === 'loading' ? <LoadingIndicator label="Loading video" /> : null}

      {phase === 'ready' && media.paused && !media.started && !media.ended && state === 'paused' ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center"
        >
          <span className="rounded-full bg-black/60 p-5 ring-1 ring-white/30">
            <Play className="size-10 fill-current" />
          </span>
        </div>
      ) : null}

      {showResume ? (
        <ResumeChip
          seconds={resumeFrom}
          onStartOver={() => {
            seek(0);
            announce('Started over');
          }}
        />
      ) : null}

      {showNext && next ? (
        <NextEpisodeCard
          key={videoId}
          label={next.label}
          paused={media.paused && !media.ended}
          onShown={() => announce(`Next episode plays in ${NEXT_COUNTDOWN_SECONDS} seconds`)}
          onPlay={next.onPlay}
          onCancel={() => setDismissed((previous) => ({ ...previous, next: videoId }))}
        />
      ) : null}

      {phase === 'ready' ? (
        <div
          onFocus={handleControlsFocus}
          onBlur={handleControlsBlur}
          className={clsx(
            'absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-2 pt-12 pb-1 transition-opacity duration-200 sm:px-4 sm:pb-2',
            controlsShown ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        >
          <div className="px-1.5">
            <SeekBar
              currentTime={media.currentTime}
              duration={duration}
              bufferedEnd={media.bufferedEnd}
              cues={cues}
              onSeek={(seconds) => {
                seek(seconds);
                announce(formatClock(seconds));
              }}
              onScrubbingChange={setScrubbing}
            />
          </div>
          <div className="flex items-center gap-0.5 sm:gap-1">
            <button
              type="button"
              className={iconButton}
              onClick={togglePlay}
              aria-label={media.paused || media.ended ? 'Play' : 'Pause'}
            >
              {media.paused || media.ended ? (
                <Play className="size-6 fill-current" aria-hidden="true" />
              ) : (
                <Pause className="size-6 fill-current" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              className={clsx(iconButton, 'max-sm:hidden')}
              onClick={() => perform({ type: 'seek-by', seconds: -10 })}
              aria-label="Back 10 seconds"
            >
              <RotateCcw className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={clsx(iconButton, 'max-sm:hidden')}
              onClick={() => perform({ type: 'seek-by', seconds: 10 })}
              aria-label="Forward 10 seconds"
            >
              <RotateCw className="size-5" aria-hidden="true" />
            </button>
            <div className="group/volume flex items-center">
              <button
                type="button"
                className={iconButton}
                onClick={toggleMute}
                aria-label={media.muted ? 'Unmute' : 'Mute'}
              >
                <VolumeIcon className="size-5" aria-hidden="true" />
              </button>
              <input
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={media.muted ? 0 : media.volume}
                onChange={(event) => setVolume(Number(event.target.value))}
                aria-label="Volume"
                aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)}%`}
                className="h-11 w-20 cursor-pointer accent-[var(--color-primary)] pointer-coarse:hidden max-sm:hidden"
              />
            </div>
            <p className="ml-1 text-xs whitespace-nowrap text-white/90 tabular-nums sm:text-sm">
              <span className="sr-only">Time </span>
              {formatClock(media.currentTime)}
              <span aria-hidden="true"> / </span>
              <span className="sr-only"> of </span>
              {Number.isFinite(duration) ? formatClock(duration) : '–:––'}
            </p>
            <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
              {next ? (
                <button
                  type="button"
                  className={clsx(iconButton, 'max-sm:hidden')}
                  onClick={next.onPlay}
                  aria-label="Next episode"
                >
                  <SkipForward className="size-5" aria-hidden="true" />
                </button>
              ) : null}
              <PlayerMenu
                label="Captions"
                icon={
                  <Captions
                    className={clsx('size-5', tracks.subtitleTrack >= 0 && 'fill-white/25')}
                    aria-hidden="true"
                  />
                }
                value={String(tracks.subtitleTrack)}
                options={[
                  { value: '-1', label: 'Off' },
                  ...tracks.subtitleTracks.map((track) => ({
                    value: String(track.index),
                    label: track.label,
                  })),
                ]}
                onChange={(value) => selectCaptions(Number(value))}
                footer={tracks.subtitleTracks.length === 0 ? 'No captions for this video yet.' : null}
                container={root}
                onOpenChange={menuOpenChange}
              />
              {tracks.audioTracks.length > 1 ? (
                <PlayerMenu
                  label="Audio"
                  icon={<Volume2 className="size-5" aria-hidden="true" />}
                  value={String(tracks.audioTrack)}
                  options={tracks.audioTracks.map((track) => ({
                    value: String(track.index),
                    label: track.label,
                  }))}
                  onChange={(value) => selectAudio(Number(value))}
                  container={root}
                  onOpenChange={menuOpenChange}
                />
              ) : null}
              <PlayerMenu
                label="Quality"
                icon={<Settings2 className="size-5" aria-hidden="true" />}
                valueText={qualityValue}
                value={String(tracks.selectedLevel)}
                options={qualityMenu.options.map((option) => ({
                  value: String(option.value),
                  label: option.label,
                  badge: option.hd ? 'HD' : undefined,
                }))}
                onChange={(value) => selectQuality(Number(value))}
                footer={
                  qualityMenu.note || qualityMenu.upgradeHint || tracks.levels.length === 0 ? (
                    <>
                      {tracks.levels.length === 0 ? (
                        <p>Your browser picks the quality for this video.</p>
                      ) : null}
                      {qualityMenu.note ? <p>{qualityMenu.note}</p> : null}
                      {qualityMenu.upgradeHint ? (
                        <p className="font-semibold text-accent">{qualityMenu.upgradeHint}</p>
                      ) : null}
                    </>
                  ) : null
                }
                container={root}
                onOpenChange={menuOpenChange}
              />
              <PlayerMenu
                label="Playback speed"
                icon={<Gauge className="size-5" aria-hidden="true" />}
                valueText={media.rate === 1 ? undefined : `${media.rate}×`}
                value={String(media.rate)}
                options={SPEEDS.map((rate) => ({ value: String(rate), label: speedLabel(rate) }))}
                onChange={(value) => selectSpeed(Number(value))}
                container={root}
                onOpenChange={menuOpenChange}
              />
              {pipSupported ? (
                <button
                  type="button"
                  className={clsx(iconButton, 'max-sm:hidden')}
                  onClick={() => void togglePictureInPicture()}
                  aria-label={media.pictureInPicture ? 'Exit picture in picture' : 'Picture in picture'}
                  aria-pressed={media.pictureInPicture}
                >
                  <PictureInPicture2 className="size-5" aria-hidden="true" />
                </button>
              ) : null}
              <button
                type="button"
                className={clsx(iconButton, 'pointer-coarse:hidden')}
                onClick={() => setHelpOpen(true)}
                aria-label="Keyboard shortcuts"
              >
                <Keyboard className="size-5" aria-hidden="true" />
              </button>
              {fullscreen.supported ? (
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => void fullscreen.toggle()}
                  aria-label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
                >
                  {fullscreen.active ? (
                    <Minimize className="size-5" aria-hidden="true" />
                  ) : (
                    <Maximize className="size-5" aria-hidden="true" />
                  )}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}

      {phase === 'error' ? (
        <ErrorPanel
          message={errorMessage}
          onRetry={() => void restart(video?.currentTime || restartAt.current)}
        />
      ) : null}
      {phase === 'stopped' ? (
        <StoppedPanel
          message={errorMessage}
          onRetry={() => void restart(video?.currentTime || restartAt.current)}
        />
      ) : null}
      {phase === 'upgrade' ? (
        <UpgradePanel
          onUpgrade={() => openModal('subscription')}
          trailerHref={kind === 'trailer' ? null : trailerHref}
        />
      ) : null}
      {phase === 'sign-in' ? (
        <SignInPanel
          onSignIn={() => openModal('auth', { tab: 'login', reason: 'Sign in to watch this title.' })}
          trailerHref={kind === 'trailer' ? null : trailerHref}
        />
      ) : null}
      {phase === 'too-many-streams' && grantError?.tooManyStreams ? (
        <TooManyStreamsDialog
          limit={grantError.tooManyStreams.limit}
          streams={grantError.tooManyStreams.streams}
          onStop={async (id) => {
            await stopStream(id);
            await grant.refetch();
          }}
          onRetry={() => void grant.refetch()}
          onSeePlans={!isPremium ? () => openModal('subscription') : undefined}
        />
      ) : null}
      {helpOpen ? <ShortcutHelp onClose={() => setHelpOpen(false)} /> : null}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement.text}
        {announcement.n % 2 ? '\u200b' : ''}
      </p>
    </div>
  );
}
