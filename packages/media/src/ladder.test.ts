import { describe, expect, it } from 'vitest';
import { DEMO_RUNG_NAMES, LADDER, rungByName, selectRungs } from './ladder';

const names = (rungs: { name: string }[]) => rungs.map((rung) => rung.name);
const sizes = (rungs: { width: number; height: number }[]) =>
  rungs.map((rung) => `${rung.width}x${rung.height}`);

describe('LADDER', () => {
  it('has SD rungs up to 480p and HD rungs from 720p', () => {
    expect(LADDER.map((rung) => `${rung.name}:${rung.tier}`)).toEqual([
      '234p:SD',
      '360p:SD',
      '480p:SD',
      '720p:HD',
      '1080p:HD',
    ]);
  });

  it('keeps the worst 4 s segment of 234p under the 192 kbit/s cellular limit', () => {
    const rung = rungByName('234p');
    const worstVideoKbps = rung.maxrateKbps + rung.bufsizeKbps / 4;
    expect(rung.videoKbps).toBeLessThanOrEqual(145);
    expect(worstVideoKbps + rung.audioKbps + 2).toBeLessThanOrEqual(192);
  });

  it('keeps an hour of Data saver (its tallest rung with audio) under 0.2 GB even at the cap (D77)', () => {
    // Data saver plays up to 360p (DATA_SAVER_MAX_HEIGHT in @mzansi/contracts/playback).
    const rung = rungByName('360p');
    // fMP4 boxes add ~1% (measured: ~3 kbit/s at 360p).
    const worstBytesPerHour = ((rung.maxrateKbps + rung.audioKbps + 3) * 1000 * 3600) / 8;
    expect(worstBytesPerHour).toBeLessThanOrEqual(0.2e9);
  });

  it('encodes every rung with capped CRF', () => {
    for (const rung of LADDER) expect(rung.crf).toBeGreaterThan(0);
  });

  it('caps every rung close to its target so the declared peak stays within 2x of the average', () => {
    for (const rung of LADDER) {
      expect(rung.maxrateKbps).toBeGreaterThanOrEqual(rung.videoKbps);
      expect(rung.maxrateKbps).toBeLessThanOrEqual(rung.videoKbps * 1.2);
      expect(rung.width % 2).toBe(0);
      expect(rung.height % 2).toBe(0);
    }
  });

  it('names the demo rungs that exist in the ladder', () => {
    expect(DEMO_RUNG_NAMES.map((name) => rungByName(name).tier)).toEqual(['SD', 'SD', 'HD']);
    expect(() => rungByName('4k')).toThrow(/Unknown ladder rung "4k"/);
  });
});

describe('selectRungs', () => {
  it('returns the whole ladder for a 1080p source', () => {
    expect(names(selectRungs(1920, 1080))).toEqual(['234p', '360p', '480p', '720p', '1080p']);
    expect(sizes(selectRungs(1920, 1080))).toEqual([
      '416x234',
      '640x360',
      '854x480',
      '1280x720',
      '1920x1080',
    ]);
  });

  it('drops rungs taller than the source', () => {
    expect(names(selectRungs(1280, 720))).toEqual(['234p', '360p', '480p', '720p']);
    expect(names(selectRungs(640, 360))).toEqual(['234p', '360p']);
    expect(names(selectRungs(1000, 562))).toEqual(['234p', '360p', '480p']);
  });

  it('keeps a source a few pixels short of a rung on that rung, at its own size', () => {
    const top = selectRungs(1278, 718).at(-1)!;
    expect(top.name).toBe('720p');
    expect(sizes([top])).toEqual(['1278x718']);
  });

  it('keeps the source aspect ratio with even dimensions', () => {
    expect(sizes(selectRungs(640, 480))).toEqual(['312x234', '480x360', '640x480']);
    // 2.39:1 scope: the width decides, so a 1280-wide source still gets a 720p-class rung.
    expect(sizes(selectRungs(1280, 536))).toEqual(['416x174', '640x268', '854x358', '1280x536']);
    for (const rung of selectRungs(1001, 563)) {
      expect(rung.width % 2).toBe(0);
      expect(rung.height % 2).toBe(0);
    }
  });

  it('turns the boxes upright for portrait video', () => {
    expect(sizes(selectRungs(1080, 1920))).toEqual([
      '234x416',
      '360x640',
      '480x854',
      '720x1280',
      '1080x1920',
    ]);
  });

  it('always keeps the lowest rung, without upscaling a tiny source', () => {
    expect(names(selectRungs(320, 180))).toEqual(['234p']);
    expect(sizes(selectRungs(320, 180))).toEqual(['320x180']);
  });

  it("keeps each rung's bitrates and tier", () => {
    const [lowest] = selectRungs(640, 480);
    expect(lowest).toMatchObject({ name: '234p', videoKbps: 100, audioKbps: 48, tier: 'SD' });
  });

  it('refuses sizes that are not positive', () => {
    expect(() => selectRungs(0, 720)).toThrow(/positive/);
    expect(() => selectRungs(Number.NaN, 720)).toThrow(/positive/);
  });
});
