import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { codecsAttribute, parseInitSegmentCodecs } from '@mzansi/media/codecs';
import type { ProbeInfo } from '@mzansi/media/ffprobe';
import { buildTranscodeArgs, type X264Preset } from '@mzansi/media/hls-args';
import type { LadderRung } from '@mzansi/media/ladder';
import {
  buildMasterPlaylist,
  buildSubtitlePlaylist,
  measureBandwidth,
  parseMediaPlaylist,
} from '@mzansi/media/master-playlist';
import { buildSpriteArgs, buildStoryboardVtt, storyboardLayout } from '@mzansi/media/storyboard';
import type { TranscodePlan } from '@mzansi/media/transcode-plan';
import { runFfmpeg } from '../../adapters/ffmpeg/ffmpeg-runner';
import type { Storage } from '../../adapters/storage/storage';
import type { AudioTrack, CaptionTrack, Rendition } from '../../db/schema/media';

/**
 * Storage layout of one video (what modules/media serves under /media/v/{token}/{id}/):
 *   videos/{id}/master.m3u8, {rung}/index.m3u8 + init.mp4 + seg_NNNNN.m4s, poster.jpg, storyboard.jpg/.vtt,
 *   captions/{lang}.vtt (+ captions/{lang}.m3u8, the subtitle playlist the master names),
 *   audio/{lang}/index.m3u8 + init.mp4 + seg_NNNNN.m4s (alternate audio renditions; the rungs are then video-only)
 * and outside it: sources/{id}.{ext} (the upload, until transcoded), captions/{id}/{lang}.vtt (caption originals),
 * work/transcode/{id}/ (staging of a transcode in progress).
 */
export const videoKeys = {
  dir: (videoId: string) => `videos/${videoId}`,
  master: (videoId: string) => `videos/${videoId}/master.m3u8`,
  poster: (videoId: string) => `videos/${videoId}/poster.jpg`,
  storyboard: (videoId: string) => `videos/${videoId}/storyboard.vtt`,
  liveCaption: (videoId: string, lang: string) => `videos/${videoId}/captions/${lang}.vtt`,
  liveCaptionPlaylist: (videoId: string, lang: string) => `videos/${videoId}/captions/${lang}.m3u8`,
  liveCaptionsDir: (videoId: string) => `videos/${videoId}/captions`,
  source: (videoId: string, extension: string) => `sources/${videoId}.${extension}`,
  captionOriginal: (videoId: string, lang: string) => `captions/${videoId}/${lang}.vtt`,
  captionOriginals: (videoId: string) => `captions/${videoId}`,
  work: (videoId: string) => `work/transcode/${videoId}`,
};

const POSTER_FILE = 'poster.jpg';
const SPRITE_FILE = 'storyboard.jpg';
const STORYBOARD_INDEX = 'storyboard.vtt';

/**
 * The master playlist of a ready video: its renditions, a subtitle group with one playlist per caption and, when
 * the video has alternate audio, an audio group with one playlist per language.
 */
export function videoMasterPlaylist(
  renditions: readonly Rendition[],
  captions: readonly CaptionTrack[],
  audioTracks: readonly AudioTrack[] = [],
): string {
  return buildMasterPlaylist(renditions, {
    captions: captions.map((caption) => ({
      lang: caption.lang,
      label: caption.label,
      uri: `captions/${caption.lang}.m3u8`,
    })),
    audio: audioTracks.map((track) => ({
      lang: track.lang,
      label: track.label,
      uri: track.playlist,
      default: track.default,
      channels: 2,
    })),
  });
}

async function measureRendition(dir: string, rung: LadderRung, frameRate: number): Promise<Rendition> {
  const rungDir = path.join(dir, rung.name);
  const playlist = parseMediaPlaylist(await fs.readFile(path.join(rungDir, 'index.m3u8'), 'utf8'));
  if (!playlist.ended || playlist.segments.length === 0 || !playlist.initUri) {
    throw new Error(`ffmpeg wrote an incomplete playlist for ${rung.name}`);
  }
  const segments = await Promise.all(
    playlist.segments.map(async (segment) => ({
      bytes: (await fs.stat(path.join(rungDir, segment.uri))).size,
      seconds: segment.seconds,
    })),
  );
  const { peak, average } = measureBandwidth(segments);
  const codecs = parseInitSegmentCodecs(await fs.readFile(path.join(rungDir, playlist.initUri)));
  if (!codecs.video || !codecs.audio) throw new Error(`Unexpected codecs in ${rung.name}/init.mp4`);
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
  };
}

export interface HlsBuildOptions {
  storage: Storage;
  videoId: string;
  sourcePath: string;
  probe: ProbeInfo;
  plan: TranscodePlan;
  preset: X264Preset;
  /** ffmpeg binary (config FFMPEG_PATH); the bundled one when unset */
  ffmpegPath?: string;
  /** caption tracks to carry into the new output (their originals are copied in) */
  captions: readonly CaptionTrack[];
  signal?: AbortSignal;
  /** 0..100 of the encode */
  onProgress?: (percent: number) => void;
}

export interface HlsBuild {
  /** the finished output, ready to be published with publishHls */
  stagingDir: string;
  renditions: Rendition[];
}

/** Removes what earlier runs of this video's transcode left behind (one run at a time per video: all of it). */
export async function clearTranscodeWork(storage: Storage, videoId: string): Promise<void> {
  await storage.clearScratch(videoKeys.work(videoId));
}

/**
 * Encodes the ladder, poster and storyboard into a fresh staging directory (never the live one, so a crash or a
 * retry leaves nothing half-written where players look) and returns the measured renditions.
 */
export async function buildHls(options: HlsBuildOptions): Promise<HlsBuild> {
  const { storage, videoId, plan, probe } = options;
  // ffmpeg always writes on this machine; publishHls then hands the result to storage.
  const workDir = storage.scratchPath(videoKeys.work(videoId));
  const stagingDir = path.join(workDir, `build-${process.pid}-${randomUUID().slice(0, 8)}`);
  const cellsDir = path.join(workDir, `cells-${randomUUID().slice(0, 8)}`);
  await Promise.all(
    [cellsDir, ...plan.rungs.map((rung) => path.join(stagingDir, rung.name))].map((dir) =>
      fs.mkdir(dir, { recursive: true }),
    ),
  );
  const cellPattern = path.join(cellsDir, '%05d.jpg');
  try {
    await runFfmpeg(
      buildTranscodeArgs({
        input: options.sourcePath,
        rungs: plan.rungs,
        outputDir: stagingDir,
        hasAudio: probe.hasAudio,
        durationSeconds: probe.durationSeconds,
        frameRate: plan.frameRate,
        preset: options.preset,
        // ultrafast turns CABAC off and x264 then writes Constrained Baseline: keep Main like every other preset.
        ...(options.preset === 'ultrafast' ? { x264Params: 'cabac=1' } : {}),
        progress: true,
        poster: {
          file: path.join(stagingDir, POSTER_FILE),
          atSeconds: plan.posterAtSeconds,
          width: plan.posterWidth,
        },
        storyboard: { framePattern: cellPattern, layout: plan.storyboard },
      }),
      {
        signal: options.signal,
        durationSeconds: probe.durationSeconds,
        onProgress: options.onProgress,
        binaryPath: options.ffmpegPath,
      },
    );

    // The sprite is laid out for the frames ffmpeg really wrote (a source's last seconds may yield one fewer).
    const cells = (await fs.readdir(cellsDir)).filter((name) => name.endsWith('.jpg')).length;
    if (cells === 0) throw new Error('ffmpeg wrote no storyboard frames');
    const interval = plan.storyboard.intervalSeconds;
    const layout = storyboardLayout(Math.min(probe.durationSeconds, cells * interval), {
      intervalSeconds: interval,
      columns: plan.storyboard.columns,
      cellWidth: plan.storyboard.cellWidth,
      cellHeight: plan.storyboard.cellHeight,
    });
    await runFfmpeg(buildSpriteArgs(cellPattern, path.join(stagingDir, SPRITE_FILE), layout), {
      signal: options.signal,
      binaryPath: options.ffmpegPath,
    });
    await fs.writeFile(
      path.join(stagingDir, STORYBOARD_INDEX),
      buildStoryboardVtt({
        durationSeconds: probe.durationSeconds,
        intervalSeconds: interval,
        columns: layout.columns,
        cellWidth: layout.cellWidth,
        cellHeight: layout.cellHeight,
        spriteUri: SPRITE_FILE,
      }),
    );
    await fs.access(path.join(stagingDir, POSTER_FILE));

    const renditions = await Promise.all(
      plan.rungs.map((rung) => measureRendition(stagingDir, rung, plan.frameRate)),
    );
    await writeCaptionFiles(storage, videoId, stagingDir, options.captions, probe.durationSeconds);
    await fs.writeFile(
      path.join(stagingDir, 'master.m3u8'),
      videoMasterPlaylist(renditions, options.captions),
    );
    return { stagingDir, renditions };
  } catch (error) {
    await fs.rm(stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(cellsDir, { recursive: true, force: true });
  }
}

/** Copies caption originals into `dir/captions/` with their subtitle playlists. */
async function writeCaptionFiles(
  storage: Storage,
  videoId: string,
  dir: string,
  captions: readonly CaptionTrack[],
  durationSeconds: number,
): Promise<void> {
  if (captions.length === 0) return;
  await fs.mkdir(path.join(dir, 'captions'), { recursive: true });
  for (const caption of captions) {
    await fs.writeFile(
      path.join(dir, 'captions', `${caption.lang}.vtt`),
      await storage.read(videoKeys.captionOriginal(videoId, caption.lang)),
    );
    await fs.writeFile(
      path.join(dir, 'captions', `${caption.lang}.m3u8`),
      buildSubtitlePlaylist(`${caption.lang}.vtt`, durationSeconds),
    );
  }
}

/**
 * Puts a finished build where players look (Storage.publishDirectory: on disk the old output is swapped out by
 * rename; in a bucket the master playlist goes up last and stale files are removed after).
 */
export async function publishHls(storage: Storage, videoId: string, build: HlsBuild): Promise<void> {
  await storage.publishDirectory(build.stagingDir, videoKeys.dir(videoId));
  await clearTranscodeWork(storage, videoId);
}

/**
 * Brings a ready video's caption files and master playlist in line with the database: one .vtt and subtitle
 * playlist per caption, nothing else in captions/, the master listing them. Safe to run at any time, repeatedly.
 */
export async function syncCaptionFiles(
  storage: Storage,
  video: {
    id: string;
    renditions: Rendition[];
    captions: CaptionTrack[];
    audioTracks?: AudioTrack[];
    durationSeconds: number | null;
  },
): Promise<void> {
  if (video.renditions.length === 0) return;
  const duration = video.durationSeconds ?? 0;
  const wanted = new Set<string>();
  for (const caption of video.captions) {
    const vttKey = videoKeys.liveCaption(video.id, caption.lang);
    const playlistKey = videoKeys.liveCaptionPlaylist(video.id, caption.lang);
    wanted.add(vttKey).add(playlistKey);
    await storage.put(vttKey, await storage.read(videoKeys.captionOriginal(video.id, caption.lang)));
    await storage.put(playlistKey, Buffer.from(buildSubtitlePlaylist(`${caption.lang}.vtt`, duration)));
  }
  for (const stored of await storage.list(videoKeys.liveCaptionsDir(video.id), 1000)) {
    if (!wanted.has(stored.key)) await storage.delete(stored.key);
  }
  await storage.put(
    videoKeys.master(video.id),
    Buffer.from(videoMasterPlaylist(video.renditions, video.captions, video.audioTracks ?? [])),
  );
}
