import { formatClock } from '@mzansi/contracts/format';
import type { EngineSnapshot, EngineTrack } from './playback-engine';
import {
  buildQualityMenu,
  qualityLabel,
  type PlanQuality,
  type QualityLevel,
  type QualityMenu,
} from './quality';
import { translate } from '@/lib/i18n';

/** What the control bar offers, shows next to its buttons, and says in the live region. */

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export function speedLabel(rate: number): string {
  return rate === 1
    ? translate('player:choices.speedNormal')
    : translate('player:choices.speedRate', { rate: String(rate) });
}

/** Next to the speed button: nothing at normal speed. */
export function speedValueText(rate: number): string | undefined {
  return rate === 1 ? undefined : translate('player:choices.speedRate', { rate: String(rate) });
}

/** The quality menu for what the engine offers, capped by the plan and Data saver. */
export function qualityMenuFor(
  tracks: Pick<EngineSnapshot, 'levels' | 'selectedLevel' | 'playingHeight'>,
  plan: PlanQuality,
  options: { dataSaver: boolean; offerHd: boolean },
): QualityMenu {
  return buildQualityMenu({
    levels: tracks.levels,
    plan,
    dataSaver: options.dataSaver,
    autoHeight: tracks.selectedLevel === -1 ? tracks.playingHeight : null,
    // Only a viewer without HD is offered it.
    offerHd: options.offerHd && plan === 'SD',
  });
}

/** Next to the quality button: the chosen rung, else what Auto plays, else "Auto". */
export function qualityValueText(
  tracks: Pick<EngineSnapshot, 'levels' | 'selectedLevel' | 'playingHeight'>,
): string {
  const selected = tracks.levels.find((level) => level.index === tracks.selectedLevel);
  if (selected) return qualityLabel(selected.height);
  return tracks.playingHeight ? qualityLabel(tracks.playingHeight) : translate('player:choices.auto');
}

export function qualityAnnouncement(level: QualityLevel | undefined): string {
  return level
    ? translate('player:announce.quality', { quality: qualityLabel(level.height) })
    : translate('player:announce.qualityAuto');
}

/**
 * The captions track the C key switches to: off (-1) when captions are on, else the series' remembered language,
 * else the first track. Null when the video has none.
 */
export function captionsToggleTarget(
  tracks: Pick<EngineSnapshot, 'subtitleTracks' | 'subtitleTrack'>,
  remembered: string | null | undefined,
): number | null {
  if (tracks.subtitleTracks.length === 0) return null;
  if (tracks.subtitleTrack >= 0) return -1;
  const match = tracks.subtitleTracks.find((track) => remembered && track.lang === remembered);
  return (match ?? tracks.subtitleTracks[0]!).index;
}

/** How a caption or audio choice is remembered for the series: its language, else its label. */
export function rememberedTrack(track: EngineTrack): string {
  return track.lang || track.label;
}

export function captionsAnnouncement(track: EngineTrack | undefined): string {
  return track
    ? translate('player:announce.captions', { label: track.label })
    : translate('player:announce.captionsOff');
}

export type VolumeLevel = 'muted' | 'low' | 'high';

/** Which volume icon shows. */
export function volumeLevel(muted: boolean, volume: number): VolumeLevel {
  if (muted || volume === 0) return 'muted';
  return volume < 0.5 ? 'low' : 'high';
}

/** The volume as the slider shows it: muted reads as 0. */
export function audibleVolume(muted: boolean, volume: number): number {
  return muted ? 0 : volume;
}

export function volumePercent(volume: number): string {
  return `${Math.round(volume * 100)}%`;
}

export function seekByAnnouncement(seconds: number, target: number): string {
  return translate('player:announce.seekBy', {
    direction: seconds < 0 ? 'back' : 'forward',
    seconds: Math.abs(seconds),
    time: formatClock(target),
  });
}

/** The length in the time display, a placeholder until it is known. */
export function durationText(duration: number): string {
  return Number.isFinite(duration) ? formatClock(duration) : '–:––';
}
