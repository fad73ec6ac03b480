/** One `-progress` report block: ffmpeg prints key=value lines and ends each block with `progress=...`. */
export interface ProgressUpdate {
  /** media time written so far */
  outTimeSeconds: number | null;
  /** true for the final block (`progress=end`) */
  done: boolean;
  /** 0..100 when the duration is known */
  percent: number | null;
}

function outTimeFromFields(fields: Map<string, string>): number | null {
  // out_time_ms is really microseconds (a long-standing ffmpeg misnomer); out_time_us only exists since 4.2.
  for (const key of ['out_time_us', 'out_time_ms']) {
    const raw = fields.get(key);
    if (raw === undefined) continue;
    const value = Number(raw);
    if (Number.isFinite(value) && value >= 0) return value / 1_000_000;
  }
  const clock = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(fields.get('out_time') ?? '');
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return null;
}

/** 0..100, never above 99 before ffmpeg says it has finished (the muxers still flush after the last frame). */
export function progressPercent(
  outTimeSeconds: number | null,
  durationSeconds: number | undefined,
  done = false,
): number | null {
  if (done) return 100;
  if (outTimeSeconds === null || !durationSeconds || durationSeconds <= 0) return null;
  return Math.min(99, Math.max(0, Math.floor((outTimeSeconds / durationSeconds) * 100)));
}

/** Incremental parser for `-progress pipe:1` output; feed it stdout chunks as they arrive. */
export class FfmpegProgressParser {
  private buffer = '';
  private fields = new Map<string, string>();

  constructor(private readonly durationSeconds?: number) {}

  /** Returns one update per block completed by this chunk. */
  push(chunk: string): ProgressUpdate[] {
    this.buffer += chunk;
    const lines = this.buffer.split(/\r?\n/);
    this.buffer = lines.pop() ?? '';
    const updates: ProgressUpdate[] = [];
    for (const line of lines) {
      const separator = line.indexOf('=');
      if (separator <= 0) continue;
      const key = line.slice(0, separator).trim();
      const value = line.slice(separator + 1).trim();
      this.fields.set(key, value);
      if (key === 'progress') {
        const outTimeSeconds = outTimeFromFields(this.fields);
        const done = value === 'end';
        updates.push({
          outTimeSeconds,
          done,
          percent: progressPercent(outTimeSeconds, this.durationSeconds, done),
        });
        this.fields = new Map();
      }
    }
    return updates;
  }
}

/** Parses a complete `-progress` text in one go. */
export function parseProgress(text: string, durationSeconds?: number): ProgressUpdate[] {
  const parser = new FfmpegProgressParser(durationSeconds);
  return parser.push(text.endsWith('\n') ? text : `${text}\n`);
}
