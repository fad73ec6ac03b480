import { describe, expect, it } from 'vitest';
import { chooseFromMaster, filesOfMediaPlaylist, isSafePath, joinPath } from './download-plan';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=NO,URI="captions/en.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="isiZulu",LANGUAGE="zu",DEFAULT=NO,AUTOSELECT=NO,URI="captions/zu.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Afrikaans",LANGUAGE="af",DEFAULT=NO,AUTOSELECT=NO,URI="captions/af.m3u8"',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="isiZulu",LANGUAGE="zu",DEFAULT=YES,AUTOSELECT=YES,URI="audio/zu/index.m3u8"',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="audio/en/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1600000,RESOLUTION=854x480,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"',
  '480p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=3500000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"',
  '720p/index.m3u8',
  '',
].join('\n');

describe('chooseFromMaster', () => {
  it('keeps the tallest rung the licence opens, the default audio and the captions asked for', () => {
    const choice = chooseFromMaster(MASTER, 480, ['zu', 'en']);
    expect(choice.videoPlaylist).toBe('480p/index.m3u8');
    expect(choice.height).toBe(480);
    expect(choice.audioPlaylist).toBe('audio/zu/index.m3u8');
    expect(choice.captionPlaylists).toEqual(['captions/en.m3u8', 'captions/zu.m3u8']);
    expect(choice.master).toContain('480p/index.m3u8');
    expect(choice.master).not.toContain('360p/index.m3u8');
    expect(choice.master).not.toContain('720p');
    expect(choice.master).not.toContain('captions/af.m3u8');
    expect(choice.master).not.toContain('audio/en/index.m3u8');
    expect(choice.master.startsWith('#EXTM3U\n')).toBe(true);
  });

  it('takes HD when the licence opens it, and matches caption languages by their primary subtag', () => {
    const choice = chooseFromMaster(MASTER, 1080, ['af-ZA']);
    expect(choice.videoPlaylist).toBe('720p/index.m3u8');
    expect(choice.captionPlaylists).toEqual(['captions/af.m3u8']);
  });

  it('refuses a playlist without a rung within the licence', () => {
    expect(() => chooseFromMaster(MASTER, 240, ['en'])).toThrow(/no rung/);
  });

  it('ignores variants and renditions whose address leaves the video folder', () => {
    const hostile = MASTER.replace('480p/index.m3u8', '../other/480p/index.m3u8').replace(
      'captions/zu.m3u8',
      'https://evil.example/zu.m3u8',
    );
    const choice = chooseFromMaster(hostile, 480, ['zu']);
    expect(choice.videoPlaylist).toBe('360p/index.m3u8');
    expect(choice.captionPlaylists).toEqual([]);
  });
});

describe('filesOfMediaPlaylist', () => {
  it('lists the init segment and the segments in order', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:6.0,',
      'seg_00001.m4s',
      '#EXTINF:4.0,',
      'seg_00002.m4s',
      '#EXT-X-ENDLIST',
    ].join('\n');
    expect(filesOfMediaPlaylist(playlist)).toEqual(['init.mp4', 'seg_00001.m4s', 'seg_00002.m4s']);
  });
});

describe('paths', () => {
  it('joins a file to its playlist folder', () => {
    expect(joinPath('480p/index.m3u8', 'seg_00001.m4s')).toBe('480p/seg_00001.m4s');
    expect(joinPath('master.m3u8', 'poster.jpg')).toBe('poster.jpg');
  });

  it('accepts only relative paths inside the folder', () => {
    expect(isSafePath('480p/init.mp4')).toBe(true);
    for (const path of ['/etc/passwd', '../x', 'a/../../b', 'https://x/y', '', 'a//b']) {
      expect(isSafePath(path)).toBe(false);
    }
  });
});
