import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTranscodeArgs } from '@mzansi/media/hls-args';
import { selectRungs } from '@mzansi/media/ladder';
import { parseMediaPlaylist } from '@mzansi/media/master-playlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FfmpegError,
  ProbeError,
  ffmpegVersion,
  probe,
  resolveFfmpegPath,
  resolveFfprobePath,
  runFfmpeg,
} from './ffmpeg-runner';

// No database involved: running these once (not again against PostgreSQL) is enough.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('ffmpeg runner', () => {
  let dir: string;
  let clip: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-ffmpeg-'));
    clip = path.join(dir, 'clip.mp4');
    await runFfmpeg([
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-t',
      '2',
      '-i',
      'testsrc2=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-t',
      '2',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-y',
      clip,
    ]);
  });

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('finds executable ffmpeg and ffprobe binaries and reports the ffmpeg version', async () => {
    for (const binary of [resolveFfmpegPath(), resolveFfprobePath()]) {
      await expect(fs.access(binary, fs.constants.X_OK)).resolves.toBeUndefined();
    }
    expect(await ffmpegVersion()).toMatch(/^ffmpeg version \S+/);
  });

  it('makes a binary executable when its package lost the executable bit', async () => {
    const tool = path.join(dir, 'tool.sh');
    await fs.writeFile(tool, '#!/bin/sh\necho "ffmpeg version test-build"\n', { mode: 0o644 });
    expect(resolveFfmpegPath(tool)).toBe(tool);
    expect((await fs.stat(tool)).mode & 0o100).toBe(0o100);
    expect(await ffmpegVersion(tool)).toBe('ffmpeg version test-build');
  });

  it('refuses a configured path that does not exist', () => {
    expect(() => resolveFfmpegPath(path.join(dir, 'missing-ffmpeg'))).toThrow(/Media tool not found/);
  });

  it('reports progress up to 100 percent while encoding', async () => {
    const seen: number[] = [];
    await runFfmpeg(
      ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', '-i', clip, '-f', 'null', '-'],
      {
        durationSeconds: 2,
        onProgress: (percent) => seen.push(percent),
      },
    );
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('rejects with the end of stderr when ffmpeg fails', async () => {
    const missing = path.join(dir, 'missing.mp4');
    const error = await runFfmpeg(['-hide_banner', '-i', missing, '-f', 'null', '-']).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FfmpegError);
    const failure = error as FfmpegError;
    expect(failure.exitCode).not.toBe(0);
    expect(failure.message).toMatch(/^ffmpeg exited with code \d+:\n/);
    expect(failure.message).toContain('No such file or directory');
    expect(failure.stderrTail.length).toBeGreaterThan(0);
  });

  it('rejects clearly when the binary cannot be started', async () => {
    await expect(runFfmpeg(['-version'], { binaryPath: path.join(dir, 'nope') })).rejects.toThrow(
      /Cannot run ffmpeg/,
    );
  });

  it('kills ffmpeg when the job is aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = runFfmpeg(
      ['-hide_banner', '-re', '-f', 'lavfi', '-i', 'testsrc2=rate=25', '-t', '60', '-f', 'null', '-'],
      {
        signal: controller.signal,
      },
    );
    setTimeout(() => controller.abort(), 200);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(runFfmpeg(['-version'], { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('probes a video file', async () => {
    const info = await probe(clip);
    expect(info).toMatchObject({
      width: 320,
      height: 240,
      frameRate: 25,
      hasVideo: true,
      hasAudio: true,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(info.durationSeconds).toBeGreaterThan(1.9);
    expect(info.durationSeconds).toBeLessThan(2.2);
  });

  it('says why an audio-only file cannot be transcoded', async () => {
    const audio = path.join(dir, 'audio.m4a');
    await runFfmpeg([
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-t',
      '1',
      '-i',
      'sine',
      '-c:a',
      'aac',
      '-y',
      audio,
    ]);
    const error = await probe(audio).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProbeError);
    expect(error).toMatchObject({ reason: 'no-video', message: 'The file has no video stream' });
  });

  it("fails with ffprobe's reason for a file that is not media", async () => {
    const text = path.join(dir, 'notes.mp4');
    await fs.writeFile(text, 'definitely not a video');
    const error = await probe(text).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).message).toMatch(/^ffprobe exited with code 1:[\s\S]*Invalid data/);
  });

  it('transcodes an upload without audio into HLS rungs with a silent AAC track, poster and storyboard cells', async () => {
    const silent = path.join(dir, 'silent.mp4');
    await runFfmpeg([
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-t',
      '5',
      '-i',
      'testsrc2=size=854x480:rate=30',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-y',
      silent,
    ]);
    const info = await probe(silent);
    expect(info.hasAudio).toBe(false);
    const rungs = selectRungs(info.width, info.height);
    const out = path.join(dir, 'hls');
    await Promise.all(
      ['cells', ...rungs.map((rung) => rung.name)].map((name) =>
        fs.mkdir(path.join(out, name), { recursive: true }),
      ),
    );
    const percents: number[] = [];
    await runFfmpeg(
      buildTranscodeArgs({
        input: silent,
        rungs,
        outputDir: out,
        frameRate: info.frameRate ?? 30,
        hasAudio: false,
        durationSeconds: info.durationSeconds,
        preset: 'ultrafast',
        poster: { file: path.join(out, 'poster.jpg'), atSeconds: 1, width: 640 },
        storyboard: {
          framePattern: path.join(out, 'cells', '%04d.jpg'),
          layout: { intervalSeconds: 2, count: 3, columns: 3, rows: 1, cellWidth: 160, cellHeight: 90 },
        },
      }),
      { durationSeconds: info.durationSeconds, onProgress: (percent) => percents.push(percent) },
    );
    expect(percents.at(-1)).toBe(100);
    expect(rungs.map((rung) => rung.name)).toEqual(['234p', '360p', '480p']);
    const playlist = parseMediaPlaylist(await fs.readFile(path.join(out, '480p', 'index.m3u8'), 'utf8'));
    expect(playlist.segments.map((segment) => segment.seconds)).toEqual([4, 1]);
    const first = path.join(dir, 'first.mp4');
    await fs.writeFile(
      first,
      Buffer.concat([
        await fs.readFile(path.join(out, '234p', 'init.mp4')),
        await fs.readFile(path.join(out, '234p', 'seg_00000.m4s')),
      ]),
    );
    const streams = await probe(first);
    expect(streams).toMatchObject({
      width: 416,
      height: 234,
      hasAudio: true,
      audioCodec: 'aac',
      frameRate: 30,
    });
    await expect(fs.access(path.join(out, 'poster.jpg'))).resolves.toBeUndefined();
    expect((await fs.readdir(path.join(out, 'cells'))).sort()).toEqual(['0001.jpg', '0002.jpg', '0003.jpg']);
  });
});
