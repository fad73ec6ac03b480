import { describe, expect, it } from 'vitest';
import type { ProbeInfo } from './ffprobe';
import { checkSource, containerFamilyOf, fileExtension } from './source-check';

const mp4: ProbeInfo = {
  durationSeconds: 12,
  width: 1920,
  height: 1080,
  frameRate: 25,
  rotation: 0,
  hasVideo: true,
  hasAudio: true,
  videoCodec: 'h264',
  audioCodec: 'aac',
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
};
const mkv: ProbeInfo = { ...mp4, formatName: 'matroska,webm', videoCodec: 'vp9', audioCodec: 'opus' };

describe('fileExtension', () => {
  it('reads the last extension in lower case and ignores folders and dot-files', () => {
    expect(fileExtension('Holiday.Clip.MP4')).toBe('mp4');
    expect(fileExtension('C:\\films\\trailer.mov')).toBe('mov');
    expect(fileExtension('.webm')).toBe('');
    expect(fileExtension('README')).toBe('');
  });
});

describe('containerFamilyOf', () => {
  it("maps ffprobe's demuxer names to families", () => {
    expect(containerFamilyOf(mp4.formatName)).toBe('mp4');
    expect(containerFamilyOf('matroska,webm')).toBe('matroska');
    expect(containerFamilyOf('mpegts')).toBeNull();
    expect(containerFamilyOf(null)).toBeNull();
  });
});

describe('checkSource', () => {
  it('accepts an MP4 family file under .mp4, .mov and .m4v and a Matroska one under .mkv and .webm', () => {
    for (const extension of ['mp4', 'MOV', 'm4v']) expect(checkSource(mp4, extension)).toEqual({ ok: true });
    for (const extension of ['mkv', 'webm']) expect(checkSource(mkv, extension)).toEqual({ ok: true });
  });

  it('refuses content that does not match its extension, naming both', () => {
    expect(checkSource(mkv, 'mp4')).toEqual({
      ok: false,
      reason: 'The file is a Matroska/WebM file, not the MP4/MOV video its .mp4 name says.',
    });
    expect(checkSource({ ...mp4, formatName: 'mpegts' }, 'mov')).toEqual({
      ok: false,
      reason: 'The file is "mpegts" data, not the MP4/MOV video its .mov name says.',
    });
  });

  it('refuses extensions outside the allow-list', () => {
    expect(checkSource(mp4, 'avi')).toEqual({ ok: false, reason: 'Files ending in .avi are not accepted.' });
  });

  it('refuses pictures that are too small or too large, and videos too long', () => {
    expect(checkSource({ ...mp4, width: 16, height: 16 }, 'mp4')).toMatchObject({ ok: false });
    expect(checkSource({ ...mp4, width: 7680, height: 4320 }, 'mp4')).toEqual({ ok: true });
    expect(checkSource({ ...mp4, width: 4320, height: 7680 }, 'mp4')).toEqual({ ok: true });
    expect(checkSource({ ...mp4, width: 8192, height: 4320 }, 'mp4')).toEqual({
      ok: false,
      reason: 'The picture is 8192x4320: the largest accepted is 7680x4320.',
    });
    expect(checkSource({ ...mp4, durationSeconds: 13 * 3600 }, 'mp4')).toEqual({
      ok: false,
      reason: 'The video is longer than 12 hours, the longest accepted.',
    });
  });

  it('refuses a file without a video codec', () => {
    expect(checkSource({ ...mp4, videoCodec: null }, 'mp4')).toEqual({
      ok: false,
      reason: 'The file has no video stream.',
    });
  });
});
