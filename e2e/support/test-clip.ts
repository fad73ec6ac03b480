import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * A small MP4 (a moving test picture with a tone, H.264 and AAC, faststart) made by the bundled ffmpeg in a fresh
 * temporary folder: what a creator uploads, or what an ad server serves as a progressive creative.
 */
export async function makeTestClip(options: {
  name: string;
  seconds: number;
  toneHz?: number;
}): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-e2e-clip-'));
  const file = path.join(dir, options.name);
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const seconds = String(options.seconds);
  // Each lavfi source gets its own -t (one placed between inputs applies to the next input only).
  execFileSync(ffmpeg, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-t',
    seconds,
    '-i',
    'testsrc2=size=640x360:rate=25',
    '-f',
    'lavfi',
    '-t',
    seconds,
    '-i',
    `sine=frequency=${options.toneHz ?? 440}:sample_rate=48000`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  return { file, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
