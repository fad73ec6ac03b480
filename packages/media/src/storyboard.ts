/** Seek-preview storyboard: one frame every few seconds, tiled into one JPEG sprite, indexed by WebVTT. */
export interface StoryboardLayout {
  intervalSeconds: number;
  /** number of frames (cells actually used) */
  count: number;
  columns: number;
  rows: number;
  cellWidth: number;
  cellHeight: number;
}

export const STORYBOARD_DEFAULTS = {
  intervalSeconds: 2,
  columns: 10,
  cellWidth: 160,
  cellHeight: 90,
} as const;

export function storyboardLayout(
  durationSeconds: number,
  options: Partial<Omit<StoryboardLayout, 'count' | 'rows'>> = {},
): StoryboardLayout {
  const { intervalSeconds, columns, cellWidth, cellHeight } = { ...STORYBOARD_DEFAULTS, ...options };
  if (!(durationSeconds > 0)) throw new Error('Storyboard needs a positive duration');
  const count = Math.max(1, Math.ceil(durationSeconds / intervalSeconds));
  const usedColumns = Math.min(columns, count);
  return {
    intervalSeconds,
    count,
    columns: usedColumns,
    rows: Math.ceil(count / usedColumns),
    cellWidth,
    cellHeight,
  };
}

/** Filter chain from a video to the storyboard cells: one frame per interval, letterboxed into the cell. */
export function buildStoryboardFramesFilter(layout: StoryboardLayout): string {
  const { intervalSeconds, cellWidth: w, cellHeight: h } = layout;
  return [
    `fps=1/${intervalSeconds}`,
    `scale=${w}:${h}:force_original_aspect_ratio=decrease`,
    `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2`,
    'setsar=1',
  ].join(',');
}

/** Output arguments writing the cells as numbered JPEGs (pattern like `cells/%04d.jpg`, numbered from 1). */
export function buildStoryboardFramesOutputArgs(framePattern: string): string[] {
  return ['-q:v', '3', '-f', 'image2', '-start_number', '1', framePattern];
}

/** Arguments tiling the numbered cells into one sprite JPEG; a partial last row stays black. */
export function buildSpriteArgs(
  framePattern: string,
  outputFile: string,
  layout: StoryboardLayout,
): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-f',
    'image2',
    '-start_number',
    '1',
    '-i',
    framePattern,
    '-vf',
    `tile=${layout.columns}x${layout.rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    '-f',
    'image2',
    '-update',
    '1',
    outputFile,
  ];
}

/** Standalone arguments for an existing file: input -> numbered cells (then buildSpriteArgs). */
export function buildStoryboardFramesArgs(
  input: string,
  framePattern: string,
  layout: StoryboardLayout,
): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-an',
    '-vf',
    buildStoryboardFramesFilter(layout),
    ...buildStoryboardFramesOutputArgs(framePattern),
  ];
}

function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor((millis % 3_600_000) / 60_000);
  const s = Math.floor((millis % 60_000) / 1000);
  const ms = millis % 1000;
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

export interface StoryboardVttOptions {
  durationSeconds: number;
  intervalSeconds?: number;
  columns: number;
  cellWidth: number;
  cellHeight: number;
  /** sprite URI as the player should request it, relative to the .vtt file */
  spriteUri: string;
}

/** WebVTT index of the sprite: one cue per cell with a `#xywh=` media fragment. */
export function buildStoryboardVtt(options: StoryboardVttOptions): string {
  const { durationSeconds, intervalSeconds = STORYBOARD_DEFAULTS.intervalSeconds, columns } = options;
  const count = Math.max(1, Math.ceil(durationSeconds / intervalSeconds));
  const cues = ['WEBVTT', ''];
  for (let index = 0; index < count; index++) {
    const start = index * intervalSeconds;
    const end = Math.min(durationSeconds, start + intervalSeconds);
    const x = (index % columns) * options.cellWidth;
    const y = Math.floor(index / columns) * options.cellHeight;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}`,
      `${options.spriteUri}#xywh=${x},${y},${options.cellWidth},${options.cellHeight}`,
      '',
    );
  }
  return cues.join('\n');
}
