import type { ModerationSort, ModerationView, ReportReason } from '@mzansi/contracts/reviews';

/** Catalogue keys of the report reasons (literal, so the catalogue check finds each one). */
export const REASON_KEYS = {
  spam: 'report.reasons.spam',
  offensive: 'report.reasons.offensive',
  spoiler: 'report.reasons.spoiler',
  off_topic: 'report.reasons.off_topic',
  other: 'report.reasons.other',
} as const satisfies Record<ReportReason, string>;

export const VIEW_KEYS = {
  reported: 'moderation.views.reported',
  hidden: 'moderation.views.hidden',
} as const satisfies Record<ModerationView, string>;

export const SORT_KEYS = {
  most_reported: 'moderation.sorts.most_reported',
  newest: 'moderation.sorts.newest',
} as const satisfies Record<ModerationSort, string>;
