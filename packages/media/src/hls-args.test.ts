import { describe, expect, it } from 'vitest';
import { buildHlsOutputArgs, buildLadderGraph, buildTranscodeArgs } from './hls-args';
import { LADDER, rungByName } from './ladder';
import { storyboardLayout } from './storyboard';

const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('buildHlsOutputArgs', () => {
  const args = buildHlsOutputArgs({
    rung: rungByName('360p'),
    videoPad: '[v1]',
    audioPad: '0:a:0',
    outputDir: '/data/videos/abc/',
    frameRate: 24,
  });

  it('encodes H.264 + AAC with a keyframe every 2 s that scene cuts cannot move', () => {
    expect(args.slice(0, 4)).toEqual(['-map', '[v1]', '-map', '0:a:0']);
    expect(valueAfter(args, '-c:v')).toBe('libx264');
    expect(valueAfter(args, '-profile:v')).toBe('main');
    expect(valueAfter(args, '-pix_fmt')).toBe('yuv420p');
    expect(valueAfter(args, '-g')).toBe('48');
    expect(valueAfter(args, '-keyint_min')).toBe('48');
    expect(valueAfter(args, '-sc_threshold')).toBe('0');
    expect(valueAfter(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(valueAfter(args, '-preset')).toBe('veryfast');
    expect(valueAfter(args, '-c:a')).toBe('aac');
    expect(valueAfter(args, '-ar')).toBe('48000');
    expect(valueAfter(args, '-ac')).toBe('2');
    expect(valueAfter(args, '-b:a')).toBe('96k');
  });

  it('encodes each rung with its own capped CRF (D77): quality-driven, never above the cap', () => {
    expect(args).not.toContain('-b:v');
    expect(valueAfter(args, '-crf')).toBe('26');
    expect(valueAfter(args, '-maxrate')).toBe('340k');
    expect(valueAfter(args, '-bufsize')).toBe('680k');
    const hd = buildHlsOutputArgs({
      rung: rungByName('720p'),
      videoPad: '[v3]',
      audioPad: null,
      outputDir: '/out',
      frameRate: 25,
    });
    expect(valueAfter(hd, '-crf')).toBe(String(rungByName('720p').crf));
    expect(valueAfter(hd, '-maxrate')).toBe('3300k');
  });

  it('falls back to ABR at the rung target for a rung without a CRF', () => {
    const abr = buildHlsOutputArgs({
      rung: { ...rungByName('360p'), crf: undefined, videoKbps: 730, maxrateKbps: 800, bufsizeKbps: 1600 },
      videoPad: '[v1]',
      audioPad: null,
      outputDir: '/out',
      frameRate: 24,
    });
    expect(abr).not.toContain('-crf');
    expect(valueAfter(abr, '-b:v')).toBe('730k');
    expect(valueAfter(abr, '-maxrate')).toBe('800k');
    expect(valueAfter(abr, '-bufsize')).toBe('1600k');
  });

  it('writes fMP4 VOD HLS with 4 s segments into the rung directory', () => {
    expect(valueAfter(args, '-f')).toBe('hls');
    expect(valueAfter(args, '-hls_segment_type')).toBe('fmp4');
    expect(valueAfter(args, '-hls_playlist_type')).toBe('vod');
    expect(valueAfter(args, '-hls_time')).toBe('4');
    expect(valueAfter(args, '-hls_fmp4_init_filename')).toBe('init.mp4');
    expect(valueAfter(args, '-hls_segment_filename')).toBe('/data/videos/abc/360p/seg_%05d.m4s');
    expect(args.at(-1)).toBe('/data/videos/abc/360p/index.m3u8');
  });

  it('takes one CRF for every rung, extra x264 params and a thread count when asked', () => {
    const crf = buildHlsOutputArgs({
      rung: rungByName('234p'),
      videoPad: '[v0]',
      audioPad: null,
      outputDir: '/out',
      frameRate: 25,
      crf: 26,
      x264Params: 'cabac=1',
      threads: 1,
      segmentSeconds: 6,
    });
    expect(crf).not.toContain('-b:v');
    expect(valueAfter(crf, '-crf')).toBe('26');
    expect(valueAfter(crf, '-maxrate')).toBe('110k');
    expect(valueAfter(crf, '-x264-params')).toBe('cabac=1');
    expect(valueAfter(crf, '-threads')).toBe('1');
    expect(valueAfter(crf, '-g')).toBe('50');
    expect(valueAfter(crf, '-hls_time')).toBe('6');
    expect(crf).not.toContain('-c:a');
  });

  it('keeps a % in the directory from being read as the segment number', () => {
    const odd = buildHlsOutputArgs({
      rung: LADDER[0]!,
      videoPad: '[v]',
      audioPad: null,
      outputDir: '/tmp/100%',
      frameRate: 24,
    });
    expect(valueAfter(odd, '-hls_segment_filename')).toBe('/tmp/100%%/234p/seg_%05d.m4s');
    expect(odd.at(-1)).toBe('/tmp/100%/234p/index.m3u8');
  });

  it('refuses segments that are not whole GOPs', () => {
    expect(() =>
      buildHlsOutputArgs({
        rung: LADDER[0]!,
        videoPad: '[v]',
        audioPad: null,
        outputDir: '/o',
        frameRate: 24,
        segmentSeconds: 5,
      }),
    ).toThrow(/multiple of gopSeconds/);
  });
});

describe('buildLadderGraph', () => {
  const rungs = ['234p', '360p', '720p'].map((name) => rungByName(name));

  it('splits one picture into a scaled branch per rung and one HLS output each', () => {
    const { filters, outputArgs } = buildLadderGraph({
      videoPad: '[pic]',
      audioPad: '[bed]',
      rungs,
      outputDir: '/o',
      frameRate: 24,
    });
    expect(filters[0]).toBe('[pic]split=3[lv0][lv1][lv2]');
    expect(filters).toContain('[lv0]scale=416:234:flags=bicubic,setsar=1[v0]');
    expect(filters).toContain('[bed]asplit=3[a0][a1][a2]');
    expect(outputArgs.filter((arg) => arg === 'hls')).toHaveLength(3);
    expect(outputArgs.filter((arg) => arg.endsWith('index.m3u8'))).toEqual([
      '/o/234p/index.m3u8',
      '/o/360p/index.m3u8',
      '/o/720p/index.m3u8',
    ]);
  });

  it('adds poster and storyboard branches that end after their last frame', () => {
    const { filters, outputArgs } = buildLadderGraph({
      videoPad: '0:v:0',
      audioPad: '0:a:0',
      rungs,
      outputDir: '/o',
      frameRate: 24,
      poster: { file: '/o/poster.jpg', atSeconds: 1, width: 640 },
      storyboard: { framePattern: '/o/cells/%04d.jpg', layout: storyboardLayout(12) },
    });
    expect(filters[0]).toBe('[0:v:0]split=5[lv0][lv1][lv2][lposter][lstory]');
    expect(filters).toContain('[lposter]trim=start_frame=24:end_frame=25,scale=640:-2,setsar=1[poster]');
    expect(filters.some((filter) => filter.startsWith('[lstory]fps=1/2,'))).toBe(true);
    expect(outputArgs.join(' ')).toContain('-map [poster] -frames:v 1');
    expect(outputArgs.at(-1)).toBe('/o/cells/%04d.jpg');
    // Input audio is mapped once per rung rather than split in the graph.
    expect(outputArgs.filter((arg) => arg === '0:a:0')).toHaveLength(3);
  });
});

describe('buildTranscodeArgs', () => {
  const base = {
    input: '/in/upload.mov',
    rungs: LADDER.slice(0, 2),
    outputDir: '/o',
    frameRate: 30,
    durationSeconds: 12.5,
  };

  it('decodes once, normalises the frame rate and reports progress on stdout', () => {
    const args = buildTranscodeArgs({ ...base, hasAudio: true });
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    expect(valueAfter(args, '-i')).toBe('/in/upload.mov');
    expect(valueAfter(args, '-filter_complex')).toMatch(/^\[0:v:0\]fps=30\[src\];\[src\]split=2/);
    expect(args.join(' ')).toContain('-progress pipe:1 -nostats');
    expect(args.filter((arg) => arg === '0:a:0')).toHaveLength(2);
    expect(args[0]).toBe('-hide_banner');
    expect(args).toContain('-nostdin');
  });

  it('gives a silent source a silent stereo track of the same length', () => {
    const args = buildTranscodeArgs({ ...base, hasAudio: false, progress: false });
    expect(valueAfter(args, '-filter_complex')).toContain(
      'anullsrc=channel_layout=stereo:sample_rate=48000,atrim=duration=12.5[silence]',
    );
    expect(valueAfter(args, '-filter_complex')).toContain('[silence]asplit=2[a0][a1]');
    expect(args).not.toContain('-progress');
  });
});
