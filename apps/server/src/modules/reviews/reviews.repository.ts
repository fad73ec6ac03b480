import type { ModerationSort, ModerationView, ReportReason } from '@mzansi/contracts/reviews';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ratings, reviewReports, reviews } from '../../db/schema/index';
import { queryRows } from '../../db/sql';
import type { ProfileOwner } from '../viewer-profiles/owner';

export interface ReviewRow {
  id: string;
  titleId: string;
  userId: string;
  profileId: string;
  body: string;
  status: 'visible' | 'hidden';
  hiddenReason: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface PublicReviewRow {
  id: string;
  titleId: string;
  profileId: string;
  author: string;
  rating: number | null;
  body: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface ModerationRow extends ReviewRow {
  title: string;
  author: string;
  openReports: number;
  reasons: { reason: ReportReason; count: number }[] | null;
  notes: string[] | null;
  lastReportedAt: Date | string | null;
  total: number;
}

const reviewColumns = sql`r.id, r.title_id as "titleId", r.user_id as "userId", r.profile_id as "profileId",
  r.body, r.status, r.hidden_reason as "hiddenReason", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

/**
 * Ratings, reviews and reports. Every public read says `status = 'visible'` in SQL: a hidden review never leaves the
 * database for a public answer (its text, its count, its author).
 */
export function createReviewsRepository(db: Database) {
  return {
    async ratingOf(profileId: string, titleId: string): Promise<number | null> {
      const [row] = await db
        .select({ rating: ratings.rating })
        .from(ratings)
        .where(and(eq(ratings.profileId, profileId), eq(ratings.titleId, titleId)));
      return row?.rating ?? null;
    },

    async setRating(owner: ProfileOwner, titleId: string, rating: 1 | -1, now: Date): Promise<void> {
      await db
        .insert(ratings)
        .values({
          userId: owner.userId,
          profileId: owner.profileId,
          titleId,
          rating,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [ratings.profileId, ratings.titleId],
          set: { rating, updatedAt: now },
        });
    },

    async clearRating(profileId: string, titleId: string): Promise<void> {
      await db.delete(ratings).where(and(eq(ratings.profileId, profileId), eq(ratings.titleId, titleId)));
    },

    /** Thumbs of a title and its visible reviews. */
    async summary(titleId: string): Promise<{ up: number; down: number; reviews: number }> {
      const [row] = await queryRows<{ up: number; down: number; reviews: number }>(
        db,
        sql`select
            (select count(*)::int from ratings where title_id = ${titleId} and rating = 1) as up,
            (select count(*)::int from ratings where title_id = ${titleId} and rating = -1) as down,
            (select count(*)::int from reviews where title_id = ${titleId} and status = 'visible') as reviews`,
      );
      return row ?? { up: 0, down: 0, reviews: 0 };
    },

    /** The newest visible reviews of a title, with their author's profile name and thumb. */
    visibleReviews: (titleId: string, limit: number, offset: number) =>
      queryRows<PublicReviewRow>(
        db,
        sql`select r.id, r.title_id as "titleId", r.profile_id as "profileId", vp.name as author,
            ra.rating, r.body, r.created_at as "createdAt", r.updated_at as "updatedAt"
          from reviews r
          join viewer_profiles vp on vp.id = r.profile_id
          left join ratings ra on ra.profile_id = r.profile_id and ra.title_id = r.title_id
          where r.title_id = ${titleId} and r.status = 'visible'
          order by r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`,
      ),

    async ownReview(profileId: string, titleId: string): Promise<ReviewRow | null> {
      const [row] = await queryRows<ReviewRow>(
        db,
        sql`select ${reviewColumns} from reviews r where r.profile_id = ${profileId} and r.title_id = ${titleId}`,
      );
      return row ?? null;
    },

    async findReview(id: string): Promise<ReviewRow | null> {
      const [row] = await queryRows<ReviewRow>(
        db,
        sql`select ${reviewColumns} from reviews r where r.id = ${id}`,
      );
      return row ?? null;
    },

    /** Creates the profile's review, or edits it when it is visible; null when it is hidden (not edited). */
    async writeReview(
      owner: ProfileOwner,
      titleId: string,
      body: string,
      now: Date,
    ): Promise<{ row: ReviewRow; created: boolean } | null> {
      const existing = await this.ownReview(owner.profileId, titleId);
      if (existing) {
        if (existing.status === 'hidden') return null;
        await db
          .update(reviews)
          .set({ body, updatedAt: now })
          .where(and(eq(reviews.id, existing.id), eq(reviews.status, 'visible')));
        return { row: (await this.findReview(existing.id))!, created: false };
      }
      try {
        const [row] = await db
          .insert(reviews)
          .values({
            userId: owner.userId,
            profileId: owner.profileId,
            titleId,
            body,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: reviews.id });
        return { row: (await this.findReview(row!.id))!, created: true };
      } catch (error) {
        // Two writes at once: the other one created it; this one edits it.
        if (isUniqueViolation(error)) return this.writeReview(owner, titleId, body, now);
        throw error;
      }
    },

    async deleteReview(profileId: string, titleId: string): Promise<string | null> {
      const [row] = await db
        .delete(reviews)
        .where(and(eq(reviews.profileId, profileId), eq(reviews.titleId, titleId)))
        .returning({ id: reviews.id });
      return row?.id ?? null;
    },

    /** One report per account and review; null when this account already reported it. */
    async report(
      reviewId: string,
      reporterId: string,
      reason: ReportReason,
      note: string | null,
      now: Date,
    ): Promise<string | null> {
      const [row] = await db
        .insert(reviewReports)
        .values({ reviewId, reporterId, reason, note, createdAt: now })
        .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
        .returning({ id: reviewReports.id });
      return row?.id ?? null;
    },

    /**
     * The moderation queue: reviews with open reports (any status: a hidden review reported again is still listed
     * until acted on), or the hidden reviews; most reported or newest report first.
     */
    queue: (view: ModerationView, sort: ModerationSort, limit: number, offset: number) =>
      queryRows<ModerationRow>(
        db,
        sql`with open_reports as (
            select review_id, count(*)::int as n, max(created_at) as last_at from review_reports
            where resolved_at is null group by review_id),
          picked as (
            select r.*, coalesce(o.n, 0) as open_reports, o.last_at from reviews r
              left join open_reports o on o.review_id = r.id
            where ${view === 'reported' ? sql`o.n > 0` : sql`r.status = 'hidden'`})
          select ${reviewColumns}, t.title, vp.name as author, r.open_reports as "openReports",
            r.last_at as "lastReportedAt", count(*) over ()::int as total,
            (select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
              from (select reason, count(*)::int as n from review_reports
                where review_id = r.id and resolved_at is null group by reason) x) as reasons,
            (select json_agg(x.note order by x.created_at desc) from (select note, created_at from review_reports
                where review_id = r.id and resolved_at is null and note is not null
                order by created_at desc limit 5) x) as notes
          from picked r
          join titles t on t.id = r.title_id
          join viewer_profiles vp on vp.id = r.profile_id
          order by ${
            view === 'hidden'
              ? sql`r.hidden_at desc nulls last`
              : sort === 'newest'
                ? sql`r.last_at desc`
                : sql`r.open_reports desc, r.last_at desc`
          }, r.id
          limit ${limit} offset ${offset}`,
      ),

    /** Resolves the review's open reports; answers how many. */
    async resolveReports(
      reviewId: string,
      resolution: 'approved',
      moderatorId: string,
      now: Date,
    ): Promise<number> {
      const rows = await db
        .update(reviewReports)
        .set({ resolvedAt: now, resolution, resolvedBy: moderatorId })
        .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
        .returning({ id: reviewReports.id });
      return rows.length;
    },

    /** Hides the review and resolves its open reports as one change; answers how many reports it resolved. */
    hide: (reviewId: string, reason: string, moderatorId: string, now: Date): Promise<number> =>
      db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ status: 'hidden', hiddenReason: reason, hiddenAt: now, hiddenBy: moderatorId })
          .where(eq(reviews.id, reviewId));
        const resolved = await tx
          .update(reviewReports)
          .set({ resolvedAt: now, resolution: 'hidden', resolvedBy: moderatorId })
          .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
          .returning({ id: reviewReports.id });
        return resolved.length;
      }),

    async restore(reviewId: string): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ status: 'visible', hiddenReason: null, hiddenAt: null, hiddenBy: null })
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'hidden')))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
