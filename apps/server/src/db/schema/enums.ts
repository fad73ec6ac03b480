import { pgEnum } from 'drizzle-orm/pg-core';
import { CREDIT_ROLES, TITLE_TYPES, VIDEO_KINDS, VIDEO_STATUSES } from '@mzansi/contracts/catalogue';
import { ROLES } from '@mzansi/contracts/roles';
import { SUBSCRIPTION_STATUSES } from '@mzansi/contracts/subscription';

export const appRole = pgEnum('app_role', ROLES);
export const titleType = pgEnum('title_type', TITLE_TYPES);
export const publicationStatus = pgEnum('publication_status', ['draft', 'published', 'archived']);
export const videoKind = pgEnum('video_kind', VIDEO_KINDS);
export const videoStatus = pgEnum('video_status', VIDEO_STATUSES);
export const creditRole = pgEnum('credit_role', CREDIT_ROLES);
export const languageKind = pgEnum('language_kind', ['audio', 'subtitle']);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'complete',
  'failed',
  'cancelled',
  'refunded',
]);
