/** Checks of uploaded WebVTT caption files (https://www.w3.org/TR/webvtt1/), strict enough for every player. */

/** `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt [settings]` */
const TIMING =
  /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})[ \t]+-->[ \t]+(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})(?:[ \t]+.*)?$/;

export type WebVttCheck =
  | {
      ok: true;
      /** the file as it should be stored: no byte order mark, LF line endings, one final newline */
      text: string;
      cueCount: number;
      /** end of the last cue, in seconds */
      endSeconds: number;
    }
  | { ok: false; reason: string };

function seconds(hours: string | undefined, minutes: string, secs: string, millis: string): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

const MAX_REPORTED_LINE = 60;

function shown(line: string): string {
  return line.length > MAX_REPORTED_LINE ? `${line.slice(0, MAX_REPORTED_LINE)}…` : line;
}

/**
 * Validates a WebVTT file's text: the `WEBVTT` signature, well-formed cue timings whose end follows their start,
 * and at least one cue. Returns the normalised text or a reason a person can act on.
 */
export function checkWebVtt(input: string): WebVttCheck {
  if (input.includes('\0')) return { ok: false, reason: 'The captions file contains binary data, not text.' };
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { ok: false, reason: 'The captions file is empty.' };
  const lines = text.split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return {
      ok: false,
      reason: 'A WebVTT captions file must start with the line "WEBVTT". Convert SRT files to WebVTT first.',
    };
  }
  let cueCount = 0;
  let endSeconds = 0;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.includes('-->')) continue;
    const match = TIMING.exec(line.trim());
    if (!match) {
      return {
        ok: false,
        reason: `Line ${index + 1} ("${shown(line.trim())}") is not a cue timing like 00:00:01.000 --> 00:00:04.000.`,
      };
    }
    const start = seconds(match[1], match[2]!, match[3]!, match[4]!);
    const end = seconds(match[5], match[6]!, match[7]!, match[8]!);
    if (end <= start) {
      return { ok: false, reason: `Line ${index + 1}: the cue ends before it starts.` };
    }
    cueCount += 1;
    endSeconds = Math.max(endSeconds, end);
  }
  if (cueCount === 0) return { ok: false, reason: 'The captions file has no cues.' };
  return { ok: true, text: `${text.replace(/\n+$/, '')}\n`, cueCount, endSeconds };
}
