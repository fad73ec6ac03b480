import type { LadderRung } from './ladder';
import {
  buildStoryboardFramesFilter,
  buildStoryboardFramesOutputArgs,
  type StoryboardLayout,
} from './storyboard';

/** How every rung is encoded. */
export interface EncodeOptions {
  /** output frames per second (also fixes the keyframe cadence) */
  frameRate: number;
  segmentSeconds?: number;
  gopSeconds?: number;
  /** x264 preset */
  preset?: string;
  profile?: 'main' | 'high';
  /**
   * Capped CRF for every rung, overriding the rungs' own `crf` (the demo clips use one). Without either, ABR at the
   * rung's videoKbps. Capped CRF suits sources whose complexity is unknown or low: ABR would spend bits on nothing.
   */
  crf?: number;
  /** extra `-x264-params`, e.g. `cabac=1` to keep ultrafast in the main profile */
  x264Params?: string;
  /** encoder threads per rung; ffmpeg picks when unset */
  threads?: number;
}

export interface HlsOutputSpec extends EncodeOptions {
  rung: LadderRung;
  /** `[label]` from the filter graph or an input stream specifier like `0:v:0` */
  videoPad: string;
  /** null for a video-only output */
  audioPad: string | null;
  /** the video's directory; the rung writes `<outputDir>/<rung>/index.m3u8`, `init.mp4`, `seg_%05d.m4s` */
  outputDir: string;
}

/** x264's speed presets, fastest first. */
export const X264_PRESETS = [
  'ultrafast',
  'superfast',
  'veryfast',
  'faster',
  'fast',
  'medium',
  'slow',
  'slower',
  'veryslow',
] as const;
export type X264Preset = (typeof X264_PRESETS)[number];

export const HLS_DEFAULTS = {
  segmentSeconds: 4,
  gopSeconds: 2,
  preset: 'veryfast',
  profile: 'main',
} as const;

/** `%` in a directory would be read as part of ffmpeg's segment number pattern. */
function escapePattern(path: string): string {
  return path.replace(/%/g, '%%');
}

function joinPath(dir: string, name: string): string {
  return `${dir.replace(/\/+$/, '')}/${name}`;
}

/** Output arguments of one rung: H.264 + AAC in fMP4 HLS, fixed GOP so every segment starts on an IDR. */
export function buildHlsOutputArgs(spec: HlsOutputSpec): string[] {
  const { rung, frameRate } = spec;
  const segmentSeconds = spec.segmentSeconds ?? HLS_DEFAULTS.segmentSeconds;
  const gopSeconds = spec.gopSeconds ?? HLS_DEFAULTS.gopSeconds;
  if (segmentSeconds % gopSeconds !== 0) throw new Error('segmentSeconds must be a multiple of gopSeconds');
  const gopFrames = String(Math.max(1, Math.round(gopSeconds * frameRate)));
  const rungDir = joinPath(spec.outputDir, rung.name);
  const crf = spec.crf ?? rung.crf;
  const rateControl = crf === undefined ? ['-b:v', `${rung.videoKbps}k`] : ['-crf', String(crf)];
  const args = ['-map', spec.videoPad];
  if (spec.audioPad) args.push('-map', spec.audioPad);
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    spec.preset ?? HLS_DEFAULTS.preset,
    '-profile:v',
    spec.profile ?? HLS_DEFAULTS.profile,
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(frameRate),
    ...rateControl,
    '-maxrate',
    `${rung.maxrateKbps}k`,
    '-bufsize',
    `${rung.bufsizeKbps}k`,
    '-g',
    gopFrames,
    '-keyint_min',
    gopFrames,
    '-sc_threshold',
    '0',
    // Scene-cut and frame-count GOPs drift from wall-clock time; forcing by time keeps all rungs aligned.
    '-force_key_frames',
    `expr:gte(t,n_forced*${gopSeconds})`,
  );
  if (spec.x264Params) args.push('-x264-params', spec.x264Params);
  if (spec.threads !== undefined) args.push('-threads', String(spec.threads));
  if (spec.audioPad) {
    args.push('-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ar', '48000', '-ac', '2');
  }
  args.push(...fmp4HlsArgs(rungDir, segmentSeconds, { independentSegments: true }));
  return args;
}

/**
 * The muxer half of an HLS output: no metadata or chapters (uploads from phones carry GPS and device metadata that
 * must not be republished), fMP4 VOD with every segment listed, writing `<dir>/index.m3u8`, `init.mp4` and
 * `seg_%05d.m4s`. The codec arguments come before it.
 */
export function fmp4HlsArgs(
  dir: string,
  segmentSeconds: number,
  options: { independentSegments?: boolean } = {},
): string[] {
  return [
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-f',
    'hls',
    '-hls_segment_type',
    'fmp4',
    '-hls_playlist_type',
    'vod',
    '-hls_list_size',
    '0',
    '-hls_time',
    String(segmentSeconds),
    ...(options.independentSegments ? ['-hls_flags', 'independent_segments'] : []),
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    joinPath(escapePattern(dir), 'seg_%05d.m4s'),
    joinPath(dir, 'index.m3u8'),
  ];
}

export interface AudioHlsOutputSpec {
  /** `[label]` from the filter graph or an input stream specifier like `1:a:0` */
  audioPad: string;
  /** the track's directory: writes `<dir>/index.m3u8`, `init.mp4`, `seg_%05d.m4s` */
  dir: string;
  kbps: number;
  segmentSeconds?: number;
}

/** An audio-only HLS rendition (AAC-LC stereo, fMP4), for an EXT-X-MEDIA TYPE=AUDIO entry. */
export function buildAudioHlsOutputArgs(spec: AudioHlsOutputSpec): string[] {
  const segmentSeconds = spec.segmentSeconds ?? HLS_DEFAULTS.segmentSeconds;
  return [
    '-map',
    spec.audioPad,
    '-c:a',
    'aac',
    '-b:a',
    `${spec.kbps}k`,
    '-ar',
    '48000',
    '-ac',
    '2',
    ...fmp4HlsArgs(spec.dir, segmentSeconds),
  ];
}

export interface PosterSpec {
  file: string;
  /** the frame at this time becomes the poster */
  atSeconds: number;
  width: number;
}

/**
 * Storyboard cells are written as numbered JPEGs during the encode and tiled afterwards (buildSpriteArgs):
 * a tile filter in the same graph would only emit at the very end, see buildLadderGraph.
 */
export interface StoryboardFramesSpec {
  /** e.g. `<dir>/cells/%04d.jpg` */
  framePattern: string;
  layout: StoryboardLayout;
}

export interface LadderGraphSpec extends EncodeOptions {
  /** graph label (`[v]`) or input stream (`0:v:0`) of the finished picture at full size */
  videoPad: string;
  /** graph label (split with asplit) or input stream (mapped once per rung); null for no audio */
  audioPad: string | null;
  rungs: readonly LadderRung[];
  outputDir: string;
  /** swscale algorithm for the downscales */
  scaleFlags?: string;
  poster?: PosterSpec;
  storyboard?: StoryboardFramesSpec;
}

/**
 * The part shared by transcodes and synthetic clips: one picture split into a scaled branch per rung (plus
 * optional poster and storyboard branches), each rung its own HLS output. One decode feeds every rung; the
 * master playlist is written separately because this ffmpeg build crashes with -var_stream_map.
 */
export function buildLadderGraph(spec: LadderGraphSpec): { filters: string[]; outputArgs: string[] } {
  if (spec.rungs.length === 0) throw new Error('At least one rung is needed');
  const scaleFlags = spec.scaleFlags ?? 'bicubic';
  const source = spec.videoPad.startsWith('[') ? spec.videoPad : `[${spec.videoPad}]`;
  const branches = spec.rungs.map((_, index) => `[lv${index}]`);
  if (spec.poster) branches.push('[lposter]');
  if (spec.storyboard) branches.push('[lstory]');
  const filters = [`${source}split=${branches.length}${branches.join('')}`];
  spec.rungs.forEach((rung, index) => {
    filters.push(`[lv${index}]scale=${rung.width}:${rung.height}:flags=${scaleFlags},setsar=1[v${index}]`);
  });
  const outputArgs: string[] = [];

  let audioPads: (string | null)[] = spec.rungs.map(() => spec.audioPad);
  if (spec.audioPad?.startsWith('[')) {
    audioPads = spec.rungs.map((_, index) => `[a${index}]`);
    filters.push(`${spec.audioPad}asplit=${spec.rungs.length}${audioPads.join('')}`);
  }
  spec.rungs.forEach((rung, index) => {
    outputArgs.push(
      ...buildHlsOutputArgs({ ...spec, rung, videoPad: `[v${index}]`, audioPad: audioPads[index] ?? null }),
    );
  });

  // Every extra branch must deliver frames as the clip plays and end right after its last one: ffmpeg 4.x
  // pulls the filter graph from its oldest sink, so a sink that waits for the end (tile) or never ends
  // (select) makes every other branch queue the whole clip in memory.
  if (spec.poster) {
    const frame = Math.max(0, Math.round(spec.poster.atSeconds * spec.frameRate));
    filters.push(
      `[lposter]trim=start_frame=${frame}:end_frame=${frame + 1},scale=${spec.poster.width}:-2,setsar=1[poster]`,
    );
    outputArgs.push(
      '-map',
      '[poster]',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-update',
      '1',
      spec.poster.file,
    );
  }
  if (spec.storyboard) {
    filters.push(`[lstory]${buildStoryboardFramesFilter(spec.storyboard.layout)}[story]`);
    outputArgs.push('-map', '[story]', ...buildStoryboardFramesOutputArgs(spec.storyboard.framePattern));
  }
  return { filters, outputArgs };
}

/** Arguments common to every run: quiet, non-interactive, machine-readable progress on stdout. */
export function globalArgs(progress: boolean): string[] {
  // Warnings are noise here (deprecated yuvj formats, the HLS muxer's rename notice); errors are kept.
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  if (progress) args.push('-progress', 'pipe:1', '-nostats');
  return args;
}

export interface TranscodeSpec extends EncodeOptions {
  input: string;
  rungs: readonly LadderRung[];
  outputDir: string;
  hasAudio: boolean;
  /** from the probe: gives audio-less sources a silent track of the right length */
  durationSeconds: number;
  progress?: boolean;
  poster?: PosterSpec;
  storyboard?: StoryboardFramesSpec;
}

/**
 * ffmpeg arguments turning an uploaded file into the HLS ladder. Sources without audio get a silent AAC
 * track so every variant has the same CODECS and players never switch between muxed and video-only.
 */
export function buildTranscodeArgs(spec: TranscodeSpec): string[] {
  // fps normalises variable-frame-rate phone footage so the GOP really is gopSeconds long.
  const prefilter = `[0:v:0]fps=${spec.frameRate}[src]`;
  const filters = [prefilter];
  let audioPad: string | null = '0:a:0';
  if (!spec.hasAudio) {
    filters.push(
      `anullsrc=channel_layout=stereo:sample_rate=48000,atrim=duration=${spec.durationSeconds}[silence]`,
    );
    audioPad = '[silence]';
  }
  const graph = buildLadderGraph({
    ...spec,
    preset: spec.preset ?? HLS_DEFAULTS.preset,
    videoPad: '[src]',
    audioPad,
  });
  const args = [...globalArgs(spec.progress ?? true), '-i', spec.input];
  args.push('-filter_complex', [...filters, ...graph.filters].join(';'), ...graph.outputArgs);
  return args;
}
