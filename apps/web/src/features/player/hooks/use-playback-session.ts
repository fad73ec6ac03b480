import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isDataSaverOn } from '@/lib/data-saver';
import { useAuthStore } from '@/stores/auth-store';
import {
  expiryFor,
  PlaybackError,
  requestPlayback,
  signedUrlErrorMessage,
  type PlaybackSource,
} from '../api/request-signed-url';
import type { OfflineSource } from '../lib/offline-source';
import type { EngineFailure } from '../lib/playback-engine';
import { preloadedPlaylists, takePrimedOr } from '../lib/playback-prefetch';
import {
  classifyFailure,
  currentFailure,
  holdsLease,
  keptPosition,
  planQualityOf,
  playbackPhase,
  type Failure,
} from '../lib/player-state';
import {
  browserBandwidth,
  readPlayerPreferences,
  readTrackChoice,
  recentBandwidth,
} from '../lib/preferences';
import { maxHeightFor } from '../lib/quality';
import { resumePosition } from '../lib/resume';
import { usePlaybackEngine } from './use-playback-engine';
import { endLease, stopStream, useStreamLease } from './use-stream-lease';

interface SessionOptions {
  videoId: string;
  /** caption and audio choices are remembered per title */
  titleId: string;
  kind: 'trailer' | 'main' | 'episode';
  /** the catalogue's length, for the signed URL's lifetime and resume */
  durationHint?: number | null;
  /** a download played from this device (issue 17): no grant, no lease, no storyboard */
  offline?: OfflineSource;
}

/** A download's stand-in for a grant: its playlist in storage, its quality, where it stopped. */
function offlineGrant(videoId: string, offline: OfflineSource): PlaybackSource {
  return {
    success: true,
    signedUrl: offline.src,
    expires: Number.MAX_SAFE_INTEGER,
    videoId,
    isTrailer: false,
    streamSessionId: null,
    maxQuality: offline.quality,
    resumeFromSeconds: offline.resumeFromSeconds,
    // A download plays without a grant, and never with ads.
    ads: null,
  };
}

/**
 * One playback with the server: the signed grant, the engine playing it, the device lease and what went wrong, as a
 * phase (see lib/player-state). Retry, a token renewal and a lease restored from the back/forward cache ask for a
 * new grant and keep the position.
 */
export function usePlaybackSession(
  video: HTMLVideoElement | null,
  { videoId, titleId, kind, durationHint, offline }: SessionOptions,
) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const viewerProfileId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** where the next source starts (Retry and renewals keep the position) */
  const restartAt = useRef<number | null>(null);
  const renewals = useRef(0);

  const grant = useQuery({
    queryKey: ['playback', videoId, userId, viewerProfileId, offline?.src ?? null],
    // A trailer whose grant was asked for as the viewer pressed play (lib/playback-prefetch) takes that answer.
    queryFn: (): Promise<PlaybackSource> => {
      if (offline) return Promise.resolve(offlineGrant(videoId, offline));
      const request = () =>
        requestPlayback(videoId, {
          expiresIn: expiryFor(durationHint),
          signedInNotTrailer: userId !== null && kind !== 'trailer',
        });
      return kind === 'trailer' ? takePrimedOr(videoId, request) : request();
    },
    // A grant is personal, short-lived and holds a device lease: one per playback, never cached or retried blindly.
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const source = grant.data;
  const grantError = grant.error instanceof PlaybackError ? grant.error : null;
  const { phase, message } = playbackPhase({
    fetching: grant.isFetching,
    hasSource: !!source,
    grantFailure: grant.isError
      ? {
          kind: grantError?.kind ?? 'other',
          message: grant.error.message || signedUrlErrorMessage(grant.error),
        }
      : null,
    failure: currentFailure(failure, { hasSource: !!source, updatedAt: grant.dataUpdatedAt }),
  });
  const activeSrc = phase === 'ready' ? source!.signedUrl : null;
  const plan = planQualityOf(source);
  const resumeFrom = resumePosition(source, kind, durationHint);

  /** Ends this device's lease first (a one-device plan would otherwise refuse itself), then asks for a new grant. */
  async function restart(position: number | null, because?: Omit<Failure, 'at'>) {
    restartAt.current = position;
    if (because && source) setFailure({ ...because, at: grant.dataUpdatedAt });
    const lease = source?.streamSessionId;
    if (lease) await endLease(lease);
    await grant.refetch();
  }

  function handleEngineFailure(engineFailure: EngineFailure) {
    const position = keptPosition(video?.currentTime, restartAt.current, resumeFrom);
    const outcome = classifyFailure({
      from: 'engine',
      failure: engineFailure,
      renewalsSoFar: renewals.current,
    });
    if (outcome.kind === 'renew') {
      renewals.current += 1;
      void restart(position, outcome);
      return;
    }
    restartAt.current = position;
    setFailure({ ...outcome, at: grant.dataUpdatedAt });
  }

  const { engine, snapshot: tracks } = usePlaybackEngine(
    video,
    activeSrc,
    () => {
      const preferences = readPlayerPreferences();
      const choice = readTrackChoice(titleId, viewerProfileId);
      const startPosition = restartAt.current ?? resumeFrom;
      restartAt.current = null;
      return {
        startPosition,
        maxHeight: maxHeightFor(plan, isDataSaverOn()),
        estimateBps: recentBandwidth(preferences) ?? browserBandwidth(),
        preferredCaptions: choice.captions,
        preferredAudio: choice.audio,
        playlists: preloadedPlaylists(source),
        ...(offline ? { readFile: offline.read } : {}),
      };
    },
    handleEngineFailure,
  );

  useStreamLease(holdsLease(phase) ? source?.streamSessionId : null, {
    heartbeatSeconds: source?.heartbeatSeconds,
    position: () => video?.currentTime ?? 0,
    onEnded: (reason) => {
      setFailure({ ...classifyFailure({ from: 'lease-ended', ...reason }), at: grant.dataUpdatedAt });
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    onRestored: () => void restart(video?.currentTime ?? null, classifyFailure({ from: 'lease-restored' })),
  });

  // A source that plays again has its quiet renewal back.
  useEffect(() => {
    if (!video) return;
    const handlePlaying = () => {
      renewals.current = 0;
    };
    video.addEventListener('playing', handlePlaying);
    return () => video.removeEventListener('playing', handlePlaying);
  }, [video]);

  return {
    source,
    phase,
    /** what the error or stopped panel says */
    message,
    /** the 409 dialog's limit and streams */
    tooManyStreams: grantError?.tooManyStreams ?? null,
    /** the restricted panel's rating and limit (issue 16) */
    restriction: grantError?.restriction ?? null,
    /** the signed URL playing, while the phase is ready */
    activeSrc,
    plan,
    resumeFrom,
    engine,
    tracks,
    retry: () => void restart(keptPosition(video?.currentTime, restartAt.current)),
    /** the 409 dialog's "Stop stream": ends the other stream, then asks again */
    stopOtherStream: async (streamSessionId: string) => {
      await stopStream(streamSessionId);
      await grant.refetch();
    },
    tryAgain: () => void grant.refetch(),
  };
}
