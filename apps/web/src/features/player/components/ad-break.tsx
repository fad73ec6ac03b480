import type { AdPlacement, AdPlan } from '@mzansi/contracts/ads';
import { formatClock } from '@mzansi/contracts/format';
import { routeById } from '@mzansi/contracts/routes';
import { clsx } from 'clsx';
import { Crown, ExternalLink, Pause, Play, SkipForward, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isDataSaverOn } from '@/lib/data-saver';
import { createDataUsageMeter } from '@/lib/data-usage';
import { AD_MEDIA_TIMEOUT_MS, fillAdUrl } from '../lib/ad-plan';
import { setSound, setSource, toggleMuted } from '../lib/media-control';
import { loadPlaybackEngine, type EngineFailure, type PlaybackEngine } from '../lib/playback-engine';
import { browserBandwidth, readPlayerPreferences, recentBandwidth } from '../lib/preferences';
import { PLAN_MAX_HEIGHT, type PlanQuality } from '../lib/quality';
import { shortcutFor } from '../lib/shortcuts';
import { loadVastAd, VAST_ERRORS, type LoadedAd } from '../lib/vast-ad';
import { LoadingIndicator } from './player-overlays';

export interface AdBreakProps {
  plan: AdPlan;
  placement: AdPlacement;
  /** the programme ([CONTENTID]) */
  videoId: string;
  /** the viewer's plan quality: an HLS creative's rungs are capped like the programme's */
  planQuality: PlanQuality;
  /** the player's root: keys are taken while focus is in it (or nowhere in particular) */
  container: HTMLElement | null;
  /** the VAST answered (an ad to play, or none): the player's time budget no longer applies */
  onAnswered: () => void;
  /** the break is over: the programme starts (or resumes) now */
  onDone: (outcome: 'complete' | 'skip' | 'error' | 'none') => void;
  /** the player's polite live region */
  announce: (text: string) => void;
  /** F: the player's full screen (the ad plays inside the player) */
  onToggleFullscreen: () => void;
}

/** Seconds between the countdown's announcements (the live region is polite, not a ticking clock). */
const ANNOUNCE_EVERY_SECONDS = 10;

function browserPlaysHls(video: HTMLVideoElement): boolean {
  return (
    typeof window !== 'undefined' &&
    ('MediaSource' in window ||
      'ManagedMediaSource' in window ||
      video.canPlayType('application/vnd.apple.mpegurl') !== '')
  );
}

function engineErrorCode(failure: EngineFailure): number {
  if (failure.kind === 'unsupported') return VAST_ERRORS.unsupported;
  if (failure.kind === 'network' || failure.kind === 'forbidden') return VAST_ERRORS.fileNotFound;
  return VAST_ERRORS.display;
}

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * One ad break (issue 18), over the programme: asks the VAST (lib/vast-ad), plays the chosen MediaFile in its own
 * <video> (HLS through the same engine as the programme, capped like it; else MP4), fires the ad's tracking, and
 * shows the "Ad" label, the countdown, Skip after the skip offset, "Learn more" and "Go ad-free with Premium".
 * The programme's element, its progress and its lease never see the ad. Lazy: imported only for grants with ads.
 */
export default function AdBreak({
  plan,
  placement,
  videoId,
  planQuality,
  container,
  onAnswered,
  onDone,
  announce,
  onToggleFullscreen,
}: AdBreakProps) {
  const { t } = useTranslation('player');
  const location = useLocation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [ad, setAd] = useState<LoadedAd | null>(null);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(() => readPlayerPreferences().muted);
  const [started, setStarted] = useState(false);
  const over = useRef(false);
  const group = useRef<HTMLDivElement>(null);

  function done(outcome: 'complete' | 'skip' | 'error' | 'none') {
    if (over.current) return;
    over.current = true;
    // Focus on an ad control (Skip) would fall to the page when the overlay goes: it goes back to the player.
    if (group.current?.contains(document.activeElement)) container?.focus({ preventScroll: true });
    onDone(outcome);
  }
  function fail(code: number) {
    if (over.current) return;
    ad?.tracker.error({ ERRORCODE: code });
    done('error');
  }

  // Ask for the ad once the element exists (its width picks the MediaFile).
  useEffect(() => {
    if (!video) return;
    const controller = new AbortController();
    const preferences = readPlayerPreferences();
    void loadVastAd({
      url: fillAdUrl(plan.vastUrl, { placement, videoId, language: plan.language }),
      timeoutMs: plan.timeoutMs,
      maxWrapperDepth: plan.maxWrapperDepth,
      skipOffsetSeconds: plan.skipOffsetSeconds,
      signal: controller.signal,
      dataSaver: isDataSaverOn(),
      canPlayHls: browserPlaysHls(video),
      playerWidth: video.clientWidth || container?.clientWidth || 640,
      pixelRatio: window.devicePixelRatio || 1,
      muted: preferences.muted,
    }).then((result) => {
      if (controller.signal.aborted) return;
      onAnswered();
      if (result.kind === 'none') done('none');
      else setAd(result.ad);
    });
    return () => controller.abort();
    // One request per break: the plan and the element do not change while it plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video]);

  // Play the chosen MediaFile; no first frame in time is VAST error 402.
  useEffect(() => {
    if (!video || !ad) return;
    let cancelled = false;
    let engine: PlaybackEngine | null = null;
    const meter = createDataUsageMeter();
    const preferences = readPlayerPreferences();
    setSound(video, preferences);
    const firstFrame = setTimeout(() => fail(VAST_ERRORS.mediaTimeout), AD_MEDIA_TIMEOUT_MS);
    const onLoaded = () => clearTimeout(firstFrame);
    video.addEventListener('loadeddata', onLoaded);
    const start = () => {
      if (cancelled) return;
      video.play().catch((error: unknown) => {
        // A browser that refuses sound may still play it muted; else the Play button waits for the viewer.
        if (cancelled || (error as { name?: string } | null)?.name !== 'NotAllowedError' || video.muted)
          return;
        setSound(video, { volume: video.volume, muted: true });
        void video.play().catch(() => undefined);
      });
    };
    if (ad.media.kind === 'hls') {
      loadPlaybackEngine(video, ad.media.url, {
        startPosition: 0,
        // Data saver: the lowest rung (every rung is over a cap of 0, and the smallest stays).
        maxHeight: isDataSaverOn() ? 0 : PLAN_MAX_HEIGHT[planQuality],
        estimateBps: recentBandwidth(preferences) ?? browserBandwidth(),
        preferredCaptions: null,
        onBytesLoaded: (bytes) => meter.add(bytes),
        onFailure: (failure) => !cancelled && fail(engineErrorCode(failure)),
      }).then(
        (loaded) => {
          if (cancelled) return loaded.destroy();
          engine = loaded;
          start();
        },
        () => !cancelled && fail(VAST_ERRORS.unsupported),
      );
    } else {
      setSource(video, ad.media.url);
      start();
    }
    return () => {
      cancelled = true;
      clearTimeout(firstFrame);
      video.removeEventListener('loadeddata', onLoaded);
      meter.stop();
      engine?.destroy();
      video.removeAttribute('src');
      video.load();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, ad]);

  // The ad's own events drive its tracking and the overlay.
  const duration = ad?.duration || mediaDuration;
  const skipDelay = ad?.skipDelay ?? plan.skipOffsetSeconds;
  const remainingAt = (seconds: number) => Math.max(0, Math.ceil((duration || 0) - seconds));
  const remaining = remainingAt(position);
  const skippable = started && position >= skipDelay;
  /** the last ten-second step of the ad announced */
  const announceAt = useRef(0);
  const handleMedia = useEffectEvent((event: Event) => {
    if (!video || !ad) return;
    const { tracker } = ad;
    switch (event.type) {
      case 'playing':
        if (!started) {
          tracker.trackImpression();
          setStarted(true);
          announceAt.current = 0;
          announce(t('ads.announceStart', { index: 1, count: 1, time: formatClock(remainingAt(0)) }));
        }
        setPaused(false);
        break;
      case 'play':
        if (started) tracker.setPaused(false);
        setPaused(false);
        break;
      case 'pause':
        if (video.ended || over.current) return;
        tracker.setPaused(true);
        setPaused(true);
        announce(t('ads.announcePaused'));
        break;
      case 'timeupdate': {
        const now = video.currentTime;
        if (now > 0) tracker.setProgress(now);
        setPosition(now);
        const step = Math.floor(now / ANNOUNCE_EVERY_SECONDS);
        if (step > announceAt.current && duration > 0) {
          announceAt.current = step;
          announce(t('ads.announceStart', { index: 1, count: 1, time: formatClock(remainingAt(now)) }));
        }
        break;
      }
      case 'durationchange':
        if (Number.isFinite(video.duration)) setMediaDuration(video.duration);
        break;
      case 'volumechange':
        tracker.setMuted(video.muted);
        setMuted(video.muted);
        break;
      case 'ended':
        tracker.complete();
        done('complete');
        break;
      case 'error':
        fail(video.error?.code === 2 ? VAST_ERRORS.fileNotFound : VAST_ERRORS.display);
        break;
    }
  });
  useEffect(() => {
    if (!video) return;
    const types = [
      'playing',
      'play',
      'pause',
      'timeupdate',
      'durationchange',
      'volumechange',
      'ended',
      'error',
    ];
    const listener = (event: Event) => handleMedia(event);
    for (const type of types) video.addEventListener(type, listener);
    return () => {
      for (const type of types) video.removeEventListener(type, listener);
    };
  }, [video]);

  const announcedSkip = useRef(false);
  useEffect(() => {
    if (skippable && !announcedSkip.current) {
      announcedSkip.current = true;
      announce(t('ads.announceSkippable'));
    }
  }, [skippable, announce, t]);

  const togglePlay = () => {
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  const toggleMute = () => {
    if (!video) return;
    const nowMuted = toggleMuted(video);
    // Not every browser reports volumechange for `muted` alone; the tracker counts a change once either way.
    ad?.tracker.setMuted(nowMuted);
    setMuted(nowMuted);
  };
  const skip = () => {
    if (!ad || !skippable) return;
    ad.tracker.skip();
    done('skip');
  };

  // Keys while the ad plays: space/k play and pause it, m mutes it; seeking, captions and the like wait for the
  // programme. Escape is left to the browser (it leaves full screen) and never skips an ad.
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !container) return;
    const target = event.target as Node | null;
    const inside = target !== null && container.contains(target);
    const onBody = target === document.body || target === document.documentElement;
    if (!inside && !onBody) return;
    const action = shortcutFor(event);
    if (!action) return;
    // Space on a focused button or link presses it.
    const interactive = target instanceof HTMLElement && target.closest('button, a');
    if (event.key === ' ' && interactive) return;
    event.preventDefault();
    if (action.type === 'toggle-play') togglePlay();
    else if (action.type === 'toggle-mute') toggleMute();
    else if (action.type === 'toggle-fullscreen') onToggleFullscreen();
    // Everything else (seek, numbers, volume, captions, help) does nothing during an ad.
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const pricing = `${routeById('pricing').path}?${new URLSearchParams({ returnUrl: `${location.pathname}${location.search}` }).toString()}`;
  const progress = duration > 0 ? Math.min(1, position / duration) : 0;

  return (
    <div
      ref={group}
      role="group"
      aria-label={t('ads.region')}
      data-testid="ad-break"
      data-ad-state={!ad ? 'loading' : started ? 'playing' : 'starting'}
      className="absolute inset-0 z-30 bg-black text-white"
    >
      {/* An ad has no captions track to offer (VAST ClosedCaptionFiles are rare and not used here). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={setVideo}
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="ad-video"
        onClick={togglePlay}
        className="absolute inset-0 size-full bg-black object-contain"
      />
      {!started ? <LoadingIndicator label={t('ads.loading')} /> : null}

      {ad ? (
        <>
          <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-3 bg-gradient-to-b from-black/70 to-transparent px-4 pt-3 pb-8 sm:px-6">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <span
                data-testid="ad-label"
                className="rounded bg-rating-amber px-2 py-0.5 text-xs font-bold tracking-wide text-on-rating-amber uppercase"
              >
                {t('ads.label')}
              </span>
              <span
                role="timer"
                aria-label={t('ads.timeLeft')}
                data-testid="ad-countdown"
                className="tabular-nums"
              >
                {formatClock(remaining)}
              </span>
            </p>
            <Link
              to={pricing}
              data-testid="ad-go-premium"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-on-accent hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Crown className="size-4" aria-hidden="true" />
              {t('ads.goPremium')}
            </Link>
          </div>

          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-2 pt-10 pb-2 sm:px-4">
            <div className="flex items-center gap-1 sm:gap-2">
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={paused ? t('ads.play') : t('ads.pause')}
                data-testid="ad-play-pause"
                onClick={togglePlay}
              >
                {paused ? (
                  <Play className="size-6 fill-current" aria-hidden="true" />
                ) : (
                  <Pause className="size-6 fill-current" aria-hidden="true" />
                )}
              </button>
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={muted ? t('ads.unmute') : t('ads.mute')}
                data-testid="ad-mute"
                onClick={toggleMute}
              >
                {muted ? (
                  <VolumeX className="size-6" aria-hidden="true" />
                ) : (
                  <Volume2 className="size-6" aria-hidden="true" />
                )}
              </button>
              {ad.clickThroughUrl ? (
                <a
                  href={ad.clickThroughUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="ad-learn-more"
                  onClick={() => {
                    video?.pause();
                    ad.tracker.click();
                  }}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {t('ads.learnMore')}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t('ads.newTab')}</span>
                </a>
              ) : null}
              <span className="flex-1" />
              {skippable ? (
                <button
                  type="button"
                  onClick={skip}
                  data-testid="ad-skip"
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/60 bg-black/70 px-4 text-sm font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {t('ads.skip')}
                  <SkipForward className="size-5" aria-hidden="true" />
                </button>
              ) : (
                <button
                  type="button"
                  disabled
                  data-testid="ad-skip"
                  className="inline-flex min-h-11 items-center rounded-md border border-white/30 bg-black/60 px-4 text-sm font-semibold text-white/80 tabular-nums"
                >
                  {t('ads.skipIn', { seconds: Math.max(1, Math.ceil(skipDelay - position)) })}
                </button>
              )}
            </div>
            <div
              aria-hidden="true"
              className="mx-2 mt-1 h-1 overflow-hidden rounded-full bg-white/25 sm:mx-0"
            >
              <div
                className={clsx(
                  'h-full bg-rating-amber',
                  'motion-safe:transition-[width] motion-safe:duration-200',
                )}
                style={{ width: `${progress * 100}%` }}
              />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
