/**
 * Data cost benchmark (issue 17, D77): what an hour of video costs per rung, and on Data saver (the 360p rung with
 * its audio), with the ladder's rate control before (ABR at a fixed target) and now (capped CRF per rung).
 * The sources are generated, not the flat demo clips: a mostly still test pattern with light grain (calm), six shots
 * with hard cuts (cuts), a Mandelbrot zoom with light grain (zoom) and a panning pattern under heavy grain (grain). Each goes through the worker's own buildHls (probe, ladder,
 * poster, storyboard, measurement), so the figures are the BANDWIDTH / AVERAGE-BANDWIDTH the master playlist states.
 *
 *   npm run bench:data-cost -- [--seconds 30] [--sources calm,cuts,zoom,grain] [--sweep 20,23,26,29] [--no-sweep]
 *                              [--preset veryfast] [--no-readme] [--keep]
 *
 * --sweep encodes only the 234p and 360p rungs once per CRF (at the ladder's caps) to show what each CRF spends;
 * the ladder's CRFs are chosen from it (docs/decisions.md D77). GB are 10^9 bytes; an hour is the measured average
 * bit rate × 3600 s. Figures go to bench/results/data-cost-<date>.json and into bench/README.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { X264Preset } from '../../packages/media/src/hls-args';
import { LADDER, type LadderRung } from '../../packages/media/src/ladder';
import { planTranscode, type TranscodePlan } from '../../packages/media/src/transcode-plan';
import { ffmpegVersion, probe, runFfmpeg } from '../../apps/server/src/adapters/ffmpeg/ffmpeg-runner';
import { createLocalStorage } from '../../apps/server/src/adapters/storage/local-storage';
import { buildHls } from '../../apps/server/src/modules/transcode/transcode-files';
import { machine, writeResults } from '../results';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    sources: { type: 'string', default: 'calm,cuts,zoom,grain' },
    sweep: { type: 'string', default: '20,23,26,29' },
    'no-sweep': { type: 'boolean', default: false },
    preset: { type: 'string', default: 'veryfast' },
    'no-readme': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const preset = values.preset as X264Preset;
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;

/** The ladder before D77: ABR at videoKbps under the same kind of VBV cap (git show f064ef3:packages/media/src/ladder.ts). */
const ABR_LADDER: readonly LadderRung[] = LADDER.map((rung) => {
  const before: Record<string, [number, number, number]> = {
    '234p': [100, 110, 110],
    '360p': [730, 800, 1600],
    '480p': [1100, 1210, 2420],
    '720p': [3000, 3300, 6600],
    '1080p': [6000, 6600, 13200],
  };
  const [videoKbps, maxrateKbps, bufsizeKbps] = before[rung.name]!;
  return { ...rung, videoKbps, maxrateKbps, bufsizeKbps, crf: undefined };
});

/** lavfi sources: each input has its own -t (a lavfi source never ends by itself). */
function sourceArgs(name: string): string[] {
  const t = String(seconds);
  const size = `${WIDTH}x${HEIGHT}`;
  const fit = `scale=${WIDTH}:${HEIGHT},setsar=1,format=yuv420p`;
  switch (name) {
    case 'grain':
      // A test pattern panned around a larger canvas under strong temporal + uniform grain: the hardest case.
      return [
        '-f',
        'lavfi',
        '-t',
        t,
        '-i',
        `testsrc2=size=1600x900:rate=${FPS}`,
        '-filter_complex',
        `[0:v]crop=${WIDTH}:${HEIGHT}:x='(iw-ow)/2*(1+sin(t/3))':y='(ih-oh)/2*(1+cos(t/4))',` +
          `noise=alls=12:allf=t+u,format=yuv420p[v]`,
      ];
    case 'calm':
      // Typical programme footage: a mostly still picture with a little motion and light camera grain.
      return [
        '-f',
        'lavfi',
        '-t',
        t,
        '-i',
        `testsrc2=size=${size}:rate=${FPS}`,
        '-filter_complex',
        `[0:v]noise=alls=3:allf=t,format=yuv420p[v]`,
      ];
    case 'zoom':
      // A continuous zoom: detail everywhere, all of it moving, with light film grain.
      return [
        '-f',
        'lavfi',
        '-t',
        t,
        '-i',
        `mandelbrot=size=${size}:rate=${FPS}:maxiter=512`,
        '-filter_complex',
        `[0:v]noise=alls=4:allf=t,format=yuv420p[v]`,
      ];
    case 'cuts': {
      // Six shots with hard cuts, as an edited programme: grain, zoom, bars, life, cellular automaton, a gradient.
      const shot = String(Math.max(1, seconds / 6));
      const inputs = [
        `testsrc2=size=${size}:rate=${FPS}`,
        `mandelbrot=size=${size}:rate=${FPS}:maxiter=256:start_scale=0.5`,
        `smptehdbars=size=${size}:rate=${FPS}`,
        `life=size=640x360:rate=${FPS}:mold=10:r=0.2:ratio=0.1:death_color=#101828:life_color=#3b82f6`,
        `cellauto=size=640x360:rate=${FPS}:rule=110`,
        `testsrc=size=${size}:rate=${FPS}`,
      ];
      const args = inputs.flatMap((input) => ['-f', 'lavfi', '-t', shot, '-i', input]);
      const grains = [10, 4, 6, 2, 2, 8];
      const filters = inputs.map(
        (_, index) => `[${index}:v]${fit},noise=alls=${grains[index]}:allf=t[s${index}]`,
      );
      filters.push(`${inputs.map((_, index) => `[s${index}]`).join('')}concat=n=${inputs.length}:v=1:a=0[v]`);
      return [...args, '-filter_complex', filters.join(';')];
    }
    default:
      throw new Error(`Unknown source: ${name}`);
  }
}

async function makeSource(dir: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}.mp4`);
  const video = sourceArgs(name);
  const audioIndex = video.filter((arg) => arg === '-i').length;
  // Pink noise under a tone: AAC spends its whole budget on it, as on music and speech.
  // prettier-ignore
  await runFfmpeg([
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...video.slice(0, video.indexOf('-filter_complex')),
    '-f', 'lavfi', '-t', String(seconds), '-i', 'anoisesrc=color=pink:amplitude=0.08:sample_rate=48000',
    ...video.slice(video.indexOf('-filter_complex')),
    '-map', '[v]', '-map', `${audioIndex}:a`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '14', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '192k', '-ac', '2', '-t', String(seconds), file,
  ]);
  return file;
}

/** Children's CPU seconds (ffmpeg, ffprobe) from /proc/self/stat; null off Linux. */
async function childCpuSeconds(): Promise<number | null> {
  try {
    const stat = await fs.readFile('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

interface RungFigures {
  rung: string;
  averageKbps: number;
  peakKbps: number;
  gbPerHour: number;
}
interface EncodeFigures {
  source: string;
  mode: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  rungs: RungFigures[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const gbPerHour = (bitsPerSecond: number) => round((bitsPerSecond / 8) * 3600 * 1e-9, 3);

async function encode(
  root: string,
  source: string,
  sourceName: string,
  mode: string,
  plan: TranscodePlan,
): Promise<EncodeFigures> {
  const info = await probe(source);
  const storage = createLocalStorage(path.join(root, `${sourceName}-${mode}`));
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  const build = await buildHls({
    storage,
    videoId: `${sourceName}-${mode}`,
    sourcePath: source,
    probe: info,
    plan,
    preset,
    captions: [],
  });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = await childCpuSeconds();
  await fs.rm(build.stagingDir, { recursive: true, force: true });
  return {
    source: sourceName,
    mode,
    wallSeconds: round(wall, 1),
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : round(cpuAfter - cpuBefore, 1),
    rungs: build.renditions.map((rendition) => ({
      rung: rendition.name,
      averageKbps: Math.round(rendition.averageBandwidth / 1000),
      peakKbps: Math.round(rendition.bandwidth / 1000),
      gbPerHour: gbPerHour(rendition.averageBandwidth),
    })),
  };
}

function withRungs(
  plan: TranscodePlan,
  ladder: readonly LadderRung[],
  names?: readonly string[],
): TranscodePlan {
  const rungs = plan.rungs
    .filter((rung) => !names || names.includes(rung.name))
    .map((rung) => {
      const from = ladder.find((candidate) => candidate.name === rung.name)!;
      return { ...from, width: rung.width, height: rung.height };
    });
  return { ...plan, rungs };
}

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-data-cost-bench-'));
const sourceNames = values.sources.split(',').map((name) => name.trim());
const encodes: EncodeFigures[] = [];
const sweep: EncodeFigures[] = [];
try {
  console.log(`ffmpeg: ${await ffmpegVersion()}`);
  console.log(
    `Machine: ${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `Ladder now: ${LADDER.map((rung) => `${rung.name} crf ${rung.crf ?? '-'} max ${rung.maxrateKbps}k buf ${rung.bufsizeKbps}k a ${rung.audioKbps}k`).join(' | ')}`,
  );
  for (const name of sourceNames) {
    const made = performance.now();
    const source = await makeSource(root, name);
    const info = await probe(source);
    console.log(
      `\nSource ${name}: ${info.width}x${info.height} ${info.frameRate} fps ${info.durationSeconds.toFixed(1)} s ` +
        `(made in ${((performance.now() - made) / 1000).toFixed(1)} s)`,
    );
    const plan = planTranscode(info);
    for (const [mode, ladder] of [
      ['abr (before)', ABR_LADDER],
      ['capped crf (now)', LADDER],
    ] as const) {
      const figures = await encode(
        root,
        source,
        name,
        mode.split(' ')[0]!.replace(/\W/g, ''),
        withRungs(plan, ladder),
      );
      figures.mode = mode;
      encodes.push(figures);
      console.log(`${name}, ${mode}: ${figures.wallSeconds} s wall, ${figures.cpuSeconds} CPU-s`);
      console.table(figures.rungs);
    }
    if (!values['no-sweep']) {
      for (const crf of values.sweep.split(',').map(Number)) {
        const ladder = LADDER.map((rung) => ({ ...rung, crf }));
        const figures = await encode(
          root,
          source,
          name,
          `crf${crf}`,
          withRungs(plan, ladder, ['234p', '360p']),
        );
        figures.mode = `crf ${crf}`;
        sweep.push(figures);
        console.log(
          `${name}, sweep crf ${crf}: ${figures.rungs.map((r) => `${r.rung} ${r.averageKbps} kbit/s avg, ${r.peakKbps} peak`).join('; ')}`,
        );
      }
    }
    await fs.rm(source, { force: true });
  }

  const block = readmeBlock(encodes, sweep);
  console.log(`\n${block}`);
  const file = await writeResults('data-cost', undefined, {
    machine: machine({ load: os.loadavg() }),
    ffmpeg: await ffmpegVersion(),
    seconds,
    preset,
    ladder: LADDER,
    encodes,
    sweep,
  });
  console.log(`Figures written to ${path.relative(process.cwd(), file)}`);
  if (!values['no-readme'])
    console.log((await writeReadme(block)) ? 'bench/README.md updated' : 'bench/README.md unchanged');
} finally {
  if (values.keep) console.log(`Output kept in ${root}`);
  else await fs.rm(root, { recursive: true, force: true });
}

/** The figures as Markdown tables, as printed and as written into bench/README.md. */
function readmeBlock(all: readonly EncodeFigures[], crfs: readonly EncodeFigures[]): string {
  const lines: string[] = [];
  const rungNames = LADDER.map((rung) => rung.name).filter((name) =>
    all.some((e) => e.rungs.some((r) => r.rung === name)),
  );
  lines.push(
    `${seconds} s per source, ${WIDTH}x${HEIGHT} ${FPS} fps, x264 ${preset}, ${os.availableParallelism()} cores, ` +
      `${new Date().toISOString().slice(0, 10)}. kbit/s = measured AVERAGE-BANDWIDTH (video + audio + fMP4), ` +
      `peak = BANDWIDTH (worst segment), GB/h = average × 3600 s.`,
    '',
    `| source | rate control | ${rungNames.map((name) => `${name} avg / peak kbit/s`).join(' | ')} | Data saver (360p) GB/h | encode s (CPU-s) |`,
    `|---|---|${rungNames.map(() => '---:').join('|')}|---:|---:|`,
  );
  for (const figures of all) {
    const cells = rungNames.map((name) => {
      const rung = figures.rungs.find((r) => r.rung === name);
      return rung ? `${rung.averageKbps} / ${rung.peakKbps}` : '-';
    });
    const saver = figures.rungs.find((r) => r.rung === '360p');
    lines.push(
      `| ${figures.source} | ${figures.mode} | ${cells.join(' | ')} | ${saver ? saver.gbPerHour.toFixed(3) : '-'} | ${figures.wallSeconds} (${figures.cpuSeconds ?? '?'}) |`,
    );
  }
  lines.push('', '| mode | ' + rungNames.map((name) => `${name} GB/h (mean of sources)`).join(' | ') + ' |');
  lines.push(`|---|${rungNames.map(() => '---:').join('|')}|`);
  for (const mode of [...new Set(all.map((e) => e.mode))]) {
    const runs = all.filter((e) => e.mode === mode);
    const cells = rungNames.map((name) => {
      const values = runs.flatMap((e) => e.rungs.filter((r) => r.rung === name).map((r) => r.gbPerHour));
      return values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(3) : '-';
    });
    lines.push(`| ${mode} | ${cells.join(' | ')} |`);
  }
  if (crfs.length > 0) {
    lines.push(
      '',
      "CRF sweep of the low rungs at the ladder's caps (average / peak kbit/s, video + audio):",
      '',
    );
    const sources = [...new Set(crfs.map((e) => e.source))];
    lines.push(`| CRF | ${sources.map((s) => `${s} 234p | ${s} 360p`).join(' | ')} |`);
    lines.push(`|---|${sources.map(() => '---:|---:').join('|')}|`);
    for (const mode of [...new Set(crfs.map((e) => e.mode))]) {
      const cells = sources.flatMap((source) => {
        const run = crfs.find((e) => e.mode === mode && e.source === source);
        return ['234p', '360p'].map((name) => {
          const rung = run?.rungs.find((r) => r.rung === name);
          return rung ? `${rung.averageKbps} / ${rung.peakKbps}` : '-';
        });
      });
      lines.push(`| ${mode.replace('crf ', '')} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

async function writeReadme(block: string): Promise<boolean> {
  const readmePath = path.resolve(import.meta.dirname, '../README.md');
  const start = '<!-- bench:data-cost figures start -->';
  const end = '<!-- bench:data-cost figures end -->';
  const readme = await fs.readFile(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) {
    console.warn(`bench/README.md has no ${start} … ${end} block: not updated`);
    return false;
  }
  const next = `${readme.slice(0, from + start.length)}\n${block}\n${readme.slice(to)}`;
  if (next === readme) return false;
  await fs.writeFile(readmePath, next);
  return true;
}
