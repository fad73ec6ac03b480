import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@mzansi/i18n/languages';
import type { Database } from '../../db/client';
import { videos, watchHistory, watchProgress } from '../../db/schema/index';
import { queryRows } from '../../db/sql';
import { isVisible, listColumns, type TitleListRow, withinMaturity } from '../../db/title-list';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import type { ProfileOwner } from '../viewer-profiles/owner';

export interface ProgressVideo {
  id: string;
  kind: 'trailer' | 'main';
  status: string;
  titleId: string | null;
  episodeId: string | null;
  durationSeconds: number | null;
}

export interface ProgressRow extends TitleListRow {
  videoId: string;
  titleId: string;
  episodeId: string | null;
  episodeLabel: string | null;
  positionSeconds: number;
  durationSeconds: number;
  completed: boolean;
  updatedAt: Date | string;
}

export interface HistoryRow extends TitleListRow {
  entryId: string;
  titleId: string;
  watchedAt: Date | string;
  watchCount: number;
  lastVideoId: string | null;
  episodeLabel: string | null;
}

export interface ProgressWrite {
  owner: ProfileOwner;
  videoId: string;
  titleId: string;
  episodeId: string | null;
  positionSeconds: number;
  durationSeconds: number;
  completed: boolean;
  now: Date;
  /** a history row last touched before this starts a new viewing session (watch_count + 1) */
  newSessionBefore: Date;
}

/** "S1 E2 · Name" of an episode, for a query where `e` is the episode and `se` its season. */
const EPISODE_LABEL = sql`case when e.id is null then null
  else 'S' || se.number || ' E' || e.number || ' · ' || e.name end`;

export function createHistoryRepository(db: Database) {
  return {
    async video(videoId: string): Promise<ProgressVideo | undefined> {
      const [row] = await db
        .select({
          id: videos.id,
          kind: videos.kind,
          status: videos.status,
          titleId: videos.titleId,
          episodeId: videos.episodeId,
          durationSeconds: videos.durationSeconds,
        })
        .from(videos)
        .where(eq(videos.id, videoId))
        .limit(1);
      return row;
    },

    /** Upserts where the viewer is in the video and the title's history row, in one transaction. */
    async save(write: ProgressWrite): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(watchProgress)
          .values({
            userId: write.owner.userId,
            profileId: write.owner.profileId,
            videoId: write.videoId,
            titleId: write.titleId,
            episodeId: write.episodeId,
            positionSeconds: write.positionSeconds,
            durationSeconds: write.durationSeconds,
            completed: write.completed,
            updatedAt: write.now,
          })
          .onConflictDoUpdate({
            target: [watchProgress.profileId, watchProgress.videoId],
            set: {
              positionSeconds: write.positionSeconds,
              durationSeconds: write.durationSeconds,
              completed: write.completed,
              updatedAt: write.now,
            },
          });
        await tx
          .insert(watchHistory)
          .values({
            userId: write.owner.userId,
            profileId: write.owner.profileId,
            titleId: write.titleId,
            lastVideoId: write.videoId,
            lastEpisodeId: write.episodeId,
            watchCount: 1,
            watchedAt: write.now,
          })
          .onConflictDoUpdate({
            target: [watchHistory.profileId, watchHistory.titleId],
            set: {
              lastVideoId: write.videoId,
              lastEpisodeId: write.episodeId,
              // Saves every few seconds belong to one viewing; a save after a long pause starts the next one.
              watchCount: sql`case when ${watchHistory.watchedAt} < ${write.newSessionBefore.toISOString()}::timestamptz
                then least(${watchHistory.watchCount} + 1, 32767) else ${watchHistory.watchCount} end`,
              watchedAt: write.now,
            },
          });
      });
    },

    async position(profileId: string, videoId: string) {
      const [row] = await db
        .select({ positionSeconds: watchProgress.positionSeconds, completed: watchProgress.completed })
        .from(watchProgress)
        .where(and(eq(watchProgress.profileId, profileId), eq(watchProgress.videoId, videoId)))
        .limit(1);
      return row;
    },

    /**
     * Per visible title within the maturity limit the most recently saved video, kept only when unfinished; newest
     * first. A limit lowered since hides a title; its rows stay.
     */
    continueWatching: (
      now: Date,
      profileId: string,
      limit: number,
      language: Language,
      maturity: MaturityLimit,
    ) =>
      queryRows<ProgressRow>(
        db,
        sql`select * from (
            select distinct on (p.title_id)
              p.video_id as "videoId", p.title_id as "titleId", p.episode_id as "episodeId",
              ${EPISODE_LABEL} as "episodeLabel",
              p.position_seconds as "positionSeconds", p.duration_seconds as "durationSeconds",
              p.completed, p.updated_at as "updatedAt", ${listColumns(language)}
            from watch_progress p
            join titles t on t.id = p.title_id
            join videos v on v.id = p.video_id
            left join episodes e on e.id = p.episode_id
            left join seasons se on se.id = e.season_id
            where p.profile_id = ${profileId} and v.status = 'ready' and ${isVisible(now)}
              and ${withinMaturity(maturity)}
            order by p.title_id, p.updated_at desc, p.video_id
          ) latest
          where not latest.completed
          order by latest."updatedAt" desc, latest."videoId"
          limit ${limit}`,
      ),

    /** The profile's watched titles within its maturity limit (rows above it stay, hidden), newest first. */
    history: (now: Date, profileId: string, limit: number, language: Language, maturity: MaturityLimit) =>
      queryRows<HistoryRow>(
        db,
        sql`select h.id as "entryId", h.title_id as "titleId", h.watched_at as "watchedAt",
            h.watch_count as "watchCount", h.last_video_id as "lastVideoId", ${EPISODE_LABEL} as "episodeLabel",
            ${listColumns(language)}
          from watch_history h
          join titles t on t.id = h.title_id
          left join episodes e on e.id = h.last_episode_id
          left join seasons se on se.id = e.season_id
          where h.profile_id = ${profileId} and ${isVisible(now)} and ${withinMaturity(maturity)}
          order by h.watched_at desc, h.id
          limit ${limit}`,
      ),

    /** Forgets one title (history and progress); false when there was nothing to forget. */
    async removeTitle(profileId: string, titleId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const history = await tx
          .delete(watchHistory)
          .where(and(eq(watchHistory.profileId, profileId), eq(watchHistory.titleId, titleId)))
          .returning({ id: watchHistory.id });
        const progress = await tx
          .delete(watchProgress)
          .where(and(eq(watchProgress.profileId, profileId), eq(watchProgress.titleId, titleId)))
          .returning({ videoId: watchProgress.videoId });
        return history.length + progress.length > 0;
      });
    },

    async clear(profileId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(watchHistory).where(eq(watchHistory.profileId, profileId));
        await tx.delete(watchProgress).where(eq(watchProgress.profileId, profileId));
      });
    },
  };
}
