import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { codecsAttribute, parseInitSegmentCodecs } from '@mzansi/media/codecs';
import { buildDemoClipArgs, DEMO_CANVAS } from '@mzansi/media/demo-clip';
import { DEMO_RUNG_NAMES, rungByName, type LadderRung } from '@mzansi/media/ladder';
import {
  buildSubtitlePlaylist,
  measureBandwidth,
  parseMediaPlaylist,
  withAlternateAudio,
} from '@mzansi/media/master-playlist';
import { buildSpriteArgs, buildStoryboardVtt, storyboardLayout } from '@mzansi/media/storyboard';
import { runFfmpeg } from '../adapters/ffmpeg/ffmpeg-runner';
import type { AudioTrack, CaptionTrack, Rendition } from '../db/schema/media';
import { videoMasterPlaylist } from '../modules/transcode/transcode-files';
import { resolveInterFont } from './artwork';
import type { SeedLook } from './seed-types';

/** Bump when the clip design or encoding changes: every clip's generation key changes and it is re-encoded. */
export const GENERATOR_VERSION = 2;

/** The rungs of every demo clip: a cellular one, an SD one and an HD one. */
export const DEMO_RUNGS: readonly LadderRung[] = DEMO_RUNG_NAMES.map((name) => rungByName(name));

/**
 * Encoder settings for the synthetic clips, chosen to fit ~100 clips into the seed's time budget on two cores
 * (measured: ~0.135 CPU-seconds per second of clip): ultrafast with CABAC switched back on stays in the Main
 * profile at ~25% less CPU than superfast; capped CRF spends few bits on flat pictures instead of padding them up
 * to each rung's target bitrate; fast_bilinear downscales save another ~10%.
 */
export const DEMO_ENCODING = {
  preset: 'ultrafast',
  x264Params: 'cabac=1',
  crf: 26,
  profile: 'main',
  scaleFlags: 'fast_bilinear',
} as const;

/** the file in a clip's directory saying how it was made (seed.ts fetches it from object storage) */
export const DEMO_MARKER = '.complete';
const MARKER = DEMO_MARKER;
const POSTER_FILE = 'poster.jpg';
const STORYBOARD_SPRITE = 'storyboard.jpg';
const STORYBOARD_INDEX = 'storyboard.vtt';

export interface DemoVideoJob {
  videoId: string;
  title: string;
  /** e.g. "Official Trailer", "S1 E2 · Thula", "Feature" */
  label: string;
  look: SeedLook;
  durationSeconds: number;
  /** absolute path of the video's directory, e.g. <storage>/videos/<videoId> */
  outputDir: string;
  /** TTF for the clip's text; Inter ExtraBold when absent */
  fontFile?: string;
  rungs?: readonly LadderRung[];
  /** how many clips run side by side: sets encoder threads so the processes do not oversubscribe the cores */
  concurrencyHint?: number;
  /**
   * Audio languages, the original first: with two or more, each is its own audio-only rendition (audio/{lang}/)
   * and the rungs are video-only; with one or none the rungs carry the audio.
   */
  audioTracks?: readonly { lang: string; label: string }[];
  /** WebVTT captions written beside the clip (captions/{lang}.vtt + .m3u8) and named in the master */
  captions?: readonly { lang: string; label: string; vtt: string }[];
}

export interface DemoVideoResult {
  renditions: Rendition[];
  /** from the encoded playlists */
  durationSeconds: number;
  /** of the top rung */
  width: number;
  height: number;
  /** relative to outputDir */
  posterFile: string;
  /** true when storyboard.jpg + storyboard.vtt exist */
  storyboard: boolean;
  /** alternate audio renditions (empty: the rungs carry the audio) */
  audioTracks: AudioTrack[];
  /** captions/{lang}.vtt files the master names */
  captions: CaptionTrack[];
}

interface Marker {
  key: string;
  generatorVersion: number;
  generatedAt: string;
  result: DemoVideoResult;
}

/** Hash of everything that shapes the output; the `.complete` marker stores it. */
export function generationKey(job: DemoVideoJob): string {
  const material = {
    version: GENERATOR_VERSION,
    encoding: DEMO_ENCODING,
    videoId: job.videoId,
    title: job.title,
    label: job.label,
    look: job.look,
    durationSeconds: job.durationSeconds,
    rungs: job.rungs ?? DEMO_RUNGS,
    audioTracks: alternateAudio(job),
    captions: job.captions ?? [],
    // The file name, not the path: the same font installed elsewhere must not force a re-encode.
    font: path.basename(job.fontFile ?? resolveInterFont('800ExtraBold')),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

async function readMarker(outputDir: string): Promise<Marker | null> {
  try {
    const marker = JSON.parse(await fs.readFile(path.join(outputDir, MARKER), 'utf8')) as Partial<Marker>;
    return typeof marker.key === 'string' && marker.result ? (marker as Marker) : null;
  } catch {
    return null;
  }
}

/** Staging directories of crashed runs (their pid is gone) would otherwise pile up beside the output. */
async function removeStaleStaging(outputDir: string): Promise<void> {
  const parent = path.dirname(outputDir);
  const prefix = `${path.basename(outputDir)}.partial-`;
  const entries = await fs.readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => entry.startsWith(prefix))
      .map(async (entry) => {
        const pid = Number(entry.slice(prefix.length).split('-')[0]);
        if (pid === process.pid) return;
        try {
          if (pid > 0) {
            process.kill(pid, 0);
            return;
          }
        } catch {
          // no such process: the staging directory is abandoned
        }
        await fs.rm(path.join(parent, entry), { recursive: true, force: true });
      }),
  );
}

/** The job's audio languages when they make alternate renditions (two or more); none otherwise. */
function alternateAudio(job: DemoVideoJob): readonly { lang: string; label: string }[] {
  return (job.audioTracks?.length ?? 0) >= 2 ? job.audioTracks! : [];
}

/** Bit rates, codecs and length of one media playlist ffmpeg wrote in `dir/sub`. */
async function measurePlaylist(dir: string, sub: string) {
  const playlist = parseMediaPlaylist(await fs.readFile(path.join(dir, sub, 'index.m3u8'), 'utf8'));
  if (!playlist.ended || playlist.segments.length === 0 || !playlist.initUri) {
    throw new Error(`ffmpeg wrote an incomplete playlist for ${sub}`);
  }
  const segments = await Promise.all(
    playlist.segments.map(async (segment) => ({
      bytes: (await fs.stat(path.join(dir, sub, segment.uri))).size,
      seconds: segment.seconds,
    })),
  );
  const { peak, average } = measureBandwidth(segments);
  const codecs = parseInitSegmentCodecs(await fs.readFile(path.join(dir, sub, playlist.initUri)));
  const seconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  return { peak, average, codecs, seconds };
}

async function measureRendition(
  dir: string,
  rung: LadderRung,
  frameRate: number,
  videoOnly: boolean,
): Promise<Rendition & { seconds: number }> {
  const { peak, average, codecs, seconds } = await measurePlaylist(dir, rung.name);
  if (!codecs.video || (!videoOnly && !codecs.audio)) {
    throw new Error(`Unexpected codecs in ${rung.name}/init.mp4`);
  }
  return {
    name: rung.name,
    width: rung.width,
    height: rung.height,
    bandwidth: peak,
    averageBandwidth: average,
    codecs: codecsAttribute(codecs),
    frameRate,
    tier: rung.tier,
    playlist: `${rung.name}/index.m3u8`,
    seconds,
  };
}

async function measureAudioTrack(
  dir: string,
  track: { lang: string; label: string },
  isDefault: boolean,
): Promise<AudioTrack> {
  const sub = `audio/${track.lang}`;
  const { peak, average, codecs } = await measurePlaylist(dir, sub);
  if (!codecs.audio || codecs.video) throw new Error(`Unexpected codecs in ${sub}/init.mp4`);
  return {
    lang: track.lang,
    label: track.label,
    playlist: `${sub}/index.m3u8`,
    bandwidth: peak,
    averageBandwidth: average,
    codecs: codecs.audio,
    default: isDefault,
  };
}

/** Encodes one clip into `dir` (a fresh staging directory) and returns what the marker will hold. */
async function encodeInto(dir: string, job: DemoVideoJob, signal?: AbortSignal): Promise<DemoVideoResult> {
  const rungs = job.rungs ?? DEMO_RUNGS;
  const frameRate = DEMO_CANVAS.frameRate;
  const layout = storyboardLayout(job.durationSeconds);
  const cells = path.join(dir, 'cells');
  await Promise.all(
    [cells, ...rungs.map((rung) => path.join(dir, rung.name))].map((d) => fs.mkdir(d, { recursive: true })),
  );
  const cores = os.availableParallelism();
  const threads = Math.max(1, Math.floor(cores / Math.max(1, job.concurrencyHint ?? 1)));
  const cellPattern = path.join(cells, '%04d.jpg');
  const audio = alternateAudio(job);
  await Promise.all(audio.map((track) => fs.mkdir(path.join(dir, 'audio', track.lang), { recursive: true })));

  await runFfmpeg(
    buildDemoClipArgs({
      ...DEMO_ENCODING,
      title: job.title,
      label: job.label,
      palette: job.look.palette,
      motif: job.look.motif,
      durationSeconds: job.durationSeconds,
      fontFile: job.fontFile ?? resolveInterFont('800ExtraBold'),
      rungs,
      outputDir: dir,
      seed: job.videoId,
      frameRate,
      threads,
      poster: {
        file: path.join(dir, POSTER_FILE),
        atSeconds: Math.min(1, job.durationSeconds / 2),
        width: 640,
      },
      storyboard: { framePattern: cellPattern, layout },
      audioTracks: audio.map((track) => ({ lang: track.lang, dir: path.join(dir, 'audio', track.lang) })),
    }),
    { signal, durationSeconds: job.durationSeconds },
  );
  await runFfmpeg(buildSpriteArgs(cellPattern, path.join(dir, STORYBOARD_SPRITE), layout), { signal });
  await fs.rm(cells, { recursive: true, force: true });
  await fs.writeFile(
    path.join(dir, STORYBOARD_INDEX),
    buildStoryboardVtt({
      durationSeconds: job.durationSeconds,
      intervalSeconds: layout.intervalSeconds,
      columns: layout.columns,
      cellWidth: layout.cellWidth,
      cellHeight: layout.cellHeight,
      spriteUri: STORYBOARD_SPRITE,
    }),
  );

  const measured = await Promise.all(
    rungs.map((rung) => measureRendition(dir, rung, frameRate, audio.length > 0)),
  );
  const audioTracks = await Promise.all(
    audio.map((track, index) => measureAudioTrack(dir, track, index === 0)),
  );
  const renditions = measured.map(({ seconds: _seconds, ...rendition }) =>
    withAlternateAudio(rendition, audioTracks),
  );
  const top = measured.reduce((best, rendition) => (rendition.height > best.height ? rendition : best));
  const durationSeconds = Math.round(top.seconds * 1000) / 1000;

  const captions: CaptionTrack[] = [];
  if ((job.captions ?? []).length > 0) await fs.mkdir(path.join(dir, 'captions'), { recursive: true });
  for (const caption of job.captions ?? []) {
    await fs.writeFile(path.join(dir, 'captions', `${caption.lang}.vtt`), caption.vtt);
    await fs.writeFile(
      path.join(dir, 'captions', `${caption.lang}.m3u8`),
      buildSubtitlePlaylist(`${caption.lang}.vtt`, durationSeconds),
    );
    captions.push({ lang: caption.lang, label: caption.label, path: `captions/${caption.lang}.vtt` });
  }
  await fs.writeFile(path.join(dir, 'master.m3u8'), videoMasterPlaylist(renditions, captions, audioTracks));
  await fs.access(path.join(dir, POSTER_FILE));
  return {
    renditions,
    durationSeconds,
    width: top.width,
    height: top.height,
    posterFile: POSTER_FILE,
    storyboard: true,
    audioTracks,
    captions,
  };
}

/**
 * Whether `job.outputDir` holds a demo clip made from another job or by an older generator. A directory without a
 * marker is not the generator's (a video uploaded again in the studio replaced it): never outdated.
 */
export async function isOutdatedClip(job: DemoVideoJob): Promise<boolean> {
  const marker = await readMarker(job.outputDir);
  return marker !== null && marker.key !== generationKey(job);
}

/**
 * Synthesises a title's demo clip as HLS (master.m3u8, <rung>/index.m3u8 + init.mp4 + seg_*.m4s), poster.jpg and
 * storyboard.jpg/.vtt in `job.outputDir`. Idempotent: a `.complete` marker with the same generation key means the
 * stored result is returned without encoding. The clip is built in a sibling staging directory and renamed into
 * place, so an interrupted run never leaves a directory that looks complete.
 */
export async function generateDemoVideo(
  job: DemoVideoJob,
  options: { signal?: AbortSignal } = {},
): Promise<DemoVideoResult & { reused: boolean }> {
  if (!path.isAbsolute(job.outputDir)) throw new Error(`outputDir must be absolute: ${job.outputDir}`);
  if (!(job.durationSeconds > 0)) throw new Error('durationSeconds must be positive');
  const key = generationKey(job);
  const existing = await readMarker(job.outputDir);
  if (existing?.key === key) return { ...existing.result, reused: true };
  // drawtext silently falls back to a fontconfig font when its file is missing; fail loudly instead.
  const fontFile = job.fontFile ?? resolveInterFont('800ExtraBold');
  await fs.access(fontFile).catch(() => {
    throw new Error(`Font file not found: ${fontFile}`);
  });

  await fs.mkdir(path.dirname(job.outputDir), { recursive: true });
  await removeStaleStaging(job.outputDir);
  const staging = `${job.outputDir}.partial-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    const result = await encodeInto(staging, job, options.signal);
    const marker: Marker = {
      key,
      generatorVersion: GENERATOR_VERSION,
      generatedAt: new Date().toISOString(),
      result,
    };
    // Written last inside the staging directory: whatever carries a marker is complete.
    await fs.writeFile(path.join(staging, MARKER), JSON.stringify(marker, null, 2));
    await fs.rm(job.outputDir, { recursive: true, force: true });
    await fs.rename(staging, job.outputDir);
    return { ...result, reused: false };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export interface DemoMediaOptions<J extends DemoVideoJob> {
  /** clips encoded side by side; defaults to the number of cores */
  concurrency?: number;
  signal?: AbortSignal;
  /** awaited before the clip counts as done (e.g. to mark the video ready in the database) */
  onResult?: (job: J, result: DemoVideoResult & { reused: boolean }) => Promise<void> | void;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Generates many clips with a fixed-size pool. On the first failure the clips in flight are aborted and the
 * error is thrown; finished clips keep their markers, so the next run resumes where this one stopped.
 */
export async function generateDemoMedia<J extends DemoVideoJob>(
  jobs: readonly J[],
  options: DemoMediaOptions<J> = {},
): Promise<(DemoVideoResult & { reused: boolean })[]> {
  const concurrency = Math.max(1, Math.min(options.concurrency ?? os.availableParallelism(), jobs.length));
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (options.signal?.aborted) forwardAbort();
  const results: (DemoVideoResult & { reused: boolean })[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | null = null;

  const worker = async () => {
    while (!failure && !controller.signal.aborted && next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      try {
        const result = await generateDemoVideo(
          { ...job, concurrencyHint: job.concurrencyHint ?? concurrency },
          { signal: controller.signal },
        );
        results[index] = result;
        await options.onResult?.(job, result);
        done++;
        options.onProgress?.(done, jobs.length);
      } catch (error) {
        if (!failure) {
          failure = { error };
          controller.abort(error);
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  if (failure) throw (failure as { error: unknown }).error;
  if (options.signal?.aborted) throw options.signal.reason ?? new Error('Demo media generation was aborted');
  return results;
}
