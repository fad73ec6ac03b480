import type { CreditRole } from '@mzansi/contracts/catalogue';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import {
  collectionItems,
  collections,
  credits,
  genres,
  people,
  titleAdvisories,
  titleGenres,
  titleLanguages,
  titles,
  titleTranslations,
  users,
} from '../../db/schema/index';

export interface DetailsWrite {
  tagline: string;
  synopsis: string;
  ageRating: string;
  advisories: string[];
  genres: string[];
  spokenLanguages: string[];
  credits: { personId: string; role: CreditRole; character: string | null }[];
  /** undefined: collections are left as they are */
  collections?: string[];
}

export interface StatsRow {
  titleId: string;
  plays: number;
  watchSeconds: number;
  started: number;
  completed: number;
  ratings: number;
  thumbsUp: number;
}

/** The studio's editing reads and writes (issue 19): details, cast and crew, stats and the review queue. */
export function createStudioEditingRepository(db: Database) {
  return {
    async details(titleId: string) {
      const [advisoryRows, genreRows, languageRows, creditRows, collectionRows, translationRows] =
        await Promise.all([
          db
            .select({ code: titleAdvisories.advisoryCode })
            .from(titleAdvisories)
            .where(eq(titleAdvisories.titleId, titleId))
            .orderBy(asc(titleAdvisories.advisoryCode)),
          db
            .select({ id: titleGenres.genreId })
            .from(titleGenres)
            .innerJoin(genres, eq(genres.id, titleGenres.genreId))
            .where(eq(titleGenres.titleId, titleId))
            .orderBy(asc(genres.sortOrder), asc(genres.name)),
          db
            .select({ code: titleLanguages.languageCode })
            .from(titleLanguages)
            .where(and(eq(titleLanguages.titleId, titleId), eq(titleLanguages.kind, 'audio')))
            .orderBy(asc(titleLanguages.languageCode)),
          db
            .select({
              personId: credits.personId,
              name: people.name,
              role: credits.role,
              character: credits.character,
            })
            .from(credits)
            .innerJoin(people, eq(people.id, credits.personId))
            .where(eq(credits.titleId, titleId))
            .orderBy(asc(credits.position), asc(people.name)),
          db
            .select({ id: collectionItems.collectionId })
            .from(collectionItems)
            .where(eq(collectionItems.titleId, titleId))
            .orderBy(asc(collectionItems.collectionId)),
          db
            .select({
              language: titleTranslations.language,
              tagline: titleTranslations.tagline,
              synopsis: titleTranslations.synopsis,
            })
            .from(titleTranslations)
            .where(eq(titleTranslations.titleId, titleId)),
        ]);
      return {
        advisories: advisoryRows.map((row) => row.code),
        genres: genreRows.map((row) => row.id),
        spokenLanguages: languageRows.map((row) => row.code),
        credits: creditRows,
        collections: collectionRows.map((row) => row.id),
        translations: translationRows,
      };
    },

    async existingGenres(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async existingPeople(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: people.id }).from(people).where(inArray(people.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async existingCollections(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: collections.id })
        .from(collections)
        .where(inArray(collections.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** The person of this exact name (case-insensitive), or a new one under a free slug. */
    async personByName(name: string, slugBase: string): Promise<string> {
      const [found] = await db
        .select({ id: people.id })
        .from(people)
        .where(sql`lower(${people.name}) = lower(${name})`)
        .limit(1);
      if (found) return found.id;
      for (let attempt = 0; attempt < 20; attempt++) {
        const slug =
          attempt === 0
            ? slugBase
            : `${slugBase}-${attempt < 10 ? attempt + 1 : crypto.randomUUID().slice(0, 6)}`;
        const [row] = await db
          .insert(people)
          .values({ slug, name })
          .onConflictDoNothing({ target: people.slug })
          .returning({ id: people.id });
        if (row) return row.id;
      }
      throw new Error('no free person slug');
    },

    async writeDetails(titleId: string, write: DetailsWrite, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(titles)
          .set({
            tagline: write.tagline,
            synopsis: write.synopsis,
            ageRating: write.ageRating,
            updatedAt: now,
          })
          .where(eq(titles.id, titleId));
        await tx.delete(titleAdvisories).where(eq(titleAdvisories.titleId, titleId));
        if (write.advisories.length > 0) {
          await tx
            .insert(titleAdvisories)
            .values(write.advisories.map((advisoryCode) => ({ titleId, advisoryCode })));
        }
        await tx.delete(titleGenres).where(eq(titleGenres.titleId, titleId));
        if (write.genres.length > 0) {
          await tx.insert(titleGenres).values(write.genres.map((genreId) => ({ titleId, genreId })));
        }
        await tx
          .delete(titleLanguages)
          .where(and(eq(titleLanguages.titleId, titleId), eq(titleLanguages.kind, 'audio')));
        if (write.spokenLanguages.length > 0) {
          await tx.insert(titleLanguages).values(
            write.spokenLanguages.map((languageCode) => ({
              titleId,
              languageCode,
              kind: 'audio' as const,
            })),
          );
        }
        await tx.delete(credits).where(eq(credits.titleId, titleId));
        if (write.credits.length > 0) {
          await tx
            .insert(credits)
            .values(write.credits.map((credit, position) => ({ titleId, ...credit, position })));
        }
        if (write.collections) {
          await tx.delete(collectionItems).where(eq(collectionItems.titleId, titleId));
          if (write.collections.length > 0) {
            await tx
              .insert(collectionItems)
              .values(write.collections.map((collectionId) => ({ collectionId, titleId })));
          }
        }
      });
    },

    async options() {
      const [genreRows, collectionRows] = await Promise.all([
        db
          .select({ id: genres.id, name: genres.name })
          .from(genres)
          .orderBy(asc(genres.sortOrder), asc(genres.name)),
        db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .orderBy(asc(collections.sortOrder), asc(collections.name)),
      ]);
      return { genres: genreRows, collections: collectionRows };
    },

    async searchPeople(query: string) {
      const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return db
        .select({ id: people.id, name: people.name })
        .from(people)
        .where(query ? ilike(people.name, pattern) : undefined)
        .orderBy(asc(people.name))
        .limit(20);
    },

    async setArtwork(
      titleId: string,
      artwork: NonNullable<typeof titles.$inferSelect.artwork>,
      uploaded: { poster?: boolean; backdrop?: boolean },
      now: Date,
    ): Promise<void> {
      await db
        .update(titles)
        .set({ artwork, uploadedArtwork: uploaded, updatedAt: now })
        .where(eq(titles.id, titleId));
    },

    /**
     * Plays, watch time, completion and ratings of the given creator's titles (null: every title, for admins),
     * in one query: each figure is aggregated per title in its own subquery, then joined to the titles.
     */
    async stats(createdBy: string | null): Promise<StatsRow[]> {
      const owner = createdBy === null ? sql`true` : sql`t.created_by = ${createdBy}`;
      const rows = await queryRows<{
        title_id: string;
        plays: string | number;
        watch_seconds: string | number;
        started: string | number;
        completed: string | number;
        ratings: string | number;
        thumbs_up: string | number;
      }>(
        db,
        sql`
        select t.id as title_id,
          coalesce(p.plays, 0) as plays,
          coalesce(w.watch_seconds, 0) as watch_seconds,
          coalesce(w.started, 0) as started,
          coalesce(w.completed, 0) as completed,
          coalesce(r.ratings, 0) as ratings,
          coalesce(r.thumbs_up, 0) as thumbs_up
        from titles t
        left join (
          select title_id, count(*) as plays from play_events group by title_id
        ) p on p.title_id = t.id
        left join (
          select title_id,
            sum(case when completed then greatest(duration_seconds, position_seconds) else position_seconds end)
              as watch_seconds,
            count(*) as started,
            count(*) filter (where completed) as completed
          from watch_progress group by title_id
        ) w on w.title_id = t.id
        left join (
          select title_id, count(*) as ratings, count(*) filter (where rating = 1) as thumbs_up
          from ratings group by title_id
        ) r on r.title_id = t.id
        where ${owner}
        order by t.created_at desc
        limit 500
      `,
      );
      return rows.map((row) => ({
        titleId: row.title_id,
        plays: Number(row.plays),
        watchSeconds: Number(row.watch_seconds),
        started: Number(row.started),
        completed: Number(row.completed),
        ratings: Number(row.ratings),
        thumbsUp: Number(row.thumbs_up),
      }));
    },

    async setReview(
      titleId: string,
      review: { state: 'pending' | 'rejected' | null; reason: string | null; submittedAt?: Date | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(titles)
        .set({
          reviewState: review.state,
          reviewReason: review.reason,
          ...(review.submittedAt !== undefined ? { submittedAt: review.submittedAt } : {}),
          updatedAt: now,
        })
        .where(eq(titles.id, titleId));
    },

    async pendingTitles() {
      return db
        .select({
          id: titles.id,
          title: titles.title,
          type: titles.type,
          tagline: titles.tagline,
          synopsis: titles.synopsis,
          ageRating: titles.ageRating,
          releaseYear: titles.releaseYear,
          createdBy: titles.createdBy,
          creatorName: users.name,
          submittedAt: titles.submittedAt,
          artwork: titles.artwork,
        })
        .from(titles)
        .leftJoin(users, eq(users.id, titles.createdBy))
        .where(eq(titles.reviewState, 'pending'))
        .orderBy(asc(titles.submittedAt), asc(titles.id))
        .limit(200);
    },
  };
}
