import { formatClock } from '@mzansi/contracts/format';
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
import type { FocusEvent } from 'react';
import { isDataSaverOn } from '@/lib/data-saver';
import type { PlayerActions } from '../hooks/use-player-actions';
import {
  audibleVolume,
  durationText,
  qualityMenuFor,
  qualityValueText,
  SPEEDS,
  speedLabel,
  speedValueText,
  volumeLevel,
  volumePercent,
} from '../lib/control-choices';
import type { MediaSnapshot } from '../lib/media-state';
import type { EngineSnapshot } from '../lib/playback-engine';
import type { PlanQuality } from '../lib/quality';
import type { StoryboardCue } from '../lib/storyboard';
import { PlayerMenu } from './player-menu';
import { SeekBar } from './seek-bar';
import { useTranslation } from 'react-i18next';

const VOLUME_ICONS = { muted: VolumeX, low: Volume1, high: Volume2 };
const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 disabled:opacity-50';

interface PlayerControlsProps {
  media: MediaSnapshot;
  /** seconds, NaN while unknown */
  duration: number;
  cues: readonly StoryboardCue[];
  tracks: EngineSnapshot;
  plan: PlanQuality;
  /** the viewer has SD but this video has HD: the quality menu says "HD with Premium" */
  offerHd: boolean;
  /** offered for films and episodes, when the browser can */
  offerPictureInPicture: boolean;
  fullscreen: { supported: boolean; active: boolean };
  visible: boolean;
  /** where the menus render: the player itself, so they stay visible in full screen */
  menuContainer: HTMLElement | null;
  actions: PlayerActions;
  /** series: plays the next episode */
  onNext?: () => void;
  onScrubbingChange: (scrubbing: boolean) => void;
  onMenuOpenChange: (open: boolean) => void;
  /** focus entered the controls from the keyboard (true) or left them or came from a pointer (false) */
  onKeyboardFocusChange: (keyboard: boolean) => void;
}

/** The control bar at the bottom of the player: the seek bar, then the buttons, the volume, the time and the menus. */
export function PlayerControls({
  media,
  duration,
  cues,
  tracks,
  plan,
  offerHd,
  offerPictureInPicture,
  fullscreen,
  visible,
  menuContainer,
  actions,
  onNext,
  onScrubbingChange,
  onMenuOpenChange,
  onKeyboardFocusChange,
}: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const qualityMenu = qualityMenuFor(tracks, plan, { dataSaver: isDataSaverOn(), offerHd });
  const pipSupported =
    offerPictureInPicture && typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const VolumeIcon = VOLUME_ICONS[volumeLevel(media.muted, media.volume)];
  const volume = audibleVolume(media.muted, media.volume);
  const stopped = media.paused || media.ended;

  // Controls stay up while the keyboard is in them, not after a click that merely left focus on a button.
  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    let keyboard = true;
    try {
      keyboard = (event.target as HTMLElement).matches(':focus-visible');
    } catch {
      keyboard = true;
    }
    onKeyboardFocusChange(keyboard);
  }
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onKeyboardFocusChange(false);
  }

  return (
    <div
      onFocus={handleFocus}
      onBlur={handleBlur}
      className={clsx(
        'absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-2 pt-12 pb-1 transition-opacity duration-200 sm:px-4 sm:pb-2',
        visible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <div className="px-1.5">
        <SeekBar
          currentTime={media.currentTime}
          duration={duration}
          bufferedEnd={media.bufferedEnd}
          cues={cues}
          onSeek={actions.seekAndAnnounce}
          onScrubbingChange={onScrubbingChange}
        />
      </div>
      <div className="flex items-center gap-0.5 sm:gap-1">
        <button
          type="button"
          className={ICON_BUTTON}
          onClick={actions.togglePlay}
          aria-label={stopped ? t('controls.play') : t('controls.pause')}
        >
          {stopped ? (
            <Play className="size-6 fill-current" aria-hidden="true" />
          ) : (
            <Pause className="size-6 fill-current" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={clsx(ICON_BUTTON, 'max-sm:hidden')}
          onClick={() => actions.perform({ type: 'seek-by', seconds: -10 })}
          aria-label={t('controls.back10')}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={clsx(ICON_BUTTON, 'max-sm:hidden')}
          onClick={() => actions.perform({ type: 'seek-by', seconds: 10 })}
          aria-label={t('controls.forward10')}
        >
          <RotateCw className="size-5" aria-hidden="true" />
        </button>
        <div className="group/volume flex items-center">
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={actions.toggleMute}
            aria-label={media.muted ? t('controls.unmute') : t('controls.mute')}
          >
            <VolumeIcon className="size-5" aria-hidden="true" />
          </button>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            onChange={(event) => actions.setVolume(Number(event.target.value))}
            aria-label={t('controls.volume')}
            aria-valuetext={volumePercent(volume)}
            className="h-11 w-20 cursor-pointer accent-[var(--color-primary)] pointer-coarse:hidden max-sm:hidden"
          />
        </div>
        <p className="ml-1 text-xs whitespace-nowrap text-white/90 tabular-nums sm:text-sm">
          <span className="sr-only">{t('controls.time')} </span>
          {formatClock(media.currentTime)}
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> {t('controls.of')} </span>
          {durationText(duration)}
        </p>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {onNext ? (
            <button
              type="button"
              className={clsx(ICON_BUTTON, 'max-sm:hidden')}
              onClick={onNext}
              aria-label={t('controls.nextEpisode')}
            >
              <SkipForward className="size-5" aria-hidden="true" />
            </button>
          ) : null}
          <PlayerMenu
            label={t('controls.captions')}
            icon={
              <Captions
                className={clsx('size-5', tracks.subtitleTrack >= 0 && 'fill-white/25')}
                aria-hidden="true"
              />
            }
            value={String(tracks.subtitleTrack)}
            options={[
              { value: '-1', label: t('controls.captionsOff') },
              ...tracks.subtitleTracks.map((track) => ({
                value: String(track.index),
                label: track.label,
              })),
            ]}
            onChange={(value) => actions.selectCaptions(Number(value))}
            footer={tracks.subtitleTracks.length === 0 ? t('controls.noCaptions') : null}
            container={menuContainer}
            onOpenChange={onMenuOpenChange}
          />
          {tracks.audioTracks.length > 1 ? (
            <PlayerMenu
              label={t('controls.audio')}
              icon={<Volume2 className="size-5" aria-hidden="true" />}
              value={String(tracks.audioTrack)}
              options={tracks.audioTracks.map((track) => ({
                value: String(track.index),
                label: track.label,
              }))}
              onChange={(value) => actions.selectAudio(Number(value))}
              container={menuContainer}
              onOpenChange={onMenuOpenChange}
            />
          ) : null}
          <PlayerMenu
            label={t('controls.quality')}
            icon={<Settings2 className="size-5" aria-hidden="true" />}
            valueText={qualityValueText(tracks)}
            value={String(tracks.selectedLevel)}
            options={qualityMenu.options.map((option) => ({
              value: String(option.value),
              label: option.label,
              badge: option.hd ? 'HD' : undefined,
            }))}
            onChange={(value) => actions.selectQuality(Number(value))}
            footer={
              qualityMenu.note || qualityMenu.upgradeHint || tracks.levels.length === 0 ? (
                <>
                  {tracks.levels.length === 0 ? <p>{t('controls.browserPicksQuality')}</p> : null}
                  {qualityMenu.note ? <p>{qualityMenu.note}</p> : null}
                  {qualityMenu.upgradeHint ? (
                    <p className="font-semibold text-accent">{qualityMenu.upgradeHint}</p>
                  ) : null}
                </>
              ) : null
            }
            container={menuContainer}
            onOpenChange={onMenuOpenChange}
          />
          <PlayerMenu
            label={t('controls.speed')}
            icon={<Gauge className="size-5" aria-hidden="true" />}
            valueText={speedValueText(media.rate)}
            value={String(media.rate)}
            options={SPEEDS.map((rate) => ({ value: String(rate), label: speedLabel(rate) }))}
            onChange={(value) => actions.selectSpeed(Number(value))}
            container={menuContainer}
            onOpenChange={onMenuOpenChange}
          />
          {pipSupported ? (
            <button
              type="button"
              className={clsx(ICON_BUTTON, 'max-sm:hidden')}
              onClick={() => void actions.togglePictureInPicture()}
              aria-label={
                media.pictureInPicture ? t('controls.exitPictureInPicture') : t('controls.pictureInPicture')
              }
              aria-pressed={media.pictureInPicture}
            >
              <PictureInPicture2 className="size-5" aria-hidden="true" />
            </button>
          ) : null}
          <button
            type="button"
            className={clsx(ICON_BUTTON, 'pointer-coarse:hidden')}
            onClick={actions.showHelp}
            aria-label={t('controls.shortcuts')}
          >
            <Keyboard className="size-5" aria-hidden="true" />
          </button>
          {fullscreen.supported ? (
            <button
              type="button"
              className={ICON_BUTTON}
              onClick={actions.toggleFullscreen}
              aria-label={fullscreen.active ? t('controls.exitFullscreen') : t('controls.fullscreen')}
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
  );
}
