import { describe, expect, it } from 'vitest';
import {
  cacheBuster,
  chooseMediaFile,
  crossedMidrolls,
  fillAdUrl,
  skipDelayOf,
  type AdMediaFile,
} from './ad-plan';

describe('fillAdUrl', () => {
  it('fills every macro, URL-encoded, and leaves an ad server’s own macros alone', () => {
    const url = fillAdUrl(
      'https://ads.example/vast?p=[PLACEMENT]&pos=[BREAKPOSITION]&id=[CONTENTID]&lang=[LANGUAGE]&cb=[CACHEBUSTING]&ts=[TIMESTAMP]',
      { placement: 'midroll', videoId: 'a b/c', language: 'zu', cacheBusting: '01234567' },
    );
    expect(url).toBe(
      'https://ads.example/vast?p=midroll&pos=2&id=a%20b%2Fc&lang=zu&cb=01234567&ts=[TIMESTAMP]',
    );
    expect(
      fillAdUrl('/api/ads/vast?placement=[PLACEMENT]&position=[BREAKPOSITION]', {
        placement: 'preroll',
        videoId: 'v',
        language: 'en',
      }),
    ).toBe('/api/ads/vast?placement=preroll&position=1');
  });

  it('a cache-buster is 8 random digits', () => {
    expect(cacheBuster(() => 0.000042)).toBe('00004200');
    expect(cacheBuster()).toMatch(/^\d{8}$/);
  });
});

describe('breaks', () => {
  const breaks = [
    { placement: 'preroll' as const, offsetSeconds: 0 },
    { placement: 'midroll' as const, offsetSeconds: 480 },
    { placement: 'midroll' as const, offsetSeconds: 960 },
    { placement: 'midroll' as const, offsetSeconds: 1440 },
  ];

  it('plays a mid-roll when playback crosses its cue, once, and one for a seek across several', () => {
    expect(crossedMidrolls(breaks, new Set(), 470, 479.9)).toEqual({ play: null, passed: [] });
    expect(crossedMidrolls(breaks, new Set(), 479.9, 480.2)).toEqual({ play: 1, passed: [1] });
    expect(crossedMidrolls(breaks, new Set([1]), 479.9, 480.2)).toEqual({ play: null, passed: [] });
    expect(crossedMidrolls(breaks, new Set(), 10, 1500)).toEqual({ play: 3, passed: [1, 2, 3] });
    // Backwards crosses nothing.
    expect(crossedMidrolls(breaks, new Set(), 1500, 10)).toEqual({ play: null, passed: [] });
  });

  it('Skip waits for the plan’s offset unless the VAST says sooner', () => {
    expect(skipDelayOf(null, 5)).toBe(5);
    expect(skipDelayOf(15, 5)).toBe(5);
    expect(skipDelayOf(3, 5)).toBe(3);
  });
});

describe('chooseMediaFile', () => {
  const files: AdMediaFile[] = [
    {
      fileURL: 'https://cdn.example/1080.mp4',
      mimeType: 'video/mp4',
      bitrate: 5000,
      width: 1920,
      height: 1080,
    },
    { fileURL: 'https://cdn.example/360.mp4', mimeType: 'video/mp4', bitrate: 600, width: 640, height: 360 },
    {
      fileURL: 'https://cdn.example/720.mp4',
      mimeType: 'video/mp4',
      bitrate: 2500,
      width: 1280,
      height: 720,
    },
    { fileURL: 'https://cdn.example/ad.webm', mimeType: 'video/webm', bitrate: 400, width: 640, height: 360 },
    { fileURL: 'https://cdn.example/master.m3u8', mimeType: 'application/x-mpegURL' },
  ];
  const pick = (options: Partial<Parameters<typeof chooseMediaFile>[1]>, list = files) =>
    chooseMediaFile(list, { canPlayHls: false, dataSaver: false, playerWidth: 640, ...options })?.file
      .fileURL;

  it('prefers HLS where the browser plays it', () => {
    expect(pick({ canPlayHls: true })).toBe('https://cdn.example/master.m3u8');
    expect(pick({ canPlayHls: true, dataSaver: true })).toBe('https://cdn.example/master.m3u8');
  });

  it('else MP4: the lowest bitrate with Data saver, the one covering the player otherwise', () => {
    expect(pick({ dataSaver: true, playerWidth: 1920 })).toBe('https://cdn.example/360.mp4');
    expect(pick({ playerWidth: 640 })).toBe('https://cdn.example/360.mp4');
    expect(pick({ playerWidth: 640, pixelRatio: 2 })).toBe('https://cdn.example/720.mp4');
    expect(pick({ playerWidth: 1000 })).toBe('https://cdn.example/720.mp4');
    expect(pick({ playerWidth: 4000 })).toBe('https://cdn.example/1080.mp4');
  });

  it('nothing playable: null (VAST 403)', () => {
    expect(pick({}, [files[3]!])).toBeUndefined();
  });
});
