import { clsx } from 'clsx';
import { Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { loadAdModule, useAdBreaks } from '../hooks/use-ad-breaks';
import { useAutoHide } from '../hooks/use-auto-hide';
import { useAutoplay } from '../hooks/use-autoplay';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMediaAnnouncements } from '../hooks/use-media-announcements';
import { useMediaState } from '../hooks/use-media-state';
import { usePlaybackSession } from '../hooks/use-playback-session';
import { usePlayerActions } from '../hooks/use-player-actions';
import { usePlayerKeyboard } from '../hooks/use-player-keyboard';
import { useProgressSaving } from '../hooks/use-progress-saving';
import { useRememberedSound } from '../hooks/use-remembered-sound';
import { useStoryboard } from '../hooks/use-storyboard';
import { useVideoPointer } from '../hooks/use-video-pointer';
import type { OfflineSource } from '../lib/offline-source';
import { preloadHls } from '../lib/playback-engine';
import { playerState, savesProgress } from '../lib/player-state';
import {
  controlsPinned,
  effectiveDuration,
  INITIAL_PLAYER_UI,
  playerOverlays,
  playerUiReducer,
} from '../lib/player-ui';
import { PlayerControls } from './player-controls';
import {
  ErrorPanel,
  LoadingIndicator,
  NextEpisodeCard,
  NEXT_COUNTDOWN_SECONDS,
  RestrictedPanel,
  ResumeChip,
  ShortcutHelp,
  SignInPanel,
  StoppedPanel,
  TooManyStreamsDialog,
  UpgradePanel,
} from './player-overlays';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The ad break (the VAST client with it): loaded only when a grant has ads, never for Premium or downloads. */
const AdBreak = lazy(loadAdModule);

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
  /** a download, played from this device's storage (issue 17) */
  offline?: OfflineSource;
}

/**
 * The player (/watch/:id?play=): HLS with a quality menu capped by plan and Data saver, captions, seek previews,
 * keyboard shortcuts, picture-in-picture, full screen, speed, remembered volume, resume, the next episode, watch
 * progress, the device lease, and the spec's messages with Retry. `data-state` on the root says what it is doing.
 *
 * The layers: the session with the server (hooks/use-playback-session), what the player is in and shows
 * (lib/player-state, lib/player-ui), what the viewer can do (hooks/use-player-actions, use-player-keyboard,
 * use-video-pointer) and the control bar (player-controls).
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
  offline,
}: VideoPlayerProps) {
  const { t } = useTranslation('player');
  const { isPremium } = useAuth();
  // The viewer profile's choice (issue 16): off, the next episode waits for its button.
  const autoplayNext = useAuthStore((state) => state.viewerProfile?.autoplay_next ?? true);
  const location = useLocation();
  const openModal = useUiStore((state) => state.openModal);
  const setCurrentVideoId = useUiStore((state) => state.setCurrentVideoId);
  const setPlayerFullscreen = useUiStore((state) => state.setPlayerFullscreen);

  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [ui, dispatch] = useReducer(playerUiReducer, INITIAL_PLAYER_UI);

  useEffect(() => {
    void preloadHls().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (focusOnOpen) root?.focus({ preventScroll: true });
  }, [focusOnOpen, root, videoId]);

  const media = useMediaState(video);
  const fullscreen = useFullscreen(root, video, !media.paused && !media.ended);
  const session = usePlaybackSession(video, { videoId, titleId, kind, durationHint, offline });
  const { phase, activeSrc, resumeFrom, tracks } = session;
  useProgressSaving(
    video,
    videoId,
    offline ? phase === 'ready' : savesProgress(kind, session.source),
    onLeave,
    offline?.saveProgress,
  );
  // A download keeps no storyboard: seek previews need the network.
  const cues = useStoryboard(offline ? null : activeSrc, media.started);

  // The spec §4 interface state: what plays, and whether it is full screen.
  useEffect(() => {
    setCurrentVideoId(videoId);
    return () => setCurrentVideoId(null);
  }, [videoId, setCurrentVideoId]);
  useEffect(() => {
    setPlayerFullscreen(fullscreen.active);
  }, [fullscreen.active, setPlayerFullscreen]);
  useEffect(() => () => setPlayerFullscreen(false), [setPlayerFullscreen]);

  const actions = usePlayerActions({
    video,
    engine: session.engine,
    tracks,
    videoId,
    titleId,
    toggleFullscreen: fullscreen.toggle,
    dispatch,
  });
  useRememberedSound(video);
  // Ads (issue 18): a download has none; a Premium grant says null.
  const ads = useAdBreaks(video, {
    plan: offline ? null : (session.source?.ads ?? null),
    ready: phase === 'ready',
    videoId,
    onResume: () => {
      if (!video) return;
      video.play().catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name === 'NotAllowedError' && activeSrc) {
          dispatch({ type: 'autoplay-blocked', src: activeSrc });
        }
      });
    },
  });
  const adActive = ads.active !== null;
  // The programme starts when the pre-roll is over (its source loads meanwhile, so it starts at once).
  useAutoplay(video, session.engine, activeSrc, {
    enabled: autoPlay,
    held: ads.active?.placement === 'preroll',
    onBlocked: (src) => dispatch({ type: 'autoplay-blocked', src }),
  });
  useMediaAnnouncements(video, actions.announce);

  const state = playerState(phase, media, {
    enabled: autoPlay,
    blocked: ui.autoplayBlocked === activeSrc,
  });
  const controls = useAutoHide(root, controlsPinned(phase, media, ui));
  usePlayerKeyboard(root, {
    // During an ad its own keys apply (components/ad-break): no seeking the programme.
    enabled: phase === 'ready' && !adActive,
    helpOpen: ui.helpOpen,
    onCloseHelp: () => dispatch({ type: 'help-closed' }),
    onShortcut: (action) => {
      controls.show();
      actions.perform(action);
    },
  });
  useVideoPointer(video, phase, (gesture) => {
    if (gesture === 'toggle-fullscreen') actions.toggleFullscreen();
    else if (gesture === 'toggle-controls') controls.toggle();
    else actions.togglePlay();
  });

  const duration = effectiveDuration(media.duration, durationHint);
  const overlays = playerOverlays({
    phase,
    state,
    media,
    ui,
    videoId,
    resumeFrom,
    hasNext: !!next,
    duration,
    controlsVisible: controls.visible,
  });
  // An ad covers the programme: none of its controls or cards (and so no seek bar) until the break ends.
  const shows = adActive
    ? {
        ...overlays,
        loading: false,
        startGlyph: false,
        resumeChip: false,
        nextEpisode: false,
        controls: false,
        titleBar: false,
        hideCursor: false,
        help: false,
      }
    : overlays;
  // A visitor or a viewer without the plan is offered the trailer instead, unless the trailer is what failed.
  const trailerInstead = kind === 'trailer' ? null : trailerHref;

  return (
    <div
      ref={setRoot}
      tabIndex={-1}
      role="region"
      aria-label={t('region')}
      aria-describedby="player-now-playing"
      data-state={state}
      data-phase={phase}
      data-ad={ads.active?.placement}
      className={clsx(
        'group/player relative size-full overflow-hidden bg-black text-white select-none focus:outline-none',
        shows.hideCursor && 'cursor-none',
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
          shows.titleBar ? 'opacity-100' : 'opacity-0',
        )}
      >
        <p id="player-now-playing" className="line-clamp-1 text-sm font-semibold drop-shadow sm:text-base">
          {label}
        </p>
      </div>

      {shows.loading ? <LoadingIndicator label={t('loading')} /> : null}

      {shows.startGlyph ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center"
        >
          <span className="rounded-full bg-black/60 p-5 ring-1 ring-white/30">
            <Play className="size-10 fill-current" />
          </span>
        </div>
      ) : null}

      {shows.resumeChip ? <ResumeChip seconds={resumeFrom} onStartOver={actions.startOver} /> : null}

      {shows.nextEpisode && next ? (
        <NextEpisodeCard
          key={videoId}
          label={next.label}
          paused={media.paused && !media.ended}
          autoAdvance={autoplayNext}
          onShown={() =>
            actions.announce(
              autoplayNext
                ? t('announce.nextEpisodeIn', { seconds: NEXT_COUNTDOWN_SECONDS })
                : t('announce.nextEpisodeReady'),
            )
          }
          onPlay={next.onPlay}
          onCancel={() => dispatch({ type: 'next-dismissed', videoId })}
        />
      ) : null}

      {shows.controls ? (
        <PlayerControls
          media={media}
          duration={duration}
          cues={cues}
          tracks={tracks}
          plan={session.plan}
          offerHd={offerHd}
          offerPictureInPicture={kind !== 'trailer'}
          fullscreen={fullscreen}
          visible={controls.visible}
          menuContainer={root}
          actions={actions}
          onNext={next?.onPlay}
          onScrubbingChange={(scrubbing) => dispatch({ type: 'scrubbing-changed', scrubbing })}
          onMenuOpenChange={(open) => dispatch({ type: 'menu-open-changed', open })}
          onKeyboardFocusChange={(keyboard) => dispatch({ type: 'keyboard-in-controls-changed', keyboard })}
        />
      ) : null}

      {shows.panel === 'error' ? <ErrorPanel message={session.message} onRetry={session.retry} /> : null}
      {shows.panel === 'stopped' ? <StoppedPanel message={session.message} onRetry={session.retry} /> : null}
      {shows.panel === 'upgrade' ? (
        <UpgradePanel onUpgrade={() => openModal('subscription')} trailerHref={trailerInstead} />
      ) : null}
      {shows.panel === 'sign-in' ? (
        <SignInPanel
          onSignIn={() => openModal('auth', { tab: 'login', reason: t('errors.signInReason') })}
          trailerHref={trailerInstead}
        />
      ) : null}
      {shows.panel === 'restricted' ? (
        <RestrictedPanel
          restriction={session.restriction}
          switchHref={`/profiles?${new URLSearchParams({ returnUrl: `${location.pathname}${location.search}` }).toString()}`}
        />
      ) : null}
      {shows.panel === 'too-many-streams' && session.tooManyStreams ? (
        <TooManyStreamsDialog
          limit={session.tooManyStreams.limit}
          streams={session.tooManyStreams.streams}
          onStop={session.stopOtherStream}
          onRetry={session.tryAgain}
          onSeePlans={!isPremium ? () => openModal('subscription') : undefined}
        />
      ) : null}
      {ads.active && session.source?.ads ? (
        <Suspense fallback={<LoadingIndicator label={t('ads.loading')} />}>
          <AdBreak
            key={`${videoId}:${ads.active.index}`}
            plan={session.source.ads}
            placement={ads.active.placement}
            videoId={videoId}
            planQuality={session.plan}
            container={root}
            onAnswered={ads.answered}
            onDone={ads.finish}
            announce={actions.announce}
            onToggleFullscreen={actions.toggleFullscreen}
          />
        </Suspense>
      ) : null}
      {shows.help ? <ShortcutHelp onClose={() => dispatch({ type: 'help-closed' })} /> : null}

      <p role="status" aria-live="polite" className="sr-only">
        {ui.announcement.text}
        {/* A zero-width space on every other announcement, so the same words twice are read twice. */}
        {ui.announcement.n % 2 ? '\u200b' : ''}
      </p>
    </div>
  );
}
