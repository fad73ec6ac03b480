import type { ProbeInfo } from './ffprobe';
import { LADDER, selectRungs, type LadderRung } from './ladder';
import { STORYBOARD_DEFAULTS, storyboardLayout, type StoryboardLayout } from './storyboard';

/** Highest output frame rate: higher sources are halved (60 -> 30, 50 -> 25, 59.94 -> 29.97). */
export const MAX_OUTPUT_FPS = 30;
/** Lowest output frame rate: slide-show sources get repeated frames so the 2 s GOP still has frames in it. */
export const MIN_OUTPUT_FPS = 10;
/** Cap on storyboard cells: one sprite of 10 columns stays under JPEG's 65,535 px height limit. */
export const MAX_STORYBOARD_CELLS = 3600;
export const POSTER_MAX_WIDTH = 640;

/** The frame rate the ladder is encoded at, from the source's (null when unknown: 30). */
export function outputFrameRate(source: number | null): number {
  if (source === null || !Number.isFinite(source) || source <= 0) return MAX_OUTPUT_FPS;
  let rate = source;
  while (rate > MAX_OUTPUT_FPS + 0.5) rate /= 2;
  return Math.round(Math.max(MIN_OUTPUT_FPS, rate) * 1000) / 1000;
}

/** Where the poster frame is taken: a tenth of the way in (past black openings), at most 10 s. */
export function posterTimeSeconds(durationSeconds: number): number {
  return Math.round(Math.min(10, Math.max(0, durationSeconds * 0.1)) * 1000) / 1000;
}

/** One storyboard frame every 2 s, spaced further apart for very long videos so the sprite stays decodable. */
export function storyboardIntervalSeconds(durationSeconds: number, maxCells = MAX_STORYBOARD_CELLS): number {
  return Math.max(STORYBOARD_DEFAULTS.intervalSeconds, Math.ceil(durationSeconds / maxCells));
}

/**
 * How long one transcode may run before the queue treats it as lost: generous (ten times real time plus ten
 * minutes, measured ~1-2x real time for the full ladder on 2 cores) but under pg-boss's 24 h limit.
 */
export function transcodeTimeoutSeconds(durationSeconds: number): number {
  return Math.round(Math.min(23 * 3600, Math.max(15 * 60, 600 + durationSeconds * 10)));
}

export interface TranscodePlan {
  rungs: LadderRung[];
  frameRate: number;
  posterAtSeconds: number;
  posterWidth: number;
  storyboard: StoryboardLayout;
}

/** Everything the transcode of a probed source needs to know, decided in one place. */
export function planTranscode(info: ProbeInfo, ladder: readonly LadderRung[] = LADDER): TranscodePlan {
  const rungs = selectRungs(info.width, info.height, ladder);
  const top = rungs.reduce((best, rung) =>
    rung.height * rung.width > best.height * best.width ? rung : best,
  );
  const posterWidth = Math.min(POSTER_MAX_WIDTH, top.width);
  return {
    rungs,
    frameRate: outputFrameRate(info.frameRate),
    posterAtSeconds: posterTimeSeconds(info.durationSeconds),
    // scale=W:-2 needs an even width
    posterWidth: posterWidth - (posterWidth % 2),
    storyboard: storyboardLayout(info.durationSeconds, {
      intervalSeconds: storyboardIntervalSeconds(info.durationSeconds),
    }),
  };
}
