import { describe, expect, it } from 'vitest';
import {
  buildMasterPlaylist,
  buildSubtitlePlaylist,
  filterRenditionsForTier,
  measureBandwidth,
  orderForStart,
  parseMediaPlaylist,
  withAlternateAudio,
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

describe('buildMasterPlaylist with alternate audio', () => {
  const videoOnly = ladder.map((rung) => ({ ...rung, codecs: 'avc1.4d401f' }));
  const audio = [
    { lang: 'zu', label: 'isiZulu', uri: 'audio/zu/index.m3u8', default: true, channels: 2 },
    { lang: 'en', label: 'English', uri: 'audio/en/index.m3u8' },
  ];

  it('writes one EXT-X-MEDIA TYPE=AUDIO per track in group "aud", the chosen default first among equals', () => {
    const text = buildMasterPlaylist(videoOnly, { audio });
    expect(text).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="isiZulu",LANGUAGE="zu",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/zu/index.m3u8"',
    );
    expect(text).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="audio/en/index.m3u8"',
    );
    expect(text.indexOf('TYPE=AUDIO')).toBeLessThan(text.indexOf('#EXT-X-STREAM-INF'));
  });

  it('names the audio group on every variant, beside the subtitles group', () => {
    const text = buildMasterPlaylist(videoOnly, {
      audio,
      captions: [{ lang: 'en', label: 'English', uri: 'captions/en.m3u8' }],
    });
    const variants = text.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(5);
    for (const variant of variants) expect(variant).toMatch(/,AUDIO="aud",SUBTITLES="subs"$/);
  });

  it('makes the first track the default when none is marked, and exactly one default when several are', () => {
    const unmarked = buildMasterPlaylist(videoOnly, { audio: audio.map(({ default: _d, ...rest }) => rest) });
    expect(unmarked.match(/DEFAULT=YES/g)).toHaveLength(1);
    expect(unmarked).toContain('NAME="isiZulu",LANGUAGE="zu",DEFAULT=YES');
    const both = buildMasterPlaylist(videoOnly, {
      audio: audio.map((track) => ({ ...track, default: true })),
    });
    expect(both.match(/DEFAULT=YES/g)).toHaveLength(1);
  });

  it('writes no audio group without alternate audio', () => {
    const text = buildMasterPlaylist(ladder);
    expect(text).not.toContain('TYPE=AUDIO');
    expect(text).not.toContain('AUDIO="aud"');
  });
});

describe('withAlternateAudio', () => {
  it('adds the largest audio rendition to the bandwidths and its codec to CODECS', () => {
    const video = { ...ladder[0]!, codecs: 'avc1.4d401f', bandwidth: 1_000_000, averageBandwidth: 800_000 };
    const combined = withAlternateAudio(video, [
      { bandwidth: 130_000, averageBandwidth: 120_000, codecs: 'mp4a.40.2' },
      { bandwidth: 140_000, averageBandwidth: 110_000, codecs: 'mp4a.40.2' },
    ]);
    expect(combined).toMatchObject({
      bandwidth: 1_140_000,
      averageBandwidth: 920_000,
      codecs: 'avc1.4d401f,mp4a.40.2',
    });
    expect(withAlternateAudio(video, [])).toBe(video);
  });
});

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
