import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseMediaPlaylist } from '@mzansi/media/master-playlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, runFfprobe } from '../adapters/ffmpeg/ffmpeg-runner';
import {
  DEMO_RUNGS,
  GENERATOR_VERSION,
  isOutdatedClip,
  generateDemoMedia,
  generateDemoVideo,
  generationKey,
  type DemoVideoJob,
} from './demo-media';

const look = { palette: ['#1b2a49', '#3d5a80', '#f4a261'], motif: 'waves' } as DemoVideoJob['look'];
/** x264 refuses odd widths: a real ffmpeg failure halfway through an encode. */
const oddRungs = DEMO_RUNGS.map((rung) => (rung.name === '360p' ? { ...rung, width: 641 } : rung));

async function probeJson(file: string, ...args: string[]): Promise<Record<string, unknown[]>> {
  return JSON.parse(await runFfprobe(['-v', 'error', '-print_format', 'json', ...args, file])) as Record<
    string,
    unknown[]
  >;
}

/** init.mp4 + one segment is what a player appends to its buffer; ffprobe reads it the same way. */
async function playable(rungDir: string, segment: string, into: string): Promise<string> {
  const file = path.join(into, `${path.basename(rungDir)}-${segment}.mp4`);
  await fs.writeFile(
    file,
    Buffer.concat([
      await fs.readFile(path.join(rungDir, 'init.mp4')),
      await fs.readFile(path.join(rungDir, segment)),
    ]),
  );
  return file;
}

// No database involved: running these once (not again against PostgreSQL) is enough.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('demo media', () => {
  let root: string;
  const job = (name: string, overrides: Partial<DemoVideoJob> = {}): DemoVideoJob => ({
    videoId: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
    title: "Baba's 100%: [Ubuntu]",
    label: 'S1 E2 · Thula',
    look,
    durationSeconds: 4,
    outputDir: path.join(root, 'videos', name),
    ...overrides,
  });

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-demo-'));
  });

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('writes a complete HLS ladder, poster and storyboard and returns measured renditions', async () => {
    const target = job('1');
    const result = await generateDemoVideo(target);
    const dir = target.outputDir;

    expect(result).toMatchObject({
      reused: false,
      durationSeconds: 4,
      width: 1280,
      height: 720,
      posterFile: 'poster.jpg',
      storyboard: true,
    });
    expect(result.renditions.map((r) => `${r.name}:${r.width}x${r.height}:${r.tier}`)).toEqual([
      '234p:416x234:SD',
      '360p:640x360:SD',
      '720p:1280x720:HD',
    ]);
    const entries = (await fs.readdir(dir)).sort();
    expect(entries).toEqual([
      '.complete',
      '234p',
      '360p',
      '720p',
      'master.m3u8',
      'poster.jpg',
      'storyboard.jpg',
      'storyboard.vtt',
    ]);
    expect((await fs.readdir(path.dirname(dir))).filter((entry) => entry.includes('.partial-'))).toEqual([]);

    const master = await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8');
    expect(master.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n')).toBe(true);
    for (const rendition of result.renditions) {
      expect(master).toContain(
        `BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},CODECS="${rendition.codecs}",RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=24.000\n${rendition.playlist}`,
      );
      expect(rendition.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);
    }
    const cellular = result.renditions.find((r) => r.name === '234p')!;
    expect(cellular.bandwidth).toBeLessThanOrEqual(192_000);
    expect(cellular.bandwidth).toBeGreaterThanOrEqual(cellular.averageBandwidth);
  });

  it('with two audio languages and captions: video-only rungs, an audio group and a subtitle group', async () => {
    const target = job('9', {
      audioTracks: [
        { lang: 'xh', label: 'isiXhosa' },
        { lang: 'en', label: 'English' },
      ],
      captions: [
        {
          lang: 'en',
          label: 'English',
          vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n[Gentle music plays]\n',
        },
        { lang: 'xh', label: 'isiXhosa', vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n[Kudlala umculo]\n' },
      ],
    });
    const result = await generateDemoVideo(target);
    const dir = target.outputDir;

    expect(
      result.audioTracks.map((track) => [track.lang, track.playlist, track.default, track.codecs]),
    ).toEqual([
      ['xh', 'audio/xh/index.m3u8', true, 'mp4a.40.2'],
      ['en', 'audio/en/index.m3u8', false, 'mp4a.40.2'],
    ]);
    expect(result.captions).toEqual([
      { lang: 'en', label: 'English', path: 'captions/en.vtt' },
      { lang: 'xh', label: 'isiXhosa', path: 'captions/xh.vtt' },
    ]);
    const master = await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8');
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="isiXhosa",LANGUAGE="xh",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/xh/index.m3u8"',
    );
    expect(master).toContain(
      'NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/en/index.m3u8"',
    );
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="isiXhosa",LANGUAGE="xh"');
    const variants = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(3);
    for (const variant of variants)
      expect(variant).toMatch(/CODECS="avc1\.4d40[0-9a-f]{2},mp4a\.40\.2".*,AUDIO="aud",SUBTITLES="subs"$/);
    for (const rendition of result.renditions) {
      // The variant's BANDWIDTH counts the audio rendition in.
      expect(rendition.bandwidth).toBeGreaterThan(
        Math.max(...result.audioTracks.map((track) => track.bandwidth)),
      );
    }
    expect(await fs.readFile(path.join(dir, 'captions', 'xh.vtt'), 'utf8')).toContain('[Kudlala umculo]');
    expect(await fs.readFile(path.join(dir, 'captions', 'xh.m3u8'), 'utf8')).toContain('xh.vtt');

    // The rungs carry video only; each audio playlist carries AAC only, for the whole clip.
    const rung = await probeJson(
      await playable(path.join(dir, '360p'), 'seg_00000.m4s', root),
      '-show_streams',
    );
    expect((rung.streams as { codec_type: string }[]).map((stream) => stream.codec_type)).toEqual(['video']);
    for (const lang of ['xh', 'en']) {
      const audioDir = path.join(dir, 'audio', lang);
      const playlist = parseMediaPlaylist(await fs.readFile(path.join(audioDir, 'index.m3u8'), 'utf8'));
      expect(playlist.ended).toBe(true);
      expect(playlist.segments.reduce((sum, segment) => sum + segment.seconds, 0)).toBeCloseTo(4, 1);
      const { streams } = await probeJson(
        await playable(audioDir, playlist.segments[0]!.uri, root),
        '-show_streams',
      );
      expect(streams).toEqual([
        expect.objectContaining({ codec_name: 'aac', channels: 2, sample_rate: '48000' }),
      ]);
    }
    // The two languages sound different (another chord, with a tremolo): their segments differ.
    const [xh, en] = await Promise.all(
      ['xh', 'en'].map((lang) => fs.readFile(path.join(dir, 'audio', lang, 'seg_00000.m4s'))),
    );
    expect(xh!.equals(en!)).toBe(false);
  });

  it('produces segments a player can use: H.264 Main + AAC, 4 s long, each starting on a keyframe', async () => {
    const dir = job('1').outputDir;
    for (const rung of ['234p', '720p']) {
      const rungDir = path.join(dir, rung);
      const playlist = parseMediaPlaylist(await fs.readFile(path.join(rungDir, 'index.m3u8'), 'utf8'));
      expect(playlist).toMatchObject({ targetDuration: 4, initUri: 'init.mp4', ended: true });
      expect(playlist.segments).toEqual([{ uri: 'seg_00000.m4s', seconds: 4 }]);
      const file = await playable(rungDir, 'seg_00000.m4s', root);
      const { streams } = await probeJson(file, '-show_streams');
      expect(streams).toEqual([
        expect.objectContaining({
          codec_name: 'h264',
          profile: 'Main',
          pix_fmt: 'yuv420p',
          r_frame_rate: '24/1',
        }),
        expect.objectContaining({ codec_name: 'aac', profile: 'LC', sample_rate: '48000', channels: 2 }),
      ]);
      const { packets } = await probeJson(file, '-select_streams', 'v', '-show_entries', 'packet=flags');
      const keyframes = (packets as { flags: string }[]).map((packet, index) =>
        packet.flags.startsWith('K') ? index : -1,
      );
      // Keyframe every 2 s at 24 fps, the first one opening the segment.
      expect(keyframes.filter((index) => index >= 0)).toEqual([0, 48]);
    }
  });

  it('writes a 640 px poster and a storyboard sprite indexed by WebVTT', async () => {
    const dir = job('1').outputDir;
    const poster = await probeJson(path.join(dir, 'poster.jpg'), '-show_streams');
    expect(poster.streams?.[0]).toMatchObject({ width: 640, height: 360 });
    const sprite = await probeJson(path.join(dir, 'storyboard.jpg'), '-show_streams');
    expect(sprite.streams?.[0]).toMatchObject({ width: 320, height: 90 });
    expect(await fs.readFile(path.join(dir, 'storyboard.vtt'), 'utf8')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n\n00:00:02.000 --> 00:00:04.000\nstoryboard.jpg#xywh=160,0,160,90\n',
    );
  });

  it('skips a clip whose marker has the same generation key and re-encodes when an input changes', async () => {
    const target = job('1');
    const marker = path.join(target.outputDir, '.complete');
    const before = await fs.stat(marker);
    const again = await generateDemoVideo(target);
    expect(again.reused).toBe(true);
    expect((await fs.stat(marker)).mtimeMs).toBe(before.mtimeMs);
    expect(JSON.parse(await fs.readFile(marker, 'utf8'))).toMatchObject({
      key: generationKey(target),
      generatorVersion: GENERATOR_VERSION,
    });

    const relabelled = { ...target, label: 'Official Trailer' };
    expect(generationKey(relabelled)).not.toBe(generationKey(target));
    // What the seed asks at start: a clip made for other inputs is outdated; a directory it did not make is not.
    expect(await isOutdatedClip(target)).toBe(false);
    expect(await isOutdatedClip(relabelled)).toBe(true);
    expect(await isOutdatedClip(job('no-such-clip'))).toBe(false);
    expect(generationKey({ ...target, audioTracks: [{ lang: 'en', label: 'English' }] })).toBe(
      generationKey(target),
    );
    expect(
      generationKey({
        ...target,
        audioTracks: [
          { lang: 'en', label: 'English' },
          { lang: 'zu', label: 'isiZulu' },
        ],
      }),
    ).not.toBe(generationKey(target));
    const redone = await generateDemoVideo(relabelled);
    expect(redone.reused).toBe(false);
    expect(JSON.parse(await fs.readFile(marker, 'utf8')).key).toBe(generationKey(relabelled));
  });

  it('keeps the previous complete output and leaves no staging directory when encoding fails', async () => {
    const target = job('1', { label: 'Official Trailer' });
    const broken = { ...target, title: 'Another title', rungs: oddRungs };
    const error = await generateDemoVideo(broken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as Error).message).toMatch(/^ffmpeg exited with code \d+:[\s\S]*width not divisible by 2/);
    expect(
      (await fs.readdir(path.dirname(target.outputDir))).filter((entry) => entry.includes('.partial-')),
    ).toEqual([]);
    expect((await generateDemoVideo(target)).reused).toBe(true);
  });

  it('removes staging directories left behind by a crashed run', async () => {
    const target = job('2');
    const abandoned = `${target.outputDir}.partial-999999999-deadbeef`;
    await fs.mkdir(path.join(abandoned, '720p'), { recursive: true });
    await generateDemoVideo(target);
    await expect(fs.access(abandoned)).rejects.toThrow();
  });

  it('runs a pool of clips, reporting each result and the progress', async () => {
    const jobs = [
      job('3', { durationSeconds: 4, look: { ...look, motif: 'city' } }),
      job('4', { look: { ...look, motif: 'moon' } }),
      job('2'),
    ];
    const reported: string[] = [];
    const progress: string[] = [];
    const results = await generateDemoMedia(jobs, {
      concurrency: 2,
      onResult: async (done, result) => {
        reported.push(`${done.videoId.slice(-1)}:${result.reused}`);
      },
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(results.map((result) => result.reused)).toEqual([false, false, true]);
    expect(reported.sort()).toEqual(['2:true', '3:false', '4:false']);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('stops the pool at the first failure and rethrows it', async () => {
    const jobs = [job('5', { rungs: oddRungs }), job('6'), job('7')];
    await expect(generateDemoMedia(jobs, { concurrency: 1 })).rejects.toBeInstanceOf(FfmpegError);
    await expect(fs.access(job('6').outputDir)).rejects.toThrow();
  });

  it('refuses a missing font instead of letting drawtext fall back to a system font', async () => {
    await expect(generateDemoVideo(job('9', { fontFile: path.join(root, 'missing.ttf') }))).rejects.toThrow(
      /Font file not found: .*missing\.ttf/,
    );
  });

  it('refuses relative output paths and empty durations', async () => {
    await expect(generateDemoVideo(job('8', { outputDir: 'videos/8' }))).rejects.toThrow(/absolute/);
    await expect(generateDemoVideo(job('8', { durationSeconds: 0 }))).rejects.toThrow(/positive/);
  });
});
