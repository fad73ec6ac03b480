import type { ProbeInfo } from '@mzansi/media/ffprobe';
import { AD_LADDER, LADDER } from '@mzansi/media/ladder';
import { planTranscode, transcodeTimeoutSeconds, type TranscodePlan } from '@mzansi/media/transcode-plan';
import { FfmpegError, probe } from '../../adapters/ffmpeg/ffmpeg-runner';
import { ensureJobQueue, JobShutdownError, type JobQueue } from '../../adapters/queue/job-queue';
import type { AppContext } from '../../context';
import type { Logger } from '../../logger';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { forgetMediaFiles } from '../media/playlist-preload';
import { adCreativeProblem, INGEST_MESSAGES, probeFailureReason, type IngestService } from './ingest.service';
import {
  buildHls,
  clearTranscodeWork,
  publishHls,
  syncCaptionFiles,
  videoKeys,
  type HlsBuild,
} from './transcode-files';
import { createRunClaims } from './run-claims';
import { createTranscodeRepository } from './transcode.repository';

/** Progress is written when it changes, at most this often. */
const PROGRESS_MIN_INTERVAL_MS = 1_000;
/** A run takes its claim (run-claims.ts) as it starts: one without a claim this long after it started is lost. */
export const CLAIM_GRACE_MS = 10_000;
/** An upload stuck in uploaded/probing this long lost its request (a crash): it is probed again. */
const INGEST_STALE_MS = 10 * 60_000;
/** Sources no video points at are removed once this old (an upload finishing right now is younger). */
const ORPHAN_SOURCE_AGE_MS = 60 * 60_000;

/** ffmpeg's reports that say the machine, not the file, is at fault: those runs are retried. */
const TRANSIENT_FFMPEG =
  /no space left|cannot allocate memory|resource temporarily unavailable|too many open files/i;

/** The video was deleted (or failed elsewhere) while its transcode ran. */
class VideoGoneError extends Error {
  constructor() {
    super('The video was removed while it was being transcoded');
    this.name = 'VideoGoneError';
  }
}

export interface TranscodeRunOptions {
  signal?: AbortSignal;
  attempt?: number;
  maxAttempts?: number;
  isLastAttempt?: boolean;
  /** the job's logger (its jobId and the requestId of the upload that queued it) */
  log?: Logger;
}

export type TranscodeOutcome = 'ready' | 'failed' | 'skipped';

export interface ReconcileReport {
  /** lost runs failed so they are retried */
  lostRuns: number;
  /** videos queued again (their job was missing) */
  requeued: number;
  /** uploads probed again after a crash */
  reprobed: number;
  /** videos whose last job failed for good, marked failed */
  failed: number;
  /** source files no video points at, removed */
  orphansRemoved: number;
}

/** The last line of ffmpeg's complaint, for a failure reason a person can pass on. */
function ffmpegReason(error: FfmpegError): string {
  const line = [...error.stderrTail].reverse().find((candidate) => candidate.trim()) ?? '';
  const detail = line.trim().slice(0, 200);
  return `ffmpeg could not transcode this video${detail ? `: ${detail}` : '.'}`;
}

function isPermanent(error: unknown, signal: AbortSignal): error is FfmpegError {
  return (
    error instanceof FfmpegError &&
    !signal.aborted &&
    error.exitCode !== null &&
    error.signal === null &&
    !TRANSIENT_FFMPEG.test(error.stderrTail.join('\n'))
  );
}

/** The transcode job: uploaded source -> fMP4 HLS ladder, poster, storyboard; and the worker's reconciliation. */
export function createTranscodeService(
  ctx: AppContext,
  deps: { ingest: IngestService; queue?: () => JobQueue },
) {
  const { ingest } = deps;
  const queue = deps.queue ?? (() => ensureJobQueue(ctx).queue);
  const repository = createTranscodeRepository(ctx.database.db);
  const log = ctx.logger.child({ module: 'transcode' });
  const claims = createRunClaims(ctx.database, log);

  async function fail(videoId: string, sourceKey: string | null, reason: string): Promise<TranscodeOutcome> {
    await repository.markFailed(videoId, reason, ctx.clock.now());
    if (sourceKey) await ctx.storage.delete(sourceKey);
    await clearTranscodeWork(ctx.storage, videoId);
    log.warn({ videoId, reason }, 'transcode failed');
    return 'failed';
  }

  /** Writes progress as ffmpeg reports it; aborts the run when the video disappears. */
  function progressWriter(videoId: string, abort: (reason: Error) => void) {
    let written = -1;
    let writtenAt = 0;
    let chain: Promise<void> = Promise.resolve();
    const write = (percent: number) => {
      written = percent;
      writtenAt = Date.now();
      chain = chain
        .then(async () => {
          if (!(await repository.setProgress(videoId, percent, ctx.clock.now()))) abort(new VideoGoneError());
        })
        .catch((error: unknown) => log.warn({ err: error, videoId }, 'could not save transcode progress'));
    };
    return {
      report(percent: number) {
        const now = Date.now();
        const changed = percent !== written && now - writtenAt >= PROGRESS_MIN_INTERVAL_MS;
        if (changed) write(percent);
      },
      set: write,
      flush: () => chain,
    };
  }

  return {
    /** Marks the video's transcode as running in this live process, until the returned function is called. */
    claim: (videoId: string) => claims.hold(videoId),

    /**
     * Transcodes one video. Idempotent: a ready, failed or deleted video is skipped; a rerun after a crash starts
     * from the source again in a fresh staging directory, so nothing is written twice. Throws on errors worth a
     * retry (a crash, an abort, a full disk); refusals by ffmpeg fail the video at once.
     */
    async run(videoId: string, options: TranscodeRunOptions = {}): Promise<TranscodeOutcome> {
      const runLog = options.log?.child({ module: 'transcode' }) ?? log;
      const video = await repository.get(videoId);
      if (!video || video.status === 'ready' || video.status === 'failed') return 'skipped';
      if (!video.sourceKey || !(await ctx.storage.stat(video.sourceKey))) {
        return fail(videoId, video.sourceKey, INGEST_MESSAGES.missingSource);
      }
      const sourceKey = video.sourceKey;
      if (
        !(await repository.advance(
          videoId,
          ['uploaded', 'probing', 'transcoding'],
          { status: 'transcoding', progress: 0, failureReason: null },
          ctx.clock.now(),
        ))
      ) {
        return 'skipped';
      }

      const controller = new AbortController();
      const forward = () => controller.abort(options.signal?.reason);
      if (options.signal?.aborted) forward();
      options.signal?.addEventListener('abort', forward, { once: true });
      const signal = controller.signal;
      const progress = progressWriter(videoId, (reason) => controller.abort(reason));
      try {
        await clearTranscodeWork(ctx.storage, videoId);
        const started = performance.now();
        // ffprobe and ffmpeg read a local file: the stored one, or (object storage) a download kept for the encode.
        const outcome = await ctx.storage.withLocalFile(
          sourceKey,
          async (
            sourcePath,
          ): Promise<{ failed: string } | { build: HlsBuild; info: ProbeInfo; plan: TranscodePlan }> => {
            let info: ProbeInfo;
            try {
              info = await probe(sourcePath, { signal, binaryPath: ctx.config.ffprobePath });
            } catch (error) {
              if (signal.aborted) throw signal.reason ?? error;
              return { failed: probeFailureReason(error) };
            }
            const adProblem = adCreativeProblem(video.purpose, info.durationSeconds);
            if (adProblem) return { failed: adProblem };
            // Ad creatives (issue 18) get their own small ladder.
            const plan = planTranscode(info, video.purpose === 'ad' ? AD_LADDER : LADDER);
            try {
              const build = await buildHls({
                storage: ctx.storage,
                videoId,
                sourcePath,
                probe: info,
                plan,
                preset: ctx.config.transcode.preset,
                ffmpegPath: ctx.config.ffmpegPath,
                captions: video.captions,
                signal,
                // The encode is most of the work; the sprite, measuring and publishing take the last few percent.
                onProgress: (percent) => progress.report(Math.min(95, Math.floor(percent * 0.95))),
              });
              return { build, info, plan };
            } catch (error) {
              if (isPermanent(error, signal)) return { failed: ffmpegReason(error) };
              throw signal.aborted ? (signal.reason ?? error) : error;
            }
          },
        );
        if ('failed' in outcome) return fail(videoId, sourceKey, outcome.failed);
        const { build, info, plan } = outcome;
        // Above 1 the worker encodes faster than the media plays: how many workers a backlog needs.
        const encodeSeconds = (performance.now() - started) / 1000;
        if (encodeSeconds > 0 && info.durationSeconds > 0) {
          ctx.metrics.transcodeRealtimeFactor.observe(info.durationSeconds / encodeSeconds);
        }
        progress.set(98);
        await progress.flush();
        if (signal.aborted) throw signal.reason;

        const current = await repository.get(videoId);
        if (!current || current.status !== 'transcoding') throw new VideoGoneError();
        await publishHls(ctx.storage, videoId, build);
        const ready = await repository.markReady(
          videoId,
          {
            renditions: build.renditions,
            storagePrefix: videoKeys.dir(videoId),
            posterKey: videoKeys.poster(videoId),
            storyboardKey: videoKeys.storyboard(videoId),
          },
          ctx.clock.now(),
        );
        if (!ready) return 'skipped';
        await ctx.storage.delete(sourceKey);
        // A published title may now list this video (a new trailer or episode).
        if (ready.titleId) invalidateCatalogue(ctx);
        // Captions added while the encode ran are not in the new output yet.
        await syncCaptionFiles(ctx.storage, ready);
        // A video encoded again replaces its files at the same URLs (this process's media cache; others' expire).
        forgetMediaFiles(ctx, videoKeys.dir(videoId));
        runLog.info(
          {
            videoId,
            rungs: plan.rungs.map((rung) => rung.name),
            seconds: Math.round(performance.now() - started) / 1000,
            durationSeconds: info.durationSeconds,
          },
          'transcode ready',
        );
        return 'ready';
      } catch (error) {
        if (error instanceof VideoGoneError || signal.reason instanceof VideoGoneError) {
          await clearTranscodeWork(ctx.storage, videoId);
          return 'skipped';
        }
        // A shutdown hands the job back without using an attempt: never the video's fault.
        if (options.isLastAttempt && !(signal.reason instanceof JobShutdownError)) {
          const attempts = options.maxAttempts ?? options.attempt ?? 1;
          const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
          await fail(videoId, sourceKey, `Transcoding failed ${attempts} times. Last error: ${detail}`);
        } else {
          await clearTranscodeWork(ctx.storage, videoId);
        }
        throw error;
      } finally {
        options.signal?.removeEventListener('abort', forward);
        await progress.flush();
      }
    },

    /**
     * Puts right what a crash can leave behind: runs whose process died (failed so they are retried), videos in
     * transcoding without a job (queued again, or failed when their last job failed for good), uploads stuck in
     * probing (probed again), and source files nobody points at. `startup` with the embedded database: no other
     * process can be running a job, so every running job is lost.
     */
    async reconcile(options: { startup?: boolean } = {}): Promise<ReconcileReport> {
      const report: ReconcileReport = { lostRuns: 0, requeued: 0, reprobed: 0, failed: 0, orphansRemoved: 0 };
      const jobs = queue();
      const now = ctx.clock.now();

      const active = await jobs.activeJobs('transcode');
      const held = await claims.held(active.flatMap((job) => (job.singletonKey ? [job.singletonKey] : [])));
      // A run is lost when no live process holds its claim (a moment after it started, when it takes it). With
      // the embedded database nobody can tell, but at startup no other process can be running a job.
      const lost = held
        ? active
            .filter(
              (job) =>
                job.singletonKey &&
                !held.has(job.singletonKey) &&
                (job.startedOn?.getTime() ?? 0) < now.getTime() - CLAIM_GRACE_MS,
            )
            .map((job) => job.id)
        : options.startup
          ? active.map((job) => job.id)
          : [];
      if (lost.length > 0) {
        await jobs.fail('transcode', lost, 'The worker running this job stopped; it will be retried.');
        report.lostRuns = lost.length;
      }

      const unfinished = await repository.unfinished();
      const latest = await jobs.latestJobs(
        'transcode',
        unfinished.filter((video) => video.status === 'transcoding').map((video) => video.id),
      );
      for (const video of unfinished) {
        if (video.status !== 'transcoding') {
          if (video.updatedAt.getTime() < now.getTime() - INGEST_STALE_MS) {
            await repository.advance(video.id, ['probing'], { status: 'uploaded' }, now);
            await ingest.accept(video.id);
            report.reprobed += 1;
          }
          continue;
        }
        const job = latest.get(video.id);
        if (job && (job.state === 'created' || job.state === 'retry' || job.state === 'active')) continue;
        if (job?.state === 'failed') {
          const message =
            typeof job.output === 'object' && job.output && 'message' in job.output
              ? String(job.output.message)
              : 'unknown error';
          await fail(video.id, video.sourceKey, `Transcoding failed. Last error: ${message}`);
          report.failed += 1;
          continue;
        }
        const current = await repository.get(video.id);
        await jobs.send(
          'transcode',
          { videoId: video.id },
          {
            singletonKey: video.id,
            expireInSeconds: transcodeTimeoutSeconds(current?.durationSeconds ?? 3600),
          },
        );
        report.requeued += 1;
      }

      const sources = await ctx.storage.list('sources', 10_000);
      const referenced = await repository.referencedSources(sources.map((source) => source.key));
      for (const source of sources) {
        if (referenced.has(source.key)) continue;
        if (source.modifiedAt.getTime() > now.getTime() - ORPHAN_SOURCE_AGE_MS) continue;
        await ctx.storage.delete(source.key);
        report.orphansRemoved += 1;
      }
      if (Object.values(report).some((count) => count > 0)) log.info(report, 'transcode queue reconciled');
      return report;
    },
  };
}

export type TranscodeService = ReturnType<typeof createTranscodeService>;
