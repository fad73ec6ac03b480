import {
  MODERATION_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  type ModerationItem,
  type ModerationPage,
  type ModerationQuery,
  type MyRating,
  type OwnReview,
  type RatingSummary,
  type ReportReason,
  type ReviewsPage,
  type Thumb,
} from '@mzansi/contracts/reviews';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import type { AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { assertWithinMaturity, type MaturityLimit } from '../viewer-profiles/maturity';
import type { ProfileOwner } from '../viewer-profiles/owner';
import { createReviewsRepository, type ReviewRow } from './reviews.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const thumbOf = (rating: number | null): Thumb | null =>
  rating === 1 ? 'up' : rating === -1 ? 'down' : null;

const toOwnReview = (row: ReviewRow): OwnReview => ({
  id: row.id,
  video_id: row.titleId,
  text: row.body,
  status: row.status,
  // The reason is the author's to see (and the moderators'); it is never in a public answer.
  hidden_reason: row.status === 'hidden' ? row.hiddenReason : null,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** Who acts in moderation: the moderator's account and address, for the audit log. */
export interface ModeratorRef {
  userId: string;
  ip: string | null;
}

/**
 * Ratings (thumbs up / down), reviews and reports per viewer profile (issue 19), and the moderators' queue. A title
 * must be visible and within the profile's maturity limit to be rated, reviewed or have its reviews read.
 */
export function createReviewsService(
  ctx: AppContext,
  deps: { catalog: CatalogService; audit: AuditService },
) {
  const repository = createReviewsRepository(ctx.database.db);
  const { catalog, audit } = deps;
  const now = () => ctx.clock.now();

  /** 404 for a title that is not (or no longer) visible; 403 maturity_restricted above the profile's limit. */
  async function readableTitle(titleId: string, maturity: MaturityLimit): Promise<void> {
    const [title] = await catalog.listItems([titleId]);
    if (!title) throw new AppError('not_found', localised('messages:signedUrl404'));
    assertWithinMaturity(maturity, title.ageRating);
  }

  async function reviewOrThrow(id: string): Promise<ReviewRow> {
    const review = await repository.findReview(id);
    if (!review) throw new AppError('not_found', localised('errors:reviews.notFound'));
    return review;
  }

  async function mine(owner: ProfileOwner, titleId: string): Promise<MyRating> {
    const [rating, review] = await Promise.all([
      repository.ratingOf(owner.profileId, titleId),
      repository.ownReview(owner.profileId, titleId),
    ]);
    return { video_id: titleId, rating: thumbOf(rating), review: review ? toOwnReview(review) : null };
  }

  return {
    async summary(titleId: string, maturity: MaturityLimit): Promise<RatingSummary> {
      await readableTitle(titleId, maturity);
      const { up, down, reviews } = await repository.summary(titleId);
      const total = up + down;
      return {
        video_id: titleId,
        up,
        down,
        total,
        liked_percent: total === 0 ? null : Math.round((100 * up) / total),
        reviews,
      };
    },

    /** The newest visible reviews; `profileId` marks the viewer's own. */
    async list(
      titleId: string,
      page: number,
      maturity: MaturityLimit,
      profileId: string | null,
    ): Promise<ReviewsPage> {
      await readableTitle(titleId, maturity);
      const offset = (page - 1) * REVIEWS_PAGE_SIZE;
      const [rows, { reviews: total }] = await Promise.all([
        repository.visibleReviews(titleId, REVIEWS_PAGE_SIZE, offset),
        repository.summary(titleId),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          video_id: row.titleId,
          author: row.author,
          rating: thumbOf(row.rating),
          text: row.body,
          created_at: iso(row.createdAt),
          updated_at: iso(row.updatedAt),
          mine: profileId !== null && row.profileId === profileId,
        })),
        page,
        next_page: offset + rows.length < total ? page + 1 : null,
        total,
      };
    },

    async mine(owner: ProfileOwner, titleId: string, maturity: MaturityLimit): Promise<MyRating> {
      await readableTitle(titleId, maturity);
      return mine(owner, titleId);
    },

    async setRating(
      owner: ProfileOwner,
      titleId: string,
      thumb: Thumb,
      maturity: MaturityLimit,
    ): Promise<MyRating> {
      await readableTitle(titleId, maturity);
      await repository.setRating(owner, titleId, thumb === 'up' ? 1 : -1, now());
      return mine(owner, titleId);
    },

    /** Clearing a thumb that is not there is no error (the same end state). */
    async clearRating(owner: ProfileOwner, titleId: string): Promise<void> {
      await repository.clearRating(owner.profileId, titleId);
    },

    /** Creates (created: true) or edits the profile's review; 409 for a hidden one (the reason stands). */
    async write(
      owner: ProfileOwner,
      titleId: string,
      text: string,
      maturity: MaturityLimit,
    ): Promise<{ review: OwnReview; created: boolean }> {
      await readableTitle(titleId, maturity);
      const written = await repository.writeReview(owner, titleId, text, now());
      if (!written) throw new AppError('conflict', localised('errors:reviews.hiddenNotEditable'));
      return { review: toOwnReview(written.row), created: written.created };
    },

    async remove(owner: ProfileOwner, titleId: string): Promise<void> {
      if (!(await repository.deleteReview(owner.profileId, titleId))) {
        throw new AppError('not_found', localised('errors:reviews.notFound'));
      }
    },

    /**
     * Reports a visible review by someone else (403 for one's own account's review), once per account (409 again).
     * A hidden review is not found: nobody outside its author and the moderators knows it exists.
     */
    async report(
      reporterId: string,
      reviewId: string,
      reason: ReportReason,
      note: string | undefined,
      maturity: MaturityLimit,
    ): Promise<{ id: string }> {
      const review = await repository.findReview(reviewId);
      if (!review || review.status !== 'visible') {
        throw new AppError('not_found', localised('errors:reviews.notFound'));
      }
      await readableTitle(review.titleId, maturity);
      if (review.userId === reporterId)
        throw new AppError('forbidden', localised('errors:reviews.ownReview'));
      const id = await repository.report(reviewId, reporterId, reason, note ?? null, now());
      if (!id) throw new AppError('conflict', localised('errors:reviews.alreadyReported'));
      return { id };
    },

    async queue(query: ModerationQuery): Promise<ModerationPage> {
      const view = query.view ?? 'reported';
      const sort = query.sort ?? 'most_reported';
      const page = Number(query.page ?? 1);
      const offset = (page - 1) * MODERATION_PAGE_SIZE;
      const rows = await repository.queue(view, sort, MODERATION_PAGE_SIZE, offset);
      const total = rows[0]?.total ?? 0;
      const items: ModerationItem[] = rows.map((row) => ({
        id: row.id,
        video_id: row.titleId,
        title: row.title,
        author: row.author,
        author_user_id: row.userId,
        text: row.body,
        status: row.status,
        hidden_reason: row.hiddenReason,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
        open_reports: row.openReports,
        reasons: row.reasons ?? [],
        notes: row.notes ?? [],
        last_reported_at: row.lastReportedAt ? iso(row.lastReportedAt) : null,
      }));
      return { items, page, next_page: offset + rows.length < total ? page + 1 : null, total };
    },

    /** Dismisses the open reports; the review stays (or stays hidden, if it was). */
    async approve(moderator: ModeratorRef, reviewId: string): Promise<void> {
      const review = await reviewOrThrow(reviewId);
      const dismissed = await repository.resolveReports(reviewId, 'approved', moderator.userId, now());
      await audit.record({
        actorId: moderator.userId,
        action: 'review.approved',
        targetType: 'review',
        targetId: reviewId,
        details: { titleId: review.titleId, authorId: review.userId, reportsDismissed: dismissed },
        ipAddress: moderator.ip,
      });
    },

    async hide(moderator: ModeratorRef, reviewId: string, reason: string): Promise<void> {
      const review = await reviewOrThrow(reviewId);
      const resolved = await repository.hide(reviewId, reason, moderator.userId, now());
      await audit.record({
        actorId: moderator.userId,
        action: 'review.hidden',
        targetType: 'review',
        targetId: reviewId,
        details: { titleId: review.titleId, authorId: review.userId, reason, reportsResolved: resolved },
        ipAddress: moderator.ip,
      });
    },

    /** 409 for a review that is not hidden. */
    async restore(moderator: ModeratorRef, reviewId: string): Promise<void> {
      const review = await reviewOrThrow(reviewId);
      if (!(await repository.restore(reviewId))) {
        throw new AppError('conflict', localised('errors:reviews.notHidden'));
      }
      await audit.record({
        actorId: moderator.userId,
        action: 'review.restored',
        targetType: 'review',
        targetId: reviewId,
        details: { titleId: review.titleId, authorId: review.userId },
        ipAddress: moderator.ip,
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
