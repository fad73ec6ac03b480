import type { HistoryEntry, ProgressEntry, SaveProgressRequest } from '@mzansi/contracts/playback';
import type { Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { toListItem } from '../catalog/catalog.service';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import type { ProfileOwner } from '../viewer-profiles/owner';
import { createHistoryRepository } from './history.repository';
import { localised } from '../../i18n/translate';

/**
 * A video counts as watched at 95% of its length, or with under 30 s left of a video of 5 minutes or more (end
 * credits). Short clips (the demo's 8-16 s ones) are not "finished" the moment they start.
 */
export function isCompleted(positionSeconds: number, durationSeconds: number): boolean {
  if (!(durationSeconds > 0)) return false;
  return (
    positionSeconds >= durationSeconds * 0.95 ||
    (durationSeconds >= 300 && durationSeconds - positionSeconds <= 30)
  );
}

/** Saves of one title this close together are one viewing (watch_count counts viewings, not saves). */
export const VIEWING_GAP_MS = 30 * 60_000;
export const CONTINUE_WATCHING_LIMIT = 40;
export const HISTORY_LIMIT = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Watch progress (resume, Continue watching) and watch history, always of the calling user. */
export function createHistoryService(ctx: AppContext) {
  const repository = createHistoryRepository(ctx.database.db);

  return {
    /**
     * Records where the viewer is in a video. Trailers are not tracked (nothing to resume, no history entry);
     * the stored duration wins over the player's when the video has one.
     */
    async save(owner: ProfileOwner, input: SaveProgressRequest): Promise<void> {
      const video = await repository.video(input.videoId);
      if (!video || video.status !== 'ready')
        throw new AppError('not_found', localised('messages:signedUrl404'));
      if (video.kind !== 'main' || !video.titleId) return;
      const duration =
        video.durationSeconds && video.durationSeconds > 0 ? video.durationSeconds : input.durationSeconds;
      const position = duration > 0 ? Math.min(input.positionSeconds, duration) : input.positionSeconds;
      const now = ctx.clock.now();
      await repository.save({
        owner,
        videoId: video.id,
        titleId: video.titleId,
        episodeId: video.episodeId,
        positionSeconds: position,
        durationSeconds: duration,
        completed: isCompleted(position, duration),
        now,
        newSessionBefore: new Date(now.getTime() - VIEWING_GAP_MS),
      });
    },

    /** Where to resume a video: null when never started, finished, or still at the very start. */
    async resumeFrom(owner: ProfileOwner, videoId: string): Promise<number | null> {
      const row = await repository.position(owner.profileId, videoId);
      if (!row || row.completed || row.positionSeconds < 1) return null;
      return row.positionSeconds;
    },

    /** Continue watching: only titles the profile's maturity limit allows (D74). */
    async continueWatching(
      owner: ProfileOwner,
      language: Language,
      maturity: MaturityLimit,
    ): Promise<ProgressEntry[]> {
      const rows = await repository.continueWatching(
        ctx.clock.now(),
        owner.profileId,
        CONTINUE_WATCHING_LIMIT,
        language,
        maturity,
      );
      return rows.map((row) => ({
        videoId: row.videoId,
        titleId: row.titleId,
        episodeId: row.episodeId,
        episodeLabel: row.episodeLabel,
        positionSeconds: row.positionSeconds,
        durationSeconds: row.durationSeconds,
        completed: row.completed,
        updatedAt: iso(row.updatedAt),
        video: toListItem(row),
      }));
    },

    /** The watch history: only titles the profile's maturity limit allows (D74). */
    async history(owner: ProfileOwner, language: Language, maturity: MaturityLimit): Promise<HistoryEntry[]> {
      const rows = await repository.history(
        ctx.clock.now(),
        owner.profileId,
        HISTORY_LIMIT,
        language,
        maturity,
      );
      return rows.map((row) => ({
        id: row.entryId,
        titleId: row.titleId,
        watchedAt: iso(row.watchedAt),
        watchCount: Number(row.watchCount),
        lastVideoId: row.lastVideoId,
        episodeLabel: row.episodeLabel,
        video: toListItem(row),
      }));
    },

    async remove(owner: ProfileOwner, titleId: string): Promise<void> {
      if (!(await repository.removeTitle(owner.profileId, titleId))) {
        throw new AppError('not_found', localised('errors:history.notInHistory'));
      }
    },

    clear: (owner: ProfileOwner) => repository.clear(owner.profileId),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
