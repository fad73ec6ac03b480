import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildProbeArgs, parseProbe, type ProbeFailureReason, type ProbeInfo } from '@mzansi/media/ffprobe';
import { FfmpegProgressParser, type ProgressUpdate } from '@mzansi/media/progress';

const require = createRequire(import.meta.url);

/** How many stderr lines an error message keeps: ffmpeg's reason is in the last few. */
const STDERR_TAIL_LINES = 50;
/** Lines of that tail put into Error.message; the full tail stays on the error object. */
const MESSAGE_TAIL_LINES = 8;

/** ffmpeg or ffprobe ended unsuccessfully. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly tool: string,
    readonly exitCode: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderrTail: string[],
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** ffprobe ran but the file cannot be transcoded (no video stream, no duration, unreadable output). */
export class ProbeError extends Error {
  constructor(
    readonly reason: ProbeFailureReason,
    message: string,
    readonly file: string,
  ) {
    super(message);
    this.name = 'ProbeError';
  }
}

const checked = new Set<string>();

/**
 * npm tarballs do not always keep the executable bit (ffprobe-installer ships rwxr--r--), which breaks as a
 * non-root user; set it once per path rather than failing with EACCES at the first transcode.
 */
function ensureExecutable(file: string): string {
  if (checked.has(file)) return file;
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`Media tool not found at ${file}`);
    const mode = fs.statSync(file).mode;
    fs.chmodSync(file, mode | 0o111);
  }
  checked.add(file);
  return file;
}

function installerPath(packageName: string): string {
  const installed = require(packageName) as { path?: unknown };
  if (typeof installed.path !== 'string') throw new Error(`${packageName} has no binary for this platform`);
  return installed.path;
}

/** ffmpeg binary: the explicit path (config FFMPEG_PATH), else $FFMPEG_PATH, else @ffmpeg-installer/ffmpeg. */
export function resolveFfmpegPath(override?: string): string {
  return ensureExecutable(override ?? process.env.FFMPEG_PATH ?? installerPath('@ffmpeg-installer/ffmpeg'));
}

/** ffprobe binary: the explicit path (config FFPROBE_PATH), else $FFPROBE_PATH, else @ffprobe-installer/ffprobe. */
export function resolveFfprobePath(override?: string): string {
  return ensureExecutable(
    override ?? process.env.FFPROBE_PATH ?? installerPath('@ffprobe-installer/ffprobe'),
  );
}

export interface RunOptions {
  signal?: AbortSignal;
  /** binary to run instead of the resolved default */
  binaryPath?: string;
}

export interface RunFfmpegOptions extends RunOptions {
  /** percent 0..100 (needs durationSeconds and `-progress pipe:1` in the arguments) */
  onProgress?: (percent: number, update: ProgressUpdate) => void;
  durationSeconds?: number;
}

function abortError(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The media job was aborted');
  error.name = 'AbortError';
  return error;
}

/** Spawns a tool without a shell; resolves with stdout on exit code 0, rejects with FfmpegError otherwise. */
function runTool(
  tool: string,
  binary: string,
  args: readonly string[],
  options: RunOptions & { collectStdout: boolean; onStdout?: (chunk: string) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError(options.signal));
      return;
    }
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const stdout: string[] = [];
    const tail: string[] = [];
    let partial = '';
    let settled = false;
    const finish = (error: Error | null, output = '') => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(output);
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      if (options.signal) finish(abortError(options.signal));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (options.collectStdout) stdout.push(chunk);
      options.onStdout?.(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (partial + chunk).split(/\r\n|\r|\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) tail.push(line);
      if (tail.length > STDERR_TAIL_LINES) tail.splice(0, tail.length - STDERR_TAIL_LINES);
    });
    child.on('error', (error) => {
      finish(new FfmpegError(`Cannot run ${tool} (${binary}): ${error.message}`, tool, null, null, []));
    });
    child.on('close', (code, signal) => {
      if (partial.trim()) tail.push(partial);
      if (code === 0) {
        finish(null, stdout.join(''));
        return;
      }
      const ending = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const detail = tail.slice(-MESSAGE_TAIL_LINES).join('\n');
      finish(new FfmpegError(`${tool} ${ending}${detail ? `:\n${detail}` : ''}`, tool, code, signal, tail));
    });
  });
}

/** Runs ffmpeg with an argument list (no shell), reporting `-progress` percentages when asked. */
export async function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<void> {
  const parser = new FfmpegProgressParser(options.durationSeconds);
  const onProgress = options.onProgress;
  await runTool('ffmpeg', options.binaryPath ?? resolveFfmpegPath(), args, {
    ...options,
    collectStdout: false,
    onStdout: onProgress
      ? (chunk) => {
          for (const update of parser.push(chunk))
            if (update.percent !== null) onProgress(update.percent, update);
        }
      : undefined,
  });
}

/** Runs ffprobe and returns its stdout. */
export function runFfprobe(args: readonly string[], options: RunOptions = {}): Promise<string> {
  return runTool('ffprobe', options.binaryPath ?? resolveFfprobePath(), args, {
    ...options,
    collectStdout: true,
  });
}

/** Probes a media file; throws ProbeError when it is not a transcodable video, FfmpegError when unreadable. */
export async function probe(file: string, options: RunOptions = {}): Promise<ProbeInfo> {
  const output = await runFfprobe(buildProbeArgs(file), options);
  const result = parseProbe(output);
  if (!result.ok) throw new ProbeError(result.reason, result.message, file);
  return result.info;
}

/** First line of `ffmpeg -version`, e.g. "ffmpeg version N-47683-g0e8eb07980-static ...". */
export async function ffmpegVersion(ffmpegPath?: string): Promise<string> {
  const output = await runTool('ffmpeg', resolveFfmpegPath(ffmpegPath), ['-hide_banner', '-version'], {
    collectStdout: true,
  });
  return output.split('\n')[0]?.trim() ?? '';
}
