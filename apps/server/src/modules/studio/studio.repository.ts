import type { TitleType, VideoKind } from '@mzansi/contracts/catalogue';
import type { TitleTranslation, TitleTranslations } from '@mzansi/contracts/studio';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  episodes,
  seasons,
  titleLanguages,
  titles,
  titleTranslations,
  videos,
  type AudioTrack,
  type CaptionTrack,
  type Rendition,
  type VideoPurpose,
} from '../../db/schema/index';

export type VideoRow = typeof videos.$inferSelect;
export type TitleRow = typeof titles.$inferSelect;

/** A video with the names of what it is attached to. */
export interface StudioVideoRow extends VideoRow {
  titleName: string | null;
  episodeNumber: number | null;
  episodeName: string | null;
  seasonNumber: number | null;
}

export interface StudioTitleRows {
  title: TitleRow;
  episodes: { id: string; season: number; number: number; name: string }[];
  videos: { id: string; kind: VideoKind; status: VideoRow['status']; episodeId: string | null }[];
  translations: { language: string; tagline: string; synopsis: string }[];
}

/**
 * Writes translations (issue 16) in a transaction: a language given replaces its row, or removes it when both its
 * fields are empty; languages not given are left alone.
 */
async function writeTranslations(
  tx: Pick<Database, 'insert' | 'delete'>,
  titleId: string,
  translations: TitleTranslations,
  now: Date,
): Promise<void> {
  const entries = Object.entries(translations).filter(
    (entry): entry is [string, TitleTranslation] => entry[1] !== undefined,
  );
  const kept = entries.filter(([, text]) => text.tagline !== '' || text.synopsis !== '');
  const removed = entries.filter(([, text]) => text.tagline === '' && text.synopsis === '');
  if (removed.length > 0) {
    await tx.delete(titleTranslations).where(
      and(
        eq(titleTranslations.titleId, titleId),
        inArray(
          titleTranslations.language,
          removed.map(([language]) => language),
        ),
      ),
    );
  }
  if (kept.length > 0) {
    await tx
      .insert(titleTranslations)
      .values(kept.map(([language, text]) => ({ titleId, language, ...text, updatedAt: now })))
      .onConflictDoUpdate({
        target: [titleTranslations.titleId, titleTranslations.language],
        set: {
          tagline: sql`excluded.tagline`,
          synopsis: sql`excluded.synopsis`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** At most this many videos or titles in one studio list. */
export const STUDIO_LIST_LIMIT = 500;

export function createStudioRepository(db: Database) {
  const videoSelection = {
    video: videos,
    titleName: titles.title,
    episodeNumber: episodes.number,
    episodeName: episodes.name,
    seasonNumber: seasons.number,
  };
  const joinedVideos = () =>
    db
      .select(videoSelection)
      .from(videos)
      .leftJoin(titles, eq(titles.id, videos.titleId))
      .leftJoin(episodes, eq(episodes.id, videos.episodeId))
      .leftJoin(seasons, eq(seasons.id, episodes.seasonId));
  const flatten = (row: {
    video: VideoRow;
    titleName: string | null;
    episodeNumber: number | null;
    episodeName: string | null;
    seasonNumber: number | null;
  }): StudioVideoRow => ({
    ...row.video,
    titleName: row.titleName,
    episodeNumber: row.episodeNumber,
    episodeName: row.episodeName,
    seasonNumber: row.seasonNumber,
  });

  async function titleRows(where: ReturnType<typeof eq> | undefined): Promise<StudioTitleRows[]> {
    const titleList = await db
      .select()
      .from(titles)
      .where(where)
      .orderBy(desc(titles.createdAt), asc(titles.id))
      .limit(STUDIO_LIST_LIMIT);
    if (titleList.length === 0) return [];
    const ids = titleList.map((title) => title.id);
    const episodeList = await db
      .select({
        id: episodes.id,
        titleId: episodes.titleId,
        season: seasons.number,
        number: episodes.number,
        name: episodes.name,
      })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .where(inArray(episodes.titleId, ids))
      .orderBy(asc(seasons.number), asc(episodes.number));
    const videoList = await db
      .select({
        id: videos.id,
        titleId: videos.titleId,
        kind: videos.kind,
        status: videos.status,
        episodeId: videos.episodeId,
      })
      .from(videos)
      .where(inArray(videos.titleId, ids))
      .orderBy(asc(videos.createdAt), asc(videos.id));
    const translationList = await db
      .select({
        titleId: titleTranslations.titleId,
        language: titleTranslations.language,
        tagline: titleTranslations.tagline,
        synopsis: titleTranslations.synopsis,
      })
      .from(titleTranslations)
      .where(inArray(titleTranslations.titleId, ids))
      .orderBy(asc(titleTranslations.language));
    return titleList.map((title) => ({
      title,
      episodes: episodeList
        .filter((episode) => episode.titleId === title.id)
        .map(({ titleId: _titleId, ...episode }) => episode),
      videos: videoList
        .filter((video) => video.titleId === title.id)
        .map(({ titleId: _titleId, ...video }) => video),
      translations: translationList
        .filter((translation) => translation.titleId === title.id)
        .map(({ titleId: _titleId, ...translation }) => translation),
    }));
  }

  return {
    async listVideos(createdBy: string | null): Promise<StudioVideoRow[]> {
      // Ad creatives (issue 18) are the ads admin's, never the studio's.
      const rows = await joinedVideos()
        .where(
          and(
            eq(videos.purpose, 'programme'),
            createdBy === null ? undefined : eq(videos.createdBy, createdBy),
          ),
        )
        .orderBy(desc(videos.createdAt), asc(videos.id))
        .limit(STUDIO_LIST_LIMIT);
      return rows.map(flatten);
    },

    async getVideo(id: string): Promise<StudioVideoRow | null> {
      const [row] = await joinedVideos()
        .where(and(eq(videos.id, id), eq(videos.purpose, 'programme')))
        .limit(1);
      return row ? flatten(row) : null;
    },

    /** A new upload's row (the upload id is the video id). False when it exists already (a repeated finish). */
    async insertUploaded(row: {
      id: string;
      createdBy: string;
      sourceKey: string;
      originalFilename: string;
      purpose: VideoPurpose;
      kind: VideoKind;
      titleId: string | null;
      episodeId: string | null;
      now: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(videos)
        .values({
          id: row.id,
          createdBy: row.createdBy,
          sourceKey: row.sourceKey,
          originalFilename: row.originalFilename,
          purpose: row.purpose,
          kind: row.kind,
          titleId: row.titleId,
          episodeId: row.episodeId,
          status: 'uploaded',
          createdAt: row.now,
          updatedAt: row.now,
        })
        .onConflictDoNothing({ target: videos.id })
        .returning({ id: videos.id });
      return inserted.length > 0;
    },

    async attachVideo(
      id: string,
      target: { titleId: string; kind: VideoKind; episodeId: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(videos)
        .set({ ...target, updatedAt: now })
        .where(eq(videos.id, id));
    },

    async deleteVideo(id: string): Promise<boolean> {
      const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
      return rows.length > 0;
    },

    async setCaptions(id: string, captions: CaptionTrack[], now: Date): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({ captions, updatedAt: now })
        .where(eq(videos.id, id))
        .returning();
      return row ?? null;
    },

    /** A ready video's alternate audio renditions and the (re-measured) rungs that name them. */
    async setAudioTracks(
      id: string,
      values: { renditions: Rendition[]; audioTracks: AudioTrack[] },
      now: Date,
    ): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({ ...values, updatedAt: now })
        .where(eq(videos.id, id))
        .returning();
      return row ?? null;
    },

    /** The main video of a movie/documentary (episodeId null) or of an episode, other than `exceptId`. */
    async mainVideo(
      titleId: string,
      episodeId: string | null,
      exceptId: string | null,
    ): Promise<string | null> {
      const [row] = await db
        .select({ id: videos.id })
        .from(videos)
        .where(
          and(
            eq(videos.kind, 'main'),
            episodeId === null
              ? and(eq(videos.titleId, titleId), isNull(videos.episodeId))
              : eq(videos.episodeId, episodeId),
            exceptId === null ? undefined : ne(videos.id, exceptId),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    async getTitle(id: string): Promise<TitleRow | null> {
      const [row] = await db.select().from(titles).where(eq(titles.id, id)).limit(1);
      return row ?? null;
    },

    async getEpisode(id: string): Promise<{ id: string; titleId: string } | null> {
      const [row] = await db
        .select({ id: episodes.id, titleId: episodes.titleId })
        .from(episodes)
        .where(eq(episodes.id, id))
        .limit(1);
      return row ?? null;
    },

    listTitles(createdBy: string | null): Promise<StudioTitleRows[]> {
      return titleRows(createdBy === null ? undefined : eq(titles.createdBy, createdBy));
    },

    async titleWithChildren(id: string): Promise<StudioTitleRows | null> {
      const [row] = await titleRows(eq(titles.id, id));
      return row ?? null;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.slug, slug)).limit(1);
      return row !== undefined;
    },

    /** A draft title and its original language; null when the slug was taken meanwhile. */
    async insertTitle(row: {
      slug: string;
      type: TitleType;
      title: string;
      tagline: string;
      synopsis: string;
      releaseYear: number;
      ageRating: string;
      originalLanguage: string;
      isPremium: boolean;
      createdBy: string;
      translations?: TitleTranslations;
      now: Date;
    }): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(titles)
          .values({
            slug: row.slug,
            type: row.type,
            title: row.title,
            tagline: row.tagline,
            synopsis: row.synopsis,
            releaseYear: row.releaseYear,
            ageRating: row.ageRating,
            originalLanguage: row.originalLanguage,
            isPremium: row.isPremium,
            status: 'draft',
            createdBy: row.createdBy,
            createdAt: row.now,
            updatedAt: row.now,
          })
          .onConflictDoNothing({ target: titles.slug })
          .returning({ id: titles.id });
        if (!inserted) return null;
        await tx
          .insert(titleLanguages)
          .values({ titleId: inserted.id, languageCode: row.originalLanguage, kind: 'audio' })
          .onConflictDoNothing();
        if (row.translations) await writeTranslations(tx, inserted.id, row.translations, row.now);
        return inserted.id;
      });
    },

    /** Adds an episode (and its season when new); null when the season already has that episode number. */
    async insertEpisode(
      titleId: string,
      episode: { season: number; number: number; name: string; synopsis: string },
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.insert(seasons).values({ titleId, number: episode.season }).onConflictDoNothing();
        const [season] = await tx
          .select({ id: seasons.id })
          .from(seasons)
          .where(and(eq(seasons.titleId, titleId), eq(seasons.number, episode.season)))
          .limit(1);
        const [inserted] = await tx
          .insert(episodes)
          .values({
            titleId,
            seasonId: season!.id,
            number: episode.number,
            name: episode.name,
            synopsis: episode.synopsis,
          })
          .onConflictDoNothing()
          .returning({ id: episodes.id });
        return inserted?.id ?? null;
      });
    },

    async setTitleStatus(
      id: string,
      patch: {
        status: TitleRow['status'];
        publishedAt?: Date;
        runtimeMinutes?: number;
        artwork?: NonNullable<TitleRow['artwork']>;
      },
      now: Date,
    ): Promise<void> {
      await db
        .update(titles)
        .set({ ...patch, updatedAt: now })
        .where(eq(titles.id, id));
    },

    /** A title's publication review state (issue 19); submittedAt only when given. */
    async setReview(
      id: string,
      review: { state: 'pending' | 'rejected' | null; reason: string | null; submittedAt?: Date },
      now: Date,
    ): Promise<void> {
      await db
        .update(titles)
        .set({
          reviewState: review.state,
          reviewReason: review.reason,
          ...(review.submittedAt ? { submittedAt: review.submittedAt } : {}),
          updatedAt: now,
        })
        .where(eq(titles.id, id));
    },

    /** Replaces the given languages' tagline and synopsis of a title (see writeTranslations). */
    async setTranslations(titleId: string, translations: TitleTranslations, now: Date): Promise<void> {
      await db.transaction((tx) => writeTranslations(tx, titleId, translations, now));
    },

    /** Ready main videos of a title: its own (episodeId null) and its episodes'. */
    async readyMainVideos(
      titleId: string,
    ): Promise<{ id: string; episodeId: string | null; durationSeconds: number | null }[]> {
      return db
        .select({ id: videos.id, episodeId: videos.episodeId, durationSeconds: videos.durationSeconds })
        .from(videos)
        .where(and(eq(videos.titleId, titleId), eq(videos.kind, 'main'), eq(videos.status, 'ready')))
        .orderBy(sql`${videos.episodeId} nulls first`);
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
