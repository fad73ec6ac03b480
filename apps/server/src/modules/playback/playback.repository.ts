import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

/** A video asset with what entitlement needs to know about it and its title. */
export interface PlayableVideo {
  id: string;
  kind: 'trailer' | 'main';
  /** 'ad': an ad creative (issue 18), never played through a playback grant */
  purpose: 'programme' | 'ad';
  status: string;
  durationSeconds: number | null;
  /** the title's original (spoken) language; null when attached to no title */
  titleLanguage: string | null;
  titleId: string | null;
  createdBy: string | null;
  /** null when the video is attached to no title */
  titleIsPremium: boolean | null;
  /** the title's FPB classification (null when the video is attached to no title) */
  titleAgeRating: string | null;
  /** the title is published and its publication time has come */
  titleVisible: boolean;
}

/** Repeated grants of one video to one user within this window count as one play (token refreshes, reloads). */
export const PLAY_DEDUPE_MS = 30 * 60_000;

export function createPlaybackRepository(db: Database) {
  return {
    async video(now: Date, videoId: string): Promise<PlayableVideo | undefined> {
      const [row] = await queryRows<PlayableVideo>(
        db,
        sql`select v.id, v.kind, v.purpose, v.status, v.duration_seconds as "durationSeconds",
            v.title_id as "titleId", v.created_by as "createdBy", t.original_language as "titleLanguage",
            t.is_premium as "titleIsPremium", t.age_rating as "titleAgeRating",
            coalesce(t.status = 'published' and t.published_at <= ${now.toISOString()}::timestamptz, false)
              as "titleVisible"
          from videos v left join titles t on t.id = v.title_id
          where v.id = ${videoId}`,
      );
      return row;
    },

    /** Appends a play start (Trending); a signed-in user's repeat grant within PLAY_DEDUPE_MS is not counted again. */
    async recordPlay(
      play: {
        titleId: string;
        videoId: string;
        userId: string | null;
        quality: string | null;
        deviceClass: string | null;
        dataSaver: boolean | null;
      },
      now: Date,
    ) {
      const since = new Date(now.getTime() - PLAY_DEDUPE_MS).toISOString();
      await db.execute(
        sql`insert into play_events (title_id, video_id, user_id, occurred_at, quality, device_class, data_saver)
          select ${play.titleId}::uuid, ${play.videoId}::uuid, ${play.userId}::text, ${now.toISOString()}::timestamptz,
            ${play.quality}::text, ${play.deviceClass}::text, ${play.dataSaver}::boolean
          where ${play.userId}::text is null or not exists (
            select 1 from play_events
            where user_id = ${play.userId}::text and video_id = ${play.videoId}::uuid
              and occurred_at > ${since}::timestamptz)`,
      );
    },
  };
}
