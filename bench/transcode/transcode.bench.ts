/**
 * Transcode benchmark (issue 5, Performance): the real-time factor of the full upload pipeline on this machine.
 * A generated 1080p source (moving test pattern with film grain, stereo tone) goes through exactly what the
 * worker runs: probe, the five-rung fMP4 HLS ladder (234p-1080p), poster, storyboard frames, sprite and
 * measurement.
 *
 *   npm run bench:transcode -- [--seconds 30] [--presets veryfast] [--runs 1] [--fps 30] [--grain 6] [--keep]
 *
 * Real-time factor = wall time / video duration (below 1 = faster than real time). Wall time depends on what
 * else the machine is doing, so the pipeline's own CPU time is reported too (ffmpeg and ffprobe children, from
 * /proc on Linux): own CPU / cores is the real-time factor the same machine would reach idle. Figures go to
 * bench/results/transcode-<date>.json as well.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { X264_PRESETS, type X264Preset } from '../../packages/media/src/hls-args';
import { planTranscode } from '../../packages/media/src/transcode-plan';
import { ffmpegVersion, probe, runFfmpeg } from '../../apps/server/src/adapters/ffmpeg/ffmpeg-runner';
import { createLocalStorage } from '../../apps/server/src/adapters/storage/local-storage';
import { buildHls } from '../../apps/server/src/modules/transcode/transcode-files';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    presets: { type: 'string', default: 'veryfast' },
    runs: { type: 'string', default: '1' },
    fps: { type: 'string', default: '30' },
    grain: { type: 'string', default: '6' },
    keep: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const runs = Math.max(1, Number(values.runs));
const fps = Number(values.fps);
const presets = values.presets.split(',').map((preset) => preset.trim()) as X264Preset[];
for (const preset of presets) {
  if (!(X264_PRESETS as readonly string[]).includes(preset))
    throw new Error(`Unknown x264 preset: ${preset}`);
}

/** Busy CPU time of the whole machine (other processes included). */
function machineCpuSeconds(): number {
  return os
    .cpus()
    .reduce((sum, cpu) => sum + (cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq) / 1000, 0);
}

/** CPU time of this process's finished children (ffmpeg, ffprobe): cutime + cstime of /proc/self/stat. */
async function childCpuSeconds(): Promise<number | null> {
  try {
    const stat = await fs.readFile('/proc/self/stat', 'utf8');
    // Fields after the parenthesised command name; cutime and cstime are fields 16 and 17 (1-based).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return null;
  }
}

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-transcode-bench-'));
const results: Record<string, unknown>[] = [];
try {
  const source = path.join(root, 'source-1080p.mp4');
  const made = performance.now();
  // Grain makes every frame different, as camera footage is: a flat test pattern would flatter the encoder.
  await runFfmpeg([
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-t',
    String(seconds),
    '-i',
    `testsrc2=size=1920x1080:rate=${fps}`,
    '-f',
    'lavfi',
    '-t',
    String(seconds),
    '-i',
    'sine=frequency=220:sample_rate=48000',
    '-vf',
    `noise=alls=${Number(values.grain)}:allf=t`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '192k',
    '-ac',
    '2',
    source,
  ]);
  const info = await probe(source);
  const plan = planTranscode(info);
  console.log(
    `Source: ${info.width}x${info.height} ${info.frameRate} fps, ${info.durationSeconds.toFixed(1)} s, ` +
      `${((await fs.stat(source)).size / 1e6).toFixed(1)} MB (made in ${((performance.now() - made) / 1000).toFixed(1)} s)`,
  );
  console.log(`ffmpeg: ${await ffmpegVersion()}`);
  console.log(
    `Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `Ladder: ${plan.rungs.map((rung) => rung.name).join(', ')} + poster + storyboard (${plan.storyboard.count} frames)`,
  );

  for (const preset of presets) {
    for (let run = 1; run <= runs; run++) {
      const storage = createLocalStorage(path.join(root, `${preset}-${run}`));
      const videoId = `bench-${preset}-${run}`;
      const cpuBefore = machineCpuSeconds();
      const ownBefore = await childCpuSeconds();
      const started = performance.now();
      let encodeSeconds = 0;
      const build = await buildHls({
        storage,
        videoId,
        sourcePath: source,
        probe: info,
        plan,
        preset,
        captions: [],
        onProgress: (percent) => {
          if (percent >= 100 && encodeSeconds === 0) encodeSeconds = (performance.now() - started) / 1000;
        },
      });
      const wall = (performance.now() - started) / 1000;
      const cpu = machineCpuSeconds() - cpuBefore;
      const ownAfter = await childCpuSeconds();
      const own = ownBefore === null || ownAfter === null ? null : ownAfter - ownBefore;
      const cores = os.availableParallelism();
      const bytes = await Promise.all(
        build.renditions.map(async (rendition) => {
          const dir = path.join(build.stagingDir, rendition.name);
          const files = await fs.readdir(dir);
          let total = 0;
          for (const file of files) total += (await fs.stat(path.join(dir, file))).size;
          return total;
        }),
      );
      const figures = {
        preset,
        run,
        durationSeconds: info.durationSeconds,
        wallSeconds: Math.round(wall * 100) / 100,
        realTimeFactor: Math.round((wall / info.durationSeconds) * 1000) / 1000,
        encodeOnlyRealTimeFactor: encodeSeconds
          ? Math.round((encodeSeconds / info.durationSeconds) * 1000) / 1000
          : null,
        machineCpuSeconds: Math.round(cpu * 10) / 10,
        pipelineCpuSeconds: own === null ? null : Math.round(own * 10) / 10,
        pipelineCpuSecondsPerVideoSecond:
          own === null ? null : Math.round((own / info.durationSeconds) * 1000) / 1000,
        /** what an otherwise idle machine with these cores would reach (ffmpeg keeps every core busy) */
        idleRealTimeFactorEstimate:
          own === null ? null : Math.round((own / cores / info.durationSeconds) * 1000) / 1000,
        loadAverage: os.loadavg()[0] ?? 0,
        renditions: build.renditions.map((rendition, index) => ({
          name: rendition.name,
          size: `${rendition.width}x${rendition.height}`,
          peakKbps: Math.round(rendition.bandwidth / 1000),
          averageKbps: Math.round(rendition.averageBandwidth / 1000),
          megabytes: Math.round((bytes[index]! / 1e6) * 100) / 100,
        })),
      };
      results.push(figures);
      console.log(
        `\n${preset} run ${run}: ${figures.wallSeconds} s wall for ${info.durationSeconds.toFixed(1)} s of video = ` +
          `real-time factor ${figures.realTimeFactor} (${(1 / figures.realTimeFactor).toFixed(2)}x real time) ` +
          `at load ${figures.loadAverage.toFixed(1)}; pipeline CPU ${figures.pipelineCpuSeconds} s = ` +
          `${figures.pipelineCpuSecondsPerVideoSecond} CPU-s per video second -> idle ${cores}-core estimate: ` +
          `real-time factor ${figures.idleRealTimeFactorEstimate}`,
      );
      console.table(figures.renditions);
    }
  }

  const resultsDir = path.resolve(
    import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
    '../results',
  );
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `transcode-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await fs.writeFile(
    file,
    `${JSON.stringify(
      {
        machine: { cores: os.availableParallelism(), cpu: os.cpus()[0]?.model, node: process.version },
        ffmpeg: await ffmpegVersion(),
        source: {
          width: info.width,
          height: info.height,
          frameRate: info.frameRate,
          seconds: info.durationSeconds,
        },
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
} finally {
  if (values.keep) console.log(`Output kept in ${root}`);
  else await fs.rm(root, { recursive: true, force: true });
}
