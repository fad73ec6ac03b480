import { describe, expect, it } from 'vitest';
import { filterMasterPlaylist, variantHeight } from './playlist-filter';

const master = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=190000,RESOLUTION=416x234,CODECS="avc1.4d400d,mp4a.40.2"',
  '234p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=3300000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
  '720p/index.m3u8',
  '',
].join('\n');

describe('filterMasterPlaylist', () => {
  it('keeps only the variants at or under the height limit, in their order', () => {
    const sd = filterMasterPlaylist(master, 480);
    expect(sd).toContain('360p/index.m3u8');
    expect(sd).toContain('234p/index.m3u8');
    expect(sd).not.toContain('720p');
    expect(sd.indexOf('360p')).toBeLessThan(sd.indexOf('234p'));
    expect(sd.startsWith('#EXTM3U\n#EXT-X-VERSION:7')).toBe(true);
  });

  it('keeps every variant for an HD limit', () => {
    expect(filterMasterPlaylist(master, 1080)).toBe(master);
  });

  it('drops a variant that declares no resolution rather than risk leaking it', () => {
    const odd = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=100000\nmystery/index.m3u8\n';
    expect(filterMasterPlaylist(odd, 1080)).not.toContain('mystery');
    expect(variantHeight('#EXT-X-STREAM-INF:BANDWIDTH=1')).toBe(Number.POSITIVE_INFINITY);
  });

  it('measures a portrait rung by its short side, as rungs are named', () => {
    const portrait = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=360x640',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=720x1280',
      '720p/index.m3u8',
    ].join('\n');
    const sd = filterMasterPlaylist(portrait, 480);
    expect(sd).toContain('360p/index.m3u8');
    expect(sd).not.toContain('720p/index.m3u8');
  });

  it('handles CRLF playlists', () => {
    expect(filterMasterPlaylist(master.replace(/\n/g, '\r\n'), 300)).not.toContain('360p');
  });
});
