import { z } from 'zod';

/**
 * Ratings, reviews and their moderation (issue 19).
 *
 * Ratings are thumbs up / down (like Netflix), one per viewer profile per title: one press, no scale to weigh, so
 * more people answer, and the catalogue is ranked by recommendation rather than by a score, which only needs
 * "more like this" / "less like this". The aggregate is the share who liked it and how many rated.
 *
 * A review is short plain text (REVIEW_MAX_LENGTH characters once trimmed, no control characters except line
 * breaks), one per viewer profile per title, shown with the profile's name. Anyone signed in may report one (once);
 * a review with open reports is in the moderators' queue, where it is approved (reports dismissed), hidden (with a
 * reason its author sees) or restored.
 */

export const THUMBS = ['up', 'down'] as const;
export type Thumb = (typeof THUMBS)[number];

export const REVIEW_MAX_LENGTH = 1000;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const HIDE_REASON_MAX_LENGTH = 300;
/** Reviews per page of a title's list. */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews per page of the moderation queue. */
export const MODERATION_PAGE_SIZE = 20;

export const REPORT_REASONS = ['spam', 'offensive', 'spoiler', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Control characters other than tab and line breaks (C0 and C1, DEL). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Plain text: trimmed, Windows line breaks made plain, no control characters, between 1 and `max` characters. */
export const plainText = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(max)
        .refine((value) => !CONTROL_CHARACTERS.test(value), {
          message: 'Control characters are not allowed',
        }),
    );

export const videoIdParamsSchema = z.object({ videoId: z.string().uuid() });

/** PUT /api/user/ratings/:videoId */
export const setRatingRequestSchema = z.object({ rating: z.enum(THUMBS) });

/** The share of a title's ratings that are thumbs up (null with none) and the counts; visible reviews counted. */
export const ratingSummarySchema = z.object({
  video_id: z.string().uuid(),
  up: z.number().int().nonnegative(),
  down: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** whole per cent of thumbs up, null when nobody rated */
  liked_percent: z.number().int().min(0).max(100).nullable(),
  /** visible reviews (hidden ones are never counted) */
  reviews: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A review as everyone sees it. */
export const publicReviewSchema = z.object({
  id: z.string().uuid(),
  video_id: z.string().uuid(),
  author: z.string(),
  /** the author's thumb for the title, when they rated it */
  rating: z.enum(THUMBS).nullable(),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** true for the signed-in viewer profile's own review */
  mine: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).optional() });

/** GET /api/videos/:videoId/reviews: the newest visible reviews, a page at a time. */
export const reviewsPageSchema = z.object({
  items: z.array(publicReviewSchema),
  page: z.number().int(),
  next_page: z.number().int().nullable(),
  total: z.number().int().nonnegative(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The profile's own review, hidden or not (a hidden one carries the moderator's reason). */
export const ownReviewSchema = z.object({
  id: z.string().uuid(),
  video_id: z.string().uuid(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/user/ratings/:videoId: the profile's thumb and review of a title. */
export const myRatingSchema = z.object({
  video_id: z.string().uuid(),
  rating: z.enum(THUMBS).nullable(),
  review: ownReviewSchema.nullable(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/** PUT /api/user/reviews/:videoId: writes or edits the profile's review. */
export const writeReviewRequestSchema = z.object({ text: plainText(REVIEW_MAX_LENGTH) });
export type WriteReviewRequest = z.input<typeof writeReviewRequestSchema>;

/** POST /api/reviews/:id/reports */
export const reportReviewRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: plainText(REPORT_NOTE_MAX_LENGTH).optional(),
});
export type ReportReviewRequest = z.input<typeof reportReviewRequestSchema>;
export const reportReviewResponseSchema = z.object({ id: z.string().uuid() });

export const MODERATION_VIEWS = ['reported', 'hidden'] as const;
export const MODERATION_SORTS = ['most_reported', 'newest'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];
export type ModerationSort = (typeof MODERATION_SORTS)[number];

/** GET /api/moderation/reviews: reviews with open reports (or the hidden ones), a page at a time. */
export const moderationQuerySchema = z.object({
  view: z.enum(MODERATION_VIEWS).optional(),
  sort: z.enum(MODERATION_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

export const moderationItemSchema = z.object({
  id: z.string().uuid(),
  video_id: z.string().uuid(),
  title: z.string(),
  author: z.string(),
  author_user_id: z.string(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** open (unresolved) reports */
  open_reports: z.number().int().nonnegative(),
  /** open reports per reason */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int().positive() })),
  /** the newest notes of the open reports */
  notes: z.array(z.string()),
  last_reported_at: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationPageSchema = z.object({
  items: z.array(moderationItemSchema),
  page: z.number().int(),
  next_page: z.number().int().nullable(),
  total: z.number().int().nonnegative(),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;

export const hideReviewRequestSchema = z.object({ reason: plainText(HIDE_REASON_MAX_LENGTH) });
export type HideReviewRequest = z.input<typeof hideReviewRequestSchema>;
