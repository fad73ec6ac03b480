import type { VideoStatus } from '@mzansi/contracts/catalogue';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { videos, type Rendition } from '../../db/schema/index';

export type VideoRow = typeof videos.$inferSelect;

/** The videos table as the ingest and transcode steps move rows through their state machine. */
export function createTranscodeRepository(db: Database) {
  return {
    async get(id: string): Promise<VideoRow | null> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
      return row ?? null;
    },

    /** Moves a video on only from the states given; false when it was elsewhere (or gone). */
    async advance(
      id: string,
      from: readonly VideoStatus[],
      patch: Partial<
        Pick<VideoRow, 'status' | 'progress' | 'durationSeconds' | 'width' | 'height' | 'failureReason'>
      >,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(videos)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(videos.id, id), inArray(videos.status, [...from])))
        .returning({ id: videos.id });
      return rows.length > 0;
    },

    /** Progress of a running transcode (also its heartbeat); false when the video is gone or no longer transcoding. */
    async setProgress(id: string, progress: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(videos)
        .set({ progress, updatedAt: now })
        .where(and(eq(videos.id, id), eq(videos.status, 'transcoding')))
        .returning({ id: videos.id });
      return rows.length > 0;
    },

    /** The end of the road for a source: failed with the reason kept, the source forgotten (the caller removes it). */
    async markFailed(id: string, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(videos)
        .set({ status: 'failed', failureReason: reason, progress: 0, sourceKey: null, updatedAt: now })
        .where(and(eq(videos.id, id), inArray(videos.status, ['uploaded', 'probing', 'transcoding'])))
        .returning({ id: videos.id });
      return rows.length > 0;
    },

    async markReady(
      id: string,
      result: { renditions: Rendition[]; storagePrefix: string; posterKey: string; storyboardKey: string },
      now: Date,
    ): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({
          ...result,
          // A fresh encode muxes the source's audio into every rung: alternate tracks of an older output are gone.
          audioTracks: [],
          status: 'ready',
          progress: 100,
          failureReason: null,
          sourceKey: null,
          readyAt: now,
          updatedAt: now,
        })
        .where(and(eq(videos.id, id), eq(videos.status, 'transcoding')))
        .returning();
      return row ?? null;
    },

    /** Videos with a source that have not reached ready or failed: what reconciliation looks at. */
    async unfinished(): Promise<Pick<VideoRow, 'id' | 'status' | 'updatedAt' | 'sourceKey'>[]> {
      return db
        .select({
          id: videos.id,
          status: videos.status,
          updatedAt: videos.updatedAt,
          sourceKey: videos.sourceKey,
        })
        .from(videos)
        .where(
          and(isNotNull(videos.sourceKey), inArray(videos.status, ['uploaded', 'probing', 'transcoding'])),
        );
    },

    /** Which of these source keys a video still points at. */
    async referencedSources(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: videos.sourceKey })
        .from(videos)
        .where(inArray(videos.sourceKey, [...keys]));
      return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
    },
  };
}

export type TranscodeRepository = ReturnType<typeof createTranscodeRepository>;
