import { describe, expect, it } from 'vitest';
import {
  allowedLevels,
  buildQualityMenu,
  chooseStartLevel,
  levelsToRemove,
  maxHeightFor,
  type QualityLevel,
} from './quality';

const LADDER: QualityLevel[] = [
  { index: 0, height: 234, bitrate: 190_000 },
  { index: 1, height: 360, bitrate: 830_000 },
  { index: 2, height: 480, bitrate: 1_300_000 },
  { index: 3, height: 720, bitrate: 3_400_000 },
  { index: 4, height: 1080, bitrate: 6_800_000 },
];

describe('quality rules', () => {
  it('caps by plan (SD 480p, HD 1080p) and by Data saver (360p)', () => {
    expect(maxHeightFor('SD', false)).toBe(480);
    expect(maxHeightFor('HD', false)).toBe(1080);
    expect(maxHeightFor('HD', true)).toBe(360);
    expect(maxHeightFor('SD', true)).toBe(360);
  });

  it('lists the allowed rungs tallest first and drops the rest before loading', () => {
    expect(allowedLevels(LADDER, 480).map((level) => level.height)).toEqual([480, 360, 234]);
    expect(levelsToRemove(LADDER, 480)).toEqual([4, 3]);
    expect(levelsToRemove(LADDER, 360)).toEqual([4, 3, 2]);
    expect(levelsToRemove(LADDER, 1080)).toEqual([]);
  });

  it('keeps the smallest rung when every rung is over the cap', () => {
    const hdOnly = LADDER.slice(3).map((level, index) => ({ ...level, index }));
    expect(allowedLevels(hdOnly, 360).map((level) => level.height)).toEqual([720]);
    expect(levelsToRemove(hdOnly, 360)).toEqual([1]);
  });

  it('starts on a rung whose first segment arrives fast, or a middle rung without an estimate', () => {
    expect(chooseStartLevel(LADDER, null)).toBe(2);
    expect(chooseStartLevel(LADDER.slice(0, 3), null)).toBe(1);
    expect(chooseStartLevel(LADDER.slice(0, 2), null)).toBe(1);
    // 10 Mbit/s: 1.5 Mbit/s fits in the 0.6 s budget of a 4 s segment -> 480p.
    expect(chooseStartLevel(LADDER, 10_000_000)).toBe(2);
    // 30 Mbit/s: 720p; 50 Mbit/s (measured on fibre): 1080p.
    expect(chooseStartLevel(LADDER, 30_000_000)).toBe(3);
    expect(chooseStartLevel(LADDER, 50_000_000)).toBe(4);
    // A slow link still starts on the lowest rung.
    expect(chooseStartLevel(LADDER, 300_000)).toBe(0);
    expect(chooseStartLevel([], 1_000_000)).toBe(-1);
  });

  it('builds the menu: Auto with what plays, the rungs, an upgrade hint for SD viewers, the Data saver note', () => {
    const sd = LADDER.slice(0, 3);
    expect(
      buildQualityMenu({ levels: sd, plan: 'SD', dataSaver: false, autoHeight: 360, offerHd: true }),
    ).toEqual({
      options: [
        { value: -1, label: 'Auto (360p)', hd: false },
        { value: 2, label: '480p', hd: false },
        { value: 1, label: '360p', hd: false },
        { value: 0, label: '234p', hd: false },
      ],
      note: null,
      upgradeHint: 'HD with Premium',
    });
    const premium = buildQualityMenu({ levels: LADDER, plan: 'HD', dataSaver: false, offerHd: true });
    expect(premium.options.map((option) => option.label)).toEqual([
      'Auto',
      '1080p',
      '720p',
      '480p',
      '360p',
      '234p',
    ]);
    expect(premium.options.filter((option) => option.hd).map((option) => option.label)).toEqual([
      '1080p',
      '720p',
    ]);
    expect(premium.upgradeHint).toBeNull();

    const saver = buildQualityMenu({ levels: LADDER, plan: 'HD', dataSaver: true });
    expect(saver.options.map((option) => option.label)).toEqual(['Auto', '360p', '234p']);
    expect(saver.note).toBe('Data saver is on: up to 360p. Change it in Settings.');
  });

  it('never offers a rung above the plan, even if a playlist lists one', () => {
    const menu = buildQualityMenu({ levels: LADDER, plan: 'SD', dataSaver: false });
    expect(menu.options.map((option) => option.label)).toEqual(['Auto', '480p', '360p', '234p']);
    expect(menu.upgradeHint).toBeNull();
  });
});
