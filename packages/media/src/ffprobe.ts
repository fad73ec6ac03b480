/** What the pipeline needs to know about an uploaded file. */
export interface ProbeInfo {
  durationSeconds: number;
  /** display size: already swapped for sources rotated by 90 or 270 degrees */
  width: number;
  height: number;
  /** frames per second, or null when the container does not say */
  frameRate: number | null;
  /** clockwise degrees the player must rotate the coded picture: 0, 90, 180 or 270 */
  rotation: number;
  hasVideo: boolean;
  hasAudio: boolean;
  videoCodec: string | null;
  audioCodec: string | null;
  formatName: string | null;
}

export type ProbeFailureReason = 'not-json' | 'no-video' | 'no-duration';

export type ProbeResult =
  { ok: true; info: ProbeInfo } | { ok: false; reason: ProbeFailureReason; message: string };

/** ffprobe arguments that print format and streams as JSON. */
export function buildProbeArgs(file: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function num(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** "24000/1001" -> 23.976; "0/0" and garbage -> null. */
export function parseRational(value: unknown): number | null {
  if (typeof value !== 'string') return num(value);
  const [numerator, denominator = '1'] = value.split('/');
  const top = Number(numerator);
  const bottom = Number(denominator);
  if (!Number.isFinite(top) || !Number.isFinite(bottom) || bottom === 0 || top <= 0) return null;
  return Math.round((top / bottom) * 1000) / 1000;
}

/**
 * Phones store portrait video as landscape pixels plus a rotation: the legacy `rotate` tag or a display-matrix
 * side data entry (whose angle is counter-clockwise). Returns clockwise degrees normalised to 0..270.
 */
function rotationOf(stream: Json): number {
  const tags = isObject(stream.tags) ? stream.tags : {};
  const tagRotation = num(tags.rotate);
  let degrees = tagRotation ?? 0;
  if (tagRotation === null && Array.isArray(stream.side_data_list)) {
    const matrix = stream.side_data_list.find((entry) => isObject(entry) && num(entry.rotation) !== null);
    if (isObject(matrix)) degrees = -(num(matrix.rotation) ?? 0);
  }
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** Interprets ffprobe's JSON (as text or parsed), or says why the file cannot be transcoded. */
export function parseProbe(json: unknown): ProbeResult {
  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      return { ok: false, reason: 'not-json', message: 'ffprobe did not print JSON' };
    }
  }
  if (!isObject(data))
    return { ok: false, reason: 'not-json', message: 'ffprobe did not print a JSON object' };

  const streams = Array.isArray(data.streams) ? data.streams.filter(isObject) : [];
  const format = isObject(data.format) ? data.format : {};
  // Cover art is a one-frame "video" stream; it is not something to transcode.
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' &&
      !(isObject(stream.disposition) && stream.disposition.attached_pic === 1),
  );
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (!video) return { ok: false, reason: 'no-video', message: 'The file has no video stream' };

  const duration = num(format.duration) ?? num(video.duration);
  if (duration === null || duration <= 0) {
    return { ok: false, reason: 'no-duration', message: 'The video has no known duration' };
  }

  const codedWidth = num(video.width) ?? 0;
  const codedHeight = num(video.height) ?? 0;
  if (codedWidth <= 0 || codedHeight <= 0) {
    return { ok: false, reason: 'no-video', message: 'The video stream has no picture size' };
  }
  const rotation = rotationOf(video);
  const sideways = rotation === 90 || rotation === 270;
  return {
    ok: true,
    info: {
      durationSeconds: duration,
      width: sideways ? codedHeight : codedWidth,
      height: sideways ? codedWidth : codedHeight,
      frameRate: parseRational(video.avg_frame_rate) ?? parseRational(video.r_frame_rate),
      rotation,
      hasVideo: true,
      hasAudio: audio !== undefined,
      videoCodec: str(video.codec_name),
      audioCodec: audio ? str(audio.codec_name) : null,
      formatName: str(format.format_name),
    },
  };
}
