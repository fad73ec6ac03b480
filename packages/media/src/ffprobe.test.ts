import { describe, expect, it } from 'vitest';
import { buildProbeArgs, parseProbe, parseRational } from './ffprobe';

const phoneClip = {
  streams: [
    {
      codec_type: 'video',
      codec_name: 'h264',
      width: 1920,
      height: 1080,
      avg_frame_rate: '30000/1001',
      r_frame_rate: '30/1',
      side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
    },
    { codec_type: 'audio', codec_name: 'aac' },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.345000' },
};

describe('buildProbeArgs', () => {
  it('asks for format and streams as JSON', () => {
    expect(buildProbeArgs('/tmp/in.mp4')).toEqual([
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '/tmp/in.mp4',
    ]);
  });
});

describe('parseProbe', () => {
  it('reads duration, size, frame rate, codecs and audio presence', () => {
    const result = parseProbe(JSON.stringify(phoneClip));
    expect(result).toEqual({
      ok: true,
      info: {
        durationSeconds: 12.345,
        width: 1080,
        height: 1920,
        frameRate: 29.97,
        rotation: 90,
        hasVideo: true,
        hasAudio: true,
        videoCodec: 'h264',
        audioCodec: 'aac',
        formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      },
    });
  });

  it('reads the legacy rotate tag and keeps 180 degrees the same size', () => {
    const clip = JSON.parse(JSON.stringify(phoneClip)) as typeof phoneClip;
    delete (clip.streams[0] as { side_data_list?: unknown }).side_data_list;
    (clip.streams[0] as { tags?: unknown }).tags = { rotate: '180' };
    const result = parseProbe(clip);
    expect(result.ok && [result.info.rotation, result.info.width, result.info.height]).toEqual([
      180, 1920, 1080,
    ]);
  });

  it('falls back to the stream duration and r_frame_rate, and handles a file without audio', () => {
    const result = parseProbe({
      streams: [
        {
          codec_type: 'video',
          codec_name: 'vp9',
          width: 640,
          height: 360,
          duration: '4.0',
          avg_frame_rate: '0/0',
          r_frame_rate: '25/1',
        },
      ],
      format: { format_name: 'matroska,webm' },
    });
    expect(result.ok && result.info).toMatchObject({
      durationSeconds: 4,
      frameRate: 25,
      hasAudio: false,
      audioCodec: null,
    });
  });

  it('says why a file cannot be transcoded', () => {
    expect(parseProbe('not json')).toMatchObject({ ok: false, reason: 'not-json' });
    expect(parseProbe('[1,2]')).toMatchObject({ ok: false, reason: 'not-json' });
    expect(parseProbe({ streams: [{ codec_type: 'audio' }], format: { duration: '3' } })).toMatchObject({
      ok: false,
      reason: 'no-video',
      message: 'The file has no video stream',
    });
    expect(
      parseProbe({ streams: [{ codec_type: 'video', width: 10, height: 10 }], format: { duration: 'N/A' } }),
    ).toMatchObject({ ok: false, reason: 'no-duration' });
    expect(
      parseProbe({
        streams: [{ codec_type: 'video', width: 10, height: 10 }],
        format: { duration: '0.000' },
      }),
    ).toMatchObject({ ok: false, reason: 'no-duration' });
  });

  it('does not take cover art for a video stream', () => {
    const result = parseProbe({
      streams: [
        { codec_type: 'audio', codec_name: 'mp3' },
        {
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 500,
          height: 500,
          disposition: { attached_pic: 1 },
        },
      ],
      format: { duration: '180' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'no-video' });
  });
});

describe('parseRational', () => {
  it('turns ffprobe rates into numbers', () => {
    expect(parseRational('24000/1001')).toBe(23.976);
    expect(parseRational('25')).toBe(25);
    expect(parseRational('0/0')).toBeNull();
    expect(parseRational(undefined)).toBeNull();
  });
});
