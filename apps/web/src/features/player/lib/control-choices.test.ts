import { describe, expect, it } from 'vitest';
import {
  audibleVolume,
  captionsAnnouncement,
  captionsToggleTarget,
  durationText,
  qualityAnnouncement,
  qualityMenuFor,
  qualityValueText,
  rememberedTrack,
  seekByAnnouncement,
  SPEEDS,
  speedLabel,
  speedValueText,
  volumeLevel,
  volumePercent,
} from './control-choices';
import type { EngineTrack } from './playback-engine';
import type { QualityLevel } from './quality';

const SD_LADDER: QualityLevel[] = [
  { index: 0, height: 234, bitrate: 190_000 },
  { index: 1, height: 360, bitrate: 830_000 },
  { index: 2, height: 480, bitrate: 1_300_000 },
];
const ENGLISH: EngineTrack = { index: 0, lang: 'en', label: 'English' };
const ZULU: EngineTrack = { index: 1, lang: 'zu', label: 'isiZulu' };

const auto = { levels: SD_LADDER, selectedLevel: -1, playingHeight: 360 };

describe('speed menu', () => {
  it('offers half to double speed, calling 1× Normal', () => {
    expect(SPEEDS.map(speedLabel)).toEqual(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '1.75×', '2×']);
  });

  it('shows the speed next to the button only when it is not normal', () => {
    expect(speedValueText(1)).toBeUndefined();
    expect(speedValueText(1.5)).toBe('1.5×');
  });
});

describe('quality menu', () => {
  it('offers "HD with Premium" to a free viewer of a video with HD, and says what Auto plays', () => {
    const menu = qualityMenuFor(auto, 'SD', { dataSaver: false, offerHd: true });
    expect(menu.options.map((option) => option.label)).toEqual(['Auto (360p)', '480p', '360p', '234p']);
    expect(menu.upgradeHint).toBe('HD with Premium');
  });

  it('never upsells HD to a viewer who has it', () => {
    expect(qualityMenuFor(auto, 'HD', { dataSaver: false, offerHd: true }).upgradeHint).toBeNull();
  });

  it('caps the rungs for Data saver and says so', () => {
    const menu = qualityMenuFor(auto, 'SD', { dataSaver: true, offerHd: false });
    expect(menu.options.map((option) => option.label)).toEqual(['Auto (360p)', '360p', '234p']);
    expect(menu.note).toBe('Data saver is on: up to 360p. Change it in Settings.');
  });

  it('labels Auto plainly once the viewer picks a rung', () => {
    const menu = qualityMenuFor({ ...auto, selectedLevel: 2 }, 'SD', { dataSaver: false, offerHd: false });
    expect(menu.options[0]!.label).toBe('Auto');
  });

  it('shows the chosen rung, else what Auto plays, else Auto next to the button', () => {
    expect(qualityValueText({ ...auto, selectedLevel: 2 })).toBe('480p');
    expect(qualityValueText(auto)).toBe('360p');
    expect(qualityValueText({ ...auto, playingHeight: null })).toBe('Auto');
    expect(qualityValueText({ levels: [], selectedLevel: -1, playingHeight: null })).toBe('Auto');
  });

  it('announces the rung chosen, or Auto', () => {
    expect(qualityAnnouncement(SD_LADDER[2])).toBe('Quality: 480p');
    expect(qualityAnnouncement(undefined)).toBe('Quality: Auto');
  });
});

describe('captions key', () => {
  it('turns captions off when they are on', () => {
    expect(captionsToggleTarget({ subtitleTracks: [ENGLISH, ZULU], subtitleTrack: 1 }, 'zu')).toBe(-1);
  });

  it('turns them on in the language remembered for the series, else the first track', () => {
    const off = { subtitleTracks: [ENGLISH, ZULU], subtitleTrack: -1 };
    expect(captionsToggleTarget(off, 'zu')).toBe(1);
    expect(captionsToggleTarget(off, 'af')).toBe(0);
    expect(captionsToggleTarget(off, null)).toBe(0);
    expect(captionsToggleTarget(off, undefined)).toBe(0);
  });

  it('has nothing to turn on for a video without captions', () => {
    expect(captionsToggleTarget({ subtitleTracks: [], subtitleTrack: -1 }, 'en')).toBeNull();
  });

  it('remembers a track by language, else by label, and announces it', () => {
    expect(rememberedTrack(ZULU)).toBe('zu');
    expect(rememberedTrack({ index: 2, lang: '', label: 'Director’s commentary' })).toBe(
      'Director’s commentary',
    );
    expect(captionsAnnouncement(ZULU)).toBe('Captions: isiZulu');
    expect(captionsAnnouncement(undefined)).toBe('Captions off');
  });
});

describe('volume', () => {
  it('shows the muted icon when muted or silent, the low one below half', () => {
    expect(volumeLevel(true, 0.8)).toBe('muted');
    expect(volumeLevel(false, 0)).toBe('muted');
    expect(volumeLevel(false, 0.3)).toBe('low');
    expect(volumeLevel(false, 0.5)).toBe('high');
  });

  it('reads muted as zero on the slider, in whole percent', () => {
    expect(audibleVolume(true, 0.8)).toBe(0);
    expect(audibleVolume(false, 0.8)).toBe(0.8);
    expect(volumePercent(0.456)).toBe('46%');
  });
});

describe('time', () => {
  it('says which way a skip went and where it landed', () => {
    expect(seekByAnnouncement(-10, 95)).toBe('Back 10 seconds, 1:35');
    expect(seekByAnnouncement(5, 3605)).toBe('Forward 5 seconds, 1:00:05');
  });

  it('shows the length once known, a placeholder until then', () => {
    expect(durationText(600)).toBe('10:00');
    expect(durationText(Number.NaN)).toBe('–:––');
  });
});
