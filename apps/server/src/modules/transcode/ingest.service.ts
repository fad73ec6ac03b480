import { AD_CREATIVE_MAX_SECONDS, AD_CREATIVE_MIN_SECONDS } from '@mzansi/contracts/ads';
import type { ProbeInfo } from '@mzansi/media/ffprobe';
import { checkSource, fileExtension } from '@mzansi/media/source-check';
import { transcodeTimeoutSeconds } from '@mzansi/media/transcode-plan';
import { ensureJobQueue } from '../../adapters/queue/job-queue';
import { FfmpegError, probe, ProbeError } from '../../adapters/ffmpeg/ffmpeg-runner';
import type { AppContext } from '../../context';
import type { VideoPurpose } from '../../db/schema/index';
import { createTranscodeRepository } from './transcode.repository';

/** ffprobe gets this long to read an upload's headers (it reads little, even of a huge file). */
const PROBE_TIMEOUT_MS = 120_000;

export const INGEST_MESSAGES = {
  unreadable: 'This file is not a video we can read. Upload an MP4, MOV, M4V, MKV or WebM video.',
  noVideo: 'The file has no video stream.',
  noDuration: 'The video has no duration: the file may be cut short or still being recorded.',
  missingSource: 'The uploaded file is missing. Please upload it again.',
  probeTimeout: 'Checking the file took too long. Please try uploading it again.',
  adDuration: (seconds: number) =>
    `An ad creative lasts ${AD_CREATIVE_MIN_SECONDS} to ${AD_CREATIVE_MAX_SECONDS} seconds; this video lasts ${Math.round(seconds * 10) / 10} seconds.`,
} as const;

/** Why an upload cannot be an ad creative (issue 18): its length; null when it can, or is no creative. */
export function adCreativeProblem(purpose: VideoPurpose, durationSeconds: number): string | null {
  if (purpose !== 'ad') return null;
  if (durationSeconds < AD_CREATIVE_MIN_SECONDS - 0.05 || durationSeconds > AD_CREATIVE_MAX_SECONDS + 0.05) {
    return INGEST_MESSAGES.adDuration(durationSeconds);
  }
  return null;
}

/** Why ffprobe could not accept a file, in words for the uploader. */
export function probeFailureReason(error: unknown): string {
  if (error instanceof ProbeError) {
    if (error.reason === 'no-video') return INGEST_MESSAGES.noVideo;
    if (error.reason === 'no-duration') return INGEST_MESSAGES.noDuration;
    return INGEST_MESSAGES.unreadable;
  }
  if (error instanceof FfmpegError) return INGEST_MESSAGES.unreadable;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return INGEST_MESSAGES.probeTimeout;
  }
  throw error;
}

export type IngestResult = { ok: true; probe: ProbeInfo } | { ok: false; reason: string };

/**
 * The step between an upload and the transcode queue: uploaded -> probing, then either failed (reason kept,
 * source removed, never queued) or transcoding with a job queued for it.
 */
export function createIngestService(ctx: AppContext) {
  const repository = createTranscodeRepository(ctx.database.db);
  const log = ctx.logger.child({ module: 'ingest' });

  async function reject(videoId: string, sourceKey: string | null, reason: string): Promise<IngestResult> {
    await repository.markFailed(videoId, reason, ctx.clock.now());
    if (sourceKey) await ctx.storage.delete(sourceKey);
    log.info({ videoId, reason }, 'upload refused');
    return { ok: false, reason };
  }

  return {
    /** Probes a video's uploaded source and queues its transcode; idempotent for a video still in uploaded/probing. */
    async accept(videoId: string): Promise<IngestResult> {
      const video = await repository.get(videoId);
      if (!video) return { ok: false, reason: INGEST_MESSAGES.missingSource };
      if (
        !(await repository.advance(videoId, ['uploaded', 'probing'], { status: 'probing' }, ctx.clock.now()))
      ) {
        return { ok: false, reason: `The video is already ${video.status}.` };
      }
      if (!video.sourceKey || !(await ctx.storage.stat(video.sourceKey))) {
        return reject(videoId, video.sourceKey, INGEST_MESSAGES.missingSource);
      }

      let info: ProbeInfo;
      try {
        info = await ctx.storage.withLocalFile(video.sourceKey, (file) =>
          probe(file, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), binaryPath: ctx.config.ffprobePath }),
        );
      } catch (error) {
        return reject(videoId, video.sourceKey, probeFailureReason(error));
      }
      const check = checkSource(info, fileExtension(video.originalFilename ?? video.sourceKey));
      if (!check.ok) return reject(videoId, video.sourceKey, check.reason);
      const adProblem = adCreativeProblem(video.purpose, info.durationSeconds);
      if (adProblem) return reject(videoId, video.sourceKey, adProblem);

      await repository.advance(
        videoId,
        ['probing'],
        {
          status: 'transcoding',
          progress: 0,
          failureReason: null,
          durationSeconds: info.durationSeconds,
          width: info.width,
          height: info.height,
        },
        ctx.clock.now(),
      );
      try {
        await ensureJobQueue(ctx).queue.send(
          'transcode',
          { videoId },
          { singletonKey: videoId, expireInSeconds: transcodeTimeoutSeconds(info.durationSeconds) },
        );
      } catch (error) {
        // The video waits in `transcoding`; the worker's reconciliation queues it once the queue is back.
        log.error({ err: error, videoId }, 'could not queue the transcode');
      }
      return { ok: true, probe: info };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
