/**
 * Seek previews: the storyboard WebVTT index written beside each video (one cue per sprite cell, `sprite.jpg#xywh=
 * x,y,w,h`). Parsing never throws: a missing or odd index just means no previews.
 */
export interface StoryboardCue {
  start: number;
  end: number;
  /** absolute URL of the sprite image */
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMING =
  /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)/;
const XYWH = /#xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)\s*$/;

/** "00:01:02.500" or "01:02.500" → seconds; NaN when malformed. */
export function parseVttTime(value: string): number {
  const parts = value.trim().replace(',', '.').split(':');
  if (parts.length < 2 || parts.length > 3) return Number.NaN;
  const seconds = Number(parts.pop());
  const minutes = Number(parts.pop());
  const hours = parts.length ? Number(parts.pop()) : 0;
  if (![seconds, minutes, hours].every((part) => Number.isFinite(part) && part >= 0)) return Number.NaN;
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * Parses a storyboard index. Sprite URIs resolve against `baseUrl` (the .vtt's own address), so a tokenised
 * directory in the path carries over to the sprite.
 */
export function parseStoryboardVtt(text: string, baseUrl: string): StoryboardCue[] {
  if (!/^\uFEFF?WEBVTT/.test(text)) return [];
  const cues: StoryboardCue[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const timing = TIMING.exec(lines[index]!);
    if (!timing) continue;
    const start = parseVttTime(timing[1]!);
    const end = parseVttTime(timing[2]!);
    const payload = lines[index + 1]?.trim() ?? '';
    const region = XYWH.exec(payload);
    if (!region || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    let url: string;
    try {
      url = new URL(payload.slice(0, region.index), baseUrl).toString();
    } catch {
      continue;
    }
    const [x, y, width, height] = region.slice(1, 5).map(Number) as [number, number, number, number];
    if (width === 0 || height === 0) continue;
    cues.push({ start, end, url, x, y, width, height });
    index += 1;
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `time` (binary search over sorted cues); the nearest one at the edges. */
export function findStoryboardCue(cues: readonly StoryboardCue[], time: number): StoryboardCue | null {
  if (cues.length === 0 || !Number.isFinite(time)) return null;
  let low = 0;
  let high = cues.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cues[middle]!.start <= time) low = middle;
    else high = middle - 1;
  }
  return cues[low]!;
}

/** The storyboard index sits beside the master playlist: `…/{videoId}/master.m3u8` → `…/{videoId}/storyboard.vtt`. */
export function storyboardUrlFor(masterUrl: string, origin: string): string | null {
  try {
    const url = new URL(masterUrl, origin);
    if (!/\/master\.m3u8$/.test(url.pathname)) return null;
    url.pathname = url.pathname.replace(/master\.m3u8$/, 'storyboard.vtt');
    return url.toString();
  } catch {
    return null;
  }
}
