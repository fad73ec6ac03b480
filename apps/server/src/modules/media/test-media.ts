import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { videos } from '../../db/schema/index';
import { generateDemoMedia, type DemoVideoJob, type DemoVideoResult } from '../../seed/demo-media';
import { demoIds } from '../../seed/demo-ids';

/**
 * Real HLS for integration tests (token matrix, ranges, nginx): two short demo clips of one title, encoded once
 * into a cached storage folder shared by every test file and run (about 10 CPU-seconds the first time). The
 * template database's video rows are not ready; `markReady` points them at these files in a test's own database.
 */
export const TEST_MEDIA = {
  titleId: demoIds.title('umkhokha'),
  trailer: demoIds.trailer('umkhokha'),
  main: demoIds.main('umkhokha'),
} as const;

/** Repository root/.cache/test-media: kept between runs, ignored by git. */
export const TEST_MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../.cache/test-media',
);

const JOBS: DemoVideoJob[] = [
  { videoId: TEST_MEDIA.trailer, label: 'Official Trailer' },
  { videoId: TEST_MEDIA.main, label: 'Feature' },
].map((job) => ({
  ...job,
  title: 'Umkhokha',
  look: { palette: ['#1c0d0b', '#7a2e1f', '#d9a441'], motif: 'moon' },
  durationSeconds: 8,
  outputDir: path.join(TEST_MEDIA_DIR, 'videos', job.videoId),
}));

const LOCK_STALE_MS = 10 * 60_000;

/** Whether the lock's holder is gone: its process no longer runs, or it has held the lock implausibly long. */
async function isStale(lockDir: string): Promise<boolean> {
  const stat = await fs.stat(lockDir).catch(() => null);
  if (!stat) return false;
  if (Date.now() - stat.mtimeMs > LOCK_STALE_MS) return true;
  const pid = Number(await fs.readFile(path.join(lockDir, 'pid'), 'utf8').catch(() => ''));
  if (!(pid > 0)) return Date.now() - stat.mtimeMs > 5000; // created, pid not written yet (or never)
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** An exclusive lock across test processes (mkdir is atomic); the lock of a process that died is taken over. */
async function withLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      await fs.writeFile(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await isStale(lockDir)) {
        await fs.rm(lockDir, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}

let generated: Promise<Map<string, DemoVideoResult>> | undefined;

/** Encodes the clips if they are not on disk yet; returns the storage folder and what each clip holds. */
export async function ensureTestMedia(): Promise<{
  storageDir: string;
  results: Map<string, DemoVideoResult>;
}> {
  generated ??= (async () => {
    await fs.mkdir(TEST_MEDIA_DIR, { recursive: true });
    const results = await withLock(path.join(TEST_MEDIA_DIR, '.lock'), () =>
      generateDemoMedia(JOBS, { concurrency: 2 }),
    );
    return new Map(JOBS.map((job, index) => [job.videoId, results[index]!]));
  })();
  return { storageDir: TEST_MEDIA_DIR, results: await generated };
}

/** Marks the clips' video rows ready in a test database, as the transcoder would. */
export async function markReady(db: Database, results: Map<string, DemoVideoResult>): Promise<void> {
  for (const [videoId, result] of results) {
    await db
      .update(videos)
      .set({
        status: 'ready',
        progress: 100,
        durationSeconds: result.durationSeconds,
        width: result.width,
        height: result.height,
        renditions: result.renditions,
        posterKey: `videos/${videoId}/poster.jpg`,
        storyboardKey: `videos/${videoId}/storyboard.vtt`,
        readyAt: new Date(),
      })
      .where(eq(videos.id, videoId));
  }
}
