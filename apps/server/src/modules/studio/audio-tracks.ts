import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { codecsAttribute, parseInitSegmentCodecs } from '@mzansi/media/codecs';
import { buildProbeArgs } from '@mzansi/media/ffprobe';
import { buildAudioHlsOutputArgs, fmp4HlsArgs } from '@mzansi/media/hls-args';
import {
  measureBandwidth,
  parseMediaPlaylist,
  withAlternateAudio,
  type MediaPlaylist,
} from '@mzansi/media/master-playlist';
import { runFfmpeg, runFfprobe } from '../../adapters/ffmpeg/ffmpeg-runner';
import type { Storage } from '../../adapters/storage/storage';
import type { AudioTrack, Rendition } from '../../db/schema/media';
import { videoKeys } from '../transcode/transcode-files';

/** AAC bit rate of an uploaded audio track (the ladder's rungs carry 96-128k). */
export const AUDIO_TRACK_KBPS = 128;

export const audioKeys = {
  dir: (videoId: string, lang: string) => `videos/${videoId}/audio/${lang}`,
  playlist: (lang: string) => `audio/${lang}/index.m3u8`,
};

/** What ffprobe says about an uploaded audio file: null when it has no audio stream or is no media file at all. */
export async function probeAudio(
  file: string,
  ffprobePath?: string,
): Promise<{ durationSeconds: number | null } | null> {
  let json: unknown;
  try {
    json = JSON.parse(await runFfprobe(buildProbeArgs(file), { binaryPath: ffprobePath }));
  } catch {
    return null;
  }
  const streams = (json as { streams?: { codec_type?: unknown }[] }).streams ?? [];
  if (!streams.some((stream) => stream.codec_type === 'audio')) return null;
  const duration = Number((json as { format?: { duration?: unknown } }).format?.duration);
  return { durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}

async function readPlaylist(dir: string): Promise<MediaPlaylist> {
  const playlist = parseMediaPlaylist(await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8'));
  if (!playlist.ended || playlist.segments.length === 0 || !playlist.initUri) {
    throw new Error(`Incomplete playlist in ${dir}`);
  }
  return playlist;
}

/** Peak and average bit rate and codecs of the fMP4 media playlist in `dir`. */
async function measureDir(dir: string) {
  const playlist = await readPlaylist(dir);
  const segments = await Promise.all(
    playlist.segments.map(async (segment) => ({
      bytes: (await fs.stat(path.join(dir, segment.uri))).size,
      seconds: segment.seconds,
    })),
  );
  const { peak, average } = measureBandwidth(segments);
  const codecs = parseInitSegmentCodecs(await fs.readFile(path.join(dir, playlist.initUri!)));
  return { peak, average, codecs };
}

/** The segment length the video was cut into (its first segment, unless it has only one). */
function segmentSeconds(playlist: MediaPlaylist): number {
  const first = playlist.segments[0]!.seconds;
  if (playlist.segments.length > 1) return Math.max(1, Math.round(first));
  return Math.max(1, playlist.targetDuration ?? Math.ceil(first));
}

/** init.mp4 followed by every segment: one fragmented MP4 ffmpeg reads like any other file. */
async function joinRendition(dir: string, into: string): Promise<void> {
  const playlist = await readPlaylist(dir);
  const handle = await fs.open(into, 'w');
  try {
    for (const file of [playlist.initUri!, ...playlist.segments.map((segment) => segment.uri)]) {
      await handle.write(await fs.readFile(path.join(dir, file)));
    }
  } finally {
    await handle.close();
  }
}

export interface AudioChange {
  storage: Storage;
  videoId: string;
  renditions: readonly Rendition[];
  audioTracks: readonly AudioTrack[];
  durationSeconds: number | null;
  ffmpegPath?: string;
}

export interface AudioChangeResult {
  renditions: Rendition[];
  audioTracks: AudioTrack[];
}

/**
 * Re-measures the live rungs (video-only once the video has alternate audio) and adds the largest audio track's
 * rate and its codec, as a variant naming an audio group must.
 */
async function remeasure(
  /** a local copy of the video's directory */
  live: string,
  renditions: readonly Rendition[],
  audioTracks: readonly AudioTrack[],
  /** where a rung's files are when not live yet (by its playlist's directory) */
  stagedDir: (liveDir: string) => string = (liveDir) => liveDir,
): Promise<Rendition[]> {
  return Promise.all(
    renditions.map(async (rendition) => {
      const dir = stagedDir(path.dirname(path.join(live, rendition.playlist)));
      const { peak, average, codecs } = await measureDir(dir);
      if (!codecs.video) throw new Error(`No video in ${rendition.playlist}`);
      const own = {
        ...rendition,
        bandwidth: peak,
        averageBandwidth: average,
        codecs: codecsAttribute(codecs),
      };
      return withAlternateAudio(own, audioTracks);
    }),
  );
}

/**
 * Adds (or replaces) the audio track of one language from an uploaded file: encodes it into an AAC fMP4 HLS
 * rendition `audio/{lang}/` cut like the video. A video whose rungs still carry their audio is first split: the
 * rungs become video-only by stream copy and their audio becomes the rendition of `original.lang`, so the master
 * can list every language as its own rendition. Writes the files only; the caller records the result and rewrites
 * the master playlist.
 */
export async function addAudioTrackFiles(
  change: AudioChange,
  upload: { file: string; lang: string; label: string },
  original: { lang: string; label: string },
): Promise<AudioChangeResult> {
  const { storage, videoId } = change;
  // ffmpeg reads the live files from a local copy (the stored directory itself on disk) and writes into scratch space.
  return storage.withLocalDirectory(videoKeys.dir(videoId), (live) =>
    addInto(change, upload, original, live),
  );
}

async function addInto(
  change: AudioChange,
  upload: { file: string; lang: string; label: string },
  original: { lang: string; label: string },
  live: string,
): Promise<AudioChangeResult> {
  const { storage, videoId } = change;
  const workName = `${videoKeys.work(videoId)}/audio-${randomUUID().slice(0, 8)}`;
  const work = storage.scratchPath(workName);
  const binaryPath = change.ffmpegPath;
  try {
    const firstRung = path.dirname(path.join(live, change.renditions[0]!.playlist));
    const seconds = segmentSeconds(await readPlaylist(firstRung));
    const split = change.audioTracks.length === 0;
    const staged: { from: string; to: string }[] = [];

    if (split) {
      for (const [index, rendition] of change.renditions.entries()) {
        const rungDir = path.dirname(path.join(live, rendition.playlist));
        const joined = path.join(work, `joined-${index}.mp4`);
        const outDir = path.join(work, 'rungs', path.dirname(rendition.playlist));
        await fs.mkdir(outDir, { recursive: true });
        await joinRendition(rungDir, joined);
        const args = ['-hide_banner', '-nostdin', '-y', '-i', joined, '-map', '0:v:0', '-c:v', 'copy', '-an'];
        await runFfmpeg([...args, ...fmp4HlsArgs(outDir, seconds)], { binaryPath });
        staged.push({ from: outDir, to: rungDir });
        if (index === 0 && original.lang !== upload.lang) {
          const audioDir = path.join(work, 'audio', original.lang);
          await fs.mkdir(audioDir, { recursive: true });
          await runFfmpeg(
            [
              '-hide_banner',
              '-nostdin',
              '-y',
              '-i',
              joined,
              '-map',
              '0:a:0',
              '-c:a',
              'copy',
              '-vn',
              ...fmp4HlsArgs(audioDir, seconds),
            ],
            { binaryPath },
          );
          staged.push({ from: audioDir, to: path.join(live, 'audio', original.lang) });
        }
        await fs.rm(joined, { force: true });
      }
    }

    const uploadDir = path.join(work, 'audio', upload.lang);
    await fs.mkdir(uploadDir, { recursive: true });
    await runFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-i',
        upload.file,
        ...(change.durationSeconds ? ['-t', change.durationSeconds.toFixed(3)] : []),
        ...buildAudioHlsOutputArgs({
          audioPad: '0:a:0',
          dir: uploadDir,
          kbps: AUDIO_TRACK_KBPS,
          segmentSeconds: seconds,
        }),
      ],
      { binaryPath },
    );
    staged.push({ from: uploadDir, to: path.join(live, 'audio', upload.lang) });

    let tracks: AudioTrack[] = change.audioTracks.filter((track) => track.lang !== upload.lang);
    if (split && original.lang !== upload.lang) {
      tracks.push({ ...original, playlist: audioKeys.playlist(original.lang), ...pending, default: true });
    }
    tracks.push({
      lang: upload.lang,
      label: upload.label,
      playlist: audioKeys.playlist(upload.lang),
      ...pending,
      default: change.audioTracks.find((track) => track.lang === upload.lang)?.default ?? false,
    });
    if (!tracks.some((track) => track.default)) tracks = tracks.map((t, i) => ({ ...t, default: i === 0 }));

    // Everything is encoded: measure it where it is, then put it where players look.
    const stagedFor = (liveDir: string) => staged.find((entry) => entry.to === liveDir)?.from ?? liveDir;
    const audioTracks = await Promise.all(
      tracks.map(async (track) => {
        const { peak, average, codecs } = await measureDir(
          stagedFor(path.dirname(path.join(live, track.playlist))),
        );
        if (!codecs.audio || codecs.video) throw new Error(`Unexpected codecs in ${track.playlist}`);
        return { ...track, bandwidth: peak, averageBandwidth: average, codecs: codecs.audio };
      }),
    );
    const renditions = await remeasure(live, change.renditions, audioTracks, stagedFor);
    // Each staged folder replaces its live one (a rename on disk; in a bucket, playlists after their segments).
    for (const { from, to } of staged) {
      const key = `${videoKeys.dir(videoId)}/${path.relative(live, to).split(path.sep).join('/')}`;
      await storage.publishDirectory(from, key);
    }
    return { renditions, audioTracks };
  } finally {
    await storage.clearScratch(workName);
  }
}

const pending = { bandwidth: 0, averageBandwidth: 0, codecs: '' };

/**
 * Removes the audio track of one language (the rungs stay video-only, the others keep their renditions; the first
 * left becomes the default if it was). The caller makes sure one is left.
 */
export async function removeAudioTrackFiles(change: AudioChange, lang: string): Promise<AudioChangeResult> {
  let audioTracks = change.audioTracks.filter((track) => track.lang !== lang);
  if (!audioTracks.some((track) => track.default)) {
    audioTracks = audioTracks.map((track, index) => ({ ...track, default: index === 0 }));
  }
  const renditions = await change.storage.withLocalDirectory(videoKeys.dir(change.videoId), (live) =>
    remeasure(live, change.renditions, audioTracks),
  );
  return { renditions, audioTracks };
}
