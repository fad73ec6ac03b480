import { describe, expect, it } from 'vitest';
import {
  buildMasterPlaylist,
  buildSubtitlePlaylist,
  filterRenditionsForTier,
  measureBandwidth,
  orderForStart,
  parseMediaPlaylist,
  type RenditionLike,
} from './master-playlist';

const rendition = (name: string, height: number, bandwidth: number, tier: 'SD' | 'HD'): RenditionLike => ({
  name,
  width: Math.round((height * 16) / 9 / 2) * 2,
  height,
  bandwidth,
  averageBandwidth: Math.round(bandwidth * 0.9),
  codecs: 'avc1.4d401f,mp4a.40.2',
  frameRate: 24,
  tier,
  playlist: `${name}/index.m3u8`,
});

const ladder = [
  rendition('1080p', 1080, 6_800_000, 'HD'),
  rendition('234p', 234, 180_000, 'SD'),
  rendition('720p', 720, 3_400_000, 'HD'),
  rendition('360p', 360, 880_000, 'SD'),
  rendition('480p', 480, 1_300_000, 'SD'),
];

describe('buildMasterPlaylist', () => {
  it('writes the header and one EXT-X-STREAM-INF per rendition', () => {
    const text = buildMasterPlaylist(ladder);
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual(['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS']);
    expect(lines.filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))).toHaveLength(5);
    expect(text).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=3400000,AVERAGE-BANDWIDTH=3060000,CODECS="avc1.4d401f,mp4a.40.2",RESOLUTION=1280x720,FRAME-RATE=24.000\n720p/index.m3u8',
    );
    expect(text.endsWith('\n')).toBe(true);
  });

  it('lists the highest variant under 2 Mbit/s first, then the rest ascending', () => {
    const uris = buildMasterPlaylist(ladder)
      .split('\n')
      .filter((line) => line.endsWith('.m3u8'));
    expect(uris).toEqual([
      '480p/index.m3u8',
      '234p/index.m3u8',
      '360p/index.m3u8',
      '720p/index.m3u8',
      '1080p/index.m3u8',
    ]);
  });

  it('starts on the lowest variant when every one is above the start bandwidth', () => {
    const [first] = orderForStart(ladder, 100_000);
    expect(first?.name).toBe('234p');
  });

  it('declares subtitle tracks and links every variant to them', () => {
    const text = buildMasterPlaylist(ladder.slice(0, 2), {
      captions: [
        { lang: 'en', label: 'English', uri: 'captions/en.m3u8', default: true },
        { lang: 'zu', label: 'isi"Zulu', uri: 'captions/zu.m3u8' },
      ],
    });
    expect(text).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="captions/en.m3u8"',
    );
    expect(text).toContain('NAME="isiZulu",LANGUAGE="zu",DEFAULT=NO,AUTOSELECT=NO');
    expect(text.match(/SUBTITLES="subs"/g)).toHaveLength(2);
  });

  it('refuses an empty ladder', () => {
    expect(() => buildMasterPlaylist([])).toThrow(/at least one rendition/);
  });
});

describe('filterRenditionsForTier', () => {
  it('gives SD plans the SD rungs only and HD plans all of them', () => {
    expect(filterRenditionsForTier(ladder, 'SD').map((r) => r.name)).toEqual(['234p', '360p', '480p']);
    expect(filterRenditionsForTier(ladder, 'HD')).toHaveLength(5);
  });
});

describe('measureBandwidth', () => {
  it('returns the peak segment rate and the overall average in bits/s', () => {
    const result = measureBandwidth([
      { bytes: 100_000, seconds: 4 },
      { bytes: 150_000, seconds: 4 },
      { bytes: 25_000, seconds: 2 },
    ]);
    expect(result).toEqual({ peak: 300_000, average: 220_000 });
  });

  it('ignores zero-length segments and refuses none at all', () => {
    expect(
      measureBandwidth([
        { bytes: 10, seconds: 0 },
        { bytes: 1000, seconds: 1 },
      ]),
    ).toEqual({ peak: 8000, average: 8000 });
    expect(() => measureBandwidth([])).toThrow(/without segments/);
  });
});

describe('parseMediaPlaylist', () => {
  it('reads the init segment, the segments with durations and the end tag', () => {
    const playlist = parseMediaPlaylist(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-MAP:URI="init.mp4"',
        '#EXTINF:4.000000,',
        'seg_00000.m4s',
        '#EXTINF:3.5,',
        'seg_00001.m4s',
        '#EXT-X-ENDLIST',
      ].join('\r\n'),
    );
    expect(playlist).toEqual({
      targetDuration: 4,
      initUri: 'init.mp4',
      segments: [
        { uri: 'seg_00000.m4s', seconds: 4 },
        { uri: 'seg_00001.m4s', seconds: 3.5 },
      ],
      ended: true,
    });
  });

  it('refuses text that is not a playlist', () => {
    expect(() => parseMediaPlaylist('<html>')).toThrow(/missing #EXTM3U/);
  });
});

describe('buildSubtitlePlaylist', () => {
  it('wraps one WebVTT file as a single-segment VOD playlist', () => {
    expect(buildSubtitlePlaylist('en.vtt', 95.5)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:96\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:95.500,\nen.vtt\n#EXT-X-ENDLIST\n',
    );
  });
});
