/**
 * Seed media benchmark: encodes a sample of the real demo clips (trailers, features and episodes in catalogue
 * proportions) and draws a sample of title artwork, then projects the time for the whole demo catalogue.
 *
 *   npx tsx bench/demo-media.bench.ts [--clips 6] [--titles 6] [--concurrency <cores>]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoArtworkJobs, demoVideoJobs, type DemoVideoJob } from '../apps/server/src/seed/demo-catalogue';
import { generateTitleArtwork } from '../apps/server/src/seed/artwork';
import { generateDemoMedia } from '../apps/server/src/seed/demo-media';

const { values } = parseArgs({
  options: {
    clips: { type: 'string', default: '6' },
    titles: { type: 'string', default: '6' },
    concurrency: { type: 'string', default: String(os.availableParallelism()) },
  },
});
const clipCount = Number(values.clips);
const titleCount = Number(values.titles);
const concurrency = Number(values.concurrency);

/** Busy CPU time of the whole machine, so ffmpeg child processes are counted too. */
function machineCpuSeconds(): number {
  return os
    .cpus()
    .reduce((sum, cpu) => sum + (cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq) / 1000, 0);
}

/** A sample whose mix of clip lengths matches the catalogue's. */
function sample(jobs: DemoVideoJob[], count: number): DemoVideoJob[] {
  const groups = new Map<number, DemoVideoJob[]>();
  for (const job of jobs) groups.set(job.durationSeconds, [...(groups.get(job.durationSeconds) ?? []), job]);
  const picked: DemoVideoJob[] = [];
  for (const [, group] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const share = Math.max(1, Math.round((count * group.length) / jobs.length));
    picked.push(...group.slice(0, share));
  }
  return picked.slice(0, count);
}

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-bench-'));
try {
  const all = demoVideoJobs();
  const jobs = sample(all, clipCount);
  const totalSeconds = all.reduce((sum, job) => sum + job.durationSeconds, 0);
  const sampleSeconds = jobs.reduce((sum, job) => sum + job.durationSeconds, 0);

  const cpuBefore = machineCpuSeconds();
  const started = performance.now();
  await generateDemoMedia(
    jobs.map((job) => ({ ...job, outputDir: path.join(root, 'videos', job.videoId) })),
    { concurrency },
  );
  const wall = (performance.now() - started) / 1000;
  const cpu = machineCpuSeconds() - cpuBefore;
  const projected = (wall / sampleSeconds) * totalSeconds;

  console.log(
    `Demo clips: ${jobs.length} (${jobs.map((job) => `${job.durationSeconds}s`).join(' ')}) = ${sampleSeconds}s of video`,
  );
  console.log(`  concurrency ${concurrency} on ${os.availableParallelism()} cores`);
  console.log(
    `  wall ${wall.toFixed(2)}s = ${(wall / jobs.length).toFixed(2)}s per clip, ${((wall / sampleSeconds) * 1000).toFixed(0)} ms per video second`,
  );
  console.log(`  CPU ${cpu.toFixed(1)}s = ${(cpu / sampleSeconds).toFixed(3)} CPU-s per video second`);
  console.log(
    `  projected for the catalogue: ${all.length} clips, ${totalSeconds}s of video -> ${projected.toFixed(0)}s`,
  );

  const titles = demoArtworkJobs().slice(0, titleCount);
  const artStarted = performance.now();
  for (const title of titles) {
    await generateTitleArtwork(
      title,
      path.join(root, 'artwork', title.titleId),
      `artwork/titles/${title.titleId}`,
    );
  }
  const artMs = (performance.now() - artStarted) / titles.length;
  console.log(`Artwork: ${titles.length} titles, ${artMs.toFixed(0)} ms per title (6 WebP files each)`);
  console.log(
    `  projected for the catalogue: ${demoArtworkJobs().length} titles -> ${((artMs * demoArtworkJobs().length) / 1000).toFixed(1)}s`,
  );
} finally {
  await fs.rm(root, { recursive: true, force: true });
}
