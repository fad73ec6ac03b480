import type { ProbeInfo } from './ffprobe';

/** Container families: the extensions of one family share a demuxer, so ffprobe cannot tell them apart. */
export type ContainerFamily = 'mp4' | 'matroska';

export const EXTENSION_FAMILIES: Readonly<Record<string, ContainerFamily>> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mp4',
  mkv: 'matroska',
  webm: 'matroska',
};

const FAMILY_NAMES: Record<ContainerFamily, string> = { mp4: 'MP4/MOV', matroska: 'Matroska/WebM' };

/** What an uploaded source may be. */
export const SOURCE_LIMITS = {
  minSide: 32,
  /** 8K either way round */
  maxLongSide: 7680,
  maxShortSide: 4320,
  maxDurationSeconds: 12 * 3600,
} as const;

/** The lowercase extension of a file name without the dot, or '' when there is none. */
export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** ffprobe's format_name ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm") to a container family. */
export function containerFamilyOf(formatName: string | null): ContainerFamily | null {
  const names = (formatName ?? '').split(',');
  if (names.includes('mp4') || names.includes('mov')) return 'mp4';
  if (names.includes('matroska') || names.includes('webm')) return 'matroska';
  return null;
}

export type SourceCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a probed upload can go to the transcoder: a real picture of sensible size and length, in the
 * container its extension promises (a .mp4 that is really something else is refused, not guessed at).
 */
export function checkSource(
  info: ProbeInfo,
  extension: string,
  limits: typeof SOURCE_LIMITS = SOURCE_LIMITS,
): SourceCheck {
  const expected = EXTENSION_FAMILIES[extension.toLowerCase()];
  if (!expected) return { ok: false, reason: `Files ending in .${extension} are not accepted.` };
  const actual = containerFamilyOf(info.formatName);
  if (actual !== expected) {
    const found = actual ? `a ${FAMILY_NAMES[actual]} file` : `"${info.formatName ?? 'unknown'}" data`;
    return {
      ok: false,
      reason: `The file is ${found}, not the ${FAMILY_NAMES[expected]} video its .${extension} name says.`,
    };
  }
  if (!info.hasVideo || !info.videoCodec) return { ok: false, reason: 'The file has no video stream.' };
  const short = Math.min(info.width, info.height);
  const long = Math.max(info.width, info.height);
  if (short < limits.minSide) {
    return {
      ok: false,
      reason: `The picture is ${info.width}x${info.height}: at least ${limits.minSide} pixels each way are needed.`,
    };
  }
  if (long > limits.maxLongSide || short > limits.maxShortSide) {
    return {
      ok: false,
      reason: `The picture is ${info.width}x${info.height}: the largest accepted is ${limits.maxLongSide}x${limits.maxShortSide}.`,
    };
  }
  if (!(info.durationSeconds > 0)) return { ok: false, reason: 'The video has no duration.' };
  if (info.durationSeconds > limits.maxDurationSeconds) {
    return {
      ok: false,
      reason: `The video is longer than ${limits.maxDurationSeconds / 3600} hours, the longest accepted.`,
    };
  }
  return { ok: true };
}
