import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { storeToolOutput } from '../adapters/storage/storage';
import type { AppContext } from '../context';
import { titles, videos } from '../db/schema/index';
import { forgetMediaFiles } from '../modules/media/playlist-preload';
import { videoKeys } from '../modules/transcode/transcode-files';
import { artworkHash, generateTitleArtwork } from './artwork';
import {
  deleteDemoCatalogue,
  demoArtworkJobs,
  demoTitleIds,
  demoVideoJobs,
  insertDemoCatalogue,
} from './demo-catalogue';
import { deleteDemoAccounts, ensureDemoAccounts } from './demo-accounts';
import { deleteDemoAds, demoAdVideoJobs, ensureDemoAds } from './demo-ads';
import { DEMO_MARKER, generateDemoMedia, isOutdatedClip } from './demo-media';

export interface SeedOptions {
  /** delete the demo rows first and rebuild them (generated files on disk are reused) */
  reset?: boolean;
  onProgress?: (message: string) => void;
}

export interface SeedReport {
  catalogueCreated: boolean;
  artworkGenerated: number;
  /** clips encoded now; clips whose files were already on disk are counted in videosReused */
  videosGenerated: number;
  videosReused: number;
  seconds: number;
}

/**
 * Brings the demo catalogue, its artwork and media, and the demo accounts to a complete state. Idempotent: a run
 * after an interrupted one finishes the missing parts; a run on a complete demo does a few queries.
 */
export async function seedDemo(ctx: AppContext, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const { db } = ctx.database;
  const say = options.onProgress ?? (() => {});
  const now = ctx.clock.now();

  if (options.reset) {
    say('Removing the demo catalogue and demo accounts…');
    await deleteDemoCatalogue(db);
    await deleteDemoAds(db);
    await deleteDemoAccounts(db);
  }

  const ids = demoTitleIds();
  const [present] = await db.select({ id: titles.id }).from(titles).where(inArray(titles.id, ids)).limit(1);
  const catalogueCreated = !present;
  if (catalogueCreated) {
    say(`Creating the demo catalogue (${ids.length} titles)…`);
    await insertDemoCatalogue(db, now);
  }

  // Artwork is (re)drawn when missing or made by an older version of the drawing code (its hash is in the name).
  const storedArtwork = new Map(
    (
      await db
        .select({ id: titles.id, artwork: titles.artwork, uploaded: titles.uploadedArtwork })
        .from(titles)
        .where(inArray(titles.id, ids))
    ).map((row) => [row.id, row]),
  );
  // Artwork uploaded in the studio (issue 19) is never drawn over.
  const artworkJobs = demoArtworkJobs().filter((job) => {
    const stored = storedArtwork.get(job.titleId);
    return (
      stored !== undefined &&
      !stored.uploaded?.poster &&
      !stored.uploaded?.backdrop &&
      !stored.artwork?.poster.base.endsWith(artworkHash(job))
    );
  });
  for (const job of artworkJobs) {
    const keyPrefix = `artwork/titles/${job.titleId}`;
    const artwork = await storeToolOutput(ctx.storage, keyPrefix, (dir) =>
      generateTitleArtwork(job, dir, keyPrefix),
    );
    await db.update(titles).set({ artwork, updatedAt: new Date() }).where(eq(titles.id, job.titleId));
  }
  if (artworkJobs.length > 0) say(`Artwork ready for ${artworkJobs.length} titles.`);

  // The house ad campaigns (issue 18) and their creatives' rows; the creatives are generated with the clips.
  await ensureDemoAds(db, now, ctx.config.publicUrl);
  const allJobs = [...demoVideoJobs(), ...demoAdVideoJobs()];
  const pending = new Set(
    (
      await db
        .select({ id: videos.id })
        .from(videos)
        .where(
          and(
            inArray(
              videos.id,
              allJobs.map((job) => job.videoId),
            ),
            ne(videos.status, 'ready'),
          ),
        )
    ).map((row) => row.id),
  );
  // A ready clip made by an older generator (or for other tracks) is made again: its marker on disk says so.
  // ffmpeg writes each clip into a local scratch directory, published to storage when done (a rename on disk, an
  // upload to a bucket). The clip's `.complete` marker is fetched there first, so an unchanged clip is reused rather
  // than encoded again at every start.
  const scratchName = (videoId: string) => `seed/videos/${videoId}`;
  const outputDir = (videoId: string) => ctx.storage.scratchPath(scratchName(videoId));
  for (const job of allJobs) {
    const marker = `${videoKeys.dir(job.videoId)}/${DEMO_MARKER}`;
    await ctx.storage.clearScratch(scratchName(job.videoId));
    if (!(await ctx.storage.stat(marker))) continue;
    await fs.mkdir(outputDir(job.videoId), { recursive: true });
    await fs.writeFile(path.join(outputDir(job.videoId), DEMO_MARKER), await ctx.storage.read(marker));
  }
  const outdated = await Promise.all(
    allJobs.map((job) => isOutdatedClip({ ...job, outputDir: outputDir(job.videoId) })),
  );
  const videoJobs = allJobs.filter((job, index) => pending.has(job.videoId) || outdated[index]);
  let videosReused = 0;
  if (videoJobs.length > 0) {
    const concurrency = ctx.config.demoMediaConcurrency ?? os.availableParallelism();
    say(`Preparing demo video for ${videoJobs.length} clips with ffmpeg (${concurrency} at a time)…`);
    let lastReported = 0;
    await generateDemoMedia(
      videoJobs.map((job) => ({ ...job, outputDir: outputDir(job.videoId) })),
      {
        concurrency,
        onResult: async (job, result) => {
          if (result.reused) videosReused += 1;
          // The studio keeps caption originals outside the video's directory (it rebuilds captions/ from them).
          for (const caption of result.captions) {
            await ctx.storage.put(
              videoKeys.captionOriginal(job.videoId, caption.lang),
              result.reused
                ? await ctx.storage.read(`${videoKeys.dir(job.videoId)}/${caption.path}`)
                : await fs.readFile(path.join(job.outputDir, caption.path)),
            );
          }
          if (result.reused) await ctx.storage.clearScratch(scratchName(job.videoId));
          else await ctx.storage.publishDirectory(job.outputDir, videoKeys.dir(job.videoId));
          await db
            .update(videos)
            .set({
              status: 'ready',
              progress: 100,
              durationSeconds: result.durationSeconds,
              width: result.width,
              height: result.height,
              renditions: result.renditions,
              captions: result.captions,
              audioTracks: result.audioTracks,
              posterKey: `videos/${job.videoId}/poster.jpg`,
              storyboardKey: result.storyboard ? `videos/${job.videoId}/storyboard.vtt` : null,
              readyAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(videos.id, job.videoId));
          // A clip made again (new tracks) replaced its files at the same URLs.
          if (!result.reused) forgetMediaFiles(ctx, videoKeys.dir(job.videoId));
        },
        onProgress: (done, total) => {
          if (done === total || performance.now() - lastReported > 5000) {
            lastReported = performance.now();
            say(`  demo video ${done}/${total}`);
          }
        },
      },
    );
  }

  await ensureDemoAccounts(db, now);
  return {
    catalogueCreated,
    artworkGenerated: artworkJobs.length,
    videosGenerated: videoJobs.length - videosReused,
    videosReused,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
