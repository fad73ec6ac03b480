import { describe, expect, it } from 'vitest';
import type { ProbeInfo } from './ffprobe';
import {
  outputFrameRate,
  planTranscode,
  posterTimeSeconds,
  storyboardIntervalSeconds,
  transcodeTimeoutSeconds,
} from './transcode-plan';

const source = (overrides: Partial<ProbeInfo> = {}): ProbeInfo => ({
  durationSeconds: 30,
  width: 1920,
  height: 1080,
  frameRate: 25,
  rotation: 0,
  hasVideo: true,
  hasAudio: true,
  videoCodec: 'h264',
  audioCodec: 'aac',
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  ...overrides,
});

describe('outputFrameRate', () => {
  it('keeps common rates, halves high ones and defaults to 30', () => {
    expect(outputFrameRate(23.976)).toBe(23.976);
    expect(outputFrameRate(30)).toBe(30);
    expect(outputFrameRate(60)).toBe(30);
    expect(outputFrameRate(59.94)).toBe(29.97);
    expect(outputFrameRate(50)).toBe(25);
    expect(outputFrameRate(120)).toBe(30);
    expect(outputFrameRate(null)).toBe(30);
    expect(outputFrameRate(0)).toBe(30);
  });

  it('raises slide-show rates to 10 fps', () => {
    expect(outputFrameRate(1)).toBe(10);
  });
});

describe('posterTimeSeconds', () => {
  it('takes a tenth of the way in, at most 10 s', () => {
    expect(posterTimeSeconds(3)).toBe(0.3);
    expect(posterTimeSeconds(7200)).toBe(10);
  });
});

describe('storyboardIntervalSeconds', () => {
  it('is 2 s up to two hours, then wider so the sprite keeps at most 3600 cells', () => {
    expect(storyboardIntervalSeconds(30)).toBe(2);
    expect(storyboardIntervalSeconds(7200)).toBe(2);
    expect(storyboardIntervalSeconds(3 * 3600)).toBe(3);
  });
});

describe('transcodeTimeoutSeconds', () => {
  it('allows ten times real time plus ten minutes, between 15 minutes and 23 hours', () => {
    expect(transcodeTimeoutSeconds(3)).toBe(900);
    expect(transcodeTimeoutSeconds(3600)).toBe(36_600);
    expect(transcodeTimeoutSeconds(12 * 3600)).toBe(23 * 3600);
  });
});

describe('planTranscode', () => {
  it('encodes every rung of a 1080p source with a 640 px poster and a 2 s storyboard', () => {
    const plan = planTranscode(source());
    expect(plan.rungs.map((rung) => `${rung.name}:${rung.width}x${rung.height}`)).toEqual([
      '234p:416x234',
      '360p:640x360',
      '480p:854x480',
      '720p:1280x720',
      '1080p:1920x1080',
    ]);
    expect(plan).toMatchObject({ frameRate: 25, posterAtSeconds: 3, posterWidth: 640 });
    expect(plan.storyboard).toMatchObject({ intervalSeconds: 2, count: 15, columns: 10, rows: 2 });
  });

  it('never upscales: a 320x180 source gets one rung at its own size and a poster no wider', () => {
    const plan = planTranscode(source({ width: 320, height: 180, durationSeconds: 3 }));
    expect(plan.rungs.map((rung) => `${rung.name}:${rung.width}x${rung.height}`)).toEqual(['234p:320x180']);
    expect(plan.posterWidth).toBe(320);
    expect(plan.storyboard).toMatchObject({ count: 2, columns: 2, rows: 1 });
  });

  it('stops at 720p for a 720p source', () => {
    expect(planTranscode(source({ width: 1280, height: 720 })).rungs.map((rung) => rung.name)).toEqual([
      '234p',
      '360p',
      '480p',
      '720p',
    ]);
  });
});
