import { formatClock } from '@mzansi/contracts/format';
import type { Dispatch } from 'react';
import {
  audibleVolume,
  captionsAnnouncement,
  captionsToggleTarget,
  qualityAnnouncement,
  rememberedTrack,
  seekByAnnouncement,
  speedLabel,
  volumePercent,
} from '../lib/control-choices';
import { seekTo, setRate, setVolumeOf, toggleMuted } from '../lib/media-control';
import type { EngineSnapshot, PlaybackEngine } from '../lib/playback-engine';
import type { PlayerUiEvent } from '../lib/player-ui';
import { readTrackChoice, writePlayerPreferences, writeTrackChoice } from '../lib/preferences';
import { percentTarget, seekTarget, type ShortcutAction } from '../lib/shortcuts';
import { translate } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

interface PlayerActionsInput {
  video: HTMLVideoElement | null;
  engine: PlaybackEngine | null;
  tracks: EngineSnapshot;
  videoId: string;
  /** caption and audio choices are remembered per title */
  titleId: string;
  toggleFullscreen: () => Promise<void>;
  dispatch: Dispatch<PlayerUiEvent>;
}

export type PlayerActions = ReturnType<typeof usePlayerActions>;

/**
 * What the viewer can do to the playing video, from the controls, the keyboard or the picture: each writes to the
 * element or the engine, remembers what the next video should reuse, and says what happened in the live region.
 */
export function usePlayerActions({
  video,
  engine,
  tracks,
  videoId,
  titleId,
  toggleFullscreen,
  dispatch,
}: PlayerActionsInput) {
  // Caption and audio choices are each viewer profile's own (issue 16).
  const profileId = useAuthStore((state) => state.viewerProfile?.id ?? null);

  function announce(text: string) {
    dispatch({ type: 'announced', text });
  }

  function togglePlay() {
    if (!video) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }

  /** Any seek is the viewer choosing a place, so the resume chip has done its job. */
  function seek(seconds: number) {
    if (!video || !Number.isFinite(seconds)) return;
    seekTo(video, seconds);
    dispatch({ type: 'resume-dismissed', videoId });
  }

  function seekAndAnnounce(seconds: number) {
    seek(seconds);
    announce(formatClock(seconds));
  }

  function startOver() {
    seek(0);
    announce(translate('player:announce.startedOver'));
  }

  function setVolume(volume: number) {
    if (!video) return;
    setVolumeOf(video, volume);
    writePlayerPreferences({ volume: video.volume, muted: video.muted });
    announce(translate('player:announce.volume', { percent: volumePercent(video.volume) }));
  }

  function toggleMute() {
    if (!video) return;
    const muted = toggleMuted(video);
    writePlayerPreferences({ volume: video.volume, muted });
    announce(muted ? translate('player:announce.muted') : translate('player:announce.soundOn'));
  }

  function selectCaptions(index: number) {
    engine?.setSubtitleTrack(index);
    const track = tracks.subtitleTracks[index];
    writeTrackChoice(titleId, { captions: track ? rememberedTrack(track) : null }, profileId);
    announce(captionsAnnouncement(track));
  }

  function toggleCaptions() {
    const target = captionsToggleTarget(tracks, readTrackChoice(titleId, profileId).captions);
    if (target === null) announce(translate('player:announce.noCaptions'));
    else selectCaptions(target);
  }

  function selectAudio(index: number) {
    engine?.setAudioTrack(index);
    const track = tracks.audioTracks[index];
    if (track) {
      writeTrackChoice(titleId, { audio: rememberedTrack(track) }, profileId);
      announce(translate('player:announce.audio', { label: track.label }));
    }
  }

  function selectQuality(index: number) {
    engine?.setLevel(index);
    announce(qualityAnnouncement(tracks.levels[index]));
  }

  function selectSpeed(rate: number) {
    if (!video) return;
    setRate(video, rate);
    announce(translate('player:announce.speed', { speed: speedLabel(rate) }));
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

  function showHelp() {
    dispatch({ type: 'help-opened' });
  }

  /** A keyboard shortcut, or a control that does the same. */
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
        announce(seekByAnnouncement(action.seconds, target));
        break;
      }
      case 'seek-percent': {
        const target = percentTarget(action.percent, duration);
        if (target !== null) seekAndAnnounce(target);
        break;
      }
      case 'volume-by':
        if (video) setVolume(audibleVolume(video.muted, video.volume) + action.delta);
        break;
      case 'toggle-mute':
        toggleMute();
        break;
      case 'toggle-fullscreen':
        void toggleFullscreen();
        break;
      case 'toggle-captions':
        toggleCaptions();
        break;
      case 'show-help':
        showHelp();
        break;
    }
  }

  return {
    announce,
    togglePlay,
    seekAndAnnounce,
    startOver,
    setVolume,
    toggleMute,
    selectCaptions,
    selectAudio,
    selectQuality,
    selectSpeed,
    togglePictureInPicture,
    toggleFullscreen: () => void toggleFullscreen(),
    showHelp,
    perform,
  };
}
